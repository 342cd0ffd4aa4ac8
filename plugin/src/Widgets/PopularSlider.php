<?php
/**
 * WP Manga: Manga Popular Slider (`manga-popular-slider`), MADARA-SITE.md §8.3.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * The widget.
 */
final class PopularSlider extends SliderWidget {

	/**
	 * Madara's id_base.
	 */
	public static function id_base(): string {
		return 'manga-popular-slider';
	}

	/**
	 * The name in wp-admin.
	 */
	protected static function label(): string {
		return __( 'WP Manga: Manga Popular Slider', 'yomu-core' );
	}

	/**
	 * The description in wp-admin.
	 */
	protected static function description(): string {
		return __( 'A row of manga cards that slides.', 'yomu-core' );
	}

	/**
	 * Madara's wrapper classes.
	 */
	protected static function classname(): string {
		return 'manga-widget widget-manga-popular-slider';
	}

	/**
	 * Madara's styles (its style-2 prints class style-3); Yomu's compact cards for the second.
	 *
	 * @return array<string, array{0: string, 1: int, 2: string}>
	 */
	protected static function styles(): array {
		return array(
			'style-1' => array( 'manga-slider popular-slider style-1', 1, __( 'Style 1', 'yomu-core' ) ),
			'style-2' => array( 'manga-slider popular-slider style-3', 4, __( 'Style 2', 'yomu-core' ) ),
		);
	}

	/**
	 * Lazy covers: the popular slider sits lower on the page.
	 */
	protected static function eager(): bool {
		return false;
	}

	/**
	 * Madara's form offers 1, 4 and 6 slides at once.
	 */
	protected static function most_shown(): int {
		return 6;
	}
}
