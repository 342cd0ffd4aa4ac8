<?php
/**
 * Checks the input of chapter writes: the manga, the name fields, the volume, the index and the date.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Input validation for ChapterWriter.
 */
final class ChapterFields {

	/**
	 * An error unless the ID is a manga post.
	 *
	 * @param int $manga_id Post ID.
	 * @return true|\WP_Error
	 */
	public static function check_manga( int $manga_id ) {
		if ( $manga_id <= 0 || PostTypes::MANGA !== get_post_type( $manga_id ) ) {
			return new \WP_Error( 'yomu_invalid_manga', __( 'The manga does not exist.', 'yomu-core' ) );
		}
		return true;
	}

	/**
	 * An error unless the volume is 0 (none) or a volume of the manga.
	 *
	 * @param int $manga_id  Manga post ID.
	 * @param int $volume_id Volume ID.
	 * @return true|\WP_Error
	 */
	public static function check_volume( int $manga_id, int $volume_id ) {
		if ( 0 !== $volume_id && null === ChapterRepository::volume( $manga_id, $volume_id ) ) {
			return new \WP_Error( 'yomu_invalid_volume', __( 'The volume does not belong to this manga.', 'yomu-core' ) );
		}
		return true;
	}

	/**
	 * Normalised fields. With $partial only the given keys are checked and returned; otherwise name is
	 * required and the rest get defaults.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $fields   name, name_extend, volume_id, index, date.
	 * @param bool                 $partial  Whether this is an update.
	 * @return array{name?: string, name_extend?: string, volume_id?: int, index?: int, date?: string, date_gmt?: string}|\WP_Error
	 */
	public static function normalize( int $manga_id, array $fields, bool $partial = false ) {
		$clean = array();
		if ( ! $partial || array_key_exists( 'name', $fields ) ) {
			$name = self::text( $fields['name'] ?? '' );
			if ( '' === $name ) {
				return new \WP_Error( 'yomu_chapter_name_required', __( 'The chapter needs a name.', 'yomu-core' ) );
			}
			$clean['name'] = $name;
		}
		if ( ! $partial || array_key_exists( 'name_extend', $fields ) ) {
			$clean['name_extend'] = self::text( $fields['name_extend'] ?? '' );
		}
		if ( ! $partial || array_key_exists( 'volume_id', $fields ) ) {
			$volume = self::integer( $fields['volume_id'] ?? 0 );
			$valid  = null === $volume || $volume < 0 ? new \WP_Error( 'yomu_invalid_volume', __( 'The volume does not belong to this manga.', 'yomu-core' ) ) : self::check_volume( $manga_id, $volume );
			if ( is_wp_error( $valid ) ) {
				return $valid;
			}
			$clean['volume_id'] = (int) $volume;
		}
		if ( ! $partial || array_key_exists( 'index', $fields ) ) {
			$index = self::integer( $fields['index'] ?? 0 );
			if ( null === $index || abs( $index ) > 2147483647 ) {
				return new \WP_Error( 'yomu_invalid_chapter_index', __( 'The chapter index must be a whole number.', 'yomu-core' ) );
			}
			$clean['index'] = $index;
		}
		if ( ! $partial || array_key_exists( 'date', $fields ) ) {
			$date = self::date( $fields['date'] ?? '' );
			if ( is_wp_error( $date ) ) {
				return $date;
			}
			$clean['date']     = $date;
			$clean['date_gmt'] = get_gmt_from_date( $date );
		}
		return $clean;
	}

	/**
	 * A single-line text field.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : '';
	}

	/**
	 * An integer from an int or a string of digits, null otherwise.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function integer( $value ): ?int {
		if ( is_int( $value ) ) {
			return $value;
		}
		if ( '' === $value || null === $value ) {
			return 0;
		}
		return is_string( $value ) && preg_match( '/^-?\d{1,10}$/', trim( $value ) ) ? (int) trim( $value ) : null;
	}

	/**
	 * A local 'Y-m-d H:i:s' date, now when empty.
	 *
	 * @param mixed $value Raw value.
	 * @return string|\WP_Error
	 */
	private static function date( $value ) {
		if ( '' === $value || null === $value ) {
			return current_time( 'mysql' );
		}
		$date = is_string( $value ) ? \DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $value ) : false;
		if ( false === $date || $date->format( 'Y-m-d H:i:s' ) !== $value ) {
			return new \WP_Error( 'yomu_invalid_chapter_date', __( 'The chapter date must look like 2024-01-31 18:30:00.', 'yomu-core' ) );
		}
		return $value;
	}
}
