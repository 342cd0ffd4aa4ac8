<?php
/**
 * Bookmark calls: wp-manga-user-bookmark, wp-manga-delete-bookmark, wp-manga-delete-multi-bookmark (admin-ajax),
 * and the no-JavaScript link (admin-post.php?action=yomu_bookmark).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Bookmarks;

use Yomu\Core\Account\Guard;
use Yomu\Core\Ajax\Response;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Http\Back;
use Yomu\Core\Http\SameOrigin;

/**
 * Every call needs a signed-in user, and only published mangas (or ones the user may read) can be bookmarked.
 * A call that carries a `nonce` field is checked by it (action wp-manga-bookmark); Madara's pages send none
 * (MADARA.md §7), so an admin-ajax call without the field is accepted only from the site's own pages
 * (Http\SameOrigin): a cross-site request changes nothing and gets the invalid_nonce error.
 */
final class Actions {

	public const NONCE = 'wp-manga-bookmark';

	/**
	 * Hooks the calls.
	 */
	public static function register(): void {
		$calls = array(
			'wp-manga-user-bookmark'         => 'handle_add',
			'wp-manga-delete-bookmark'       => 'handle_delete',
			'wp-manga-delete-multi-bookmark' => 'handle_delete_many',
		);
		foreach ( $calls as $action => $method ) {
			add_action( 'wp_ajax_' . $action, array( self::class, $method ) );
			add_action( 'wp_ajax_nopriv_' . $action, array( self::class, $method ) );
		}
		add_action( 'admin_post_yomu_bookmark', array( self::class, 'handle_link' ) );
		add_action( 'admin_post_yomu_bookmark_bulk', array( self::class, 'handle_bulk_form' ) );
	}

	/**
	 * The nonce (or, for a call without one, the same-origin check), then the user: the error answer, or null
	 * when both pass.
	 *
	 * @param array<string, mixed> $post        Request fields.
	 * @param bool                 $same_origin Whether the request came from the site's own pages.
	 * @return array{0: bool, 1: mixed, 2: int}|null
	 */
	private static function refused( array $post, bool $same_origin ): ?array {
		if ( ! self::trusted( $post, $same_origin ) ) {
			return array(
				false,
				array(
					'code'    => 'invalid_nonce',
					'message' => __( 'Your session has expired. Please reload the page and try again.', 'yomu-core' ),
				),
				403,
			);
		}
		if ( ! is_user_logged_in() ) {
			return array( false, array( 'code' => 'login_error' ), 401 );
		}
		return null;
	}

	/**
	 * A call with a `nonce` field passes by its nonce alone; one without passes only from the site's own pages.
	 *
	 * @param array<string, mixed> $post        Request fields.
	 * @param bool                 $same_origin Whether the request came from the site's own pages.
	 */
	private static function trusted( array $post, bool $same_origin ): bool {
		if ( ! array_key_exists( 'nonce', $post ) ) {
			return $same_origin;
		}
		$nonce = Guard::text( $post, 'nonce' );
		return '' !== $nonce && false !== wp_verify_nonce( $nonce, self::NONCE );
	}

	/**
	 * A manga id the current user may bookmark, or 0.
	 *
	 * @param mixed $value As sent.
	 */
	private static function manga( $value ): int {
		if ( ! is_string( $value ) && ! is_int( $value ) ) {
			return 0;
		}
		$id = ctype_digit( (string) $value ) ? (int) $value : 0;
		if ( $id <= 0 || 'wp-manga' !== get_post_type( $id ) ) {
			return 0;
		}
		return 'publish' === get_post_status( $id ) || current_user_can( 'read_post', $id ) ? $id : 0;
	}

	/**
	 * Adds a bookmark.
	 *
	 * @param array<string, mixed> $post        Request fields (unslashed).
	 * @param bool                 $same_origin Whether the request came from the site's own pages (see trusted()).
	 * @return array{0: bool, 1: mixed, 2: int}
	 */
	public static function add( array $post, bool $same_origin = false ): array {
		$refused = self::refused( $post, $same_origin );
		if ( $refused ) {
			return $refused;
		}
		$manga = self::manga( $post['postID'] ?? null );
		if ( ! $manga ) {
			return array(
				false,
				array(
					'code'    => 'invalid_manga',
					'message' => __( 'This manga could not be found.', 'yomu-core' ),
				),
				400,
			);
		}
		$slug    = Guard::text( $post, 'chapter' );
		$chapter = 0;
		if ( '' !== $slug && 'undefined' !== $slug ) {
			$found = ChapterRepository::by_slug( $manga, sanitize_title( $slug ) );
			if ( ! $found ) {
				return array(
					false,
					array(
						'code'    => 'invalid_chapter',
						'message' => __( 'This chapter could not be found.', 'yomu-core' ),
					),
					400,
				);
			}
			$chapter = $found->id;
		}
		$page = Guard::text( $post, 'page' );
		Store::add( get_current_user_id(), $manga, $chapter, ctype_digit( $page ) ? min( 100000, (int) $page ) : 1 );
		return array( true, Control::bookmarked( $manga ), 200 );
	}

