<?php
/**
 * What the current front-end request resolved to: a manga, and on chapter URLs the chapter, page, style and host.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Page;

/**
 * Immutable request value, set once by the Resolver and read by templates through current().
 */
final class Request {

	/**
	 * The request being served, null outside manga pages.
	 *
	 * @var Request|null
	 */
	private static ?Request $current = null;

	/**
	 * Builds a request.
	 *
	 * @param \WP_Post     $manga          The manga post.
	 * @param Chapter|null $chapter        The chapter, null on the manga information page.
	 * @param int          $page           1-based reading page (paged style of image chapters), else 1.
	 * @param string       $style          Effective reading style: paged or list.
	 * @param string       $explicit_style The ?style= the URL carried ('' when none), kept in links.
	 * @param string       $host           The ?host= storage when the chapter has it, else ''.
	 */
	public function __construct(
		public readonly \WP_Post $manga,
		public readonly ?Chapter $chapter = null,
		public readonly int $page = 1,
		public readonly string $style = 'paged',
		public readonly string $explicit_style = '',
		public readonly string $host = ''
	) {}

	/**
	 * The current request, or null when the page is not a manga or chapter page.
	 */
	public static function current(): ?self {
		return self::$current;
	}

	/**
	 * Records the current request (the Resolver does this for the main query).
	 *
	 * @param Request|null $request The request, or null to forget it.
	 */
	public static function set( ?self $request ): void {
		self::$current = $request;
	}

	/**
	 * Whether this is a chapter reading page.
	 */
	public function is_chapter(): bool {
		return null !== $this->chapter;
	}

	/**
	 * Whether the chapter is made of images (a "manga" chapter), not text or video.
	 */
	public function is_image_chapter(): bool {
		return null !== $this->chapter && 'manga' === MetaKeys::chapter_type( $this->manga->ID );
	}

	/**
	 * Every page image of the chapter from the chosen host.
	 *
	 * @return Page[]
	 */
	public function all_images(): array {
		return $this->is_image_chapter() ? ChapterRepository::pages( $this->chapter, $this->host ) : array();
	}

	/**
	 * How many reading pages the chapter has in the paged style (at least 1).
	 */
	public function page_count(): int {
		return self::count_pages( count( $this->all_images() ) );
	}

	/**
	 * Reading pages needed for a number of images in the paged style (at least 1).
	 *
	 * @param int $images Image count.
	 */
	public static function count_pages( int $images ): int {
		return max( 1, (int) ceil( $images / Reading::images_per_page() ) );
	}

	/**
	 * The images this request shows: all of them in the list style, the current page's in the paged style.
	 *
	 * @return Page[]
	 */
	public function images(): array {
		$all = $this->all_images();
		if ( 'list' === $this->style ) {
			return $all;
		}
		$per = Reading::images_per_page();
		return array_slice( $all, ( $this->page - 1 ) * $per, $per );
	}
}
