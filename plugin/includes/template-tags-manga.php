<?php
/**
 * Template tags for the manga information page and the chapter reading page. Every *_html() tag returns
 * escaped HTML.
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Reader\VideoPlayer;
use Yomu\Core\Routing\ChapterList;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

if ( ! function_exists( 'yomu_manga_request' ) ) {
	/**
	 * What the current page shows: the manga, and on a chapter page the chapter, page, style and host.
	 * Null outside manga pages.
	 */
	function yomu_manga_request(): ?Request {
		return Request::current();
	}
}

if ( ! function_exists( 'yomu_is_chapter_page' ) ) {
	/**
	 * Whether the current page is a chapter reading page.
	 */
	function yomu_is_chapter_page(): bool {
		$request = Request::current();
		return null !== $request && $request->is_chapter();
	}
}

if ( ! function_exists( 'yomu_chapter_list_html' ) ) {
	/**
	 * The chapter list of a manga (the same HTML the ajax/chapters endpoint answers).
	 *
	 * @param WP_Post|int|null $manga Manga post or ID; the current post when null.
	 */
	function yomu_chapter_list_html( $manga = null ): string {
		$manga = get_post( $manga );
		return $manga instanceof WP_Post && 'wp-manga' === $manga->post_type ? ChapterList::render( $manga ) : '';
	}
}

if ( ! function_exists( 'yomu_chapter_list_url' ) ) {
	/**
	 * The chapter list endpoint of a manga.
	 *
	 * @param WP_Post|int|null $manga Manga post or ID; the current post when null.
	 */
	function yomu_chapter_list_url( $manga = null ): string {
		return Urls::chapter_list( get_post( $manga ) ?? 0 );
	}
}

if ( ! function_exists( 'yomu_chapter_title' ) ) {
	/**
	 * The current chapter's name and subtitle (not escaped; '' outside chapter pages).
	 */
	function yomu_chapter_title(): string {
		$request = Request::current();
		return $request && $request->chapter ? $request->chapter->title() : '';
	}
}

if ( ! function_exists( 'yomu_chapter_images_html' ) ) {
	/**
	 * The page images of the current image chapter: every image in the list style, the current page's in the
	 * paged style. Each is div.page-break > img.wp-manga-chapter-img#image-{index} (index from 0 within the
	 * chapter). The first loads eagerly with high priority, the rest lazily; width and height when known.
	 */
	function yomu_chapter_images_html(): string {
		$request = Request::current();
		if ( ! $request || ! $request->is_image_chapter() || ! Yomu\Core\Access\Policy::chapter( $request->manga, $request->chapter )->allowed() ) {
			return '';
		}
		$html = '';
		foreach ( array_values( $request->images() ) as $i => $page ) {
			$size     = $page->width > 0 && $page->height > 0
				? sprintf( ' width="%d" height="%d"', $page->width, $page->height )
				: '';
			$priority = 0 === $i ? ' fetchpriority="high" elementtiming="yomu-first-image"' : ' loading="lazy"';
			$html    .= sprintf(
				'<div class="page-break no-gaps"><img id="image-%1$d" class="wp-manga-chapter-img" src="%2$s" alt="%3$s"%4$s%5$s decoding="async"></div>',
				$page->number - 1,
				esc_url( $page->url ),
				/* translators: %d: page number within the chapter. */
				esc_attr( sprintf( __( 'Page %d', 'yomu-core' ), $page->number ) ),
				$size,
				$priority
			);
		}
		return $html;
	}
}

if ( ! function_exists( 'yomu_chapter_body_html' ) ) {
	/**
	 * The body of the current text or video chapter, filtered: post HTML for text; for video, the player and
	 * server selector of Reader\VideoPlayer (when that class is present), else post HTML plus iframe/video tags.
	 */
	function yomu_chapter_body_html(): string {
		$request = Request::current();
		if ( ! $request || ! $request->chapter || $request->is_image_chapter() || ! Yomu\Core\Access\Policy::chapter( $request->manga, $request->chapter )->allowed() ) {
			return '';
		}
		if ( 'video' === MetaKeys::chapter_type( $request->manga->ID ) && class_exists( VideoPlayer::class ) ) {
			return VideoPlayer::render( $request );
		}
		$body              = ChapterRepository::text( $request->chapter );
		$allowed           = wp_kses_allowed_html( 'post' );
		$allowed['iframe'] = array_fill_keys( array( 'src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy' ), true );
		$allowed['video']  = array_fill_keys( array( 'src', 'width', 'height', 'controls', 'poster', 'preload', 'playsinline' ), true );
		$allowed['source'] = array_fill_keys( array( 'src', 'type' ), true );
		return wp_kses( $body, $allowed );
	}
}

