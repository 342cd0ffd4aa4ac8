<?php
/**
 * The write side of chapters: creating image, text and video chapters, editing and moving them, their pages
 * (see ChapterPages) and deleting them, in Madara's storage format (MADARA.md §1.2–§1.4).
 *
 * No capability checks here: callers check the nonce and edit_post on the manga. Every method returns a
 * WP_Error with a translated message on bad input and then changes nothing; every write bumps the manga's
 * cache version.
 *
 * A manga holds one kind of chapter (its _wp_manga_chapter_type). Text and video chapters set that type on
 * a manga that has none and no chapters yet; any other mix is refused.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

use Yomu\Core\Content\Schedule\Publisher;
use Yomu\Core\Content\Schedule\Table;
use Yomu\Core\Content\Storage\ChapterFolder;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\ImageBatch;
use Yomu\Core\Content\Storage\PageStores;
use Yomu\Core\Content\Storage\ZipImages;

/**
 * Chapter writes.
 */
final class ChapterWriter {

	/**
	 * Creates an image chapter from uploaded images, ordered by the natural order of their names.
	 *
	 * @param int                      $manga_id    Manga post ID.
	 * @param array<string, mixed>     $fields      name (required), name_extend, volume_id, index, date.
	 * @param array<int|string, mixed> $image_files List of ['path' => server file, 'name' => client name].
	 * @return Chapter|\WP_Error
	 */
	public static function create_image_chapter( int $manga_id, array $fields, array $image_files ) {
		$clean = self::check_new( $manga_id, $fields, 'manga' );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$images = ImageBatch::prepare( $image_files );
		if ( is_wp_error( $images ) ) {
			return $images;
		}
		$store        = PageStores::for_new_pages();
		$manga_folder = ChapterFolder::manga_folder( $manga_id );
		$slug         = Slugs::unique_chapter_slug( $manga_id, $clean['name'] );
		$dir          = is_wp_error( $manga_folder ) ? $manga_folder : $store->new_folder( $manga_id, $manga_folder, $clean['name'], $slug );
		if ( is_wp_error( $dir ) ) {
			ImageBatch::discard( $images );
			return $dir;
		}
		$pages = $store->store( (string) $manga_folder, $dir, $images, 0 );
		if ( is_wp_error( $pages ) ) {
			$store->delete_folder( (string) $manga_folder, $dir );
			return $pages;
		}
		$metas      = array( 'uid' => $dir ) + ( 'local' === $store->storage() ? array() : array( ChapterPages::LAST_PAGE_META => count( $pages ) ) );
		$chapter_id = self::insert_row( $manga_id, $clean, $slug, $metas, $store->storage() );
		if ( is_wp_error( $chapter_id ) || ! PageRows::save( $chapter_id, $pages, $store->storage() ) ) {
			if ( ! is_wp_error( $chapter_id ) ) {
				self::delete_row( $chapter_id );
				PageRows::delete_all( $chapter_id );
			}
			$store->delete_pages( $pages );
			$store->delete_folder( (string) $manga_folder, $dir );
			return self::db_error();
		}
		$created = self::created( $manga_id, $chapter_id, (string) $clean['date_gmt'] );
		ChapterPages::stored( $chapter_id );
		return $created;
	}

	/**
	 * Creates an image chapter from a ZIP of images (see ZipImages for what is refused).
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $fields   As for create_image_chapter().
	 * @param string               $zip_path Server path of the uploaded ZIP.
	 * @return Chapter|\WP_Error
	 */
	public static function create_image_chapter_from_zip( int $manga_id, array $fields, string $zip_path ) {
		$clean = self::check_new( $manga_id, $fields, 'manga' );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$files = ZipImages::extract( $zip_path );
		if ( is_wp_error( $files ) ) {
			return $files;
		}
		$chapter = self::create_image_chapter( $manga_id, $fields, $files );
		Files::delete( array_column( $files, 'path' ) );
		return $chapter;
	}

	/**
	 * Creates a text (novel) chapter; the HTML goes through wp_kses_post.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $fields   As for create_image_chapter().
	 * @param string               $html     Chapter body.
	 * @return Chapter|\WP_Error
	 */
	public static function create_text_chapter( int $manga_id, array $fields, string $html ) {
		$body = trim( wp_kses_post( $html ) );
		if ( '' === $body ) {
			return new \WP_Error( 'yomu_chapter_text_required', __( 'The chapter text is empty.', 'yomu-core' ) );
		}
		return self::create_body_chapter( $manga_id, $fields, $body, 'text' );
	}

