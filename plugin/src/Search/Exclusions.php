<?php
/**
 * Madara's search exclusions (MADARA-SITE.md §8.1), read from its theme options: manga with one of the listed tags
 * (`manga_search_exclude_tags`, slugs) or genres (`manga_search_exclude_genres`, slugs), or by an author whose name
 * holds one of the listed texts (`manga_search_exclude_authors`), never appear in manga search results nor in the
 * suggestions. Unlike Madara, the visitor's own genre, author, artist and year filters still apply alongside.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Madara\ThemeOptions;

/**
 * The excluded terms and the clauses that leave their manga out.
 */
final class Exclusions {

	/** Most author terms one listed text may exclude ("a" would match nearly every author). */
	private const MAX_AUTHORS = 500;

	/**
	 * Registers the hooks (after the search filters, 20, which rebuild the main search's tax_query).
	 */
	public static function register(): void {
		add_action( 'pre_get_posts', array( self::class, 'apply' ), 30 );
		add_filter( 'yomu_listing_query_args', array( self::class, 'load_more_args' ), 20, 2 );
	}

	/**
	 * The term_taxonomy ids whose manga are left out of searches (none when no exclusion is set).
	 *
	 * @return int[]
	 */
	public static function term_taxonomy_ids(): array {
		$ids = array_merge(
			self::by_slug( 'wp-manga-tag', self::entries( ThemeOptions::get( 'manga_search_exclude_tags', '' ) ) ),
			self::by_slug( 'wp-manga-genre', self::entries( ThemeOptions::get( 'manga_search_exclude_genres', '' ) ) )
		);
		foreach ( self::entries( ThemeOptions::get( 'manga_search_exclude_authors', '' ) ) as $text ) {
			$ids = array_merge( $ids, self::query( 'wp-manga-author', array( 'name__like' => $text ), self::MAX_AUTHORS ) );
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * SQL condition for a raw query: the manga ID column is none of the excluded manga ('' when nothing is excluded).
	 *
	 * @param string $column The manga ID column (the caller's constant).
	 */
	public static function sql( string $column ): string {
		global $wpdb;
		$ids = self::term_taxonomy_ids();
		if ( ! $ids ) {
			return '';
		}
		return " AND $column NOT IN (SELECT object_id FROM {$wpdb->term_relationships} WHERE term_taxonomy_id IN (" . implode( ',', array_map( 'intval', $ids ) ) . '))';
	}

	/**
	 * Adds the exclusion to a manga search's tax_query, next to the clauses already there (the visitor's filters).
	 * As a tax_query clause, WordPress's query cache follows term changes (a manga given an excluded tag).
	 *
	 * @param mixed $query The query.
	 */
	public static function apply( $query ): void {
		if ( ! $query instanceof \WP_Query || ! $query->is_search() || PostTypes::MANGA !== $query->get( 'post_type' ) || ( is_admin() && ! wp_doing_ajax() ) ) {
			return;
		}
		$ids = self::term_taxonomy_ids();
		if ( $ids ) {
			$query->set( 'tax_query', self::with_clause( $query->get( 'tax_query' ), $ids ) );
		}
	}

	/**
	 * The next page of a search by filters alone (no words, so its query is no search): the search page's
	 * load more sends the filters under Filters::VARS_KEY.
	 *
	 * @param mixed $args Query arguments.
	 * @param mixed $raw  Client vars.
	 * @return mixed
	 */
	public static function load_more_args( $args, $raw = array() ) {
		if ( ! is_array( $args ) || isset( $args['s'] ) || ! is_array( $raw ) || ! isset( $raw[ Filters::VARS_KEY ] ) ) {
			return $args;
		}
		$ids = self::term_taxonomy_ids();
		if ( $ids ) {
			$args['tax_query'] = self::with_clause( $args['tax_query'] ?? array(), $ids ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the site's own exclusions.
		}
		return $args;
	}

	/**
	 * A tax_query with the exclusion added to the clauses already there.
	 *
	 * @param mixed $tax The tax_query so far.
	 * @param int[] $ids Excluded term_taxonomy ids.
	 * @return array<int|string, mixed>
	 */
	private static function with_clause( $tax, array $ids ): array {
		return array_merge(
			array( 'relation' => 'AND' ),
			is_array( $tax ) && $tax ? array( $tax ) : array(),
			array(
				array(
					'field'            => 'term_taxonomy_id',
					'terms'            => $ids,
					'operator'         => 'NOT IN',
					'include_children' => false,
				),
			)
		);
	}

	/**
	 * The entries of an option: a comma list (or a list of values), trimmed, without empties.
	 *
	 * @param mixed $value Option value.
	 * @return string[]
	 */
	private static function entries( $value ): array {
		$parts = is_array( $value ) ? $value : explode( ',', is_scalar( $value ) ? (string) $value : '' );
		$out   = array();
		foreach ( $parts as $part ) {
			$part = is_scalar( $part ) ? trim( (string) $part ) : '';
			if ( '' !== $part ) {
				$out[] = $part;
			}
		}
		return array_slice( array_values( array_unique( $out ) ), 0, 100 );
	}

	/**
	 * Term taxonomy ids of slugs.
	 *
	 * @param string   $taxonomy Taxonomy.
	 * @param string[] $slugs    Slugs as listed.
	 * @return int[]
	 */
	private static function by_slug( string $taxonomy, array $slugs ): array {
		return $slugs ? self::query( $taxonomy, array( 'slug' => array_map( 'sanitize_title', $slugs ) ), count( $slugs ) ) : array();
	}

	/**
	 * Term taxonomy ids from get_terms (cached by WordPress until a term changes).
	 *
	 * @param string               $taxonomy Taxonomy.
	 * @param array<string, mixed> $args     Which terms.
	 * @param int                  $number   Most terms.
	 * @return int[]
	 */
	private static function query( string $taxonomy, array $args, int $number ): array {
		if ( ! taxonomy_exists( $taxonomy ) ) {
			return array();
		}
		$ids = get_terms(
			array_merge(
				array(
					'taxonomy'               => $taxonomy,
					'hide_empty'             => false,
					'fields'                 => 'tt_ids',
					'number'                 => $number,
					'update_term_meta_cache' => false,
				),
				$args
			)
		);
		return is_array( $ids ) ? array_map( 'intval', $ids ) : array();
	}
}
