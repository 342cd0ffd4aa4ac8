<?php
/**
 * Variants of chapters stored in an S3-compatible bucket: objects beside the pages with the pages' immutable
 * Cache-Control, deleted with their pages; and a migration either way drops the old storage's variants from
 * the switched entries, deletes them with --delete-local/--delete-remote, and asks for new ones.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Images;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Variant;
use Yomu\Core\Images\ChapterVariants;
use Yomu\Core\Content\Storage\Migration\Outcome;
use Yomu\Core\Content\Storage\Migration\ToBucket;
use Yomu\Core\Content\Storage\Migration\ToDisk;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Content\Storage\S3\Client;
use Yomu\Core\Content\Storage\S3\Config;
use Yomu\Core\Content\Storage\VariantNames;
use Yomu\Core\Tests\Storage\S3\LocalBucket;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once __DIR__ . '/DrawnPages.php';
require_once dirname( __DIR__ ) . '/Storage/S3/LocalBucket.php';
require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

/**
 * ChapterVariants on the bucket.
 */
final class BucketVariantsTest extends ChapterTestCase {

	protected function tearDown(): void {
		LocalBucket::off();
		parent::tearDown();
	}

	/**
	 * A chapter with a screentone page and a photo-like page, where new pages go now.
	 *
	 * @param int $manga Manga ID.
	 */
	private function two_page_chapter( int $manga ): Chapter {
		$chapter = ChapterWriter::create_image_chapter(
			$manga,
			array( 'name' => 'Chapter ' . wp_rand( 1, 999 ) ),
			array(
				array(
					'path' => $this->temp_file( DrawnPages::bytes( DrawnPages::screentone( 400, 560 ) ) ),
					'name' => '1.jpg',
				),
				array(
					'path' => $this->temp_file( DrawnPages::bytes( DrawnPages::photo( 400, 560 ), 'jpeg', 95 ) ),
					'name' => '2.jpg',
				),
			)
		);
		$this->assertInstanceOf( Chapter::class, $chapter );
		return $chapter;
	}

	/**
	 * Whether the object behind one of our URLs exists.
	 *
	 * @param Config $config Bucket.
	 * @param string $url    Public URL.
	 */
	private function exists( Config $config, string $url ): bool {
		$key = $config->owns_url( $url );
		$this->assertNotNull( $key );
		$head = ( new Client( $config ) )->head( $key );
		$this->assertNotInstanceOf( \WP_Error::class, $head );
		return is_array( $head );
	}

	public function test_bucket_variants_sit_beside_their_pages_and_go_with_them(): void {
		$config = LocalBucket::on();
		$this->assertNotNull( $config );
		$chapter = $this->two_page_chapter( self::factory()->manga->create() );

		$counts = ChapterVariants::build( $chapter->id );

		$this->assertIsArray( $counts );
		$this->assertSame( 2, $counts['built'] );
		$urls = array();
		foreach ( (array) PageRows::get( $chapter->id, 'amazon' ) as $entry ) {
			foreach ( $entry[ Variant::ENTRY_KEY ] as $variant ) {
				$this->assertSame( dirname( $entry['src'] ) . '/' . VariantNames::FOLDER . '/', dirname( $variant['src'] ) . '/' );
				$answer = wp_remote_get( $variant['src'] );
				$this->assertSame( 200, wp_remote_retrieve_response_code( $answer ), 'a reader loads the variant from its URL' );
				$this->assertSame( $variant['mime'], wp_remote_retrieve_header( $answer, 'content-type' ) );
				$this->assertSame( Client::CACHE_CONTROL, wp_remote_retrieve_header( $answer, 'cache-control' ) );
				$this->assertSame( array( $variant['w'], $variant['h'] ), array_slice( (array) getimagesizefromstring( wp_remote_retrieve_body( $answer ) ), 0, 2 ) );
				$urls[] = $variant['src'];
			}
		}
		$this->assertNotEmpty( $urls );
		$this->assertDirectoryDoesNotExist( Paths::data_dir() . get_post_meta( $chapter->manga_id, MetaKeys::UNIQUE_ID, true ), 'nothing on the local disk' );

		$this->assertInstanceOf( Chapter::class, ChapterWriter::replace_pages( $chapter->id, array( $this->upload( 'new.jpg', 300, 400 ) ) ) );
		foreach ( $urls as $url ) {
			$this->assertFalse( $this->exists( $config, $url ), 'replaced pages take their variants along' );
		}
	}

