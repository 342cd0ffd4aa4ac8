<?php
/**
 * No user enumeration (DESIGN.md §6, like the password reset): a visitor who may not list users learns
 * no login and no login-derived slug. The theme never shows user authors (manga authors are a taxonomy),
 * so author archives answer 404 to such visitors whether the user exists or not; the REST user routes
 * refuse them with the same answer for any id; the users sitemap is off; oEmbed and comment classes drop
 * the author URL and the nicename class.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Privacy;

/**
 * Hides users from visitors who may not see them.
 */
final class UserPrivacy {

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'hide_author_archive' ), 0 );
		add_filter( 'rest_pre_dispatch', array( self::class, 'guard_rest' ), 10, 3 );
		add_filter( 'wp_sitemaps_add_provider', array( self::class, 'drop_users_sitemap' ), 10, 2 );
		add_filter( 'oembed_response_data', array( self::class, 'oembed_without_author_url' ) );
		add_filter( 'comment_class', array( self::class, 'comment_class_without_nicename' ) );
	}

	/**
	 * Whether the current visitor may see who the site's users are: someone who edits others' posts or
	 * lists users (editors, administrators). Authors still see themselves through /users/me.
	 */
	public static function may_see_users(): bool {
		return current_user_can( 'list_users' ) || current_user_can( 'edit_others_posts' );
	}

	/**
	 * Author archives (?author=N, ?author_name=slug, /author/slug/) answer 404 to visitors who may not
	 * see users, before WordPress's canonical redirect would reveal the slug of ?author=N.
	 */
	public static function hide_author_archive(): void {
		// On a manga search, author= is Madara's author-name filter (Search\Filters), not a user.
		$manga_search = is_search() && 'wp-manga' === get_query_var( 'post_type' );
		if ( ! is_author() || $manga_search || self::may_see_users() ) {
			return;
		}
		global $wp_query;
		$wp_query->set_404();
		status_header( 404 );
		nocache_headers();
		remove_action( 'template_redirect', 'redirect_canonical' );
	}

	/**
	 * The REST user routes: a visitor who may not see users gets the same 401/403 for the listing and for
	 * any single id, existing or not. /users/me stays (it names only the signed-in user).
	 *
	 * @param mixed           $result  Earlier result, usually null.
	 * @param \WP_REST_Server $server  REST server.
	 * @param mixed           $request The request.
	 * @return mixed
	 */
	public static function guard_rest( $result, $server, $request ) {
		unset( $server );
		if ( null !== $result || ! $request instanceof \WP_REST_Request ) {
			return $result;
		}
		$route = untrailingslashit( strtolower( $request->get_route() ) );
		if ( ! preg_match( '#^/wp/v2/users(/|$)#', $route ) || '/wp/v2/users/me' === $route || self::may_see_users() ) {
			return $result;
		}
		if ( 'GET' !== $request->get_method() && is_user_logged_in() ) {
			return $result; // Writes keep WordPress's own capability checks.
		}
		$status = is_user_logged_in() ? 403 : 401;
		return new \WP_Error( 'rest_user_cannot_view', __( 'Sorry, you are not allowed to list users.', 'yomu-core' ), array( 'status' => $status ) );
	}

	/**
	 * Leaves the users sitemap out (its URLs are author archives, named by login-derived slugs).
	 *
	 * @param mixed  $provider Sitemap provider.
	 * @param string $name     Provider name.
	 * @return mixed
	 */
	public static function drop_users_sitemap( $provider, $name ) {
		return 'users' === $name ? false : $provider;
	}

	/**
	 * The oEmbed answer keeps the display name but not the author archive URL.
	 *
	 * @param mixed $data oEmbed data.
	 * @return mixed
	 */
	public static function oembed_without_author_url( $data ) {
		if ( is_array( $data ) && isset( $data['author_url'] ) ) {
			$data['author_url'] = home_url( '/' );
		}
		return $data;
	}

	/**
	 * Comment classes without comment-author-{nicename}.
	 *
	 * @param string[] $classes Classes.
	 * @return string[]
	 */
	public static function comment_class_without_nicename( $classes ) {
		return array_values(
			array_filter(
				(array) $classes,
				static function ( $name ): bool {
					return ! str_starts_with( (string) $name, 'comment-author-' );
				}
			)
		);
	}
}
