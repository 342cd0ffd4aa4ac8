<?php
/**
 * GET /yomu/v1/manga/{id}/chapters: every chapter of a manga with its volume, in reading order (order=asc, the
 * default) or as the manga page lists them (order=desc: newest volume and chapter first).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Content\ChapterRepository;

/**
 * The chapter list route.
 */
final class ChaptersController extends \WP_REST_Controller {

	/**
	 * Sets the namespace and base.
	 */
	public function __construct() {
		$this->namespace = Rest::NAMESPACE;
		$this->rest_base = 'manga/(?P<id>[\d]+)/chapters';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_items' ),
				'permission_callback' => array( $this, 'get_items_permissions_check' ),
				'args'                => array(
					'id'    => Args::id( __( 'The manga\'s id.', 'yomu-core' ) ),
					'order' => array(
						'description' => __( 'asc: reading order, first chapter first; desc: as the manga page lists them.', 'yomu-core' ),
						'type'        => 'string',
						'enum'        => array( 'asc', 'desc' ),
						'default'     => 'asc',
					),
				),
			)
		);
	}

	/**
	 * The manga must be readable and unlocked.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		$manga = Visibility::open_manga( (int) $request->get_param( 'id' ) );
		return $manga instanceof \WP_Error ? $manga : true;
	}

	/**
	 * The chapters.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		$manga = Visibility::open_manga( (int) $request->get_param( 'id' ) );
		if ( $manga instanceof \WP_Error ) {
			return $manga;
		}
		$items = array();
		foreach ( ChapterRepository::grouped( $manga->ID, 'desc' === $request->get_param( 'order' ) ? 'desc' : 'asc' ) as $group ) {
			foreach ( $group[1] as $chapter ) {
				$items[] = Serializer::chapter( $chapter, $manga );
			}
		}
		$response = rest_ensure_response( $items );
		$response->header( 'X-WP-Total', (string) count( $items ) );
		$response->header( 'X-WP-TotalPages', '1' );
		return $response;
	}
}
