<?php
/**
 * Which servers of a video chapter's body Yomu will show. Madara stores one embed, or several servers as
 * `Name :: <iframe…> || Name :: <iframe…>` (MADARA.md §7; a body with no `::` is one embed), read by the
 * reader's own parser. Each embed must pass VideoEmbed::sanitize() (an https iframe from an allowed video site)
 * to be shown.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Content\VideoEmbed;
use Yomu\Core\Content\VideoServers as ContentServers;

/**
 * Video body check.
 */
final class VideoServers {

	/**
	 * How many servers show, the names of those left out, and why none shows (when none does).
	 *
	 * @param string $body chapter_text_content.post_content.
	 * @return array{shown: int, dropped: string[], reason: string}
	 */
	public static function check( string $body ): array {
		$result = array(
			'shown'   => 0,
			'dropped' => array(),
			'reason'  => '',
		);
		foreach ( ContentServers::parse( $body ) as $n => $server ) {
			$name  = '' !== $server['name'] ? $server['name'] : ContentServers::default_name( $n + 1 );
			$clean = VideoEmbed::sanitize( $server['embed'] );
			if ( is_wp_error( $clean ) ) {
				$result['dropped'][] = $name;
				$result['reason']    = $clean->get_error_message();
			} else {
				++$result['shown'];
			}
		}
		return $result;
	}
}
