<?php
/**
 * The OpenSearch description of the catalog's search (and of the site's HTML search).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

/**
 * Builds the description document.
 */
final class OpenSearch {

	/**
	 * The document.
	 */
	public static function description(): string {
		$w = new \XMLWriter();
		$w->openMemory();
		$w->setIndent( true );
		$w->startDocument( '1.0', 'UTF-8' );
		$w->startElement( 'OpenSearchDescription' );
		$w->writeAttribute( 'xmlns', 'http://a9.com/-/spec/opensearch/1.1/' );
		$name = Feed::text( (string) get_bloginfo( 'name' ) );
		$w->writeElement( 'ShortName', '' !== $name ? mb_substr( $name, 0, 16 ) : 'Yomu' );
		/* translators: %s: site name. */
		$w->writeElement( 'Description', Feed::text( sprintf( __( 'Search the manga of %s', 'yomu-core' ), $name ) ) );
		$w->writeElement( 'InputEncoding', 'UTF-8' );
		$w->writeElement( 'OutputEncoding', 'UTF-8' );
		$urls = array(
			Links::ACQUISITION => Links::url( 'search/' ),
			'text/html'        => add_query_arg( 'post_type', 'wp-manga', home_url( '/' ) ),
		);
		foreach ( $urls as $type => $url ) {
			$w->startElement( 'Url' );
			$w->writeAttribute( 'type', $type );
			$w->writeAttribute( 'template', add_query_arg( Links::ACQUISITION === $type ? 'q' : 's', '{searchTerms}', $url ) );
			$w->endElement();
		}
		$w->startElement( 'Url' );
		$w->writeAttribute( 'type', Links::OPENSEARCH );
		$w->writeAttribute( 'rel', 'self' );
		$w->writeAttribute( 'template', Links::url( 'opensearch.xml' ) );
		$w->endElement();
		$w->endElement();
		$w->endDocument();
		return $w->outputMemory();
	}
}
