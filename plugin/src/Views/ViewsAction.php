<?php
/**
 * Action manga_views (MADARA.md §7, SPEC §7): the reader's public view counter. POST manga (ID) and chapter
 * (slug, or 'undefined' on the manga page). Answers {success:true, data:'ok'} — also when the rate limit
 * skipped the count, so a client cannot probe it — or {success:false} when manga_view is off.
 *
 * No nonce, as in Madara: pages are cached for guests and the counter only ever adds 1 to counters of a
 * published manga. Anything that is not a published wp-manga is refused and changes nothing.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Settings;
use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * The manga_views admin-ajax handler.
 */
final class ViewsAction {

	public const ACTION = 'manga_views';

	/**
	 * Registers the action for guests and users.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
	}

	/**
	 * The declaration: everyone, no nonce (see the file comment).
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, static fn( Input $input ): Answer => self::answer( $input, time() ) ) )->fields(
			array(
				'manga'   => Input::INT,
				'chapter' => Input::TEXT,
			)
		);
	}

	/**
	 * Counts the view if allowed and builds the answer.
	 *
	 * @param Input $input The request fields and client.
	 * @param int   $now   Unix time.
	 */
	public static function answer( Input $input, int $now ): Answer {
		if ( ! Settings::madara_switch( 'manga_view' ) ) {
			return Answer::error( null, 200 );
		}
		$manga_id = $input->int( 'manga' ) ?? 0;
		$manga    = $manga_id > 0 ? get_post( $manga_id ) : null;
		if ( ! $manga || PostTypes::MANGA !== $manga->post_type || 'publish' !== $manga->post_status ) {
			return Answer::error( array( 'message' => __( 'This manga does not exist.', 'yomu-core' ) ), 404 );
		}
		$remote_addr = $input->client();
		$slug        = $input->text( 'chapter' );
		$chapter_id  = '' === $slug || 'undefined' === $slug ? 0 : Counter::chapter_id( $manga_id, $slug );
		// An unknown slug counts as a manga page view, so made-up slugs cannot get around the limit.
		if ( HitLimiter::claim( $remote_addr, $manga_id, $chapter_id, $now ) ) {
			Counter::record( $manga_id, $chapter_id, $now );
		}
		return Answer::success( 'ok' );
	}
}
