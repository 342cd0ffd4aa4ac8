<?php
/**
 * The load-more query whitelist: what a client may and may not choose.
 *
 * @package Yomu\Core\Tests
 */

// phpcs:disable WordPress.DB.SlowDBQuery -- the test feeds raw client vars, which name these keys.

namespace Yomu\Core\Tests\Listing;

use Yomu\Core\Listing\FamilySafe;
use Yomu\Core\Listing\Orderby;
use Yomu\Core\Listing\QueryVars;
use Yomu\Core\Listing\Templates;
use Yomu\Core\Tests\TestCase;

/**
 * QueryVars::map, Orderby::args and Templates::variant.
 */
final class QueryVarsTest extends TestCase {

	protected function tearDown(): void {
		unset( $_COOKIE[ FamilySafe::COOKIE ] );
		parent::tearDown();
	}

	public function test_post_type_and_status_are_forced_whatever_the_client_sends(): void {
		$args = QueryVars::map(
			array(
				'post_type'        => 'chapter_text_content',
				'post_status'      => array( 'draft', 'private' ),
				'p'                => 5,
				'post__in'         => array( 1, 2 ),
				'author'           => 1,
				'perm'             => 'readable',
				'suppress_filters' => true,
			)
		);
		$this->assertSame( 'wp-manga', $args['post_type'] );
		$this->assertSame( 'publish', $args['post_status'] );
		$this->assertFalse( $args['has_password'] );
		foreach ( array( 'p', 'author', 'perm', 'suppress_filters' ) as $key ) {
			$this->assertArrayNotHasKey( $key, $args, "$key is dropped" );
		}
		// `author` is Madara's author-name filter; no author is named "1", so the search matches nothing.
		$this->assertContains( $args['post__in'] ?? array( 0 ), array( array( 0 ) ), 'the client never chooses post__in' );
	}

	public function test_page_size_defaults_to_24_and_is_capped_at_48(): void {
		$this->assertSame( 24, QueryVars::map( array() )['posts_per_page'] );
		$this->assertSame( 10, QueryVars::map( array( 'posts_per_page' => '10' ) )['posts_per_page'] );
		$this->assertSame( 48, QueryVars::map( array( 'posts_per_page' => '5000' ) )['posts_per_page'] );
		$this->assertSame( 24, QueryVars::map( array( 'posts_per_page' => '-1' ) )['posts_per_page'] );
	}

	public function test_the_server_page_overrides_vars_paged(): void {
		$this->assertSame( 3, QueryVars::map( array( 'paged' => '9' ), 3 )['paged'] );
		$this->assertSame( 9, QueryVars::map( array( 'paged' => '9' ) )['paged'] );
		$this->assertSame( 1, QueryVars::map( array( 'paged' => 'abc' ) )['paged'] );
	}

	public function test_orderby_meta_key_must_be_a_known_one(): void {
		$known = QueryVars::map(
			array(
				'orderby'  => 'meta_value_num',
				'meta_key' => '_wp_manga_views',
				'order'    => 'desc',
			)
		);
		$this->assertSame( '_wp_manga_views', $known['yomu_order_key'] );
		$this->assertSame( 'DESC', $known['yomu_order_dir'] );

		$unknown = QueryVars::map(
			array(
				'orderby'  => 'meta_value_num',
				'meta_key' => '_edit_lock',
			)
		);
		$this->assertArrayNotHasKey( 'meta_query', $unknown );
		$this->assertArrayNotHasKey( 'meta_key', $unknown );
		$this->assertArrayNotHasKey( 'yomu_order_key', $unknown );

		$this->assertArrayNotHasKey( 'orderby', QueryVars::map( array( 'orderby' => 'rand' ) ) );
		$this->assertSame(
			'title',
			QueryVars::map(
				array(
					'orderby' => 'post_title',
					'order'   => 'ASC',
				)
			)['orderby']
		);
	}

