<?php
/**
 * The site-wide light or dark scheme, as Madara chose it (MADARA-SITE.md §8.1 "Colour scheme"): `?body_schema=`,
 * then the signed-in reader's user meta `_manga_user_site_schema`, then the page's meta / theme option
 * `body_schema`. With `body_schema_toggle` on, the footer has a switch and the visitor's choice lives in Madara's
 * cookie `wpmanga-body-contrast`, whose names are inverted: `light` means the dark palette.
 *
 * A guest's page is the same for every guest (it is cached), so the cookie is applied by a tiny inline script in
 * the head before the first paint; a signed-in reader's page is never cached and gets it from the server. Reading
 * pages keep the reader's own light/dark setting: the site scheme does not apply there, as in Madara.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

const YOMU_SCHEME_COOKIE = 'wpmanga-body-contrast';

/**
 * Whether the current page is a chapter's reading page (which has the reader's own contrast setting).
 */
function yomu_is_reading_page(): bool {
	if ( ! class_exists( '\Yomu\Core\Routing\Request' ) ) {
		return false;
	}
	$request = \Yomu\Core\Routing\Request::current();
	return null !== $request && $request->is_chapter();
}

/**
 * The scheme the query string asks for ('' when none).
 */
function yomu_scheme_from_url(): string {
	$asked = isset( $_GET['body_schema'] ) && is_string( $_GET['body_schema'] ) ? sanitize_key( wp_unslash( $_GET['body_schema'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display choice.
	return in_array( $asked, array( 'light', 'dark' ), true ) ? $asked : '';
}

/**
 * The signed-in reader's own choice: the toggle's cookie (signed-in pages are not cached), else Madara's
 * `_manga_user_site_schema` user meta; '' when none.
 */
function yomu_scheme_of_user(): string {
	if ( ! is_user_logged_in() ) {
		return '';
	}
	if ( yomu_scheme_toggle_on() ) {
		$cookie = yomu_scheme_cookie();
		if ( '' !== $cookie ) {
			return $cookie;
		}
	}
	$meta = (string) get_user_meta( get_current_user_id(), '_manga_user_site_schema', true );
	return in_array( $meta, array( 'light', 'dark' ), true ) ? $meta : '';
}

/**
 * The palette the toggle's cookie asks for ('' when none): Madara writes `light` for the dark palette.
 */
function yomu_scheme_cookie(): string {
	$raw = isset( $_COOKIE[ YOMU_SCHEME_COOKIE ] ) ? sanitize_key( wp_unslash( $_COOKIE[ YOMU_SCHEME_COOKIE ] ) ) : '';
	$map = array(
		'light' => 'dark',
		'dark'  => 'light',
	);
	return $map[ $raw ] ?? '';
}

/**
 * Whether the visitor may switch the scheme (Madara's body_schema_toggle).
 */
function yomu_scheme_toggle_on(): bool {
	return 'on' === yomu_madara_option( 'body_schema_toggle', 'off' );
}

/**
 * Whether a reader who chose nothing gets the dark palette when their system is dark (Customizer, on by default):
 * only where the owner's scheme is light; the toggle's choice and the URL's come first.
 */
function yomu_scheme_follows_system(): bool {
	return (bool) get_theme_mod( 'yomu_scheme_follow_system', '1' ) && 'dark' !== yomu_madara_option( 'body_schema', 'light' );
}

/**
 * The Customizer's switch for following the system's dark mode, in the Colors section.
 *
 * @param WP_Customize_Manager $customizer Customizer.
 */
function yomu_scheme_customizer( WP_Customize_Manager $customizer ): void {
	$customizer->add_setting(
		'yomu_scheme_follow_system',
		array(
			'default'           => '1',
			'sanitize_callback' => 'wp_validate_boolean',
		)
	);
	$customizer->add_control(
		'yomu_scheme_follow_system',
		array(
			'section' => 'colors',
			'label'   => __( 'Dark palette for readers whose device is in dark mode (unless they choose)', 'yomu' ),
			'type'    => 'checkbox',
		)
	);
}
add_action( 'customize_register', 'yomu_scheme_customizer' );

/**
 * The scheme the server renders: 'light' or 'dark' (always light on reading pages).
 */
function yomu_scheme(): string {
	if ( yomu_is_reading_page() ) {
		return 'light';
	}
	foreach ( array( yomu_scheme_from_url(), yomu_scheme_of_user() ) as $choice ) {
		if ( '' !== $choice ) {
			return $choice;
		}
	}
	return 'dark' === yomu_madara_option( 'body_schema', 'light' ) ? 'dark' : 'light';
}

/**
 * The classes of the html element.
 */
function yomu_html_class(): string {
	return 'no-js' . ( 'dark' === yomu_scheme() ? ' yomu-dark' : '' );
}

// Before the first paint: with the toggle on, the visitor's cookie decides; with no choice of theirs (nor the URL's),
// the system's dark mode does (yomu_scheme_follows_system()). The switch flips the class and writes the cookie
// without a reload.
add_action(
	'wp_head',
	static function (): void {
		if ( yomu_is_reading_page() ) {
			return;
		}
		$toggle = yomu_scheme_toggle_on();
		// a: apply the cookie (not when the URL chose); p: follow the system's preference when there is no cookie.
		$apply  = $toggle && '' === yomu_scheme_from_url() ? 1 : 0;
		$follow = '' === yomu_scheme_from_url() && '' === yomu_scheme_of_user() && yomu_scheme_follows_system() ? 1 : 0;
		if ( ! $apply && ! $follow ) {
			return;
		}
		$script = '(function(d,a,p){var h=d.documentElement,c=a&&/(?:^|;\s*)' . YOMU_SCHEME_COOKIE . '=(light|dark)/.exec(d.cookie);'
			. "function s(k){h.classList.toggle('yomu-dark',k);}"
			. "function u(){var b=d.querySelector('.darklight-toggle__button');if(b)b.setAttribute('aria-pressed',String(h.classList.contains('yomu-dark')));}"
			. "if(c)s(c[1]==='light');else if(p&&matchMedia('(prefers-color-scheme: dark)').matches)s(true);"
			. "d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('.darklight-toggle__button');if(!b)return;"
			. "e.preventDefault();var k=!h.classList.contains('yomu-dark');s(k);"
			. "d.cookie='" . YOMU_SCHEME_COOKIE . "='+(k?'light':'dark')+';path=/;max-age=2592000;SameSite=Lax';u();});"
			. "d.addEventListener('DOMContentLoaded',u);})(document,{$apply},{$follow});";
		wp_print_inline_script_tag( $script, array( 'id' => 'yomu-scheme' ) );
	},
	0
);

/**
 * The footer switch (Madara's #darklight_toggle): a form that works without JavaScript for signed-in readers (their
 * pages are rendered per request); guests' pages are cached, so for them it needs the head script and shows only
 * with JavaScript. '' when the toggle is off or on reading pages.
 */
function yomu_scheme_toggle_html(): string {
	if ( ! yomu_scheme_toggle_on() || yomu_is_reading_page() ) {
		return '';
	}
	$dark = 'dark' === yomu_scheme();
	return sprintf(
		'<form id="darklight_toggle" class="darklight-toggle%1$s" method="post" action="%2$s"><input type="hidden" name="action" value="yomu_body_schema"><input type="hidden" name="scheme" value="%3$s"><input type="hidden" name="redirect_to" value="%4$s"><button type="submit" class="darklight-toggle__button" aria-pressed="%5$s">%6$s</button></form>',
		is_user_logged_in() ? '' : ' needs-js',
		esc_url( admin_url( 'admin-post.php' ) ),
		$dark ? 'light' : 'dark',
		esc_url( home_url( isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/' ) ),
		$dark ? 'true' : 'false',
		esc_html__( 'Dark mode', 'yomu' )
	);
}

/**
 * The switch's form without JavaScript: stores the choice in Madara's cookie and goes back to the page (only to
 * this site).
 */
function yomu_scheme_save(): void {
	$scheme = isset( $_POST['scheme'] ) && is_string( $_POST['scheme'] ) ? sanitize_key( wp_unslash( $_POST['scheme'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- a display preference cookie, nothing stored on the site.
	if ( in_array( $scheme, array( 'light', 'dark' ), true ) && yomu_scheme_toggle_on() ) {
		setcookie(
			YOMU_SCHEME_COOKIE,
			'dark' === $scheme ? 'light' : 'dark',
			array(
				'expires'  => time() + 30 * 86400, // 30 days, as Madara's script.
				'path'     => '/',
				'secure'   => is_ssl(),
				'samesite' => 'Lax',
			)
		);
	}
	wp_safe_redirect( class_exists( Yomu\Core\Http\Back::class ) ? Yomu\Core\Http\Back::requested() : home_url( '/' ) );
	exit;
}
add_action( 'admin_post_yomu_body_schema', 'yomu_scheme_save' );
add_action( 'admin_post_nopriv_yomu_body_schema', 'yomu_scheme_save' );
