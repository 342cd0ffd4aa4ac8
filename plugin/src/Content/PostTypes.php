<?php
/**
 * Registers Madara's content types: the wp-manga post type, its five taxonomies, chapter_text_content,
 * and every manga meta key (MADARA.md §1.1, §1.5).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Content registration.
 */
final class PostTypes {

	public const MANGA        = 'wp-manga';
	public const QUERY_VAR    = 'manga-core';
	public const TEXT_CONTENT = 'chapter_text_content';

	public const TAXONOMIES = array(
		'wp-manga-genre'   => 'manga_genres_slug',
		'wp-manga-tag'     => 'manga_tag_slug',
		'wp-manga-author'  => 'manga_author_slug',
		'wp-manga-artist'  => 'manga_artist_slug',
		'wp-manga-release' => 'manga_release_slug',
	);

	public const STATUSES = array( 'on-going', 'end', 'canceled', 'on-hold', 'upcoming' );

	public const CHAPTER_TYPES = array( 'manga', 'text', 'video' );

	/**
	 * Hooks registration.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_types' ), 5 );
	}

	/**
	 * Registers post types, taxonomies and meta.
	 */
	public static function register_types(): void {
		register_post_type(
			self::MANGA,
			array(
				'labels'        => TypeLabels::manga(),
				'public'        => true,
				'has_archive'   => true,
				'menu_icon'     => 'dashicons-book-alt',
				'menu_position' => 5,
				'query_var'     => self::QUERY_VAR,
				'rewrite'       => array(
					'slug'       => Settings::slug( 'manga_slug' ),
					'with_front' => false,
					'pages'      => true,
				),
				'supports'      => array( 'title', 'thumbnail', 'author', 'editor', 'comments', 'excerpt' ),
				'taxonomies'    => array_keys( self::TAXONOMIES ),
				'show_in_rest'  => true,
			)
		);

		register_post_type(
			self::TEXT_CONTENT,
			array(
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => false,
				'show_in_rest'        => false,
				'rewrite'             => false,
				'query_var'           => false,
				'supports'            => array( 'editor' ),
			)
		);

		foreach ( self::TAXONOMIES as $taxonomy => $slug_setting ) {
			register_taxonomy(
				$taxonomy,
				self::MANGA,
				array(
					'labels'            => TypeLabels::taxonomy( $taxonomy ),
					'hierarchical'      => 'wp-manga-genre' === $taxonomy,
					'public'            => true,
					'show_admin_column' => in_array( $taxonomy, array( 'wp-manga-genre', 'wp-manga-author' ), true ),
					'show_in_rest'      => true,
					'rewrite'           => array( 'slug' => Settings::slug( $slug_setting ) ),
					'capabilities'      => array(
						'manage_terms' => 'manage_categories',
						'edit_terms'   => 'manage_categories',
						'delete_terms' => 'manage_categories',
						'assign_terms' => 'edit_posts',
					),
				)
			);
		}

		MetaKeys::register();
	}
}
