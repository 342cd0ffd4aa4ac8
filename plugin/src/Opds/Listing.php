<?php
/**
 * The paged acquisition feeds of manga: latest, popular, one genre, and search results.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

use Yomu\Core\Search\Bounds;

/**
 * Builds manga listing feeds.
 */
final class Listing {

	/**
	 * Latest updates (Madara's "latest" order) or the most viewed ("views").
	 *
	 * @param string $kind 'latest' or 'popular'.
	 * @param int    $page 1-based page.
	 */
	public static function sorted( string $kind, int $page ): ?string {
		$popular = 'popular' === $kind;
		$title   = $popular ? __( 'Popular', 'yomu-core' ) : __( 'Latest updates', 'yomu-core' );
		return self::build( $kind, $title, $kind . '/', array(), Visibility::query( $popular ? 'views' : 'latest', $page ), $page, Links::NAVIGATION );
	}

	/**
	 * The manga of one genre, latest first.
	 *
	 * @param string $slug Genre slug.
	 * @param int    $page 1-based page.
	 */
	public static function genre( string $slug, int $page ): ?string {
		$term = get_term_by( 'slug', sanitize_title( $slug ), 'wp-manga-genre' );
		if ( ! $term instanceof \WP_Term ) {
			return null;
		}
		$query = Visibility::query(
			'latest',
			$page,
			array(
				'tax_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
					array(
						'taxonomy' => 'wp-manga-genre',
						'field'    => 'term_id',
						'terms'    => $term->term_id,
					),
				),
			)
		);
		return self::build( 'genre-' . $term->term_id, $term->name, 'genre/' . rawurlencode( $term->slug ) . '/', array(), $query, $page, Links::NAVIGATION, 'genres/' );
	}

	/**
	 * Search results (the site's manga search: title, alternative names, authors), best matches first.
	 *
	 * @param string $terms Search terms.
	 * @param int    $page  1-based page.
	 */
	public static function search( string $terms, int $page ): ?string {
		$terms = mb_substr( trim( $terms ), 0, Bounds::SEARCH_MAX, 'UTF-8' );
		/* translators: %s: search terms. */
		$title = sprintf( __( 'Search: %s', 'yomu-core' ), $terms );
		$query = '' === $terms ? null : Visibility::query( '', $page, array( 's' => $terms ) );
		return self::build( 'search', $title, 'search/', array( 'q' => $terms ), $query, $page, Links::NAVIGATION );
	}

	/**
	 * The feed of one page of a query (null when the page is past the last one).
	 *
	 * @param string               $key      Feed key for its id.
	 * @param string               $title    Feed title.
	 * @param string               $path     Catalog path of the feed.
	 * @param array<string, mixed> $args     Query arguments of its URL besides the page.
	 * @param \WP_Query|null       $query    The query (null for no results).
	 * @param int                  $page     1-based page.
	 * @param string               $up_type  Media type of the parent feed.
	 * @param string               $up_path  Catalog path of the parent feed.
	 */
	private static function build( string $key, string $title, string $path, array $args, ?\WP_Query $query, int $page, string $up_type, string $up_path = '' ): ?string {
		$total = $query ? (int) $query->found_posts : 0;
		$pages = max( 1, (int) ceil( $total / Visibility::PER_PAGE ) );
		if ( $page < 1 || $page > $pages ) {
			return null;
		}
		$posts   = $query ? array_filter( $query->posts, static fn ( $post ): bool => $post instanceof \WP_Post ) : array();
		$updated = $posts ? max( array_map( array( MangaEntry::class, 'updated' ), $posts ) ) : 0;
		$url     = static fn ( int $n ): string => Links::url( $path, $args + ( $n > 1 ? array( 'page' => $n ) : array() ) );
		$feed    = new Feed( Links::urn( 'feed', $key . ( $page > 1 ? '-' . $page : '' ) ), $title, Feed::date( $updated ), $url( $page ), Links::ACQUISITION );
		$feed->link( 'up', Links::url( $up_path ), $up_type );
		$feed->pagination( $url, $page, $pages, Links::ACQUISITION );
		$feed->counts( $total, Visibility::PER_PAGE, $page );
		foreach ( $posts as $post ) {
			MangaEntry::write( $feed, $post );
		}
		return $feed->xml();
	}
}
