<?php
/**
 * The demo content of `npm start`: about 30 series with covers, genres, people, volumes, image and text
 * chapters, views, ratings, and readers with bookmarks and reading history in Madara's shapes (MADARA.md
 * §1.5–§1.6). Chapters and volumes go through Yomu's own writers, exactly as an upload would.
 *
 * @package Yomu
 */

namespace Yomu\Seed;

use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\VolumeWriter;
use Yomu\Core\Views\Counter;
use Yomu\Core\Views\Periods;

/**
 * Demo seeder.
 */
final class Demo {

	public const MARKER = 'yomu_demo_seeded';

	/**
	 * Random source.
	 *
	 * @var Dice
	 */
	private Dice $dice;

	/**
	 * Drawings.
	 *
	 * @var Images
	 */
	private Images $images;

	/**
	 * Realistic pages, drawn once per machine.
	 *
	 * @var Page_Pool
	 */
	private Page_Pool $pool;

	/**
	 * Folder for per-chapter files (page 1 with its title).
	 *
	 * @var string
	 */
	private string $temp_dir;

	/**
	 * What was created, for the summary.
	 *
	 * @var array<string, int>
	 */
	private array $created = array(
		'manga'          => 0,
		'volumes'        => 0,
		'image chapters' => 0,
		'text chapters'  => 0,
		'pages'          => 0,
		'readers'        => 0,
	);

	/**
	 * Image chapters created, in order; the first is the 20-page chapter.
	 *
	 * @var int[]
	 */
	public array $image_chapter_ids = array();

	/**
	 * Term IDs by taxonomy and name.
	 *
	 * @var array<string, array<string, int>>
	 */
	private array $terms = array();

	/**
	 * Sets up.
	 *
	 * @param string $temp_dir Folder for the drawings (removed afterwards by the caller).
	 */
	public function __construct( string $temp_dir ) {
		$this->dice     = new Dice( 20250611 );
		$this->images   = new Images( $temp_dir );
		$this->pool     = new Page_Pool( dirname( __DIR__, 3 ) . '/.wp/page-pool', $this->images->font() );
		$this->temp_dir = trailingslashit( $temp_dir );
	}

	/**
	 * The chapter the bench and a first-time visitor read first: the first image series' first chapter, 20 pages.
	 */
	public const LONG_CHAPTER_PAGES = 20;

