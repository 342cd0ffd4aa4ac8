<?php
/**
 * The manga meta keys of MADARA.md §1.5: registered on wp-manga with their types, and Madara's stored values
 * read back as they are.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Content;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Tests\Madara\FixtureCase;

require_once dirname( __DIR__ ) . '/Madara/FixtureCase.php';

/**
 * Meta registration and Madara's meta formats.
 */
final class MetaKeysTest extends FixtureCase {

	/** Key => type, from MADARA.md §1.5 (written out here, not taken from MetaKeys, so a dropped key fails). */
	private const MADARA_KEYS = array(
		'_wp_manga_status'               => 'string',
		'_wp_manga_alternative'          => 'string',
		'_wp_manga_type'                 => 'string',
		'_wp_manga_chapter_type'         => 'string',
		'_wp_manga_chapters_warning'     => 'string',
		'manga_unique_id'                => 'string',
		'_latest_update'                 => 'integer',
		'_wp_manga_views'                => 'integer',
		'_wp_manga_day_views'            => 'array',
		'_wp_manga_week_views'           => 'array',
		'_wp_manga_month_views'          => 'array',
		'_wp_manga_year_views'           => 'array',
		'_wp_manga_day_views_value'      => 'integer',
		'_wp_manga_week_views_value'     => 'integer',
		'_wp_manga_month_views_value'    => 'integer',
		'_wp_manga_year_views_value'     => 'integer',
		'_manga_reviews'                 => 'array',
		'_manga_avarage_reviews'         => 'number',
		'_manga_total_votes'             => 'integer',
		'_wp_user_bookmarked'            => 'array',
		'manga_adult_content'            => 'array',
		'_manga_notification_index'      => 'integer',
		'manga_title_badges'             => 'string',
		'manga_custom_badges'            => 'string',
		'manga_custom_badge_link'        => 'string',
		'manga_custom_badge_link_target' => 'string',
		'manga_banner'                   => 'string',
		'manga_oneshot_image_height'     => 'string',
		'manga_meta_title'               => 'string',
		'manga_meta_desc'                => 'string',
	);

	public function test_every_madara_meta_key_is_registered_on_wp_manga_with_its_type(): void {
		$registered = get_registered_meta_keys( 'post', 'wp-manga' );
		foreach ( self::MADARA_KEYS as $key => $type ) {
			$this->assertArrayHasKey( $key, $registered );
			$this->assertSame( $type, $registered[ $key ]['type'], $key );
			$this->assertTrue( $registered[ $key ]['single'], $key );
		}
		foreach ( array_keys( MetaKeys::all() ) as $key ) {
			$this->assertArrayHasKey( $key, self::MADARA_KEYS, "$key is not a Madara key" );
		}
		$this->assertArrayNotHasKey( '_wp_manga_status', get_registered_meta_keys( 'post', 'post' ), 'only on wp-manga' );
	}

	public function test_meta_holding_user_ids_or_ips_stays_out_of_the_rest_api(): void {
		$registered = get_registered_meta_keys( 'post', 'wp-manga' );
		foreach ( array( '_manga_reviews', '_wp_user_bookmarked', 'manga_unique_id' ) as $key ) {
			$this->assertFalse( $registered[ $key ]['show_in_rest'], $key );
		}
		wp_set_current_user( 0 );
		$global_post     = $GLOBALS['post'] ?? null;
		$response        = rest_do_request( new \WP_REST_Request( 'GET', '/wp/v2/wp-manga/' . self::$fixture['manga'] ) );
		$GLOBALS['post'] = $global_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the REST controller set it up; later tests must not see it.
		$this->assertSame( 200, $response->get_status() );
		$json = (string) wp_json_encode( $response->get_data() );
		$this->assertStringNotContainsString( '203.0.113.7', $json, 'a guest reviewer\'s IP' );
		$this->assertStringNotContainsString( (string) self::$fixture['unique_id'], $json, 'the storage folder' );
	}

	public function test_only_editors_of_the_manga_may_write_its_meta(): void {
		$manga = self::$fixture['manga'];
		wp_set_current_user( $this->create_user()->ID );
		$this->assertFalse( current_user_can( 'edit_post_meta', $manga, '_wp_manga_status' ) );
		wp_set_current_user( $this->create_user( array( 'role' => 'administrator' ) )->ID );
		$this->assertTrue( current_user_can( 'edit_post_meta', $manga, '_wp_manga_status' ) );
	}

	public function test_is_adult_reads_madaras_serialized_yes_and_empty_string(): void {
		global $wpdb;
		$raw = $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM $wpdb->postmeta WHERE post_id = %d AND meta_key = 'manga_adult_content'", self::$fixture['manga'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( 'a:1:{i:0;s:3:"yes";}', $raw );
		$this->assertTrue( MetaKeys::is_adult( self::$fixture['manga'] ) );
		$this->assertSame( '', get_post_meta( self::$fixture['novel'], 'manga_adult_content', true ) );
		$this->assertFalse( MetaKeys::is_adult( self::$fixture['novel'] ) );
		$this->assertFalse( MetaKeys::is_adult( self::$fixture['text_posts']['n1'] ), 'no meta at all' );
	}

	public function test_chapter_type_is_read_from_madaras_meta_with_manga_as_default(): void {
		$manga = self::$fixture['manga'];
		$this->assertSame( 'manga', MetaKeys::chapter_type( $manga ) );
		$this->assertSame( 'text', MetaKeys::chapter_type( self::$fixture['novel'] ) );
		foreach ( array(
			''      => 'manga',
			'video' => 'video',
			'bogus' => 'manga',
		) as $stored => $read ) {
			update_post_meta( $manga, '_wp_manga_chapter_type', $stored );
			$this->assertSame( $read, MetaKeys::chapter_type( $manga ), "stored '$stored'" );
		}
		update_post_meta( $manga, '_wp_manga_chapter_type', 'manga' );
	}

	public function test_serialized_counters_reviews_and_bookmarks_come_back_unchanged(): void {
		$manga = self::$fixture['manga'];
		$user  = self::$fixture['user'];
		$this->assertSame(
			array(
				'views' => 31,
				'date'  => 'Mon-03',
			),
			get_post_meta( $manga, '_wp_manga_week_views', true )
		);
		$this->assertSame(
			array(
				'views' => 120,
				'month' => '06',
			),
			get_post_meta( $manga, '_wp_manga_month_views', true )
		);
		$this->assertSame(
			array(
				$user         => '5',
				'203.0.113.7' => '4',
			),
			get_post_meta( $manga, '_manga_reviews', true )
		);
		$this->assertSame( array( $user ), get_post_meta( $manga, '_wp_user_bookmarked', true ) );
		$this->assertSame( '1234', get_post_meta( $manga, '_wp_manga_views', true ), 'a registered integer key still reads Madara\'s string' );
		$this->assertSame( '4.5', get_post_meta( $manga, '_manga_avarage_reviews', true ) );
		$this->assertSame( 'Fikstür Manga, フィクスチャ', get_post_meta( $manga, '_wp_manga_alternative', true ) );
	}
}
