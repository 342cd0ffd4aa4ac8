<?php
/**
 * With S3 storage on, image chapters are written to the bucket the way Madara's "amazon" storage writes them,
 * page edits keep them there, failures leave nothing half-written, and only our own objects are ever deleted.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Storage\S3;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Content\Storage\S3\Client;
use Yomu\Core\Content\Storage\S3\Config;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once __DIR__ . '/LocalBucket.php';
require_once dirname( __DIR__, 2 ) . '/Writer/ChapterTestCase.php';

final class BucketChapterTest extends ChapterTestCase {

	/**
	 * The test bucket.
	 *
	 * @var Config
	 */
	private Config $config;

	/**
	 * Its client.
	 *
	 * @var Client
	 */
	private Client $client;

	protected function setUp(): void {
		parent::setUp();
		$config = LocalBucket::on();
		$this->assertNotNull( $config );
		$this->config = $config;
		$this->client = new Client( $config );
	}

	protected function tearDown(): void {
		remove_all_filters( 'pre_http_request' );
		LocalBucket::off();
		parent::tearDown();
	}

	/**
	 * Creates a three-page chapter in the bucket.
	 *
	 * @param int $manga Manga ID.
	 */
	private function bucket_chapter( int $manga ): Chapter {
		$chapter = ChapterWriter::create_image_chapter(
			$manga,
			array( 'name' => 'Chapter 1' ),
			array( $this->upload( '2.png', 20, 21, 'png' ), $this->upload( '1.jpg', 10, 11 ), $this->upload( '3.webp', 30, 31, 'webp' ) )
		);
		$this->assertInstanceOf( Chapter::class, $chapter );
		return $chapter;
	}

	/**
	 * The srcs of the chapter's amazon page list.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @return string[]
	 */
	private function srcs( int $chapter_id ): array {
		return array_column( PageRows::get( $chapter_id, 'amazon' ) ?? array(), 'src' );
	}

	/**
	 * Whether the object behind one of our URLs exists.
	 *
	 * @param string $url Page URL.
	 */
	private function exists( string $url ): bool {
		$head = $this->client->head( (string) $this->config->owns_url( $url ) );
		$this->assertNotInstanceOf( \WP_Error::class, $head );
		return is_array( $head );
	}

	public function test_a_new_chapter_goes_to_the_bucket_as_madara_amazon_storage(): void {
		$manga   = self::factory()->manga->create();
		$chapter = $this->bucket_chapter( $manga );

		$row = $this->chapter_row( $chapter->id );
		$this->assertNotNull( $row );
		$this->assertSame( 'amazon', $row->storage_in_use );
		$unique = (string) get_post_meta( $manga, MetaKeys::UNIQUE_ID, true );
		$folder = $chapter->folder();
		$base   = $this->config->public_url( $this->config->object_key( $unique . '/' . $folder . '/' ) );
		$this->assertStringStartsWith( getenv( 'YOMU_S3_ENDPOINT' ) . '/' . getenv( 'YOMU_S3_BUCKET' ) . '/phpunit-', $base );
		$this->assertSame(
			array(
				'amazon' => array(
					'1' => array(
						'src'  => $base . '001.jpg',
						'mime' => 'image/jpeg',
						'w'    => 10,
						'h'    => 11,
					),
					'2' => array(
						'src'  => $base . '002.png',
						'mime' => 'image/png',
						'w'    => 20,
						'h'    => 21,
					),
					'3' => array(
						'src'  => $base . '003.webp',
						'mime' => 'image/webp',
						'w'    => 30,
						'h'    => 31,
					),
				),
			),
			$this->data_rows( $chapter->id )
		);
		$answer = wp_remote_get( $base . '002.png' );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $answer ), 'a reader loads the page from its URL' );
		$this->assertSame( 'image/png', wp_remote_retrieve_header( $answer, 'content-type' ) );
		$this->assertSame( Client::CACHE_CONTROL, wp_remote_retrieve_header( $answer, 'cache-control' ) );
		$this->assertSame( array( 20, 21 ), array_slice( (array) getimagesizefromstring( wp_remote_retrieve_body( $answer ) ), 0, 2 ) );
		$this->assertDirectoryDoesNotExist( Paths::data_dir() . $unique . '/' . $folder, 'nothing on the local disk' );
	}

	public function test_a_bucket_failure_leaves_no_chapter_and_a_clear_message(): void {
		$manga = self::factory()->manga->create();
		LocalBucket::on( array( 'bucket' => 'no-such-bucket' ) );
		$result = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( '1.jpg' ) ) );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'yomu_s3_no_bucket', $result->get_error_code() );
		$this->assertSame( array(), $this->chapter_ids( $manga ) );
	}

	public function test_a_network_failure_midway_deletes_the_pages_already_uploaded(): void {
		$manga = self::factory()->manga->create();
		$puts  = array();
		add_filter(
			'pre_http_request',
			static function ( $pre, array $args, string $url ) use ( &$puts ) {
				if ( 'PUT' === $args['method'] ) {
					$puts[] = $url;
					if ( 2 === count( $puts ) ) {
						return new \WP_Error( 'http_request_failed', 'cURL error 56: Connection reset by peer' );
					}
				}
				return $pre;
			},
			10,
			3
		);
		$result = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( '1.jpg' ), $this->upload( '2.jpg' ), $this->upload( '3.jpg' ) ) );
		remove_all_filters( 'pre_http_request' );

		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'yomu_s3_unreachable', $result->get_error_code() );
		$this->assertStringContainsString( 'Connection reset by peer', $result->get_error_message() );
		$this->assertCount( 2, $puts, 'stopped at the failure' );
		$this->assertFalse( $this->exists( $puts[0] ), 'the first page was deleted again' );
		$this->assertSame( array(), $this->chapter_ids( $manga ), 'no chapter row, no page row' );
	}

	public function test_page_edits_stay_in_the_bucket_and_never_reuse_a_key(): void {
		$manga   = self::factory()->manga->create();
		$chapter = $this->bucket_chapter( $manga );
		$first   = $this->srcs( $chapter->id );

		$this->assertInstanceOf( Chapter::class, ChapterWriter::remove_pages( $chapter->id, array( 3 ) ) );
		$this->assertFalse( $this->exists( $first[2] ), 'the removed page\'s object is deleted' );
		$this->assertInstanceOf( Chapter::class, ChapterWriter::add_pages( $chapter->id, array( $this->upload( 'x.jpg' ) ) ) );
		$after_add = $this->srcs( $chapter->id );
		$this->assertCount( 3, $after_add );
		$this->assertStringEndsWith( '/004.jpg', $after_add[2], 'number 3 is not used again' );
		$this->assertTrue( $this->exists( $after_add[2] ) );

		$this->assertInstanceOf( Chapter::class, ChapterWriter::reorder_pages( $chapter->id, array( 3, 1, 2 ) ) );
		$this->assertSame( array( $after_add[2], $after_add[0], $after_add[1] ), $this->srcs( $chapter->id ) );

		$this->assertInstanceOf( Chapter::class, ChapterWriter::replace_pages( $chapter->id, array( $this->upload( 'y.png', 5, 5, 'png' ) ) ) );
		$replaced = $this->srcs( $chapter->id );
		$this->assertCount( 1, $replaced );
		$this->assertStringEndsWith( '/005.png', $replaced[0] );
		foreach ( $after_add as $old ) {
			$this->assertFalse( $this->exists( $old ), $old );
		}
		$this->assertSame( 'amazon', $this->chapter_row( $chapter->id )->storage_in_use ?? '' );

		$this->assertTrue( ChapterWriter::delete( $chapter->id ) );
		$this->assertFalse( $this->exists( $replaced[0] ), 'deleting the chapter deletes its objects' );
	}

	public function test_replacing_a_local_chapter_moves_it_to_the_bucket(): void {
		$manga = self::factory()->manga->create();
		LocalBucket::on( array( 'target' => 'local' ) );
		$chapter = $this->bucket_chapter( $manga );
		$this->assertSame( 'local', $chapter->storage );
		LocalBucket::on();
		$this->assertInstanceOf( Chapter::class, ChapterWriter::replace_pages( $chapter->id, array( $this->upload( 'n.jpg' ) ) ) );
		$this->assertSame( array( 'amazon' ), array_keys( $this->data_rows( $chapter->id ) ) );
		$this->assertSame( 'amazon', $this->chapter_row( $chapter->id )->storage_in_use ?? '' );
		$this->assertSame( array(), $this->files_in( $manga, $chapter->folder() ), 'the local files are gone' );
		$this->assertTrue( $this->exists( $this->srcs( $chapter->id )[0] ) );
	}

	public function test_urls_that_are_not_ours_are_never_edited_or_deleted(): void {
		$manga   = self::factory()->manga->create();
		$chapter = $this->bucket_chapter( $manga );
		$ours    = $this->srcs( $chapter->id );
		$outside = 'elsewhere-' . wp_generate_password( 6, false, false ) . '/001.jpg';
		$this->assertTrue( $this->client->put_file( $outside, $this->upload( 'o.jpg' )['path'], 'image/jpeg' ) );
		$entries   = PageRows::get( $chapter->id, 'amazon' ) ?? array();
		$entries[] = array(
			'src'  => getenv( 'YOMU_S3_ENDPOINT' ) . '/' . getenv( 'YOMU_S3_BUCKET' ) . '/' . $outside,
			'mime' => 'image/jpeg',
		);
		$entries[] = array(
			'src'  => 'https://i.imgur.com/abc.jpg',
			'mime' => 'image/jpeg',
		);
		PageRows::save( $chapter->id, $entries, 'amazon' );

		$refused = ChapterWriter::add_pages( $chapter->id, array( $this->upload( 'z.jpg' ) ) );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'yomu_remote_pages', $refused->get_error_code() );

		$hosts = array();
		add_filter(
			'pre_http_request',
			static function ( $pre, array $args, string $url ) use ( &$hosts ) {
				$hosts[] = $args['method'] . ' ' . $url;
				return $pre;
			},
			10,
			3
		);
		$this->assertTrue( ChapterWriter::delete( $chapter->id ) );
		// A page of ours is deleted at its public key and at its sealed key (Premium\Files\BucketSeal).
		$this->assertCount( 6, $hosts, 'two DELETEs per page of ours, nothing else: ' . implode( ', ', $hosts ) );
		$this->assertSame( array(), array_filter( $hosts, static fn ( string $request ): bool => ! str_starts_with( $request, 'DELETE ' ) || str_contains( $request, dirname( $outside ) ) ) );
		foreach ( $ours as $src ) {
			$this->assertFalse( $this->exists( $src ) );
		}
		$this->assertIsArray( $this->client->head( $outside ), 'the object outside our prefix is still there' );
		$this->client->delete( $outside );
	}

	/**
	 * The manga's chapter IDs, and a check that none of them left a page row.
	 *
	 * @param int $manga Manga ID.
	 * @return int[]
	 */
	private function chapter_ids( int $manga ): array {
		global $wpdb;
		$tables = Schema::tables();
		$this->assertSame( '0', (string) $wpdb->get_var( "SELECT COUNT(*) FROM `{$tables['data']}` d LEFT JOIN `{$tables['chapters']}` c ON c.chapter_id = d.chapter_id WHERE c.chapter_id IS NULL" ), 'no orphan page rows' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM `{$tables['chapters']}` WHERE post_id = %d", $manga ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
