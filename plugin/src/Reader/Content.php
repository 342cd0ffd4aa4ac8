<?php
/**
 * What goes inside div.reading-content: the page images (paged or list, pre-sized so nothing shifts), or the
 * text / video body.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Access\Decision;
use Yomu\Core\Access\Policy;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Premium\LockedChapter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Page;
use Yomu\Core\Routing\Reading;
use Yomu\Core\Routing\Request;

/**
 * Escaped (images) or kses-filtered (bodies) HTML.
 */
final class Content {

	/**
	 * The reading content of a request.
	 *
	 * @param Request $request Reading request.
	 */
	public static function render( Request $request ): string {
		$access = self::access( $request );
		if ( ! $access->allowed() ) {
			return Decision::PREMIUM === $access->reason ? LockedChapter::render( $request, $access ) : '<p class="reader-hidden-notice">' . esc_html( $access->message ) . '</p>';
		}
		if ( ! $request->is_image_chapter() ) {
			return self::body( $request );
		}
		$all   = $request->all_images();
		$total = count( $all );
		$first = 'list' === $request->style ? 0 : ( $request->page - 1 ) * Reading::images_per_page();
		$html  = '';
		if ( Navigation::paged( $request ) ) {
			$prev  = Navigation::prev( $request );
			$next  = Navigation::next( $request );
			$html .= $prev ? '<a class="page-link page-prev-link" href="' . esc_url( $prev['url'] ) . '" tabindex="-1" aria-hidden="true"></a>' : '';
			$html .= $next ? '<a class="page-link page-next-link" href="' . esc_url( $next['url'] ) . '" tabindex="-1" aria-hidden="true"></a>' : '';
		}
		$display = Display::of( $request, get_current_user_id() );
		foreach ( array_values( $request->images() ) as $i => $page ) {
			$html .= self::image( $page, $first + $i, $total, 0 === $i, $display );
		}
		return $html;
	}

	/**
	 * Whether this visitor may see the request's chapter content (Access\Policy): when not, no image URL, text
	 * body or preloaded list reaches them.
	 *
	 * @param Request $request Reading request.
	 */
	public static function access( Request $request ): Decision {
		return Policy::chapter( $request->manga, $request->chapter );
	}

	/**
	 * The first page of the chapter after the request's, when this visitor may read that chapter too (a locked
	 * premium chapter's images never travel as the "next image" preload), else null.
	 *
	 * @param Request $request Reading request.
	 */
	public static function next_first_page( Request $request ): ?Page {
		$next = $request->chapter ? ChapterRepository::neighbours( $request->chapter )['next'] : null;
		if ( ! $next || ! $request->is_image_chapter() || ! self::access( $request )->allowed() || ! Policy::chapter( $request->manga, $next )->allowed() ) {
			return null;
		}
		return ChapterRepository::pages( $next )[0] ?? null;
	}

	/**
	 * One page image in its pre-sized div.page-break: a <picture> with the page's variants (Picture) when it has
	 * some, the <img> keeping the original as src. The first image of a page loads at once with high priority;
	 * each later one waits behind its loading gate (Picture::gate()) so it never shares the link with the first.
	 *
	 * @param Page         $page    Page.
	 * @param int          $index   0-based index within the chapter.
	 * @param int          $total   Images in the chapter.
	 * @param bool         $first   Whether this is the first image of the page (loaded eagerly, high priority).
	 * @param Display|null $display How the page is shown (default: paged, fit to width, no data saver).
	 */
	public static function image( Page $page, int $index, int $total, bool $first, ?Display $display = null ): string {
		$display = $display ?? new Display();
		$sized   = $page->width > 0 && $page->height > 0;
		// The width/height attributes give the box its aspect ratio before the image arrives (no layout shift).
		$img = sprintf(
			'<img id="image-%1$d" class="wp-manga-chapter-img" src="%2$s" alt="%3$s"%4$s%5$s decoding="async" data-image-paged="%6$d">',
			$index,
			esc_url( $page->url ),
			/* translators: 1: page number, 2: page count of the chapter. */
			esc_attr( sprintf( __( 'Page %1$d of %2$d', 'yomu-core' ), $page->number, $total ) ),
			$first ? ' fetchpriority="high" elementtiming="yomu-first-image"' : ' loading="lazy"',
			$sized ? sprintf( ' width="%d" height="%d"', $page->width, $page->height ) : '',
			$page->number
		);
		$sources = Picture::sources( $page, $display->saver );
		$sizes   = Picture::sizes( $display->mode, $display->fit, $page->width, $page->height, $display->spread );
		return '<div class="page-break no-gaps">' . Picture::html( $img, $sources, $sizes, $first ? '' : Picture::gate( $page->width, $page->height ) ) . '</div>';
	}

	/**
	 * The filtered body of a text or video chapter.
	 *
	 * @param Request $request Reading request.
	 */
	public static function body( Request $request ): string {
		if ( 'video' === MetaKeys::chapter_type( $request->manga->ID ) ) {
			return VideoPlayer::render( $request );
		}
		return wp_kses_post( ChapterRepository::text( $request->chapter ) );
	}

	/**
	 * The style attribute of div.reading-content for text chapters: the reader's font size from the cookie, so
	 * the text does not jump when the script starts ('' when none).
	 *
	 * @param Request $request Reading request.
	 */
	public static function text_style( Request $request ): string {
		$size = Preferences::font_size();
		if ( $request->is_image_chapter() || null === $size ) {
			return '';
		}
		return sprintf( ' style="font-size: %1$dpx; line-height: %2$spx"', max( Preferences::FONT_FLOOR, $size ), Preferences::line_height( $size ) );
	}
}
