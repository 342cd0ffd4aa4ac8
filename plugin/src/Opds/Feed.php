<?php
/**
 * One Atom feed of the catalog, written with XMLWriter (which escapes every text and attribute). Text from the
 * database goes through text() first: markup removed, entities decoded, characters XML 1.0 forbids dropped.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

/**
 * Feed writer: open(), links and entries, then xml().
 */
final class Feed {

	/**
	 * The writer.
	 *
	 * @var \XMLWriter
	 */
	private \XMLWriter $w;

	/**
	 * Starts a feed.
	 *
	 * @param string $id      Feed id (URN).
	 * @param string $title   Feed title (plain text).
	 * @param string $updated Atom date.
	 * @param string $self    This feed's URL.
	 * @param string $type    This feed's media type (Links::NAVIGATION or Links::ACQUISITION).
	 */
	public function __construct( string $id, string $title, string $updated, string $self, string $type ) {
		$this->w = new \XMLWriter();
		$this->w->openMemory();
		$this->w->setIndent( true );
		$this->w->startDocument( '1.0', 'UTF-8' );
		$this->w->startElement( 'feed' );
		$this->w->writeAttribute( 'xmlns', 'http://www.w3.org/2005/Atom' );
		$this->w->writeAttribute( 'xmlns:opds', 'http://opds-spec.org/2010/catalog' );
		$this->w->writeAttribute( 'xmlns:opensearch', 'http://a9.com/-/spec/opensearch/1.1/' );
		$this->w->writeAttribute( 'xmlns:pse', Links::PSE_NS );
		$this->w->writeElement( 'id', $id );
		$this->w->writeElement( 'title', self::text( $title ) );
		$this->w->writeElement( 'updated', $updated );
		$this->w->startElement( 'author' );
		$this->w->writeElement( 'name', self::text( (string) get_bloginfo( 'name' ) ) );
		$this->w->writeElement( 'uri', home_url( '/' ) );
		$this->w->endElement();
		$this->link( 'self', $self, $type );
		$this->link( 'start', Links::url(), Links::NAVIGATION );
		$this->link( 'search', Links::url( 'opensearch.xml' ), Links::OPENSEARCH );
	}

	/**
	 * Plain text for the feed: tags removed, entities decoded, invalid UTF-8 and XML-forbidden characters dropped.
	 *
	 * @param string $raw Text from the database.
	 */
	public static function text( string $raw ): string {
		$text = html_entity_decode( wp_strip_all_tags( $raw ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = wp_check_invalid_utf8( $text, true );
		return trim( (string) preg_replace( '/[^\x{9}\x{A}\x{D}\x{20}-\x{D7FF}\x{E000}-\x{FFFD}\x{10000}-\x{10FFFF}]/u', '', $text ) );
	}

	/**
	 * An Atom date (UTC) for a Unix time.
	 *
	 * @param int $time Unix time.
	 */
	public static function date( int $time ): string {
		return gmdate( 'Y-m-d\TH:i:s\Z', max( 0, $time ) );
	}

	/**
	 * Writes a link.
	 *
	 * @param string                $rel   Relation.
	 * @param string                $href  URL.
	 * @param string                $type  Media type ('' for none).
	 * @param array<string, string> $extra More attributes (title, pse:count…).
	 */
	public function link( string $rel, string $href, string $type = '', array $extra = array() ): void {
		$this->w->startElement( 'link' );
		$this->w->writeAttribute( 'rel', $rel );
		$this->w->writeAttribute( 'href', $href );
		if ( '' !== $type ) {
			$this->w->writeAttribute( 'type', $type );
		}
		foreach ( $extra as $name => $value ) {
			$this->w->writeAttribute( $name, self::text( $value ) );
		}
		$this->w->endElement();
	}

	/**
	 * Links to the first, previous, next and last pages of a paged feed.
	 *
	 * @param callable $url   Page number => URL.
	 * @param int      $page  This page (1-based).
	 * @param int      $pages Number of pages (at least 1).
	 * @param string   $type  Media type of the pages.
	 */
	public function pagination( callable $url, int $page, int $pages, string $type ): void {
		$pages = max( 1, $pages );
		$this->link( 'first', $url( 1 ), $type );
		if ( $page > 1 ) {
			$this->link( 'previous', $url( $page - 1 ), $type );
			$this->link( 'prev', $url( $page - 1 ), $type );
		}
		if ( $page < $pages ) {
			$this->link( 'next', $url( $page + 1 ), $type );
		}
		$this->link( 'last', $url( $pages ), $type );
	}

	/**
	 * OpenSearch counts of a paged feed.
	 *
	 * @param int $total    Items in every page.
	 * @param int $per_page Items per page.
	 * @param int $page     This page (1-based).
	 */
	public function counts( int $total, int $per_page, int $page ): void {
		$this->w->writeElement( 'opensearch:totalResults', (string) $total );
		$this->w->writeElement( 'opensearch:itemsPerPage', (string) $per_page );
		$this->w->writeElement( 'opensearch:startIndex', (string) ( ( $page - 1 ) * $per_page + 1 ) );
	}

	/**
	 * Starts an entry with its id, title and updated date; close it with end_entry().
	 *
	 * @param string $id      Entry id (URN).
	 * @param string $title   Title (raw text, cleaned here).
	 * @param string $updated Atom date.
	 */
	public function start_entry( string $id, string $title, string $updated ): void {
		$this->w->startElement( 'entry' );
		$this->w->writeElement( 'title', self::text( $title ) );
		$this->w->writeElement( 'id', $id );
		$this->w->writeElement( 'updated', $updated );
	}

	/**
	 * Writes an author element.
	 *
	 * @param string $name Name (raw).
	 * @param string $uri  URL ('' for none).
	 */
	public function author( string $name, string $uri = '' ): void {
		$name = self::text( $name );
		if ( '' === $name ) {
			return;
		}
		$this->w->startElement( 'author' );
		$this->w->writeElement( 'name', $name );
		if ( '' !== $uri ) {
			$this->w->writeElement( 'uri', $uri );
		}
		$this->w->endElement();
	}

	/**
	 * Writes a plain-text element (summary, content) when the text is not empty.
	 *
	 * @param string $element Element name.
	 * @param string $raw     Text (raw, cleaned here).
	 */
	public function text_element( string $element, string $raw ): void {
		$text = self::text( $raw );
		if ( '' === $text ) {
			return;
		}
		$this->w->startElement( $element );
		$this->w->writeAttribute( 'type', 'text' );
		$this->w->text( $text );
		$this->w->endElement();
	}

	/**
	 * Writes a category.
	 *
	 * @param string $term  Term (slug).
	 * @param string $label Label (raw).
	 */
	public function category( string $term, string $label ): void {
		$this->w->startElement( 'category' );
		$this->w->writeAttribute( 'term', self::text( $term ) );
		$this->w->writeAttribute( 'label', self::text( $label ) );
		$this->w->endElement();
	}

	/**
	 * Closes the current entry.
	 */
	public function end_entry(): void {
		$this->w->endElement();
	}

	/**
	 * The finished document.
	 */
	public function xml(): string {
		$this->w->endElement();
		$this->w->endDocument();
		return $this->w->outputMemory();
	}
}
