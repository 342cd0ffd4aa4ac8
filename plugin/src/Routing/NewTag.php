<?php
/**
 * Madara's "NEW" tag (MADARA-SITE.md §8.7): with the theme option `manga_new_chapter` on, a chapter released within
 * `manga_new_chapter_time_range` days (3 by default) carries span.c-new-tag in the chapter list (ChapterList).
 *
 * The tag is decided when the list is rendered, and a guest's manga page is kept by shared caches: so on the manga
 * page the tag's end is also the page's freshness limit (filter `yomu_guest_page_fresh_until`, Http\CacheHeaders),
 * and no cached copy shows a tag past its time. A new chapter purges the page anyway (Content\Cache::bump), which is
 * when a tag appears. The ajax list answers are not kept by shared caches.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Madara\ThemeOptions;

/**
 * The window and the cache limit.
 */
final class NewTag {

	/** The longest window taken from the setting, in days (Madara offers 3, 7, 15 and 30). */
	private const MAX_DAYS = 365;

	/**
	 * Hooks the cache limit.
	 */
	public static function register(): void {
		add_filter( 'yomu_guest_page_fresh_until', array( self::class, 'fresh_until' ) );
	}

	/**
	 * The window in days for a manga's chapters, 0 when the tag is off. The manga's own meta of the same ids
	 * overrides the theme options, as Madara's getOption() reads them on its page.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function days( int $manga_id ): int {
		if ( ! ThemeOptions::on( 'manga_new_chapter', 'off', $manga_id ) ) {
			return 0;
		}
		$range = ThemeOptions::get( 'manga_new_chapter_time_range', 3, $manga_id );
		$range = is_numeric( $range ) ? (int) $range : 3;
		return $range > 0 ? min( $range, self::MAX_DAYS ) : 3;
	}

	/**
	 * The moment a chapter's tag ends (0 when its date is unknown).
	 *
	 * @param Chapter $chapter Chapter.
	 * @param int     $days    Window in days.
	 */
	public static function until( Chapter $chapter, int $days ): int {
		$released = ChapterList::release_time( $chapter );
		return null === $released ? 0 : $released + $days * 86400;
	}

	/**
	 * Whether a chapter carries the tag now.
	 *
	 * @param Chapter $chapter Chapter.
	 * @param int     $days    Window in days (0: off).
	 */
	public static function applies( Chapter $chapter, int $days ): bool {
		return $days > 0 && self::until( $chapter, $days ) >= time();
	}

	/**
	 * The tag: after a chapter's date in the chapter list, the listing cards and [manga_chapters_table].
	 */
	public static function html(): string {
		return '<span class="c-new-tag">' . esc_html__( 'New', 'yomu-core' ) . '</span>';
	}

	/**
	 * On a manga page whose list shows tags: a shared cache keeps it no longer than the first tag's end.
	 *
	 * @param mixed $until Unix time set by others (0 = no limit).
	 */
	public static function fresh_until( $until ): int {
		$until   = is_numeric( $until ) ? (int) $until : 0;
		$request = Request::current();
		if ( ! $request || $request->is_chapter() || ! is_singular( PostTypes::MANGA ) ) {
			return $until;
		}
		$days = self::days( $request->manga->ID );
		if ( 0 === $days ) {
			return $until;
		}
		$now = time();
		foreach ( ChapterRepository::reading_order( $request->manga->ID ) as $chapter ) {
			$end = self::until( $chapter, $days );
			if ( $end >= $now ) {
				$until = $until > 0 ? min( $until, $end + 1 ) : $end + 1;
			}
		}
		return $until;
	}
}
