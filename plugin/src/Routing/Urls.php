<?php
/**
 * Builds manga, chapter and chapter-list URLs the way Madara's build_chapter_url does (MADARA.md §2).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Settings;

/**
 * URL builder. Pretty form: /{slug}/{manga}/[{volume}/]{chapter}/[p/{n}/][?style=…][&host=…];
 * plain permalinks or unviewable manga: the manga permalink plus ?chapter=…&volume=…&{pv}=n.
 */
final class Urls {

	/**
	 * The manga information page.
	 *
	 * @param \WP_Post|int $post Manga post or ID.
	 */
	public static function manga( $post ): string {
		$post = get_post( $post );
		if ( ! $post instanceof \WP_Post ) {
			return '';
		}
		// A card or chapter list builds a URL per chapter from the same manga: its permalink is made once per post
		// object (a changed post is a new object once its cache is cleaned) and permalink structure.
		static $made = null;
		$made      ??= new \WeakMap();
		$structure   = get_option( 'permalink_structure' ) . '|' . Settings::get( 'manga_slug' );
		if ( ! isset( $made[ $post ] ) || $made[ $post ][0] !== $structure ) {
			$made[ $post ] = array( $structure, (string) get_permalink( $post ) );
		}
		return $made[ $post ][1];
	}

	/**
	 * A chapter reading URL.
	 *
	 * @param \WP_Post|int $post    Manga post or ID.
	 * @param Chapter      $chapter Chapter.
	 * @param string       $style   paged, list, or '' for the reader's default.
	 * @param string       $host    Storage to read from, '' for the chapter's own.
	 * @param int          $page    1-based reading page (paged style of image chapters only).
	 */
	public static function chapter( $post, Chapter $chapter, string $style = '', string $host = '', int $page = 1 ): string {
		$post = get_post( $post );
		if ( ! $post ) {
			return '';
		}
		$style = Reading::valid_style( $style );
		// The reader's default style is read only when it matters (a card's links, page 1 with no style, skip it).
		$with_page = $page > 1 && 'manga' === MetaKeys::chapter_type( $post->ID )
			&& 'list' !== ( '' !== $style ? $style : Reading::default_style() );

		$query = array();
		// A p/{n}/ URL is always paged, so ?style would say nothing more there.
		if ( ! $with_page && '' !== $style && Reading::default_style() !== $style ) {
			$query['style'] = $style;
		}
		if ( '' !== $host ) {
			$query['host'] = $host;
		}
		$volume = self::volume_segment( $chapter );

		if ( self::pretty( $post ) ) {
			$url = trailingslashit( self::manga( $post ) );
			if ( null !== $volume ) {
				$url .= self::segment( $volume ) . '/';
			}
			$url .= self::segment( $chapter->slug ) . '/';
			if ( $with_page ) {
				$url .= 'p/' . $page . '/';
			}
			return $query ? add_query_arg( rawurlencode_deep( $query ), $url ) : $url;
		}

		$plain = array( 'chapter' => self::segment( $chapter->slug ) );
		if ( null !== $volume ) {
			$plain['volume'] = self::segment( $volume );
		}
		if ( $with_page ) {
			$plain[ Settings::paged_var() ] = (string) $page;
		}
		return add_query_arg( $plain + rawurlencode_deep( $query ), self::manga( $post ) );
	}

	/**
	 * The chapter list endpoint of a manga: {manga permalink}ajax/chapters/ (MADARA.md §3.2).
	 *
	 * @param \WP_Post|int $post Manga post or ID.
	 */
	public static function chapter_list( $post ): string {
		$post = get_post( $post );
		if ( ! $post ) {
			return '';
		}
		if ( self::pretty( $post ) ) {
			return trailingslashit( self::manga( $post ) ) . 'ajax/chapters/';
		}
		return add_query_arg(
			array(
				'manga_ajax' => '1',
				'maction'    => 'get_chapters',
			),
			self::manga( $post )
		);
	}

	/**
	 * The volume URL segment of a chapter, or null when it has none (volume_id 0).
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function volume_segment( Chapter $chapter ): ?string {
		if ( 0 === $chapter->volume_id ) {
			return null;
		}
		$volume = ChapterRepository::volume( $chapter->manga_id, $chapter->volume_id );
		return $volume ? $volume->slug() : 'n-a';
	}

	/**
	 * Whether the manga's permalink is the pretty /{slug}/{manga}/ form (pretty permalinks and a viewable post).
	 *
	 * @param \WP_Post $post Manga post.
	 */
	private static function pretty( \WP_Post $post ): bool {
		global $wp_rewrite;
		return $wp_rewrite instanceof \WP_Rewrite && $wp_rewrite->using_permalinks() && ! wp_force_plain_post_permalink( $post );
	}

	/**
	 * A slug made safe for a path segment. sanitize_title() output (with its %xx octets) passes unchanged;
	 * anything else old data may hold is percent-encoded.
	 *
	 * @param string $slug Stored slug.
	 */
	private static function segment( string $slug ): string {
		return (string) preg_replace_callback(
			'/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~%]/',
			static fn ( array $match ): string => rawurlencode( $match[0] ),
			$slug
		);
	}
}
