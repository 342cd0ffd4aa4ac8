<?php
/**
 * The admin-ajax action `manga_get_reading_nav` (MADARA §3.1): the chapter selector HTML for manga, chapter, volume_id,
 * style and type. Unlike Madara, ids are checked whole numbers, slugs are data, and hidden manga give nothing.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * Answers HTML (not JSON) on success, {success:false} when a field is missing or names nothing readable.
 */
final class NavAction {

	public const ACTION = 'manga_get_reading_nav';

	/**
	 * Registers the action for guests and users.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
	}

	/**
	 * The declaration: everyone, no nonce (public, read-only, published content only); GET or POST.
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'answer' ) ) )
			->query_too()
			->fields(
				array(
					'manga'     => Input::RAW,
					'chapter'   => Input::RAW,
					'volume_id' => Input::RAW,
					'style'     => Input::RAW,
					'type'      => Input::RAW,
				)
			);
	}

	/**
	 * The selector HTML (escaped by Selectors), or a JSON error when the request names nothing readable.
	 *
	 * @param Input $input The request fields.
	 */
	public static function answer( Input $input ): Answer {
		$manga = Access::manga( $input->text( 'manga' ) );
		if ( ! $manga ) {
			return Answer::error( array( 'message' => __( 'This manga could not be found.', 'yomu-core' ) ), 200 );
		}
		$chapter = Access::chapter( $manga, $input->text( 'chapter' ) );
		$type    = $input->has( 'type' ) ? $input->text( 'type' ) : 'manga';
		return Answer::html( Selectors::render( $manga, $chapter, $input->text( 'style' ), 'manga' !== $type ) );
	}
}
