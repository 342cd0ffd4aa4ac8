<?php
/**
 * Site chrome wiring: the Madara page config on manga pages.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( ! is_singular( 'wp-manga' ) || ! function_exists( 'yomu_manga_page_config' ) ) {
			return;
		}
		// Third-party apps parse `var manga = {…};` in script#wp-manga-js-extra (MADARA.md §4.1, §6).
		Yomu\Bridge\PageConfig::set( 'manga', yomu_manga_page_config( get_queried_object_id() ), 'wp-manga-js-extra' );
	}
);

/**
 * The sticky sub-header style: 0 off, 1 sticky, 2 sticky that hides while scrolling down. The theme mod
 * yomu_sticky_header once saved, else Madara's nav_sticky (1 by default); chapter pages may differ
 * (Madara's manga_reading_sticky_header, through the plugin).
 */
function yomu_sticky_header_style(): int {
	$mod   = get_theme_mod( 'yomu_sticky_header', null );
	$style = (int) ( null === $mod ? yomu_madara_option( 'nav_sticky', 1 ) : $mod );
	$style = in_array( $style, array( 0, 1, 2 ), true ) ? $style : 1;
	return function_exists( 'yomu_reader_sticky_header' ) ? yomu_reader_sticky_header( $style ) : $style;
}

/**
 * Whether this is a chapter page in Madara's minimal reading layout (minimal_reading_page): no site header.
 */
function yomu_minimal_reading(): bool {
	return function_exists( 'yomu_reader_request' ) && null !== yomu_reader_request() && 'on' === yomu_madara_option( 'minimal_reading_page', 'off' );
}

add_filter(
	'body_class',
	static function ( array $classes ): array {
		if ( yomu_minimal_reading() ) {
			$classes[] = 'minimal-reading-layout';
		}
		return $classes;
	}
);

/**
 * The advanced search page: the manga search with its filters.
 */
function yomu_advanced_search_url(): string {
	return add_query_arg(
		array(
			's'         => '',
			'post_type' => 'wp-manga',
		),
		home_url( '/' )
	);
}

add_action(
	'customize_register',
	static function ( WP_Customize_Manager $customizer ): void {
		$customizer->add_setting(
			'yomu_sticky_header',
			array(
				'default'           => (string) yomu_madara_option( 'nav_sticky', 1 ),
				'sanitize_callback' => 'absint', // yomu_sticky_header_style() maps anything else to 1.
			)
		);
		$customizer->add_control(
			'yomu_sticky_header',
			array(
				'label'   => __( 'Sticky header', 'yomu' ),
				'section' => 'title_tagline',
				'type'    => 'select',
				'choices' => array(
					0 => __( 'Off', 'yomu' ),
					1 => __( 'Sticky', 'yomu' ),
					2 => __( 'Sticky, hidden while scrolling down', 'yomu' ),
				),
			)
		);
	}
);

// Marks the document as scripted before first paint, so no-JS fallbacks (open panels, no loader) apply only
// without JavaScript.
add_action(
	'wp_head',
	static function (): void {
		wp_print_inline_script_tag( "document.documentElement.classList.replace('no-js','js');" );
	},
	0
);

// The full-page loader fades out in 500 ms once the page's first screen is there: its first image (the one with high
// priority) has loaded, or at once when it has none; at the latest when the whole page has loaded. It does not wait for
// the page's other images and the stylesheet at the end of the body (issue 35). Inline so it never waits for a bundle.
add_action(
	'wp_footer',
	static function (): void {
		// Runs before the load event (it is in the body), and is kept short: it is in every reader page's HTML budget.
		$script = "(function(){var l=document.getElementById('page-loader'),f=document.querySelector('img[fetchpriority=high]');if(!l)return;"
			. "function d(){if(l.classList.contains('is-done'))return;l.classList.add('is-done');setTimeout(function(){l.remove()},500)}"
			. "if(f&&!f.complete)f.addEventListener('load',d),f.addEventListener('error',d);else requestAnimationFrame(d);"
			. "addEventListener('load',d)})();";
		wp_print_inline_script_tag( $script );
	},
	1
);
