<?php
/**
 * The breadcrumbs of manga pages, chapters and manga listings, one list for both the visible trail and the JSON-LD
 * BreadcrumbList: Home › All Manga (when Madara's `breadcrumb_all_manga_link` is on) › the manga's first genre (when
 * `breadcrumb_first_genre_link` is on) › the manga › the chapter. Both settings are wp_manga_settings keys whose
 * code default is on (MADARA-SITE.md §8.2). "All Manga" links where Madara's get_manga_archive_link() does: the
 * Manga Archive Page when one is set, else the manga archive.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

use Yomu\Core\Pages\ArchivePage;
use Yomu\Core\Content\Settings;
use Yomu\Core\Routing\Urls;

/**
 * Crumbs as [name, url] pairs, home first.
 */
final class Breadcrumbs {

	/**
	 * A manga page's crumbs.
	 *
	 * @param \WP_Post $manga Manga post.
	 * @return array<int, array{0: string, 1: string}>
	 */
	public static function manga( \WP_Post $manga ): array {
		$crumbs = self::start();
		if ( self::on( 'breadcrumb_first_genre_link' ) ) {
			$genres = get_the_terms( $manga, 'wp-manga-genre' );
			$first  = is_array( $genres ) && $genres ? get_term_link( $genres[0] ) : '';
			if ( is_string( $first ) && '' !== $first ) {
				$crumbs[] = array( $genres[0]->name, $first );
			}
		}
		$crumbs[] = array( wp_strip_all_tags( get_the_title( $manga ) ), Urls::manga( $manga ) );
		return $crumbs;
	}

	/**
	 * A manga listing's crumbs: the archive, or a manga taxonomy's term.
	 *
	 * @param \WP_Term|null $term The listed term, null for the archive itself.
	 * @return array<int, array{0: string, 1: string}>
	 */
	public static function listing( ?\WP_Term $term ): array {
		if ( ! $term ) {
			return array( self::home(), array( __( 'All Manga', 'yomu-core' ), ArchivePage::url() ) );
		}
		$link = get_term_link( $term );
		return array_merge( self::start(), array( array( $term->name, is_string( $link ) ? $link : '' ) ) );
	}

	/**
	 * The visible trail: nav > ol, the last crumb the current page (escaped).
	 *
	 * @param array<int, array{0: string, 1: string}> $crumbs Crumbs.
	 */
	public static function html( array $crumbs ): string {
		$items = '';
		$last  = count( $crumbs ) - 1;
		foreach ( array_values( $crumbs ) as $i => list( $name, $url ) ) {
			$items .= $i === $last || '' === $url
				? sprintf( '<li%1$s>%2$s</li>', $i === $last ? ' aria-current="page"' : '', esc_html( $name ) )
				: sprintf( '<li><a href="%1$s">%2$s</a></li>', esc_url( $url ), esc_html( $name ) );
		}
		return sprintf(
			'<nav class="c-breadcrumb" aria-label="%1$s"><ol class="breadcrumb">%2$s</ol></nav>',
			esc_attr__( 'Breadcrumbs', 'yomu-core' ),
			$items
		);
	}

	/**
	 * Home, then All Manga when the site links it.
	 *
	 * @return array<int, array{0: string, 1: string}>
	 */
	private static function start(): array {
		$crumbs = array( self::home() );
		if ( self::on( 'breadcrumb_all_manga_link' ) ) {
			$crumbs[] = array( __( 'All Manga', 'yomu-core' ), ArchivePage::url() );
		}
		return $crumbs;
	}

	/**
	 * The home crumb.
	 *
	 * @return array{0: string, 1: string}
	 */
	private static function home(): array {
		return array( __( 'Home', 'yomu-core' ), home_url( '/' ) );
	}

	/**
	 * A wp_manga_settings switch as Madara reads it: on unless the site saved '0' (the code default is on).
	 *
	 * @param string $key Setting name.
	 */
	private static function on( string $key ): bool {
		$stored = Settings::stored( $key );
		return null === $stored || ! in_array( (string) $stored, array( '0', 'off', 'no' ), true );
	}
}
