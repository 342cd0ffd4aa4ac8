<?php
/**
 * Base for chapter storage tests: creates manga posts, GD test images and ZIP archives, and removes every
 * chapter row, page row, text post, folder and temporary file they leave behind.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Writer;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Settings;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Tests\TestCase;

/**
 * Shared fixtures.
 */
abstract class ChapterTestCase extends TestCase {

	/**
	 * Manga posts created by the test.
	 *
	 * @var int[]
	 */
	private array $mangas = array();

	/**
	 * Temporary files created by the test.
	 *
	 * @var string[]
	 */
	private array $temp_files = array();

	/**
	 * The settings option as it was before the test.
	 *
	 * @var mixed
	 */
	private $saved_settings;

	/**
	 * A private uploads folder for this test, so files from other processes using the site never mix in.
	 *
	 * @var string
	 */
	private string $uploads = '';

	/**
	 * The upload_dir filter that points WordPress at $uploads.
	 *
	 * @var callable|null
	 */
	private $uploads_filter = null;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_settings = get_option( Settings::OPTION, null );
		$this->uploads        = get_temp_dir() . 'yomu-test-uploads-' . wp_generate_password( 10, false );
		$uploads              = $this->uploads;
		$this->uploads_filter = static function ( array $dirs ) use ( $uploads ): array {
			$dirs['basedir'] = $uploads;
			$dirs['path']    = $uploads . $dirs['subdir'];
			return $dirs;
		};
		add_filter( 'upload_dir', $this->uploads_filter );
	}

	protected function tearDown(): void {
		global $wpdb;
		$tables = Schema::tables();
		foreach ( $this->mangas as $manga_id ) {
			$chapter_ids = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM `{$tables['chapters']}` WHERE post_id = %d", $manga_id ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			foreach ( $chapter_ids as $chapter_id ) {
				$wpdb->delete( $tables['data'], array( 'chapter_id' => $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				foreach ( get_posts( array( 'post_type' => PostTypes::TEXT_CONTENT, 'post_parent' => $chapter_id, 'post_status' => 'any', 'fields' => 'ids', 'numberposts' => -1 ) ) as $post_id ) { // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					wp_delete_post( (int) $post_id, true );
				}
			}
			$wpdb->delete( $tables['chapters'], array( 'post_id' => $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->delete( $tables['volumes'], array( 'post_id' => $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$folder = (string) get_post_meta( $manga_id, MetaKeys::UNIQUE_ID, true );
			if ( '' !== $folder && Paths::is_safe_segment( $folder ) && is_dir( Paths::data_dir() . $folder ) ) {
				Files::delete_tree( Paths::data_dir() . $folder );
			}
			wp_delete_post( $manga_id, true );
			Cache::bump( $manga_id );
		}
		Files::delete( $this->temp_files );
		remove_filter( 'upload_dir', $this->uploads_filter );
		$this->remove_tree( $this->uploads );
		if ( null === $this->saved_settings ) {
			delete_option( Settings::OPTION );
		} else {
			update_option( Settings::OPTION, $this->saved_settings );
		}
		remove_all_filters( 'yomu_upload_limits' );
		remove_all_filters( 'yomu_video_hosts' );
		$this->mangas     = array();
		$this->temp_files = array();
		parent::tearDown();
	}

	/**
	 * Deletes a folder of this test and everything in it.
	 *
	 * @param string $dir Folder.
	 */
	private function remove_tree( string $dir ): void {
		if ( ! is_dir( $dir ) || is_link( $dir ) ) {
			return;
		}
		foreach ( Files::names( $dir ) as $name ) {
			$path = $dir . '/' . $name;
			if ( is_dir( $path ) && ! is_link( $path ) ) {
				$this->remove_tree( $path );
			} else {
				unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
			}
		}
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_rmdir
	}

	/**
	 * Creates a manga post.
	 *
	 * @param array<string, mixed> $args Extra wp_insert_post fields.
	 */
	protected function create_manga( array $args = array() ): int {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_type'   => PostTypes::MANGA,
					'post_title'  => 'Test Manga ' . wp_generate_password( 6, false ),
					'post_status' => 'publish',
				),
				$args
			),
			true
		);
		$this->assertIsInt( $id );
		$this->mangas[] = $id;
		return $id;
	}

	/**
	 * Changes one wp_manga_settings value for this test.
	 *
	 * @param string $key   Setting.
	 * @param string $value Value.
	 */
	protected function set_setting( string $key, string $value ): void {
		$settings         = (array) get_option( Settings::OPTION, array() );
		$settings[ $key ] = $value;
		update_option( Settings::OPTION, $settings );
	}

	/**
	 * Sets some upload limits for this test.
	 *
	 * @param array<string, int> $limits Limits to change.
	 */
	protected function set_limits( array $limits ): void {
		add_filter( 'yomu_upload_limits', static fn ( array $all ): array => array_merge( $all, $limits ) );
	}

	/**
	 * A new temporary file path, removed after the test.
	 *
	 * @param string $bytes Contents.
	 */
	protected function temp_file( string $bytes = '' ): string {
		$path = Files::temp();
		Files::write( $path, $bytes );
		$this->temp_files[] = $path;
		return $path;
	}

	/**
	 * Marks a file made by the code under test for deletion after the test.
	 *
	 * @param string $path File path.
	 */
	protected function track( string $path ): string {
		$this->temp_files[] = $path;
		return $path;
	}

	/**
	 * Image bytes drawn with GD.
	 *
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @param string $format jpeg, png, gif, webp or bmp.
	 */
	protected function image_bytes( int $width, int $height, string $format = 'jpeg' ): string {
		$image = imagecreatetruecolor( $width, $height );
		imagefilledrectangle( $image, 0, 0, $width - 1, $height - 1, (int) imagecolorallocate( $image, 200, 40, 90 ) );
		imagefilledrectangle( $image, 0, 0, (int) ( $width / 2 ), (int) ( $height / 2 ), (int) imagecolorallocate( $image, 20, 140, 220 ) );
		ob_start();
		switch ( $format ) {
			case 'png':
				imagepng( $image );
				break;
			case 'gif':
				imagegif( $image );
				break;
			case 'webp':
				imagewebp( $image );
				break;
			case 'bmp':
				imagebmp( $image );
				break;
			default:
				imagejpeg( $image, null, 85 );
		}
		return (string) ob_get_clean();
	}

	/**
	 * An uploaded-file entry for an image drawn with GD.
	 *
	 * @param string $name   Client file name.
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @param string $format Format.
	 * @return array{path: string, name: string}
	 */
	protected function upload( string $name, int $width = 40, int $height = 60, string $format = 'jpeg' ): array {
		return array(
			'path' => $this->temp_file( $this->image_bytes( $width, $height, $format ) ),
			'name' => $name,
		);
	}

	/**
	 * Builds a ZIP archive.
	 *
	 * @param array<string, string|null> $entries Entry name => contents (null for a folder entry).
	 * @param callable|null              $tweak   Called with the open ZipArchive before closing.
	 */
	protected function zip( array $entries, ?callable $tweak = null ): string {
		$path = $this->temp_file();
		$zip  = new \ZipArchive();
		$this->assertTrue( $zip->open( $path, \ZipArchive::OVERWRITE ) );
		foreach ( $entries as $name => $bytes ) {
			if ( null === $bytes ) {
				$zip->addEmptyDir( rtrim( $name, '/' ) );
			} else {
				$zip->addFromString( $name, $bytes );
			}
		}
		if ( $tweak ) {
			$tweak( $zip );
		}
		$this->assertTrue( $zip->close() );
		return $path;
	}

	/**
	 * The chapter row as stored.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	protected function chapter_row( int $chapter_id ): ?object {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM `$table` WHERE chapter_id = %d", $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * The raw data JSON rows of a chapter, storage => decoded JSON.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @return array<string, mixed>
	 */
	protected function data_rows( int $chapter_id ): array {
		global $wpdb;
		$table = Schema::tables()['data'];
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT storage, data FROM `$table` WHERE chapter_id = %d", $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$data  = array();
		foreach ( $rows as $row ) {
			$data[ $row->storage ] = json_decode( $row->data, true );
		}
		return $data;
	}

	/**
	 * File names in a chapter folder, sorted.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $folder   Chapter folder.
	 * @return string[]
	 */
	protected function files_in( int $manga_id, string $folder ): array {
		$names = Files::names( Paths::data_dir() . get_post_meta( $manga_id, MetaKeys::UNIQUE_ID, true ) . '/' . $folder );
		sort( $names );
		return $names;
	}

	/**
	 * Number of chapter rows of a manga.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	protected function chapter_count( int $manga_id ): int {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `$table` WHERE post_id = %d", $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Asserts a result is a WP_Error with the given code.
	 *
	 * @param string $code   Expected error code.
	 * @param mixed  $result Result.
	 */
	protected function assertWpError( string $code, $result ): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's assertion naming.
		$this->assertInstanceOf( \WP_Error::class, $result, 'expected a WP_Error ' . $code );
		$this->assertSame( $code, $result->get_error_code(), $result->get_error_message() );
		$this->assertNotSame( '', $result->get_error_message() );
	}
}
