<?php
/**
 * `wp yomu import` (Import\Importer with its sources and layout): a ZIP or folder of chapter folders becomes
 * chapters in natural order; a dry run changes nothing; existing chapters are skipped or overwritten; bad
 * layouts, non-image files and unsafe archives are refused before anything is written.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Import;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Import\FolderSource;
use Yomu\Core\Import\Importer;
use Yomu\Core\Import\Layout;
use Yomu\Core\Import\Source;
use Yomu\Core\Import\ZipSource;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

// phpcs:disable WordPress.WP.AlternativeFunctions -- building test folders.

final class ImportTest extends ChapterTestCase {

	/**
	 * Folders made by the test.
	 *
	 * @var string[]
	 */
	private array $dirs = array();

	protected function tearDown(): void {
		foreach ( array_reverse( $this->dirs ) as $dir ) {
			foreach ( array_reverse( $this->tree( $dir ) ) as $path ) {
				is_dir( $path ) ? rmdir( $path ) : unlink( $path );
			}
			rmdir( $dir );
		}
		$this->dirs = array();
		parent::tearDown();
	}

	/**
	 * Every path under a folder, parents first.
	 *
	 * @param string $dir Folder.
	 * @return string[]
	 */
	private function tree( string $dir ): array {
		$paths = array();
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::SELF_FIRST ) as $file ) {
			$paths[] = (string) $file;
		}
		return $paths;
	}

	/**
	 * A folder holding the given files.
	 *
	 * @param array<string, string> $files Relative path => contents.
	 */
	private function folder( array $files ): string {
		$dir          = get_temp_dir() . 'yomu-import-test-' . wp_generate_password( 8, false );
		$this->dirs[] = $dir;
		mkdir( $dir );
		foreach ( $files as $path => $bytes ) {
			wp_mkdir_p( dirname( $dir . '/' . $path ) );
			file_put_contents( $dir . '/' . $path, $bytes );
		}
		return $dir;
	}

	/**
	 * Every file under the data folder.
	 *
	 * @return string[]
	 */
	private function data_files(): array {
		return is_dir( Paths::data_dir() ) ? $this->tree( Paths::data_dir() ) : array();
	}

	/**
	 * Plans and runs an import.
	 *
	 * @param int    $manga_id  Manga.
	 * @param Source $source    Source.
	 * @param string $volume    Default volume.
	 * @param bool   $overwrite Overwrite existing chapters.
	 * @return array{created: int, overwritten: int, skipped: int, pages: int, error: \WP_Error|null}
	 */
	private function import( int $manga_id, Source $source, string $volume = '', bool $overwrite = false ): array {
		$plan = Importer::plan( $manga_id, $source, $volume, $overwrite );
		$this->assertIsArray( $plan, is_wp_error( $plan ) ? $plan->get_error_message() : '' );
		$done = Importer::run( $manga_id, $plan, $source );
		$source->close();
		return $done;
	}

	/**
	 * Pages of a chapter as [width, height] in reading order.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @return array<int, array{0: int, 1: int}>
	 */
	private function page_sizes( int $chapter_id ): array {
		$local = $this->data_rows( $chapter_id )['local'] ?? array();
		$sizes = array();
		foreach ( $local as $page ) {
			$this->assertFileExists( Paths::data_dir() . $page['src'] );
			$sizes[] = array( $page['w'], $page['h'] );
		}
		return $sizes;
	}

	public function test_a_zip_of_three_chapters_becomes_three_chapters_in_natural_order_and_a_dry_run_changes_nothing(): void {
		$manga = self::factory()->manga->create();
		$zip   = $this->zip(
			array(
				'Chapter 10 -- Finale/1.png' => $this->image_bytes( 30, 10, 'png' ),
				'Chapter 2/10.jpg'           => $this->image_bytes( 22, 10 ),
				'Chapter 2/2.jpg'            => $this->image_bytes( 21, 10 ),
				'Chapter 2/.DS_Store'        => "\0\0\0\1Bud1",
				'__MACOSX/Chapter 2/._2.jpg' => 'resource fork',
				'Chapter 1 -- Start/'        => null,
				'Chapter 1 -- Start/b.png'   => $this->image_bytes( 12, 10, 'png' ),
				'Chapter 1 -- Start/a.png'   => $this->image_bytes( 11, 10, 'png' ),
			)
		);

		$source = new ZipSource( $zip );
		$plan   = Importer::plan( $manga, $source, '', false );
		$source->close();
		$this->assertIsArray( $plan );
		$this->assertSame(
			array(
				array( 'create', 'Chapter 1', 'Start', 2 ),
				array( 'create', 'Chapter 2', '', 2 ),
				array( 'create', 'Chapter 10', 'Finale', 1 ),
			),
			array_map( static fn ( array $item ): array => array( $item['action'], $item['name'], $item['extend'], count( $item['files'] ) ), $plan )
		);
		$this->assertSame( 0, $this->chapter_count( $manga ), 'planning (the dry run) writes nothing' );
		$this->assertSame( array(), $this->data_files() );

		$done = $this->import( $manga, new ZipSource( $zip ) );
		$this->assertNull( $done['error'] );
		$this->assertSame( array( 3, 5 ), array( $done['created'], $done['pages'] ) );
		$chapters = ChapterRepository::reading_order( $manga );
		$this->assertSame( array( 'Chapter 1', 'Chapter 2', 'Chapter 10' ), array_map( static fn ( $c ) => $c->name, $chapters ) );
		$this->assertSame( array( 'Start', '', 'Finale' ), array_map( static fn ( $c ) => $c->name_extend, $chapters ) );
		$this->assertSame( array( 'chapter-1', 'chapter-2', 'chapter-10' ), array_map( static fn ( $c ) => $c->slug, $chapters ) );
		$this->assertSame( array( array( 11, 10 ), array( 12, 10 ) ), $this->page_sizes( $chapters[0]->id ) );
		$this->assertSame( array( array( 21, 10 ), array( 22, 10 ) ), $this->page_sizes( $chapters[1]->id ), '2.jpg before 10.jpg' );
		foreach ( $this->data_files() as $file ) {
			$this->assertMatchesRegularExpression( '/\.(png|jpg)$|\/[0-9a-f]{32}$|\/manga_[0-9a-f]+$|index\.php$|\.htaccess$/', $file, 'only re-encoded images (and the data folder guards) are stored' );
		}
		$this->assertNotSame( '', get_post_meta( $manga, MetaKeys::LATEST_UPDATE, true ) );
	}

	public function test_a_folder_with_volumes_existing_chapters_are_skipped_or_overwritten(): void {
		$manga = self::factory()->manga->create();
		$dir   = $this->folder(
			array(
				'Volume 1/Chapter 1/01.jpg' => $this->image_bytes( 10, 10 ),
				'Volume 1/Chapter 2/01.jpg' => $this->image_bytes( 10, 10 ),
				'Chapter 3/01.jpg'          => $this->image_bytes( 10, 10 ),
			)
		);
		$done  = $this->import( $manga, new FolderSource( $dir ), 'Extras' );
		$this->assertSame( 3, $done['created'] );
		$this->assertFileExists( $dir . '/Chapter 3/01.jpg', 'the folder is only read' );
		$volumes = array();
		foreach ( ChapterRepository::volumes( $manga ) as $volume ) {
			$volumes[ $volume->id ] = $volume->name;
		}
		$this->assertSame( array( 'Volume 1', 'Extras' ), array_values( $volumes ) );
		$in = array();
		foreach ( ChapterRepository::reading_order( $manga ) as $chapter ) {
			$in[ $chapter->name ] = $volumes[ $chapter->volume_id ];
		}
		$this->assertSame(
			array(
				'Chapter 1' => 'Volume 1',
				'Chapter 2' => 'Volume 1',
				'Chapter 3' => 'Extras',
			),
			$in
		);

		$again = $this->import( $manga, new FolderSource( $dir ), 'Extras' );
		$this->assertSame( array( 0, 3 ), array( $again['created'], $again['skipped'] ) );
		$this->assertSame( 3, $this->chapter_count( $manga ) );

		file_put_contents( $dir . '/Chapter 3/02.jpg', $this->image_bytes( 10, 10 ) );
		$over = $this->import( $manga, new FolderSource( $dir ), 'Extras', true );
		$this->assertSame( array( 0, 3 ), array( $over['created'], $over['overwritten'] ) );
		$this->assertSame( 3, $this->chapter_count( $manga ) );
		$last = ChapterRepository::reading_order( $manga )[2];
		$this->assertCount( 2, $this->page_sizes( $last->id ) );
	}

	public function test_a_chapter_that_fails_stops_the_run_and_names_its_folder_and_a_rerun_carries_on(): void {
		$manga = self::factory()->manga->create();
		$dir   = $this->folder(
			array(
				'Chapter 1/1.jpg' => $this->image_bytes( 10, 10 ),
				'Chapter 2/1.jpg' => 'not really a JPEG',
				'Chapter 3/1.jpg' => $this->image_bytes( 10, 10 ),
			)
		);
		$done  = $this->import( $manga, new FolderSource( $dir ) );
		$this->assertSame( 1, $done['created'] );
		$this->assertInstanceOf( \WP_Error::class, $done['error'] );
		$this->assertSame( 'yomu_image_type', $done['error']->get_error_code() );
		$this->assertStringContainsString( 'Chapter 2', $done['error']->get_error_message() );
		$this->assertSame( 1, $this->chapter_count( $manga ) );

		file_put_contents( $dir . '/Chapter 2/1.jpg', $this->image_bytes( 10, 10 ) );
		$rerun = $this->import( $manga, new FolderSource( $dir ) );
		$this->assertNull( $rerun['error'] );
		$this->assertSame( array( 2, 1 ), array( $rerun['created'], $rerun['skipped'] ) );
	}

	/**
	 * Layouts and contents refused before anything is written.
	 *
	 * @return array<string, array{0: array<string, string>, 1: string}>
	 */
	public static function refused(): array {
		return array(
			'image outside a chapter folder' => array( array( '1.jpg' => 'jpeg' ), 'yomu_import_loose_image' ),
			'nested too deep'                => array( array( 'A/B/C/1.jpg' => 'jpeg' ), 'yomu_import_too_deep' ),
			'volume folder holding an image' => array(
				array(
					'Vol 1/cover.jpg'  => 'jpeg',
					'Vol 1/Ch 1/1.jpg' => 'jpeg',
				),
				'yomu_import_mixed_folder',
			),
			'two folders, one chapter'       => array(
				array(
					'Ch 1/1.jpg'          => 'jpeg',
					'Ch 1 -- Again/1.jpg' => 'jpeg',
				),
				'yomu_import_duplicate',
			),
			'a PHP file'                     => array( array( 'Ch 1/shell.php' => '<?php echo 1;' ), 'not_image' ),
			'a PHP file named like clutter'  => array( array( 'Ch 1/x__MACOSX.php' => '<?php echo 1;' ), 'not_image' ),
			'nothing'                        => array( array( 'Ch 1/.DS_Store' => 'x' ), 'empty' ),
		);
	}

	/**
	 * Each refused layout or content, from a folder and from a ZIP.
	 *
	 * @dataProvider refused
	 *
	 * @param array<string, string> $files Relative path => contents ('jpeg' for a real image).
	 * @param string                $code  End of the expected error code.
	 */
	public function test_refused_in_a_folder_and_in_a_zip( array $files, string $code ): void {
		$manga = self::factory()->manga->create();
		foreach ( $files as $path => $bytes ) {
			$files[ $path ] = 'jpeg' === $bytes ? $this->image_bytes( 10, 10 ) : $bytes;
		}
		foreach ( array( new FolderSource( $this->folder( $files ) ), new ZipSource( $this->zip( $files ) ) ) as $source ) {
			$plan = Importer::plan( $manga, $source, '', false );
			$source->close();
			$this->assertInstanceOf( \WP_Error::class, $plan, get_class( $source ) );
			$this->assertStringEndsWith( $code, $plan->get_error_code(), $plan->get_error_message() );
			$this->assertNotSame( '', $plan->get_error_message() );
		}
		$this->assertSame( 0, $this->chapter_count( $manga ) );
		$this->assertSame( array(), $this->data_files() );
	}

	public function test_an_unsafe_zip_entry_is_refused(): void {
		$manga = self::factory()->manga->create();
		$zip   = $this->zip( array( 'Ch 1/1.jpg' => $this->image_bytes( 10, 10 ) ), static fn ( \ZipArchive $z ) => $z->addFromString( 'Ch 1/../../evil.jpg', 'x' ) );
		$plan  = Importer::plan( $manga, new ZipSource( $zip ), '', false );
		$this->assertWpError( 'yomu_zip_unsafe_path', $plan );
	}

	public function test_the_manga_is_found_by_id_or_slug_and_must_hold_image_chapters(): void {
		$manga = self::factory()->manga->create( array( 'post_name' => 'import-target' ) );
		$this->assertSame( $manga, Importer::manga( (string) $manga ) );
		$this->assertSame( $manga, Importer::manga( 'import-target' ) );
		$this->assertWpError( 'yomu_invalid_manga', Importer::manga( 'no-such-manga' ) );
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Not a manga',
				'post_status' => 'publish',
			)
		);
		$this->assertWpError( 'yomu_invalid_manga', Importer::manga( (string) $page ) );
		wp_delete_post( $page, true );

		$novel = self::factory()->manga->create();
		update_post_meta( $novel, MetaKeys::CHAPTER_TYPE, 'text' );
		$plan = Importer::plan( $novel, new FolderSource( $this->folder( array( 'Ch 1/1.jpg' => $this->image_bytes( 10, 10 ) ) ) ), '', false );
		$this->assertWpError( 'yomu_import_not_text', $plan, 'a novel takes text files, not images' );
		$drama = self::factory()->manga->create();
		update_post_meta( $drama, MetaKeys::CHAPTER_TYPE, 'video' );
		$plan = Importer::plan( $drama, new FolderSource( $this->folder( array( 'Ch 1.txt' => 'x' ) ) ), '', false );
		$this->assertWpError( 'yomu_chapter_type_mismatch', $plan );
	}

	public function test_a_zip_of_text_chapters_becomes_text_chapters(): void {
		$novel = self::factory()->manga->create();
		update_post_meta( $novel, MetaKeys::CHAPTER_TYPE, 'text' );
		$zip  = $this->zip(
			array(
				'Cilt 1/Bölüm 1.txt'               => "\xEF\xBB\xBFYağmur yağıyordu.\r\nİkinci satır.\r\n\r\n<b>Yeni</b> paragraf.",
				'Cilt 1/Bölüm 2 -- Başlangıç.html' => '<html><head><title>x</title></head><body><h2>Başlık</h2><p>Metin.</p><script>x()</script></body></html>',
				'Bölüm 3.txt'                      => "\xC7\xFD\xF0 d\xFC\xFEt\xFC.", // "Çığ düştü." in Windows-1254.
			)
		);
		$done = $this->import( $novel, new ZipSource( $zip ) );
		$this->assertNull( $done['error'] );
		$bodies = array();
		foreach ( ChapterRepository::grouped( $novel, 'asc' ) as $group ) {
			foreach ( $group[1] as $chapter ) {
				$bodies[ ( $group[0] ? $group[0]->name . '/' : '' ) . $chapter->title() ] = ChapterRepository::text( $chapter );
			}
		}
		$this->assertSame(
			array(
				'Cilt 1/Bölüm 1'             => "<p>Yağmur yağıyordu.<br>\nİkinci satır.</p>\n<p>&lt;b&gt;Yeni&lt;/b&gt; paragraf.</p>",
				'Cilt 1/Bölüm 2 - Başlangıç' => '<h2>Başlık</h2><p>Metin.</p>x()',
				'Bölüm 3'                    => '<p>Çığ düştü.</p>',
			),
			$bodies
		);

		$twice = $this->zip(
			array(
				'Bölüm 4.txt'  => 'a',
				'Bölüm 4.html' => '<p>b</p>',
			)
		);
		$this->assertWpError( 'yomu_import_two_texts', Importer::plan( $novel, new ZipSource( $twice ), '', false ) );
		$this->assertWpError( 'yomu_zip_not_text', Importer::plan( $novel, new ZipSource( $this->zip( array( 'Bölüm 5/1.jpg' => $this->image_bytes( 10, 10 ) ) ) ), '', false ) );
	}
	public function test_a_link_in_the_folder_is_refused(): void {
		$manga  = self::factory()->manga->create();
		$secret = $this->temp_file( $this->image_bytes( 10, 10 ) );
		$dir    = $this->folder( array( 'Ch 1/1.jpg' => $this->image_bytes( 10, 10 ) ) );
		symlink( $secret, $dir . '/Ch 1/2.jpg' );
		$plan = Importer::plan( $manga, new FolderSource( $dir ), '', false );
		$this->assertWpError( 'yomu_import_link', $plan );
		$this->assertSame( 0, $this->chapter_count( $manga ) );
	}

	public function test_layout_orders_numeric_folders_naturally_and_splits_subtitles(): void {
		$chapters = Layout::chapters(
			array(
				'10/1.jpg'                 => '10/1.jpg',
				'2/1.jpg'                  => '2/1.jpg',
				'Vol 2/1 -- A -- B/01.jpg' => 'Vol 2/1 -- A -- B/01.jpg',
				'Vol 10/3/01.jpg'          => 'Vol 10/3/01.jpg',
			),
			'Loose'
		);
		$this->assertIsArray( $chapters );
		$this->assertSame(
			array(
				array( 'Vol 2', '1', 'A -- B' ),
				array( 'Vol 10', '3', '' ),
				array( 'Loose', '2', '' ),
				array( 'Loose', '10', '' ),
			),
			array_map( static fn ( array $c ): array => array( $c['volume'], $c['name'], $c['extend'] ), $chapters )
		);
	}
}
