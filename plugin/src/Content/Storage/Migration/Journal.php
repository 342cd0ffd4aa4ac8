<?php
/**
 * The migration's work in progress, kept in the database (one option) so that a run killed at any moment can
 * be finished by running it again: which chapter is being copied, and which removals of an old copy were
 * decided (page row already gone) but may not have finished deleting their files or objects.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\Migration;

/**
 * Work-in-progress records, by chapter.
 */
final class Journal {

	public const OPTION = 'yomu_storage_migration';

	/** A chapter's pages are being copied; it still reads from its old storage. */
	public const COPY = 'copy';

	/** A chapter's local page row is gone; its local files are being deleted. */
	public const DELETE_LOCAL = 'delete-local';

	/** A chapter's amazon page row is gone; its objects are being deleted. */
	public const DELETE_REMOTE = 'delete-remote';

	/**
	 * Records a step of a chapter (replacing its previous one).
	 *
	 * @param int      $chapter_id Chapter ID.
	 * @param string   $step       One of the constants.
	 * @param string[] $items      What the step works on (relative srcs or object keys).
	 */
	public static function begin( int $chapter_id, string $step, array $items = array() ): void {
		$all                = self::all();
		$all[ $chapter_id ] = array(
			'step'  => $step,
			'items' => array_values( $items ),
		);
		update_option( self::OPTION, $all, false );
	}

	/**
	 * Forgets a chapter (its work is done, or was abandoned and left nothing behind).
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function end( int $chapter_id ): void {
		$all = self::all();
		if ( isset( $all[ $chapter_id ] ) ) {
			unset( $all[ $chapter_id ] );
			if ( $all ) {
				update_option( self::OPTION, $all, false );
			} else {
				delete_option( self::OPTION );
			}
		}
	}

	/**
	 * Chapters left at a step by an earlier run, with what that step works on.
	 *
	 * @param string $step One of the constants.
	 * @return array<int, string[]> chapter ID => items
	 */
	public static function pending( string $step ): array {
		$found = array();
		foreach ( self::all() as $chapter_id => $record ) {
			if ( $step === $record['step'] ) {
				$found[ $chapter_id ] = $record['items'];
			}
		}
		return $found;
	}

	/**
	 * Every record.
	 *
	 * @return array<int, array{step: string, items: string[]}>
	 */
	private static function all(): array {
		wp_cache_delete( self::OPTION, 'options' ); // Another run may have written it since (a shared object cache).
		$value = get_option( self::OPTION, array() );
		$all   = array();
		foreach ( is_array( $value ) ? $value : array() as $chapter_id => $record ) {
			if ( is_array( $record ) && isset( $record['step'] ) && is_string( $record['step'] ) ) {
				$items                    = isset( $record['items'] ) && is_array( $record['items'] ) ? $record['items'] : array();
				$all[ (int) $chapter_id ] = array(
					'step'  => $record['step'],
					'items' => array_values( array_filter( $items, 'is_string' ) ),
				);
			}
		}
		return $all;
	}
}
