<?php
/**
 * Listing pages: the hover popup island on pages with manga cards (the search filters live in the plugin).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the current page lists manga cards.
 */
function yomu_listing_has_cards(): bool {
	if ( function_exists( 'yomu_front_page_listing' ) && 'manga' === ( yomu_front_page_listing()['mode'] ?? '' ) ) {
		return true; // A page on Madara's Front-Page template listing manga.
	}
	return is_home() || is_front_page() || is_post_type_archive( 'wp-manga' ) || is_tax() || ( is_search() && 'wp-manga' === get_query_var( 'post_type' ) );
}

/**
 * The hover popup island: desktop only, loaded on first interaction with the page.
 */
function yomu_listing_hover_island(): void {
	if ( ! yomu_listing_has_cards() ) {
		return;
	}
	// Fetched when the pointer first comes over a card (a phone never needs it).
	echo yomu_island( 'manga-hover', array(), '', 'interaction', array( 'hover' => '.hover-details[data-post-id]' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- no user data.
}
add_action( 'wp_footer', 'yomu_listing_hover_island', 4 );

/**
 * A list of post ids as typed ("12, 7,x,7" becomes "12,7").
 *
 * @param mixed $value The typed value.
 */
function yomu_sanitize_id_list( $value ): string {
	$ids = array_filter( array_map( 'absint', explode( ',', is_string( $value ) ? $value : '' ) ) );
	return implode( ',', array_unique( $ids ) );
}

/**
 * The featured manga ids the owner chose for the home's slider ([] when none: the slider shows the most read).
 *
 * @return int[]
 */
function yomu_featured_ids(): array {
	return array_values( array_filter( array_map( 'absint', explode( ',', (string) get_theme_mod( 'yomu_slider_ids', '' ) ) ) ) );
}

/**
 * Customizer settings of the home page's popular slider: style 1–4, autoplay, items per view.
 *
 * @param WP_Customize_Manager $customizer Customizer.
 */
function yomu_listing_customizer( WP_Customize_Manager $customizer ): void {
	$customizer->add_section(
		'yomu_slider',
		array(
			'title'    => __( 'Manga slider', 'yomu' ),
			'priority' => 120,
		)
	);
	$settings = array(
		'yomu_slider_style'    => array( '1', 'absint', 'select', __( 'Slider style', 'yomu' ) ),
		'yomu_slider_autoplay' => array( '', 'wp_validate_boolean', 'checkbox', __( 'Play automatically', 'yomu' ) ),
		'yomu_slider_items'    => array( '0', 'absint', 'number', __( 'Items per view on wide screens (0: by style)', 'yomu' ) ),
		'yomu_slider_ids'      => array( '', 'yomu_sanitize_id_list', 'text', __( 'Featured manga: their IDs, separated by commas (empty: the most read)', 'yomu' ) ),
	);
	foreach ( $settings as $id => list( $default, $sanitize, $type, $label ) ) {
		$customizer->add_setting(
			$id,
			array(
				'default'           => $default,
				'sanitize_callback' => $sanitize,
			)
		);
		$control = array(
			'section' => 'yomu_slider',
			'label'   => $label,
			'type'    => $type,
		);
		if ( 'select' === $type ) {
			$control['choices'] = array(
				1 => __( 'Style 1: standard', 'yomu' ),
				2 => __( 'Style 2: large', 'yomu' ),
				3 => __( 'Style 3: featured', 'yomu' ),
				4 => __( 'Style 4: compact', 'yomu' ),
			);
		}
		$customizer->add_control( $id, $control );
	}
}
add_action( 'customize_register', 'yomu_listing_customizer' );
