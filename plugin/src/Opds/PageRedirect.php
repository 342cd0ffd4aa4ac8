<?php
/**
 * The OPDS-PSE page endpoint: page {n} (0-based, as the PSE template numbers them) of an image chapter answers
 * 302 with the page image's URL, so the image itself comes from the uploads folder, a CDN or the chapter's
 * cloud storage exactly as the reader's <img> would load it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;

/**
 * Resolves a page to its image URL.
 */
final class PageRedirect {

	/**
	 * The image URL of a page, or '' when the chapter, its manga or the page is not shown, or the visitor may not
	 * read the chapter (Access\Policy: adult, premium).
	 *
	 * @param int $chapter_id Chapter ID.
	 * @param int $number     0-based page number.
	 */
	public static function image_url( int $chapter_id, int $number ): string {
		$chapter = $chapter_id > 0 && $number >= 0 ? ChapterRepository::find( $chapter_id ) : null;
		$manga   = $chapter ? Visibility::manga( $chapter->manga_id ) : null;
		if ( ! $chapter || ! $manga || 'manga' !== MetaKeys::chapter_type( $manga->ID ) || ! Policy::chapter( $manga, $chapter )->allowed() ) {
			return '';
		}
		$pages = ChapterRepository::pages( $chapter );
		return isset( $pages[ $number ] ) ? $pages[ $number ]->url : '';
	}
}
