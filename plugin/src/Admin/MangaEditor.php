<?php
/**
 * The wp-admin screens for editors on the wp-manga edit screen: the details and chapters meta boxes, their admin-post
 * actions, notices and the small script and stylesheet they use (loaded on that screen only).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Bridge\Assets;
use Yomu\Core\Content\PostTypes;

/**
 * Admin module registration.
 */
final class MangaEditor {

	/**
	 * Hooks the module.
	 */
	public static function register(): void {
		add_filter( 'use_block_editor_for_post_type', array( self::class, 'use_block_editor' ), 10, 2 );
		add_action( 'add_meta_boxes_' . PostTypes::MANGA, array( DetailsBox::class, 'add' ) );
		add_action( 'add_meta_boxes_' . PostTypes::MANGA, array( ChaptersBox::class, 'add' ) );
		add_action( 'save_post_' . PostTypes::MANGA, array( DetailsBox::class, 'save' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_action( 'admin_notices', array( Notices::class, 'render' ) );
		add_action( 'admin_footer', array( Forms::class, 'print_all' ) );
		Dispatcher::register();
		MangaEditHelp::register();
		EarlyAccessField::register();
		WarningField::register();
		SeoBox::register();
		ChapterSeoField::register();
		MangaColumns::register();
		ViewsBox::register();
		ChapterImport::register();
	}

	/**
	 * The manga screen is a classic meta-box screen (as in Madara): file uploads and the chapter editor
	 * live in meta boxes, which the block editor only half supports.
	 *
	 * @param bool   $use       Whether to use the block editor.
	 * @param string $post_type Post type.
	 */
	public static function use_block_editor( $use, $post_type ): bool {
		return PostTypes::MANGA === $post_type ? false : (bool) $use;
	}

	/**
	 * Whether the current admin screen is the wp-manga add or edit screen.
	 */
	public static function is_edit_screen(): bool {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		return $screen instanceof \WP_Screen && 'post' === $screen->base && PostTypes::MANGA === $screen->post_type;
	}

	/**
	 * Loads the box script and styles on the manga edit screen only.
	 *
	 * @param string $hook_suffix Admin page hook.
	 */
	public static function enqueue( $hook_suffix ): void {
		if ( ! in_array( $hook_suffix, array( 'post.php', 'post-new.php' ), true ) || ! self::is_edit_screen() ) {
			return;
		}
		$url = plugins_url( 'assets/admin/', YOMU_CORE_FILE );
		$dir = YOMU_CORE_DIR . '/assets/admin/';
		wp_enqueue_style( 'yomu-manga-edit', $url . 'manga-edit.css', array(), (string) filemtime( $dir . 'manga-edit.css' ) );
		wp_enqueue_script( 'yomu-manga-edit', $url . 'manga-edit.js', array(), (string) filemtime( $dir . 'manga-edit.js' ), true );
		wp_localize_script(
			'yomu-manga-edit',
			'yomuMangaEdit',
			array(
				'uploading' => __( 'Uploading…', 'yomu-core' ),
				'saving'    => __( 'Saving…', 'yomu-core' ),
				'addServer' => __( 'Add server', 'yomu-core' ),
				'moveUp'    => __( 'Move up', 'yomu-core' ),
				'moveDown'  => __( 'Move down', 'yomu-core' ),
				'remove'    => __( 'Remove server', 'yomu-core' ),
				/* translators: %d: position of the video server in the chapter. */
				'server'    => __( 'Server %d', 'yomu-core' ),
				/* translators: 1: chapters shown, 2: chapters listed. */
				'matches'   => __( 'Chapters shown: %1$s of %2$s.', 'yomu-core' ),
			)
		);
		// The admin's island loader: the chapter import and the chapter panel's page order (src/admin/islands).
		Assets::enqueue_admin();
	}
}
