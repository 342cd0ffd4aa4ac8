<?php
/**
 * Load-test data: many manga with many chapters, written with multi-row INSERTs inside transactions (see
 * Rows), never through WordPress's per-row APIs. Every chapter gets a page row whose pages point at a few
 * shared image files, so readers and thumbnails resolve.
 *
 * The shared files live in the data folder under yomu-scale/pages/, and every scale manga uses that folder
 * as its storage folder. Deleting a scale chapter in wp-admin therefore deletes those shared files too:
 * scale data is for load tests on throwaway sites, not for editing.
 *
 * @package Yomu
 */

namespace Yomu\Seed;

use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Storage\DataDir;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Views\Periods;

/**
 * Bulk seeder.
 */
final class Scale {

	private const FOLDER = 'yomu-scale';

	private const CHAPTER_DIR = 'pages';

	private const PAGE_FILES = 6;

	private const PAGES_PER_CHAPTER = 3;

	private const MANGA_PER_TRANSACTION = 500;

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
	 * Sets up.
	 *
	 * @param string $temp_dir Folder for the drawings.
	 */
	public function __construct( string $temp_dir ) {
		$this->dice   = new Dice( 7 );
		$this->images = new Images( $temp_dir );
		$this->pool   = new Page_Pool( dirname( __DIR__, 3 ) . '/.wp/page-pool', $this->images->font() );
	}

