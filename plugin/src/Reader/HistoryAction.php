<?php
/**
 * The admin-ajax action `manga-user-history` (MADARA §3.1): records a signed-in reader's position after a page change.
 * Needs the nonce madara_reading_history and a chapter of a manga the reader may read.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

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
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * Records the position if everything checks out.
	 *
	 * @param array<string, mixed> $request Fields, unslashed.
	 * @param int                  $user_id Current user.
	 * @param int                  $now     Unix time.
	 */
	public static function answer( array $request, int $user_id, int $now ): bool {
		$nonce = isset( $request['nonce'] ) && is_string( $request['nonce'] ) ? $request['nonce'] : '';
		if ( $user_id < 1 || ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			return false;
		}
		$manga   = Access::manga( $request['postID'] ?? '' );
		$chapter = $manga ? Access::chapter( $manga, $request['chapterSlug'] ?? '' ) : null;
		if ( ! $manga || ! $chapter ) {
			return false;
		}
		$page  = max( 1, Access::id( $request['paged'] ?? '' ) );
		$image = Access::id( $request['img_id'] ?? '' );
		History::record( $user_id, $manga->ID, $chapter->id, $page, $image, $now );
		return true;
	}

	/**
	 * Sends the answer.
	 */
	public static function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in answer().
		$ok = self::answer( (array) wp_unslash( $_POST ), get_current_user_id(), time() );
		\Yomu\Core\Ajax\Response::send( $ok, null, 200 );
	}
}
