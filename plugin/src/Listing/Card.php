<?php
/**
 * One manga in a listing: the grid card (archive) and the search row. Both keep the classes third-party reader
 * apps parse (MADARA.md §6): div.page-item-detail.manga / .c-tabs-item__content, div.post-title a, first img.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Premium\Badges;
use Yomu\Core\Ratings\Rules;
use Yomu\Core\Routing\ChapterList;
use Yomu\Core\Routing\NewTag;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * Renders escaped card HTML for a published manga.
 */
final class Card {

	public const ARCHIVE = 'archive';
	public const SEARCH  = 'search';

	/**
	 * Card HTML.
	 *
	 * @param \WP_Post $manga   Manga post.
	 * @param string   $variant archive or search.
	 * @param bool     $eager   Load the cover eagerly (first row above the fold).
	 * @param string   $sizes   The grid card cover's sizes attribute where the card is not in a grid (a slider's).
	 */
	public static function render( \WP_Post $manga, string $variant = self::ARCHIVE, bool $eager = false, string $sizes = '' ): string {
		CardPrimer::prime_for( $manga->ID );
		return self::SEARCH === $variant ? self::search( $manga, $eager ) : self::archive( $manga, $eager, '' !== $sizes ? $sizes : CoverSrcset::CARD );
	}

	/**
	 * The grid card.
	 *
	 * @param \WP_Post $manga Manga post.
	 * @param bool     $eager Eager cover.
	 * @param string   $sizes The cover's sizes attribute.
	 */
	private static function archive( \WP_Post $manga, bool $eager, string $sizes ): string {
		$url      = Urls::manga( $manga );
		$title    = get_the_title( $manga );
		$chapters = self::latest_chapters( $manga );
		$days     = NewTag::days( $manga->ID );
		$items    = '';
		foreach ( $chapters as $chapter ) {
			$classes = Badges::classes( $chapter );
			$items  .= sprintf(
				'<div class="chapter-item%1$s"><span class="chapter font-meta">%2$s<a href="%3$s" class="btn-link">%4$s</a></span><span class="post-on font-meta">%5$s</span>%6$s</div>',
				'' === $classes ? '' : ' ' . esc_attr( $classes ),
				Badges::badge( $chapter ),
				esc_url( self::chapter_url( $manga, $chapter ) ),
				esc_html( $chapter->title() ),
				esc_html( ChapterList::release_date( $chapter ) ),
				// After the date, not in it: reader apps read span.post-on as the date (MADARA.md §6).
				NewTag::applies( $chapter, $days ) ? ' ' . NewTag::html() : ''
			);
		}
		return vsprintf(
			'<div class="page-listing-item"><div id="manga-item-%1$d" class="page-item-detail manga manga__item badge-pos-%9$d" data-post-id="%1$d">'
				. '<div class="item-thumb hover-details c-image-hover" data-post-id="%1$d"><a href="%2$s" title="%3$s">%4$s</a>%5$s</div>'
				. '<div class="item-summary"><div class="post-title font-title"><h3 class="h5"><a href="%6$s">%7$s</a>%8$s</h3></div>'
				. '%10$s<div class="list-chapter">%11$s</div></div></div></div>',
			array_merge( self::heading_fields( $manga, $url, $title, $chapters, $eager, $sizes ), array( self::rating( $manga ), $items ) )
		);
	}

