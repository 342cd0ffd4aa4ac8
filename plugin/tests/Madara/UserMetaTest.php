<?php
/**
 * A Madara reader's bookmarks, history and reading settings (MADARA.md §1.6) survive on a Yomu site in
 * Madara's shapes. Yomu's bookmark and history features come later and must read exactly these shapes.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Madara;

use Yomu\Core\Bookmarks\Store;

require_once __DIR__ . '/FixtureCase.php';

/**
 * User meta written by Madara.
 */
final class UserMetaTest extends FixtureCase {

	public function test_bookmarks_read_back_as_a_list_of_id_c_p_unread_c(): void {
		$this->assertSame(
			array(
				array(
					'id'       => self::$fixture['manga'],
					'c'        => self::id( 'ch2' ),
					'p'        => '3',
					'unread_c' => array( self::id( 'notice' ) ),
				),
				array(
					'id'       => self::$fixture['novel'],
					'c'        => 0,
					'p'        => '',
					'unread_c' => array(),
				),
			),
			get_user_meta( self::$fixture['user'], '_wp_manga_bookmark', true )
		);
	}

	public function test_yomus_bookmark_writes_keep_madaras_entries_as_they_were(): void {
		$user  = (int) self::$fixture['user'];
		$saved = get_user_meta( $user, '_wp_manga_bookmark', true );
		try {
			$this->assertSame( array( 3, 1 ), array_column( Store::all( $user ), 'p' ), "p '' reads as page 1" );
			Store::add( $user, (int) self::$fixture['odd'], self::id_observed( 'na' ), 2 );
			$list = get_user_meta( $user, '_wp_manga_bookmark', true );
			$this->assertSame(
				array_merge(
					$saved,
					array(
						array(
							'id'       => self::$fixture['odd'],
							'c'        => self::id_observed( 'na' ),
							'p'        => 2,
							'unread_c' => array(),
						),
					)
				),
				$list
			);
			$this->assertSame( '', $list[1]['p'], "the novel's empty page stays ''" );
			Store::remove( $user, array( (int) self::$fixture['odd'] ) );
			$this->assertSame( $saved, get_user_meta( $user, '_wp_manga_bookmark', true ) );
			Store::remove( $user, array( (int) self::$fixture['manga'] ) );
			$this->assertSame( array( $saved[1] ), get_user_meta( $user, '_wp_manga_bookmark', true ) );
		} finally {
			update_user_meta( $user, '_wp_manga_bookmark', $saved );
		}
	}

	/**
	 * An observed (MADARA.md §7) chapter id by key.
	 *
	 * @param string $key Key in observed_chapters.
	 */
	private static function id_observed( string $key ): int {
		return (int) self::$fixture['observed_chapters'][ $key ];
	}

	public function test_history_reads_back_as_a_list_of_id_c_p_i_t(): void {
		$history = get_user_meta( self::$fixture['user'], '_wp_manga_history', true );
		$this->assertSame(
			array(
				'id' => self::$fixture['manga'],
				'c'  => self::id( 'ch2' ),
				'p'  => 3,
				'i'  => '3',
				't'  => 1717401000,
			),
			$history[0]
		);
		$this->assertSame( array( 'id', 'c', 'p', 'i', 't' ), array_keys( $history[1] ) );
		$this->assertSame( self::id( 'n1' ), $history[1]['c'] );
	}

	public function test_reading_settings_stay_plain_strings(): void {
		$this->assertSame( 'list', get_user_meta( self::$fixture['user'], '_manga_reading_style', true ) );
		$this->assertSame( 'default', get_user_meta( self::$fixture['user'], '_manga_img_per_page', true ) );
	}

	public function test_reading_the_meta_rewrites_nothing(): void {
		global $wpdb;
		$query = "SELECT meta_key, meta_value FROM $wpdb->usermeta WHERE user_id = %d ORDER BY umeta_id";
		$raw   = $wpdb->get_results( $wpdb->prepare( $query, self::$fixture['user'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		clean_user_cache( self::$fixture['user'] );
		get_user_meta( self::$fixture['user'] );
		wp_set_current_user( self::$fixture['user'] );
		$this->assertSame( $raw, $wpdb->get_results( $wpdb->prepare( $query, self::$fixture['user'] ), ARRAY_A ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		$stored = wp_list_pluck( $raw, 'meta_value', 'meta_key' );
		$this->assertStringStartsWith( 'a:2:{i:0;a:4:{s:2:"id";i:' . self::$fixture['manga'] . ';s:1:"c";', $stored['_wp_manga_bookmark'], 'PHP-serialized, as Madara wrote it' );
	}
}