	public function test_a_migration_to_the_bucket_leaves_local_variants_behind_and_asks_for_new_ones(): void {
		$chapter = $this->two_page_chapter( self::factory()->manga->create() );
		ChapterVariants::build( $chapter->id );
		$local = array();
		foreach ( (array) PageRows::get( $chapter->id, 'local' ) as $entry ) {
			$local = array_merge( $local, array_map( array( Paths::class, 'local_file' ), array_column( $entry[ Variant::ENTRY_KEY ], 'src' ) ) );
		}
		$this->assertNotEmpty( $local );
		$config = LocalBucket::on();
		$this->assertNotNull( $config );
		$moved  = ChapterRepository::find( $chapter->id );
		$stored = did_action( 'yomu_chapter_pages_stored' );

		$this->assertInstanceOf( Chapter::class, $moved );
		$this->assertSame( Outcome::MOVED, ( new ToBucket( $config, new Client( $config ), true, false ) )->run( $moved )->kind );

		$this->assertSame( $stored + 1, did_action( 'yomu_chapter_pages_stored' ), 'the chapter asks for variants on its new storage' );
		foreach ( (array) PageRows::get( $chapter->id, 'amazon' ) as $entry ) {
			$this->assertArrayNotHasKey( Variant::ENTRY_KEY, $entry, 'no relative variant src on a bucket page' );
		}
		foreach ( $local as $file ) {
			$this->assertFileDoesNotExist( $file, '--delete-local deletes the local variants too' );
		}
		$this->assertDirectoryDoesNotExist( dirname( $local[0], 2 ), 'and the emptied chapter folder' );

		$counts = ChapterVariants::build( $chapter->id );
		$this->assertIsArray( $counts );
		$this->assertSame( 2, $counts['built'] );
		foreach ( (array) PageRows::get( $chapter->id, 'amazon' ) as $entry ) {
			foreach ( $entry[ Variant::ENTRY_KEY ] as $variant ) {
				$this->assertTrue( $this->exists( $config, $variant['src'] ) );
			}
		}
	}

	public function test_a_migration_back_to_disk_deletes_the_bucket_variants_with_the_pages(): void {
		$config = LocalBucket::on();
		$this->assertNotNull( $config );
		$chapter = $this->two_page_chapter( self::factory()->manga->create() );
		ChapterVariants::build( $chapter->id );
		$urls = array();
		foreach ( (array) PageRows::get( $chapter->id, 'amazon' ) as $entry ) {
			$urls = array_merge( $urls, array_column( $entry[ Variant::ENTRY_KEY ], 'src' ) );
		}
		$this->assertNotEmpty( $urls );
		$moved  = ChapterRepository::find( $chapter->id );
		$stored = did_action( 'yomu_chapter_pages_stored' );

		$this->assertInstanceOf( Chapter::class, $moved );
		$this->assertSame( Outcome::MOVED, ( new ToDisk( $config, new Client( $config ), true, false ) )->run( $moved )->kind );

		$this->assertSame( $stored + 1, did_action( 'yomu_chapter_pages_stored' ) );
		foreach ( (array) PageRows::get( $chapter->id, 'local' ) as $entry ) {
			$this->assertArrayNotHasKey( Variant::ENTRY_KEY, $entry, 'no bucket variant on a local page' );
			$this->assertFileExists( Paths::local_file( $entry['src'] ) );
		}
		foreach ( $urls as $url ) {
			$this->assertFalse( $this->exists( $config, $url ), '--delete-remote deletes the variant objects too' );
		}
	}
}
