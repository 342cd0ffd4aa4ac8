<?php
/**
 * One manga's acquisition feed: its chapters in reading order, CHAPTERS_PER_PAGE a page. Every chapter links
 * to its reading page (an HTML acquisition link, the only form text and video chapters have); an image chapter
 * also carries an OPDS-PSE stream link whose pages the catalog serves (PageRedirect), unless the visitor may not
 * read it (a premium chapter not bought: the entry says its price instead).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

use Yomu\Core\Access\Decision;
use Yomu\Core\Access\Policy;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Routing\Urls;

/**
 * Builds the chapter feed.
 */
final class MangaFeed {

	public const CHAPTERS_PER_PAGE = 100;

	/**
	 * The feed XML, or null when the manga is not shown or the page does not exist.
	 *
	 * @param int $manga_id Manga post ID.
	 * @param int $page     1-based page.
	 */
	public static function build( int $manga_id, int $page = 1 ): ?string {
		$manga = Visibility::manga( $manga_id );
		if ( ! $manga ) {
			return null;
		}
		$chapters = ChapterRepository::reading_order( $manga->ID );
		$pages    = max( 1, (int) ceil( count( $chapters ) / self::CHAPTERS_PER_PAGE ) );
		if ( $page < 1 || $page > $pages ) {
			return null;
		}
		$chapters = array_slice( $chapters, ( $page - 1 ) * self::CHAPTERS_PER_PAGE, self::CHAPTERS_PER_PAGE );
		$images   = 'manga' === MetaKeys::chapter_type( $manga->ID );
		if ( $images ) {
			ChapterRepository::prime_page_data( $manga->ID, $chapters );
		}
		$url  = static fn ( int $n ): string => Links::url( 'manga/' . $manga->ID . '/', $n > 1 ? array( 'page' => $n ) : array() );
		$feed = new Feed( Links::urn( 'feed', 'manga-' . $manga->ID . ( $page > 1 ? '-' . $page : '' ) ), $manga->post_title, Feed::date( MangaEntry::updated( $manga ) ), $url( $page ), Links::ACQUISITION );
		$feed->link( 'up', Links::url( 'latest/' ), Links::ACQUISITION );
		$feed->link( 'alternate', Urls::manga( $manga ), 'text/html' );
		$feed->pagination( $url, $page, $pages, Links::ACQUISITION );
		$read = Reader::last_read( $manga->ID );
		foreach ( $chapters as $chapter ) {
			self::entry( $feed, $manga, $chapter, $images, $read[ $chapter->id ] ?? null );
		}
		return $feed->xml();
	}

	/**
	 * Writes one chapter entry.
	 *
	 * @param Feed     $feed    Feed.
	 * @param \WP_Post $manga   Manga.
	 * @param Chapter  $chapter Chapter.
	 * @param bool     $images  Whether the manga's chapters are image chapters.
	 * @param int[]    $read    The reader's last read page and its time, when this chapter was read last.
	 */
	private static function entry( Feed $feed, \WP_Post $manga, Chapter $chapter, bool $images, ?array $read ): void {
		$time = (int) strtotime( $chapter->date_gmt . ' UTC' );
		$time = $time > 0 ? $time : MangaEntry::updated( $manga );
		$feed->start_entry( Links::urn( 'chapter', (string) $chapter->id ), $chapter->title(), Feed::date( $time ) );
		MangaEntry::authors( $feed, $manga );
		$access = Policy::chapter( $manga, $chapter );
		/* translators: 1: chapter name, 2: manga title. */
		$summary = sprintf( __( '%1$s of %2$s', 'yomu-core' ), $chapter->title(), $manga->post_title );
		if ( Decision::PREMIUM === $access->reason ) {
			/* translators: 1: what the chapter is, 2: its price in points. */
			$summary = sprintf( _n( '%1$s. Premium chapter: %2$s point on the site.', '%1$s. Premium chapter: %2$s points on the site.', $access->price, 'yomu-core' ), $summary, number_format_i18n( $access->price ) );
		}
		$feed->text_element( 'summary', $summary );
		MangaEntry::covers( $feed, $manga );
		$url = Urls::chapter( $manga, $chapter );
		$feed->link( 'alternate', $url, 'text/html' );
		$feed->link( 'http://opds-spec.org/acquisition', $url, 'text/html', array( 'title' => __( 'Read on the site', 'yomu-core' ) ) );
		$count = $images && $access->allowed() ? count( ChapterRepository::pages( $chapter ) ) : 0;
		if ( $count > 0 ) {
			$pse = array( 'pse:count' => (string) $count );
			if ( $read ) {
				$pse['pse:lastRead']     = (string) min( $count, $read[0] );
				$pse['pse:lastReadDate'] = Feed::date( $read[1] );
			}
			$feed->link( Links::PSE_STREAM, Links::page_template( $chapter->id ), 'image/jpeg', $pse );
		}
		$feed->end_entry();
	}
}
