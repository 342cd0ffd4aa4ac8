<?php
/**
 * WP Manga: Manga Hero Slider (`manga-slider`), MADARA-SITE.md §8.3.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * The widget.
 */
final class HeroSlider extends SliderWidget {

	/**
	 * Madara's id_base.
	 */
	public static function id_base(): string {
		return 'manga-slider';
	}

	/**
	 * The name in wp-admin.
	 */
	protected static function label(): string {
		return __( 'WP Manga: Manga Hero Slider', 'yomu-core' );
	}

	/**
	 * The description in wp-admin.
	 */
	protected static function description(): string {
		return __( 'A large slider of manga, usually at the top of the home page.', 'yomu-core' );
	}

	/**
	 * Madara's wrapper classes.
	 */
	protected static function classname(): string {
		return 'manga-widget widget-manga-slider';
	}

	/**
	 * Madara's styles with their wrapper classes; Yomu's wide-card style for the full-width one.
	 *
	 * @return array<string, array{0: string, 1: int, 2: string}>
	 */
	protected static function styles(): array {
		return array(
			'style-1' => array( 'manga-slider style-1 no-padding', 3, __( 'Style 1 (full width)', 'yomu-core' ) ),
			'style-2' => array( 'manga-slider style-2', 2, __( 'Style 2', 'yomu-core' ) ),
			'style-3' => array( 'manga-slider style-1 no-full-width style-3', 2, __( 'Style 3', 'yomu-core' ) ),
		);
	}

	/**
	 * The first slides shown load eagerly: a hero slider is usually the first image of the page.
	 */
	protected static function eager(): bool {
		return true;
	}

	/**
	 * One to five slides at once.
	 */
	protected static function most_shown(): int {
		return 5;
	}
}
