<?php
/**
 * Rows as running Madara sites write them (MADARA.md §7; tests/fixtures/madara/observed.php) read through the
 * repository, the URLs and the resolver without a PHP warning (PHPUnit turns any into a failure): `n-a` slugs,
 * empty and NULL chapter_metas, NULL storage_in_use, int chapter_index, percent-encoded unicode slugs in and
 * out of a volume, broken and missing page lists, an expired Google Photos chapter, and the page order.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Madara;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Page;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Routing\Resolver;
use Yomu\Core\Routing\Urls;

require_once __DIR__ . '/FixtureCase.php';

/**
 * The §7 shapes.
 */
final class ObservedRowsTest extends FixtureCase {

	/**
	 * An observed chapter by key, read through the repository.
	 *
	 * @param string $key Key in observed_chapters (or n3).
	 */
	private function observed( string $key ): Chapter {
		$id      = (int) ( self::$fixture['observed_chapters'][ $key ] ?? self::$fixture['novel_chapters'][ $key ] );
		$chapter = ChapterRepository::find( $id );
		$this->assertNotNull( $chapter, $key );
		return $chapter;
	}

	/**
	 * File names of page URLs.
	 *
	 * @param Page[] $pages Pages.
	 * @return string[]
	 */
	private static function files( array $pages ): array {
		return array_map( static fn ( Page $page ): string => basename( $page->url ), $pages );
	}

	public function test_odd_columns_read_as_plain_values(): void {
		$na = $this->observed( 'na' );
		$this->assertSame( array( 'n-a', array(), 'local', 0 ), array( $na->slug, $na->metas, $na->storage, $na->volume_id ), "re-slugged n-a, metas ''" );
		$unicode = $this->observed( 'unicode' );
		$this->assertSame( array(), $unicode->metas, 'NULL chapter_metas (Core 1.6.x)' );
		$this->assertSame( '', $unicode->folder() );
		$this->assertSame( '%e7%ac%ac2%e8%a9%b1', $unicode->slug );
		$index = $this->observed( 'index' );
		$this->assertSame( array( 3, 3.5 ), array( $index->index, $index->sort ), 'chapter_index 3.5 stored as the int 3' );
		$this->assertSame( 3.5, ChapterRepository::sort_value( $index ) );
		foreach ( array( 'v1', 'v2', 'n3', 'audio-1' ) as $key ) {
			// storage_in_use NULL on text and video chapters: read as the column's default.
			$this->assertSame( 'local', $this->observed( $key )->storage, $key );
			$this->assertSame( array(), ChapterRepository::pages( $this->observed( $key ) ), $key );
		}
		$this->assertSame( '<p>Üçüncü bölüm.</p>', ChapterRepository::text( $this->observed( 'n3' ) ) );
	}

	public function test_the_odd_manga_reads_in_order_volume_first(): void {
		$by_id = array_flip( self::$fixture['observed_chapters'] );
		$order = array_map( static fn ( Chapter $chapter ): string => (string) $by_id[ $chapter->id ], ChapterRepository::reading_order( (int) self::$fixture['odd'] ) );
		$this->assertSame( array( 'unicode', 'na', 'index', 'broken', 'missing', 'gphotos' ), $order );
	}

	public function test_page_lists_broken_missing_and_expired(): void {
		$this->assertSame( array( '01.png', '02.png' ), self::files( ChapterRepository::pages( $this->observed( 'na' ) ) ) );
		$this->assertSame( array(), ChapterRepository::pages( $this->observed( 'broken' ) ), 'JSON that does not parse: no pages' );
		$this->assertSame( array(), PageRows::get( self::$fixture['observed_chapters']['broken'] ), 'the editor sees an empty list too' );
		// A page whose file is gone keeps its place (the reader shows a broken image, as Madara does; the
		// pre-switch check reports the file).
		$missing = ChapterRepository::pages( $this->observed( 'missing' ) );
		$this->assertCount( 1, $missing );
		$this->assertFileDoesNotExist( self::$fixture['data_dir'] . substr( $missing[0]->url, strlen( self::$fixture['data_url'] ) ) );
		// Google Photos links have no file extension (and expired): like Madara without its refresh, no pages.
		$gphotos = $this->observed( 'gphotos' );
		$this->assertSame( 'gphotos', $gphotos->storage );
		$this->assertSame( array( 'gphotos' ), ChapterRepository::hosts( $gphotos ) );
		$this->assertSame( array(), ChapterRepository::pages( $gphotos ) );
	}

