<?php
/**
 * The choice lists several widgets share (Madara's values, Yomu's words).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * Shared choices.
 */
final class Choices {

	/**
	 * Madara's manga orders.
	 *
	 * @return array<string, string>
	 */
	public static function orders(): array {
		return array(
			'latest'    => __( 'Latest update', 'yomu-core' ),
			'alphabet'  => __( 'A-Z', 'yomu-core' ),
			'rating'    => __( 'Rating', 'yomu-core' ),
			'trending'  => __( 'Trending', 'yomu-core' ),
			'views'     => __( 'Most Views', 'yomu-core' ),
			'new-manga' => __( 'New', 'yomu-core' ),
			'random'    => __( 'Random', 'yomu-core' ),
		);
	}

	/**
	 * Trending periods.
	 *
	 * @return array<string, string>
	 */
	public static function ranges(): array {
		return array(
			'all'   => __( 'All time', 'yomu-core' ),
			'day'   => __( 'Day', 'yomu-core' ),
			'week'  => __( 'Week', 'yomu-core' ),
			'month' => __( 'Month', 'yomu-core' ),
			'year'  => __( 'Year', 'yomu-core' ),
		);
	}

	/**
	 * Directions, as Madara saves them.
	 *
	 * @return array<string, string>
	 */
	public static function directions(): array {
		return array(
			'desc' => __( 'Descending', 'yomu-core' ),
			'asc'  => __( 'Ascending', 'yomu-core' ),
		);
	}

	/**
	 * Two styles.
	 *
	 * @return array<string, string>
	 */
	public static function styles(): array {
		return array(
			'style-1' => __( 'Style 1', 'yomu-core' ),
			'style-2' => __( 'Style 2', 'yomu-core' ),
		);
	}

	/**
	 * The manga filters of a shelf widget: comma lists of slugs.
	 *
	 * @return array<string, Field>
	 */
	public static function term_fields(): array {
		return array(
			'genre'   => Field::text( __( 'Genres (comma-separated slugs)', 'yomu-core' ) ),
			'author'  => Field::text( __( 'Authors (comma-separated slugs)', 'yomu-core' ) ),
			'artist'  => Field::text( __( 'Artists (comma-separated slugs)', 'yomu-core' ) ),
			'release' => Field::text( __( 'Release years (comma-separated)', 'yomu-core' ) ),
		);
	}
}
