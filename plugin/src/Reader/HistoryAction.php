<?php
/**
 * The admin-ajax action `manga-user-history` (MADARA §3.1): records a signed-in reader's position after a page change.
 * Needs the nonce madara_reading_history and a chapter of a manga the reader may read.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * {success:true} or {success:false}.
 */
final class HistoryAction {

	public const ACTION = 'manga-user-history';
	public const NONCE  = 'madara_reading_history';

	/**
	 * Registers the action (guests get {success:false}).
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
	}

	/**
	 * The declaration: members with the nonce; every refusal is Madara's bare {success:false} (MADARA §3.1).
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, static fn( Input $input ): Answer => self::answer( $input, get_current_user_id(), time() ) ) )
			->nonce( 'nonce', self::NONCE, Answer::error( null, 200 ) )
			->for( Action::MEMBERS, Answer::error( null, 200 ) )
			->fields(
				array(
					'postID'      => Input::RAW,
					'chapterSlug' => Input::RAW,
					'paged'       => Input::RAW,
					'img_id'      => Input::RAW,
				)
			);
	}

	/**
	 * Records the position if the chapter checks out (nonce and caller checked by the Registrar).
	 *
	 * @param Input $input   The request fields.
	 * @param int   $user_id Current user.
	 * @param int   $now     Unix time.
	 */
	public static function answer( Input $input, int $user_id, int $now ): Answer {
		$manga   = Access::manga( $input->text( 'postID' ) );
		$chapter = $manga ? Access::chapter( $manga, $input->text( 'chapterSlug' ) ) : null;
		if ( $user_id < 1 || ! $manga || ! $chapter ) {
			return Answer::error( null, 200 );
		}
		$page  = max( 1, Access::id( $input->text( 'paged' ) ) );
		$image = Access::id( $input->text( 'img_id' ) );
		History::record( $user_id, $manga->ID, $chapter->id, $page, $image, $now );
		return Answer::success();
	}
}
