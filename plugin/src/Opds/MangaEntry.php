<?php
/**
 * A manga as a catalog entry: title, id, updated, authors, summary, genres, cover and thumbnail, the manga
 * page, and a subsection link to its chapter feed.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Routing\Urls;

/**
 * Writes manga entries and the parts chapter entries share with them.
 */
final class MangaEntry {

	public const SUMMARY_WORDS = 80;

	/**
	 * Writes the entry.
	 *
	 * @param Feed     $feed  Feed.
	 * @param \WP_Post $manga Manga.
	 */
	public static function write( Feed $feed, \WP_Post $manga ): void {
		$feed->start_entry( Links::urn( 'manga', (string) $manga->ID ), $manga->post_title, Feed::date( self::updated( $manga ) ) );
		self::authors( $feed, $manga );
		$feed->text_element( 'summary', self::summary( $manga ) );
		$genres = get_the_terms( $manga, 'wp-manga-genre' );
		foreach ( is_array( $genres ) ? $genres : array() as $genre ) {
			$feed->category( $genre->slug, $genre->name );
		}
		self::covers( $feed, $manga );
		$feed->link( 'subsection', Links::url( 'manga/' . $manga->ID . '/' ), Links::ACQUISITION, array( 'title' => __( 'Chapters', 'yomu-core' ) ) );
		$feed->link( 'alternate', Urls::manga( $manga ), 'text/html' );
		$feed->end_entry();
	}

	/**
	 * When the manga last changed: its latest chapter (Madara's _latest_update), else the post's modification.
	 *
	 * @param \WP_Post $manga Manga.
	 */
	public static function updated( \WP_Post $manga ): int {
		$latest   = (int) get_post_meta( $manga->ID, MetaKeys::LATEST_UPDATE, true );
		$modified = (int) strtotime( $manga->post_modified_gmt . ' UTC' );
		return max( $latest, $modified );
	}

	/**
	 * The manga's authors (taxonomy wp-manga-author), each an author element.
	 *
	 * @param Feed     $feed  Feed.
	 * @param \WP_Post $manga Manga.
	 */
	public static function authors( Feed $feed, \WP_Post $manga ): void {
		$authors = get_the_terms( $manga, 'wp-manga-author' );
		foreach ( is_array( $authors ) ? $authors : array() as $author ) {
			$link = get_term_link( $author );
			$feed->author( $author->name, is_string( $link ) ? $link : '' );
		}
	}

	/**
	 * The summary: the excerpt, else the description, as plain text of at most SUMMARY_WORDS words.
	 *
	 * @param \WP_Post $manga Manga.
	 */
	public static function summary( \WP_Post $manga ): string {
		$text = '' !== trim( $manga->post_excerpt ) ? $manga->post_excerpt : $manga->post_content;
		return wp_trim_words( strip_shortcodes( $text ), self::SUMMARY_WORDS, '…' );
	}

	/**
	 * Cover and thumbnail links (the featured image in the large and medium sizes).
	 *
	 * @param Feed     $feed  Feed.
	 * @param \WP_Post $manga Manga.
	 */
	public static function covers( Feed $feed, \WP_Post $manga ): void {
		$image = (int) get_post_thumbnail_id( $manga );
		if ( $image <= 0 ) {
			return;
		}
		$type = (string) get_post_mime_type( $image );
		$type = str_starts_with( $type, 'image/' ) ? $type : 'image/jpeg';
		foreach ( array(
			'http://opds-spec.org/image'           => 'large',
			'http://opds-spec.org/image/thumbnail' => 'medium',
		) as $rel => $size ) {
			$url = wp_get_attachment_image_url( $image, $size );
			if ( is_string( $url ) && '' !== $url ) {
				$feed->link( $rel, $url, $type );
			}
		}
	}
}
