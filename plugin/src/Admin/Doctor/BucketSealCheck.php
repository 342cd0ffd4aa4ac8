<?php
/**
 * Sold chapters sealed in the S3-compatible bucket (Premium\Files\BucketSeal): how many, and whether the sealed
 * folder is really closed to anonymous readers. Sealing moves a sold chapter's objects under
 * `{prefix}yomu-sealed/`; a bucket (or CDN) whose public read covers that folder too serves them to anyone. One
 * anonymous GET of a sealed object, at the public base URL and at the bucket's own URL, tells; nothing is written.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Storage\S3\Config;
use Yomu\Core\Content\Storage\S3\SealedKeys;
use Yomu\Core\Premium\Files\BucketSeal;

/**
 * The bucket seal facts.
 */
final class BucketSealCheck {

	/**
	 * The facts: whether a bucket is configured, its sealed folder, how many chapters are sealed in it, and the
	 * sealed object URL an anonymous reader could load ('' when none could, or nothing was sealed to try).
	 *
	 * @return array{bucket_configured: bool, bucket_sealed_folder: string, bucket_sealed: int, bucket_sealed_open: string}
	 */
	public static function run(): array {
		$config = Config::configured();
		$facts  = array(
			'bucket_configured'    => null !== $config,
			'bucket_sealed_folder' => null === $config ? '' : $config->prefix() . SealedKeys::FOLDER,
			'bucket_sealed'        => 0,
			'bucket_sealed_open'   => '',
		);
		if ( null === $config ) {
			return $facts;
		}
		global $wpdb;
		$like                   = $wpdb->esc_like( BucketSeal::OPTION_PREFIX ) . '%';
		$facts['bucket_sealed'] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$first                  = (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_id ASC LIMIT 1", $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$chapter                = '' === $first ? null : ChapterRepository::find( (int) substr( $first, strlen( BucketSeal::OPTION_PREFIX ) ) );
		$entries                = null === $chapter ? array() : ( ChapterRepository::page_data( $chapter )[ Config::STORAGE ] ?? array() );
		$entry                  = reset( $entries );
		$key                    = is_array( $entry ) && is_string( $entry['src'] ?? null ) ? $config->owns_url( $entry['src'] ) : null;
		if ( null === $key ) {
			return $facts;
		}
		$sealed = SealedKeys::of( $config, $key );
		foreach ( array_unique( array( $config->public_url( $sealed ), $config->request_url( $sealed ) ) ) as $url ) {
			$answer = wp_remote_get(
				$url,
				array(
					'timeout'     => 10,
					'redirection' => 0,
				)
			);
			if ( 200 === wp_remote_retrieve_response_code( $answer ) ) {
				$facts['bucket_sealed_open'] = $url;
				break;
			}
		}
		return $facts;
	}

	/**
	 * The sentences for the report (none when no bucket is configured).
	 *
	 * @param array<string, mixed> $premium Report premium, with these facts.
	 * @return string[]
	 */
	public static function lines( array $premium ): array {
		if ( empty( $premium['bucket_configured'] ) ) {
			return array();
		}
		$lines = array(
			sprintf(
				/* translators: 1: number of chapters, 2: folder in the bucket such as manga/yomu-sealed/. */
				_n( 'Sold chapters sealed in the S3 bucket: %1$d. Their pages wait under %2$s and readers get presigned URLs; the bucket\'s (or CDN\'s) public read must cover the chapter pages but never that folder.', 'Sold chapters sealed in the S3 bucket: %1$d. Their pages wait under %2$s and readers get presigned URLs; the bucket\'s (or CDN\'s) public read must cover the chapter pages but never that folder.', (int) $premium['bucket_sealed'], 'yomu-core' ),
				(int) $premium['bucket_sealed'],
				(string) $premium['bucket_sealed_folder']
			),
		);
		if ( '' !== (string) $premium['bucket_sealed_open'] ) {
			/* translators: %s: URL of a sealed page. */
			$lines[] = sprintf( __( 'Anyone can load the sealed pages: %s answered an anonymous request. Restrict the bucket\'s public read (README "Chapter pages on S3").', 'yomu-core' ), (string) $premium['bucket_sealed_open'] );
		}
		return $lines;
	}
}
