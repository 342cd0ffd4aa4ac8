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

/*
 * A comment's reply link: core names it "Reply to {author}" in its aria-label while it shows "Reply", and a spoken
 * name must contain the visible words (WCAG 2.5.3, axe label-content-name-mismatch; in Turkish "Yanıtla" is not in
 * "{author} için yanıt"). The name becomes "{visible text}: {author}".
 */
add_filter(
	'comment_reply_link_args',
	static function ( array $args ): array {
		$args['reply_to_text'] = str_replace( '%', '%%', wp_strip_all_tags( (string) $args['reply_text'] ) ) . ': %s';
		return $args;
	}
);