	/**
	 * The search-results row.
	 *
	 * @param \WP_Post $manga Manga post.
	 * @param bool     $eager Eager cover.
	 */
	private static function search( \WP_Post $manga, bool $eager ): string {
		$url      = Urls::manga( $manga );
		$title    = get_the_title( $manga );
		$chapters = self::latest_chapters( $manga );
		$latest   = '';
		if ( $chapters ) {
			$latest = sprintf(
				'<div class="post-content_item mg_latest"><div class="summary-heading">%1$s</div><div class="summary-content"><span class="font-meta chapter"><a href="%2$s">%3$s</a></span></div></div>',
				esc_html__( 'Latest', 'yomu-core' ),
				esc_url( self::chapter_url( $manga, $chapters[0] ) ),
				esc_html( $chapters[0]->title() )
			);
		}
		$status = (string) get_post_meta( $manga->ID, MetaKeys::STATUS, true );
		return vsprintf(
			'<div class="row c-tabs-item__content manga__item badge-pos-%9$d" data-post-id="%1$d"><div class="col-4 col-12 col-md-2"><div class="tab-thumb c-image-hover hover-details" data-post-id="%1$d"><a href="%2$s" title="%3$s">%4$s</a>%5$s</div></div>'
				. '<div class="col-8 col-12 col-md-10"><div class="tab-summary"><div class="post-title"><h3 class="h4"><a href="%6$s">%7$s</a>%8$s</h3></div>'
				. '<div class="post-content">%10$s%11$s%12$s</div></div><div class="tab-meta">%13$s%14$s</div></div></div>',
			array_merge(
				self::heading_fields( $manga, $url, $title, $chapters, $eager, CoverSrcset::SEARCH_ROW ),
				array(
					self::meta_row( __( 'Alternative', 'yomu-core' ), esc_html( (string) get_post_meta( $manga->ID, MetaKeys::ALTERNATIVE, true ) ), 'mg_alternative' ),
					self::meta_row( __( 'Authors', 'yomu-core' ), self::terms( $manga, 'wp-manga-author' ), 'mg_author' ),
					self::meta_row( __( 'Genres', 'yomu-core' ), self::terms( $manga, 'wp-manga-genre' ), 'mg_genres' ),
					$latest,
					self::meta_row( __( 'Status', 'yomu-core' ), esc_html( self::status_label( $status ) ), 'mg_status' ) . self::rating( $manga ),
				)
			)
		);
	}

	/**
	 * The first nine fields both card shapes print: ID, thumbnail link, title attribute, cover, the badges on the
	 * thumbnail, manga URL, title, the title's badges (TitleBadges, at Madara's manga_badge_position) and that
	 * position, escaped. The title's badges follow its link, so that `div.post-title a`, which reader apps take
	 * for the title (MADARA.md §6), stays the title even when the badges are linked; CSS shows them first.
	 *
	 * @param \WP_Post  $manga    Manga post.
	 * @param string    $url      Manga URL.
	 * @param string    $title    Manga title.
	 * @param Chapter[] $chapters Latest chapters, newest first.
	 * @param bool      $eager    Eager cover.
	 * @param string    $sizes    The cover's sizes attribute (CoverSrcset).
	 * @return array<int, int|string>
	 */
	private static function heading_fields( \WP_Post $manga, string $url, string $title, array $chapters, bool $eager, string $sizes ): array {
		$position = TitleBadges::position();
		$badges   = TitleBadges::html( $manga->ID );
		return array(
			$manga->ID,
			esc_url( self::thumbnail_link( $manga, $url, $chapters ) ),
			esc_attr( $title ),
			self::cover( $manga, $title, $eager, $sizes ),
			self::type_badge( $manga ) . ( 2 === $position ? $badges : '' ),
			esc_url( $url ),
			esc_html( $title ),
			1 === $position ? $badges : '',
			$position,
		);
	}

	/**
	 * Where a latest-chapter link goes: the chapter, or the manga page for a one-shot (Madara: the manga page shows
	 * its single chapter).
	 *
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter Chapter.
	 */
	private static function chapter_url( \WP_Post $manga, Chapter $chapter ): string {
		return OneShot::is( $manga->ID ) ? Urls::manga( $manga ) : Urls::chapter( $manga, $chapter );
	}

	/**
	 * The newest two chapters, newest first.
	 *
	 * @param \WP_Post $manga Manga post.
	 * @return Chapter[]
	 */
	public static function latest_chapters( \WP_Post $manga ): array {
		return LatestChapters::of( $manga->ID );
	}

	/**
	 * Where the cover links: the latest chapter for video manga (SPEC §2), else the manga page.
	 *
	 * @param \WP_Post  $manga    Manga post.
	 * @param string    $url      Manga URL.
	 * @param Chapter[] $chapters Latest chapters, newest first.
	 */
	private static function thumbnail_link( \WP_Post $manga, string $url, array $chapters ): string {
		if ( 'video' === MetaKeys::chapter_type( $manga->ID ) && $chapters && ! OneShot::is( $manga->ID ) ) {
			return Urls::chapter( $manga, $chapters[0] );
		}
		return $url;
	}

	/**
	 * Whether a cover of this request already has fetchpriority="high" (only the first eager one gets it, so it does
	 * not share the first round trips with the rest of the row).
	 *
	 * @var bool
	 */
	private static $priority_given = false;

