<?php
/**
 * What a reader sees of new-chapter alerts: the count in the user menu, and in the Bookmarks tab Madara's count
 * badge (.c-notifications) and "Unread chapter(s):" line (div.chapter.unread) with a link to each chapter
 * (MADARA-SITE §8.7). Reading a chapter clears it: opening its page, or the reading history recording it (an
 * in-place turn to it, and Madara's own manga-user-history call).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Alerts;

use Yomu\Core\Account\Page;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * Markup and the clearing hook.
 */
final class Display {

	/**
	 * Hooks the menu item and the clearing.
	 */
	public static function register(): void {
		add_filter( 'yomu_user_menu_items', array( self::class, 'menu_item' ), 5, 2 );
		add_action( 'template_redirect', array( self::class, 'chapter_opened' ) );
		add_action( 'yomu_history_recorded', array( Unread::class, 'clear' ), 10, 3 );
		add_filter( 'yomu_account_bookmark_unread', array( self::class, 'bookmark_row' ), 10, 2 );
	}

	/**
	 * A signed-in reader opened a chapter page: it is read.
	 */
	public static function chapter_opened(): void {
		$request = Request::current();
		if ( $request && $request->chapter && is_user_logged_in() ) {
			Unread::clear( get_current_user_id(), $request->manga->ID, $request->chapter->id );
		}
	}

	/**
	 * The user menu's "Bookmarks" item with the unread count, when there are unread chapters (and an account page
	 * to show them on).
	 *
	 * @param mixed $items The items so far.
	 * @param mixed $user  The user.
	 */
	public static function menu_item( $items, $user ): string {
		$items = is_string( $items ) ? $items : '';
		$page  = Page::url( 'bookmark' );
		$count = $user instanceof \WP_User && '' !== $page ? Unread::count( $user->ID ) : 0;
		if ( $count < 1 ) {
			return $items;
		}
		return '<li class="menu-item-bookmarks"><a href="' . esc_url( $page ) . '">' . esc_html__( 'Bookmarks', 'yomu-core' ) . ' ' . self::badge( $count, 'c-user_notify' ) . '</a></li>' . $items;
	}

	/**
	 * The count badge: the number shown, a sentence read.
	 *
	 * @param int    $count How many.
	 * @param string $class Its class.
	 */
	public static function badge( int $count, string $class ): string {
		/* translators: %d: number of chapters. */
		$spoken = sprintf( _n( '%d new chapter', '%d new chapters', $count, 'yomu-core' ), $count );
		return '<span class="' . esc_attr( $class ) . '"><span aria-hidden="true">' . esc_html( (string) $count ) . '</span><span class="screen-reader-text">' . esc_html( $spoken ) . '</span></span>';
	}

	/**
	 * The Bookmarks tab's filter for a row's unread part.
	 *
	 * @param mixed $html  So far.
	 * @param mixed $entry The bookmark, as Bookmarks\Store::all() reads it.
	 */
	public static function bookmark_row( $html, $entry ): string {
		if ( ! is_array( $entry ) || ! isset( $entry['id'], $entry['unread_c'] ) || ! is_array( $entry['unread_c'] ) ) {
			return is_string( $html ) ? $html : '';
		}
		return ( is_string( $html ) ? $html : '' ) . self::bookmark_unread( (int) $entry['id'], $entry['unread_c'], get_post( (int) $entry['id'] ) );
	}

	/**
	 * The Bookmarks tab's unread part of a row: the badge and the chapter links, or '' when all is read.
	 *
	 * @param int   $manga_id The manga.
	 * @param int[] $unread   Its unread chapter ids.
	 * @param mixed $manga    The manga post.
	 */
	public static function bookmark_unread( int $manga_id, array $unread, $manga ): string {
		$links = array();
		foreach ( array_reverse( $unread ) as $chapter_id ) {
			$chapter = ChapterRepository::find( (int) $chapter_id );
			if ( $chapter && $chapter->manga_id === $manga_id && $manga instanceof \WP_Post ) {
				$links[] = '<a href="' . esc_url( Urls::chapter( $manga, $chapter ) ) . '">' . esc_html( trim( $chapter->name . ' ' . $chapter->name_extend ) ) . '</a>';
			}
		}
		if ( ! $links ) {
			return '';
		}
		return self::badge( count( $links ), 'c-notifications' ) . '<div class="chapter unread"><span>' . esc_html__( 'Unread chapter(s):', 'yomu-core' ) . '</span>' . implode( '', $links ) . '</div>';
	}
}