	public function test_m_orderby_names_map_to_their_orders(): void {
		$this->assertSame( '_latest_update', Orderby::args( 'latest' )['yomu_order_key'] );
		$this->assertSame( '_manga_avarage_reviews', Orderby::args( 'rating' )['yomu_order_key'] );
		$this->assertSame( '_wp_manga_week_views_value', Orderby::args( 'trending' )['yomu_order_key'] );
		$this->assertSame( '_wp_manga_views', Orderby::args( 'views' )['yomu_order_key'] );
		$this->assertSame( array( 'title' => 'ASC' ), Orderby::args( 'alphabet' )['orderby'] );
		$this->assertSame( 'DESC', Orderby::args( 'new-manga' )['orderby']['date'] );
		$this->assertSame( 'latest', Orderby::normalize( "x' OR 1=1" ) );
		$this->assertSame( 'views', Orderby::normalize( 'most-views' ) );
	}

	public function test_only_known_taxonomies_and_fields_pass(): void {
		$args = QueryVars::map(
			array(
				'wp-manga-genre' => 'Action',
				'category_name'  => 'secret',
				'tax_query'      => array(
					'relation' => 'AND',
					array(
						'taxonomy'  => 'wp-manga-author',
						'field'     => 'name',
						'terms'     => array( 'Ada <b>', 'Bo' ),
						'operation' => 'AND',
					),
					array(
						'taxonomy' => 'category',
						'terms'    => array( 'x' ),
					),
					array(
						'taxonomy' => 'wp-manga-tag',
						'field'    => 'slug',
						'terms'    => array(),
					),
				),
			)
		);
		$this->assertArrayNotHasKey( 'category_name', $args );
		$this->assertSame( 'AND', $args['tax_query']['relation'] );
		$this->assertCount( 3, $args['tax_query'], 'relation + genre + author only' );
		$this->assertSame( array( 'action' ), $args['tax_query'][0]['terms'] );
		$this->assertSame( 'wp-manga-author', $args['tax_query'][1]['taxonomy'] );
		$this->assertSame( array( 'Ada', 'Bo' ), $args['tax_query'][1]['terms'] );
		$this->assertSame( 'AND', $args['tax_query'][1]['operator'] );
	}

	public function test_only_known_meta_filters_pass_with_allowed_values(): void {
		$args    = QueryVars::map(
			array(
				'meta_query' => array(
					array(
						'key'     => '_wp_manga_status',
						'value'   => array( 'end', 'evil' ),
						'compare' => 'IN',
					),
					array(
						'key'     => 'manga_adult_content',
						'compare' => 'not exists',
					),
					array(
						'key'   => '_wp_page_template',
						'value' => 'x',
					),
					array(
						'key'     => '_wp_manga_chapter_type',
						'value'   => 'text',
						'compare' => 'REGEXP',
					),
				),
			)
		);
		$clauses = array_values( array_filter( $args['meta_query'], 'is_array' ) );
		$this->assertCount( 2, $clauses );
		$this->assertSame( array( 'end' ), $clauses[0]['value'] );
		$this->assertSame( 'NOT EXISTS', $clauses[1]['compare'] );
	}

	public function test_family_safe_cookie_adds_the_not_adult_clause(): void {
		$this->assertArrayNotHasKey( 'meta_query', QueryVars::map( array() ) );
		$_COOKIE[ FamilySafe::COOKIE ] = '1';
		$args                          = QueryVars::map( array() );
		$this->assertSame( 'manga_adult_content', $args['meta_query'][0][0]['key'] );
		$this->assertSame( '', $args['meta_query'][0][0]['value'] );
	}

	public function test_template_names_come_from_the_whitelist_only(): void {
		$this->assertSame( 'archive', Templates::variant( 'madara-core/content/content-archive' ) );
		$this->assertSame( 'search', Templates::variant( 'madara-core/content/content-search' ) );
		foreach ( array( '../../wp-config', 'header', 'functions', '/etc/passwd', 'madara-core/content/../../../wp-config', 'plugins/x', '' ) as $name ) {
			$this->assertNull( Templates::variant( $name ), $name );
		}
		$this->assertNull( Templates::variant( array( 'madara-core/content/content-archive' ) ) );
	}
}
