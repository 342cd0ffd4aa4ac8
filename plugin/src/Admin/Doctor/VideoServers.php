<?php
/**
 * Which servers of a video chapter's body Yomu will show. Madara stores one embed, or several servers as
 * `Name :: <iframe…> || Name :: <iframe…>` (MADARA.md §7; a body with no `::` is one embed). Each embed must
 * pass VideoEmbed::sanitize() (an https iframe from an allowed video site) to be shown.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Content\VideoEmbed;

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
		if ( '' === trim( $body ) ) {
			return $result;
		}
		$parts = str_contains( $body, '::' ) ? explode( '||', $body ) : array( $body );
		foreach ( $parts as $n => $part ) {
			$pair  = str_contains( $part, '::' ) ? explode( '::', $part, 2 ) : array( '', $part );
			$name  = '' !== trim( $pair[0] ) ? trim( $pair[0] ) : sprintf( /* translators: %d: server number. */ __( 'Server %d', 'yomu-core' ), $n + 1 );
			$clean = VideoEmbed::sanitize( trim( $pair[1] ) );
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
