<?php
/**
 * Madara's shortcodes (MADARA-SITE.md §8.4): the tags Madara's pages are built with, and which its Gutenberg blocks
 * save as `<!-- wp:wp-manga/… --><div>[tag …]</div><!-- /wp:… -->`. The block names stay unregistered (WordPress
 * prints their saved HTML, the shortcode text, which do_shortcode then renders); each tag renders from Yomu's own
 * listing, card, chapter-list, slider and account code.
 *
 * Pages: a page whose shortcodes show per-user content ([wp-manga-my-bookmarks], [manga_listing following],
 * [manga_listing author="0"], [manga-user-page]) prints nothing of it to guests, so every guest gets the same
 * page; a signed-in reader's page is never kept by shared caches (Http\CacheHeaders).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

/**
 * Registers the tags.
 */
final class Shortcodes {

	/** Tag => renderer. */
	public const TAGS = array(
		MangaListing::TAG  => array( MangaListing::class, 'render' ),
		MangaGrid::TAG     => array( MangaGrid::class, 'render' ),
		MangaInfo::TAG     => array( MangaInfo::class, 'render' ),
		MangaChapters::TAG => array( MangaChapters::class, 'render' ),
		PostSlider::TAG    => array( PostSlider::class, 'render' ),
		Heading::TAG       => array( Heading::class, 'render' ),
		Blog::TAG          => array( Blog::class, 'render' ),
		MyBookmarks::TAG   => array( MyBookmarks::class, 'render' ),
		UserPage::TAG      => array( UserPage::class, 'render' ),
	);

	/**
	 * Hooks the registration.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'add' ) );
	}

	/**
	 * Adds every tag (leaving one another plugin already registered alone).
	 */
	public static function add(): void {
		foreach ( self::TAGS as $tag => $callback ) {
			if ( ! shortcode_exists( $tag ) ) {
				add_shortcode( $tag, $callback );
			}
		}
	}
}
