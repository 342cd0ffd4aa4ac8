<?php
/**
 * Template tags for manga listings: cards, orders, the home queries, the load-more vars. Every *_html() tag
 * returns escaped HTML.
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Listing\ArchiveQuery;
use Yomu\Core\Listing\Card;
use Yomu\Core\Listing\Cards;
use Yomu\Core\Listing\Orderby;
use Yomu\Core\Listing\QueryVars;
use Yomu\Core\Listing\Thumbnail;
use Yomu\Core\Widgets\HistoryItems;

if ( ! function_exists( 'yomu_manga_card_html' ) ) {
	/**
	 * One listing card ('archive' grid card or 'search' row) for a published manga; '' for anything else.
	 *
	 * @param WP_Post|int|null $manga   Manga post or ID; the current post when null.
	 * @param string           $variant archive or search.
	 * @param bool             $eager   Load the cover eagerly (first row).
	 * @param string           $sizes   The cover's sizes attribute outside a grid ('' for the grid's).
	 */
	function yomu_manga_card_html( $manga = null, string $variant = 'archive', bool $eager = false, string $sizes = '' ): string {
		$manga = get_post( $manga );
		if ( ! $manga instanceof WP_Post || 'wp-manga' !== $manga->post_type || 'publish' !== $manga->post_status ) {
			return '';
		}
		return Card::render( $manga, $variant, $eager, $sizes );
	}
}

if ( ! function_exists( 'yomu_listing_orders' ) ) {
	/**
	 * The ?m_orderby= choices: name => label.
	 *
	 * @return array<string, string>
	 */
	function yomu_listing_orders(): array {
		return array(
			'latest'    => __( 'Latest', 'yomu-core' ),
			'alphabet'  => __( 'A-Z', 'yomu-core' ),
			'rating'    => __( 'Rating', 'yomu-core' ),
			'trending'  => __( 'Trending', 'yomu-core' ),
			'views'     => __( 'Most Views', 'yomu-core' ),
			'new-manga' => __( 'New', 'yomu-core' ),
		);
	}
}

if ( ! function_exists( 'yomu_listing_current_order' ) ) {
	/**
	 * The order of the current listing page ('' on a search ordered by relevance).
	 */
	function yomu_listing_current_order(): string {
		global $wp_query;
		return $wp_query instanceof WP_Query ? ArchiveQuery::current_order( $wp_query ) : Orderby::DEFAULT;
	}
}

if ( ! function_exists( 'yomu_listing_page_url' ) ) {
	/**
	 * A page of the current listing (archive or taxonomy archive) in Madara's shape, /page/N/?m_orderby=, with
	 * no other parameter of the request: links never echo what the visitor typed (issue 19).
	 *
	 * @param int         $page  Page number.
	 * @param string|null $order Order name; null keeps the current one.
	 */
	function yomu_listing_page_url( int $page, ?string $order = null ): string {
		$url   = (string) strtok( get_pagenum_link( max( 1, $page ), false ), '?' );
		$order = $order ?? yomu_listing_current_order();
		return '' !== $order && array_key_exists( $order, yomu_listing_orders() ) ? add_query_arg( 'm_orderby', $order, $url ) : $url;
	}
}

if ( ! function_exists( 'yomu_listing_page_path' ) ) {
	/**
	 * A page of the current listing without any query: the action of a search page's page buttons, whose form
	 * sends the words and filters once (issue 19).
	 *
	 * @param int $page Page number.
	 */
	function yomu_listing_page_path( int $page ): string {
		return (string) strtok( get_pagenum_link( max( 1, $page ), false ), '?' );
	}
}

if ( ! function_exists( 'yomu_listing_query' ) ) {
	/**
	 * A listing query of published manga for blocks of the home page.
	 *
	 * @param string $order     An m_orderby name.
	 * @param int    $per_page  Items (1 to 48).
	 * @param int    $paged     Page, 1-based.
	 * @param bool   $paginated Whether the block shows pages (false: the total is not counted).
	 */
	function yomu_listing_query( string $order = 'latest', int $per_page = 24, int $paged = 1, bool $paginated = true ): WP_Query {
		$args = QueryVars::map(
			array(
				'm_orderby'      => $order,
				'posts_per_page' => $per_page,
			),
			$paged
		);
		// Remembered for the load-more vars (WP_Query keeps unknown query vars as they are).
		$args['yomu_order'] = Orderby::normalize( $order );
		// A block without pages (a slider) skips counting every match.
		$args['no_found_rows'] = ! $paginated;
		// Grid cards show no terms; a card that does reads them for its whole query (CardPrimer).
		$args['update_post_term_cache'] = false;
		return new WP_Query( $args );
	}
}

