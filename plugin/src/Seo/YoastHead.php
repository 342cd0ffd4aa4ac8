<?php
/**
 * Yoast SEO owns the head (Owner): Yomu hands it the values of manga and chapter pages instead of printing a second
 * set. A chapter page is the manga's post to Yoast, so without this it would print the manga's canonical, title and
 * description on every chapter (MADARA-SITE.md §8.6).
 * - Chapter pages: canonical, og:url and the schema WebPage are the chapter's first page; title, og:title,
 *   description and og:description are Madara's (PageMeta), the manga's own Yoast fields do not apply to them.
 * - Manga pages: Madara's title and description are Yoast's defaults, used where the owner wrote no Yoast title or
 *   description for that manga.
 * - Yoast's one JSON-LD graph takes Yomu's ComicSeries or ComicIssue, and its BreadcrumbList lists Yomu's crumbs
 *   (those of the visible trail).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * Yoast's filters.
 */
final class YoastHead {

	/**
	 * Hooks (they run only while Yoast does).
	 */
	public static function register(): void {
		add_filter( 'wpseo_frontend_presentation', array( self::class, 'presentation' ), 10, 2 );
		add_filter( 'wpseo_schema_graph', array( self::class, 'graph' ), 10, 1 );
	}

	/**
	 * Sets the page's values on Yoast's presentation (and its context, which the schema reads) before any is built.
	 *
	 * @param mixed $presentation Yoast's Indexable_Presentation.
	 * @param mixed $context      Yoast's Meta_Tags_Context.
	 * @return mixed
	 */
	public static function presentation( $presentation, $context = null ) {
		$request = Request::current();
		if ( ! $request || ! is_object( $presentation ) ) {
			return $presentation;
		}
		$values = array();
		if ( $request->chapter ) {
			$url         = Urls::chapter( $request->manga, $request->chapter );
			$title       = PageMeta::chapter_page_title( $request->manga, $request->chapter );
			$description = PageMeta::chapter_description( $request->manga, $request->chapter );
			$values      = array(
				'canonical'              => $url,
				'permalink'              => $url,
				'open_graph_url'         => $url,
				'title'                  => $title,
				'open_graph_title'       => $title,
				'twitter_title'          => '',
				'meta_description'       => $description,
				'open_graph_description' => $description,
				'twitter_description'    => '',
			);
			if ( is_object( $context ) ) {
				$context->canonical      = $url;
				$context->permalink      = $url;
				$context->main_schema_id = $url;
				$context->title          = $title;
				$context->description    = $description;
			}
		} else {
			// The indexable holds what the owner wrote in Yoast for this manga (null when nothing).
			$model = $presentation->model ?? null;
			$title = PageMeta::manga_title( $request->manga );
			if ( '' !== $title && empty( $model->title ) ) {
				$values['title'] = $title;
			}
			if ( empty( $model->description ) ) {
				$values['meta_description'] = PageMeta::manga_description( $request->manga );
			}
		}
		foreach ( $values as $property => $value ) {
			$presentation->{$property} = $value;
		}
		return $presentation;
	}

	/**
	 * Adds Yomu's series or issue to Yoast's graph and gives its BreadcrumbList Yomu's crumbs.
	 *
	 * @param mixed $graph Yoast's pieces.
	 * @return mixed
	 */
	public static function graph( $graph ) {
		$request = Request::current();
		if ( ! $request || ! is_array( $graph ) ) {
			return $graph;
		}
		return array_values( Graph::merge( $graph, $request ) );
	}
}
