<?php
/**
 * `wp yomu doctor`: the pre-switch check on the command line (see Admin\Doctor\Report).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cli;

use Yomu\Core\Admin\Doctor\Report;
use Yomu\Core\Admin\Doctor\TextReport;

/**
 * Reads an existing Madara site and lists what Yomu will and will not show. Changes nothing.
 */
final class DoctorCommand {

	/**
	 * Registers the command when WP-CLI runs.
	 */
	public static function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( '\WP_CLI' ) ) {
			\WP_CLI::add_command( 'yomu doctor', self::class );
		}
	}

	/**
	 * Reads the site's Madara data and lists what Yomu will and will not show. Changes nothing.
	 *
	 * Exits 0 when nothing blocks the switch, 1 (with a summary on STDERR) when some chapters will not show.
	 *
	 * Options: --format=table|json (default table, readable text); --manga=1,2,3 (only these manga);
	 * --file-limit=n (check the page files of at most n local chapters; 0, the default, checks all);
	 * --examples=n (example rows per finding, default 10).
	 *
	 * The options are described here rather than as a WP-CLI synopsis on purpose: with a synopsis, WP-CLI 2.11
	 * renders its help template through Mustache 2.13 on every run, which logs a PHP 8.2 deprecation into
	 * the site's debug.log. The command validates its options itself.
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		$unknown = array_diff( array_keys( $assoc_args ), array( 'format', 'manga', 'file-limit', 'examples' ) );
		$format  = (string) ( $assoc_args['format'] ?? 'table' );
		if ( $args || $unknown || ! in_array( $format, array( 'table', 'json' ), true ) ) {
			\WP_CLI::error( __( 'Usage: wp yomu doctor [--format=table|json] [--manga=<ids>] [--file-limit=<n>] [--examples=<n>]', 'yomu-core' ) );
		}
		$options = array(
			'file_limit' => max( 0, (int) ( $assoc_args['file-limit'] ?? 0 ) ),
			'examples'   => max( 0, (int) ( $assoc_args['examples'] ?? 10 ) ),
		);
		if ( isset( $assoc_args['manga'] ) ) {
			$options['manga_ids'] = array_values( array_filter( array_map( 'intval', explode( ',', (string) $assoc_args['manga'] ) ) ) );
		}
		$report = Report::build( $options );
		if ( 'json' === $format ) {
			\WP_CLI::line( (string) wp_json_encode( $report, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
		} else {
			foreach ( TextReport::lines( $report ) as $line ) {
				\WP_CLI::line( $line );
			}
		}
		if ( $report['blocking'] > 0 ) {
			\WP_CLI::error( $report['summary'] ); // On STDERR, so JSON on STDOUT stays parseable; exits 1.
		}
		if ( 'json' !== $format ) {
			\WP_CLI::success( $report['summary'] );
		}
	}
}