	/**
	 * Creates a video chapter from one embed or several servers in Madara's `name :: <iframe> || …` format
	 * (see VideoServers), stored in that format.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $fields   As for create_image_chapter().
	 * @param string               $embed    The body: an <iframe>, or servers in Madara's format.
	 * @return Chapter|\WP_Error
	 */
	public static function create_video_chapter( int $manga_id, array $fields, string $embed ) {
		$body = VideoServers::sanitize( $embed );
		if ( is_wp_error( $body ) ) {
			return $body;
		}
		return self::create_body_chapter( $manga_id, $fields, $body, 'video' );
	}

	/**
	 * Replaces the body of a text chapter (wp_kses_post).
	 *
	 * @param int    $chapter_id Chapter ID.
	 * @param string $html       New body.
	 * @return Chapter|\WP_Error
	 */
	public static function update_text( int $chapter_id, string $html ) {
		$body = trim( wp_kses_post( $html ) );
		return '' === $body ? new \WP_Error( 'yomu_chapter_text_required', __( 'The chapter text is empty.', 'yomu-core' ) ) : self::update_body( $chapter_id, $body, 'text' );
	}

	/**
	 * Replaces the servers of a video chapter (see create_video_chapter()).
	 *
	 * @param int    $chapter_id Chapter ID.
	 * @param string $embed      New body: an <iframe>, or servers in Madara's format.
	 * @return Chapter|\WP_Error
	 */
	public static function update_video( int $chapter_id, string $embed ) {
		$body = VideoServers::sanitize( $embed );
		return is_wp_error( $body ) ? $body : self::update_body( $chapter_id, $body, 'video' );
	}

