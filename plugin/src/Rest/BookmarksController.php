<?php
/**
 * The signed-in reader's bookmarks, in the same store as the bookmark buttons (Bookmarks\Store, Madara's
 * `_wp_manga_bookmark`): GET /yomu/v1/me/bookmarks (newest first), POST /yomu/v1/me/bookmarks (manga, chapter,
 * page) and DELETE /yomu/v1/me/bookmarks/{manga}. Writes need the REST nonce (cookie sign-in) or an application
 * password, as every REST write does.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Bookmarks\Store;
use Yomu\Core\Content\ChapterRepository;

/**
 * The bookmark routes.
 */
final class BookmarksController extends \WP_REST_Controller {

	/**
	 * Sets the namespace and base.
	 */
	public function __construct() {
		$this->namespace = Rest::NAMESPACE;
		$this->rest_base = 'me/bookmarks';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => array(),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => array(
						'manga'   => Args::id( __( 'The manga to bookmark.', 'yomu-core' ) ),
						'chapter' => array(
							'description' => __( 'The chapter reached (0: the manga itself).', 'yomu-core' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'default'     => 0,
						),
						'page'    => array(
							'description' => __( 'The page reached.', 'yomu-core' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'maximum'     => 100000,
							'default'     => 1,
						),
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'methods'             => \WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'delete_item' ),
				'permission_callback' => array( $this, 'delete_item_permissions_check' ),
				'args'                => array( 'id' => Args::id( __( 'The bookmarked manga.', 'yomu-core' ) ) ),
			)
		);
	}

	/**
	 * Signed-in readers only.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Reader::check();
	}

	/**
	 * Signed-in readers only.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Reader::check();
	}

	/**
	 * Signed-in readers only.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function delete_item_permissions_check( $request ) {
		return Reader::check();
	}

	/**
	 * The bookmarks the reader may still see, newest first.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$items = array();
		foreach ( array_reverse( Store::all( get_current_user_id() ) ) as $saved ) {
			$entry = Reader::entry( $saved['id'], $saved['c'], $saved['p'] );
			if ( $entry ) {
				$items[] = $entry;
			}
		}
		return rest_ensure_response( $items );
	}

	/**
	 * Bookmarks a readable manga (at a chapter of it).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$manga = Visibility::manga( (int) $request->get_param( 'manga' ) );
		if ( $manga instanceof \WP_Error ) {
			return $manga;
		}
		$chapter_id = (int) $request->get_param( 'chapter' );
		$chapter    = $chapter_id > 0 ? ChapterRepository::visible( $chapter_id ) : null;
		if ( $chapter_id > 0 && ( ! $chapter || $chapter->manga_id !== $manga->ID ) ) {
			return new \WP_Error( 'yomu_rest_invalid_chapter', __( 'This chapter does not belong to the manga.', 'yomu-core' ), array( 'status' => 400 ) );
		}
		$page = (int) $request->get_param( 'page' );
		Store::add( get_current_user_id(), $manga->ID, $chapter_id, $page );
		$response = rest_ensure_response( Reader::entry( $manga->ID, $chapter_id, $page ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Removes a bookmark (404 when the manga is not bookmarked).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete_item( $request ) {
		$id   = (int) $request->get_param( 'id' );
		$user = get_current_user_id();
		if ( ! Store::has( $user, $id ) ) {
			return new \WP_Error( 'yomu_rest_not_bookmarked', __( 'This manga is not in your bookmarks.', 'yomu-core' ), array( 'status' => 404 ) );
		}
		Store::remove( $user, array( $id ) );
		return rest_ensure_response(
			array(
				'deleted' => true,
				'manga'   => $id,
			)
		);
	}
}
