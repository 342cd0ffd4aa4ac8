<?php
/**
 * Builders of the schema.org JSON-LD objects for manga pages (ComicSeries), chapter pages (ComicIssue) and
 * breadcrumbs (BreadcrumbList). Pure: they take plain values and return arrays.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

/**
 * JSON-LD builders.
 */
final class JsonLd {

	/**
	 * A ComicSeries.
	 *
	 * @param array{name: string, url: string, description?: string, image?: string, authors?: string[], artists?: string[], genres?: string[], alternative?: string, rating?: float, votes?: int} $series Series data.
	 * @return array<string, mixed>
	 */
	public static function series( array $series ): array {
		$data = array(
			'@context' => 'https://schema.org',
			'@type'    => 'ComicSeries',
			'name'     => $series['name'],
			'url'      => $series['url'],
		);
		if ( ! empty( $series['alternative'] ) ) {
			$data['alternateName'] = $series['alternative'];
		}
		if ( ! empty( $series['description'] ) ) {
			$data['description'] = $series['description'];
		}
		if ( ! empty( $series['image'] ) ) {
			$data['image'] = $series['image'];
		}
		if ( ! empty( $series['authors'] ) ) {
			$data['author'] = self::people( $series['authors'] );
		}
		if ( ! empty( $series['artists'] ) ) {
			$data['artist'] = self::people( $series['artists'] );
		}
		if ( ! empty( $series['genres'] ) ) {
			$data['genre'] = array_values( $series['genres'] );
		}
		if ( ! empty( $series['votes'] ) && isset( $series['rating'] ) && $series['rating'] > 0 ) {
			$data['aggregateRating'] = array(
				'@type'       => 'AggregateRating',
				'ratingValue' => $series['rating'],
				'ratingCount' => $series['votes'],
				'bestRating'  => 5,
				'worstRating' => 0,
			);
		}
		return $data;
	}

	/**
	 * A ComicIssue that is part of a series.
	 *
	 * @param array{name: string, url: string, number?: string, date?: string} $issue  Chapter data (date in ISO 8601).
	 * @param array{name: string, url: string}                                 $series The series it belongs to.
	 * @return array<string, mixed>
	 */
	public static function issue( array $issue, array $series ): array {
		$data = array(
			'@context' => 'https://schema.org',
			'@type'    => 'ComicIssue',
			'name'     => $issue['name'],
			'url'      => $issue['url'],
			'isPartOf' => array(
				'@type' => 'ComicSeries',
				'name'  => $series['name'],
				'url'   => $series['url'],
			),
		);
		if ( ! empty( $issue['number'] ) ) {
			$data['issueNumber'] = $issue['number'];
		}
		if ( ! empty( $issue['date'] ) ) {
			$data['datePublished'] = $issue['date'];
		}
		return $data;
	}

	/**
	 * A BreadcrumbList from [name, url] pairs, home first.
	 *
	 * @param array<int, array{0: string, 1: string}> $crumbs Crumbs.
	 * @return array<string, mixed>
	 */
	public static function breadcrumbs( array $crumbs ): array {
		$items = array();
		foreach ( array_values( $crumbs ) as $i => list( $name, $url ) ) {
			$items[] = array(
				'@type'    => 'ListItem',
				'position' => $i + 1,
				'name'     => $name,
				'item'     => $url,
			);
		}
		return array(
			'@context'        => 'https://schema.org',
			'@type'           => 'BreadcrumbList',
			'itemListElement' => $items,
		);
	}

	/**
	 * A script tag holding the data, safe inside HTML.
	 *
	 * @param array<string, mixed> $data JSON-LD object.
	 */
	public static function script( array $data ): string {
		$json = wp_json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP );
		return '<script type="application/ld+json">' . $json . "</script>\n";
	}

	/**
	 * Person objects.
	 *
	 * @param string[] $names Names.
	 * @return array<int, array{"@type": string, name: string}>
	 */
	private static function people( array $names ): array {
		return array_map(
			static fn ( string $name ): array => array(
				'@type' => 'Person',
				'name'  => $name,
			),
			array_values( $names )
		);
	}
}
