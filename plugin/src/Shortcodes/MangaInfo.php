<?php
/**
 * [manga_info] (MADARA-SITE.md §8.4): one manga's summary (title, cover, average rating, rank, alternative names,
 * authors, artists, genres, tags, type) and its chapter list, in Madara's .page-listing-item.shortcode-manga-chapter
 * #manga-item-{id}.manga-detail. The details come from yomu_manga_details(), the rank from Listing\Rank and the
 * list from Routing\ChapterList, as on the manga page.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Settings;
use Yomu\Core\Listing\Rank;
use Yomu\Core\Ratings\Rules;
use Yomu\Core\Routing\ChapterList;
use Yomu\Core\Routing\Urls;

/**
 * Renders the summary.
 */
final class MangaInfo {

	public const TAG = 'manga_info';

	public const DEFAULTS = array(
		'id'            => '',
		'order'         => 'ASC',
		'orderby'       => 'name',
		'manga_details' => '1',
		'manga_title'   => '1',
		'chapters'      => '1',
		'title_link'    => '0',
		'author_link'   => '1',
		'artist_link'   => '1',
		'genre_link'    => '1',
		'tag_link'      => '1',
	);

	/**
	 * The shortcode's HTML.
	 *
	 * @param mixed $raw Attributes as parsed.
	 */
	public static function render( $raw ): string {
		$atts  = shortcode_atts( self::DEFAULTS, is_array( $raw ) ? $raw : array(), self::TAG );
		$manga = self::manga( Atts::int( $atts, 'id', 0, 0, PHP_INT_MAX ) );
		if ( ! $manga ) {
			return '';
		}
		$title = '';
		if ( '0' !== Atts::text( $atts, 'manga_title' ) ) {
			$name  = esc_html( get_the_title( $manga ) );
			$title = '<div class="post-title"><h3 class="h4">' . ( '1' === Atts::text( $atts, 'title_link' ) ? '<a href="' . esc_url( Urls::manga( $manga ) ) . '">' . $name . '</a>' : $name ) . '</h3></div>';
		}
		$details = '0' === Atts::text( $atts, 'manga_details' ) ? '' : self::details( $manga, $atts );
		$order   = 'DESC' === strtoupper( Atts::text( $atts, 'order' ) ) ? 'desc' : 'asc';
		$list    = self::on( $atts, 'chapters' ) ? ChapterList::render( $manga, $order ) : '';
		$cover   = get_the_post_thumbnail(
			$manga,
			'medium',
			array(
				'class'   => 'img-responsive',
				'loading' => 'lazy',
				'alt'     => get_the_title( $manga ),
			)
		);
		return sprintf(
			'<div class="page-listing-item shortcode-manga-chapter manga-shortcode"><div id="manga-item-%1$d" class="manga-detail" data-post-id="%1$d">%2$s<div class="manga-detail__body"><div class="item-thumb summary_image"><a href="%3$s">%4$s</a></div><div class="summary_content">%5$s</div></div>%6$s</div></div>',
			$manga->ID,
			$title,
			esc_url( Urls::manga( $manga ) ),
			$cover,
			$details,
			'' === $list ? '' : '<div class="list-chapter">' . $list . '</div>'
		);
	}

	/**
	 * The manga asked for, else the current manga page's; null when it is not a manga the visitor may see.
	 *
	 * @param int $id Attribute id (0: current).
	 */
	private static function manga( int $id ): ?\WP_Post {
		$manga = get_post( $id > 0 ? $id : get_the_ID() );
		if ( ! $manga instanceof \WP_Post || PostTypes::MANGA !== $manga->post_type || 'publish' !== $manga->post_status ) {
			return null;
		}
		return Policy::manga( $manga )->allowed() ? $manga : null;
	}

	/**
	 * The rows of the summary.
	 *
	 * @param \WP_Post             $manga Manga.
	 * @param array<string, mixed> $atts  Attributes with defaults.
	 */
	private static function details( \WP_Post $manga, array $atts ): string {
		$data = function_exists( 'yomu_manga_details' ) ? yomu_manga_details( $manga ) : null;
		if ( ! $data ) {
			return '';
		}
		$rows = '';
		if ( Rules::shown() ) {
			$rows .= self::row(
				'post-rating',
				__( 'Rating', 'yomu-core' ),
				esc_html(
					sprintf(
						/* translators: 1: average rating, 2: number of votes. */
						_n( 'Average %1$s / 5 out of %2$s', 'Average %1$s / 5 out of %2$s', $data['votes'], 'yomu-core' ),
						number_format_i18n( $data['rating'], 1 ),
						number_format_i18n( $data['votes'] )
					)
				)
			);
		}
		if ( Settings::madara_switch( 'manga_view' ) ) {
			$rows .= self::row( 'rank-content', __( 'Rank', 'yomu-core' ), esc_html( Rank::text( $manga->ID ) ) );
		}
		$rows .= self::row( 'alternative-content', __( 'Alternative', 'yomu-core' ), esc_html( $data['alternative'] ) );
		$rows .= self::row( 'author-content', __( 'Author(s)', 'yomu-core' ), self::terms( $data['authors'], self::on( $atts, 'author_link' ) ) );
		$rows .= self::row( 'artist-content', __( 'Artist(s)', 'yomu-core' ), self::terms( $data['artists'], self::on( $atts, 'artist_link' ) ) );
		$rows .= self::row( 'genres-content', __( 'Genre(s)', 'yomu-core' ), self::terms( $data['genres'], self::on( $atts, 'genre_link' ) ) );
		$rows .= self::row( 'tags-content', __( 'Tag(s)', 'yomu-core' ), self::terms( $data['tags'], self::on( $atts, 'tag_link' ) ) );
		$rows .= self::row( 'type-content', __( 'Type', 'yomu-core' ), esc_html( $data['type'] ) );
		return $rows;
	}

	/**
	 * Whether a 0/1 attribute is on (anything but '0').
	 *
	 * @param array<string, mixed> $atts Attributes with defaults.
	 * @param string               $key  Name.
	 */
	private static function on( array $atts, string $key ): bool {
		return '0' !== Atts::text( $atts, $key );
	}

	/**
	 * One "Heading: content" row ('' without content).
	 *
	 * @param string $css     Madara's class of the content.
	 * @param string $heading Heading (not escaped).
	 * @param string $content Escaped content.
	 */
	private static function row( string $css, string $heading, string $content ): string {
		if ( '' === $content ) {
			return '';
		}
		return sprintf(
			'<div class="post-content_item"><div class="summary-heading"><h5>%1$s</h5></div><div class="summary-content %2$s">%3$s</div></div>',
			esc_html( $heading ),
			esc_attr( $css ),
			$content
		);
	}

	/**
	 * Term names, linked or not, comma separated (escaped).
	 *
	 * @param array<int, array{0: string, 1: string}> $terms [name, url] pairs.
	 * @param bool                                    $link  Whether to link them.
	 */
	private static function terms( array $terms, bool $link ): string {
		$out = array();
		foreach ( $terms as list( $name, $url ) ) {
			$out[] = $link && '' !== $url ? '<a href="' . esc_url( $url ) . '">' . esc_html( $name ) . '</a>' : esc_html( $name );
		}
		return implode( ', ', $out );
	}
}
