<?php
/**
 * Page metadata (SPEC §2) while Yomu owns the head (Owner): meta description copied into og:description, the title
 * into og:title, og:url (the canonical URL), og:image (the cover), JSON-LD on manga and chapter pages, Madara's titles
 * and descriptions of manga and chapter pages (PageMeta), and core sitemaps without the users list (it would publish
 * login names). With an SEO plugin in charge, YoastHead or RankMathHead hands it the same values instead.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

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
		add_filter( 'pre_get_document_title', array( self::class, 'document_title' ) );
		add_filter(
			'wp_sitemaps_add_provider',
			static fn ( $provider, string $name ) => 'users' === $name ? false : $provider,
			10,
			2
		);
	}

	/**
	 * Madara's title of a chapter page, or of a manga page that has an SEO title (PageMeta), while Yomu owns the
	 * head; other pages keep WordPress's title.
	 *
	 * @param mixed $title Earlier filter result ('' for WordPress's own).
	 * @return mixed
	 */
	public static function document_title( $title ) {
		if ( ! Owner::is_yomu() || ( is_string( $title ) && '' !== $title ) ) {
			return $title;
		}
		$madara = PageMeta::title();
		return '' !== $madara ? esc_html( $madara ) : $title;
	}

	/**
	 * The description of the current page: Madara's on manga and chapter pages (PageMeta), the excerpt of other
	 * single posts, the term description on archives, else the site description.
	 */
	public static function description(): string {
		if ( Request::current() ) {
			return PageMeta::description();
		}
		$post = is_singular() ? get_queried_object() : null;
		$text = '';
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
		if ( ! Owner::is_yomu() ) {
			return; // The SEO plugin prints them, with Yomu's values (YoastHead, RankMathHead).
		}
		$description = self::description();
		$title       = wp_get_document_title();
		$request     = Request::current();
		$url         = '';
		if ( $request && $request->chapter ) {
			$url = Urls::chapter( $request->manga, $request->chapter ); // Page 1, no style: the canonical.
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
		foreach ( Pieces::for_request( $request, $description, $image ) as $piece ) {
			echo JsonLd::script( $piece ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with HTML characters escaped.
		}
	}
}
