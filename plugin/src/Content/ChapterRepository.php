<?php
/**
 * Reads volumes, chapters, pages and text bodies the way Madara stores them (MADARA.md §1.2–§1.4).
 * Every read is cached per manga (see Cache) and all SQL is prepared.
 *
 * Ordering decisions where Madara was inconsistent:
 * - A chapter's sort value is chapter_sort; rows from before Madara 2.2.6 (chapter_sort 0) fall back to
 *   chapter_index, then to the first number in the chapter name. Ties go to date, then chapter_id.
 * - Reading order runs through volumes by volume_index (then volume_id); chapters without a volume come
 *   after every volume (they are usually the newest, not yet collected).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

use Yomu\Core\Content\Schedule\Table;
use Yomu\Core\Content\Storage\Paths;

/**
 * Read side of the chapter tables.
 */
final class ChapterRepository {

	/**
	 * Volumes of a manga in ascending reading order.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return Volume[]
	 */
	public static function volumes( int $manga_id ): array {
		return Cache::remember(
			$manga_id,
			'volumes',
			static function () use ( $manga_id ): array {
				global $wpdb;
				$table = Schema::tables()['volumes'];
				$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `$table` WHERE post_id = %d ORDER BY volume_index ASC, volume_id ASC", $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				return array_map( array( Volume::class, 'from_row' ), (array) $rows );
			}
		);
	}

	/**
	 * One volume of a manga.
	 *
	 * @param int $manga_id  Manga post ID.
	 * @param int $volume_id Volume ID.
	 */
	public static function volume( int $manga_id, int $volume_id ): ?Volume {
		foreach ( self::volumes( $manga_id ) as $volume ) {
			if ( $volume->id === $volume_id ) {
				return $volume;
			}
		}
		return null;
	}

	/**
	 * The chapters of a manga readers can see, in reading order (first chapter first): scheduled chapters are left
	 * out (Schedule\Table). Editors' screens and writers read with_scheduled().
	 *
	 * @param int $manga_id Manga post ID.
	 * @return Chapter[]
	 */
	public static function reading_order( int $manga_id ): array {
		$all       = self::with_scheduled( $manga_id );
		$scheduled = Table::of_manga( $manga_id );
		return $scheduled ? array_values( array_filter( $all, static fn ( Chapter $chapter ): bool => ! isset( $scheduled[ $chapter->id ] ) ) ) : $all;
	}

	/**
	 * Every chapter of a manga in reading order, scheduled ones included: for its editors and for writes.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return Chapter[]
	 */
	public static function with_scheduled( int $manga_id ): array {
		return Cache::remember(
			$manga_id,
			'reading-order',
			static function () use ( $manga_id ): array {
				global $wpdb;
				$table = Schema::tables()['chapters'];
				$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `$table` WHERE post_id = %d", $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				return self::in_reading_order( $manga_id, (array) $rows );
			}
		);
	}

