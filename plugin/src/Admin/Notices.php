<?php
/**
 * One-shot notices shown on the manga edit screen after a chapter or volume action redirects back.
 *
 * Stored per user (a short-lived transient) rather than in the URL, so a crafted link cannot put arbitrary
 * text into an admin notice.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * Flash notices.
 */
final class Notices {

	private const PREFIX = 'yomu_admin_notice_';

	/** The notice types, as WordPress's notice classes name them. */
	public const TYPES = array( 'success', 'warning', 'error' );

	/**
	 * Remembers a notice for the current user's next page view.
	 *
	 * @param string $type    One of TYPES.
	 * @param string $message Plain-text message.
	 */
	public static function push( string $type, string $message ): void {
		$user_id = get_current_user_id();
		if ( $user_id > 0 && in_array( $type, self::TYPES, true ) ) {
			set_transient( self::PREFIX . $user_id, array( $type, $message ), 300 );
		}
	}

	/**
	 * Takes the current user's pending notice, if any.
	 *
	 * @return array{type: string, message: string}|null
	 */
	public static function take(): ?array {
		$key    = self::PREFIX . get_current_user_id();
		$notice = get_transient( $key );
		if ( false === $notice ) {
			return null;
		}
		delete_transient( $key );
		return is_array( $notice ) && 2 === count( $notice ) && in_array( $notice[0], self::TYPES, true ) ? array(
			'type'    => (string) $notice[0],
			'message' => (string) $notice[1],
		) : null;
	}

	/**
	 * Prints the pending notice (admin_notices, manga edit screen only).
	 */
	public static function render(): void {
		if ( ! MangaEditor::is_edit_screen() ) {
			return;
		}
		$notice = self::take();
		if ( null === $notice ) {
			return;
		}
		printf(
			'<div class="notice %1$s is-dismissible yomu-notice" role="%2$s"><p>%3$s</p></div>',
			esc_attr( 'notice-' . $notice['type'] ),
			esc_attr( 'success' === $notice['type'] ? 'status' : 'alert' ),
			esc_html( $notice['message'] )
		);
	}
}