	/**
	 * Edits a chapter's name, subtitle, volume, index, date (local "Y-m-d H:i:s": see reschedule()) or status
	 * (chapter_status: 1 completed, 2 uploading), only the keys given. The slug changes only when the name does, and
	 * stays unique; chapter_sort follows the index and name.
	 *
	 * @param int                  $chapter_id Chapter ID.
	 * @param array<string, mixed> $fields     name, name_extend, volume_id, index, date, status.
	 * @return Chapter|\WP_Error
	 */
	public static function update( int $chapter_id, array $fields ) {
		global $wpdb;
		$chapter = ChapterRepository::find( $chapter_id );
		if ( null === $chapter ) {
			return self::missing();
		}
		$clean = ChapterFields::normalize( $chapter->manga_id, array_intersect_key( $fields, array_flip( array( 'name', 'name_extend', 'volume_id', 'index', 'date' ) ) ), true );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$name    = $clean['name'] ?? $chapter->name;
		$index   = $clean['index'] ?? $chapter->index;
		$columns = array();
		if ( $name !== $chapter->name ) {
			$columns['chapter_name'] = $name;
			$columns['chapter_slug'] = Slugs::unique_chapter_slug( $chapter->manga_id, $name, $chapter->id );
		}
		if ( isset( $clean['name_extend'] ) ) {
			$columns['chapter_name_extend'] = $clean['name_extend'];
		}
		if ( isset( $clean['volume_id'] ) ) {
			$columns['volume_id'] = $clean['volume_id'];
		}
		if ( isset( $clean['date'], $clean['date_gmt'] ) ) {
			$columns['date']     = $clean['date'];
			$columns['date_gmt'] = $clean['date_gmt'];
		}
		if ( isset( $fields['status'] ) && in_array( $fields['status'], array( 0, 1, 2 ), true ) ) {
			$columns['chapter_status'] = $fields['status'];
		}
		if ( isset( $clean['index'] ) || isset( $columns['chapter_name'] ) ) {
			$columns['chapter_index'] = $index;
			$columns['chapter_sort']  = Slugs::sort_value( $index, $name );
		}
		if ( $columns && false === $wpdb->update( Schema::tables()['chapters'], $columns, array( 'chapter_id' => $chapter->id ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			return self::db_error();
		}
		if ( isset( $columns['chapter_slug'] ) ) {
			TextBody::retitle( $chapter->id, $columns['chapter_slug'] );
		}
		Cache::bump( $chapter->manga_id, $chapter );
		if ( isset( $columns['date_gmt'] ) ) {
			self::reschedule( $chapter, (string) $columns['date_gmt'] );
		}
		return ChapterRepository::find( $chapter->id ) ?? self::missing();
	}

	/**
	 * A new date decides whether the chapter waits: a date to come (re)schedules it; a date passed releases a
	 * scheduled chapter now (and a chapter already out stays out).
	 *
	 * @param Chapter $chapter  The chapter as it was.
	 * @param string  $date_gmt Its new date in UTC.
	 */
	private static function reschedule( Chapter $chapter, string $date_gmt ): void {
		$publish_at = self::future( $date_gmt );
		if ( null !== $publish_at ) {
			Table::set( $chapter->manga_id, $chapter->id, $publish_at );
			return;
		}
		if ( isset( Table::of_manga( $chapter->manga_id )[ $chapter->id ] ) && Publisher::release( $chapter->id, $chapter->manga_id ) ) {
			Publisher::refresh();
		}
	}

	/**
	 * Moves chapters of one manga into a volume of that manga (0 = no volume).
	 *
	 * @param array<int|string, mixed> $chapter_ids Chapter IDs.
	 * @param int                      $volume_id   Target volume.
	 * @return true|\WP_Error
	 */
	public static function move( array $chapter_ids, int $volume_id ) {
		global $wpdb;
		$ids = self::ids( $chapter_ids );
		if ( null === $ids ) {
			return self::missing();
		}
		if ( ! $ids ) {
			return new \WP_Error( 'yomu_no_chapters', __( 'Select at least one chapter.', 'yomu-core' ) );
		}
		$table        = Schema::tables()['chapters'];
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$rows         = $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, post_id FROM `$table` WHERE chapter_id IN ($placeholders)", $ids ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
		$mangas       = array_unique( array_map( static fn ( $row ) => (int) $row->post_id, (array) $rows ) );
		if ( count( (array) $rows ) !== count( $ids ) ) {
			return self::missing();
		}
		if ( 1 !== count( $mangas ) ) {
			return new \WP_Error( 'yomu_mixed_chapters', __( 'The chapters must all belong to the same manga.', 'yomu-core' ) );
		}
		$manga_id = (int) reset( $mangas );
		$valid    = $volume_id < 0 ? new \WP_Error( 'yomu_invalid_volume', __( 'The volume does not belong to this manga.', 'yomu-core' ) ) : ChapterFields::check_volume( $manga_id, $volume_id );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$before  = array_filter( array_map( array( ChapterRepository::class, 'find' ), $ids ) );
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE `$table` SET volume_id = %d WHERE chapter_id IN ($placeholders)", array_merge( array( $volume_id ), $ids ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
		Cache::bump( $manga_id, ...$before );
		return false === $updated ? self::db_error() : true;
	}

	/**
	 * Appends pages (see ChapterPages::add()).
	 *
	 * @param int                      $chapter_id  Chapter ID.
	 * @param array<int|string, mixed> $image_files As for create_image_chapter().
	 * @return Chapter|\WP_Error
	 */
	public static function add_pages( int $chapter_id, array $image_files ) {
		return ChapterPages::add( $chapter_id, $image_files );
	}

	/**
	 * Replaces every page; the old files are deleted.
	 *
	 * @param int                      $chapter_id  Chapter ID.
	 * @param array<int|string, mixed> $image_files As for create_image_chapter().
	 * @return Chapter|\WP_Error
	 */
	public static function replace_pages( int $chapter_id, array $image_files ) {
		return ChapterPages::replace( $chapter_id, $image_files );
	}

	/**
	 * Removes pages by 1-based number; their files are deleted and the rest renumbered from 1.
	 *
	 * @param int                      $chapter_id   Chapter ID.
	 * @param array<int|string, mixed> $page_numbers Page numbers.
	 * @return Chapter|\WP_Error
	 */
	public static function remove_pages( int $chapter_id, array $page_numbers ) {
		return ChapterPages::remove( $chapter_id, $page_numbers );
	}

	/**
	 * Puts the pages in a new order: a permutation of 1..n.
	 *
	 * @param int                      $chapter_id   Chapter ID.
	 * @param array<int|string, mixed> $page_numbers The current page numbers in their new order.
	 * @return Chapter|\WP_Error
	 */
	public static function reorder_pages( int $chapter_id, array $page_numbers ) {
		return ChapterPages::reorder( $chapter_id, $page_numbers );
	}

	/**
	 * Deletes a chapter: its row, its page rows, its text posts, its image folder and its objects in the
	 * configured bucket (never files elsewhere).
	 *
	 * @param int $chapter_id Chapter ID.
	 * @return true|\WP_Error
	 */
	public static function delete( int $chapter_id ) {
		global $wpdb;
		$chapter = ChapterRepository::find( $chapter_id );
		if ( null === $chapter ) {
			return self::missing();
		}
		$entries = array();
		foreach ( PageRows::storages( $chapter->id ) as $storage ) {
			$entries = array_merge( $entries, PageRows::get( $chapter->id, $storage ) ?? array() );
		}
		if ( ! self::delete_row( $chapter->id ) ) {
			return self::db_error();
		}
		PageRows::delete_all( $chapter->id );
		TextBody::delete( $chapter->id );
		// Files are left alone when another chapter of the manga still uses the same folder.
		$folder = $chapter->folder();
		$table  = Schema::tables()['chapters'];
		$shared = '' !== $folder && (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `$table` WHERE post_id = %d AND chapter_metas LIKE %s", $chapter->manga_id, '%' . $wpdb->esc_like( '"' . $folder . '"' ) . '%' ) ) > 0; // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( ! $shared ) {
			PageStores::delete_pages( $entries );
			ChapterFolder::delete( (string) get_post_meta( $chapter->manga_id, MetaKeys::UNIQUE_ID, true ), $folder );
		}
		/**
		 * After a chapter is deleted, for parts that keep files of their own (e.g. its thumbnail).
		 *
		 * @param Chapter $chapter The chapter as it was.
		 */
		do_action( 'yomu_chapter_deleted', $chapter );
		Cache::bump( $chapter->manga_id, $chapter );
		return true;
	}

	/**
	 * Validates a new chapter's manga, fields and kind.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $fields   Raw fields.
	 * @param string               $type     manga, text or video.
	 * @return array{name: string, name_extend: string, volume_id: int, index: int, date: string, date_gmt: string}|\WP_Error
	 */
	private static function check_new( int $manga_id, array $fields, string $type ) {
		$manga = ChapterFields::check_manga( $manga_id );
		if ( is_wp_error( $manga ) ) {
			return $manga;
		}
		$stored = (string) get_post_meta( $manga_id, MetaKeys::CHAPTER_TYPE, true );
		$stored = in_array( $stored, PostTypes::CHAPTER_TYPES, true ) ? $stored : '';
		if ( ( '' === $stored ? 'manga' : $stored ) !== $type && ( '' !== $stored || array() !== ChapterRepository::with_scheduled( $manga_id ) ) ) {
			return new \WP_Error( 'yomu_chapter_type_mismatch', __( 'This manga holds a different kind of chapter (images, text or video); chapters of one manga must all be of one kind.', 'yomu-core' ) );
		}
		$clean = ChapterFields::normalize( $manga_id, $fields );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		/** The full field set, since $partial was false. @var array{name: string, name_extend: string, volume_id: int, index: int, date: string, date_gmt: string} $clean */
		return $clean;
	}

	/**
	 * Creates a text or video chapter with its body post.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $fields   Raw fields.
	 * @param string               $body     Clean HTML.
	 * @param string               $type     text or video.
	 * @return Chapter|\WP_Error
	 */
	private static function create_body_chapter( int $manga_id, array $fields, string $body, string $type ) {
		$clean = self::check_new( $manga_id, $fields, $type );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$slug       = Slugs::unique_chapter_slug( $manga_id, $clean['name'] );
		$chapter_id = self::insert_row( $manga_id, $clean, $slug, array() );
		if ( is_wp_error( $chapter_id ) ) {
			return $chapter_id;
		}
		$post_id = TextBody::save( $chapter_id, $slug, $body );
		if ( is_wp_error( $post_id ) ) {
			self::delete_row( $chapter_id );
			return $post_id;
		}
		if ( '' === (string) get_post_meta( $manga_id, MetaKeys::CHAPTER_TYPE, true ) ) {
			update_post_meta( $manga_id, MetaKeys::CHAPTER_TYPE, $type );
		}
		return self::created( $manga_id, $chapter_id, (string) $clean['date_gmt'] );
	}

	/**
	 * Replaces the body of a text or video chapter.
	 *
	 * @param int    $chapter_id Chapter ID.
	 * @param string $body       Clean HTML.
	 * @param string $type       text or video.
	 * @return Chapter|\WP_Error
	 */
	private static function update_body( int $chapter_id, string $body, string $type ) {
		$chapter = ChapterRepository::find( $chapter_id );
		if ( null === $chapter ) {
			return self::missing();
		}
		if ( MetaKeys::chapter_type( $chapter->manga_id ) !== $type ) {
			return new \WP_Error( 'yomu_chapter_type_mismatch', __( 'This manga holds a different kind of chapter (images, text or video); chapters of one manga must all be of one kind.', 'yomu-core' ) );
		}
		$saved = TextBody::save( $chapter->id, $chapter->slug, $body );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		Cache::bump( $chapter->manga_id, $chapter );
		return $chapter;
	}

	/**
	 * Inserts a chapter row.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $clean    Normalised fields.
	 * @param string               $slug     Unique slug.
	 * @param array<string, mixed> $metas    chapter_metas.
	 * @param string               $storage  storage_in_use.
	 * @return int|\WP_Error Chapter ID.
	 */
	private static function insert_row( int $manga_id, array $clean, string $slug, array $metas, string $storage = 'local' ) {
		global $wpdb;
		$inserted = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Schema::tables()['chapters'],
			array(
				'post_id'             => $manga_id,
				'volume_id'           => (int) $clean['volume_id'],
				'chapter_name'        => (string) $clean['name'],
				'chapter_name_extend' => (string) $clean['name_extend'],
				'chapter_slug'        => $slug,
				'storage_in_use'      => $storage,
				'date'                => (string) $clean['date'],
				'date_gmt'            => (string) $clean['date_gmt'],
				'chapter_index'       => (int) $clean['index'],
				'chapter_status'      => 1,
				'chapter_seo'         => '',
				'chapter_warning'     => '',
				'chapter_metas'       => $metas ? maybe_serialize( $metas ) : '',
				'views'               => 0,
				'chapter_sort'        => Slugs::sort_value( (int) $clean['index'], (string) $clean['name'] ),
			),
			array( '%d', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%d', '%d', '%s', '%s', '%s', '%d', '%f' )
		);
		return $inserted ? (int) $wpdb->insert_id : self::db_error();
	}

	/**
	 * Deletes a chapter row.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	private static function delete_row( int $chapter_id ): bool {
		global $wpdb;
		return false !== $wpdb->delete( Schema::tables()['chapters'], array( 'chapter_id' => $chapter_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * After an insert: the cache, the schedule (a chapter dated in the future waits for its minute: see
	 * Schedule\Publisher), and the new chapter, released at once otherwise.
	 *
	 * @param int    $manga_id   Manga post ID.
	 * @param int    $chapter_id New chapter ID.
	 * @param string $date_gmt   Its date in UTC ("Y-m-d H:i:s").
	 * @return Chapter|\WP_Error
	 */
	private static function created( int $manga_id, int $chapter_id, string $date_gmt ) {
		$publish_at = self::future( $date_gmt );
		if ( null === $publish_at ) {
			Cache::bump( $manga_id, $chapter_id );
		} else {
			Table::set( $manga_id, $chapter_id, $publish_at );
		}
		$chapter = ChapterRepository::find( $chapter_id );
		if ( null === $chapter ) {
			return self::missing();
		}
		/**
		 * After a chapter is created, whichever way (wp-admin, the front-end form, `wp yomu import`), with its pages
		 * or body in place; a scheduled chapter too (yomu_chapter_released follows when it goes live).
		 *
		 * @param Chapter $chapter The new chapter.
		 */
		do_action( 'yomu_chapter_created', $chapter );
		if ( null === $publish_at ) {
			self::released( $chapter );
		}
		return $chapter;
	}

	/**
	 * A chapter readers can see from now on: created for now, or its scheduled minute came (Schedule\Publisher).
	 *
	 * @param Chapter $chapter The chapter.
	 */
	public static function released( Chapter $chapter ): void {
		update_post_meta( $chapter->manga_id, MetaKeys::LATEST_UPDATE, time() );
		/**
		 * After a chapter becomes visible to readers. Alerts\Queue sends the new-chapter alerts from here.
		 *
		 * @param Chapter $chapter The chapter.
		 */
		do_action( 'yomu_chapter_released', $chapter );
	}

	/**
	 * A UTC date as Unix time when it is still to come, else null.
	 *
	 * @param string $date_gmt "Y-m-d H:i:s" in UTC.
	 */
	private static function future( string $date_gmt ): ?int {
		$time = strtotime( $date_gmt . ' UTC' );
		return false !== $time && $time > time() ? $time : null;
	}

	/**
	 * Positive integer IDs with duplicates removed, or null when any value is not one.
	 *
	 * @param array<int|string, mixed> $values Raw IDs.
	 * @return int[]|null
	 */
	public static function ids( array $values ): ?array {
		$ids = array();
		foreach ( $values as $value ) {
			if ( ! ( is_int( $value ) || ( is_string( $value ) && ctype_digit( $value ) ) ) || (int) $value <= 0 ) {
				return null;
			}
			$ids[] = (int) $value;
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * The "chapter not found" error.
	 */
	public static function missing(): \WP_Error {
		return new \WP_Error( 'yomu_invalid_chapter', __( 'The chapter does not exist.', 'yomu-core' ) );
	}

	/**
	 * The database error.
	 */
	public static function db_error(): \WP_Error {
		return new \WP_Error( 'yomu_database', __( 'The chapter could not be saved to the database.', 'yomu-core' ) );
	}
}