	/**
	 * Reads the volumes and reading orders of many manga in two queries (a page of listing cards), caching each
	 * as volumes() and reading_order() would.
	 *
	 * @param int[] $manga_ids Manga post IDs.
	 */
	public static function prime( array $manga_ids ): void {
		global $wpdb;
		self::prime_volumes( $manga_ids );
		Table::prime( $manga_ids );
		$manga_ids = self::not_cached( $manga_ids, 'reading-order' );
		if ( ! $manga_ids ) {
			return;
		}
		$table    = Schema::tables()['chapters'];
		$in       = implode( ',', array_fill( 0, count( $manga_ids ), '%d' ) );
		$by_manga = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `$table` WHERE post_id IN ($in)", $manga_ids ) ) as $row ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
			$by_manga[ (int) $row->post_id ][] = $row;
		}
		foreach ( $manga_ids as $id ) {
			Cache::store( $id, 'reading-order', self::in_reading_order( $id, $by_manga[ $id ] ?? array() ) );
		}
	}

	/**
	 * Reads the volumes of many manga in one query, caching each as volumes() would.
	 *
	 * @param int[] $manga_ids Manga post IDs.
	 */
	public static function prime_volumes( array $manga_ids ): void {
		global $wpdb;
		$manga_ids = self::not_cached( $manga_ids, 'volumes' );
		if ( ! $manga_ids ) {
			return;
		}
		$table    = Schema::tables()['volumes'];
		$in       = implode( ',', array_fill( 0, count( $manga_ids ), '%d' ) );
		$by_manga = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `$table` WHERE post_id IN ($in) ORDER BY volume_index ASC, volume_id ASC", $manga_ids ) ) as $row ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
			$by_manga[ (int) $row->post_id ][] = Volume::from_row( $row );
		}
		foreach ( $manga_ids as $id ) {
			Cache::store( $id, 'volumes', $by_manga[ $id ] ?? array() );
		}
	}

	/**
	 * Valid manga IDs, once each, whose value under this key is not cached yet.
	 *
	 * @param int[]  $manga_ids Manga post IDs.
	 * @param string $key       Cache key within a manga.
	 * @return int[]
	 */
	private static function not_cached( array $manga_ids, string $key ): array {
		return array_values( array_filter( array_unique( array_map( 'intval', $manga_ids ) ), static fn ( int $id ): bool => $id > 0 && ! Cache::has( $id, $key ) ) );
	}

	/**
	 * Chapter rows of one manga as chapters in reading order (see the class comment).
	 *
	 * @param int      $manga_id Manga post ID.
	 * @param object[] $rows     Rows of the chapters table.
	 * @return Chapter[]
	 */
	private static function in_reading_order( int $manga_id, array $rows ): array {
		$chapters = array_map( array( Chapter::class, 'from_row' ), $rows );
		$position = array();
		foreach ( self::volumes( $manga_id ) as $i => $volume ) {
			$position[ $volume->id ] = $i;
		}
		$last = count( $position );
		// Each chapter's keys computed once (a comparator would run the name's regex about 2 log n times per
		// chapter: a page of 24 cards sorts 1,200 chapters), then sorted column by column in C. Ids are unique,
		// so no two chapters tie on every key.
		$volume_keys = array();
		$sort_keys   = array();
		$date_keys   = array();
		$id_keys     = array();
		foreach ( $chapters as $chapter ) {
			$volume_keys[] = $position[ $chapter->volume_id ] ?? $last;
			$sort_keys[]   = self::sort_value( $chapter );
			$date_keys[]   = $chapter->date_gmt;
			$id_keys[]     = $chapter->id;
		}
		array_multisort( $volume_keys, SORT_NUMERIC, $sort_keys, SORT_NUMERIC, $date_keys, SORT_STRING, $id_keys, SORT_NUMERIC, $chapters );
		return $chapters;
	}

	/**
	 * The value a chapter sorts by (see the class comment).
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function sort_value( Chapter $chapter ): float {
		if ( 0.0 !== $chapter->sort ) {
			return $chapter->sort;
		}
		if ( 0 !== $chapter->index ) {
			return (float) $chapter->index;
		}
		return preg_match( '/\d+(?:[.,]\d+)?/', $chapter->name, $match ) ? (float) str_replace( ',', '.', $match[0] ) : 0.0;
	}

	/**
	 * Chapters grouped for a chapter list: [ [volume or null, chapters], … ] in the given direction.
	 * 'desc' (Madara's default) lists the newest volume and chapter first; chapters without a volume come
	 * first in desc and last in asc, consistent with the reading order. The volumes may run in their own
	 * direction (Madara's manga_volumes_order), the chapters inside each keeping $order.
	 *
	 * @param int    $manga_id      Manga post ID.
	 * @param string $order         'asc' or 'desc' (chapters, and volumes unless $volumes_order is given).
	 * @param string $volumes_order 'asc', 'desc' or '' (as $order).
	 * @param bool   $scheduled     Whether scheduled chapters are listed too (editors' screens).
	 * @return array<int, array{0: Volume|null, 1: Chapter[]}>
	 */
	public static function grouped( int $manga_id, string $order = 'desc', string $volumes_order = '', bool $scheduled = false ): array {
		$volumes = array();
		foreach ( self::volumes( $manga_id ) as $volume ) {
			$volumes[ $volume->id ] = $volume;
		}
		$groups = array();
		foreach ( $scheduled ? self::with_scheduled( $manga_id ) : self::reading_order( $manga_id ) as $chapter ) {
			$key = isset( $volumes[ $chapter->volume_id ] ) ? $chapter->volume_id : 0;
			if ( ! isset( $groups[ $key ] ) ) {
				$groups[ $key ] = array( $volumes[ $key ] ?? null, array() );
			}
			$groups[ $key ][1][] = $chapter;
		}
		$groups = array_values( $groups );
		if ( 'desc' === $order ) {
			$groups = array_map( static fn ( array $group ): array => array( $group[0], array_reverse( $group[1] ) ), $groups );
		}
		return 'desc' === ( '' === $volumes_order ? $order : $volumes_order ) ? array_reverse( $groups ) : $groups;
	}

	/**
	 * A chapter by ID.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function find( int $chapter_id ): ?Chapter {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM `$table` WHERE chapter_id = %d", $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return $row ? Chapter::from_row( $row ) : null;
	}

	/**
	 * A chapter by ID as a visitor may name it (a purchase, a bookmark, a comment): null for a scheduled chapter,
	 * unless the visitor may edit its manga.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function visible( int $chapter_id ): ?Chapter {
		$chapter = self::find( $chapter_id );
		return null === $chapter || ! isset( Table::of_manga( $chapter->manga_id )[ $chapter->id ] ) || current_user_can( 'edit_post', $chapter->manga_id ) ? $chapter : null;
	}

	/**
	 * A chapter of a manga by slug. When a volume slug is given it must match the chapter's volume. A scheduled
	 * chapter is found only for those who may edit the manga (its preview).
	 *
	 * @param int         $manga_id    Manga post ID.
	 * @param string      $slug        Chapter slug.
	 * @param string|null $volume_slug Volume URL segment, or null when the URL had none.
	 */
	public static function by_slug( int $manga_id, string $slug, ?string $volume_slug = null ): ?Chapter {
		$chapters = Table::of_manga( $manga_id ) && current_user_can( 'edit_post', $manga_id ) ? self::with_scheduled( $manga_id ) : self::reading_order( $manga_id );
		foreach ( $chapters as $chapter ) {
			if ( $chapter->slug !== $slug ) {
				continue;
			}
			if ( null === $volume_slug ) {
				return $chapter;
			}
			$volume = self::volume( $manga_id, $chapter->volume_id );
			return ( $volume ? $volume->slug() : 'n-a' ) === $volume_slug ? $chapter : null;
		}
		return null;
	}

	/**
	 * Previous and next chapters in reading order (across volumes).
	 *
	 * @param Chapter $chapter Chapter.
	 * @return array{prev: Chapter|null, next: Chapter|null}
	 */
	public static function neighbours( Chapter $chapter ): array {
		// A scheduled chapter (an editor's preview) sits among every chapter; a published one among the published.
		$all = isset( Table::of_manga( $chapter->manga_id )[ $chapter->id ] ) ? self::with_scheduled( $chapter->manga_id ) : self::reading_order( $chapter->manga_id );
		foreach ( $all as $i => $candidate ) {
			if ( $candidate->id === $chapter->id ) {
				return array(
					'prev' => $all[ $i - 1 ] ?? null,
					'next' => $all[ $i + 1 ] ?? null,
				);
			}
		}
		return array(
			'prev' => null,
			'next' => null,
		);
	}

	/**
	 * The storages (hosts) that hold pages for a chapter, in data_id order.
	 *
	 * @param Chapter $chapter Chapter.
	 * @return array<string, array<string, mixed>> storage => raw page map (Madara's JSON, keys from 1)
	 */
	public static function page_data( Chapter $chapter ): array {
		return Cache::remember(
			$chapter->manga_id,
			'pages:' . $chapter->id,
			static function () use ( $chapter ): array {
				global $wpdb;
				$table = Schema::tables()['data'];
				$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT storage, data FROM `$table` WHERE chapter_id = %d ORDER BY data_id ASC", $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$data  = array();
				foreach ( (array) $rows as $row ) {
					$decoded = json_decode( (string) $row->data, true );
					if ( is_array( $decoded ) ) {
						$data[ (string) $row->storage ] = $decoded;
					}
				}
				return $data;
			}
		);
	}

	/**
	 * Reads the page lists of the listed chapters in one query, cached as page_data() caches them.
	 *
	 * @param int       $manga_id Manga post ID.
	 * @param Chapter[] $chapters Chapters.
	 */
	public static function prime_page_data( int $manga_id, array $chapters ): void {
		$ids = array();
		foreach ( $chapters as $chapter ) {
			if ( ! Cache::has( $manga_id, 'pages:' . $chapter->id ) ) {
				$ids[] = $chapter->id;
			}
		}
		if ( ! $ids ) {
			return;
		}
		global $wpdb;
		$table = Schema::tables()['data'];
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, storage, data FROM `$table` WHERE chapter_id IN ($in) ORDER BY data_id ASC", $ids ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
		$data  = array_fill_keys( $ids, array() );
		foreach ( (array) $rows as $row ) {
			$decoded = json_decode( (string) $row->data, true );
			if ( is_array( $decoded ) ) {
				$data[ (int) $row->chapter_id ][ (string) $row->storage ] = $decoded;
			}
		}
		foreach ( $data as $id => $storages ) {
			Cache::store( $manga_id, 'pages:' . $id, $storages );
		}
	}

	/**
	 * Storage names available for a chapter (for the host selector).
	 *
	 * @param Chapter $chapter Chapter.
	 * @return string[]
	 */
	public static function hosts( Chapter $chapter ): array {
		return array_keys( self::page_data( $chapter ) );
	}

	/**
	 * The image pages of a chapter from the requested host (?host=), else the chapter's storage in use,
	 * else the first storage that has pages. Pages whose src has no file extension are dropped, as Madara does.
	 * The order is the order of the JSON object's members, not of their keys: Madara numbers the files before
	 * it natcasesorts them and keeps those numbers, so {"1":"1.jpg","3":"2.jpg","2":"10.jpg"} reads 1, 2, 10
	 * (MADARA.md §7 "page order"), and Madara's own reader walks the list in that order too.
	 *
	 * @param Chapter $chapter Chapter.
	 * @param string  $host    Requested storage, '' for the default.
	 * @return Page[]
	 */
	public static function pages( Chapter $chapter, string $host = '' ): array {
		$data    = self::page_data( $chapter );
		$storage = isset( $data[ $host ] ) ? $host : ( isset( $data[ $chapter->storage ] ) ? $chapter->storage : (string) array_key_first( $data ) );
		$raw     = $data[ $storage ] ?? array();
		$pages   = array();
		foreach ( $raw as $entry ) {
			$src = is_array( $entry ) && isset( $entry['src'] ) && is_string( $entry['src'] ) ? $entry['src'] : '';
			if ( '' === $src || '' === pathinfo( (string) wp_parse_url( $src, PHP_URL_PATH ), PATHINFO_EXTENSION ) ) {
				continue;
			}
			$pages[] = new Page(
				count( $pages ) + 1,
				self::url( $src, $chapter ),
				isset( $entry['mime'] ) && is_string( $entry['mime'] ) ? $entry['mime'] : '',
				(int) ( $entry['w'] ?? 0 ),
				(int) ( $entry['h'] ?? 0 ),
				self::variants( $entry[ Variant::ENTRY_KEY ] ?? null, $chapter )
			);
		}
		return $pages;
	}

	/**
	 * The URL of a stored src for this visitor: absolute as it is, relative under the data folder's URL, unless the
	 * filter `yomu_page_url` gives another (a locked chapter's pages go through signed links: Premium\Files).
	 *
	 * @param string  $src     Stored src.
	 * @param Chapter $chapter The chapter the page belongs to.
	 */
	private static function url( string $src, Chapter $chapter ): string {
		$url = preg_match( '#^(https?:)?//#i', $src ) ? $src : Paths::public_data_url() . ltrim( $src, '/' );
		/**
		 * The URL a page or variant file is shown at.
		 *
		 * @param string  $url     Its public URL.
		 * @param string  $src     The stored src (relative to the data folder, or an absolute URL).
		 * @param Chapter $chapter Its chapter.
		 */
		return (string) apply_filters( 'yomu_page_url', $url, $src, $chapter );
	}

	/**
	 * The variants of a page entry that are well formed, narrowest first.
	 *
	 * @param mixed   $raw     The entry's yomu_variants member.
	 * @param Chapter $chapter The chapter the page belongs to.
	 * @return Variant[]
	 */
	private static function variants( $raw, Chapter $chapter ): array {
		$variants = array();
		foreach ( is_array( $raw ) ? $raw : array() as $one ) {
			$valid = is_array( $one ) && isset( $one['src'], $one['mime'], $one['w'], $one['h'] ) && is_string( $one['src'] ) && '' !== $one['src'] && is_string( $one['mime'] ) && (int) $one['w'] > 0 && (int) $one['h'] > 0;
			if ( $valid ) {
				$variants[] = new Variant( self::url( $one['src'], $chapter ), $one['mime'], (int) $one['w'], (int) $one['h'] );
			}
		}
		usort( $variants, static fn ( Variant $a, Variant $b ): int => $a->width <=> $b->width );
		return $variants;
	}

	/**
	 * The HTML body of a text or video chapter (its chapter_text_content post), '' when missing.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function text( Chapter $chapter ): string {
		return Cache::remember(
			$chapter->manga_id,
			'text:' . $chapter->id,
			static function () use ( $chapter ): string {
				$posts = get_posts(
					array(
						'post_type'        => PostTypes::TEXT_CONTENT,
						'post_parent'      => $chapter->id,
						'post_status'      => 'any',
						'numberposts'      => 1,
						'orderby'          => 'ID',
						'order'            => 'ASC',
						'suppress_filters' => true,
					)
				);
				return $posts ? (string) $posts[0]->post_content : '';
			}
		);
	}
}
