<?php
/**
 * Theme supports, menus and translations.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'after_setup_theme',
	static function (): void {
		load_theme_textdomain( 'yomu', get_template_directory() . '/languages' );
		add_theme_support( 'automatic-feed-links' );
		// Yomu Core's php-bridge styles the whole page with the island loader's CSS (the theme's own, from theme/css).
		add_theme_support( 'yomu' );
		add_theme_support( 'title-tag' );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'responsive-embeds' );
		add_theme_support( 'html5', array( 'search-form', 'comment-form', 'comment-list', 'gallery', 'caption', 'style', 'script' ) );
		register_nav_menus(
			array(
				'primary' => __( 'Main menu', 'yomu' ),
				'footer'  => __( 'Footer menu', 'yomu' ),
			)
		);
	}
);
