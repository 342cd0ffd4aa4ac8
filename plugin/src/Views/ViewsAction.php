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

use Yomu\Core\Ajax\Response;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Settings;

/**
 * The manga_views admin-ajax handler.
 */
final class ViewsAction {

	public const ACTION = 'manga_views';

	/**
	 * Registers the action for guests and users.
	 */
	public static function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * Counts the view if allowed and builds the answer.
	 *
	 * @param array<string, mixed> $request     The POST fields, unslashed.
	 * @param string               $remote_addr REMOTE_ADDR of the request.
	 * @param int                  $now         Unix time.
	 * @return array{0: bool, 1: mixed, 2: int}
	 */
	public static function answer( array $request, string $remote_addr, int $now ): array {
		if ( ! Settings::enabled( 'manga_view' ) ) {
			return array( false, null, 200 );
		}
		$manga_id = isset( $request['manga'] ) && is_scalar( $request['manga'] ) ? (int) $request['manga'] : 0;
		$manga    = $manga_id > 0 ? get_post( $manga_id ) : null;
		if ( ! $manga || PostTypes::MANGA !== $manga->post_type || 'publish' !== $manga->post_status ) {
			return array( false, array( 'message' => __( 'This manga does not exist.', 'yomu-core' ) ), 404 );
		}
		$slug       = isset( $request['chapter'] ) && is_string( $request['chapter'] ) ? sanitize_text_field( $request['chapter'] ) : '';
		$chapter_id = '' === $slug || 'undefined' === $slug ? 0 : Counter::chapter_id( $manga_id, $slug );
		// An unknown slug counts as a manga page view, so made-up slugs cannot get around the limit.
		if ( HitLimiter::claim( $remote_addr, $manga_id, $chapter_id, $now ) ) {
			Counter::record( $manga_id, $chapter_id, $now );
		}
		return array( true, 'ok', 200 );
	}

	/**
	 * Sends the answer.
	 */
	public static function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- a public counter, see the class comment.
		$request     = (array) wp_unslash( $_POST );
		$remote_addr = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';

		list( $success, $data, $status ) = self::answer( $request, $remote_addr, time() );
		Response::send( $success, $data, $status );
	}
}
