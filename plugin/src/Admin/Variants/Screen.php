<?php
/**
 * Tools → Page variants: how far the WebP/AVIF page variants are (pages done of total, chapters queued and
 * failing with their reason, formats chosen, last run, what this server can encode), and the button that
 * queues the existing chapters. Administrators only (manage_options). Opening the screen also restarts the
 * worker when chapters wait and none runs (a site without WP-Cron).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Variants;

use Yomu\Core\Images\Background\ChapterWalk;
use Yomu\Core\Images\Background\Queue;
use Yomu\Core\Images\Background\RunLog;
use Yomu\Core\Images\Background\Trigger;
use Yomu\Core\Images\Background\Worker;
use Yomu\Core\Images\Codec;
use Yomu\Core\Locale\Dates;

/**
 * The admin page.
 */
final class Screen {

	public const SLUG = 'yomu-variants';

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		BackfillAction::register();
	}

	/**
	 * Adds the page under Tools.
	 */
	public static function menu(): void {
		add_management_page( __( 'Page variants', 'yomu-core' ), __( 'Page variants', 'yomu-core' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * The screen's URL.
	 */
	public static function url(): string {
		return admin_url( 'tools.php?page=' . self::SLUG );
	}

	/**
	 * Prints the page.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see this page.', 'yomu-core' ), 403 );
		}
		if ( Queue::has_work() && 0 === Worker::running() ) {
			Trigger::after_answer();
		}
		$totals = self::totals();
		echo '<div class="wrap yomu-variants">';
		echo '<h1>' . esc_html__( 'Page variants', 'yomu-core' ) . '</h1>';
		echo '<p>' . esc_html__( 'Yomu makes smaller copies of every chapter page (AVIF, WebP or a reduced PNG, whichever is smallest at the same quality) for phones and the data saver. The original pages are never changed.', 'yomu-core' ) . '</p>';
		self::notice();
		echo '<table class="widefat striped" style="max-width:48rem"><tbody>';
		/* translators: 1: chapters done, 2: chapters. */
		self::row( __( 'Chapters', 'yomu-core' ), sprintf( __( '%1$s of %2$s done', 'yomu-core' ), number_format_i18n( $totals['chapters_done'] ), number_format_i18n( $totals['chapters'] ) ), 'yomu-variants-chapters' );
		/* translators: 1: pages done, 2: pages. */
		self::row( __( 'Pages', 'yomu-core' ), sprintf( __( '%1$s of %2$s done', 'yomu-core' ), number_format_i18n( $totals['pages_done'] ), number_format_i18n( $totals['pages'] ) ), 'yomu-variants-pages' );
		self::row( __( 'Chapters queued', 'yomu-core' ), number_format_i18n( Queue::waiting() ), 'yomu-variants-queued' );
		self::row( __( 'Chapters failing', 'yomu-core' ), number_format_i18n( Queue::failing_count() ), 'yomu-variants-failing' );
		self::row( __( 'Formats chosen so far', 'yomu-core' ), self::formats( $totals['formats'] ), 'yomu-variants-formats' );
		self::row( __( 'Last run', 'yomu-core' ), self::last_run(), 'yomu-variants-last-run' );
		self::row( __( 'This server can encode', 'yomu-core' ), self::capabilities(), 'yomu-variants-server' );
		echo '</tbody></table>';
		self::failing();
		echo '<h2>' . esc_html__( 'Existing chapters', 'yomu-core' ) . '</h2>';
		echo '<p>' . esc_html__( 'New uploads get their variants by themselves, a few seconds after the upload. Chapters that were already on the site (for example from Madara) are not processed until you start it here or with wp yomu images build: activating Yomu never starts it.', 'yomu-core' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( BackfillAction::ACTION ) . '">';
		wp_nonce_field( BackfillAction::ACTION );
		echo '<button type="submit" class="button button-primary" id="yomu-variants-backfill">' . esc_html__( 'Build variants for existing chapters', 'yomu-core' ) . '</button>';
		echo '</form></div>';
	}

	/**
	 * The result of the last button press.
	 */
	private static function notice(): void {
		if ( ! isset( $_GET['queued'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a count to display.
			return;
		}
		$queued = absint( $_GET['queued'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		/* translators: %s: chapters. */
		$text = sprintf( _n( '%s chapter queued.', '%s chapters queued.', $queued, 'yomu-core' ), number_format_i18n( $queued ) );
		echo '<div class="notice notice-success" role="status"><p id="yomu-variants-notice">' . esc_html( $text ) . '</p></div>';
	}

	/**
	 * One table row.
	 *
	 * @param string $label Label.
	 * @param string $value Value (plain text).
	 * @param string $id    Value cell ID.
	 */
	private static function row( string $label, string $value, string $id ): void {
		printf( '<tr><th scope="row">%1$s</th><td id="%2$s">%3$s</td></tr>', esc_html( $label ), esc_attr( $id ), esc_html( $value ) );
	}

	/**
	 * Totals over every image chapter.
	 *
	 * @return array{chapters: int, chapters_done: int, pages: int, pages_done: int, formats: array<string, int>}
	 */
	private static function totals(): array {
		$totals = array(
			'chapters'      => 0,
			'chapters_done' => 0,
			'pages'         => 0,
			'pages_done'    => 0,
			'formats'       => array(),
		);
		foreach ( ( new ChapterWalk() )->chapters() as $state ) {
			++$totals['chapters'];
			$totals['chapters_done'] += 0 === $state['missing'] ? 1 : 0;
			$totals['pages']         += $state['pages'];
			$totals['pages_done']    += $state['pages'] - $state['missing'];
			foreach ( $state['formats'] as $mime => $count ) {
				$totals['formats'][ $mime ] = ( $totals['formats'][ $mime ] ?? 0 ) + $count;
			}
		}
		return $totals;
	}

	/**
	 * Formats and how many pages use each.
	 *
	 * @param array<string, int> $formats Pages by MIME type.
	 */
	private static function formats( array $formats ): string {
		if ( ! $formats ) {
			return __( 'none yet', 'yomu-core' );
		}
		arsort( $formats );
		$parts = array();
		foreach ( $formats as $mime => $count ) {
			/* translators: 1: format such as WEBP, 2: pages. */
			$parts[] = sprintf( _n( '%1$s: %2$s page', '%1$s: %2$s pages', $count, 'yomu-core' ), strtoupper( (string) preg_replace( '#^image/#', '', $mime ) ), number_format_i18n( $count ) );
		}
		return implode( ', ', $parts );
	}

	/**
	 * The last run, in words.
	 */
	private static function last_run(): string {
		$run = RunLog::last();
		if ( null === $run ) {
			return __( 'never', 'yomu-core' );
		}
		/* translators: 1: date and time, 2: chapters, 3: pages, 4: seconds. */
		return sprintf( __( '%1$s: %2$s chapters, %3$s pages in %4$s s', 'yomu-core' ), Dates::date_time( $run['time'] ), number_format_i18n( $run['chapters'] ), number_format_i18n( $run['pages'] ), number_format_i18n( $run['seconds'], 1 ) );
	}

	/**
	 * What this server can encode.
	 */
	private static function capabilities(): string {
		$can = Codec::capabilities();
		return implode(
			', ',
			array(
				$can['avif'] ? __( 'AVIF: yes', 'yomu-core' ) : __( 'AVIF: no (this PHP cannot encode it; WebP and PNG are used)', 'yomu-core' ),
				$can['webp'] ? __( 'WebP: yes', 'yomu-core' ) : __( 'WebP: no', 'yomu-core' ),
				__( 'PNG: yes', 'yomu-core' ),
			)
		);
	}

	/**
	 * The chapters that failed every attempt.
	 */
	private static function failing(): void {
		$rows = Queue::failing();
		if ( ! $rows ) {
			return;
		}
		echo '<h2>' . esc_html__( 'Failing chapters', 'yomu-core' ) . '</h2>';
		echo '<table class="widefat striped" id="yomu-variants-failing-list" style="max-width:48rem"><thead><tr><th scope="col">' . esc_html__( 'Chapter', 'yomu-core' ) . '</th><th scope="col">' . esc_html__( 'Reason', 'yomu-core' ) . '</th></tr></thead><tbody>';
		foreach ( $rows as $row ) {
			printf( '<tr><td>%1$d</td><td>%2$s</td></tr>', (int) $row['chapter_id'], esc_html( $row['reason'] ) );
		}
		echo '</tbody></table>';
	}
}
