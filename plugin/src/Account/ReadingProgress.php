<?php
/**
 * Where a reader stands in a manga (its bookmark or history entry's chapter and page): "Chapter 12 / 40, page 5"
 * with a bar, for the library tabs and the history items (home's "Continue reading", the History widget).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Content\ChapterRepository;

/**
 * The chapter's place in the manga's reading order (scheduled chapters left out), from the cached reading order.
 */
final class ReadingProgress {

	/**
	 * The place: 1-based chapter position, chapters readers can see, the page (1 when unknown); the position is 0
	 * when the entry names no chapter (or one no longer there).
	 *
	 * @param int $manga_id   The manga.
	 * @param int $chapter_id The chapter of the entry (0: none).
	 * @param int $page       The page of the entry.
	 * @return array{position: int, total: int, page: int}
	 */
	public static function of( int $manga_id, int $chapter_id, int $page ): array {
		$order    = ChapterRepository::reading_order( $manga_id );
		$position = 0;
		foreach ( $order as $i => $chapter ) {
			if ( $chapter->id === $chapter_id ) {
				$position = $i + 1;
				break;
			}
		}
		return array(
			'position' => $position,
			'total'    => count( $order ),
			'page'     => max( 1, $page ),
		);
	}

	/**
	 * The sentence: "Chapter 12 / 40, page 5" (the page only past the first), "40 chapters" when not started.
	 *
	 * @param array{position: int, total: int, page: int} $place From of().
	 */
	public static function text( array $place ): string {
		if ( $place['position'] < 1 ) {
			/* translators: %s: number of chapters. */
			return sprintf( _n( '%s chapter', '%s chapters', $place['total'], 'yomu-core' ), number_format_i18n( $place['total'] ) );
		}
		if ( $place['page'] > 1 ) {
			/* translators: 1: the chapter's position in the manga, 2: number of chapters, 3: page number. */
			return sprintf( __( 'Chapter %1$s / %2$s, page %3$s', 'yomu-core' ), number_format_i18n( $place['position'] ), number_format_i18n( $place['total'] ), number_format_i18n( $place['page'] ) );
		}
		/* translators: 1: the chapter's position in the manga, 2: number of chapters. */
		return sprintf( __( 'Chapter %1$s / %2$s', 'yomu-core' ), number_format_i18n( $place['position'] ), number_format_i18n( $place['total'] ) );
	}

	/**
	 * The sentence and its bar (the bar is hidden from screen readers: the sentence says it), escaped; '' for a
	 * manga without chapters.
	 *
	 * @param array{position: int, total: int, page: int} $place From of().
	 */
	public static function html( array $place ): string {
		if ( $place['total'] < 1 ) {
			return '';
		}
		return sprintf(
			'<span class="yomu-progress" data-position="%1$d" data-total="%2$d"><span class="yomu-progress__text">%3$s</span><progress class="yomu-progress__bar" max="%2$d" value="%1$d" aria-hidden="true"></progress></span>',
			$place['position'],
			$place['total'],
			esc_html( self::text( $place ) )
		);
	}
}
