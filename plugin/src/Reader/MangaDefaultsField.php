<?php
/**
 * The "Reader defaults" field of the manga editor's details box: the mode, direction and fit a manga opens in
 * for readers who have not chosen their own (e.g. right-to-left for Japanese manga, long strip for webtoons).
 * DetailsBox prints it and saves it after its own nonce and edit_post checks.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

/**
 * Rendering and saving of the field (input name yomu_reader_defaults[mode|direction|fit]).
 */
final class MangaDefaultsField {

	public const FIELD = 'yomu_reader_defaults';

	/**
	 * The field's HTML.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function html( int $manga_id ): string {
		return sprintf(
			'<fieldset class="yomu-reader-defaults"><legend>%1$s</legend>%2$s</fieldset>',
			esc_html__( 'Reader defaults', 'yomu-core' ),
			ReaderSettings::fields_html( self::FIELD, ReaderSettings::MANGA_FIELDS, ReaderSettings::manga( $manga_id ), __( 'Site default', 'yomu-core' ) )
		);
	}

	/**
	 * Saves submitted defaults (already authorized). Absent field: nothing changes; unknown values are dropped.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $input    Unslashed form fields.
	 */
	public static function save( int $manga_id, array $input ): void {
		if ( ! isset( $input[ self::FIELD ] ) || ! is_array( $input[ self::FIELD ] ) ) {
			return;
		}
		ReaderSettings::save_for_manga( $manga_id, ReaderSettings::clean( $input[ self::FIELD ] ) );
	}
}
