<?php
/**
 * The navigation feeds: the catalog root (Latest, Popular, Genres; search through OpenSearch) and the genre list.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

use Yomu\Core\Content\PostTypes;

/**
 * Builds the navigation feeds.
 */
final class Navigation {

	/**
	 * The catalog root.
	 */
	public static function root(): string {
		$updated = self::last_change();
		$feed    = new Feed( Links::urn( 'feed', 'root' ), (string) get_bloginfo( 'name' ), $updated, Links::url(), Links::NAVIGATION );
		$feed->link( 'alternate', home_url( '/' ), 'text/html' );
		$items = array(
			array( 'latest', 'http://opds-spec.org/sort/new', Links::ACQUISITION, __( 'Latest updates', 'yomu-core' ), __( 'Manga with the newest chapters first.', 'yomu-core' ) ),
			array( 'popular', 'http://opds-spec.org/sort/popular', Links::ACQUISITION, __( 'Popular', 'yomu-core' ), __( 'The most read manga first.', 'yomu-core' ) ),
			array( 'genres', 'subsection', Links::NAVIGATION, __( 'Genres', 'yomu-core' ), __( 'Manga by genre.', 'yomu-core' ) ),
		);
		foreach ( $items as list( $path, $rel, $type, $title, $content ) ) {
			$feed->start_entry( Links::urn( 'feed', $path ), $title, $updated );
			$feed->text_element( 'content', $content );
			$feed->link( $rel, Links::url( $path . '/' ), $type );
			$feed->end_entry();
		}
		return $feed->xml();
	}

	/**
	 * The genres that hold at least one manga, each linking to its acquisition feed.
	 */
	public static function genres(): string {
		$updated = self::last_change();
		$feed    = new Feed( Links::urn( 'feed', 'genres' ), __( 'Genres', 'yomu-core' ), $updated, Links::url( 'genres/' ), Links::NAVIGATION );
		$feed->link( 'up', Links::url(), Links::NAVIGATION );
		$terms = get_terms(
			array(
				'taxonomy'   => 'wp-manga-genre',
				'hide_empty' => true,
				'orderby'    => 'name',
			)
		);
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$feed->start_entry( Links::urn( 'genre', (string) $term->term_id ), $term->name, $updated );
			/* translators: %s: number of manga. */
			$feed->text_element( 'content', sprintf( _n( '%s manga', '%s manga', (int) $term->count, 'yomu-core' ), number_format_i18n( (int) $term->count ) ) );
			$feed->link( 'subsection', Links::url( 'genre/' . rawurlencode( $term->slug ) . '/' ), Links::ACQUISITION );
			$feed->end_entry();
		}
		return $feed->xml();
	}

	/**
	 * When the newest published manga changed (an Atom date); the Unix epoch on an empty site.
	 */
	public static function last_change(): string {
		$posts = get_posts(
			array(
				'post_type'        => PostTypes::MANGA,
				'post_status'      => 'publish',
				'has_password'     => false,
				'numberposts'      => 1,
				'orderby'          => 'modified',
				'order'            => 'DESC',
				'suppress_filters' => false,
			)
		);
		return Feed::date( $posts ? MangaEntry::updated( $posts[0] ) : 0 );
	}
}
