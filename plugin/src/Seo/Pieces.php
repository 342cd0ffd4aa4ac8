<?php
/**
 * Yomu's structured data of a manga request: the ComicSeries of a manga page or the ComicIssue of a chapter page,
 * then the BreadcrumbList of the same crumbs as the visible trail (Breadcrumbs). Head prints them as they are; the
 * SEO plugins' graphs take them in (YoastHead, RankMathHead).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Ratings\Rules;
use Yomu\Core\Routing\ChapterList;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * The JSON-LD objects of a request.
 */
final class Pieces {

	/**
	 * The main object and the breadcrumbs, each with its @context.
	 *
	 * @param Request $request     Manga or chapter request.
	 * @param string  $description Page description.
	 * @param string  $image       Cover URL ('' when none).
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>}
	 */
	public static function for_request( Request $request, string $description, string $image ): array {
		$manga = $request->manga;
		$name  = wp_strip_all_tags( get_the_title( $manga ) );
		$url   = Urls::manga( $manga );
		if ( $request->chapter ) {
			$date = ChapterList::release_date( $request->chapter );
			$utc  = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $request->chapter->date_gmt, new \DateTimeZone( 'UTC' ) );
			$main = JsonLd::issue(
				array(
					'name'   => $request->chapter->title(),
					'url'    => Urls::chapter( $manga, $request->chapter ),
					'number' => (string) ( $request->chapter->index ? $request->chapter->index : '' ),
					'date'   => '' !== $date && $utc ? $utc->format( DATE_ATOM ) : '',
				),
				array(
					'name' => $name,
					'url'  => $url,
				)
			);
			return array( $main, JsonLd::breadcrumbs( self::crumbs( $request ) ) );
		}
		$names = static function ( string $taxonomy ) use ( $manga ): array {
			$terms = get_the_terms( $manga, $taxonomy );
			return is_array( $terms ) ? wp_list_pluck( $terms, 'name' ) : array();
		};
		$main  = JsonLd::series(
			array(
				'name'        => $name,
				'url'         => $url,
				'description' => $description,
				'image'       => $image,
				'alternative' => trim( (string) get_post_meta( $manga->ID, MetaKeys::ALTERNATIVE, true ) ),
				'authors'     => $names( 'wp-manga-author' ),
				'artists'     => $names( 'wp-manga-artist' ),
				'genres'      => $names( 'wp-manga-genre' ),
				// No aggregateRating where the site hides ratings (structured data must match the page).
				'rating'      => Rules::shown() ? round( (float) get_post_meta( $manga->ID, MetaKeys::AVERAGE_REVIEW, true ), 1 ) : 0.0,
				'votes'       => Rules::shown() ? (int) get_post_meta( $manga->ID, MetaKeys::TOTAL_VOTES, true ) : 0,
			)
		);
		return array( $main, JsonLd::breadcrumbs( self::crumbs( $request ) ) );
	}

	/**
	 * The request's crumbs: the manga page's, and the chapter after them on a chapter page.
	 *
	 * @param Request $request Manga or chapter request.
	 * @return array<int, array{0: string, 1: string}>
	 */
	public static function crumbs( Request $request ): array {
		$crumbs = Breadcrumbs::manga( $request->manga );
		if ( $request->chapter ) {
			$crumbs[] = array( $request->chapter->title(), Urls::chapter( $request->manga, $request->chapter ) );
		}
		return $crumbs;
	}
}
