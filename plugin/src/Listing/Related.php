<?php
/**
 * Related manga (MADARA-SITE.md §8.7), as Yomu's listing cards: on the manga page when the WP Manga setting
 * `related_manga` is 1 and `related_by` names a taxonomy (genre, author, artist or release year), and on chapter
 * pages when the theme option `manga_reading_related` is also on and `minimal_reading_page` off. Published manga
 * sharing a term of that taxonomy, the current one left out, `manga_single_related_items_count` of them (3, 4 or 6)
 * laid out as `manga_single_related_items_layout` and `manga_single_related_item_mobile_width` say.
 *
 * Madara orders them at random in SQL (ORDER BY RAND(), a scan of every match on each page view). Here the newest
 * matches (at most POOL, an indexed join on the term) are kept per manga for CACHE_SECONDS (a transient: the
 * object cache when there is one), and each render picks its items from that pool at random, reading them by ID;
 * the page cache keeps the result on top.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Settings;
use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Routing\Request;

/**
 * The related section.
 */
final class Related {

	/** Madara's related_by values and their taxonomies. */
	public const BY = array(
		'related_genre'  => 'wp-manga-genre',
		'related_author' => 'wp-manga-author',
		'related_artist' => 'wp-manga-artist',
		'related_year'   => 'wp-manga-release',
	);

	/** The candidates kept per manga. */
	private const POOL = 24;

	/** How long a manga's candidates are kept (Yomu's transients all expire within 15 minutes: README). */
	private const CACHE_SECONDS = 15 * 60;

	/**
	 * Hooks the section under the chapter list and under the chapter (before the comments).
	 */
	public static function register(): void {
		add_action( 'yomu_manga_after_chapters', array( self::class, 'print_for_manga' ), 15 );
		add_action( 'yomu_reader_after_content', array( self::class, 'print_for_chapter' ), 15 );
	}

	/**
	 * The taxonomy related manga share, '' when the site shows none.
	 */
	public static function taxonomy(): string {
		if ( '1' !== (string) Settings::stored( 'related_manga' ) ) {
			return '';
		}
		return self::BY[ (string) Settings::stored( 'related_by' ) ] ?? '';
	}

	/**
	 * How many items to show (Madara offers 3, 4 and 6; 4 by default).
	 *
	 * @param int $manga_id Manga post ID (its own meta may override, as on Madara's page).
	 */
	public static function count( int $manga_id ): int {
		$count = (int) ThemeOptions::get( 'manga_single_related_items_count', 4, $manga_id );
		return in_array( $count, array( 3, 4, 6 ), true ) ? $count : 4;
	}

	/**
	 * Prints the section on a manga page.
	 *
	 * @param mixed $manga_id Manga post ID.
	 */
	public static function print_for_manga( $manga_id ): void {
		$manga = get_post( (int) $manga_id );
		if ( $manga instanceof \WP_Post ) {
			echo self::html( $manga ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
		}
	}

	/**
	 * Prints the section under a chapter.
	 *
	 * @param mixed $request The reading request.
	 */
	public static function print_for_chapter( $request ): void {
		if ( ! $request instanceof Request || ! ThemeOptions::on( 'manga_reading_related', 'on', $request->manga->ID ) || ThemeOptions::on( 'minimal_reading_page', 'off', $request->manga->ID ) ) {
			return;
		}
		echo self::html( $request->manga ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	}

	/**
	 * The section for a manga ('' when the site shows none or nothing matches).
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	public static function html( \WP_Post $manga ): string {
		$posts = self::pick( $manga, self::count( $manga->ID ) );
		if ( ! $posts ) {
			return '';
		}
		$cards = '';
		foreach ( $posts as $post ) {
			$cards .= Card::render( $post );
		}
		$layout = '2' === (string) ThemeOptions::get( 'manga_single_related_items_layout', '1', $manga->ID ) ? 2 : 1;
		$mobile = '50' === (string) ThemeOptions::get( 'manga_single_related_item_mobile_width', '100', $manga->ID ) ? 50 : 100;
		return sprintf(
			'<section class="related-manga c-row container" aria-labelledby="related-manga-heading"><h2 id="related-manga-heading" class="manga-section-title">%1$s</h2>'
			. '<div class="page-content-listing item-default manga-grid related-items related-style-%2$d related-count-%3$d related-mobile-%4$d">%5$s</div></section>',
			esc_html__( 'You may also like', 'yomu-core' ),
			$layout,
			self::count( $manga->ID ),
			$mobile,
			$cards
		);
	}

	/**
	 * Up to $count published related manga, in random order (adult manga left out for a Family Safe visitor).
	 *
	 * @param \WP_Post $manga Manga post.
	 * @param int      $count How many.
	 * @return \WP_Post[]
	 */
	public static function pick( \WP_Post $manga, int $count ): array {
		$ids = self::candidates( $manga );
		if ( FamilySafe::active() ) {
			$ids = array_values( array_filter( $ids, static fn ( int $id ): bool => ! MetaKeys::is_adult( $id ) ) );
		}
		if ( ! $ids ) {
			return array();
		}
		shuffle( $ids );
		// By primary key: the posts' status is read again, so a manga unpublished since the pool was kept is left out.
		$query = new \WP_Query(
			array(
				'post_type'           => PostTypes::MANGA,
				'post_status'         => 'publish',
				'post__in'            => array_slice( $ids, 0, $count ),
				'orderby'             => 'post__in',
				'posts_per_page'      => $count,
				'no_found_rows'       => true,
				'ignore_sticky_posts' => true,
			)
		);
		return array_values( array_filter( $query->posts, static fn ( $post ): bool => $post instanceof \WP_Post ) );
	}

	/**
	 * The newest published manga sharing a term of the related taxonomy with this one (IDs, at most POOL).
	 *
	 * @param \WP_Post $manga Manga post.
	 * @return int[]
	 */
	public static function candidates( \WP_Post $manga ): array {
		$taxonomy = self::taxonomy();
		if ( '' === $taxonomy ) {
			return array();
		}
		$terms = get_the_terms( $manga, $taxonomy );
		$terms = is_array( $terms ) ? array_map( static fn ( \WP_Term $term ): int => (int) $term->term_taxonomy_id, $terms ) : array();
		if ( ! $terms ) {
			return array();
		}
		sort( $terms );
		$key    = 'yomu_related_' . $manga->ID . '_' . md5( $taxonomy . ':' . implode( ',', $terms ) );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return array_map( 'intval', $cached );
		}
		$query = new \WP_Query(
			array(
				'post_type'              => PostTypes::MANGA,
				'post_status'            => 'publish',
				'post__not_in'           => array( $manga->ID ),
				'tax_query'              => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- term_relationships' primary key; kept for hours.
					array(
						'taxonomy'         => $taxonomy,
						'field'            => 'term_taxonomy_id',
						'terms'            => $terms,
						'include_children' => false,
					),
				),
				'fields'                 => 'ids',
				'orderby'                => 'date',
				'order'                  => 'DESC',
				'posts_per_page'         => self::POOL, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 24 IDs.
				'no_found_rows'          => true,
				'ignore_sticky_posts'    => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		$ids   = array_map( 'intval', $query->posts );
		set_transient( $key, $ids, self::CACHE_SECONDS );
		return $ids;
	}
}
