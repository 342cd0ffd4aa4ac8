<?php
/**
 * Registers the content blocks from their block.json files (plugin/blocks/NAME).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * The block-editor blocks: FAQ cards, recipe, testimonials, progress, icon box, countdown, counter and lightboxes.
 */
final class Blocks {

	public const NAMES = array( 'faq', 'recipe', 'testimonials', 'progress', 'icon-box', 'countdown', 'counter', 'video-lightbox', 'gallery-lightbox' );

	public const EDITOR_KIT = 'yomu-blocks-editor-kit';

	/**
	 * Hooks registration.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_blocks' ) );
		add_filter( 'block_categories_all', array( self::class, 'category' ) );
		Lightbox::register();
		EditorTranslations::register();
	}

	/**
	 * Registers the shared editor helpers, then every block from its metadata.
	 */
	public static function register_blocks(): void {
		wp_register_script(
			self::EDITOR_KIT,
			plugins_url( 'blocks/editor-kit.js', YOMU_CORE_FILE ),
			array( 'wp-element', 'wp-components', 'wp-block-editor', 'wp-i18n', 'wp-data', 'wp-api-fetch', 'wp-url' ),
			YOMU_CORE_VERSION,
			true
		);
		foreach ( self::NAMES as $name ) {
			register_block_type_from_metadata( YOMU_CORE_DIR . '/blocks/' . $name );
		}
	}

	/**
	 * Adds the "Yomu" block category.
	 *
	 * @param array<int, array<string, mixed>> $categories Block categories.
	 * @return array<int, array<string, mixed>>
	 */
	public static function category( array $categories ): array {
		$categories[] = array(
			'slug'  => 'yomu',
			'title' => __( 'Yomu', 'yomu-core' ),
			'icon'  => null,
		);
		return $categories;
	}
}
