<?php
/**
 * Registers the content blocks from their block.json files (plugin/blocks/NAME).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * The block-editor blocks: FAQ cards, recipe, testimonials, progress, icon box, countdown, counter, lightboxes and the
 * manga listings (ListingBlocks: the renderers of Madara's shortcodes).
 */
final class Blocks {

	/** Blocks that carry their own content (the demo's showcase page shows each). */
	public const CONTENT = array( 'faq', 'recipe', 'testimonials', 'progress', 'icon-box', 'countdown', 'counter', 'video-lightbox', 'gallery-lightbox' );

	/** Blocks that list the site's manga (empty on a site without any). */
	public const LISTINGS = array( 'manga-listing', 'manga-grid', 'manga-slider' );

	public const NAMES = array( ...self::CONTENT, ...self::LISTINGS );

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
		// The build writes the kit's dependencies and version, as it does each block's editor.asset.php.
		$asset = self::asset( YOMU_CORE_DIR . '/blocks/editor-kit.asset.php' );
		wp_register_script(
			self::EDITOR_KIT,
			plugins_url( 'blocks/editor-kit.js', YOMU_CORE_FILE ),
			$asset['dependencies'],
			$asset['version'],
			true
		);
		foreach ( self::NAMES as $name ) {
			register_block_type_from_metadata( YOMU_CORE_DIR . '/blocks/' . $name );
		}
	}

	/**
	 * An .asset.php file written by the build (scripts/lib/block-assets.mjs); without a build, no dependencies and
	 * the plugin's version.
	 *
	 * @param string $file Path of the asset file.
	 * @return array{dependencies: string[], version: string}
	 */
	public static function asset( string $file ): array {
		$asset = is_readable( $file ) ? require $file : array();
		return array(
			'dependencies' => isset( $asset['dependencies'] ) && is_array( $asset['dependencies'] ) ? array_values( array_filter( $asset['dependencies'], 'is_string' ) ) : array(),
			'version'      => isset( $asset['version'] ) && is_string( $asset['version'] ) ? $asset['version'] : YOMU_CORE_VERSION,
		);
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
