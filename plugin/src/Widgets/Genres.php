<?php
/**
 * WP Manga: Manga Genres (`manga-genres-id`), MADARA-SITE.md §8.3.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * The widget.
 */
final class Genres extends TermList {

	/**
	 * Madara's id_base.
	 */
	public static function id_base(): string {
		return 'manga-genres-id';
	}

	/**
	 * The name in wp-admin.
	 */
	protected static function label(): string {
		return __( 'WP Manga: Manga Genres', 'yomu-core' );
	}

	/**
	 * The description in wp-admin.
	 */
	protected static function description(): string {
		return __( 'Every manga genre, linked to its listing.', 'yomu-core' );
	}

	/**
	 * Madara's wrapper classes.
	 */
	protected static function classname(): string {
		return 'manga-genres-class-name';
	}

	/**
	 * The instance fields.
	 *
	 * @return array<string, Field>
	 */
	protected function fields(): array {
		return array_merge(
			array(
				'title'         => Field::text( __( 'Title', 'yomu-core' ) ),
				'exclude_genre' => Field::text( __( 'Excluded genres (comma-separated ids or slugs)', 'yomu-core' ) ),
			),
			self::shared_fields()
		);
	}

	/**
	 * The genres.
	 *
	 * @param array<string, string> $settings Settings.
	 */
	protected function taxonomy( array $settings ): string {
		return 'wp-manga-genre';
	}

	/**
	 * Madara lists every genre, even one without manga.
	 */
	protected function include_empty(): bool {
		return true;
	}

	/**
	 * The exclusion field.
	 */
	protected function exclude_field(): string {
		return 'exclude_genre';
	}
}
