<?php
/**
 * Tools → Yomu doctor: the pre-switch check in wp-admin, for administrators (manage_options). It lives in the
 * plugin, so it is there while the Madara theme is still active; it only reads (a GET that changes nothing),
 * and checks the page files of the first FILE_LIMIT local chapters (`wp yomu doctor` checks all of them).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * The admin page and its link on the Plugins screen.
 */
final class Screen {

	public const SLUG = 'yomu-doctor';

	/** Local chapters whose files a web request checks. */
	public const FILE_LIMIT = 300;

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( YOMU_CORE_FILE ), array( self::class, 'plugin_link' ) );
	}

	/**
	 * Adds the page under Tools.
	 */
	public static function menu(): void {
		add_management_page( __( 'Yomu doctor', 'yomu-core' ), __( 'Yomu doctor', 'yomu-core' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * Links the page from the plugin's row.
	 *
	 * @param mixed $links Action links.
	 * @return array<int|string, string>
	 */
	public static function plugin_link( $links ): array {
		$links = is_array( $links ) ? $links : array();
		if ( current_user_can( 'manage_options' ) ) {
			$links['yomu-doctor'] = sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'tools.php?page=' . self::SLUG ) ), esc_html__( 'Pre-switch check', 'yomu-core' ) );
		}
		return $links;
	}

	/**
	 * Prints the page.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see this page.', 'yomu-core' ), 403 );
		}
		$report = Report::build( array( 'file_limit' => self::FILE_LIMIT ) );
		echo '<div class="wrap yomu-doctor">';
		echo '<h1>' . esc_html__( 'Yomu doctor', 'yomu-core' ) . '</h1>';
		echo '<p>' . esc_html__( 'What Yomu will and will not show of this site\'s Madara data. This page only reads: nothing is changed. Run `wp yomu doctor` to check every page file.', 'yomu-core' ) . '</p>';
		echo '<p id="yomu-doctor-site">' . esc_html( Labels::site( $report['site'] ) ) . '</p>';
		printf( '<div class="notice %1$s inline"><p id="yomu-doctor-summary">%2$s</p></div>', esc_attr( $report['blocking'] > 0 ? 'notice-error' : 'notice-success' ), esc_html( $report['summary'] ) );
		ScreenSections::counts( $report );
		ScreenSections::premium( $report );
		ScreenSections::findings( $report );
		ScreenParts::widgets( $report );
		ScreenParts::shortcodes( $report );
		ScreenSections::setup( $report );
		echo '</div>';
	}
}
