<?php
/**
 * Template tags for what a Madara site showed around a manga (MADARA-SITE.md §8.1, §8.2, §8.7): title badges, the
 * profile background or banner, the Rank row, the visible breadcrumbs and the one-shot gallery. Every *_html() tag
 * returns escaped HTML; '' when there is nothing to show.
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Settings;
use Yomu\Core\Listing\OneShot;
use Yomu\Core\Listing\Rank;
use Yomu\Core\Listing\TitleBadges;
use Yomu\Core\Madara\Background;
use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;
use Yomu\Core\Seo\Breadcrumbs;
use Yomu\Core\Seo\Pieces;

if ( ! function_exists( 'yomu_title_badges_html' ) ) {
	/**
	 * The manga's HOT/NEW/custom and 18+ badges (linked when the manga sets a link).
	 *
	 * @param WP_Post|int|null $manga Manga post or ID; the current post when null.
	 */
	function yomu_title_badges_html( $manga = null ): string {
		$manga = get_post( $manga );
		return $manga instanceof WP_Post ? TitleBadges::html( $manga->ID ) : '';
	}
}

if ( ! function_exists( 'yomu_manga_profile_style' ) ) {
	/**
	 * CSS declarations for the manga page's profile header: Madara's manga_profile_background (theme option, the
	 * manga's own value first), with the manga's banner (manga_banner) as its image when set. Safe in a style
	 * attribute once passed through esc_attr().
	 *
	 * @param WP_Post|int|null $manga Manga post or ID; the current post when null.
	 */
	function yomu_manga_profile_style( $manga = null ): string {
		$manga = get_post( $manga );
		if ( ! $manga instanceof WP_Post ) {
			return '';
		}
		return Background::css(
			ThemeOptions::get( 'manga_profile_background', array(), $manga->ID ),
			(string) get_post_meta( $manga->ID, MetaKeys::BANNER, true )
		);
	}
}

if ( ! function_exists( 'yomu_manga_rank_text' ) ) {
	/**
	 * The Rank row's text ("3rd, it has 1,234 monthly views"), '' when the site does not count views.
	 *
	 * @param WP_Post|int|null $manga Manga post or ID; the current post when null.
	 */
	function yomu_manga_rank_text( $manga = null ): string {
		$manga = get_post( $manga );
		return $manga instanceof WP_Post && Settings::madara_switch( 'manga_view' ) ? Rank::text( $manga->ID ) : '';
	}
}

if ( ! function_exists( 'yomu_breadcrumbs_html' ) ) {
	/**
	 * The visible breadcrumbs of the current page: a chapter (always, as Madara's reading page prints them), a manga
	 * page (Madara's manga_single_breadcrumb), the manga archive or a manga taxonomy (manga_archive_breadcrumb); ''
	 * elsewhere or when switched off. The JSON-LD BreadcrumbList is the same trail (Seo\Pieces::crumbs()).
	 */
	function yomu_breadcrumbs_html(): string {
		$request = Request::current();
		if ( $request && $request->chapter ) {
			return Breadcrumbs::html( Pieces::crumbs( $request ) );
		}
		if ( is_singular( 'wp-manga' ) ) {
			$manga = get_queried_object();
			return $manga instanceof WP_Post && ThemeOptions::on( 'manga_single_breadcrumb', 'on' ) ? Breadcrumbs::html( Breadcrumbs::manga( $manga ) ) : '';
		}
		$term = get_queried_object();
		$term = $term instanceof WP_Term && str_starts_with( $term->taxonomy, 'wp-manga-' ) ? $term : null;
		if ( ! ( $term || is_post_type_archive( 'wp-manga' ) ) || ! ThemeOptions::on( 'manga_archive_breadcrumb', 'on' ) ) {
			return '';
		}
		return Breadcrumbs::html( Breadcrumbs::listing( $term ) );
	}
}

if ( ! function_exists( 'yomu_manga_oneshot_html' ) ) {
	/**
	 * A one-shot manga's gallery (its single chapter's pages, sized to Madara's manga_oneshot_image_height), or the
	 * reason the visitor may not see them with a link to the chapter; '' when the manga is not a one-shot.
	 *
	 * @param WP_Post|int|null $manga Manga post or ID; the current post when null.
	 */
	function yomu_manga_oneshot_html( $manga = null ): string {
		$manga = get_post( $manga );
		if ( ! $manga instanceof WP_Post || ! OneShot::is( $manga->ID ) ) {
			return '';
		}
		$gallery = OneShot::gallery( $manga );
		if ( ! $gallery ) {
			return '';
		}
		$link = sprintf( '<a class="c-btn c-btn_style-1" href="%1$s">%2$s</a>', esc_url( Urls::chapter( $manga, $gallery['chapter'] ) ), esc_html( $gallery['chapter']->title() ) );
		if ( ! $gallery['pages'] ) {
			$notice = $gallery['access']->allowed() ? '' : '<p class="reader-hidden-notice">' . esc_html( $gallery['access']->message ) . '</p>';
			return '<div id="oneshot-reader" class="oneshot-reader">' . $notice . $link . '</div>';
		}
		$total  = count( $gallery['pages'] );
		$images = '';
		foreach ( $gallery['pages'] as $i => $page ) {
			$images .= sprintf(
				'<div class="image-item"><img src="%1$s" alt="%2$s"%3$s decoding="async"%4$s></div>',
				esc_url( $page->url ),
				/* translators: 1: page number, 2: page count of the chapter. */
				esc_attr( sprintf( __( 'Page %1$d of %2$d', 'yomu-core' ), $page->number, $total ) ),
				$page->width > 0 && $page->height > 0 ? sprintf( ' width="%d" height="%d"', $page->width, $page->height ) : '',
				// The cover is the page's first image; the gallery's first follows it, the rest wait until near.
				0 === $i ? '' : ' loading="lazy"'
			);
		}
		return sprintf(
			'<div id="oneshot-reader" class="oneshot-reader" style="--yomu-oneshot-height:%1$dpx">%2$s</div>',
			OneShot::height( $manga->ID ),
			$images
		);
	}
}
