<?php
/**
 * Text fields WordPress core reads as strings, kept strings: PHP turns `x[]=1` into an array, and core passes some
 * such fields straight to string functions, a fatal error (HTTP 500) or a warning instead of an answer. Found by
 * the fuzz layer (tests/fuzz/).
 *
 * - Public query vars (`?feed[]=`, `?year[]=`, `?author_name[]=`, `?attachment[]=`, `?taxonomy[]=`,
 *   `?post_type[a][]=`): an array is dropped, as if the var were absent; post_type and taxonomy vars, which may be
 *   lists, keep their text items.
 * - Date parts (`?year=`, `?monthnum=` …) with ten or more digits: dropped. Core's absint() turns such a number
 *   into a float, which mktime() refuses with a fatal error.
 * - The REST method override `?_method[]=`: dropped.
 * - wp-login.php's and wp-comments-post.php's fields (`log[]`, `user_login[]`, `_wp_unfiltered_html_comment[]`
 *   …): an array becomes an empty field, which core answers with its usual message. A lost-password login that
 *   cannot name an account (absent, or nothing left once sanitized, like `<b>`) is answered as an unknown one.
 * - `redirect_to` longer than Back::MAX_LENGTH bytes once percent-encoded, on any request: dropped, so whoever reads
 *   it (wp-login.php, wp-comments-post.php, the theme's and plugin's own forms) goes where it goes without one.
 *   Followed, it became a Location header no client or proxy takes (nginx's default buffer for an upstream's
 *   headers is 4 KB), and the request got no answer at all.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Http;

/**
 * The guards.
 */
final class ScalarInput {

	/** Fields of wp-login.php and wp-comments-post.php that core reads as strings. */
	private const FORM_FIELDS = array(
		'action',
		'log',
		'pwd',
		'rememberme',
		'redirect_to',
		'testcookie',
		'interim-login',
		'reauth',
		'wp-submit',
		'user_login',
		'user_email',
		'login',
		'key',
		'rp_key',
		'pass1',
		'pass2',
		'comment_post_ID',
		'comment_parent',
		'comment',
		'author',
		'email',
		'url',
		'wp-comment-cookies-consent',
		'_wp_unfiltered_html_comment',
	);

	/** Public query vars core reads as small whole numbers of a date. */
	private const DATE_PARTS = array( 'year', 'monthnum', 'day', 'hour', 'minute', 'second', 'w' );

	/**
	 * Hooks the guards.
	 */
	public static function register(): void {
		add_filter( 'do_parse_request', array( self::class, 'query_input' ), 1, 2 );
		add_action( 'rest_api_init', array( self::class, 'rest_method' ), 1 );
		add_action( 'login_init', array( self::class, 'form_fields' ), 1 );
		add_action( 'init', array( self::class, 'comment_fields' ), 1 );
		add_action( 'init', array( self::class, 'redirect_target' ), 1 );
	}

	/**
	 * Drops a redirect_to too long to become a Location header.
	 */
	public static function redirect_target(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- only its length is read.
		self::drop_long_redirect( $_GET );
		self::drop_long_redirect( $_POST );
		self::drop_long_redirect( $_REQUEST );
		// phpcs:enable
	}

	/**
	 * Removes a redirect_to longer than Back::MAX_LENGTH bytes as a Location header (non-ASCII bytes
	 * percent-encoded, as wp_redirect() sends it).
	 *
	 * @param array<string, mixed> $fields Request fields, changed in place.
	 */
	private static function drop_long_redirect( array &$fields ): void {
		if ( isset( $fields['redirect_to'] ) && is_string( $fields['redirect_to'] ) && strlen( wp_sanitize_redirect( wp_unslash( $fields['redirect_to'] ) ) ) > Back::MAX_LENGTH ) {
			unset( $fields['redirect_to'] );
		}
	}

	/**
	 * Before WordPress parses the request: drops array values of its public query vars from the query and the
	 * form; list vars keep only their text items.
	 *
	 * @param bool|mixed $parse Whether WordPress parses the request (passed through).
	 * @param \WP|mixed  $wp    The WordPress environment.
	 * @return bool|mixed
	 */
	public static function query_input( $parse, $wp ) {
		if ( ! $wp instanceof \WP ) {
			return $parse;
		}
		$lists = array( 'post_type' );
		foreach ( get_taxonomies( array( 'public' => true ), 'objects' ) as $taxonomy ) {
			if ( is_string( $taxonomy->query_var ) && '' !== $taxonomy->query_var ) {
				$lists[] = $taxonomy->query_var;
			}
		}
		// phpcs:disable WordPress.Security.NonceVerification -- only the type of each field is changed.
		self::drop_arrays( $_GET, $wp->public_query_vars, $lists );
		self::drop_arrays( $_POST, $wp->public_query_vars, $lists );
		self::drop_huge_numbers( $_GET );
		self::drop_huge_numbers( $_POST );
		// phpcs:enable
		return $parse;
	}

