<?php
/**
 * GET /yomu/v1/manga (list: filters, orders, search, pages with X-WP-Total / X-WP-TotalPages),
 * GET /yomu/v1/manga/{id} and GET /yomu/v1/manga/by-slug/{slug}.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Listing\QueryVars;
use Yomu\Core\Search\Bounds;

/**
 * The manga routes.
 */
final class MangaController extends \WP_REST_Controller {

	/**
	 * Sets the namespace and base.
	 */
	public function __construct() {
		$this->namespace = Rest::NAMESPACE;
		$this->rest_base = 'manga';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_items' ),
				'permission_callback' => array( $this, 'get_items_permissions_check' ),
				'args'                => $this->get_collection_params(),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => array( $this, 'get_item_permissions_check' ),
				'args'                => array( 'id' => Args::id( __( 'The manga\'s id.', 'yomu-core' ) ) ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/by-slug/(?P<slug>[^/]+)',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => array( $this, 'get_item_permissions_check' ),
				'args'                => array(
					'slug' => array(
						'description'       => __( 'The manga\'s slug, as in its URL.', 'yomu-core' ),
						'type'              => 'string',
						'maxLength'         => Bounds::SEARCH_MAX,
						'required'          => true,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_title',
					),
				),
			)
		);
	}

	/**
	 * The list is public: it only ever holds published manga.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true
	 */
	public function get_items_permissions_check( $request ) {
		return true;
	}

	/**
	 * One page of the list.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		$args  = MangaQuery::args( $request->get_params() );
		$query = new \WP_Query( $args );
		$total = (int) $query->found_posts;
		$pages = (int) ceil( $total / max( 1, (int) $args['posts_per_page'] ) );
		$page  = (int) $args['paged'];
		if ( $page > 1 && $page > $pages ) {
			return new \WP_Error( 'rest_post_invalid_page_number', __( 'The page number requested is larger than the number of pages available.', 'yomu-core' ), array( 'status' => 400 ) );
		}
		$items = array();
		foreach ( $query->posts as $post ) {
			if ( $post instanceof \WP_Post ) {
				$items[] = Serializer::manga( $post );
			}
		}
		$response = rest_ensure_response( $items );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) $pages );
		return $response;
	}

	/**
	 * A manga must be readable and, when protected, unlocked by its password.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$post = $this->find( $request );
		return $post instanceof \WP_Error ? $post : true;
	}

	/**
	 * One manga with its summary.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		$post = $this->find( $request );
		return $post instanceof \WP_Error ? $post : rest_ensure_response( Serializer::manga_detail( $post ) );
	}

	/**
	 * The manga a request names by id or by slug.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_Post|\WP_Error
	 */
	private function find( \WP_REST_Request $request ) {
		$slug = $request->get_param( 'slug' );
		if ( is_string( $slug ) ) {
			$found = '' !== $slug ? get_page_by_path( $slug, 'OBJECT', PostTypes::MANGA ) : null;
			return Visibility::open_manga( $found instanceof \WP_Post ? $found->ID : 0 );
		}
		return Visibility::open_manga( (int) $request->get_param( 'id' ) );
	}

	/**
	 * The list's parameters.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		$params    = array(
			'page'     => array(
				'description' => __( 'The page of the list.', 'yomu-core' ),
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
				'maximum'     => QueryVars::MAX_PAGE,
			),
			'per_page' => array(
				'description' => __( 'Manga per page.', 'yomu-core' ),
				'type'        => 'integer',
				'default'     => QueryVars::PER_PAGE,
				'minimum'     => 1,
				'maximum'     => QueryVars::MAX_PER_PAGE,
			),
			'search'   => array(
				'description'       => __( 'Words to find in titles, alternative names and authors.', 'yomu-core' ),
				'type'              => 'string',
				'maxLength'         => 200,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			),
			'orderby'  => array(
				'description' => __( 'The order of the list (as the listing pages offer it); relevance needs a search.', 'yomu-core' ),
				'type'        => 'string',
				'enum'        => MangaQuery::ORDERS,
			),
			'genre'    => array(
				'description' => __( 'Genre slugs.', 'yomu-core' ),
				'type'        => 'array',
				'items'       => Args::slug(),
				'maxItems'    => 20,
			),
			'genre_op' => array(
				'description' => __( 'Whether a manga must have any (default) or all of the genres.', 'yomu-core' ),
				'type'        => 'string',
				'enum'        => array( 'any', 'all' ),
				'default'     => 'any',
			),
			'status'   => array(
				'description' => __( 'Publication statuses.', 'yomu-core' ),
				'type'        => 'array',
				'items'       => array(
					'type' => 'string',
					'enum' => PostTypes::STATUSES,
				),
				'maxItems'    => count( PostTypes::STATUSES ),
			),
			'type'     => array(
				'description' => __( 'The kind of chapters: manga (images), text or video.', 'yomu-core' ),
				'type'        => 'string',
				'enum'        => PostTypes::CHAPTER_TYPES,
			),
		);
		$described = array(
			'tag'     => __( 'A tag\'s slug.', 'yomu-core' ),
			'author'  => __( 'An author\'s slug.', 'yomu-core' ),
			'artist'  => __( 'An artist\'s slug.', 'yomu-core' ),
			'release' => __( 'A release year\'s slug.', 'yomu-core' ),
		);
		foreach ( $described as $name => $description ) {
			$params[ $name ] = array_merge( Args::slug(), array( 'description' => $description ) );
		}
		return $params;
	}
}