	/**
	 * Writes the data.
	 *
	 * @param int $manga_count        Manga to add.
	 * @param int $chapters_per_manga Chapters of each.
	 * @return array<string, int> What was created.
	 * @throws \Throwable Whatever the writes threw, after rolling back.
	 */
	public function run( int $manga_count, int $chapters_per_manga ): array {
		global $wpdb;
		$pages  = $this->page_files();
		$genres = $this->genre_taxonomy_ids();
		$tables = Schema::tables();
		$rows   = new Rows();
		$rows->table( $wpdb->posts, array_fill_keys( array( 'ID', 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status', 'ping_status', 'post_password', 'post_name', 'to_ping', 'pinged', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'post_parent', 'guid', 'menu_order', 'post_type', 'post_mime_type', 'comment_count' ), '%s' ) );
		$rows->table(
			$wpdb->postmeta,
			array(
				'post_id'    => '%d',
				'meta_key'   => '%s', // phpcs:ignore WordPress.DB.SlowDBQuery -- a column name.
				'meta_value' => '%s', // phpcs:ignore WordPress.DB.SlowDBQuery -- a column name.
			)
		);
		$rows->table(
			$wpdb->term_relationships,
			array(
				'object_id'        => '%d',
				'term_taxonomy_id' => '%d',
				'term_order'       => '%d',
			)
		);
		$rows->table( $tables['chapters'], array_fill_keys( array( 'chapter_id', 'post_id', 'volume_id', 'chapter_name', 'chapter_name_extend', 'chapter_slug', 'storage_in_use', 'date', 'date_gmt', 'chapter_index', 'chapter_status', 'chapter_seo', 'chapter_warning', 'chapter_metas', 'views', 'chapter_sort' ), '%s' ) );
		$rows->table(
			$tables['data'],
			array(
				'chapter_id' => '%d',
				'storage'    => '%s',
				'data'       => '%s',
			)
		);

		$post_id    = 1 + (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$chapter_id = 1 + (int) $wpdb->get_var( "SELECT MAX(chapter_id) FROM `{$tables['chapters']}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$author     = get_current_user_id();
		$metas      = maybe_serialize( array( 'uid' => self::CHAPTER_DIR ) );
		$statuses   = array( 'on-going', 'on-going', 'on-going', 'end', 'canceled', 'on-hold', 'upcoming' );
		$types      = array( 'Manga', 'Manhwa', 'Manhua' );
		$now        = time();
		$labels     = Periods::labels( $now );
		$offset     = (int) ( (float) get_option( 'gmt_offset' ) * HOUR_IN_SECONDS );

		try {
			for ( $m = 0; $m < $manga_count; $m++, $post_id++ ) {
				if ( 0 === $m % self::MANGA_PER_TRANSACTION ) {
					if ( $m > 0 ) {
						$rows->commit();
					}
					$rows->begin();
				}
				$created = $now - $this->dice->int( 30, 1100 ) * DAY_IN_SECONDS;
				$title   = sprintf( 'Ölçek Serisi %05d', $post_id );
				$date    = gmdate( 'Y-m-d H:i:s', $created );
				$local   = gmdate( 'Y-m-d H:i:s', $created + $offset );
				$rows->add( $wpdb->posts, array( $post_id, $author, $local, $date, '<p>Yük testi için üretilmiş bir seri.</p>', $title, '', 'publish', 'open', 'closed', '', 'olcek-serisi-' . $post_id, '', '', $local, $date, '', 0, home_url( '/?post_type=wp-manga&p=' . $post_id ), 0, 'wp-manga', '', 0 ) );

				$last = $created;
				$step = (int) ( ( $now - $created ) / ( $chapters_per_manga + 1 ) );
				for ( $c = 1; $c <= $chapters_per_manga; $c++, $chapter_id++ ) {
					$last  = $created + $c * $step + $this->dice->int( 0, 3600 );
					$when  = gmdate( 'Y-m-d H:i:s', $last );
					$local = gmdate( 'Y-m-d H:i:s', $last + $offset );
					$first = ( $chapter_id % self::PAGE_FILES );
					$data  = array();
					for ( $p = 1; $p <= self::PAGES_PER_CHAPTER; $p++ ) {
						$data[ $p ] = $pages[ ( $first + $p ) % self::PAGE_FILES ];
					}
					$rows->add( $tables['chapters'], array( $chapter_id, $post_id, 0, "Bölüm $c", '', "bolum-$c", 'local', $local, $when, 0, 1, '', '', $metas, $this->dice->int( 0, 5000 ), $c ) );
					$rows->add( $tables['data'], array( $chapter_id, 'local', (string) wp_json_encode( $data ) ) );
				}

				$views = $this->dice->int( 0, 250000 );
				$meta  = array(
					'_wp_manga_status'            => $statuses[ $m % count( $statuses ) ],
					'_wp_manga_type'              => $types[ $m % count( $types ) ],
					'_wp_manga_chapter_type'      => 'manga',
					'manga_unique_id'             => self::FOLDER,
					'manga_adult_content'         => '',
					'_latest_update'              => (string) $last,
					'_wp_manga_views'             => (string) $views,
					'_wp_manga_day_views_value'   => (string) intdiv( $views, 400 ),
					'_wp_manga_week_views_value'  => (string) intdiv( $views, 60 ),
					'_wp_manga_month_views_value' => (string) intdiv( $views, 15 ),
					'_wp_manga_year_views_value'  => (string) intdiv( $views, 2 ),
					'_manga_avarage_reviews'      => (string) ( $this->dice->int( 20, 50 ) / 10 ),
					'_manga_total_votes'          => (string) $this->dice->int( 0, 900 ),
				);
				// Madara's labelled period arrays next to the ints, labelled now: Yomu adopts a count only
				// when its label says it is current (Views\Adoption).
				foreach ( $labels as $period => $label ) {
					$meta[ Periods::array_key( $period ) ] = (string) maybe_serialize( Periods::madara_value( $period, (int) $meta[ Periods::value_key( $period ) ], $label ) );
				}
				foreach ( $meta as $key => $value ) {
					$rows->add( $wpdb->postmeta, array( $post_id, $key, $value ) );
				}
				foreach ( $this->dice->some( $genres, $this->dice->int( 1, 3 ) ) as $term_taxonomy_id ) {
					$rows->add( $wpdb->term_relationships, array( $post_id, $term_taxonomy_id, 0 ) );
				}
			}
			$rows->commit();
		} catch ( \Throwable $error ) {
			$rows->rollback();
			throw $error;
		}

		$this->recount_genres();
		wp_cache_flush();
		return array(
			'manga'         => $rows->written[ $wpdb->posts ],
			'chapters'      => $rows->written[ $tables['chapters'] ],
			'page rows'     => $rows->written[ $tables['data'] ],
			'meta rows'     => $rows->written[ $wpdb->postmeta ],
			'genre links'   => $rows->written[ $wpdb->term_relationships ],
			'shared images' => self::PAGE_FILES,
		);
	}

	/**
	 * Copies the shared page images from the pool once (kept when they exist) and returns their page entries.
	 *
	 * @return array<int, array{src: string, mime: string, w: int, h: int}>
	 * @throws \RuntimeException When a write fails; nothing after it runs.
	 */
	private function page_files(): array {
		$ready = DataDir::ensure();
		if ( is_wp_error( $ready ) ) {
			throw new \RuntimeException( esc_html( $ready->get_error_message() ) );
		}
		$dir = Paths::data_dir() . self::FOLDER . '/' . self::CHAPTER_DIR . '/';
		wp_mkdir_p( $dir );
		$entries = array();
		for ( $n = 1; $n <= self::PAGE_FILES; $n++ ) {
			$page = $this->pool->page( 'paged', $n - 1 );
			$name = sprintf( '%02d.%s', $n, $page['ext'] );
			if ( ! is_file( $dir . $name ) && ! copy( $page['path'], $dir . $name ) ) {
				throw new \RuntimeException( esc_html( "Could not write $dir$name" ) );
			}
			$entries[] = array(
				'src'  => self::FOLDER . '/' . self::CHAPTER_DIR . '/' . $name,
				'mime' => 'png' === $page['ext'] ? 'image/png' : 'image/jpeg',
				'w'    => $page['w'],
				'h'    => $page['h'],
			);
		}
		return $entries;
	}

	/**
	 * The genre terms' taxonomy IDs (created when missing).
	 *
	 * @return int[]
	 * @throws \RuntimeException When a write fails; nothing after it runs.
	 */
	private function genre_taxonomy_ids(): array {
		$ids = array();
		foreach ( Catalog::GENRES as $name ) {
			$term = term_exists( $name, 'wp-manga-genre' );
			$term = $term ? $term : wp_insert_term( $name, 'wp-manga-genre' );
			if ( is_wp_error( $term ) ) {
				throw new \RuntimeException( esc_html( $term->get_error_message() ) );
			}
			$ids[] = (int) $term['term_taxonomy_id'];
		}
		return $ids;
	}

	/**
	 * Sets the genre counts from the relationships, in one statement.
	 */
	private function recount_genres(): void {
		global $wpdb;
		$wpdb->query( "UPDATE {$wpdb->term_taxonomy} SET count = (SELECT COUNT(*) FROM {$wpdb->term_relationships} WHERE {$wpdb->term_relationships}.term_taxonomy_id = {$wpdb->term_taxonomy}.term_taxonomy_id) WHERE taxonomy = 'wp-manga-genre'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		clean_term_cache( array(), 'wp-manga-genre' );
	}
}
