<?php
/**
 * Resolves manga and chapter URLs on the main query: a chapter URL that names no readable chapter, volume or
 * page ends as a real 404 (the main query comes back empty, so WordPress sends the status and the theme's 404).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Settings;

/**
 * Main-query resolution into a Request.
 */
final class Resolver {

	/**
	 * Hooks resolution after WordPress's own status checks of the queried manga.
	 */
	public static function register(): void {
		add_filter( 'the_posts', array( self::class, 'filter_posts' ), 10, 2 );
	}

	/**
	 * Keeps the manga in the main query when the URL resolves, empties it otherwise.
	 *
	 * @param mixed $posts Posts found (WP_Post[] unless another filter broke it).
	 * @param mixed $query The query.
	 * @return \WP_Post[]
	 */
	public static function filter_posts( $posts, $query ): array {
		$posts = is_array( $posts ) ? $posts : array();
		if ( ! $query instanceof \WP_Query || ! $query->is_main_query() ) {
			return $posts;
		}
		Request::set( null );
		if ( ! $query->is_singular() || 1 !== count( $posts ) || PostTypes::MANGA !== $posts[0]->post_type ) {
			return $posts;
		}
		$vars = array();
		foreach ( Rules::vars() as $name ) {
			$vars[ $name ] = $query->get( $name );
		}
		$request = self::resolve( $posts[0], $vars );
		Request::set( $request );
		return $request ? $posts : array();
	}

	/**
	 * What a manga URL's query vars name, or null for a 404.
	 *
	 * @param \WP_Post             $manga The manga the main query found.
	 * @param array<string, mixed> $vars  Query vars: chapter, volume, {pv}, style, host.
	 */
	public static function resolve( \WP_Post $manga, array $vars ): ?Request {
		if ( ! Policy::manga( $manga )->allowed() ) {
			return null;
		}
		$explicit = Reading::valid_style( $vars['style'] ?? '' );
		$slug     = self::text( $vars['chapter'] ?? '' );
		if ( '' === $slug ) {
			return new Request( $manga, null, 1, '' !== $explicit ? $explicit : Reading::default_style( $manga->ID ), $explicit );
		}

		if ( ! Policy::chapters( $manga )->allowed() ) {
			return null; // A password-protected manga's chapters open once the manga page's password form was answered.
		}
		$volume  = self::text( $vars['volume'] ?? '' );
		$chapter = self::chapter( $manga->ID, $slug, '' !== $volume ? $volume : null );
		$page    = self::page( $vars[ Settings::paged_var() ] ?? '' );
		if ( ! $chapter || null === $page ) {
			return null;
		}
		$images = 'manga' === MetaKeys::chapter_type( $manga->ID );
		// An image chapter's page shows links into its neighbours' pages: their page lists come in the same query.
		ChapterRepository::prime_page_data( $manga->ID, $images ? array_filter( array( $chapter, ...array_values( ChapterRepository::neighbours( $chapter ) ) ) ) : array( $chapter ) );
		$host = self::text( $vars['host'] ?? '' );
		$host = in_array( $host, ChapterRepository::hosts( $chapter ), true ) ? $host : '';

		if ( ! $images ) {
			// Text and video chapters are one page.
			return 1 === $page ? new Request( $manga, $chapter, 1, '' !== $explicit ? $explicit : Reading::default_style( $manga->ID ), $explicit, $host ) : null;
		}
		// A p/{n}/ URL is a paged URL; the list style shows the whole chapter on one page.
		$style = '' !== $explicit ? $explicit : ( $page > 1 ? 'paged' : Reading::default_style() );
		if ( 'list' === $style ) {
			return new Request( $manga, $chapter, 1, 'list', $explicit, $host );
		}
		$pages = Request::count_pages( count( ChapterRepository::pages( $chapter, $host ) ) );
		return $page <= $pages ? new Request( $manga, $chapter, $page, 'paged', $explicit, $host ) : null;
	}

	/**
	 * The chapter a (decoded) URL slug names. Stored slugs keep sanitize_title()'s lower-case %xx octets, while
	 * WordPress hands query vars over decoded, so both spellings are tried.
	 *
	 * @param int         $manga_id Manga post ID.
	 * @param string      $slug     Chapter slug from the URL.
	 * @param string|null $volume   Volume segment from the URL, null when it had none.
	 */
	private static function chapter( int $manga_id, string $slug, ?string $volume ): ?Chapter {
		$encoded = static fn ( string $value ): string => strtolower( rawurlencode( $value ) );
		$found   = ChapterRepository::by_slug( $manga_id, $slug, $volume );
		if ( ! $found && ( $encoded( $slug ) !== $slug || ( null !== $volume && $encoded( $volume ) !== $volume ) ) ) {
			$found = ChapterRepository::by_slug( $manga_id, $encoded( $slug ), null !== $volume ? $encoded( $volume ) : null );
		}
		return $found;
	}

	/**
	 * The requested page number: 1 when absent, null (a 404) when it is not a positive whole number.
	 *
	 * @param mixed $raw Query var value.
	 */
	private static function page( $raw ): ?int {
		$raw = self::text( $raw );
		if ( '' === $raw ) {
			return 1;
		}
		return ctype_digit( $raw ) && (int) $raw >= 1 && strlen( $raw ) <= 6 ? (int) $raw : null;
	}

	/**
	 * A query var as a string ('' for arrays and other non-scalars).
	 *
	 * @param mixed $value Query var value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}
}
