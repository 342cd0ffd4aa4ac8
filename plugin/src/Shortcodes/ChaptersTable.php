<?php
/**
 * The `chapters` layout of [manga_listing]: Madara's table.manga-shortcodes.manga-chapters-listing, one row per
 * manga with its first genre, title, latest chapter, author and the chapter's date (with the NEW tag).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

use Yomu\Core\Listing\CardPrimer;
use Yomu\Core\Listing\LatestChapters;
use Yomu\Core\Routing\ChapterList;
use Yomu\Core\Routing\NewTag;
use Yomu\Core\Routing\Urls;

/**
 * Renders the table.
 */
final class ChaptersTable {

	/**
	 * The table for the listed manga.
	 *
	 * @param \WP_Post[] $posts Manga, in order.
	 */
	public static function html( array $posts ): string {
		$rows = '';
		foreach ( $posts as $manga ) {
			CardPrimer::prime_terms_for( $manga->ID );
			$latest  = LatestChapters::of( $manga->ID );
			$chapter = $latest[0] ?? null;
			$release = '';
			$time    = '';
			if ( $chapter ) {
				$release = sprintf( '<a href="%1$s">%2$s</a>', esc_url( Urls::chapter( $manga, $chapter ) ), esc_html( $chapter->title() ) );
				$time    = esc_html( ChapterList::release_date( $chapter ) );
				if ( NewTag::applies( $chapter, NewTag::days( $manga->ID ) ) ) {
					$time .= ' ' . NewTag::html();
				}
			}
			$rows .= sprintf(
				'<tr class="chapter-item" data-post-id="%1$d"><td class="genre">%2$s</td><td class="title"><a href="%3$s">%4$s</a></td><td class="release">%5$s</td><td class="author">%6$s</td><td class="time"><span class="post-on font-meta">%7$s</span></td></tr>',
				$manga->ID,
				self::first_term( $manga, 'wp-manga-genre' ),
				esc_url( Urls::manga( $manga ) ),
				esc_html( get_the_title( $manga ) ),
				$release,
				self::first_term( $manga, 'wp-manga-author' ),
				$time
			);
		}
		if ( '' === $rows ) {
			return '<p class="no-posts-message">' . esc_html__( 'No manga found.', 'yomu-core' ) . '</p>';
		}
		return sprintf(
			'<div class="table-responsive"><table class="manga-shortcodes manga-chapters-listing"><thead><tr><th scope="col">%1$s</th><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th><th scope="col">%5$s</th></tr></thead><tbody>%6$s</tbody></table></div>',
			esc_html__( 'Genre', 'yomu-core' ),
			esc_html__( 'Title', 'yomu-core' ),
			esc_html__( 'Release', 'yomu-core' ),
			esc_html__( 'Author', 'yomu-core' ),
			esc_html__( 'Time', 'yomu-core' ),
			$rows
		);
	}

	/**
	 * The first term of a taxonomy as a link ('' without one).
	 *
	 * @param \WP_Post $manga    Manga.
	 * @param string   $taxonomy Taxonomy.
	 */
	private static function first_term( \WP_Post $manga, string $taxonomy ): string {
		$terms = get_the_terms( $manga, $taxonomy );
		if ( ! is_array( $terms ) || ! $terms ) {
			return '';
		}
		$link = get_term_link( $terms[0] );
		return is_string( $link ) ? sprintf( '<a href="%1$s">%2$s</a>', esc_url( $link ), esc_html( $terms[0]->name ) ) : esc_html( $terms[0]->name );
	}
}
