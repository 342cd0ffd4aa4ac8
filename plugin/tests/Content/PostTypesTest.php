<?php
/**
 * Madara's content types (MADARA.md §1.1): wp-manga with query var manga-core and its slug from
 * wp_manga_settings, the five taxonomies, and chapter_text_content kept private.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Content;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Tests\Madara\FixtureCase;

require_once dirname( __DIR__ ) . '/Madara/FixtureCase.php';

/**
 * Post type and taxonomy registration.
 */
final class PostTypesTest extends FixtureCase {


	protected function tearDown(): void {
		parent::tearDown();
		PostTypes::register_types(); // Again with the site's settings, now rolled back.
	}

	public function test_wp_manga_is_public_with_archive_and_query_var_manga_core(): void {
		$type = get_post_type_object( 'wp-manga' );
		$this->assertNotNull( $type );
		$this->assertTrue( $type->public );
		$this->assertTrue( (bool) $type->has_archive );
		$this->assertSame( 'manga-core', $type->query_var );
		$this->assertFalse( $type->rewrite['with_front'] );
		$this->assertTrue( $type->rewrite['pages'] );
		foreach ( array( 'title', 'thumbnail', 'author', 'editor', 'comments' ) as $feature ) {
			$this->assertTrue( post_type_supports( 'wp-manga', $feature ), $feature );
		}
		$this->assertSame( 'wp-manga', get_post_type( self::$fixture['manga'] ) );
	}

	public function test_rewrite_slug_is_manga_by_default(): void {
		delete_option( 'wp_manga_settings' );
		PostTypes::register_types();
		$this->assertSame( 'manga', get_post_type_object( 'wp-manga' )->rewrite['slug'] );
		$this->assertSame( 'manga/%wp-manga%', $GLOBALS['wp_rewrite']->extra_permastructs['wp-manga']['struct'] );
		$this->assertSame( home_url( '/manga/' . self::$fixture['manga_slug'] . '/' ), get_permalink( self::$fixture['manga'] ) );
		$this->assertSame( self::$fixture['manga'], url_to_postid( home_url( '/manga/' . self::$fixture['manga_slug'] . '/' ) ), 'the saved rules route it through manga-core' );
	}

	public function test_rewrite_slugs_follow_wp_manga_settings(): void {
		update_option(
			'wp_manga_settings',
			array(
				'manga_slug'        => 'Çizgi Roman',
				'manga_genres_slug' => 'tur',
				'manga_tag_slug'    => '',
			)
		);
		PostTypes::register_types();
		$this->assertSame( 'cizgi-roman', get_post_type_object( 'wp-manga' )->rewrite['slug'], 'sanitized like a slug' );
		$this->assertSame( home_url( '/cizgi-roman/' . self::$fixture['manga_slug'] . '/' ), get_permalink( self::$fixture['manga'] ) );
		$this->assertSame( 'tur', get_taxonomy( 'wp-manga-genre' )->rewrite['slug'] );
		$this->assertSame( 'manga-tag', get_taxonomy( 'wp-manga-tag' )->rewrite['slug'], 'empty setting: the default' );
	}

	public function test_an_unusable_slug_setting_falls_back_to_the_default(): void {
		update_option( 'wp_manga_settings', array( 'manga_slug' => '../' ) );
		PostTypes::register_types();
		$this->assertSame( 'manga', get_post_type_object( 'wp-manga' )->rewrite['slug'] );
	}

	public function test_the_five_taxonomies_with_only_genre_hierarchical(): void {
		$expected = array(
			'wp-manga-genre'   => array( true, 'manga-genre' ),
			'wp-manga-tag'     => array( false, 'manga-tag' ),
			'wp-manga-author'  => array( false, 'manga-author' ),
			'wp-manga-artist'  => array( false, 'manga-artist' ),
			'wp-manga-release' => array( false, 'manga-release' ),
		);
		$this->assertEqualsCanonicalizing( array_keys( $expected ), get_object_taxonomies( 'wp-manga' ) );
		foreach ( $expected as $name => list( $hierarchical, $slug ) ) {
			$taxonomy = get_taxonomy( $name );
			$this->assertNotFalse( $taxonomy, $name );
			$this->assertSame( $hierarchical, $taxonomy->hierarchical, $name );
			$this->assertTrue( $taxonomy->public, $name );
			$this->assertSame( $slug, $taxonomy->rewrite['slug'], $name );
			$this->assertSame( 'manage_categories', $taxonomy->cap->manage_terms, $name );
			$this->assertSame( 'manage_categories', $taxonomy->cap->edit_terms, $name );
			$this->assertSame( 'manage_categories', $taxonomy->cap->delete_terms, $name );
			$this->assertSame( 'edit_posts', $taxonomy->cap->assign_terms, $name );
		}
	}

	public function test_the_fixture_terms_are_read_in_their_taxonomies(): void {
		$terms = self::$fixture['terms'];
		$genre = wp_get_object_terms( self::$fixture['manga'], 'wp-manga-genre', array( 'fields' => 'ids' ) );
		$this->assertEqualsCanonicalizing( array_slice( $terms['wp-manga-genre'], 0, 2 ), $genre );
		$this->assertSame( $terms['wp-manga-genre'][0], get_term( $terms['wp-manga-genre'][1] )->parent, 'Martial Arts under Action' );
		foreach ( array( 'wp-manga-tag', 'wp-manga-author', 'wp-manga-artist', 'wp-manga-release' ) as $taxonomy ) {
			$this->assertSame( $terms[ $taxonomy ], wp_get_object_terms( self::$fixture['manga'], $taxonomy, array( 'fields' => 'ids' ) ), $taxonomy );
		}
		$this->assertSame( '2019', get_term( $terms['wp-manga-release'][0] )->name );
	}

	public function test_chapter_text_content_is_neither_public_nor_queryable(): void {
		$type = get_post_type_object( 'chapter_text_content' );
		$this->assertNotNull( $type );
		$this->assertFalse( $type->public );
		$this->assertFalse( $type->publicly_queryable );
		$this->assertTrue( $type->exclude_from_search );
		$this->assertFalse( $type->query_var );
		$this->assertFalse( $type->show_in_rest );
		$this->assertFalse( is_post_type_viewable( $type ) );
		$this->assertNotContains( 'chapter_text_content', get_post_types( array( 'public' => true ) ) );
	}
}
