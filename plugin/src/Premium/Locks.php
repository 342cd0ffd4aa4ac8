<?php
/**
 * Which chapters are locked for whom: a chapter with a price is locked for guests and for members who have not
 * bought it, unless their role reads everything (administrator and editor, filter
 * `wp_manga_chapter_coin_special_roles`, as in Chapter Coin). Without myCred nothing is sold, so nothing is locked.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;

/**
 * Chapter states for a member, computed once per manga and request.
 */
final class Locks {

	public const FREE     = 'free';
	public const UNLOCKED = 'unlocked';
	public const LOCKED   = 'locked';

	/**
	 * The bought chapters by user and manga for this request.
	 *
	 * @var array<string, int[]>
	 */
	private static array $bought = array();

	/**
	 * A chapter's state for a member (0 = guest).
	 *
	 * @param Chapter $chapter Chapter.
	 * @param int     $user_id User ID.
	 */
	public static function state( Chapter $chapter, int $user_id ): string {
		if ( ! Points::active() || Prices::of( $chapter ) <= 0 ) {
			return self::FREE;
		}
		if ( self::bypasses( $user_id ) || in_array( $chapter->id, self::bought_in( $chapter->manga_id, $user_id ), true ) ) {
			return self::UNLOCKED;
		}
		return self::LOCKED;
	}

	/**
	 * Whether a chapter is locked for a member.
	 *
	 * @param Chapter $chapter Chapter.
	 * @param int     $user_id User ID (0 = guest).
	 */
	public static function locked( Chapter $chapter, int $user_id ): bool {
		return self::LOCKED === self::state( $chapter, $user_id );
	}

	/**
	 * Whether the member's role reads every chapter without buying.
	 *
	 * @param int $user_id User ID.
	 */
	public static function bypasses( int $user_id ): bool {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		if ( ! $user ) {
			return false;
		}
		$roles = apply_filters( 'wp_manga_chapter_coin_special_roles', array( 'administrator', 'editor' ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Chapter Coin's filter.
		return array() !== array_intersect( (array) $user->roles, is_array( $roles ) ? $roles : array() );
	}

	/**
	 * Forgets what this request knew of a member's purchases (after a purchase).
	 *
	 * @param int $user_id User ID.
	 */
	public static function forget( int $user_id ): void {
		foreach ( array_keys( self::$bought ) as $key ) {
			if ( str_starts_with( $key, $user_id . ':' ) ) {
				unset( self::$bought[ $key ] );
			}
		}
	}

	/**
	 * The priced chapters of a manga the member bought (one query per manga and request).
	 *
	 * @param int $manga_id Manga post ID.
	 * @param int $user_id  User ID.
	 * @return int[]
	 */
	private static function bought_in( int $manga_id, int $user_id ): array {
		if ( $user_id <= 0 ) {
			return array();
		}
		$key = $user_id . ':' . $manga_id;
		if ( ! isset( self::$bought[ $key ] ) ) {
			$priced               = array_filter( ChapterRepository::reading_order( $manga_id ), static fn ( Chapter $chapter ): bool => Prices::of( $chapter ) > 0 );
			self::$bought[ $key ] = Points::bought( $user_id, array_map( static fn ( Chapter $chapter ): int => $chapter->id, $priced ) );
		}
		return self::$bought[ $key ];
	}
}
