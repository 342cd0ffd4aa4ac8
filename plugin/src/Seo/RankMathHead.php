<?php
/**
 * Rank Math owns the head (Owner): Yomu hands it the values of manga and chapter pages, as YoastHead does for Yoast.
 * - Chapter pages: canonical (and so og:url) is the chapter's first page; title, description and their OpenGraph
 *   and Twitter copies are Madara's (PageMeta), not the manga's Rank Math fields.
 * - Manga pages: Madara's title and description are Rank Math's defaults, used where the owner wrote none in Rank
 *   Math for that manga.
 * - Rank Math's one JSON-LD graph takes Yomu's ComicSeries or ComicIssue and Yomu's crumbs (Graph).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * Rank Math's filters.
 */
final class RankMathHead {

	/**
	 * Hooks (they run only while Rank Math does).
	 */
	public static function register(): void {
		add_filter( 'rank_math/frontend/canonical', array( self::class, 'canonical' ) );
		add_filter( 'rank_math/frontend/title', array( self::class, 'title' ) );
		add_filter( 'rank_math/frontend/description', array( self::class, 'description' ) );
		foreach ( array( 'facebook/og_title', 'twitter/twitter_title' ) as $tag ) {
			add_filter( 'rank_math/opengraph/' . $tag, array( self::class, 'chapter_title' ) );
		}
		foreach ( array( 'facebook/og_description', 'twitter/twitter_description' ) as $tag ) {
			add_filter( 'rank_math/opengraph/' . $tag, array( self::class, 'chapter_description' ) );
		}
		add_filter( 'rank_math/json_ld', array( self::class, 'graph' ), 99 );
	}

	/**
	 * A chapter page's canonical: its first page.
	 *
	 * @param mixed $url Rank Math's canonical (the manga's on a chapter page).
	 * @return mixed
	 */
	public static function canonical( $url ) {
		$request = Request::current();
		return $request && $request->chapter ? Urls::chapter( $request->manga, $request->chapter ) : $url;
	}

	/**
	 * The title: the chapter's on a chapter page, Madara's on a manga page without a Rank Math title of its own.
	 *
	 * @param mixed $title Rank Math's title.
	 * @return mixed
	 */
	public static function title( $title ) {
		$request = Request::current();
		if ( ! $request || ( ! $request->chapter && '' !== (string) get_post_meta( $request->manga->ID, 'rank_math_title', true ) ) ) {
			return $title;
		}
		$madara = PageMeta::title();
		return '' !== $madara ? $madara : $title;
	}

	/**
	 * The description: the chapter's on a chapter page, Madara's on a manga page without a Rank Math one.
	 *
	 * @param mixed $description Rank Math's description.
	 * @return mixed
	 */
	public static function description( $description ) {
		$request = Request::current();
		if ( ! $request || ( ! $request->chapter && '' !== (string) get_post_meta( $request->manga->ID, 'rank_math_description', true ) ) ) {
			return $description;
		}
		return PageMeta::description();
	}

	/**
	 * A chapter page's social title (the manga's own social fields do not apply to it).
	 *
	 * @param mixed $title Rank Math's value.
	 * @return mixed
	 */
	public static function chapter_title( $title ) {
		$request = Request::current();
		return $request && $request->chapter ? PageMeta::chapter_page_title( $request->manga, $request->chapter ) : $title;
	}

	/**
	 * A chapter page's social description.
	 *
	 * @param mixed $description Rank Math's value.
	 * @return mixed
	 */
	public static function chapter_description( $description ) {
		$request = Request::current();
		return $request && $request->chapter ? PageMeta::chapter_description( $request->manga, $request->chapter ) : $description;
	}

	/**
	 * Yomu's pieces in Rank Math's graph.
	 *
	 * @param mixed $data Rank Math's entities by key.
	 * @return mixed
	 */
	public static function graph( $data ) {
		$request = Request::current();
		return $request && is_array( $data ) ? Graph::merge( $data, $request ) : $data;
	}
}