	public function test_pages_follow_the_json_members_order_not_the_keys(): void {
		global $wpdb;
		$chapter = $this->observed( 'unicode' );
		$this->assertSame( array( '1.png', '3.png', 'page-2.png' ), self::files( ChapterRepository::pages( $chapter ) ) );
		// Madara numbers the upload's files, natcasesorts them keeping those numbers, and writes them in that
		// order: {"1": 1.png, "3": 2.png, "2": 10.png} is read 1, 2, 10.
		$table = $wpdb->prefix . 'manga_chapters_data';
		$query = $wpdb->prepare( "SELECT data FROM `$table` WHERE chapter_id = %d AND storage = 'local'", $chapter->id ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$saved = (string) $wpdb->get_var( $query ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		$base  = dirname( (string) json_decode( $saved, true )[1]['src'] ) . '/';
		$data  = '{"1":{"src":"' . $base . '1.png","mime":"image/png"},"3":{"src":"' . $base . '2.png","mime":"image/png"},"2":{"src":"' . $base . '10.png","mime":"image/png"}}';
		$wpdb->update( $table, array( 'data' => $data ), array( 'chapter_id' => $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Cache::bump( (int) self::$fixture['odd'] );
		try {
			$this->assertSame( array( '1.png', '2.png', '10.png' ), self::files( ChapterRepository::pages( $chapter ) ) );
			$this->assertSame( array( 1, 2, 3 ), array_map( static fn ( Page $page ): int => $page->number, ChapterRepository::pages( $chapter ) ) );
			$this->assertSame( array( '1.png', '2.png', '10.png' ), array_map( static fn ( array $entry ): string => basename( $entry['src'] ), PageRows::get( $chapter->id ) ?? array() ) );
		} finally {
			$wpdb->update( $table, array( 'data' => $saved ), array( 'chapter_id' => $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Cache::bump( (int) self::$fixture['odd'] );
		}
	}

	public function test_urls_print_the_stored_slug_and_resolve_with_and_without_the_volume(): void {
		$odd     = get_post( (int) self::$fixture['odd'] );
		$novel   = get_post( (int) self::$fixture['novel'] );
		$unicode = $this->observed( 'unicode' );
		// The stored slug is already the percent-encoding of 第2話: printed as is, a browser shows 第2話.
		$this->assertSame( home_url( '/manga/' . self::$fixture['odd_slug'] . '/cilt-1/%e7%ac%ac2%e8%a9%b1/' ), Urls::chapter( $odd, $unicode ) );
		$this->assertSame( home_url( '/manga/' . self::$fixture['odd_slug'] . '/n-a/' ), Urls::chapter( $odd, $this->observed( 'na' ) ) );
		$this->assertSame( home_url( '/manga/' . self::$fixture['novel_slug'] . '/%e7%ac%ac3%e8%a9%b1/' ), Urls::chapter( $novel, $this->observed( 'n3' ) ) );

		// WordPress hands the segments over decoded (%E7 or %e7 in the link alike); a query var may carry the stored form.
		$tries = array(
			array( 'chapter' => '第2話' ),
			array(
				'chapter' => '第2話',
				'volume'  => 'cilt-1',
			),
			array( 'chapter' => '%e7%ac%ac2%e8%a9%b1' ),
			array(
				'chapter' => '%e7%ac%ac2%e8%a9%b1',
				'volume'  => 'cilt-1',
			),
		);
		foreach ( $tries as $vars ) {
			$request = Resolver::resolve( $odd, $vars );
			$this->assertNotNull( $request, (string) wp_json_encode( $vars ) );
			$this->assertSame( $unicode->id, $request->chapter->id ?? 0 );
		}
		$this->assertNull( Resolver::resolve( $odd, array( 'chapter' => '第2話', 'volume' => 'n-a' ) ), 'a wrong volume stays a 404' ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( $this->observed( 'na' )->id, Resolver::resolve( $odd, array( 'chapter' => 'n-a' ) )->chapter->id ?? 0 );
		$this->assertSame( $this->observed( 'n3' )->id, Resolver::resolve( $novel, array( 'chapter' => '第3話' ) )->chapter->id ?? 0 );
	}
}
