<?php
/**
 * Why a purchase through the form failed, kept for the member for five minutes and shown once on the chapter's
 * page (the form's redirect carries no message, so the chapter URL stays the one to share and cache).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

/**
 * A one-time notice per member.
 */
final class Notice {

	/**
	 * Keeps a purchase result for a member and chapter.
	 *
	 * @param int    $user_id    User ID.
	 * @param int    $chapter_id Chapter ID.
	 * @param string $result     A Purchase constant.
	 */
	public static function keep( int $user_id, int $chapter_id, string $result ): void {
		set_transient( self::key( $user_id ), $chapter_id . ':' . $result, 300 );
	}

	/**
	 * The message kept for the member about this chapter ('' for none), forgotten once read.
	 *
	 * @param int $user_id    User ID.
	 * @param int $chapter_id Chapter ID.
	 */
	public static function take( int $user_id, int $chapter_id ): string {
		if ( $user_id <= 0 ) {
			return '';
		}
		$kept = get_transient( self::key( $user_id ) );
		if ( ! is_string( $kept ) || ! str_starts_with( $kept, $chapter_id . ':' ) ) {
			return '';
		}
		delete_transient( self::key( $user_id ) );
		return self::message( substr( $kept, strlen( $chapter_id . ':' ) ) );
	}

	/**
	 * The words for a result, as the admin-ajax action answers them.
	 *
	 * @param string $result A Purchase constant.
	 */
	public static function message( string $result ): string {
		if ( Purchase::SHORT === $result ) {
			return __( 'You do not have enough coin to buy this chapter', 'yomu-core' );
		}
		if ( Purchase::BUSY === $result ) {
			return __( 'Another purchase is on its way. Try again in a moment.', 'yomu-core' );
		}
		return __( 'Invalid request. Please try again', 'yomu-core' );
	}

	/**
	 * The transient's name.
	 *
	 * @param int $user_id User ID.
	 */
	private static function key( int $user_id ): string {
		return 'yomu_premium_notice_' . $user_id;
	}
}
