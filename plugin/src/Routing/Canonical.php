<?php
/**
 * Canonical URLs of chapter pages.
 *
 * - GET /manga/{m}/{ch} (no trailing slash) gets WordPress's own 301 to /manga/{m}/{ch}/, which keeps the chapter
 *   path and query; POSTs are never redirected (redirect_canonical skips them, and so does this class).
 * - A chapter URL that is a 404 stays a 404: WordPress would otherwise "guess" the manga from the name var
 *   and 301 an unknown chapter to the manga page.
 * - AMP URLs (Madara's …/amp/ and …/amp/p/{n}) 301 to the same page without AMP: Yomu serves no AMP pages.
 * - rel=canonical of a chapter page names the chapter's first page without ?style=, not the manga (as Madara's
 *   canonical did): its other pages and styles are duplicates of it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

/**
 * Redirect and canonical-link rules for manga routes.
 */
final class Canonical {

	/**
	 * Hooks the rules.
	 */
	public static function register(): void {
		add_filter( 'pre_redirect_guess_404_permalink', array( self::class, 'no_guess' ) );
		add_action( 'template_redirect', array( self::class, 'redirect_amp' ), 1 );
		add_filter( 'get_canonical_url', array( self::class, 'canonical_url' ), 10, 2 );
	}

	/**
	 * Whether the request came in on one of the chapter or chapter-list routes.
	 */
	public static function is_manga_route(): bool {
		foreach ( array( 'chapter', 'manga_ajax', Rules::AMP_VAR ) as $var ) {
			if ( '' !== get_query_var( $var ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Stops WordPress's 404 guessing on manga routes.
	 *
	 * @param mixed $pre Earlier filter result (null to guess).
	 * @return mixed
	 */
	public static function no_guess( $pre ) {
		return self::is_manga_route() ? false : $pre;
	}

	/**
	 * The non-AMP URL an AMP request should go to, or '' when it is not an AMP request that resolved.
	 */
	public static function amp_target(): string {
		$request = Request::current();
		if ( '' === get_query_var( Rules::AMP_VAR ) || ! $request ) {
			return '';
		}
		if ( ! $request->chapter ) {
			return Urls::manga( $request->manga );
		}
		return Urls::chapter( $request->manga, $request->chapter, $request->explicit_style, $request->host, $request->page );
	}

	/**
	 * Redirects AMP requests (GET and HEAD only).
	 */
	public static function redirect_amp(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		$target = in_array( $method, array( 'GET', 'HEAD' ), true ) ? self::amp_target() : '';
		if ( '' !== $target && wp_safe_redirect( $target, 301, 'Yomu' ) ) {
			exit;
		}
	}

	/**
	 * The rel=canonical URL of chapter pages: the chapter URL, page 1, no style (Seo\YoastHead and Seo\RankMathHead
	 * give the SEO plugins the same).
	 *
	 * @param string|false $url  WordPress's canonical URL (the manga's).
	 * @param mixed        $post The post (a WP_Post).
	 * @return string|false
	 */
	public static function canonical_url( $url, $post ) {
		$request = Request::current();
		if ( ! $request || ! $request->chapter || ! $post instanceof \WP_Post || $post->ID !== $request->manga->ID ) {
			return $url;
		}
		return Urls::chapter( $request->manga, $request->chapter );
	}
}
