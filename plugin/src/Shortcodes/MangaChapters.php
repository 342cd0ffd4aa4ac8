<?php
/**
 * [manga_chapters] (MADARA-SITE.md §8.4): the first `count` chapters of a manga in the site's order, from
 * Routing\ChapterList (its NEW tag and Chapter Coin marks included), in Madara's
 * .page-listing-item.shortcode-manga-chapters.chapter-listing-{style}.cols-{n}.border-{b}.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Routing\ChapterList;

/**
 * Renders the chapters.
 */
final class MangaChapters {

	public const TAG = 'manga_chapters';

	public const DEFAULTS = array(
		'id'          => '',
		'count'       => '5',
		'style'       => '1',
		'cols'        => '1',
		'border'      => '0',
		'extend_name' => '',
	);

	/**
	 * The shortcode's HTML.
	 *
	 * @param mixed $raw Attributes as parsed.
	 */
	public static function render( $raw ): string {
		$atts  = shortcode_atts( self::DEFAULTS, is_array( $raw ) ? $raw : array(), self::TAG );
		$id    = Atts::int( $atts, 'id', 0, 0, PHP_INT_MAX );
		$manga = get_post( $id > 0 ? $id : get_the_ID() );
		if ( ! $manga instanceof \WP_Post || PostTypes::MANGA !== $manga->post_type || 'publish' !== $manga->post_status || ! Policy::manga( $manga )->allowed() ) {
			return '';
		}
		$list = ChapterList::render( $manga, null, Atts::int( $atts, 'count', 5, 1, 500 ) );
		if ( '' === $list ) {
			return '';
		}
		return sprintf(
			'<div class="page-listing-item shortcode-manga-chapters manga-shortcode chapter-listing-%1$d cols-%2$d border-%3$d">%4$s</div>',
			Atts::int( $atts, 'style', 1, 1, 9 ),
			Atts::int( $atts, 'cols', 1, 1, 4 ),
			'1' === Atts::text( $atts, 'border' ) ? 1 : 0,
			$list
		);
	}
}
