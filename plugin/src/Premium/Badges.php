<?php
/**
 * Chapter Coin's marks on listed chapters (MADARA-SITE.md §8.9 "list items" and "badge"): the classes
 * `premium coin-{price} data-chapter-{id}` (+ `premium-block` when locked) or `free-chap data-chapter-{id}`, and
 * the span.coin badge printed before the chapter link. Only while myCred runs: without it nothing is sold, and the
 * lists stay as they were.
 *
 * The links keep their real URLs, where Chapter Coin put '#': the locked chapter's own page sells it without
 * JavaScript, search engines still find the chapter, and reader apps skip li.premium-block by its class.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\Chapter;

/**
 * Escaped class lists and badge HTML.
 */
final class Badges {

	/**
	 * Hooks the manga page's chapter list (Routing\ChapterList asks through `yomu_chapter_list_marks`).
	 */
	public static function register(): void {
		add_filter( 'yomu_chapter_list_marks', array( self::class, 'list_marks' ), 10, 2 );
	}

	/**
	 * The classes and badge of a chapter in the manga page's list.
	 *
	 * @param mixed   $marks   The marks so far.
	 * @param Chapter $chapter Chapter.
	 * @return mixed
	 */
	public static function list_marks( $marks, Chapter $chapter ) {
		if ( ! is_array( $marks ) || ! Points::active() ) {
			return $marks;
		}
		$marks['classes'] = trim( ( is_string( $marks['classes'] ?? null ) ? $marks['classes'] : '' ) . ' ' . self::classes( $chapter ) );
		$marks['badge']   = ( is_string( $marks['badge'] ?? null ) ? $marks['badge'] : '' ) . self::badge( $chapter );
		return $marks;
	}

	/**
	 * The classes of a listed chapter for the current visitor ('' without myCred).
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function classes( Chapter $chapter ): string {
		if ( ! Points::active() ) {
			return '';
		}
		$state = Locks::state( $chapter, get_current_user_id() );
		if ( Locks::FREE === $state ) {
			return sprintf( 'free-chap data-chapter-%d', $chapter->id );
		}
		return sprintf( 'premium coin-%1$d data-chapter-%2$d%3$s', Prices::of( $chapter ), $chapter->id, Locks::LOCKED === $state ? ' premium-block' : '' );
	}

	/**
	 * The classes only when the chapter is locked for the current visitor ('' otherwise): Prev / Next buttons
	 * carry them only then, as Chapter Coin's script marks them.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function locked_classes( Chapter $chapter ): string {
		return Points::active() && Locks::locked( $chapter, get_current_user_id() ) ? self::classes( $chapter ) : '';
	}

	/**
	 * The span.coin badge of a listed chapter ('' without myCred): a lock and the price when locked, "Unlocked"
	 * once bought (or for a role that reads everything), the site's free word otherwise.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function badge( Chapter $chapter ): string {
		if ( ! Points::active() ) {
			return '';
		}
		$state = Locks::state( $chapter, get_current_user_id() );
		if ( Locks::FREE === $state ) {
			return '<span class="coin free">' . esc_html( Settings::free_word() ) . '</span>';
		}
		if ( Locks::UNLOCKED === $state ) {
			return '<span class="coin"><i class="fas fa-unlock" aria-hidden="true"></i>' . esc_html__( 'Unlocked', 'yomu-core' ) . '</span>';
		}
		return '<span class="coin"><i class="fas fa-lock" aria-hidden="true"></i>' . esc_html( self::points( Prices::of( $chapter ) ) ) . '</span>';
	}

	/**
	 * "{price} Points", in the site's language and number format.
	 *
	 * @param int $price Price.
	 */
	public static function points( int $price ): string {
		/* translators: %s: a number of points (a chapter's price or a balance). */
		return sprintf( _n( '%s Point', '%s Points', $price, 'yomu-core' ), number_format_i18n( $price ) );
	}
}
