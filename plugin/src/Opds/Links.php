<?php
/**
 * The catalog's URLs, media types and ids. Pretty permalinks serve the catalog at /opds/…; plain permalinks at
 * /?yomu_opds=/… (the same handler reads either).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

/**
 * URL and id builder.
 */
final class Links {

	public const QUERY_VAR = 'yomu_opds';

	public const NAVIGATION = 'application/atom+xml;profile=opds-catalog;kind=navigation';

	public const ACQUISITION = 'application/atom+xml;profile=opds-catalog;kind=acquisition';

	public const OPENSEARCH = 'application/opensearchdescription+xml';

	public const PSE_NS = 'http://vaemendis.net/opds-pse/ns';

	public const PSE_STREAM = 'http://vaemendis.net/opds-pse/stream';

	/**
	 * A catalog URL.
	 *
	 * @param string               $path  Path inside the catalog without a leading slash ('' for the root).
	 * @param array<string, mixed> $query Query arguments (added encoded).
	 */
	public static function url( string $path = '', array $query = array() ): string {
		if ( '' === (string) get_option( 'permalink_structure' ) ) {
			$url = add_query_arg( self::QUERY_VAR, '/' . $path, home_url( '/' ) );
		} else {
			$url = home_url( '/opds/' . $path );
		}
		return $query ? add_query_arg( rawurlencode_deep( $query ), $url ) : $url;
	}

	/**
	 * The PSE page template of a chapter: {pageNumber} (0-based) is filled in by the client.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function page_template( int $chapter_id ): string {
		return self::url( 'chapter/' . $chapter_id . '/page/' ) . '{pageNumber}';
	}

	/**
	 * A stable URN for a catalog item of this site ("urn:yomu:{site}:{kind}:{key}").
	 *
	 * @param string $kind Kind of item (feed, manga, chapter, genre).
	 * @param string $key  Its key.
	 */
	public static function urn( string $kind, string $key ): string {
		$site = substr( md5( home_url( '/' ) ), 0, 12 );
		$key  = (string) preg_replace( '/[^A-Za-z0-9\-._~:]/', '-', $key );
		return 'urn:yomu:' . $site . ':' . $kind . ( '' !== $key ? ':' . $key : '' );
	}
}
