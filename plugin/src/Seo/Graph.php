<?php
/**
 * Yomu's structured data joined to an SEO plugin's JSON-LD graph, so the page carries one graph: the plugin's
 * BreadcrumbList gets Yomu's crumbs (the visible trail's) in place of its own, or Yomu's list when it has none, and
 * Yomu's ComicSeries or ComicIssue is added, linked to the page.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

use Yomu\Core\Routing\Request;

/**
 * Graph merging, for Yoast's list of pieces and Rank Math's keyed entities alike (keys are kept).
 */
final class Graph {

	/**
	 * The graph with Yomu's pieces in.
	 *
	 * @param array<int|string, mixed> $graph   The plugin's pieces.
	 * @param Request                  $request Manga or chapter request.
	 * @return array<int|string, mixed>
	 */
	public static function merge( array $graph, Request $request ): array {
		$image                 = (string) get_the_post_thumbnail_url( $request->manga, 'large' );
		list( $main, $crumbs ) = Pieces::for_request( $request, PageMeta::description(), $image );
		unset( $main['@context'], $crumbs['@context'] );
		$replaced = false;
		foreach ( $graph as $key => $piece ) {
			if ( is_array( $piece ) && 'BreadcrumbList' === ( $piece['@type'] ?? '' ) ) {
				$graph[ $key ]['itemListElement'] = $crumbs['itemListElement'];
				$replaced                         = true;
			}
		}
		if ( ! $replaced ) {
			$graph['BreadcrumbList'] = $crumbs;
		}
		$main['@id'] = $main['url'] . '#' . strtolower( (string) $main['@type'] );
		foreach ( $graph as $key => $piece ) {
			if ( is_array( $piece ) && in_array( 'WebPage', (array) ( $piece['@type'] ?? array() ), true ) && isset( $piece['@id'] ) ) {
				$main['mainEntityOfPage'] = array( '@id' => $piece['@id'] );
				if ( $request->chapter ) {
					// The plugin dates the page as the manga's post; a chapter's page dates from the chapter.
					unset( $graph[ $key ]['datePublished'], $graph[ $key ]['dateModified'] );
					if ( isset( $main['datePublished'] ) ) {
						$graph[ $key ]['datePublished'] = $main['datePublished'];
					}
				}
				break;
			}
		}
		$graph[ (string) $main['@type'] ] = $main;
		return $graph;
	}
}
