<?php
/**
 * Template tags of Madara's sidebars (Yomu\Core\Sidebars).
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'yomu_side_column' ) ) {
	/**
	 * The side column of a kind of page (home, archive, manga, blog, search, post, page, front-page): its HTML
	 * (already escaped) and its side ('left' or 'right'), or an empty array when it has none.
	 *
	 * @param string $context The kind of page.
	 * @return array{html?: string, position?: string}
	 */
	function yomu_side_column( string $context ): array {
		return Yomu\Core\Sidebars\Sidebars::side_column( $context );
	}
}