	/**
	 * Drops a `_method` override that is not text (core upper-cases it).
	 */
	public static function rest_method(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- only its type is checked.
		if ( isset( $_GET['_method'] ) && ! is_string( $_GET['_method'] ) ) {
			unset( $_GET['_method'] );
		}
		// phpcs:enable
	}

	/**
	 * The fields of wp-login.php, as text. A lost-password form whose user_login cannot name an account (absent,
	 * or nothing left once sanitized) gets a blank one, which core answers as an unknown account (WordPress 6.5
	 * passes a missing one to trim(): a deprecation).
	 */
	public static function form_fields(): void {
		self::strings_only();
		// phpcs:disable WordPress.Security.NonceVerification -- core's own form; only an absent field is filled.
		$action = isset( $_REQUEST['action'] ) && is_string( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : '';
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		$login  = isset( $_POST['user_login'] ) && is_string( $_POST['user_login'] ) ? trim( sanitize_text_field( wp_unslash( $_POST['user_login'] ) ) ) : '';
		if ( in_array( $action, array( 'lostpassword', 'retrievepassword' ), true ) && 'post' === $method && ! self::can_name_account( $login ) ) {
			$_POST['user_login'] = ' ';
		}
		// phpcs:enable
	}

	/**
	 * Whether a lost-password login could name an account: an e-mail address, or a username that keeps something
	 * once sanitized. Core looks any other up under an empty cache key, a notice on 6.1+ ('<b>' sanitizes to '');
	 * as a blank field it gets core's answer for an unknown account instead. "0" names none either (no username may
	 * be "0"), and core's empty() would drop it and pass nothing to trim().
	 *
	 * @param string $login The field, unslashed and trimmed.
	 */
	private static function can_name_account( string $login ): bool {
		return '' !== $login && '0' !== $login && ( str_contains( $login, '@' ) || '' !== sanitize_user( $login ) );
	}

	/**
	 * The fields of wp-comments-post.php, as text.
	 */
	public static function comment_fields(): void {
		if ( isset( $GLOBALS['pagenow'] ) && 'wp-comments-post.php' === $GLOBALS['pagenow'] ) {
			self::strings_only();
		}
	}

	/**
	 * Empties every form field of FORM_FIELDS that came as an array.
	 */
	private static function strings_only(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- only the type of each field is changed.
		foreach ( self::FORM_FIELDS as $name ) {
			if ( isset( $_POST[ $name ] ) && ! is_string( $_POST[ $name ] ) ) {
				$_POST[ $name ] = '';
			}
			if ( isset( $_GET[ $name ] ) && ! is_string( $_GET[ $name ] ) ) {
				$_GET[ $name ] = '';
			}
			if ( isset( $_REQUEST[ $name ] ) && ! is_string( $_REQUEST[ $name ] ) ) {
				$_REQUEST[ $name ] = '';
			}
		}
		// phpcs:enable
	}

	/**
	 * Removes date parts with ten or more digits: no date has them, and core would turn them into floats.
	 *
	 * @param array<string, mixed> $fields Request fields, changed in place.
	 */
	private static function drop_huge_numbers( array &$fields ): void {
		foreach ( self::DATE_PARTS as $name ) {
			if ( isset( $fields[ $name ] ) && is_string( $fields[ $name ] ) && preg_match( '/\d{10}/', $fields[ $name ] ) ) {
				unset( $fields[ $name ] );
			}
		}
	}

	/**
	 * Removes array values of the named fields; list fields keep their text items (removed when none is left).
	 *
	 * @param array<string, mixed> $fields Request fields, changed in place.
	 * @param string[]             $names  Fields to check.
	 * @param string[]             $lists  Fields that may be lists.
	 */
	private static function drop_arrays( array &$fields, array $names, array $lists ): void {
		foreach ( $names as $name ) {
			if ( ! isset( $fields[ $name ] ) || ! is_array( $fields[ $name ] ) ) {
				continue;
			}
			$items = in_array( $name, $lists, true ) ? array_values( array_filter( $fields[ $name ], 'is_string' ) ) : array();
			if ( $items ) {
				$fields[ $name ] = $items;
			} else {
				unset( $fields[ $name ] );
			}
		}
	}
}
