<?php
/**
 * Template tags for the chapter reading page (the reader). Every *_html() tag returns escaped HTML.
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

use Yomu\Core\Reader\Content;
use Yomu\Core\Reader\NavBar;
use Yomu\Core\Reader\Navigation;
use Yomu\Core\Reader\PageSetup;
use Yomu\Core\Reader\Preferences;
use Yomu\Core\Routing\Request;

if ( ! function_exists( 'yomu_reader_request' ) ) {
	/**
	 * The chapter being read, or null outside chapter pages.
	 */
	function yomu_reader_request(): ?Request {
		$request = Request::current();
		return $request && $request->is_chapter() ? $request : null;
	}
}

if ( ! function_exists( 'yomu_reader_content_html' ) ) {
	/**
	 * The inside of div.reading-content: page images or the chapter body.
	 */
	function yomu_reader_content_html(): string {
		$request = yomu_reader_request();
		return $request ? Content::render( $request ) : '';
	}
}

if ( ! function_exists( 'yomu_reader_warning_html' ) ) {
	/**
	 * The chapter's content warning (div.chapter-warning), printed before div.reading-content; '' when none.
	 */
	function yomu_reader_warning_html(): string {
		$request = yomu_reader_request();
		return $request ? Yomu\Core\Reader\Warning::render( $request ) : '';
	}
}

if ( ! function_exists( 'yomu_reader_content_style' ) ) {
	/**
	 * The style attribute for div.reading-content (the text chapter font size), escaped; '' when none.
	 */
	function yomu_reader_content_style(): string {
		$request = yomu_reader_request();
		return $request ? Content::text_style( $request ) : '';
	}
}

if ( ! function_exists( 'yomu_reader_nav_html' ) ) {
	/**
	 * The navigation bar (.wp-manga-nav).
	 *
	 * @param string $position 'header' or 'footer'.
	 */
	function yomu_reader_nav_html( string $position = 'header' ): string {
		$request = yomu_reader_request();
		return $request ? NavBar::render( $request, $position ) : '';
	}
}

if ( ! function_exists( 'yomu_reader_props' ) ) {
	/**
	 * The reader island's props: what the script needs beyond the page config objects.
	 *
	 * @return array<string, mixed>
	 */
	function yomu_reader_props(): array {
		$request = yomu_reader_request();
		if ( ! $request ) {
			return array();
		}
		$hidden    = ! Content::access( $request )->allowed();
		$user_id   = get_current_user_id();
		$settings  = Yomu\Core\Reader\ReaderSettings::effective( $user_id, $request->manga->ID );
		$edges     = Navigation::edges( $request );
		$next_page = Content::next_first_page( $request );
		return array(
			'kind'        => $request->is_image_chapter() ? 'image' : 'text',
			'style'       => $request->style,
			'page'        => $request->page,
			'pages'       => $request->page_count(),
			'chapter'     => $request->chapter->slug,
			'chapterId'   => $request->chapter->id,
			'prevChapter' => $edges['prev'],
			'nextChapter' => $edges['next'],
			'backUrl'     => Yomu\Core\Reader\Options::on( 'back_info' ) ? Yomu\Core\Routing\Urls::manga( $request->manga ) : '',
			'nextImage'   => $next_page ? $next_page->url : '',
			'nextPicture' => $next_page ? Yomu\Core\Reader\Picture::next( $next_page ) : null,
			'ajax'        => Navigation::ajax( $request ),
			'preload'     => PageSetup::preloads( $request ),
			'hidden'      => $hidden,
			'chapterUrl'  => Yomu\Core\Routing\Urls::chapter( $request->manga, $request->chapter, '', $request->host ),
			'settings'    => $settings,
			'dataSaver'   => Yomu\Core\Reader\DataSaver::applies( $settings['saver'], Yomu\Core\Reader\DataSaver::header() ),
			'mode'        => PageSetup::mode( $request, $settings['mode'] ),
			'own'         => (object) Yomu\Core\Reader\ReaderSettings::reader( $user_id ),
			'saveNonce'   => $user_id > 0 ? wp_create_nonce( Yomu\Core\Reader\SettingsAction::NONCE ) : '',
			'pinBar'      => Yomu\Core\Routing\ReadingLayout::sticky_navigation( true ),
		);
	}
}

if ( ! function_exists( 'yomu_reader_first_image' ) ) {
	/**
	 * The first image URL of a chapter ('' when none, or when the visitor may not read it), for preloading.
	 *
	 * @param Yomu\Core\Content\Chapter $chapter Chapter.
	 */
	function yomu_reader_first_image( Yomu\Core\Content\Chapter $chapter ): string {
		$manga = get_post( $chapter->manga_id );
		if ( ! $manga instanceof WP_Post || ! Yomu\Core\Access\Policy::chapter( $manga, $chapter )->allowed() ) {
			return '';
		}
		$pages = Yomu\Core\Content\ChapterRepository::pages( $chapter );
		return $pages ? $pages[0]->url : '';
	}
}

if ( ! function_exists( 'yomu_reader_font_size' ) ) {
	/**
	 * The reader's stored font size for text chapters, or null.
	 */
	function yomu_reader_font_size(): ?int {
		return Preferences::font_size();
	}
}

if ( ! function_exists( 'yomu_reader_display_settings' ) ) {
	/**
	 * The reader settings panel's data: the current value of each setting (mode as shown: paged, list or strip)
	 * and the labels of every choice. Empty outside image chapters.
	 *
	 * @return array<string, array{label: string, values: array<string, string>, current: string}>
	 */
	function yomu_reader_display_settings(): array {
		$request = yomu_reader_request();
		if ( ! $request || ! $request->is_image_chapter() ) {
			return array();
		}
		$settings         = Yomu\Core\Reader\ReaderSettings::effective( get_current_user_id(), $request->manga->ID );
		$settings['mode'] = PageSetup::mode( $request, $settings['mode'] );
		$groups           = array();
		foreach ( Yomu\Core\Reader\ReaderSettings::labels() as $field => $group ) {
			$groups[ $field ] = $group + array( 'current' => $settings[ $field ] );
		}
		return $groups;
	}
}

if ( ! function_exists( 'yomu_reader_sticky_header' ) ) {
	/**
	 * The site header's sticky style (0, 1, 2) on a chapter page, from Madara's manga_reading_sticky_header or the
	 * owner's choice in Settings → Reader; elsewhere the site's style unchanged.
	 *
	 * @param int $site_style The header's style on other pages.
	 */
	function yomu_reader_sticky_header( int $site_style ): int {
		return yomu_reader_request() ? Yomu\Core\Routing\ReadingLayout::sticky_header( $site_style ) : $site_style;
	}
}