	/**
	 * Seeds everything.
	 *
	 * @param int    $count           How many series (the catalogue repeats beyond its 30).
	 * @param string $reader_password Password of the demo readers.
	 * @return array<string, int> What was created.
	 * @throws \Throwable Whatever the writes threw, after rolling back.
	 */
	public function run( int $count, string $reader_password ): array {
		global $wpdb;
		$this->terms = array(
			'wp-manga-genre'   => $this->ensure_terms( 'wp-manga-genre', Catalog::GENRES ),
			'wp-manga-tag'     => $this->ensure_terms( 'wp-manga-tag', Catalog::TAGS ),
			'wp-manga-author'  => $this->ensure_terms( 'wp-manga-author', Catalog::AUTHORS ),
			'wp-manga-artist'  => $this->ensure_terms( 'wp-manga-artist', Catalog::ARTISTS ),
			'wp-manga-release' => $this->ensure_terms( 'wp-manga-release', array_map( 'strval', range( 2008, 2025 ) ) ),
		);
		$readers     = $this->readers( $reader_password );
		$catalog     = Catalog::series();
		$library     = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$series = $catalog[ $i % count( $catalog ) ];
			if ( $i >= count( $catalog ) ) {
				$series['title'] .= ' ' . ( intdiv( $i, count( $catalog ) ) + 1 );
			}
			// One transaction per series: SQLite then syncs to disk once per series instead of once per row.
			$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			try {
				$manga_id             = $this->manga( $series, $i );
				$chapters             = 'text' === $series['style'] ? $this->text_chapters( $manga_id, $series ) : $this->image_chapters( $manga_id, $series, $i );
				$library[ $manga_id ] = $chapters;
				$this->popularity( $manga_id, $chapters, $readers );
				$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			} catch ( \Throwable $error ) {
				$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				throw $error;
			}
			++$this->created['manga'];
		}
		$this->reading_lists( $readers, $library );
		return $this->created;
	}

	/**
	 * Creates missing terms.
	 *
	 * @param string   $taxonomy Taxonomy.
	 * @param string[] $names    Term names.
	 * @return array<string, int> name => term ID
	 * @throws \RuntimeException When a write fails; nothing after it runs.
	 */
	private function ensure_terms( string $taxonomy, array $names ): array {
		$ids = array();
		foreach ( $names as $name ) {
			$term = term_exists( $name, $taxonomy );
			if ( ! $term ) {
				$term = wp_insert_term( $name, $taxonomy );
			}
			if ( is_wp_error( $term ) ) {
				throw new \RuntimeException( esc_html( $term->get_error_message() ) );
			}
			$ids[ $name ] = (int) $term['term_id'];
		}
		return $ids;
	}

	/**
	 * The demo readers (subscribers), created when missing.
	 *
	 * @param string $password Their password.
	 * @return int[] User IDs.
	 * @throws \RuntimeException When a write fails; nothing after it runs.
	 */
	private function readers( string $password ): array {
		$ids = array();
		foreach ( Catalog::READERS as $login => $name ) {
			$user = get_user_by( 'login', $login );
			$id   = $user ? $user->ID : wp_insert_user(
				array(
					'user_login'   => $login,
					'user_pass'    => $password,
					'user_email'   => $login . '@example.com',
					'display_name' => $name,
					'first_name'   => strtok( $name, ' ' ),
					'role'         => 'subscriber',
				)
			);
			if ( is_wp_error( $id ) ) {
				throw new \RuntimeException( esc_html( $id->get_error_message() ) );
			}
			$ids[] = (int) $id;
			++$this->created['readers'];
		}
		return $ids;
	}

	/**
	 * One series: the post, its meta, terms and cover.
	 *
	 * @param array<string, mixed> $series Catalogue entry.
	 * @param int                  $i      Position.
	 * @throws \RuntimeException When a write fails; nothing after it runs.
	 */
	private function manga( array $series, int $i ): int {
		$sentences = Catalog::sentences();
		$about     = $this->dice->some( $sentences, 5 );
		$days_old  = 'upcoming' === $series['status'] ? $this->dice->int( 20, 60 ) : $this->dice->int( 90, 900 );
		$id        = wp_insert_post(
			array(
				'post_type'    => 'wp-manga',
				'post_status'  => 'publish',
				'post_title'   => $series['title'],
				'post_content' => '<p>' . implode( ' ', array_slice( $about, 0, 3 ) ) . '</p><p>' . implode( ' ', array_slice( $about, 3 ) ) . '</p>',
				'post_excerpt' => $about[0],
				'post_author'  => $this->admin_id(),
				'post_date'    => wp_date( 'Y-m-d H:i:s', time() - $days_old * DAY_IN_SECONDS - $this->dice->int( 0, 86399 ) ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( esc_html( $id->get_error_message() ) );
		}
		$meta = array(
			MetaKeys::STATUS       => $series['status'],
			MetaKeys::TYPE         => $series['type'],
			MetaKeys::ALTERNATIVE  => $series['alternative'],
			MetaKeys::CHAPTER_TYPE => 'text' === $series['style'] ? 'text' : 'manga',
			MetaKeys::ADULT        => $series['adult'] ? array( 'yes' ) : '',
			MetaKeys::BADGES       => 0 === $i % 7 ? $this->dice->pick( Catalog::BADGES ) : '',
		);
		if ( $series['adult'] ) {
			$meta[ MetaKeys::WARNING ] = '<p>Bu seri yetişkinlere yönelik içerik barındırır.</p>';
		}
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		wp_set_object_terms( $id, array_map( fn ( $name ) => $this->terms['wp-manga-genre'][ $name ], $series['genres'] ), 'wp-manga-genre' );
		wp_set_object_terms( $id, $this->dice->some( array_values( $this->terms['wp-manga-tag'] ), $this->dice->int( 0, 3 ) ), 'wp-manga-tag' );
		wp_set_object_terms( $id, array( $this->dice->pick( $this->terms['wp-manga-author'] ) ), 'wp-manga-author' );
		wp_set_object_terms( $id, array( $this->dice->pick( $this->terms['wp-manga-artist'] ) ), 'wp-manga-artist' );
		wp_set_object_terms( $id, array( $this->dice->pick( $this->terms['wp-manga-release'] ) ), 'wp-manga-release' );
		$this->cover( $id, $series, $i );
		return $id;
	}

	/**
	 * Draws a cover (sizes vary like real uploads) and makes it the featured image.
	 *
	 * @param int                  $manga_id Manga.
	 * @param array<string, mixed> $series   Catalogue entry.
	 * @param int                  $i        Position.
	 * @throws \RuntimeException When a write fails; nothing after it runs.
	 */
	private function cover( int $manga_id, array $series, int $i ): void {
		$sizes         = array( array( 350, 500 ), array( 400, 600 ), array( 300, 430 ), array( 460, 650 ), array( 500, 700 ) );
		list( $w, $h ) = $sizes[ $i % count( $sizes ) ];
		$file          = $this->images->cover( $series['title'], $w, $h, ( $i * 47 ) % 360 );
		$attachment    = media_handle_sideload(
			array(
				'name'     => sanitize_title( $series['title'] ) . '.jpg',
				'tmp_name' => $file,
			),
			$manga_id,
			$series['title']
		);
		if ( is_wp_error( $attachment ) ) {
			throw new \RuntimeException( esc_html( $attachment->get_error_message() ) );
		}
		set_post_thumbnail( $manga_id, $attachment );
		// The crops a site builds in the background, built here: the demo's first page shows them.
		\Yomu\Core\Images\CoverSizes::build( $attachment );
	}

	/**
	 * Image chapters, some in volumes, each with a few drawn pages.
	 *
	 * @param int                  $manga_id Manga.
	 * @param array<string, mixed> $series   Catalogue entry.
	 * @param int                  $i        Position.
	 * @return int[] Chapter IDs in reading order.
	 * @throws \RuntimeException When a write fails; nothing after it runs.
	 */
	private function image_chapters( int $manga_id, array $series, int $i ): array {
		$count   = 'upcoming' === $series['status'] ? 4 : $this->dice->int( 3, 10 );
		$volumes = array();
		if ( $series['volumes'] ) {
			foreach ( range( 1, $this->dice->int( 2, 3 ) ) as $n ) {
				$volume = VolumeWriter::create( $manga_id, "Cilt $n" );
				if ( is_wp_error( $volume ) ) {
					throw new \RuntimeException( esc_html( $volume->get_error_message() ) );
				}
				$volumes[] = $volume->id;
				++$this->created['volumes'];
			}
		}
		// Volumes hold the first three quarters of the chapters; the newest are not collected yet.
		$per_volume = $volumes ? (int) ceil( $count * 0.75 / count( $volumes ) ) : 0;
		$names      = array_map( static fn ( $n ) => "Bölüm $n", range( 1, $count ) );
		if ( 0 === $i ) {
			array_splice( $names, 5, 0, array( 'Bölüm 5.5' ) );
		}
		$dates = $this->chapter_dates( $manga_id, count( $names ), (string) $series['status'] );
		$ids   = array();
		foreach ( $names as $n => $name ) {
			$volume = $per_volume ? ( $volumes[ intdiv( $n, $per_volume ) ] ?? 0 ) : 0;
			$files  = array();
			foreach ( $this->page_shapes( (string) $series['style'], $n, $i ) as $p => list( $kind, $pick ) ) {
				$page = $this->pool->page( $kind, $pick );
				$path = $page['path'];
				if ( 0 === $p ) {
					// Page 1 names the chapter; the others are the pool's files as they are.
					$path = $this->temp_dir . "title-$manga_id-$n.{$page['ext']}";
					$this->pool->titled( $page, $series['title'] . ' · ' . $name, $path );
				}
				$files[] = array(
					'path' => $path,
					'name' => sprintf( '%02d.%s', $p + 1, $page['ext'] ),
				);
			}
			$chapter = ChapterWriter::create_image_chapter(
				$manga_id,
				array(
					'name'        => $name,
					'name_extend' => $this->dice->chance( 0.3 ) ? $this->dice->pick( Catalog::SUBTITLES ) : '',
					'volume_id'   => $volume,
					'date'        => $dates[ $n ],
				),
				$files
			);
			wp_delete_file( $files[0]['path'] );
			if ( is_wp_error( $chapter ) ) {
				throw new \RuntimeException( esc_html( $chapter->get_error_message() ) );
			}
			$ids[]                     = $chapter->id;
			$this->image_chapter_ids[] = $chapter->id;
			++$this->created['image chapters'];
			$this->created['pages'] += count( $files );
		}
		update_post_meta( $manga_id, MetaKeys::LATEST_UPDATE, (int) strtotime( get_gmt_from_date( end( $dates ) ) . ' UTC' ) );
		return $ids;
	}

	/**
	 * Pool pages of one chapter as [kind, pick]: paged manga and manhua, webtoon and strip chapters of long
	 * strips, double-page spreads; the first image series opens with a 20-page chapter.
	 *
	 * @param string $style Chapter style of the series.
	 * @param int    $n     Chapter position.
	 * @param int    $i     Series position.
	 * @return array<int, array{0: string, 1: int}>
	 */
	private function page_shapes( string $style, int $n, int $i ): array {
		$strips = 'webtoon' === $style || 'strip' === $style;
		$count  = 0 === $i && 0 === $n ? self::LONG_CHAPTER_PAGES : ( $strips ? 1 : $this->dice->int( 2, 3 ) );
		$first  = $i * 7 + $n * 3;
		$format = $i % 2; // A series is scanned (JPEG, even pool positions) or digital (PNG, odd), like real uploads.
		$shapes = array();
		for ( $p = 0; $p < $count; $p++ ) {
			$kind     = $strips ? 'strip' : ( 'spread' === $style && 1 === $p ? 'spread' : 'paged' );
			$shapes[] = array( $kind, 'spread' === $kind ? $first : 2 * ( $first + $p ) + $format );
		}
		return $shapes;
	}

	/**
	 * Text (novel) chapters.
	 *
	 * @param int                  $manga_id Manga.
	 * @param array<string, mixed> $series   Catalogue entry.
	 * @return int[] Chapter IDs.
	 * @throws \RuntimeException When a write fails; nothing after it runs.
	 */
	private function text_chapters( int $manga_id, array $series ): array {
		$count = $this->dice->int( 6, 12 );
		$dates = $this->chapter_dates( $manga_id, $count, (string) $series['status'] );
		$ids   = array();
		for ( $n = 1; $n <= $count; $n++ ) {
			$html = '';
			foreach ( range( 1, $this->dice->int( 5, 9 ) ) as $unused ) {
				$html .= '<p>' . implode( ' ', $this->dice->some( Catalog::sentences(), $this->dice->int( 3, 6 ) ) ) . "</p>\n";
			}
			$chapter = ChapterWriter::create_text_chapter(
				$manga_id,
				array(
					'name'        => "Bölüm $n",
					'name_extend' => $this->dice->pick( Catalog::SUBTITLES ),
					'date'        => $dates[ $n - 1 ],
				),
				$html
			);
			if ( is_wp_error( $chapter ) ) {
				throw new \RuntimeException( esc_html( $chapter->get_error_message() ) );
			}
			$ids[] = $chapter->id;
			++$this->created['text chapters'];
		}
		update_post_meta( $manga_id, MetaKeys::LATEST_UPDATE, (int) strtotime( get_gmt_from_date( end( $dates ) ) . ' UTC' ) );
		return $ids;
	}

	/**
	 * Release dates from the series' start to recently (long ago for finished series), oldest first.
	 *
	 * @param int    $manga_id Manga.
	 * @param int    $count    Chapters.
	 * @param string $status   Series status.
	 * @return string[] Local 'Y-m-d H:i:s' dates.
	 */
	private function chapter_dates( int $manga_id, int $count, string $status ): array {
		$start = (int) get_post_time( 'U', true, $manga_id );
		$end   = time() - ( 'on-going' === $status ? $this->dice->int( 0, 3 * DAY_IN_SECONDS ) : $this->dice->int( 20, 120 ) * DAY_IN_SECONDS );
		$end   = max( $start + HOUR_IN_SECONDS, $end );
		$dates = array();
		for ( $n = 0; $n < $count; $n++ ) {
			$dates[] = wp_date( 'Y-m-d H:i:s', $start + (int) ( ( $end - $start ) * ( $n + 1 ) / $count ) );
		}
		return $dates;
	}

	/**
	 * Views (total, periods, chapters) and ratings.
	 *
	 * @param int   $manga_id Manga.
	 * @param int[] $chapters Chapter IDs in reading order.
	 * @param int[] $readers  Reader IDs.
	 */
	private function popularity( int $manga_id, array $chapters, array $readers ): void {
		global $wpdb;
		$total = (int) round( 200 * ( 1.3 ** $this->dice->int( 0, 22 ) ) ) + $this->dice->int( 0, 199 );
		$year  = (int) ( $total * $this->dice->int( 30, 80 ) / 100 );
		$month = (int) ( $year * $this->dice->int( 10, 30 ) / 100 );
		$week  = (int) ( $month * $this->dice->int( 20, 35 ) / 100 );
		$day   = (int) ( $week * $this->dice->int( 10, 20 ) / 100 );
		update_post_meta( $manga_id, MetaKeys::VIEWS, $total );
		$labels = Periods::labels( time() );
		foreach ( compact( 'day', 'week', 'month', 'year' ) as $period => $views ) {
			update_post_meta( $manga_id, Periods::value_key( $period ), $views );
			update_post_meta( $manga_id, Periods::array_key( $period ), Periods::madara_value( $period, $views, $labels[ $period ] ) );
		}
		Counter::adopt( $manga_id, time() );
		// Earlier chapters were read more; together the chapters hold most of the total.
		$table = Schema::tables()['chapters'];
		$share = count( $chapters ) ? $total * 0.8 / count( $chapters ) : 0;
		foreach ( $chapters as $n => $chapter_id ) {
			$views = (int) ( $share * 1.6 * ( 1 - $n / max( 1, count( $chapters ) ) * 0.8 ) );
			$wpdb->update( $table, array( 'views' => $views ), array( 'chapter_id' => $chapter_id ), array( '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- seeding.
		}

		$reviews = array();
		foreach ( $this->dice->some( $readers, $this->dice->int( 0, count( $readers ) ) ) as $user_id ) {
			$reviews[ $user_id ] = $this->dice->int( 3, 5 );
		}
		foreach ( range( 1, $this->dice->int( 2, 40 ) ) as $n ) {
			$reviews[ '198.51.100.' . $n ] = $this->dice->int( 1, 5 ); // Guests are keyed by IP (documentation range).
		}
		update_post_meta( $manga_id, MetaKeys::REVIEWS, $reviews );
		update_post_meta( $manga_id, MetaKeys::AVERAGE_REVIEW, round( array_sum( $reviews ) / count( $reviews ), 1 ) );
		update_post_meta( $manga_id, MetaKeys::TOTAL_VOTES, count( $reviews ) );
	}

	/**
	 * Bookmarks and reading history of the readers (MADARA.md §1.6), and each manga's list of bookmarkers.
	 *
	 * @param int[]             $readers Reader IDs.
	 * @param array<int, int[]> $library Manga ID => chapter IDs in reading order.
	 */
	private function reading_lists( array $readers, array $library ): void {
		$bookmarked_by = array();
		foreach ( $readers as $user_id ) {
			$bookmarks = array();
			foreach ( $this->dice->some( array_keys( $library ), min( count( $library ), $this->dice->int( 4, 8 ) ) ) as $manga_id ) {
				$chapters = $library[ $manga_id ];
				$at       = $chapters && $this->dice->chance( 0.7 ) ? $this->dice->int( 0, count( $chapters ) - 1 ) : -1;
				$unread   = $at >= 0 && $at < count( $chapters ) - 1 && $this->dice->chance( 0.5 ) ? array_slice( $chapters, max( $at + 1, count( $chapters ) - 2 ) ) : array();

				$bookmarks[]                  = array(
					'id'       => $manga_id,
					'c'        => $at >= 0 ? $chapters[ $at ] : 0,
					'p'        => $at >= 0 ? $this->dice->int( 1, 3 ) : 1,
					'unread_c' => $unread,
				);
				$bookmarked_by[ $manga_id ][] = $user_id;
			}
			update_user_meta( $user_id, '_wp_manga_bookmark', $bookmarks );

			$history = array();
			$time    = time() - $this->dice->int( 600, 7200 );
			foreach ( $this->dice->some( array_keys( $library ), min( count( $library ), $this->dice->int( 6, 12 ) ) ) as $manga_id ) {
				if ( ! $library[ $manga_id ] ) {
					continue;
				}
				$page      = $this->dice->int( 1, 3 );
				$history[] = array(
					'id' => $manga_id,
					'c'  => $this->dice->pick( $library[ $manga_id ] ),
					'p'  => $page,
					'i'  => $page - 1,
					't'  => $time,
				);
				$time     -= $this->dice->int( 3600, 5 * DAY_IN_SECONDS );
			}
			update_user_meta( $user_id, '_wp_manga_history', $history );
		}
		foreach ( $bookmarked_by as $manga_id => $users ) {
			update_post_meta( $manga_id, MetaKeys::BOOKMARKED_BY, $users );
		}
	}

	/**
	 * The first administrator, as the author of the series.
	 */
	private function admin_id(): int {
		static $id = null;
		if ( null === $id ) {
			$admins = get_users(
				array(
					'role'   => 'administrator',
					'number' => 1,
					'fields' => 'ID',
				)
			);
			$id     = $admins ? (int) $admins[0] : 0;
		}
		return $id;
	}
}
