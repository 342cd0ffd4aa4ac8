<?php
/**
 * The account page's "My Bought Mangas" tab (`?tab=bought`, as Chapter Coin names it): the manga a member bought
 * chapters of, newest purchase first, each with its bought chapters linked. Read from the member's `buy_chapter`
 * rows of myCred's log, the manga taken from the row's data as Chapter Coin does; unlike Chapter Coin's list,
 * every purchase counts, not only the latest 25. Shown while myCred is active (nothing is sold without it).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Premium\Points;
use Yomu\Core\Premium\Revenue;
use Yomu\Core\Routing\Urls;

/**
 * Adds and renders the tab.
 */
final class BoughtTab {

	public const TAB = 'bought';

	/**
	 * Registers the filters.
	 */
	public static function register(): void {
		add_filter( 'yomu_account_tabs', array( self::class, 'tabs' ) );
		add_filter( 'yomu_account_tab_html', array( self::class, 'html' ), 10, 3 );
	}

	/**
	 * Adds the tab.
	 *
	 * @param mixed $tabs Tabs so far.
	 * @return mixed
	 */
	public static function tabs( $tabs ) {
		if ( is_array( $tabs ) && Points::active() ) {
			$tabs[ self::TAB ] = __( 'My Bought Mangas', 'yomu-core' );
		}
		return $tabs;
	}

	/**
	 * The panel.
	 *
	 * @param mixed $html    Panel HTML so far.
	 * @param mixed $tab     Tab name.
	 * @param mixed $user_id The signed-in user (id or WP_User).
	 * @return mixed
	 */
	public static function html( $html, $tab, $user_id ) {
		$user_id = $user_id instanceof \WP_User ? $user_id->ID : (int) $user_id;
		if ( self::TAB !== $tab || $user_id < 1 ) {
			return $html;
		}
		$items = '';
		foreach ( self::bought( $user_id ) as $manga_id => $chapter_ids ) {
			$items .= self::item( $manga_id, $chapter_ids );
		}
		if ( '' === $items ) {
			return '<p class="yomu-account__empty"><span>' . esc_html__( 'You have not bought any chapter yet.', 'yomu-core' ) . '</span></p>';
		}
		return '<ul class="yomu-bought">' . $items . '</ul>';
	}

	/**
	 * The member's purchases: manga id => bought chapter ids, both newest purchase first.
	 *
	 * @param int $user_id User ID.
	 * @return array<int, int[]>
	 */
	public static function bought( int $user_id ): array {
		$table = Points::log_table();
		if ( '' === $table || $user_id < 1 ) {
			return array();
		}
		global $wpdb;
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT ref_id, data, MAX(id) AS latest FROM `$table` WHERE user_id = %d AND ref = %s AND ctype = %s GROUP BY ref_id, data ORDER BY latest DESC", $user_id, Points::REF, Points::TYPE ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- myCred's table name.
		$bought = array();
		foreach ( (array) $rows as $row ) {
			$chapter_id = (int) $row->ref_id;
			$manga      = Revenue::manga_id( (string) $row->data );
			$manga_id   = null !== $manga && ctype_digit( $manga ) ? (int) $manga : (int) ChapterRepository::find( $chapter_id )?->manga_id;
			if ( $manga_id > 0 && $chapter_id > 0 && ! in_array( $chapter_id, $bought[ $manga_id ] ?? array(), true ) ) {
				$bought[ $manga_id ][] = $chapter_id;
			}
		}
		return $bought;
	}

	/**
	 * One manga with its bought chapters ('' when the member may not see the manga any more).
	 *
	 * @param int   $manga_id    Manga.
	 * @param int[] $chapter_ids Its bought chapters.
	 */
	private static function item( int $manga_id, array $chapter_ids ): string {
		$post = get_post( $manga_id );
		if ( ! $post instanceof \WP_Post || 'wp-manga' !== $post->post_type || ! Policy::manga( $post )->allowed() ) {
			return '';
		}
		$links = '';
		foreach ( $chapter_ids as $chapter_id ) {
			$chapter = ChapterRepository::find( $chapter_id );
			if ( $chapter && $chapter->manga_id === $manga_id ) {
				$links .= '<li class="bought-chapter"><a href="' . esc_url( Urls::chapter( $post, $chapter ) ) . '">' . esc_html( $chapter->title() ) . '</a></li>';
			}
		}
		return sprintf(
			'<li class="bought-item" id="bought-item-%1$d"><a class="bought-title" href="%2$s">%3$s</a>%4$s</li>',
			$manga_id,
			esc_url( Urls::manga( $post ) ),
			esc_html( get_the_title( $post ) ),
			'' !== $links ? '<ul class="bought-chapters">' . $links . '</ul>' : ''
		);
	}
}
