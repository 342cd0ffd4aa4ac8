<?php
/**
 * The two newest chapters a listing card shows, without reading every chapter of every manga on the page.
 *
 * They are kept in the manga's post meta `_yomu_latest_chapters` (the chapter rows a card needs), written
 * when a write changes the manga's chapters (Cache::bump, once per manga at the end of that request) and by the
 * hourly upkeep for manga that have none yet (sites switched from Madara, bulk imports). A page of cards then reads
 * them with the post meta it reads anyway: no chapter query at all. A manga without the meta falls back to its
 * whole reading order. Activation deletes every copy: chapters written while Yomu was off (by Madara) would
 * otherwise be missing from the cards; a chapter changed behind Yomu's back by hand-written SQL shows as it was
 * until the next write to that manga.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MadaraQueries;
use Yomu\Core\Content\PostTypes;

/**
 * Latest chapters of listing cards.
 */
final class LatestChapters {

	public const META  = '_yomu_latest_chapters';
	public const COUNT = 2;

	/** How many manga one upkeep run fills. */
	private const UPKEEP_BATCH = 500;

	/**
	 * Manga whose chapters changed in this request.
	 *
	 * @var array<int, true>
	 */
	private static array $changed = array();

	/**
	 * Hooks registration.
	 */
	public static function register(): void {
		add_action( 'yomu_manga_content_changed', array( self::class, 'changed' ) );
		add_action( \Yomu\Core\Views\Maintenance::HOOK, array( self::class, 'upkeep' ) );
	}

	/**
	 * Notes a manga whose chapters changed; its IDs are written once, when the request ends.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function changed( int $manga_id ): void {
		if ( ! self::$changed ) {
			add_action( 'shutdown', array( self::class, 'write_changed' ), 5 );
		}
		self::$changed[ $manga_id ] = true;
	}

	/**
	 * Writes the IDs of the manga changed in this request.
	 */
	public static function write_changed(): void {
		$changed       = array_keys( self::$changed );
		self::$changed = array();
		foreach ( $changed as $manga_id ) {
			self::write( $manga_id );
		}
	}

	/**
	 * Stores a manga's latest chapter IDs, newest first (none for a manga that is gone).
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function write( int $manga_id ): void {
		if ( PostTypes::MANGA !== get_post_type( $manga_id ) ) {
			return;
		}
		$rows = array_map( array( self::class, 'row' ), self::from_reading_order( $manga_id ) );
		update_post_meta( $manga_id, self::META, $rows );
	}

	/**
	 * The newest chapters of a manga, newest first.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return Chapter[]
	 */
	public static function of( int $manga_id ): array {
		if ( ! Cache::has( $manga_id, 'latest' ) ) {
			self::prime( array( $manga_id ) );
		}
		return Cache::remember( $manga_id, 'latest', static fn (): array => self::from_reading_order( $manga_id ) );
	}

	/**
	 * Reads the latest chapters of many manga from their stored rows, and the whole reading order of the others.
	 * Expects their post meta to be primed (a listing query does it).
	 *
	 * @param int[] $manga_ids Manga post IDs.
	 */
	public static function prime( array $manga_ids ): void {
		$manga_ids = array_filter( array_unique( array_map( 'intval', $manga_ids ) ), static fn ( int $id ): bool => ! Cache::has( $id, 'latest' ) );
		$fallback  = array();
		$volumes   = array(); // Manga whose card links a chapter in a volume: its URL names the volume.
		foreach ( $manga_ids as $manga_id ) {
			$chapters = self::stored( $manga_id );
			if ( null === $chapters ) {
				$fallback[] = $manga_id;
				continue;
			}
			Cache::store( $manga_id, 'latest', $chapters );
			foreach ( $chapters as $chapter ) {
				$volumes[] = 0 !== $chapter->volume_id ? $manga_id : 0;
			}
		}
		ChapterRepository::prime_volumes( array_filter( $volumes ) );
		ChapterRepository::prime( $fallback );
		foreach ( $fallback as $manga_id ) {
			Cache::store( $manga_id, 'latest', self::from_reading_order( $manga_id ) );
		}
	}

	/**
	 * The stored chapters of a manga, or null when none are stored (or they cannot be read).
	 *
	 * @param int $manga_id Manga post ID.
	 * @return Chapter[]|null
	 */
	private static function stored( int $manga_id ): ?array {
		$values = get_post_meta( $manga_id, self::META, false );
		$rows   = $values ? $values[0] : null;
		if ( ! is_array( $rows ) ) {
			return null;
		}
		$chapters = array();
		foreach ( $rows as $row ) {
			if ( ! is_array( $row ) || (int) ( $row['post_id'] ?? 0 ) !== $manga_id || ! isset( $row['chapter_id'], $row['chapter_name'], $row['chapter_slug'], $row['date'] ) ) {
				return null;
			}
			$chapters[] = Chapter::from_row( (object) $row );
		}
		return $chapters;
	}

	/**
	 * The columns of a chapter row a card needs.
	 *
	 * @param Chapter $chapter Chapter.
	 * @return array<string, int|float|string>
	 */
	private static function row( Chapter $chapter ): array {
		return array(
			'chapter_id'          => $chapter->id,
			'post_id'             => $chapter->manga_id,
			'volume_id'           => $chapter->volume_id,
			'chapter_name'        => $chapter->name,
			'chapter_name_extend' => $chapter->name_extend,
			'chapter_slug'        => $chapter->slug,
			'storage_in_use'      => $chapter->storage,
			'date'                => $chapter->date,
			'date_gmt'            => $chapter->date_gmt,
			'chapter_index'       => $chapter->index,
			'chapter_sort'        => $chapter->sort,
			'chapter_status'      => $chapter->status,
		);
	}

	/**
	 * Hourly: fills the IDs of manga that have none yet, a batch at a time.
	 */
	public static function upkeep(): void {
		self::fill( self::UPKEEP_BATCH );
	}

	/**
	 * Writes the IDs of up to $limit manga that have none; returns how many it wrote.
	 *
	 * @param int $limit Most manga to write.
	 */
	public static function fill( int $limit ): int {
		$ids = MadaraQueries::manga_without_meta( self::META, $limit );
		foreach ( $ids as $manga_id ) {
			self::write( $manga_id );
		}
		return count( $ids );
	}

	/**
	 * Forgets every stored copy (activation: chapters may have changed while Yomu was off).
	 */
	public static function forget_all(): void {
		delete_post_meta_by_key( self::META );
	}

	/**
	 * The newest chapters from the whole reading order.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return Chapter[]
	 */
	private static function from_reading_order( int $manga_id ): array {
		return array_slice( array_reverse( ChapterRepository::reading_order( $manga_id ) ), 0, self::COUNT );
	}
}
