<?php
/**
 * Page metadata (SPEC §2): meta description copied into og:description, the title into og:title, og:url (the
 * canonical URL), og:image (the cover), JSON-LD on manga and chapter pages, the chapter page title
 * "Chapter – Manga – Site", and core sitemaps without the users list (it would publish login names).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Pages\ArchivePage;
use Yomu\Core\Ratings\Rules;
use Yomu\Core\Routing\ChapterList;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * Prints the head tags.
 */
final class Head {

	public const DESCRIPTION_WORDS = 30;

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'wp_head', array( self::class, 'print_tags' ), 2 );
		// No generator tag (it names the WordPress version) and no RSD link (XML-RPC discovery, which Yomu has no use
		// for). A plugin's job, not the theme's: wordpress.org's theme review rejects themes that remove them.
		remove_action( 'wp_head', 'wp_generator' );
		remove_action( 'wp_head', 'rsd_link' );
		add_filter( 'document_title_parts', array( self::class, 'title_parts' ) );
		add_filter(
			'wp_sitemaps_add_provider',
			static fn ( $provider, string $name ) => 'users' === $name ? false : $provider,
			10,
			2
		);
	}

	/**
	 * On a chapter page the title is "Chapter – Manga – Site".
	 *
	 * @param array<string, string> $parts Title parts.
	 * @return array<string, string>
	 */
	public static function title_parts( array $parts ): array {
		$request = Request::current();
		if ( $request && $request->chapter ) {
			$parts['title'] = $request->chapter->title() . ' – ' . wp_strip_all_tags( get_the_title( $request->manga ) );
		}
		return $parts;
	}

	/**
	 * The description of the current page: the manga summary excerpt on manga and chapter pages, the excerpt
	 * of other single posts, the term description on archives, else the site description.
	 */
	public static function description(): string {
		$request = Request::current();
		$post    = $request ? $request->manga : ( is_singular() ? get_queried_object() : null );
		$text    = '';
		if ( $post instanceof \WP_Post ) {
			$text = '' !== $post->post_excerpt ? $post->post_excerpt : $post->post_content;
			$text = strip_shortcodes( $text );
		} elseif ( is_category() || is_tag() || is_tax() ) {
			$text = term_description();
		}
		$text = trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( (string) $text ) ) );
		if ( '' === $text ) {
			$text = (string) get_bloginfo( 'description' );
		}
		return wp_trim_words( $text, self::DESCRIPTION_WORDS, '…' );
	}

	/**
	 * Prints description, OpenGraph and JSON-LD tags.
	 */
	public static function print_tags(): void {
		$description = self::description();
		$title       = wp_get_document_title();
		$request     = Request::current();
		$url         = '';
		if ( $request && $request->chapter ) {
			$url = Urls::chapter( $request->manga, $request->chapter );
		} elseif ( is_singular() ) {
			$url = (string) wp_get_canonical_url();
		} else {
			// The path only: the query string is the visitor's, and a page echoes no parameter (search words show
			// once, in the search field).
			$url = home_url( (string) wp_parse_url( add_query_arg( array() ), PHP_URL_PATH ) );
		}
		if ( '' !== $description ) {
			printf( '<meta name="description" content="%s">' . "\n", esc_attr( $description ) );
			printf( '<meta property="og:description" content="%s">' . "\n", esc_attr( $description ) );
		}
		printf( '<meta property="og:title" content="%s">' . "\n", esc_attr( $title ) );
		printf( '<meta property="og:site_name" content="%s">' . "\n", esc_attr( (string) get_bloginfo( 'name' ) ) );
		printf( '<meta property="og:type" content="%s">' . "\n", esc_attr( $request ? ( $request->chapter ? 'article' : 'book' ) : 'website' ) );
		printf( '<meta property="og:url" content="%s">' . "\n", esc_url( $url ) );
		printf( '<meta property="og:locale" content="%s">' . "\n", esc_attr( get_locale() ) );
		$image = $request ? (string) get_the_post_thumbnail_url( $request->manga, 'large' ) : '';
		if ( '' !== $image ) {
			printf( '<meta property="og:image" content="%s">' . "\n", esc_url( $image ) );
			echo '<meta name="twitter:card" content="summary_large_image">' . "\n";
		}
		if ( $request ) {
			self::print_json_ld( $request, $description, $image );
		}
	}

	/**
	 * JSON-LD for a manga page or a chapter page, with its breadcrumbs.
	 *
	 * @param Request $request     Current request.
	 * @param string  $description Page description.
	 * @param string  $image       Cover URL.
	 */
	private static function print_json_ld( Request $request, string $description, string $image ): void {
		$manga = $request->manga;
		$name  = wp_strip_all_tags( get_the_title( $manga ) );
		$url   = Urls::manga( $manga );
		$names = static function ( string $taxonomy ) use ( $manga ): array {
			$terms = get_the_terms( $manga, $taxonomy );
			return is_array( $terms ) ? wp_list_pluck( $terms, 'name' ) : array();
		};
		// The same crumbs as the visible trail (theme: yomu_breadcrumbs_html()).
		$crumbs = Breadcrumbs::manga( $manga );
		if ( $request->chapter ) {
			$chapter_url = Urls::chapter( $manga, $request->chapter );
			$date        = ChapterList::release_date( $request->chapter );
			$utc         = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $request->chapter->date_gmt, new \DateTimeZone( 'UTC' ) );
			$json        = JsonLd::script(
				JsonLd::issue(
					array(
						'name'   => $request->chapter->title(),
						'url'    => $chapter_url,
						'number' => (string) ( $request->chapter->index ? $request->chapter->index : '' ),
						'date'   => '' !== $date && $utc ? $utc->format( DATE_ATOM ) : '',
					),
					array(
						'name' => $name,
						'url'  => $url,
					)
				)
			);
			echo $json; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with HTML characters escaped.
			$crumbs[] = array( $request->chapter->title(), $chapter_url );
		} else {
			$json = JsonLd::script(
				JsonLd::series(
					array(
						'name'        => $name,
						'url'         => $url,
						'description' => $description,
						'image'       => $image,
						'alternative' => trim( (string) get_post_meta( $manga->ID, MetaKeys::ALTERNATIVE, true ) ),
						'authors'     => $names( 'wp-manga-author' ),
						'artists'     => $names( 'wp-manga-artist' ),
						'genres'      => $names( 'wp-manga-genre' ),
						// No aggregateRating where the site hides ratings (structured data must match the page).
						'rating'      => Rules::shown() ? round( (float) get_post_meta( $manga->ID, MetaKeys::AVERAGE_REVIEW, true ), 1 ) : 0.0,
						'votes'       => Rules::shown() ? (int) get_post_meta( $manga->ID, MetaKeys::TOTAL_VOTES, true ) : 0,
					)
				)
			);
			echo $json; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with HTML characters escaped.
		}
		echo JsonLd::script( JsonLd::breadcrumbs( $crumbs ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with HTML characters escaped.
	}
}
