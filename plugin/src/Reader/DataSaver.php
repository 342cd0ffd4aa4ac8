<?php
/**
 * The reader's data saver: the narrowest page variants only, a preload window of one page and no prefetch of the
 * next chapter. The reader's setting (ReaderSettings 'saver') is on, off or auto; auto follows the browser's
 * `Save-Data: on` request header here, and navigator.connection.saveData in the reader script.
 *
 * The page HTML differs with it, so a shared cache must never hand a data-saver page to another visitor, nor the
 * usual page to a data-saver reader. A data-saver page is sent `Cache-Control: private` (the filter
 * `yomu_personal_page`), so no shared cache stores it; chapter pages answer `Vary: Save-Data`, so a CDN keeps
 * the usual page away from browsers that send it; and nginx skips its cache for a request with Save-Data or the
 * setting's cookie field "on" (scripts/lib/stack.mjs). Keeping the cache key as it is keeps one key per URL,
 * which the purge needs. Were a cache to serve the usual page anyway, the reader script still applies the
 * setting to every page it draws and to what it preloads.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Routing\Request;

/**
 * Whether the data saver applies, and the Vary header.
 */
final class DataSaver {

	/**
	 * Hooks the Vary header of chapter pages.
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'send_vary' ) );
		add_filter( 'yomu_personal_page', array( self::class, 'personal' ) );
	}

	/**
	 * Whether the data saver is on for a setting and the browser's Save-Data header.
	 *
	 * @param string $setting 'auto', 'on' or 'off'.
	 * @param string $header  The Save-Data request header ('' when absent).
	 */
	public static function applies( string $setting, string $header ): bool {
		return 'on' === $setting || ( 'auto' === $setting && 'on' === strtolower( trim( $header ) ) );
	}

	/**
	 * The Save-Data request header of the current request ('' when absent).
	 */
	public static function header(): string {
		return isset( $_SERVER['HTTP_SAVE_DATA'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_SAVE_DATA'] ) ) : '';
	}

	/**
	 * Whether the current visitor reads with the data saver on.
	 *
	 * @param int $user_id  Current user (0 for a guest).
	 * @param int $manga_id Manga post ID.
	 */
	public static function on( int $user_id, int $manga_id ): bool {
		return self::applies( ReaderSettings::effective( $user_id, $manga_id )['saver'], self::header() );
	}

	/**
	 * Marks an image chapter page read with the data saver as personal (filter `yomu_personal_page`).
	 *
	 * @param mixed $personal Whether the page is personal so far.
	 */
	public static function personal( $personal ): bool {
		$request = Request::current();
		return (bool) $personal || ( $request && $request->is_image_chapter() && self::on( get_current_user_id(), $request->manga->ID ) );
	}

	/**
	 * Sends `Vary: Save-Data` on image chapter pages (their page images depend on it).
	 */
	public static function send_vary(): void {
		$request = Request::current();
		if ( $request && $request->is_image_chapter() && ! headers_sent() ) {
			header( 'Vary: Save-Data', false );
		}
	}
}
