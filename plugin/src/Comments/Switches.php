<?php
/**
 * Madara's comment switches (MADARA-SITE.md §8.8), read only: `wp_manga_settings[enable_comment]` turns every manga
 * and chapter discussion on or off, `[default_comment]` picks the system (wp, disqus or both), and the theme options
 * `manga_reading_discussion` / `_heading` (with the manga's own override) decide the chapters' discussion and its
 * "Comments for chapter" line.
 *
 * A missing enable_comment counts as on. Madara's settings page writes '0' for every unchecked box, so a Madara site
 * whose owner ever saved it has the key and keeps its choice. The key is missing on a fresh Yomu site (Yomu never
 * writes wp_manga_settings), where WordPress's own "Allow comments" of each manga is the switch, as for posts. A
 * Madara site whose settings were never saved cannot be told apart from that by its data; the filter
 * yomu_manga_comments_enabled turns comments off there.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

use Yomu\Core\Content\Settings;
use Yomu\Core\Madara\ThemeOptions;

/**
 * The switches.
 */
final class Switches {

	/** The comment systems of default_comment. */
	private const SYSTEMS = array( 'wp', 'disqus', 'both' );

	/**
	 * Whether manga and chapters have a discussion at all.
	 */
	public static function enabled(): bool {
		$stored = Settings::stored( 'enable_comment' );
		$on     = null === $stored || ( is_scalar( $stored ) && '0' !== (string) $stored && 'off' !== (string) $stored );
		return (bool) apply_filters( 'yomu_manga_comments_enabled', $on );
	}

	/**
	 * The comment system: the saved default_comment, else Madara's default (disqus when the Disqus plugin has a
	 * shortname, else wp).
	 */
	public static function system(): string {
		$stored = Settings::stored( 'default_comment' );
		if ( is_string( $stored ) && in_array( $stored, self::SYSTEMS, true ) ) {
			return $stored;
		}
		return class_exists( 'Disqus', false ) && '' !== (string) get_option( 'disqus_forum_url', '' ) ? 'disqus' : 'wp';
	}

	/**
	 * Whether Disqus was chosen by the site itself (a saved 'wp' or 'both' keeps it off, as Madara did).
	 */
	public static function disqus_allowed(): bool {
		return 'disqus' === self::system();
	}

	/**
	 * Whether chapters of this manga have the discussion under them.
	 *
	 * @param int $manga_id Manga post ID (its own value of the option wins).
	 */
	public static function on_chapters( int $manga_id ): bool {
		return ThemeOptions::on( 'manga_reading_discussion', 'on', $manga_id );
	}

	/**
	 * Whether a chapter's discussion starts with "Comments for chapter “…”".
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function chapter_heading( int $manga_id ): bool {
		return ThemeOptions::on( 'manga_reading_discussion_heading', 'on', $manga_id );
	}
}
