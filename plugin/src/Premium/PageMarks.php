<?php
/**
 * What Chapter Coin adds to every page while chapters are sold (MADARA-SITE.md §8.9): the body class
 * `chapter-blocked` on a locked chapter's page, the badge colours of its settings in an inline <style>, and for a
 * signed-in member the footer input#wp_manga_chapter_coin_user_balance holding their balance (userscripts read it).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Access\Decision;
use Yomu\Core\Access\Policy;
use Yomu\Core\Routing\Request;

/**
 * Body class, colours and the balance input.
 */
final class PageMarks {

	/**
	 * Hooks them.
	 */
	public static function register(): void {
		add_filter( 'body_class', array( self::class, 'body_class' ) );
		add_action( 'wp_head', array( self::class, 'print_colours' ), 20 );
		add_action( 'wp_footer', array( self::class, 'print_balance' ), 5 );
	}

	/**
	 * Adds chapter-blocked on a chapter page the visitor must buy.
	 *
	 * @param string[] $classes Classes.
	 * @return string[]
	 */
	public static function body_class( array $classes ): array {
		$request = Request::current();
		if ( $request && $request->chapter && Decision::PREMIUM === Policy::chapter( $request->manga, $request->chapter )->reason ) {
			$classes[] = 'chapter-blocked';
		}
		return $classes;
	}

	/**
	 * The badge colours, with Chapter Coin's selectors (and Yomu's card items), only while myCred runs.
	 */
	public static function print_colours(): void {
		if ( ! Points::active() ) {
			return;
		}
		$rule = static fn ( string $selector, string $kind ): string => sprintf( '%1$s{color:%2$s;background-color:%3$s}', $selector, Settings::colour( $kind . '_color' ), Settings::colour( $kind . '_background' ) );
		$css  = $rule( '.wp-manga-chapter.free-chap .coin,.chapter-item.free-chap .coin', 'free' )
			. $rule( '.wp-manga-chapter.premium .coin,.chapter-item.premium .coin', 'unlock' )
			. $rule( '.wp-manga-chapter.premium.premium-block .coin,.chapter-item.premium.premium-block .coin', 'lock' );
		printf( '<style id="wp-manga-chapter-coin-css">%s</style>' . "\n", esc_html( $css ) );
	}

	/**
	 * The member's balance for scripts, only while myCred runs.
	 */
	public static function print_balance(): void {
		$user_id = get_current_user_id();
		if ( $user_id <= 0 || ! Points::active() ) {
			return;
		}
		printf( '<input type="hidden" id="wp_manga_chapter_coin_user_balance" value="%d">' . "\n", (int) Points::balance( $user_id ) );
	}
}
