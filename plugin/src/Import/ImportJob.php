<?php
/**
 * The import of an uploaded ZIP (Staged) into its manga: the preview (what Importer::plan() makes of it, nothing
 * written), then the chapters written in slices of at most BUDGET seconds under the session's lease, so no request
 * meets PHP's time limit. Slices run from WP-Cron (an event per session, set again while chapters are left) and
 * from the editor's progress requests, whichever comes first; the lease keeps them one at a time across nodes. The
 * chapters go through the same writers as every upload (images checked by content, re-encoded, stored where new
 * pages go). A chapter that fails stops the import with the reason; those written before it stay, and an import of
 * the same file again skips them.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Import;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Lease;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Storage\Files;

/**
 * Preview and background import.
 *
 * @phpstan-import-type Session from Staged
 * @phpstan-import-type PlanItem from Importer
 */
final class ImportJob {

	public const HOOK = 'yomu_import_chapters';

	/** Seconds a slice may start new chapters for. */
	public const BUDGET = 20;

	/** Seconds a slice's lease lasts: longer than one chapter's write. */
	private const LEASE_SECONDS = 300;

	/**
	 * Hooks the WP-Cron event.
	 */
	public static function register(): void {
		add_action( self::HOOK, array( self::class, 'work' ) );
	}

	/**
	 * What the upload would create: the plan, kept for the import, and a summary for the editor.
	 *
	 * @param array $session A session in state ready.
	 * @return array{volumes: array<int, array{name: string, new: bool}>, chapters: array<int, array{volume: string, name: string, extend: string, pages: int, action: string}>, create: int, skip: int, pages: int}|\WP_Error
	 * @phpstan-param Session $session
	 */
	public static function preview( array $session ) {
		if ( 'ready' !== $session['state'] ) {
			return new \WP_Error( 'yomu_import_state', __( 'The upload is not complete yet.', 'yomu-core' ), array( 'status' => 409 ) );
		}
		$source = new ZipSource( Staged::path( $session ) );
		$plan   = Importer::plan( $session['manga'], $source, '', false );
		$source->close();
		if ( is_wp_error( $plan ) ) {
			return $plan;
		}
		update_option( Staged::PREFIX . $session['id'] . '_plan', $plan, false );
		$volumes  = array();
		$chapters = array();
		foreach ( $plan as $item ) {
			if ( '' !== $item['volume'] && ! isset( $volumes[ $item['volume'] ] ) ) {
				$volumes[ $item['volume'] ] = array(
					'name' => $item['volume'],
					'new'  => -1 === $item['volume_id'],
				);
			}
			$chapters[] = array(
				'volume' => $item['volume'],
				'name'   => $item['name'],
				'extend' => $item['extend'],
				'pages'  => count( $item['files'] ),
				'action' => $item['action'],
			);
		}
		$create = array_filter( $plan, static fn ( array $item ): bool => 'create' === $item['action'] );
		return array(
			'volumes'  => array_values( $volumes ),
			'chapters' => $chapters,
			'create'   => count( $create ),
			'skip'     => count( $plan ) - count( $create ),
			'pages'    => array_sum( array_map( static fn ( array $item ): int => count( $item['files'] ), $create ) ),
		);
	}

	/**
	 * Starts the import of a previewed upload.
	 *
	 * @param array $session A session in state ready, previewed.
	 * @return array|\WP_Error The session.
	 * @phpstan-param Session $session
	 * @phpstan-return Session|\WP_Error
	 */
	public static function start( array $session ) {
		$plan = self::plan( $session );
		if ( 'ready' !== $session['state'] || null === $plan ) {
			return new \WP_Error( 'yomu_import_state', __( 'Check the upload before importing it.', 'yomu-core' ), array( 'status' => 409 ) );
		}
		$session['state'] = 'importing';
		$session['total'] = count( $plan );
		Staged::save( $session );
		wp_schedule_single_event( time(), self::HOOK, array( $session['id'] ) );
		return $session;
	}

