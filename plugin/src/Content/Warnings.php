<?php
/**
 * Writes content warnings where Madara keeps them: the manga's post meta `_wp_manga_chapters_warning` and the
 * chapter row's `chapter_warning` column, as safe HTML (wp_kses_post). Callers check the nonce and the right to
 * edit the manga first (Admin\WarningField, FrontUpload\Handlers).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * The two writes.
 */
final class Warnings {

	/**
	 * The HTML as stored: what wp_kses_post keeps, trimmed.
	 *
	 * @param string $html Submitted HTML (unslashed).
	 */
	public static function clean( string $html ): string {
		return trim( wp_kses_post( $html ) );
	}

	/**
	 * Saves a manga's warning ('' removes it; Madara saves the empty field the same way).
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $html     Submitted HTML (unslashed).
	 */
	public static function save_for_manga( int $manga_id, string $html ): void {
		$clean = self::clean( $html );
		if ( (string) get_post_meta( $manga_id, MetaKeys::WARNING, true ) === $clean ) {
			return;
		}
		update_post_meta( $manga_id, MetaKeys::WARNING, wp_slash( $clean ) );
		Cache::bump( $manga_id ); // Every chapter page of the manga shows it: their cached copies go.
	}

	/**
	 * Saves a chapter's own warning ('' leaves the manga's to apply).
	 *
	 * @param Chapter $chapter Chapter.
	 * @param string  $html    Submitted HTML (unslashed).
	 */
	public static function save_for_chapter( Chapter $chapter, string $html ): bool {
		global $wpdb;
		$clean = self::clean( $html );
		if ( trim( $chapter->warning ) === $clean ) {
			return true;
		}
		$saved = $wpdb->update( Schema::tables()['chapters'], array( 'chapter_warning' => $clean ), array( 'chapter_id' => $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Cache::bump( $chapter->manga_id, $chapter );
		return false !== $saved;
	}
}
