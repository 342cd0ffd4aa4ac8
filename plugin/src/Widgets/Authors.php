<?php
/**
 * WP Manga: Manga Authors/Artists (`manga-authors-id`), MADARA-SITE.md §8.3.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * The widget.
 */
final class Authors extends TermList {

	/**
	 * Madara's id_base.
	 */
	public static function id_base(): string {
		return 'manga-authors-id';
	}

	/**
	 * The name in wp-admin.
	 */
	protected static function label(): string {
		return __( 'WP Manga: Manga Authors/Artists', 'yomu-core' );
	}

	/**
	 * The description in wp-admin.
	 */
	protected static function description(): string {
		return __( 'Every manga author or artist, linked to their listing.', 'yomu-core' );
	}

	/**
	 * Madara's wrapper classes.
	 */
	protected static function classname(): string {
		return 'manga-authors-widget';
	}

	/**
	 * The instance fields.
	 *
	 * @return array<string, Field>
	 */
	protected function fields(): array {
		return array_merge(
			array(
				'title'          => Field::text( __( 'Title', 'yomu-core' ) ),
				'data'           => Field::choice(
					__( 'List', 'yomu-core' ),
					array(
						'wp-manga-author' => __( 'Authors', 'yomu-core' ),
						'wp-manga-artist' => __( 'Artists', 'yomu-core' ),
					),
					'wp-manga-author'
				),
				'exclude_author' => Field::text( __( 'Excluded names (comma-separated ids or slugs)', 'yomu-core' ) ),
			),
			self::shared_fields()
		);
	}

	/**
	 * Authors or artists.
	 *
	 * @param array<string, string> $settings Settings.
	 */
	protected function taxonomy( array $settings ): string {
		return $settings['data'];
	}

	/**
	 * Only names with manga.
	 */
	protected function include_empty(): bool {
		return false;
	}

	/**
	 * The exclusion field.
	 */
	protected function exclude_field(): string {
		return 'exclude_author';
	}
}
