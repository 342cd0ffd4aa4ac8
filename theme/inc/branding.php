<?php
/**
 * The site's branding, carried over from Madara's theme options (MADARA-SITE.md §8.1 "Branding", "Header, footer,
 * menus, socials"): the logo (Madara stores URLs, not a custom_logo), its retina version, the login logo, the
 * browser's theme colour, the footer copyright and social links, Madara's custom CSS and its Customizer "Additional
 * CSS", and the menus Madara's locations held. New sites set a logo with WordPress's custom logo instead. Nothing
 * here writes Madara's options.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

/**
 * One of Madara's theme options ('' without the plugin).
 *
 * @param string $id      Option id.
 * @param mixed  $default Madara's default.
 * @return mixed
 */
function yomu_madara_option( string $id, $default = '' ) {
	return function_exists( 'yomu_theme_option' ) ? yomu_theme_option( $id, $default ) : $default;
}

/**
 * The header logo: the custom logo set in the Customizer, else Madara's logo_image (with retina_logo_image as its
 * 2x source and logo_image_size "WxH"), else '' (the site title shows as text).
 */
function yomu_logo_html(): string {
	if ( has_custom_logo() ) {
		return get_custom_logo();
	}
	$url = esc_url_raw( (string) yomu_madara_option( 'logo_image' ) );
	if ( '' === $url ) {
		return '';
	}
	$retina = esc_url_raw( (string) yomu_madara_option( 'retina_logo_image' ) );
	$size   = preg_match( '/^\s*(\d+)\s*x\s*(\d+)\s*$/i', (string) yomu_madara_option( 'logo_image_size' ), $match ) ? array( (int) $match[1], (int) $match[2] ) : null;
	return sprintf(
		'<a href="%1$s" class="custom-logo-link logo" rel="home"><img class="custom-logo img-responsive" src="%2$s"%3$s%4$s alt="%5$s"></a>',
		esc_url( home_url( '/' ) ),
		esc_url( $url ),
		'' !== $retina ? ' srcset="' . esc_url( $url ) . ' 1x, ' . esc_url( $retina ) . ' 2x"' : '',
		$size ? sprintf( ' width="%d" height="%d"', $size[0], $size[1] ) : '',
		esc_attr( get_bloginfo( 'name' ) )
	);
}

/**
 * The footer's copyright line: Madara's copyright option (HTML, as Madara allows it), else the year and site name.
 */
function yomu_copyright_html(): string {
	$copyright = trim( (string) yomu_madara_option( 'copyright' ) );
	if ( '' !== $copyright ) {
		return wp_kses_post( $copyright );
	}
	return '&copy; ' . esc_html( wp_date( 'Y' ) ) . ' ' . esc_html( get_bloginfo( 'name' ) );
}

/**
 * The social accounts Madara's options list, in Madara's order: [label, url] pairs (e-mail as mailto:).
 *
 * @return array<int, array{0: string, 1: string}>
 */
function yomu_social_links(): array {
	$networks = array(
		'facebook'    => 'Facebook',
		'twitter'     => 'X (Twitter)',
		'linkedin'    => 'LinkedIn',
		'tumblr'      => 'Tumblr',
		'google-plus' => 'Google+',
		'pinterest'   => 'Pinterest',
		'youtube'     => 'YouTube',
		'flickr'      => 'Flickr',
		'dribbble'    => 'Dribbble',
		'behance'     => 'Behance',
		'envelope'    => __( 'E-mail', 'yomu' ),
		'rss'         => 'RSS',
	);
	$links    = array();
	foreach ( $networks as $id => $label ) {
		$value = trim( (string) yomu_madara_option( $id ) );
		if ( 'envelope' === $id && is_email( $value ) ) {
			$links[] = array( $label, 'mailto:' . $value );
		} elseif ( yomu_is_web_url( $value ) ) {
			$links[] = array( $label, $value );
		}
	}
	$custom = yomu_madara_option( 'custom_social_account', array() );
	foreach ( is_array( $custom ) ? $custom : array() as $account ) {
		$url = is_array( $account ) ? trim( (string) ( $account['url_custom_social_account'] ?? '' ) ) : '';
		if ( yomu_is_web_url( $url ) ) {
			$links[] = array( (string) ( $account['title'] ?? $url ), $url );
		}
	}
	return $links;
}

/**
 * Whether a value is an http(s) URL with a host (no lookup: the link is only printed).
 *
 * @param string $url Value.
 */
function yomu_is_web_url( string $url ): bool {
	return in_array( wp_parse_url( $url, PHP_URL_SCHEME ), array( 'http', 'https' ), true ) && '' !== (string) wp_parse_url( $url, PHP_URL_HOST );
}

/**
 * The social links as Madara's list (ul.social_account__item), opening in a new tab unless Madara's
 * open_social_link_new_tab is off; '' when there are none.
 */
function yomu_social_links_html(): string {
	$links = yomu_social_links();
	if ( ! $links ) {
		return '';
	}
	$new_tab = 'off' !== yomu_madara_option( 'open_social_link_new_tab', 'on' );
	$items   = '';
	foreach ( $links as list( $label, $url ) ) {
		$items .= sprintf(
			'<li><a class="social-icons" href="%1$s"%2$s>%3$s</a></li>',
			esc_url( $url ),
			$new_tab && ! str_starts_with( $url, 'mailto:' ) ? ' target="_blank" rel="noopener"' : '',
			esc_html( $label )
		);
	}
	return '<div class="wrap_social_account"><ul class="list-inline social_account__item">' . $items . '</ul></div>';
}

