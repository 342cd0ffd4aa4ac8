<?php
/**
 * Front-end chapter upload and edit for users who may edit the manga (see Access for the rule).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\FrontUpload;

/**
 * Entry point of the FrontUpload module.
 */
final class FrontUpload {

	/**
	 * Hooks everything. The forms print before the comment area (priority 20).
	 */
	public static function register(): void {
		Endpoint::register();
		add_action( 'yomu_manga_after_chapters', array( Panel::class, 'print_for_manga' ), 10 );
		add_action( 'yomu_reader_after_content', array( Panel::class, 'print_for_chapter' ), 10 );
		add_action( 'yomu_chapter_deleted', array( Thumbnail::class, 'forget' ) );
	}
}
