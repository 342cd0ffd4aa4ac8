<?php
/**
 * A field of the chapter panel that saves through an admin action of its own: the field printed in the panel, the
 * action declared to the admin action table for a chapter target (Dispatcher checks its nonce and the right to edit
 * the manga before the save runs) and answered on admin-post.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * Registers one chapter panel field and its action.
 */
final class ChapterPanelAction {

	/**
	 * Hooks the field, its action and the action's admin-post entry points.
	 *
	 * @param string   $action   The admin action.
	 * @param callable $render   Prints the field for the chapter being edited.
	 * @param callable $save     Saves the field (called by Dispatcher).
	 * @param int      $priority The field's place in the panel.
	 */
	public static function register( string $action, callable $render, callable $save, int $priority = 10 ): void {
		add_action( 'yomu_admin_chapter_panel', $render, $priority );
		add_filter(
			'yomu_admin_actions',
			static function ( $actions ) use ( $action, $save ): array {
				$actions            = is_array( $actions ) ? $actions : array();
				$actions[ $action ] = array( Actions::TARGET_CHAPTER, $save, false );
				return $actions;
			}
		);
		add_action( 'admin_post_' . $action, array( Dispatcher::class, 'handle' ) );
		add_action( 'admin_post_nopriv_' . $action, array( Dispatcher::class, 'handle' ) );
	}
}
