<?php
/**
 * GET /yomu/v1/me/history: the signed-in reader's reading history (Madara's `_wp_manga_history`), newest first.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Account\HistoryList;

/**
 * The history route (read only: the reader writes it by reading).
 */
final class HistoryController extends \WP_REST_Controller {

	/**
	 * Sets the namespace and base.
	 */
	public function __construct() {
		$this->namespace = Rest::NAMESPACE;
		$this->rest_base = 'me/history';
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
				'args'                => array(),
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
	 * The entries the reader may still see.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$items = array();
		foreach ( HistoryList::all( get_current_user_id() ) as $saved ) {
			$entry = Reader::entry( $saved['id'], $saved['c'], $saved['p'] );
			if ( $entry ) {
				$entry['time'] = $saved['t'] > 0 ? gmdate( 'c', $saved['t'] ) : null;
				$items[]       = $entry;
			}
		}
		return rest_ensure_response( $items );
	}
}