if ( ! function_exists( 'yomu_chapter_nav' ) ) {
	/**
	 * Previous and next links of the current chapter page: pages within a paged chapter first, then the
	 * neighbouring chapters in reading order. '' where there is none.
	 *
	 * @return array{prev: string, next: string}
	 */
	function yomu_chapter_nav(): array {
		$request = Request::current();
		$nav     = array(
			'prev' => '',
			'next' => '',
		);
		if ( ! $request || ! $request->chapter ) {
			return $nav;
		}
		$paged      = $request->is_image_chapter() && 'paged' === $request->style;
		$neighbours = ChapterRepository::neighbours( $request->chapter );
		// Another chapter keeps the chosen mirror only when it has that storage too.
		$link = static function ( Chapter $chapter, int $page = 1 ) use ( $request ): string {
			$host = in_array( $request->host, ChapterRepository::hosts( $chapter ), true ) ? $request->host : '';
			return Urls::chapter( $request->manga, $chapter, $request->explicit_style, $host, $page );
		};

		if ( $paged && $request->page > 1 ) {
			$nav['prev'] = $link( $request->chapter, $request->page - 1 );
		} elseif ( $neighbours['prev'] ) {
			$nav['prev'] = $link( $neighbours['prev'] );
		}
		if ( $paged && $request->page < $request->page_count() ) {
			$nav['next'] = $link( $request->chapter, $request->page + 1 );
		} elseif ( $neighbours['next'] ) {
			$nav['next'] = $link( $neighbours['next'] );
		}
		return $nav;
	}
}

if ( ! function_exists( 'yomu_chapter_nav_html' ) ) {
	/**
	 * Madara's reader navigation: .wp-manga-nav .nav-links > div > a.btn (prev_page, next_page, or back to the
	 * manga page after the last page of the last chapter).
	 */
	function yomu_chapter_nav_html(): string {
		$request = Request::current();
		if ( ! $request || ! $request->chapter ) {
			return '';
		}
		$nav   = yomu_chapter_nav();
		$links = '';
		if ( '' !== $nav['prev'] ) {
			$links .= '<div class="nav-previous"><a class="btn prev_page" rel="prev" href="' . esc_url( $nav['prev'] ) . '">' . esc_html__( 'Previous', 'yomu-core' ) . '</a></div>';
		}
		if ( '' !== $nav['next'] ) {
			$links .= '<div class="nav-next"><a class="btn next_page" rel="next" href="' . esc_url( $nav['next'] ) . '">' . esc_html__( 'Next', 'yomu-core' ) . '</a></div>';
		} else {
			$links .= '<div class="nav-next"><a class="btn back" href="' . esc_url( Urls::manga( $request->manga ) ) . '">' . esc_html__( 'Manga info', 'yomu-core' ) . '</a></div>';
		}
		return '<nav class="wp-manga-nav" aria-label="' . esc_attr__( 'Chapter navigation', 'yomu-core' ) . '"><div class="nav-links">' . $links . '</div></nav>';
	}
}

if ( ! function_exists( 'yomu_manga_comments_html' ) ) {
	/**
	 * For the theme's comments.php: Yomu's comment area of the manga or chapter thread being shown through
	 * comments_template() ('' when comments are closed and there are none), or null outside a manga discussion.
	 */
	function yomu_manga_comments_html(): ?string {
		$thread = Yomu\Core\Comments\Discussion::current();
		return null !== $thread ? Yomu\Core\Comments\Area::html( $thread ) : null;
	}
}
