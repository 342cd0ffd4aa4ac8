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
		add_filter( 'wp_editor_expand', array( self::class, 'expand_editor' ), 10, 2 );
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
	 * The description editor keeps its own height (resizable by its corner) instead of core's full-height editor:
	 * that one docks and undocks its toolbars while the screen scrolls and moves every box below it by about 40 px
	 * for a moment, so a click on a chapter's button during a scroll landed on the box around it.
	 *
	 * @param bool   $expand    Whether the editor expands.
	 * @param string $post_type Post type.
	 */
	public static function expand_editor( $expand, $post_type ): bool {
		return PostTypes::MANGA === $post_type ? false : (bool) $expand;
	}

	/**
	 * Whether the current admin screen is the wp-manga add or edit screen.
	 */
	public static function is_edit_screen(): bool {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		return $screen instanceof \WP_Screen && 'post' === $screen->base && PostTypes::MANGA === $screen->post_type;
	}

	/**
	 * Loads the box styles and the admin bundle on the manga edit screen only.
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
		// The admin bundle (src/admin): the box's form guards, chapter filter and in-place sending, and its islands
		// (the chapter import, the page order, the video server rows).
		Assets::enqueue_admin();
	}
}
