<?php
/**
 * The manga edit screen's help tabs (WordPress's "Help" pull-down): chapters and their pages, the ZIP import, and
 * chapters scheduled for later.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * Adds the tabs on the manga add and edit screens.
 */
final class MangaEditHelp {

	/**
	 * Hooks the tabs to the screens' load.
	 */
	public static function register(): void {
		add_action( 'load-post.php', array( self::class, 'add' ) );
		add_action( 'load-post-new.php', array( self::class, 'add' ) );
	}

	/**
	 * The tabs and the sidebar, on a manga's screen only.
	 */
	public static function add(): void {
		$screen = get_current_screen();
		if ( ! $screen || ! MangaEditor::is_edit_screen() ) {
			return;
		}
		$tabs = array(
			'yomu-manga-chapters' => array(
				__( 'Chapters', 'yomu-core' ),
				__( 'Add a chapter under "Volumes and chapters": images (files or one ZIP), text or video. "Edit" opens a chapter\'s panel: its names, volume, warning, status, price, publish date and pages. Drag a page by its handle, or move it with the arrow keys on the handle, then save the page order.', 'yomu-core' ),
			),
			'yomu-manga-import'   => array(
				__( 'Import a ZIP', 'yomu-core' ),
				__( 'One ZIP of many chapters: a folder per chapter, optionally inside a folder per volume; for a novel, a .txt or .html file per chapter. The upload resumes after a dropped connection or a reload, the preview shows what will be created before anything is written, and chapters the manga already has are skipped. On a shell, wp yomu import does the same.', 'yomu-core' ),
			),
			'yomu-manga-schedule' => array(
				__( 'Scheduled chapters', 'yomu-core' ),
				__( 'A publish date still to come schedules the chapter: readers, feeds, sitemaps and apps see nothing of it until that minute, when the site publishes it and sends the new-chapter alerts. A site that turns WP-Cron off needs a system cron that runs wp cron event run --due-now every minute.', 'yomu-core' ),
			),
		);
		foreach ( $tabs as $id => list( $title, $text ) ) {
			$screen->add_help_tab(
				array(
					'id'      => $id,
					'title'   => $title,
					'content' => '<p>' . esc_html( $text ) . '</p>',
				)
			);
		}
		if ( current_user_can( 'manage_options' ) ) {
			$screen->set_help_sidebar( '<p><a href="' . esc_url( admin_url( 'options-general.php?page=' . SiteSettings\Screen::SLUG ) ) . '">' . esc_html__( 'Manga settings', 'yomu-core' ) . '</a></p>' );
		}
	}
}
