<?php
/**
 * Madara's colour groups (MADARA-SITE.md §8.1 "Colour scheme, colours, fonts") as the theme's CSS variables, for
 * the parts Yomu has: links, rating stars and buttons (site_custom_colors), the header's menu
 * (header_custom_colors), the sub-header row (header_bottom_custom_colors) and the off-canvas menu
 * (mobile_menu_custom_color). Each group has a page-meta gate too (custom_colors, header_colors, …): a page that
 * turns it on uses its own colours (the ids read through Madara's page-meta override). Madara's sub-menu colours have
 * no counterpart (Yomu's header has no drop-down), and the badge colours are printed with the badges. Only #hex,
 * rgb() and rgba() values are printed.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

/**
 * A colour value safe to print in CSS, or '' (anything but #hex, rgb() or rgba() with plain numbers).
 *
 * @param mixed $value Stored value.
 */
function yomu_css_color( $value ): string {
	$value = is_string( $value ) ? strtolower( trim( $value ) ) : '';
	if ( preg_match( '/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/', $value ) ) {
		return $value;
	}
	$number = '\s*\d{1,3}(?:\.\d+)?%?\s*';
	$alpha  = '\s*(?:\d(?:\.\d+)?|\.\d+|\d{1,3}%)\s*';
	return preg_match( "/^rgba?\\({$number},{$number},{$number}(?:,{$alpha})?\\)$/", $value ) ? $value : '';
}

/**
 * Madara's colour groups: gate option, page-meta gate, and option id => Yomu variable.
 *
 * @return array<int, array{0: string, 1: string, 2: array<string, string>}>
 */
function yomu_madara_color_groups(): array {
	return array(
		array(
			'site_custom_colors',
			'custom_colors',
			array(
				'link_color_hover'       => '--yomu-link-hover',
				'star_color'             => '--yomu-star',
				'btn_bg'                 => '--yomu-btn-bg',
				'btn_color'              => '--yomu-btn-color',
				'btn_hover_bg'           => '--yomu-btn-hover-bg',
				'btn_hover_color'        => '--yomu-btn-hover-color',
				// The HOT, NEW and custom title badges.
				'hot_badges_bg_color'    => '--yomu-badge-hot',
				'new_badges_bg_color'    => '--yomu-badge-new',
				'custom_badges_bg_color' => '--yomu-badge-custom',
			),
		),
		array(
			'header_custom_colors',
			'header_colors',
			array(
				'nav_item_color'       => '--yomu-nav-color',
				'nav_item_hover_color' => '--yomu-nav-hover',
			),
		),
		array(
			'header_bottom_custom_colors',
			'header_bottom_colors',
			array(
				'header_bottom_bg'            => '--yomu-subheader-bg',
				'bottom_nav_item_color'       => '--yomu-subheader-color',
				'bottom_nav_item_hover_color' => '--yomu-subheader-hover',
			),
		),
		array(
			'mobile_menu_custom_color',
			'mobile_menu_color',
			array(
				'canvas_menu_background' => '--yomu-canvas-bg',
				'canvas_menu_color'      => '--yomu-canvas-color',
				'canvas_menu_hover'      => '--yomu-canvas-hover',
			),
		),
	);
}

/**
 * Whether a colour group is on: the page turns it on, or the site does. (Ids come from yomu_madara_color_groups(),
 * all listed in Madara\CarriedOver.)
 *
 * @param string $site_gate The theme option.
 * @param string $page_gate The page meta.
 */
function yomu_madara_color_group_on( string $site_gate, string $page_gate ): bool {
	return 'on' === yomu_madara_option( $page_gate, 'off' ) || 'on' === yomu_madara_option( $site_gate, 'off' );
}

/**
 * The variables of every group that is on, as one :root rule ('' when none).
 */
function yomu_madara_color_groups_css(): string {
	$vars = '';
	foreach ( yomu_madara_color_groups() as list( $site_gate, $page_gate, $ids ) ) {
		if ( ! yomu_madara_color_group_on( $site_gate, $page_gate ) ) {
			continue;
		}
		foreach ( $ids as $id => $variable ) {
			$color = yomu_css_color( yomu_madara_option( $id ) );
			$vars .= '' !== $color ? $variable . ':' . $color . ';' : '';
		}
	}
	return '' !== $vars ? ':root{' . rtrim( $vars, ';' ) . '}' : '';
}
