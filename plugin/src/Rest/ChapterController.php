<?php
/**
 * GET /yomu/v1/chapters/{id}: one chapter and what a reader shows of it: the page images (URL, type, width and
 * height when stored) of an image chapter from the chosen storage (host), the filtered HTML of a text chapter,
 * or the checked player frames of a video chapter; plus the previous and next chapters in reading order.
 * Adult content stays hidden until the visitor's 18+ confirmation, as in the reader.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\VideoServers;

/**
 * The chapter content route.
 */
final class ChapterController extends \WP_REST_Controller {

	/**
	 * Sets the namespace and base.
	 */
	public function __construct() {
		$this->namespace = Rest::NAMESPACE;
		$this->rest_base = 'chapters';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => array( $this, 'get_item_permissions_check' ),
				'args'                => array(
					'id'   => Args::id( __( 'The chapter\'s id.', 'yomu-core' ) ),
					'host' => array(
						'description' => __( 'The storage to read the images from (one of the chapter\'s hosts); its own by default.', 'yomu-core' ),
						'type'        => 'string',
						'maxLength'   => 50,
						'pattern'     => '^[A-Za-z0-9_-]*$',
						'default'     => '',
					),
				),
			)
		);
	}

	/**
	 * The chapter's manga must be readable and unlocked, and its content not held back (adult content).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$found = $this->find( (int) $request->get_param( 'id' ) );
		return $found instanceof \WP_Error ? $found : true;
	}

	/**
	 * The chapter and its content.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		$found = $this->find( (int) $request->get_param( 'id' ) );
		if ( $found instanceof \WP_Error ) {
			return $found;
		}
		list( $chapter, $manga ) = $found;
		$type                    = MetaKeys::chapter_type( $manga->ID );
		$host                    = (string) $request->get_param( 'host' );
		$around                  = ChapterRepository::neighbours( $chapter );
		$data                    = Serializer::chapter( $chapter, $manga ) + array(
			'type'    => $type,
			'hosts'   => array(),
			'pages'   => array(),
			'text'    => null,
			'servers' => array(),
			'prev'    => $around['prev'] ? $around['prev']->id : null,
			'next'    => $around['next'] ? $around['next']->id : null,
		);
		if ( 'manga' === $type ) {
			$data['hosts'] = ChapterRepository::hosts( $chapter );
			$data['pages'] = array_map( array( Serializer::class, 'page' ), ChapterRepository::pages( $chapter, $host ) );
		} elseif ( 'video' === $type ) {
			$data['servers'] = VideoServers::playable( ChapterRepository::text( $chapter ), $chapter->title() );
		} else {
			$data['text'] = wp_kses_post( ChapterRepository::text( $chapter ) );
		}
		return rest_ensure_response( $data );
	}

	/**
	 * The chapter and its manga, or the error the visitor sees.
	 *
	 * @param int $id Chapter ID.
	 * @return array{0: Chapter, 1: \WP_Post}|\WP_Error
	 */
	private function find( int $id ) {
		$chapter = $id > 0 ? ChapterRepository::find( $id ) : null;
		if ( ! $chapter ) {
			return Visibility::not_found();
		}
		$manga = Visibility::open_manga( $chapter->manga_id );
		if ( $manga instanceof \WP_Error ) {
			return $manga;
		}
		$refusal = Visibility::content_refusal( $manga, $chapter );
		return $refusal ?? array( $chapter, $manga );
	}
}
