<?php
/**
 * Where Prev and Next lead from a reading page: pages within a paged chapter, then the neighbouring chapters
 * (Prev lands on the previous chapter's last page), and 'Manga Info' after the last page of the last chapter.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Settings;
use Yomu\Core\Premium\Badges;
use Yomu\Core\Premium\Locks;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * Link targets as data: [url, navigation query string ('' when in-place paging does not apply), page].
 */
final class Navigation {

	/**
	 * The previous target, or null when there is no earlier page, chapter or volume.
	 *
	 * @param Request $request Reading request.
	 * @return array{url: string, navigation: string, chapter: Chapter, page: int}|null
	 */
	public static function prev( Request $request ): ?array {
		if ( self::paged( $request ) && $request->page > 1 ) {
			return self::target( $request, $request->chapter, $request->page - 1 );
		}
		$neighbour = ChapterRepository::neighbours( $request->chapter )['prev'];
		if ( ! $neighbour ) {
			return null;
		}
		return self::target( $request, $neighbour, self::paged( $request ) ? self::last_page( $request, $neighbour ) : 1 );
	}

	/**
	 * The next target, or null on the last page of the last chapter.
	 *
	 * @param Request $request Reading request.
	 * @return array{url: string, navigation: string, chapter: Chapter, page: int}|null
	 */
	public static function next( Request $request ): ?array {
		if ( self::paged( $request ) && $request->page < $request->page_count() ) {
			return self::target( $request, $request->chapter, $request->page + 1 );
		}
		$neighbour = ChapterRepository::neighbours( $request->chapter )['next'];
		return $neighbour ? self::target( $request, $neighbour, 1 ) : null;
	}

	/**
	 * Whether the reader pages through images (image chapter in the paged style).
	 *
	 * @param Request $request Reading request.
	 */
	public static function paged( Request $request ): bool {
		return $request->is_image_chapter() && 'paged' === $request->style;
	}

	/**
	 * Whether in-place (ajax) paging applies: the setting is on and the chapter is paged images.
	 *
	 * @param Request $request Reading request.
	 */
	public static function ajax( Request $request ): bool {
		return self::paged( $request ) && Options::on( 'ajax_paging' );
	}

	/**
	 * A link target for a chapter and page.
	 *
	 * @param Request $request Reading request.
	 * @param Chapter $chapter Target chapter.
	 * @param int     $page    Target page.
	 * @return array{url: string, navigation: string, chapter: Chapter, page: int}
	 */
	public static function target( Request $request, Chapter $chapter, int $page ): array {
		$host = in_array( $request->host, ChapterRepository::hosts( $chapter ), true ) ? $request->host : '';
		// A locked chapter opens as a whole page (its purchase offer), never in place.
		$in_place = self::ajax( $request ) && ( $chapter->id === $request->chapter->id || ! Locks::locked( $chapter, get_current_user_id() ) );
		return array(
			'url'        => Urls::chapter( $request->manga, $chapter, $request->explicit_style, $host, $page ),
			'navigation' => $in_place ? self::query( $request->manga->ID, $chapter->slug, $page ) : '',
			'chapter'    => $chapter,
			'page'       => $page,
		);
	}

	/**
	 * Madara's navigation query string: postID, chapter, {pv}, style=paged, action=chapter_navigate_page.
	 *
	 * @param int    $manga_id Manga ID.
	 * @param string $slug     Chapter slug.
	 * @param int    $page     Page.
	 */
	public static function query( int $manga_id, string $slug, int $page ): string {
		return http_build_query(
			array(
				'postID'              => $manga_id,
				'chapter'             => $slug,
				Settings::paged_var() => $page,
				'style'               => 'paged',
				'action'              => 'chapter_navigate_page',
			),
			'',
			'&',
			PHP_QUERY_RFC3986
		);
	}

	/**
	 * The last reading page of another chapter in the paged style.
	 *
	 * @param Request $request Reading request (for the host).
	 * @param Chapter $chapter Chapter.
	 */
	public static function last_page( Request $request, Chapter $chapter ): int {
		$host = in_array( $request->host, ChapterRepository::hosts( $chapter ), true ) ? $request->host : '';
		return Request::count_pages( count( ChapterRepository::pages( $chapter, $host ) ) );
	}

	/**
	 * The first page of the previous chapter's end and of the next chapter, for a script that pages a preloaded
	 * chapter in place and must know where its first and last pages lead; `premium` holds Chapter Coin's classes of
	 * a locked neighbour (absent otherwise).
	 *
	 * @param Request $request Reading request.
	 * @return array{prev: array{url: string, navigation: string, premium?: string}|null, next: array{url: string, navigation: string, premium?: string}|null}
	 */
	public static function edges( Request $request ): array {
		$neighbours = ChapterRepository::neighbours( $request->chapter );
		$edge       = static function ( ?Chapter $chapter, bool $last ) use ( $request ): ?array {
			if ( ! $chapter ) {
				return null;
			}
			$target  = self::target( $request, $chapter, $last && self::paged( $request ) ? self::last_page( $request, $chapter ) : 1 );
			$premium = Badges::locked_classes( $chapter );
			return array(
				'url'        => $target['url'],
				'navigation' => $target['navigation'],
			) + ( '' === $premium ? array() : array( 'premium' => $premium ) );
		};
		return array(
			'prev' => $edge( $neighbours['prev'], true ),
			'next' => $edge( $neighbours['next'], false ),
		);
	}
}
