<?php
/**
 * Wires view counting into WordPress.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

/**
 * Registration of the views feature.
 */
final class Hooks {

	/**
	 * Registers the ajax action, the pages' request for it, the tables, the upgrade of period labels and the
	 * hourly upkeep.
	 */
	public static function register(): void {
		ViewsAction::register();
		PageView::register();
		add_action( 'init', array( Tables::class, 'maybe_install' ), 1 );
		add_action( 'init', array( LabelUpgrade::class, 'maybe_run' ), 2 );
		add_action( 'init', array( Maintenance::class, 'schedule' ) );
		add_action( Maintenance::HOOK, array( Maintenance::class, 'run_now' ) );
		register_deactivation_hook( YOMU_CORE_FILE, array( Maintenance::class, 'unschedule' ) );
	}
}
