<?php
/**
 * One-shot manga (MADARA-SITE.md §8.1 `manga_reading_oneshot`, `manga_oneshot_image_height`): a manga whose page shows
 * its single chapter's pages as a gallery instead of a chapter list, and whose latest-chapter links go to the manga
 * page. The theme option sets the site's default, the manga meta of the same id overrides it ('' follows the option).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Access\Decision;
use Yomu\Core\Access\Policy;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Page;
use Yomu\Core\Madara\ThemeOptions;

/**
 * One-shot reading.
 */
final class OneShot {

	/** Madara's default height of a gallery image, in pixels. */
	public const DEFAULT_HEIGHT = 200;

	/**
	 * Whether a manga reads as a one-shot.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function is( int $manga_id ): bool {
		return 'oneshot' === ThemeOptions::get( 'manga_reading_oneshot', 'manga', $manga_id );
	}

	/**
	 * The gallery's image height in pixels (manga meta, else Madara's 200), kept between 50 and 2000.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function height( int $manga_id ): int {
		$height = (int) get_post_meta( $manga_id, MetaKeys::ONESHOT_HEIGHT, true );
		return $height > 0 ? max( 50, min( 2000, $height ) ) : self::DEFAULT_HEIGHT;
	}

	/**
	 * The one-shot's chapter (the first in reading order) with the visitor's access to it, or null when it has none.
	 *
	 * @param \WP_Post $manga Manga post.
	 * @return array{chapter: Chapter, access: Decision, pages: Page[]}|null
	 */
	public static function gallery( \WP_Post $manga ): ?array {
		$chapters = ChapterRepository::reading_order( $manga->ID );
		if ( ! $chapters ) {
			return null;
		}
		$access = Policy::chapter( $manga, $chapters[0] );
		return array(
			'chapter' => $chapters[0],
			'access'  => $access,
			// The page URLs only reach a visitor who may read the chapter (the reader's own rule).
			'pages'   => $access->allowed() && 'manga' === MetaKeys::chapter_type( $manga->ID ) ? ChapterRepository::pages( $chapters[0] ) : array(),
		);
	}
}
