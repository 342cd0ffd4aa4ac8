<?php
/**
 * Reconciles every chapter's seal (Seal) in the background, 200 chapters per cron run: once after Yomu starts on
 * a site (a Madara site's priced chapters get sealed), and again whenever something that prices chapters site-wide
 * changes (Chapter Coin's settings in `wp_manga_settings`, myCred activated or deactivated).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium\Files;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Schema;
use Yomu\Core\Premium\Settings;

/**
 * The sweep.
 */
final class SealSweep {

	public const HOOK = 'yomu_seal_sweep';

	/**
	 * The next chapter ID to look at, or 'done'.
	 */
	public const OPTION = 'yomu_seal_sweep';

	private const BATCH = 200;

	/**
	 * Hooks the sweep and what starts it.
	 */
	public static function register(): void {
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_action( 'init', array( self::class, 'maybe_start' ), 20 );
		add_action( 'add_option_wp_manga_settings', array( self::class, 'settings_added' ), 10, 2 );
		add_action( 'update_option_wp_manga_settings', array( self::class, 'settings_changed' ), 10, 2 );
		add_action( 'activated_plugin', array( self::class, 'points_plugin_changed' ) );
		add_action( 'deactivated_plugin', array( self::class, 'points_plugin_changed' ) );
	}

	/**
	 * Starts the first sweep on a site that never had one.
	 */
	public static function maybe_start(): void {
		if ( false === get_option( self::OPTION ) ) {
			self::restart();
		}
	}

	/**
	 * Starts a sweep when wp_manga_settings is first saved with Chapter Coin's selling settings.
	 *
	 * @param mixed $option Option name.
	 * @param mixed $value  Its value.
	 */
	public static function settings_added( $option, $value ): void {
		unset( $option );
		if ( null !== self::selling( $value ) ) {
			self::restart();
		}
	}

	/**
	 * Starts a sweep when Chapter Coin's selling settings change (the site default prices unpriced chapters); other
	 * keys of wp_manga_settings leave the seals as they are.
	 *
	 * @param mixed $old Old value.
	 * @param mixed $new New value.
	 */
	public static function settings_changed( $old, $new ): void {
		if ( self::selling( $old ) !== self::selling( $new ) ) {
			self::restart();
		}
	}

	/**
	 * Chapter Coin's part of wp_manga_settings, or null.
	 *
	 * @param mixed $settings wp_manga_settings.
	 * @return mixed
	 */
	private static function selling( $settings ) {
		return is_array( $settings ) ? ( $settings[ Settings::KEY ] ?? null ) : null;
	}

	/**
	 * Starts a sweep when myCred is activated or deactivated (whether anything is locked depends on it).
	 *
	 * @param mixed $plugin The plugin's basename.
	 */
	public static function points_plugin_changed( $plugin ): void {
		if ( is_string( $plugin ) && str_starts_with( $plugin, 'mycred/' ) ) {
			self::restart();
		}
	}

	/**
	 * Starts a sweep from the first chapter.
	 */
	public static function restart(): void {
		update_option( self::OPTION, 0, true );
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * Reconciles the next batch and schedules the one after, until every chapter was seen.
	 */
	public static function run(): void {
		$next = self::batch();
		update_option( self::OPTION, null === $next ? 'done' : $next, true );
		if ( null !== $next && ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * Runs a whole sweep now (WP-CLI, tests).
	 */
	public static function run_all(): void {
		update_option( self::OPTION, 0, true );
		do {
			$next = self::batch();
			update_option( self::OPTION, null === $next ? 'done' : $next, true );
		} while ( null !== $next );
	}

	/**
	 * Reconciles up to BATCH chapters from the stored position; returns where the next batch starts, or null at the end.
	 */
	private static function batch(): ?int {
		$from = get_option( self::OPTION );
		if ( ! is_numeric( $from ) ) {
			return null;
		}
		global $wpdb;
		$table = Schema::tables()['data'];
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT chapter_id FROM `$table` WHERE chapter_id >= %d ORDER BY chapter_id ASC LIMIT %d", (int) $from, self::BATCH ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		foreach ( $ids as $id ) {
			$chapter = ChapterRepository::find( (int) $id );
			if ( null !== $chapter ) {
				Seal::reconcile( $chapter );
			}
		}
		return count( $ids ) < self::BATCH ? null : (int) end( $ids ) + 1;
	}
}
