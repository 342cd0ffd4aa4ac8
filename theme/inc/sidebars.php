<?php
/**
 * The page layout around Madara's sidebars: a main column and, when the page's sidebar has widgets, a side column
 * (after the content in the HTML; beside it from 1024 px, on Madara's chosen side; below it on phones). The
 * plugin decides which sidebar and which side (yomu_side_column()); the main column has the places
 * yomu_main_column_top and yomu_main_column_bottom (ads, then the body sidebars).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

/**
 * The side columns of the layouts open now, innermost last.
 *
 * @param array<string, string>|null $push A layout's side column to remember; null to take the last back.
 * @return array<string, string>
 */
function yomu_layout_stack( ?array $push = null ): array {
	static $stack = array();
	if ( null !== $push ) {
		$stack[] = $push;
		return $push;
	}
	return array_pop( $stack ) ?? array();
}

/**
 * Opens a page's layout and its main column.
 *
 * @param string $context The kind of page: home, archive, manga, blog, search, post, page, front-page.
 */
function yomu_layout_open( string $context ): void {
	$side  = function_exists( 'yomu_side_column' ) ? yomu_side_column( $context ) : array();
	$class = isset( $side['html'], $side['position'] ) ? ' yomu-layout--side yomu-layout--' . $side['position'] : '';
	yomu_layout_stack( $side + array( 'context' => $context ) );
	echo '<div class="yomu-layout' . esc_attr( $class ) . '"><div class="yomu-layout__main main-col">';
	do_action( 'yomu_main_column_top', $context );
}

/**
 * Closes the main column and prints the side column, if any.
 */
function yomu_layout_close(): void {
	$side = yomu_layout_stack();
	do_action( 'yomu_main_column_bottom', $side['context'] ?? '' );
	echo '</div>' . ( $side['html'] ?? '' ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin (widget output).
}