	/**
	 * Deletes one bookmark.
	 *
	 * @param array<string, mixed> $post        Request fields (unslashed).
	 * @param bool                 $same_origin Whether the request came from the site's own pages (see trusted()).
	 * @return array{0: bool, 1: mixed, 2: int}
	 */
	public static function delete( array $post, bool $same_origin = false ): array {
		$refused = self::refused( $post, $same_origin );
		if ( $refused ) {
			return $refused;
		}
		$id = Guard::text( $post, 'postID' );
		if ( ! ctype_digit( $id ) || ! Store::has( get_current_user_id(), (int) $id ) ) {
			return array(
				false,
				array(
					'code'    => 'not_bookmarked',
					'message' => __( 'This manga is not in your bookmarks.', 'yomu-core' ),
				),
				400,
			);
		}
		Store::remove( get_current_user_id(), array( (int) $id ) );
		if ( '1' === Guard::text( $post, 'isMangaSingle' ) ) {
			return array( true, Control::html( (int) $id ), 200 );
		}
		return array( true, self::empty_answer(), 200 );
	}

	/**
	 * Deletes several bookmarks (field bookmark[]).
	 *
	 * @param array<string, mixed> $post        Request fields (unslashed).
	 * @param bool                 $same_origin Whether the request came from the site's own pages (see trusted()).
	 * @return array{0: bool, 1: mixed, 2: int}
	 */
	public static function delete_many( array $post, bool $same_origin = false ): array {
		$refused = self::refused( $post, $same_origin );
		if ( $refused ) {
			return $refused;
		}
		$ids = isset( $post['bookmark'] ) && is_array( $post['bookmark'] ) ? $post['bookmark'] : array();
		$ids = array_values( array_unique( array_map( 'intval', array_filter( $ids, static fn( $id ) => is_string( $id ) && ctype_digit( $id ) ) ) ) );
		if ( ! $ids ) {
			return array( false, array( 'message' => __( 'Choose the bookmarks to delete.', 'yomu-core' ) ), 400 );
		}
		Store::remove( get_current_user_id(), $ids );
		return array( true, self::empty_answer(), 200 );
	}

	/**
	 * {is_empty, msg} when the list is now empty, else null.
	 *
	 * @return array{is_empty: bool, msg: string}|null
	 */
	private static function empty_answer(): ?array {
		if ( Store::all( get_current_user_id() ) ) {
			return null;
		}
		return array(
			'is_empty' => true,
			'msg'      => '<span>' . esc_html__( 'You have no bookmarks yet', 'yomu-core' ) . '</span>',
		);
	}

	/**
	 * Sends an answer.
	 *
	 * @param array{0: bool, 1: mixed, 2: int} $answer The answer.
	 */
	private static function send( array $answer ): void {
		Response::send( $answer[0], $answer[1], $answer[2] );
	}

	/**
	 * Action wp-manga-user-bookmark.
	 */
	public static function handle_add(): void {
		self::send( self::add( Guard::request(), SameOrigin::request() ) );
	}

	/**
	 * Action wp-manga-delete-bookmark.
	 */
	public static function handle_delete(): void {
		self::send( self::delete( Guard::request(), SameOrigin::request() ) );
	}

	/**
	 * Action wp-manga-delete-multi-bookmark.
	 */
	public static function handle_delete_many(): void {
		self::send( self::delete_many( Guard::request(), SameOrigin::request() ) );
	}

	/**
	 * The account page's bookmarks form without JavaScript: one row's delete button, or the checked rows.
	 */
	public static function handle_bulk_form(): void {
		self::check_form_nonce();
		$post   = Guard::request();
		$single = Guard::text( $post, 'delete_one' );
		$fields = array(
			'nonce'    => wp_create_nonce( self::NONCE ),
			'bookmark' => '' !== $single ? array( $single ) : ( $post['bookmark'] ?? array() ),
		);
		self::delete_many( $fields );
		wp_safe_redirect( Back::url() );
		exit;
	}

	/**
	 * Stops with WordPress's "link expired" page unless the form or link carries a valid nonce (as a string:
	 * an array would reach wp_verify_nonce and warn).
	 */
	private static function check_form_nonce(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- this is the check.
		if ( ! isset( $_REQUEST['_wpnonce'] ) || ! is_string( $_REQUEST['_wpnonce'] ) ) {
			wp_nonce_ays( self::NONCE );
		}
		check_admin_referer( self::NONCE );
	}

	/**
	 * The no-JavaScript link: checks its nonce, adds or deletes, and goes back.
	 */
	public static function handle_link(): void {
		self::check_form_nonce();
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- checked just above.
		$fields = array(
			'nonce'   => wp_create_nonce( self::NONCE ),
			'postID'  => isset( $_GET['manga'] ) && is_string( $_GET['manga'] ) ? sanitize_text_field( wp_unslash( $_GET['manga'] ) ) : '',
			'chapter' => isset( $_GET['chapter'] ) && is_string( $_GET['chapter'] ) ? sanitize_title( wp_unslash( $_GET['chapter'] ) ) : '',
			'page'    => isset( $_GET['page'] ) && is_string( $_GET['page'] ) ? sanitize_text_field( wp_unslash( $_GET['page'] ) ) : '1',
		);
		$delete = isset( $_GET['do'] ) && 'delete' === $_GET['do'];
		// phpcs:enable
		if ( $delete ) {
			self::delete( $fields );
		} else {
			self::add( $fields );
		}
		wp_safe_redirect( Back::url() );
		exit;
	}
}
