<?php
/**
 * The page-wide lightbox: printed once in the footer of pages that have lightbox items. Its settings are
 * the SPEC §9 defaults, which a page can change through the yomu_lightbox_settings filter (or in JavaScript
 * through the page config object window.yomuLightbox).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * Lightbox mount point and settings.
 */
final class Lightbox {

	public const DEFAULTS = array(
		'bgOpacity'         => 0.7,
		'animationDuration' => 250,
		'fadeDuration'      => 300,
		'swipeTolerance'    => 50,
		'widthRatio'        => 0.8,
		'heightRatio'       => 0.9,
		'maxZoom'           => 10,
		'doubleTapZoom'     => 2,
		'counter'           => false,
		'scrollZoom'        => false,
		'captions'          => true,
		'galleryBarsHide'   => 5000,
	);

	/**
	 * Whether this page needs the lightbox.
	 *
	 * @var bool
	 */
	private static bool $needed = false;

	/**
	 * Whether the mount point was printed.
	 *
	 * @var bool
	 */
	private static bool $printed = false;

	/**
	 * Hooks the footer mount point and the content scan.
	 */
	public static function register(): void {
		add_filter( 'the_content', array( self::class, 'scan' ), 100 );
		add_action( 'wp_footer', array( self::class, 'print' ), 1 );
	}

	/**
	 * Marks the page as needing the lightbox.
	 */
	public static function need(): void {
		self::$needed = true;
	}

	/**
	 * Items written by hand in post content (class yomu-lightbox-item) need the lightbox too.
	 *
	 * @param mixed $content Post content (a string, unless another filter broke it).
	 * @return mixed The content, unchanged.
	 */
	public static function scan( mixed $content ): mixed {
		if ( is_string( $content ) && ( false !== strpos( $content, 'yomu-lightbox-item' ) || false !== strpos( $content, 'yomu-video-lightbox' ) ) ) {
			self::$needed = true;
		}
		return $content;
	}

	/**
	 * The settings for this page.
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		$post_id  = is_singular() ? (int) get_queried_object_id() : 0;
		$settings = apply_filters( 'yomu_lightbox_settings', self::DEFAULTS, $post_id );
		return is_array( $settings ) ? array_intersect_key( $settings, self::DEFAULTS ) + self::DEFAULTS : self::DEFAULTS;
	}

	/**
	 * Prints the mount point once, when something on the page needs it.
	 */
	public static function print(): void {
		if ( ! self::$needed || self::$printed ) {
			return;
		}
		self::$printed = true;
		echo Mount::island( 'lightbox', self::settings(), '', 'idle' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the bridge escapes the props; no fallback.
	}
}
