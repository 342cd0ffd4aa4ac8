<?php
/**
 * Madara's chapter feed (MADARA-SITE.md §8.6) as an RSS 2.0 document: the site's newest chapters, or one manga's.
 * Channel: "{site} - Feed", link, tagline, lastBuildDate, language, hourly sy: hints. Items: guid (the chapter id,
 * isPermaLink="false"), title, link (the chapter URL, premium chapters included: they show their lock there),
 * description (HTML-escaped text in CDATA), pubDate in RFC 2822 in the site's time zone with its real offset
 * (Madara printed local time labelled +0000).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Feeds;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Opds\Feed as TextFeed;
use Yomu\Core\Routing\Urls;
use Yomu\Core\Seo\PageMeta;

/**
 * Builds the document.
 */
final class ChapterFeed {

	/** Madara's feed name: /feed/manga-chapters/, ?feed=manga-chapters, {manga URL}feed/manga-chapters/. */
	public const NAME = 'manga-chapters';

	/**
	 * The feed of the whole site (null) or of one readable manga: its XML and the Unix time it last changed.
	 *
	 * @param \WP_Post|null $manga The manga, or null for the site.
	 * @return array{0: string, 1: int}
	 */
	public static function document( ?\WP_Post $manga ): array {
		$chapters = ChapterRows::newest( $manga ? $manga->ID : 0, ChapterRows::max_entries() );
		$manga_of = self::manga_posts( $chapters, $manga );
		$modified = self::last_modified( $chapters, $manga_of );
		$site     = TextFeed::text( (string) get_bloginfo( 'name' ) );

		$w = new \XMLWriter();
		$w->openMemory();
		$w->setIndent( true );
		$w->startDocument( '1.0', 'UTF-8' );
		$w->startElement( 'rss' );
		$w->writeAttribute( 'version', '2.0' );
		$w->writeAttribute( 'xmlns:atom', 'http://www.w3.org/2005/Atom' );
		$w->writeAttribute( 'xmlns:sy', 'http://purl.org/rss/1.0/modules/syndication/' );
		$w->startElement( 'channel' );
		if ( $manga ) {
			/* translators: 1: manga title, 2: site name. */
			$w->writeElement( 'title', sprintf( __( '%1$s - %2$s - Feed', 'yomu-core' ), TextFeed::text( get_the_title( $manga ) ), $site ) );
			$w->writeElement( 'link', Urls::manga( $manga ) );
			$w->writeElement( 'description', PageMeta::manga_description( $manga ) );
		} else {
			/* translators: %s: site name. */
			$w->writeElement( 'title', sprintf( __( '%s - Feed', 'yomu-core' ), $site ) );
			$w->writeElement( 'link', home_url( '/' ) );
			$w->writeElement( 'description', TextFeed::text( (string) get_bloginfo( 'description' ) ) );
		}
		$w->startElement( 'atom:link' );
		$w->writeAttribute( 'href', $manga ? Links::manga( $manga ) : Links::site() );
		$w->writeAttribute( 'rel', 'self' );
		$w->writeAttribute( 'type', 'application/rss+xml' );
		$w->endElement();
		$w->writeElement( 'lastBuildDate', self::rfc2822( $modified ) );
		$w->writeElement( 'language', (string) get_bloginfo( 'language' ) );
		$w->writeElement( 'sy:updatePeriod', 'hourly' );
		$w->writeElement( 'sy:updateFrequency', '1' );
		foreach ( $chapters as $chapter ) {
			$post = $manga_of[ $chapter->manga_id ] ?? null;
			if ( $post ) {
				self::item( $w, $chapter, $post );
			}
		}
		$w->endElement();
		$w->endElement();
		$w->endDocument();
		return array( $w->outputMemory(), $modified );
	}

	/**
	 * Writes one item.
	 *
	 * @param \XMLWriter $w       The writer.
	 * @param Chapter    $chapter The chapter.
	 * @param \WP_Post   $manga   Its manga.
	 */
	private static function item( \XMLWriter $w, Chapter $chapter, \WP_Post $manga ): void {
		$w->startElement( 'item' );
		$w->startElement( 'guid' );
		$w->writeAttribute( 'isPermaLink', 'false' );
		$w->text( (string) $chapter->id );
		$w->endElement();
		// The page's own title and description, by Madara's rules (Seo\PageMeta), without the site name.
		$w->writeElement( 'title', PageMeta::chapter_title( $manga, $chapter ) );
		$w->writeElement( 'link', Urls::chapter( $manga, $chapter ) );
		$w->startElement( 'description' );
		// The text is HTML-escaped first, so it holds no '>' and no ']]>' can end the section early.
		$w->writeCdata( htmlspecialchars( PageMeta::chapter_description( $manga, $chapter ), ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' ) );
		$w->endElement();
		$time = self::chapter_time( $chapter );
		if ( $time > 0 ) {
			$w->writeElement( 'pubDate', self::rfc2822( $time ) );
		}
		$w->endElement();
	}

	/**
	 * The manga of the listed chapters, read in one query each for posts and volumes (chapter URLs need both).
	 *
	 * @param Chapter[]     $chapters The chapters.
	 * @param \WP_Post|null $manga    The feed's manga, when it is one manga's.
	 * @return array<int, \WP_Post>
	 */
	private static function manga_posts( array $chapters, ?\WP_Post $manga ): array {
		$ids = array_values( array_unique( array_map( static fn ( Chapter $chapter ): int => $chapter->manga_id, $chapters ) ) );
		if ( ! $ids ) {
			return array();
		}
		_prime_post_caches( $ids, false, false );
		ChapterRepository::prime_volumes( $ids );
		$posts = array();
		foreach ( $ids as $id ) {
			$post = $manga && $manga->ID === $id ? $manga : get_post( $id );
			if ( $post instanceof \WP_Post ) {
				$posts[ $id ] = $post;
			}
		}
		return $posts;
	}

	/**
	 * When the feed last changed: its newest chapter, or a later edit of a listed manga (or of the feed's manga).
	 *
	 * @param Chapter[]            $chapters The chapters.
	 * @param array<int, \WP_Post> $manga_of Their manga.
	 */
	private static function last_modified( array $chapters, array $manga_of ): int {
		$times = array_map( array( self::class, 'chapter_time' ), $chapters );
		foreach ( $manga_of as $post ) {
			$times[] = (int) strtotime( $post->post_modified_gmt . ' UTC' );
		}
		$latest = $times ? max( $times ) : 0;
		return $latest > 0 ? $latest : (int) strtotime( get_lastpostmodified( 'gmt' ) . ' UTC' );
	}

	/**
	 * A chapter's publication moment (Unix time): its date_gmt, else its local date read in the site's zone.
	 *
	 * @param Chapter $chapter The chapter.
	 */
	private static function chapter_time( Chapter $chapter ): int {
		$zero = '0000-00-00 00:00:00';
		if ( $zero !== $chapter->date_gmt && '' !== $chapter->date_gmt ) {
			$utc = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $chapter->date_gmt, new \DateTimeZone( 'UTC' ) );
			return $utc ? $utc->getTimestamp() : 0;
		}
		$local = $zero !== $chapter->date ? \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $chapter->date, wp_timezone() ) : false;
		return $local ? $local->getTimestamp() : 0;
	}

	/**
	 * RFC 2822 in the site's time zone, with that zone's real offset at that moment.
	 *
	 * @param int $time Unix time.
	 */
	public static function rfc2822( int $time ): string {
		return ( new \DateTimeImmutable( '@' . max( 0, $time ) ) )->setTimezone( wp_timezone() )->format( DATE_RSS );
	}
}
