<?php
/**
 * The one-time result message of a form sent without JavaScript, kept per user for a minute.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\FrontUpload;

/**
 * Flash notice.
 */
final class Notice {

	/**
	 * Keeps a message for the current user's next page.
	 *
	 * @param string $message Message.
	 * @param string $type    success or error.
	 */
	public static function set( string $message, string $type ): void {
		if ( is_user_logged_in() ) {
			set_transient( self::key(), array( $message, $type ), 60 );
		}
	}

	/**
	 * The kept message as HTML (then forgotten), '' when none.
	 */
	public static function take(): string {
		if ( ! is_user_logged_in() ) {
			return '';
		}
		$notice = get_transient( self::key() );
		if ( ! is_array( $notice ) || ! isset( $notice[0], $notice[1] ) ) {
			return '';
		}
		delete_transient( self::key() );
		$error = 'error' === $notice[1];
		return sprintf(
			'<p class="yomu-upload__notice yomu-upload__notice--%1$s" role="%2$s">%3$s</p>',
			$error ? 'error' : 'success',
			$error ? 'alert' : 'status',
			esc_html( (string) $notice[0] )
		);
	}

	/**
	 * The transient name.
	 */
	private static function key(): string {
		return 'yomu_front_upload_notice_' . get_current_user_id();
	}
}