	/**
	 * Cover image with width and height; lazy unless eager; the first eager cover of the page comes first. On a
	 * chapter, every card (a widget's, a shortcode's) is below the chapter and waits: the page image comes first.
	 *
	 * @param \WP_Post $manga Manga post.
	 * @param string   $title Its title (get_the_title(), the image's alt).
	 * @param bool     $eager Eager.
	 * @param string   $sizes The slot's sizes attribute.
	 */
	private static function cover( \WP_Post $manga, string $title, bool $eager, string $sizes ): string {
		$request   = Request::current();
		$eager     = $eager && ! ( $request && $request->is_chapter() );
		$thumbnail = (int) get_post_thumbnail_id( $manga );
		$attrs     = array(
			'class'    => 'img-responsive manga-card__cover',
			'alt'      => $title,
			'loading'  => $eager ? 'eager' : 'lazy',
			'decoding' => 'async',
		);
		if ( $eager && ! self::$priority_given ) {
			$attrs['fetchpriority'] = 'high';
			$attrs['elementtiming'] = 'yomu-first-image';
			self::$priority_given   = true;
		}
		$html = $thumbnail ? wp_get_attachment_image( $thumbnail, 'medium', false, $attrs + CoverSrcset::attributes( $thumbnail, $sizes ) ) : '';
		return '' !== $html ? $html : '<span class="manga-card__no-cover" aria-hidden="true"></span>';
	}

	/**
	 * The type badge (Manga, Manhwa…), '' when unset.
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	private static function type_badge( \WP_Post $manga ): string {
		$type = trim( (string) get_post_meta( $manga->ID, MetaKeys::TYPE, true ) );
		return '' === $type ? '' : sprintf( '<span class="manga-title-badges manga-type">%s</span>', esc_html( $type ) );
	}

	/**
	 * The average rating out of 5 ('' when the site hides ratings).
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	private static function rating( \WP_Post $manga ): string {
		if ( ! Rules::shown() ) {
			return '';
		}
		$average = (float) get_post_meta( $manga->ID, MetaKeys::AVERAGE_REVIEW, true );
		$average = max( 0.0, min( 5.0, $average ) );
		$label   = sprintf(
			/* translators: %s: average rating, e.g. 4.5. */
			__( 'Rating: %s out of 5', 'yomu-core' ),
			number_format_i18n( $average, 1 )
		);
		return sprintf(
			'<div class="meta-item rating"><span class="post-total-rating" role="img" aria-label="%1$s" style="--rating:%2$s"></span><span class="score font-meta total_votes">%3$s</span></div>',
			esc_attr( $label ),
			esc_attr( (string) round( $average / 5 * 100 ) . '%' ),
			esc_html( number_format_i18n( $average, 1 ) )
		);
	}

	/**
	 * A "Heading: content" row of the search item ('' when the content is empty): an h4 under the item's h3 (Madara
	 * printed an h5, a skipped level), styled as Madara's h5.
	 *
	 * @param string $heading Heading text (not escaped).
	 * @param string $content Escaped content.
	 * @param string $css     Extra class.
	 */
	private static function meta_row( string $heading, string $content, string $css ): string {
		if ( '' === $content ) {
			return '';
		}
		return sprintf(
			'<div class="post-content_item %1$s"><div class="summary-heading"><h4 class="h5">%2$s</h4></div><div class="summary-content">%3$s</div></div>',
			esc_attr( $css ),
			esc_html( $heading ),
			$content
		);
	}

	/**
	 * Linked term names of a taxonomy, comma separated (escaped).
	 *
	 * @param \WP_Post $manga    Manga post.
	 * @param string   $taxonomy Taxonomy.
	 */
	private static function terms( \WP_Post $manga, string $taxonomy ): string {
		CardPrimer::prime_terms_for( $manga->ID );
		$terms = get_the_terms( $manga, $taxonomy );
		if ( ! is_array( $terms ) ) {
			return '';
		}
		$links = array();
		foreach ( $terms as $term ) {
			$link    = get_term_link( $term );
			$links[] = is_string( $link )
				? sprintf( '<a href="%1$s">%2$s</a>', esc_url( $link ), esc_html( $term->name ) )
				: esc_html( $term->name );
		}
		return implode( ', ', $links );
	}

	/**
	 * The words shown for a status value.
	 *
	 * @param string $status Stored status.
	 */
	public static function status_label( string $status ): string {
		$labels = array(
			'on-going' => __( 'OnGoing', 'yomu-core' ),
			'end'      => __( 'Completed', 'yomu-core' ),
			'canceled' => __( 'Canceled', 'yomu-core' ),
			'on-hold'  => __( 'On Hold', 'yomu-core' ),
			'upcoming' => __( 'Upcoming', 'yomu-core' ),
		);
		return $labels[ $status ] ?? '';
	}
}