	/**
	 * Runs a slice of a session's import (WP-Cron, or an editor's progress request), when no other slice runs.
	 *
	 * @param mixed $id     Session ID.
	 * @param int   $budget Seconds to start chapters for.
	 */
	public static function work( $id, int $budget = self::BUDGET ): void {
		$session = Staged::load( is_string( $id ) ? $id : '' );
		if ( null === $session || 'importing' !== $session['state'] ) {
			return;
		}
		$lease = new Lease( Staged::PREFIX . $session['id'] . '_lease', self::LEASE_SECONDS );
		if ( ! $lease->acquire() ) {
			return;
		}
		try {
			$session = self::slice( Staged::load( $session['id'] ) ?? $session, $budget, $lease );
		} finally {
			$lease->release();
		}
		if ( 'importing' === $session['state'] && ! wp_next_scheduled( self::HOOK, array( $session['id'] ) ) ) {
			wp_schedule_single_event( time(), self::HOOK, array( $session['id'] ) );
		}
	}

	/**
	 * Writes chapters from where the import stands until the budget is spent or the plan is done.
	 *
	 * @param array $session The session (importing).
	 * @param int   $budget  Seconds.
	 * @param Lease $lease   The lease held.
	 * @return array The session after the slice.
	 * @phpstan-param Session $session
	 * @phpstan-return Session
	 */
	private static function slice( array $session, int $budget, Lease $lease ): array {
		$plan     = self::plan( $session ) ?? array();
		$total    = count( $plan );
		$source   = new ZipSource( Staged::path( $session ) );
		$paths    = $source->paths( 'text' === MetaKeys::chapter_type( $session['manga'] ) );
		$deadline = microtime( true ) + $budget;
		$volumes  = array();
		foreach ( ChapterRepository::volumes( $session['manga'] ) as $volume ) {
			$volumes[ $volume->name ] = $volumes[ $volume->name ] ?? $volume->id;
		}
		while ( ! is_wp_error( $paths ) && $session['done'] < $total && microtime( true ) < $deadline && $lease->renew() ) {
			$item   = $plan[ $session['done'] ];
			$result = 'skip' === $item['action'] ? null : Importer::write( $session['manga'], $item, $source, $volumes );
			if ( is_wp_error( $result ) ) {
				/* translators: 1: chapter folder, 2: the reason. */
				$session['error'] = sprintf( __( 'The chapter folder %1$s was not imported: %2$s', 'yomu-core' ), $item['folder'], $result->get_error_message() );
				break;
			}
			++$session['done'];
			$session['created'] += null === $result ? 0 : 1;
			$session['skipped'] += null === $result ? 1 : 0;
			$session['pages']   += (int) $result;
			Staged::save( $session );
		}
		$source->close();
		if ( is_wp_error( $paths ) ) {
			$session['error'] = $paths->get_error_message();
		}
		if ( '' !== $session['error'] || $session['done'] >= $total ) {
			$session['state'] = '' === $session['error'] ? 'done' : 'failed';
			Staged::save( $session );
			self::finish( $session );
		}
		return $session;
	}

	/**
	 * An import that ended: the file and the plan go; the session stays for the editor to read how it went.
	 *
	 * @param array $session The session.
	 * @phpstan-param Session $session
	 */
	private static function finish( array $session ): void {
		Files::delete( array( Staged::path( $session ) ) );
		delete_option( Staged::PREFIX . $session['id'] . '_plan' );
		delete_option( Staged::PREFIX . $session['id'] . '_lease' );
		wp_clear_scheduled_hook( self::HOOK, array( $session['id'] ) );
	}

	/**
	 * The stored plan of a previewed session.
	 *
	 * @param array $session The session.
	 * @return array<int, array>|null
	 * @phpstan-param Session $session
	 * @phpstan-return array<int, PlanItem>|null
	 */
	private static function plan( array $session ): ?array {
		$plan = get_option( Staged::PREFIX . $session['id'] . '_plan' );
		return is_array( $plan ) ? array_values( $plan ) : null;
	}
}
