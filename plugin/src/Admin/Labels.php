<?php
/**
 * Translated labels for the values Madara stores in manga meta (MADARA.md §1.5).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * Value => label maps for the manga details form.
 */
final class Labels {

	/**
	 * Labels of the _wp_manga_status values.
	 *
	 * @return array<string, string>
	 */
	public static function statuses(): array {
		return array(
			'on-going' => __( 'Ongoing', 'yomu-core' ),
			'end'      => __( 'Completed', 'yomu-core' ),
			'canceled' => __( 'Canceled', 'yomu-core' ),
			'on-hold'  => __( 'On Hold', 'yomu-core' ),
			'upcoming' => __( 'Upcoming', 'yomu-core' ),
		);
	}

	/**
	 * Labels of a chapter's chapter_status (Madara: 1 completed, 2 still uploading; a label for editors only).
	 *
	 * @return array<int, string>
	 */
	public static function chapter_statuses(): array {
		return array(
			0 => __( 'Not set', 'yomu-core' ),
			1 => __( 'Completed', 'yomu-core' ),
			2 => __( 'Uploading', 'yomu-core' ),
		);
	}

	/**
	 * Labels of the _wp_manga_chapter_type values (Madara shows text as "Novel" and video as "Drama").
	 *
	 * @return array<string, string>
	 */
	public static function chapter_types(): array {
		return array(
			'manga' => __( 'Manga (images)', 'yomu-core' ),
			'text'  => __( 'Novel (text)', 'yomu-core' ),
			'video' => __( 'Drama (video)', 'yomu-core' ),
		);
	}

	/**
	 * Labels of the manga_title_badges values: "no" is Madara's "none", "custom" uses manga_custom_badges.
	 *
	 * @return array<string, string>
	 */
	public static function badges(): array {
		return array(
			'no'     => __( 'None', 'yomu-core' ),
			'hot'    => __( 'Hot', 'yomu-core' ),
			'new'    => __( 'New', 'yomu-core' ),
			'custom' => __( 'Custom', 'yomu-core' ),
		);
	}

	/**
	 * Suggestions for the free-text _wp_manga_type.
	 *
	 * @return string[]
	 */
	public static function type_suggestions(): array {
		return array( 'Manga', 'Manhwa', 'Manhua' );
	}
}
