<?php
/**
 * Turns one $_FILES field (single or multiple) into the list the writers take: [ ['path' => …, 'name' => …] ].
 *
 * Only files PHP itself received in this request (is_uploaded_file) are passed on, so a forged tmp_name
 * can never point a writer at a file already on the server. Content checks are the writer's job.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * Upload normalisation.
 */
final class Uploads {

	/**
	 * The files of one $_FILES entry; an empty list when none was chosen.
	 *
	 * @param mixed         $entry       The $_FILES[field] value (or null when the field is missing).
	 * @param callable|null $is_uploaded Test seam for is_uploaded_file().
	 * @return array<int, array{path: string, name: string}>|\WP_Error
	 */
	public static function collect( $entry, ?callable $is_uploaded = null ) {
		$is_uploaded = $is_uploaded ?? 'is_uploaded_file';
		if ( ! is_array( $entry ) || ! isset( $entry['tmp_name'], $entry['name'], $entry['error'] ) ) {
			return array();
		}
		$tmp_names = (array) $entry['tmp_name'];
		$names     = (array) $entry['name'];
		$errors    = (array) $entry['error'];
		$files     = array();
		foreach ( $tmp_names as $i => $tmp_name ) {
			$error = isset( $errors[ $i ] ) && is_numeric( $errors[ $i ] ) ? (int) $errors[ $i ] : UPLOAD_ERR_NO_FILE;
			if ( UPLOAD_ERR_NO_FILE === $error ) {
				continue;
			}
			$name = isset( $names[ $i ] ) && is_string( $names[ $i ] ) ? $names[ $i ] : '';
			if ( UPLOAD_ERR_OK !== $error ) {
				return new \WP_Error( 'yomu_upload_failed', self::error_message( $error, $name ), array( 'status' => 400 ) );
			}
			if ( ! is_string( $tmp_name ) || '' === $tmp_name || ! $is_uploaded( $tmp_name ) ) {
				return new \WP_Error( 'yomu_upload_failed', __( 'A file was not received as an upload.', 'yomu-core' ), array( 'status' => 400 ) );
			}
			$files[] = array(
				'path' => $tmp_name,
				'name' => sanitize_file_name( wp_basename( $name ) ),
			);
		}
		return $files;
	}

	/**
	 * A clear message for PHP's upload error codes.
	 *
	 * @param int    $error UPLOAD_ERR_* code.
	 * @param string $name  Client file name.
	 */
	private static function error_message( int $error, string $name ): string {
		$name = sanitize_file_name( wp_basename( $name ) );
		switch ( $error ) {
			case UPLOAD_ERR_INI_SIZE:
			case UPLOAD_ERR_FORM_SIZE:
				/* translators: 1: file name, 2: size limit such as "8 MB" */
				return sprintf( __( '%1$s is larger than the upload limit (%2$s).', 'yomu-core' ), $name, size_format( wp_max_upload_size() ) );
			case UPLOAD_ERR_PARTIAL:
				/* translators: %s: file name */
				return sprintf( __( '%s was only partly uploaded. Try again.', 'yomu-core' ), $name );
			default:
				/* translators: %s: file name */
				return sprintf( __( '%s could not be uploaded (server error).', 'yomu-core' ), $name );
		}
	}

	/**
	 * The uploaded page images (field yomu_images) or ZIP (yomu_zip); choosing both is refused.
	 *
	 * @param array<string, mixed> $files $_FILES.
	 * @return array{images: array<int, array{path: string, name: string}>, zip: string}|\WP_Error
	 */
	public static function images_or_zip( array $files ) {
		$images = self::collect( $files['yomu_images'] ?? null );
		$zip    = self::collect( $files['yomu_zip'] ?? null );
		if ( is_wp_error( $images ) ) {
			return $images;
		}
		if ( is_wp_error( $zip ) ) {
			return $zip;
		}
		if ( $images && $zip ) {
			return new \WP_Error( 'yomu_images_and_zip', __( 'Choose either page images or one ZIP file, not both.', 'yomu-core' ), array( 'status' => 400 ) );
		}
		return array(
			'images' => $images,
			'zip'    => $zip ? $zip[0]['path'] : '',
		);
	}
}
