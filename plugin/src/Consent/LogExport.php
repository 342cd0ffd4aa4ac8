<?php
/**
 * The consent log export (admin-post.php?action=yomu_consent_export): the whole consent log as CSV, for users who may manage options.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Consent;

/**
 * Builds and sends the CSV.
 */
final class LogExport {

	public const ACTION = 'yomu_consent_export';

	/**
	 * Hooks the download (signed-in users only; admin-post has no nopriv hook for it).
	 */
	public static function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * Column titles.
	 *
	 * @return string[]
	 */
	public static function headers(): array {
		$headers = array( __( 'Date (UTC)', 'yomu-core' ), __( 'Consent ID', 'yomu-core' ), __( 'Action', 'yomu-core' ), __( 'Law', 'yomu-core' ) );
		foreach ( Categories::describe() as $category ) {
			$headers[] = $category['label'];
		}
		return $headers;
	}

	/**
	 * The cells of one row, in header order.
	 *
	 * @param array<string, string> $row Log row.
	 * @return string[]
	 */
	public static function cells( array $row ): array {
		$values = array();
		foreach ( explode( ',', (string) $row['categories'] ) as $pair ) {
			$parts = explode( ':', $pair, 2 );
			if ( 2 === count( $parts ) ) {
				$values[ $parts[0] ] = $parts[1];
			}
		}
		$cells = array( (string) $row['created_gmt'], (string) $row['consent_id'], (string) $row['action'], strtoupper( (string) $row['law'] ) );
		foreach ( Categories::SLUGS as $slug ) {
			$cells[] = $values[ $slug ] ?? '';
		}
		return $cells;
	}

	/**
	 * The CSV text, or null when the current user may not read the log.
	 */
	public static function csv(): ?string {
		if ( ! current_user_can( 'manage_options' ) ) {
			return null;
		}
		$csv = self::line( self::headers() );
		for ( $offset = 0; ; $offset += 1000 ) {
			$rows = LogTable::rows( 1000, $offset );
			foreach ( $rows as $row ) {
				$csv .= self::line( self::cells( $row ) );
			}
			if ( count( $rows ) < 1000 ) {
				break;
			}
		}
		return $csv;
	}

	/**
	 * One CSV line: every cell quoted, quotes doubled.
	 *
	 * @param string[] $cells Cells.
	 */
	private static function line( array $cells ): string {
		return implode( ',', array_map( static fn( string $cell ): string => '"' . str_replace( '"', '""', $cell ) . '"', $cells ) ) . "\r\n";
	}

	/**
	 * Checks the nonce and capability, then sends the file.
	 */
	public static function handle(): void {
		$nonce = isset( $_GET['_wpnonce'] ) && is_string( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_GET['_wpnonce'] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::ACTION ) ) {
			wp_die( esc_html__( 'Your session has expired. Please reload the page and try again.', 'yomu-core' ), '', array( 'response' => 403 ) );
		}
		$csv = self::csv();
		if ( null === $csv ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export the consent log.', 'yomu-core' ), '', array( 'response' => 403 ) );
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="consent-log-' . gmdate( 'Y-m-d' ) . '.csv"' );
		echo $csv; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSV download, not HTML.
		exit;
	}
}