/**
 * The menu Madara's site assigned to one of its locations, when the menu still exists (0 otherwise). Core maps menu
 * locations on a theme switch only when the slugs match, and Madara's (primary_menu, footer_menu, mobile_menu) are
 * not Yomu's.
 *
 * @param string $location Madara's location slug.
 */
function yomu_madara_menu( string $location ): int {
	foreach ( array( 'theme_mods_madara-child', 'theme_mods_madara' ) as $option ) {
		$mods = get_option( $option );
		$id   = is_array( $mods ) && isset( $mods['nav_menu_locations'][ $location ] ) ? (int) $mods['nav_menu_locations'][ $location ] : 0;
		if ( $id > 0 && is_nav_menu( $id ) ) {
			return $id;
		}
	}
	return 0;
}

/**
 * Prints wp_nav_menu() for a Yomu location, falling back to the menu of Madara's matching locations while the owner has
 * not assigned one in Yomu.
 *
 * @param string               $location Yomu's location.
 * @param string[]             $madara   Madara's locations to fall back on, in order.
 * @param array<string, mixed> $args     wp_nav_menu() arguments.
 */
function yomu_nav_menu( string $location, array $madara, array $args ): void {
	echo yomu_nav_menu_html( $location, $madara, $args ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_nav_menu() escapes.
}

/**
 * What yomu_nav_menu() prints ('' when neither Yomu's location nor Madara's has a menu).
 *
 * @param string               $location Yomu's location.
 * @param string[]             $madara   Madara's locations to fall back on, in order.
 * @param array<string, mixed> $args     wp_nav_menu() arguments.
 */
function yomu_nav_menu_html( string $location, array $madara, array $args ): string {
	$args['echo'] = false;
	if ( ! has_nav_menu( $location ) ) {
		foreach ( $madara as $madara_location ) {
			$menu = yomu_madara_menu( $madara_location );
			if ( $menu ) {
				return (string) wp_nav_menu( array( 'menu' => $menu ) + $args );
			}
		}
	}
	return (string) wp_nav_menu( array( 'theme_location' => $location ) + $args );
}

add_action(
	'after_setup_theme',
	static function (): void {
		add_theme_support(
			'custom-logo',
			array(
				'height'      => 80,
				'width'       => 240,
				'flex-height' => true,
				'flex-width'  => true,
			)
		);
	}
);

// Madara's mobile_browser_header_color is the browser's theme colour.
add_filter(
	'yomu_theme_color',
	static function ( $color ) {
		$madara = sanitize_hex_color( (string) yomu_madara_option( 'mobile_browser_header_color' ) );
		return $madara ? $madara : $color;
	}
);

/**
 * Madara's custom colours as the theme's variables, when Madara's site_custom_colors (or the page's custom_colors)
 * is on: main_color is the accent (and Madara's own --madara-main-color, which Madara-era CSS may use); then the
 * other colour groups (theme/inc/colors.php).
 */
function yomu_madara_colors_css(): string {
	$color = yomu_madara_color_group_on( 'site_custom_colors', 'custom_colors' ) ? yomu_css_color( yomu_madara_option( 'main_color' ) ) : '';
	return ( '' !== $color ? ':root{--yomu-accent:' . $color . ';--madara-main-color:' . $color . '}' : '' ) . yomu_madara_color_groups_css();
}

// Madara's colours, then its custom CSS (theme option custom_css), last, after the theme's own styles.
add_action(
	'wp_head',
	static function (): void {
		$css = trim( yomu_madara_colors_css() . "\n" . (string) yomu_madara_option( 'custom_css' ) );
		// The customizer's Additional CSS is kept per theme: Madara's stays under its stylesheet's name.
		$additional = '' === trim( wp_get_custom_css() ) ? trim( wp_get_custom_css( 'madara-child' ) . "\n" . wp_get_custom_css( 'madara' ) ) : '';
		foreach ( array(
			'yomu-madara-custom-css'     => $css,
			'yomu-madara-additional-css' => $additional,
		) as $id => $rules ) {
			if ( '' !== $rules ) {
				printf( '<style id="%1$s">%2$s</style>' . "\n", esc_attr( $id ), wp_strip_all_tags( $rules ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSS the site's administrators wrote; tags stripped as core strips Additional CSS.
			}
		}
	},
	102
);

// Madara's login_logo_image on wp-login.php, linked to the site.
add_action(
	'login_enqueue_scripts',
	static function (): void {
		$logo = esc_url_raw( (string) yomu_madara_option( 'login_logo_image' ) );
		if ( '' !== $logo ) {
			printf( '<style id="yomu-login-logo">#login h1 a{background-image:url("%s");background-size:contain;background-position:center;inline-size:320px;block-size:120px}</style>', esc_url( $logo ) );
		}
	}
);
add_filter( 'login_headerurl', static fn (): string => home_url( '/' ) );
