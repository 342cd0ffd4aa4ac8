<?php
/**
 * Serves a sealed chapter's page file to the member its signed link was made for (PageLinks), before WordPress
 * routes the request. The file is named by the signed src only, never by anything else the client sends.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium\Files;

use Yomu\Core\Content\Storage\Paths;

/**
 * The delivery route.
 */
final class PageDelivery {

	private const TYPES = array(
		'jpg'  => 'image/jpeg',
		'jpeg' => 'image/jpeg',
		'png'  => 'image/png',
		'gif'  => 'image/gif',
		'webp' => 'image/webp',
		'avif' => 'image/avif',
	);

	/**
	 * Hooks the route.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'maybe_serve' ), 1 );
	}

	/**
	 * Answers a signed page link and ends the request; anything else passes.
	 */
	public static function maybe_serve(): void {
		if ( ! isset( $_GET[ PageLinks::QUERY ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a signed link, checked below.
			return;
		}
		$answer = self::answer(
			self::query( PageLinks::QUERY ),
			(int) self::query( 'u' ),
			(int) self::query( 'e' ),
			self::query( 's' )
		);
		if ( is_string( $answer ) ) {
			self::send( $answer );
		} else {
			self::refuse( $answer );
		}
		exit;
	}

	/**
	 * The file a link opens for the current visitor, or why not.
	 *
	 * @param string $src       Signed src.
	 * @param int    $user_id   Member the link was made for.
	 * @param int    $expires   Expiry.
	 * @param string $signature Signature.
	 * @return string|\WP_Error Absolute file path.
	 */
	public static function answer( string $src, int $user_id, int $expires, string $signature ) {
		if ( ! hash_equals( PageLinks::signature( $src, $user_id, $expires ), $signature ) ) {
			return new \WP_Error( 'yomu_page_link_invalid', __( 'This page link is not valid.', 'yomu-core' ), array( 'status' => 403 ) );
		}
		if ( $expires < time() ) {
			return new \WP_Error( 'yomu_page_link_expired', __( 'This page link has expired. Open the chapter again.', 'yomu-core' ), array( 'status' => 403 ) );
		}
		if ( get_current_user_id() !== $user_id ) {
			return new \WP_Error( 'yomu_page_link_other', __( 'This page link was made for another reader. Sign in and open the chapter.', 'yomu-core' ), array( 'status' => 403 ) );
		}
		$file = Paths::local_file( $src );
		if ( '' === $file || ! isset( self::TYPES[ strtolower( pathinfo( $file, PATHINFO_EXTENSION ) ) ] ) || ! is_file( $file ) ) {
			return new \WP_Error( 'yomu_page_missing', __( 'This page is missing.', 'yomu-core' ), array( 'status' => 404 ) );
		}
		return $file;
	}

	/**
	 * A query field as the client sent it ('' when missing or not a string): the signature checks it.
	 *
	 * @param string $name Field name.
	 */
	private static function query( string $name ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- a signed link: the HMAC checks every field.
		return isset( $_GET[ $name ] ) && is_string( $_GET[ $name ] ) ? wp_unslash( $_GET[ $name ] ) : '';
	}

	/**
	 * Sends the file, cached by this reader's browser only, until the link expires.
	 *
	 * @param string $file Absolute path.
	 */
	private static function send( string $file ): void {
		$left = max( 0, (int) self::query( 'e' ) - time() );
		status_header( 200 );
		header( 'Content-Type: ' . self::TYPES[ strtolower( pathinfo( $file, PATHINFO_EXTENSION ) ) ] );
		header( 'Content-Length: ' . (string) filesize( $file ) );
		header( 'Cache-Control: private, max-age=' . $left );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', (int) filemtime( $file ) ) . ' GMT' );
		if ( 'HEAD' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.Security.ValidatedSanitizedInput.MissingUnslash -- compared only.
			readfile( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_readfile -- streams a page file.
		}
	}

	/**
	 * Refuses with the reason, never cached.
	 *
	 * @param \WP_Error $error Why.
	 */
	private static function refuse( \WP_Error $error ): void {
		$data = (array) $error->get_error_data();
		status_header( (int) ( $data['status'] ?? 403 ) );
		nocache_headers();
		header( 'Cache-Control: no-store' );
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo esc_html( $error->get_error_message() );
	}
}
