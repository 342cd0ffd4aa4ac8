<?php
/**
 * The chapter list HTML of MADARA.md §3.2, shared by the manga page and the ajax/chapters endpoint.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Locale\Dates;

/**
 * Renders plugin/templates/chapter-list.php for a manga.
 */
final class ChapterList {

	private const NO_MARKS = array(
		'classes' => '',
		'badge'   => '',
	);

	/**
	 * The list for a manga the visitor may read ('' otherwise, also while a password-protected manga's password
	 * was not given), newest first unless the site says otherwise.
	 *
	 * The shortcodes ([manga_info], [manga_chapters]) may ask for an order and show only the first chapters.
	 *
	 * @param \WP_Post    $manga Manga post.
	 * @param string|null $order asc or desc; null for the site's order.
	 * @param int         $limit The first so many chapters only (0: all).
	 */
	public static function render( \WP_Post $manga, ?string $order = null, int $limit = 0 ): string {
		if ( ! Policy::chapters( $manga )->allowed() ) {
			return '';
		}
		$order  = $order ?? Reading::chapters_order();
		$days   = NewTag::days( $manga->ID );
		$groups = array();
		$left   = $limit > 0 ? $limit : PHP_INT_MAX;
		foreach ( ChapterRepository::grouped( $manga->ID, $order, Reading::volumes_order() ) as list( $volume, $chapters ) ) {
			if ( $left <= 0 ) {
				break;
			}
			$chapters = array_slice( $chapters, 0, $left );
			$left    -= count( $chapters );
			$groups[] = array(
				'volume'   => $volume ? $volume->name : null,
				'chapters' => array_map( static fn ( Chapter $chapter ): array => self::item( $manga, $chapter, $days ), $chapters ),
			);
		}
		ob_start();
		self::load_template( $groups );
		return (string) ob_get_clean();
	}

	/**
	 * The plain data of one list entry (escaped by the template).
	 *
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter Chapter.
	 * @param int      $days    The NEW tag's window in days (0: off).
	 * @return array{url: string, title: string, date: string, classes: string, badge: string, new: bool}
	 */
	private static function item( \WP_Post $manga, Chapter $chapter, int $days ): array {
		/**
		 * Marks of a listed chapter: extra classes of its li and escaped HTML printed before its link (Premium
		 * adds Chapter Coin's classes and span.coin badge).
		 *
		 * @param array{classes: string, badge: string} $marks   None by default.
		 * @param Chapter                               $chapter The chapter.
		 */
		$marks = apply_filters( 'yomu_chapter_list_marks', self::NO_MARKS, $chapter );
		$marks = is_array( $marks ) ? $marks : self::NO_MARKS;
		return array(
			'url'     => Urls::chapter( $manga, $chapter ),
			'title'   => $chapter->title(),
			'date'    => self::release_date( $chapter ),
			'classes' => isset( $marks['classes'] ) && is_string( $marks['classes'] ) ? $marks['classes'] : '',
			'badge'   => isset( $marks['badge'] ) && is_string( $marks['badge'] ) ? $marks['badge'] : '',
			'new'     => NewTag::applies( $chapter, $days ),
		);
	}

	/**
	 * A chapter's date in the site's date format and language ('' when the row has no usable date). Reader apps read
	 * it from span.chapter-release-date (MADARA.md §6) as Madara prints it: an English site's "November 22, 2026"
	 * ("MMMM dd, yyyy"), a Turkish site's "22 Kasım 2026", always absolute, so cached pages never go stale.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function release_date( Chapter $chapter ): string {
		$time = self::release_time( $chapter );
		return null === $time ? '' : Dates::date( $time );
	}

	/**
	 * A chapter's release as Unix time (its GMT date, else its local date in the site's time zone), or null when
	 * the row has no usable date.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function release_time( Chapter $chapter ): ?int {
		static $gmt = null;
		$gmt      ??= new \DateTimeZone( 'UTC' );
		$utc        = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $chapter->date_gmt, $gmt );
		if ( ! $utc || (int) $utc->format( 'Y' ) < 1970 ) {
			$utc = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $chapter->date, wp_timezone() );
		}
		return $utc && (int) $utc->format( 'Y' ) >= 1970 ? $utc->getTimestamp() : null;
	}

	/**
	 * Prints the template with the groups.
	 *
	 * @param array<int, array{volume: string|null, chapters: array<int, array{url: string, title: string, date: string, classes: string, badge: string, new: bool}>}> $yomu_groups Groups to print.
	 */
	private static function load_template( array $yomu_groups ): void {
		require YOMU_CORE_DIR . '/templates/chapter-list.php';
	}
}
