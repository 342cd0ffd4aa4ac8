<?php
/**
 * The storage settings (option yomu_storage): where new chapter pages go and the bucket's address. Each field
 * may be pinned by a wp-config.php constant, which then wins over the option. The keys are never stored here:
 * they come only from constants or the environment (see Config::keys()).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\S3;

/**
 * Reading always normalises, so a hand-edited option never breaks uploads.
 */
final class Settings {

	public const OPTION = 'yomu_storage';

	public const TARGETS = array( 'local', 's3' );

	/** Field name => the constant that pins it. */
	public const CONSTANTS = array(
		'endpoint'   => 'YOMU_S3_ENDPOINT',
		'region'     => 'YOMU_S3_REGION',
		'bucket'     => 'YOMU_S3_BUCKET',
		'prefix'     => 'YOMU_S3_PREFIX',
		'public_url' => 'YOMU_S3_PUBLIC_URL',
		'path_style' => 'YOMU_S3_PATH_STYLE',
	);

	/**
	 * The effective settings: the option, with every pinned field taken from its constant.
	 *
	 * @return array{target: string, endpoint: string, region: string, bucket: string, prefix: string, public_url: string, path_style: bool}
	 */
	public static function get(): array {
		$raw = get_option( self::OPTION, array() );
		return self::pinned_over( is_array( $raw ) ? $raw : array() );
	}

	/**
	 * Normalised settings with every pinned field taken from its constant.
	 *
	 * @param array<string, mixed> $raw Raw values.
	 * @return array{target: string, endpoint: string, region: string, bucket: string, prefix: string, public_url: string, path_style: bool}
	 */
	public static function pinned_over( array $raw ): array {
		foreach ( self::CONSTANTS as $field => $constant ) {
			if ( defined( $constant ) ) {
				$raw[ $field ] = constant( $constant );
			}
		}
		return self::normalize( $raw );
	}

	/**
	 * The fields pinned by a constant.
	 *
	 * @return string[]
	 */
	public static function pinned(): array {
		return array_keys( array_filter( self::CONSTANTS, 'defined' ) );
	}

	/**
	 * Normalised settings from raw values.
	 *
	 * @param array<string, mixed> $raw Raw values.
	 * @return array{target: string, endpoint: string, region: string, bucket: string, prefix: string, public_url: string, path_style: bool}
	 */
	public static function normalize( array $raw ): array {
		$text = static fn ( string $name ): string => is_scalar( $raw[ $name ] ?? null ) ? trim( (string) $raw[ $name ] ) : '';
		return array(
			'target'     => in_array( $text( 'target' ), self::TARGETS, true ) ? $text( 'target' ) : 'local',
			'endpoint'   => self::base_url( $text( 'endpoint' ) ),
			'region'     => preg_match( '/^[a-z0-9-]{1,40}$/', $text( 'region' ) ) ? $text( 'region' ) : '',
			'bucket'     => preg_match( '/^[a-z0-9][a-z0-9.\-_]{1,62}$/i', $text( 'bucket' ) ) ? $text( 'bucket' ) : '',
			'prefix'     => self::prefix( $text( 'prefix' ) ),
			'public_url' => self::base_url( $text( 'public_url' ) ),
			'path_style' => (bool) filter_var( $raw['path_style'] ?? false, FILTER_VALIDATE_BOOLEAN ),
		);
	}

	/**
	 * An http(s) URL without a trailing slash, query or fragment, or '' when it is not one.
	 *
	 * @param string $url Raw URL.
	 */
	public static function base_url( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true ) || empty( $parts['host'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) || isset( $parts['user'] ) ) {
			return '';
		}
		return untrailingslashit( esc_url_raw( $url ) );
	}

	/**
	 * A key prefix made of safe segments, ending with "/" (or '' for none).
	 *
	 * @param string $prefix Raw prefix.
	 */
	public static function prefix( string $prefix ): string {
		$segments = array_filter( explode( '/', $prefix ), static fn ( string $s ): bool => '' !== $s );
		foreach ( $segments as $segment ) {
			if ( ! preg_match( '/^[A-Za-z0-9][A-Za-z0-9._-]*$/', $segment ) ) {
				return '';
			}
		}
		return $segments ? implode( '/', $segments ) . '/' : '';
	}
}
