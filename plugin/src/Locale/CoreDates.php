<?php
/**
 * WordPress's own dates on public pages (comment dates and times, post dates) in the site's language and its
 * language's formats: where a template asks for the site's default format, the format comes from Dates (the
 * owner's choice, or the language's default when the site still has WordPress's English default), so a Turkish
 * comment says "5 Ekim 2026, 12:00", not "Ekim 5, 2026 at 12:00 pm". Month and day names come from the locale
 * as before. A template that names its own format is left alone; wp-admin is left alone.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Locale;

/**
 * Default-format dates on public pages.
 */
final class CoreDates {

	/**
	 * Hooks the date filters on public requests.
	 */
	public static function register(): void {
		if ( is_admin() ) {
			return;
		}
		add_filter( 'get_comment_date', array( self::class, 'comment_date' ), 10, 3 );
		add_filter( 'get_comment_time', array( self::class, 'comment_time' ), 10, 5 );
		add_filter( 'get_the_date', array( self::class, 'post_date' ), 10, 3 );
		add_filter( 'get_the_time', array( self::class, 'post_time' ), 10, 3 );
	}

	/**
	 * A comment's date in the site's language.
	 *
	 * @param string|int $date    Formatted date.
	 * @param string     $format  Format asked for ('' for the default).
	 * @param mixed      $comment Comment.
	 * @return string|int
	 */
	public static function comment_date( $date, $format, $comment ) {
		if ( '' !== (string) $format || ! $comment instanceof \WP_Comment ) {
			return $date;
		}
		return mysql2date( Dates::date_format(), $comment->comment_date );
	}

	/**
	 * A comment's time in the site's language.
	 *
	 * @param string|int $time      Formatted time.
	 * @param string     $format    Format asked for ('' for the default).
	 * @param bool       $gmt       Whether the GMT time was asked for.
	 * @param bool       $translate Whether to translate.
	 * @param mixed      $comment   Comment.
	 * @return string|int
	 */
	public static function comment_time( $time, $format, $gmt, $translate, $comment ) {
		if ( '' !== (string) $format || ! $comment instanceof \WP_Comment ) {
			return $time;
		}
		return mysql2date( Dates::time_format(), $gmt ? $comment->comment_date_gmt : $comment->comment_date, (bool) $translate );
	}

	/**
	 * A post's date in the site's language.
	 *
	 * @param string|int        $date   Formatted date.
	 * @param string            $format Format asked for ('' for the default).
	 * @param \WP_Post|int|null $post   Post.
	 * @return string|int
	 */
	public static function post_date( $date, $format, $post ) {
		$post = get_post( $post );
		if ( '' !== (string) $format || ! $post instanceof \WP_Post ) {
			return $date;
		}
		return mysql2date( Dates::date_format(), $post->post_date );
	}

	/**
	 * A post's time in the site's language.
	 *
	 * @param string|int        $time   Formatted time.
	 * @param string            $format Format asked for ('' for the default).
	 * @param \WP_Post|int|null $post   Post.
	 * @return string|int
	 */
	public static function post_time( $time, $format, $post ) {
		$post = get_post( $post );
		if ( '' !== (string) $format || ! $post instanceof \WP_Post ) {
			return $time;
		}
		return mysql2date( Dates::time_format(), $post->post_date );
	}
}
