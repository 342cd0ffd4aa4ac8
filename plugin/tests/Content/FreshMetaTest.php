<?php
/**
 * Read-modify-write of one meta value under a lock, when the object cache holds an older copy than the database
 * (another node wrote since; a request that read before that write put its copy back into the shared cache).
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Content;

use Yomu\Core\Bookmarks\Store;
use Yomu\Core\Content\FreshMeta;
use Yomu\Core\Tests\TestCase;

/**
 * The database's value wins over a stale cached copy, on read and on write.
 */
final class FreshMetaTest extends TestCase {

	/**
	 * Writes a meta value behind WordPress's back, as another node's request would, leaving this cache as it was.
	 *
	 * @param int   $post_id Post.
	 * @param mixed $value   Value.
	 */
	private function written_elsewhere( int $post_id, $value ): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery -- the other node's write.
		$wpdb->update(
			$wpdb->postmeta,
			array( 'meta_value' => maybe_serialize( $value ) ),
			array(
				'post_id'  => $post_id,
				'meta_key' => Store::MANGA_META,
			)
		);
		// phpcs:enable
	}

	public function test_a_bookmark_keeps_the_reader_another_node_added_though_an_older_copy_came_back_into_the_cache(): void {
		$manga  = self::factory()->manga->create();
		$first  = $this->create_user()->ID;
		$second = $this->create_user()->ID;
		$third  = $this->create_user()->ID;
		update_post_meta( $manga, Store::MANGA_META, array( $first ) );
		$older = update_meta_cache( 'post', array( $manga ) )[ $manga ];
		$this->written_elsewhere( $manga, array( $first, $second ) );
		// A view counted on another node read the meta before that write and fills the shared cache only now,
		// after whatever cleared it: the next read through the cache gets the older list.
		$late_fill = static function ( $value, $object_id ) use ( $manga, $older ) {
			if ( $manga === (int) $object_id ) {
				wp_cache_add( $manga, $older, 'post_meta' );
			}
			return $value;
		};
		add_filter( 'get_post_metadata', $late_fill, 10, 2 );

		Store::add( $third, $manga );
		remove_filter( 'get_post_metadata', $late_fill );

		$this->assertSame( array( $first, $second, $third ), FreshMeta::get( 'post', $manga, Store::MANGA_META ) );
	}

	public function test_a_write_equal_to_the_stale_cached_copy_still_reaches_the_database(): void {
		$manga = self::factory()->manga->create();
		update_post_meta( $manga, Store::MANGA_META, array( 1 ) );
		get_post_meta( $manga, Store::MANGA_META, true );
		$this->written_elsewhere( $manga, array( 1, 2 ) );

		FreshMeta::set( 'post', $manga, Store::MANGA_META, array( 1 ) );

		$this->assertSame( array( 1 ), FreshMeta::get( 'post', $manga, Store::MANGA_META ) );
		$this->assertSame( array( 1 ), get_post_meta( $manga, Store::MANGA_META, true ), 'the cache is cleared with the write' );
	}

	public function test_a_missing_value_reads_empty_and_is_added_once(): void {
		$user = $this->create_user()->ID;
		$this->assertSame( '', FreshMeta::get( 'user', $user, '_yomu_fresh_test' ) );
		FreshMeta::set( 'user', $user, '_yomu_fresh_test', array( 'a' => "it's" ) );
		FreshMeta::set( 'user', $user, '_yomu_fresh_test', array( 'a' => 'b\\c' ) );
		$this->assertSame( array( array( 'a' => 'b\\c' ) ), get_user_meta( $user, '_yomu_fresh_test' ) );
	}
}
