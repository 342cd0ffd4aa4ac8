<?php
/**
 * Chapter slugs and sort values, computed as Madara computes them (MADARA.md §1.2).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Slug and sort helpers for chapter writes.
 */
final class Slugs {

	/**
	 * The slug for a chapter name: sanitize_title(name), made unique within the manga by adding _1, _2…
	 * ("chapter" when the name has no usable characters at all).
	 *
	 * @param int    $manga_id   Manga post ID.
	 * @param string $name       Chapter name.
	 * @param int    $exclude_id A chapter whose own slug does not count as taken (when renaming it).
	 */
	public static function unique_chapter_slug( int $manga_id, string $name, int $exclude_id = 0 ): string {
		global $wpdb;
		$base  = sanitize_title( $name );
		$base  = '' !== $base ? $base : 'chapter';
		$table = Schema::tables()['chapters'];
		$taken = $wpdb->get_col( $wpdb->prepare( "SELECT chapter_slug FROM `$table` WHERE post_id = %d AND chapter_id <> %d AND chapter_slug LIKE %s", $manga_id, $exclude_id, $wpdb->esc_like( $base ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$taken = array_flip( array_map( 'strval', (array) $taken ) );
		$slug  = $base;
		for ( $n = 1; isset( $taken[ $slug ] ); $n++ ) {
			$slug = $base . '_' . $n;
		}
		return $slug;
	}

	/**
	 * The chapter_sort value: the chapter index when it is set, else the first number in the name
	 * ("Chapter 12.5" sorts as 12.5), else 0.
	 *
	 * @param int    $index Chapter index.
	 * @param string $name  Chapter name.
	 */
	public static function sort_value( int $index, string $name ): float {
		if ( 0 !== $index ) {
			return (float) $index;
		}
		return preg_match( '/\d+(?:[.,]\d+)?/', $name, $match ) ? (float) str_replace( ',', '.', $match[0] ) : 0.0;
	}
}
