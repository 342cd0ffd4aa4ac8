<?php
/**
 * Bookmark calls: wp-manga-user-bookmark, wp-manga-delete-bookmark, wp-manga-delete-multi-bookmark (admin-ajax),
 * and the no-JavaScript link (admin-post.php?action=yomu_bookmark).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Bookmarks;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Http\Back;
use Yomu\Core\Http\FormNonce;

/**
 * Every call needs a signed-in user, and only published mangas (or ones the user may read) can be bookmarked.
 * A call that carries a `nonce` field is checked by it (action wp-manga-bookmark); Madara's pages send none
 * (MADARA.md §7), so an admin-ajax call without the field is accepted only from the site's own pages
 * (Http\SameOrigin): a cross-site request changes nothing and gets the invalid_nonce error.
 */
final class Actions {

	public const NONCE = 'wp-manga-bookmark';

	public const ADD        = 'wp-manga-user-bookmark';
	public const DELETE     = 'wp-manga-delete-bookmark';
	public const DELETE_ALL = 'wp-manga-delete-multi-bookmark';

	private const ADD_FIELDS    = array(
		'postID'  => Input::RAW,
		'chapter' => Input::RAW,
		'page'    => Input::RAW,
	);
	private const DELETE_FIELDS = array(
		'postID'        => Input::INT,
		'isMangaSingle' => Input::RAW,
	);
	private const MANY_FIELDS   = array( 'bookmark' => Input::INTS );

	/**
	 * Hooks the calls.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'actions' ) );
		add_action( 'admin_post_yomu_bookmark', array( self::class, 'handle_link' ) );
		add_action( 'admin_post_yomu_bookmark_bulk', array( self::class, 'handle_bulk_form' ) );
	}

	/**
	 * The three admin-ajax actions: members (a guest gets code login_error), with the nonce or from the site's
	 * own pages (a cross-site request gets code invalid_nonce).
	 *
	 * @return Action[]
	 */
	public static function actions(): array {
		$declare = static fn( string $name, string $method, array $fields ) => ( new Action( $name, array( self::class, $method ) ) )
			->nonce(
				'nonce',
				self::NONCE,
				Answer::error(
					array(
						'code'    => 'invalid_nonce',
						'message' => Action::expired(),
					),
					403
				),
				true
			)
			->for( Action::MEMBERS, Answer::error( array( 'code' => 'login_error' ), 401 ) )
			->fields( $fields );
		return array(
			$declare( self::ADD, 'add', self::ADD_FIELDS ),
			$declare( self::DELETE, 'delete', self::DELETE_FIELDS ),
			$declare( self::DELETE_ALL, 'delete_many', self::MANY_FIELDS ),
		);
	}

	/**
	 * A manga id the current user may bookmark, or 0.
	 *
	 * @param string $value As sent.
	 */
	private static function manga( string $value ): int {
		$post = ctype_digit( $value ) ? get_post( (int) $value ) : null;
		return $post instanceof \WP_Post && Policy::manga( $post )->allowed() ? $post->ID : 0;
	}

	/**
	 * Adds a bookmark for the current user (nonce and caller checked before).
	 *
	 * @param Input $input postID, chapter (slug), page.
	 */
	public static function add( Input $input ): Answer {
		$manga = self::manga( $input->text( 'postID' ) );
		if ( ! $manga ) {
			return Answer::unknown_manga();
		}
		$slug    = $input->text( 'chapter' );
		$chapter = 0;
		if ( '' !== $slug && 'undefined' !== $slug ) {
			$found = ChapterRepository::by_slug( $manga, sanitize_title( $slug ) );
			if ( ! $found ) {
				return Answer::error(
					array(
						'code'    => 'invalid_chapter',
						'message' => __( 'This chapter could not be found.', 'yomu-core' ),
					),
					400
				);
			}
			$chapter = $found->id;
		}
		$page = $input->text( 'page' );
		Store::add( get_current_user_id(), $manga, $chapter, ctype_digit( $page ) ? min( 100000, (int) $page ) : 1 );
		return Answer::success( Control::bookmarked( $manga ) );
	}

	/**
	 * Deletes one bookmark of the current user (nonce and caller checked before).
	 *
	 * @param Input $input postID, isMangaSingle.
	 */
	public static function delete( Input $input ): Answer {
		$id = $input->int( 'postID' );
		if ( null === $id || ! Store::has( get_current_user_id(), $id ) ) {
			return Answer::error(
				array(
					'code'    => 'not_bookmarked',
					'message' => __( 'This manga is not in your bookmarks.', 'yomu-core' ),
				),
				400
			);
		}
		Store::remove( get_current_user_id(), array( $id ) );
		if ( '1' === $input->text( 'isMangaSingle' ) ) {
			return Answer::success( Control::html( $id ) );
		}
		return Answer::success( self::empty_answer() );
	}

	/**
	 * Deletes several bookmarks of the current user (field bookmark[]; nonce and caller checked before).
	 *
	 * @param Input $input bookmark.
	 */
	public static function delete_many( Input $input ): Answer {
		$ids = array_map( 'intval', $input->list( 'bookmark' ) );
		if ( ! $ids ) {
			return Answer::error( array( 'message' => __( 'Choose the bookmarks to delete.', 'yomu-core' ) ), 400 );
		}
		Store::remove( get_current_user_id(), $ids );
		return Answer::success( self::empty_answer() );
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
	 * The account page's bookmarks form without JavaScript (admin-post, members only): one row's delete button,
	 * or the checked rows.
	 */
	public static function handle_bulk_form(): void {
		FormNonce::check( self::NONCE );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked just above.
		$fields = wp_unslash( $_POST );
		$single = isset( $fields['delete_one'] ) && is_string( $fields['delete_one'] ) ? $fields['delete_one'] : '';
		if ( '' !== $single ) {
			$fields['bookmark'] = array( $single );
		}
		self::delete_many( new Input( self::MANY_FIELDS, $fields ) );
		wp_safe_redirect( Back::url() );
		exit;
	}

	/**
	 * The no-JavaScript link (admin-post, members only): checks its nonce, adds or deletes, and goes back.
	 */
	public static function handle_link(): void {
		FormNonce::check( self::NONCE );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked just above.
		$query  = wp_unslash( $_GET );
		$fields = array(
			'postID'  => $query['manga'] ?? null,
			'chapter' => $query['chapter'] ?? null,
			'page'    => $query['page'] ?? null,
		);
		if ( 'delete' === ( $query['do'] ?? '' ) ) {
			self::delete( new Input( self::DELETE_FIELDS, $fields ) );
		} else {
			self::add( new Input( self::ADD_FIELDS, $fields ) );
		}
		wp_safe_redirect( Back::url() );
		exit;
	}
}
