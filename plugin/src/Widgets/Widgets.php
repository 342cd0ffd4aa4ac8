<?php
/**
 * Madara's widgets under their id_bases (MADARA-SITE.md §8.3): the instances Madara saved in
 * `widget_{id_base}` render with their settings wherever the owner placed them, and new ones can be added in
 * wp-admin (the classic Widgets screen, or the Legacy Widget block of the block widget editor). Yomu never
 * writes `sidebars_widgets` or a `widget_*` option itself: only an owner saving a form does.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

use Yomu\Core\Http\Ajax\Registrar;

/**
 * Registration.
 */
final class Widgets {

	/**
	 * The widget classes.
	 *
	 * @var array<int, class-string<MangaWidget>>
	 */
	public const CLASSES = array(
		RecentManga::class,
		HeroSlider::class,
		PopularSlider::class,
		MangaSearch::class,
		Genres::class,
		ReleaseYears::class,
		Authors::class,
		UserSectionWidget::class,
		MangaBookmarks::class,
		History::class,
		BlogPosts::class,
	);

	/**
	 * Hooks the widgets, the guest history call and the release year redirect.
	 */
	public static function register(): void {
		add_action( 'widgets_init', array( self::class, 'register_widgets' ) );
		Registrar::declare( array( GuestHistories::class, 'action' ) );
		ReleaseRedirect::register();
	}

	/**
	 * Registers each widget.
	 */
	public static function register_widgets(): void {
		foreach ( self::CLASSES as $class ) {
			register_widget( $class );
		}
	}
}
