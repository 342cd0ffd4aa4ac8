<?php
/**
 * The purchase without JavaScript: the locked chapter's "Buy it" form posts to admin-post.php (action
 * yomu_buy_chapter, fields wp-manga-chapter and wp-manga-coin-nonce as in Chapter Coin's modal), buys through
 * Purchase, and sends the reader back to the chapter, which opens once bought. A refusal is kept for the member
 * for a few minutes and shown on that page (Notice).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Routing\Urls;

/**
 * The admin-post handler.
 */
final class BuyForm {

	public const ACTION  = 'yomu_buy_chapter';
	public const CHAPTER = 'wp-manga-chapter';

	/**
	 * Hooks the handler (guests too: they are sent to sign in).
	 */
	public static function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'admin_post_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * Handles the form, then redirects.
	 */
	public static function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- outcome() checks the nonce.
		wp_safe_redirect( self::outcome( wp_unslash( $_POST ) ), 303 );
		exit;
	}

	/**
	 * Buys for the signed-in member what the form names; returns where to send them: the chapter (with a notice
	 * kept for them unless it was bought), the sign-in page for a guest, the home page for an unknown chapter.
	 *
	 * @param array<string, mixed> $fields The posted fields, unslashed.
	 */
	public static function outcome( array $fields ): string {
		$raw     = isset( $fields[ self::CHAPTER ] ) && is_string( $fields[ self::CHAPTER ] ) ? $fields[ self::CHAPTER ] : '';
		$chapter = ctype_digit( $raw ) && strlen( $raw ) <= 12 ? ChapterRepository::visible( (int) $raw ) : null;
		$manga   = $chapter ? get_post( $chapter->manga_id ) : null;
		if ( ! $chapter || ! $manga instanceof \WP_Post ) {
			return home_url( '/' );
		}
		$back    = Urls::chapter( $manga, $chapter );
		$user_id = get_current_user_id();
		if ( $user_id <= 0 ) {
			return wp_login_url( $back );
		}
		$nonce  = isset( $fields[ BuyAction::NONCE ] ) && is_string( $fields[ BuyAction::NONCE ] ) ? $fields[ BuyAction::NONCE ] : '';
		$result = wp_verify_nonce( $nonce, BuyAction::NONCE ) ? Purchase::buy( $user_id, $chapter ) : Purchase::INVALID;
		if ( Purchase::BOUGHT !== $result && Purchase::ALREADY !== $result ) {
			Notice::keep( $user_id, $chapter->id, $result );
		}
		return $back;
	}
}