if ( ! function_exists( 'yomu_listing_load_more_vars' ) ) {
	/**
	 * The vars the load-more control of a listing sends back (only keys the server's whitelist knows).
	 *
	 * @param WP_Query|null $query The listing query; the main query when null.
	 * @return array<string, mixed>
	 */
	function yomu_listing_load_more_vars( ?WP_Query $query = null ): array {
		global $wp_query;
		$query = $query ?? $wp_query;
		$vars  = array(
			'paged'          => max( 1, (int) $query->get( 'paged' ) ),
			'posts_per_page' => (int) $query->get( 'posts_per_page' ) > 0 ? (int) $query->get( 'posts_per_page' ) : QueryVars::PER_PAGE,
		);
		$order = $query->is_main_query() ? ArchiveQuery::current_order( $query ) : (string) $query->get( 'yomu_order' );
		if ( '' !== $order ) {
			$vars['m_orderby'] = $order;
		}
		if ( '' !== (string) $query->get( 's' ) ) {
			$vars['s'] = (string) $query->get( 's' );
		}
		$term = $query->is_main_query() ? get_queried_object() : null;
		if ( $term instanceof WP_Term ) {
			$vars[ $term->taxonomy ] = $term->slug;
		}
		/**
		 * Lets other parts (the advanced search filters) send their own vars back with load-more.
		 *
		 * @param array<string, mixed> $vars  The vars.
		 * @param WP_Query             $query The listing query.
		 */
		return (array) apply_filters( 'yomu_listing_load_more_vars', $vars, $query );
	}
}

if ( ! function_exists( 'yomu_listing_no_posts_marker' ) ) {
	/**
	 * The marker third-party apps read as "no more pages".
	 */
	function yomu_listing_no_posts_marker(): string {
		return Cards::NO_POSTS_MARKER;
	}
}

if ( ! function_exists( 'yomu_featured_query' ) ) {
	/**
	 * The manga the owner chose to feature, in the order given (published ones only; the Family Safe rules apply).
	 *
	 * @param int[] $ids Manga ids.
	 */
	function yomu_featured_query( array $ids ): WP_Query {
		$ids = array_values( array_unique( array_filter( array_map( 'absint', $ids ) ) ) );
		return new WP_Query(
			QueryVars::force(
				array(
					'post__in'               => $ids ? array_slice( $ids, 0, 20 ) : array( 0 ),
					'orderby'                => 'post__in',
					'posts_per_page'         => 20,
					'no_found_rows'          => true,
					'update_post_term_cache' => false,
				)
			)
		);
	}
}

if ( ! function_exists( 'yomu_popular_query' ) ) {
	/**
	 * The most read manga of a period: day, week, month or year (Madara's period view counters), or all time.
	 *
	 * @param string $period day, week, month, year or all.
	 * @param int    $count  How many.
	 */
	function yomu_popular_query( string $period, int $count = 10 ): WP_Query {
		$key   = in_array( $period, MetaKeys::VIEW_PERIODS, true ) ? "_wp_manga_{$period}_views_value" : MetaKeys::VIEWS;
		$count = max( 1, min( 20, $count ) );
		return new WP_Query(
			QueryVars::force(
				Orderby::by_meta( $key, 'DESC' ) + array(
					'posts_per_page'         => $count,
					'no_found_rows'          => true,
					'update_post_term_cache' => false,
				)
			)
		);
	}
}

if ( ! function_exists( 'yomu_popular_views' ) ) {
	/**
	 * A manga's views in a period (as yomu_popular_query() counts them).
	 *
	 * @param int    $manga_id The manga.
	 * @param string $period   day, week, month, year or all.
	 */
	function yomu_popular_views( int $manga_id, string $period ): int {
		$key = in_array( $period, MetaKeys::VIEW_PERIODS, true ) ? "_wp_manga_{$period}_views_value" : MetaKeys::VIEWS;
		return (int) get_post_meta( $manga_id, $key, true );
	}
}

if ( ! function_exists( 'yomu_manga_thumbnail_html' ) ) {
	/**
	 * A manga's small cover (lazy), or an empty cover-shaped box.
	 *
	 * @param WP_Post $manga The manga.
	 * @param string  $alt   The image's text ('' when the title is beside it).
	 */
	function yomu_manga_thumbnail_html( WP_Post $manga, string $alt = '' ): string {
		return Thumbnail::html( $manga, $alt );
	}
}

if ( ! function_exists( 'yomu_reading_history_html' ) ) {
	/**
	 * The visitor's last read manga with where they stopped (a guest's arrives from their cookie when the browser
	 * is idle): the home's "Continue reading", the History widget.
	 *
	 * @param int    $count   How many.
	 * @param string $heading The items' heading: h3 under a page's h2, h5 under a widget's title.
	 */
	function yomu_reading_history_html( int $count, string $heading = 'h5' ): string {
		return HistoryItems::for_visitor( $count, $heading );
	}
}

if ( ! function_exists( 'yomu_slider_cover_sizes' ) ) {
	/**
	 * The sizes attribute of a slider's covers, from the slides its style shows at each width.
	 *
	 * @param int $style Slider style, 1–4.
	 * @param int $items Slides per view at most (0: as the style says).
	 */
	function yomu_slider_cover_sizes( int $style, int $items = 0 ): string {
		return \Yomu\Core\Listing\CoverSrcset::slider( $style, $items );
	}
}

if ( ! function_exists( 'yomu_manga_page_cover_attributes' ) ) {
	/**
	 * The manga page cover's srcset (its crops) and sizes, for the_post_thumbnail().
	 *
	 * @param int $attachment_id The cover.
	 * @return array<string, string>
	 */
	function yomu_manga_page_cover_attributes( int $attachment_id ): array {
		return \Yomu\Core\Listing\CoverSrcset::attributes( $attachment_id, \Yomu\Core\Listing\CoverSrcset::MANGA_PAGE );
	}
}
