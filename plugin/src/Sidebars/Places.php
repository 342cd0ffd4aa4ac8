<?php
/**
 * Which of Madara's sidebars a request shows, and where (MADARA-SITE.md §8.3, §8.1 "Layout containers", "Blog/pages"
 * and the manga pages' sidebar options): bands above and below the content (the manga set on manga pages), the body
 * sidebars inside the main column, a side column per kind of page with Madara's fallback to main_sidebar, and the
 * reading page's sidebar. Reads the options only; prints nothing (Printer does).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Sidebars;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Comments\Switches;
use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Routing\Request;

/**
 * The places of the current request.
 */
final class Places {

	/**
	 * Layout contexts (the theme names its template's kind) => [its own sidebar or '', Madara's position option].
	 * A context whose own sidebar is empty shows main_sidebar (Madara's fallback).
	 */
	private const SIDES = array(
		'home'       => array( 'manga_archive_sidebar', 'manga_archive_sidebar' ),
		'archive'    => array( 'manga_archive_sidebar', 'manga_archive_sidebar' ),
		'manga'      => array( 'manga_single_sidebar', 'manga_single_sidebar' ),
		'blog'       => array( '', 'archive_sidebar' ),
		'search'     => array( '', 'archive_sidebar' ),
		'post'       => array( 'single_post_sidebar', 'single_sidebar' ),
		'page'       => array( '', 'page_sidebar' ),
		'front-page' => array( '', 'page_sidebar' ),
	);

	/**
	 * Madara's is_manga(): the manga home, the archive, genres and the other manga taxonomies, the manga search,
	 * a manga's page and its chapters. Never the 404 page.
	 */
	public static function is_manga(): bool {
		if ( is_404() ) {
			return false;
		}
		return ( is_front_page() && is_home() )
			|| is_post_type_archive( PostTypes::MANGA )
			|| is_tax( array_keys( PostTypes::TAXONOMIES ) )
			|| ( is_search() && PostTypes::MANGA === get_query_var( 'post_type' ) )
			|| is_singular( PostTypes::MANGA );
	}

	/**
	 * The bands above the content: [sidebar id, Madara's classes, option prefix of its container] each. None on the
	 * 404 page, and none on chapters (bottom_bands() prints theirs after the chapter).
	 *
	 * @return array<int, array{0: string, 1: string, 2: string}>
	 */
	public static function top_bands(): array {
		if ( is_404() ) {
			return array();
		}
		if ( ! self::is_manga() ) {
			return array(
				array( 'top_sidebar', 'c-top-sidebar', 'main_top_sidebar' ),
				array( 'top_second_sidebar', 'c-top-second-sidebar', 'main_top_second_sidebar' ),
			);
		}
		// A chapter is page-first (DESIGN.md §4: nothing before the first image): its top bands print below it.
		return self::chapter() ? array() : self::manga_top_bands();
	}

	/**
	 * The manga pages' top bands (Madara's hero slider usually lives in the first).
	 *
	 * @return array<int, array{0: string, 1: string, 2: string}>
	 */
	private static function manga_top_bands(): array {
		return array(
			array( 'manga_main_top_sidebar', 'c-top-sidebar wp-manga', 'manga_main_top_sidebar' ),
			array( 'manga_main_top_second_sidebar', 'c-top-second-sidebar wp-manga', 'manga_main_top_second_sidebar' ),
		);
	}

	/**
	 * The band below the content, as top_bands().
	 *
	 * @return array<int, array{0: string, 1: string, 2: string}>
	 */
	public static function bottom_bands(): array {
		if ( is_404() ) {
			return array();
		}
		if ( ! self::is_manga() ) {
			return array( array( 'bottom_sidebar', 'c-bottom-sidebar', 'main_bottom_sidebar' ) );
		}
		$bottom = array( array( 'manga_main_bottom_sidebar', 'c-bottom-sidebar wp-manga', 'manga_main_bottom_sidebar' ) );
		// A chapter's top bands come here, after the chapter; minimal_reading_page drops them, as in Madara.
		$moved = self::chapter() && ! ThemeOptions::on( 'minimal_reading_page', 'off' ) ? self::manga_top_bands() : array();
		return array_merge( $moved, $bottom );
	}

	/**
	 * Whether a band's container options may come from the page's own copy (page meta custom_sidebar_settings on;
	 * only the three bands of pages other than manga pages have one).
	 *
	 * @param string $prefix The band's option prefix.
	 */
	public static function per_page( string $prefix ): bool {
		return ! str_starts_with( $prefix, 'manga_' ) && is_singular() && ThemeOptions::on( 'custom_sidebar_settings', 'off' );
	}

	/**
	 * Whether a layout context has the body sidebars in its main column (Madara's html/main-bodytop and
	 * main-bodybottom: not the manga page, not chapters).
	 *
	 * @param string $context Layout context.
	 */
	public static function has_body( string $context ): bool {
		return isset( self::SIDES[ $context ] ) && 'manga' !== $context;
	}

	/**
	 * The side column of a layout context: [sidebar id, 'left'|'right'], or null when it has none (the position
	 * option is `full`, or no sidebar of it has widgets).
	 *
	 * @param string $context Layout context.
	 * @return array{0: string, 1: string}|null
	 */
	public static function side( string $context ): ?array {
		if ( ! isset( self::SIDES[ $context ] ) ) {
			return null;
		}
		list( $own, $option ) = self::SIDES[ $context ];
		$position             = (string) ThemeOptions::get( $option, 'right' );
		if ( 'full' === $position ) {
			return null;
		}
		$position = 'left' === $position ? 'left' : 'right';
		// Madara's Front-Page template sizes its columns by manga_archive_sidebar and fills the side with main_sidebar.
		if ( 'front-page' === $context && ! is_active_sidebar( 'manga_archive_sidebar' ) ) {
			return null;
		}
		foreach ( array( $own, 'main_sidebar' ) as $id ) {
			if ( '' !== $id && is_active_sidebar( $id ) ) {
				return array( $id, $position );
			}
		}
		return null;
	}

	/**
	 * Whether the chapter page shows manga_reading_sidebar (after its comments): not with the position `full`, and
	 * only with the chapter discussion on, or on text chapters with Madara's text side column.
	 */
	public static function reading(): bool {
		$request = self::chapter();
		if ( null === $request || 'full' === ThemeOptions::get( 'manga_reading_page_sidebar', 'right' ) ) {
			return false;
		}
		$text = 'text' === MetaKeys::chapter_type( $request->manga->ID ) && ThemeOptions::on( 'manga_reading_text_sidebar', 'on' );
		return Switches::on_chapters( $request->manga->ID ) || $text;
	}

	/**
	 * The chapter request, or null when this is not a chapter page.
	 */
	private static function chapter(): ?Request {
		$request = Request::current();
		return null !== $request && $request->is_chapter() ? $request : null;
	}
}
