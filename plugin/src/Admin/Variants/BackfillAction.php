<?php
/**
 * The status screen's button: queues every existing image chapter still missing variants (nonce and
 * manage_options), then returns to the screen with the count.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Variants;

use Yomu\Core\Http\FormNonce;
use Yomu\Core\Images\Background\Backfill;

/**
 * Backfill form handler.
 */
final class BackfillAction {

	public const ACTION = 'yomu_variants_backfill';

	/**
	 * Registers the handler.
	 */
	public static function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * Handles the form.
	 */
	public static function handle(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'yomu-core' ), 403 );
		}
		FormNonce::check( self::ACTION );
		$queued = Backfill::run();
		wp_safe_redirect( add_query_arg( 'queued', $queued, Screen::url() ) );
		exit;
	}
}
