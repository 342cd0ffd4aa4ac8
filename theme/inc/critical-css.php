<?php
/**
 * Nothing but the HTML blocks the first paint (DESIGN.md §7, issue 35): the rules a kind of page needs for its first
 * screen (css/critical/<kind>.css, cut from the built stylesheet by `npm run critical`) are printed in the head, and
 * the whole stylesheet is linked at the end of the body, where it blocks nothing above it, and comes after the first
 * image (yomu_print_deferred_stylesheet()).
 *
 * An image chapter links its rules instead, as a small stylesheet in the head: the reader's HTML (14 KB budget) has
 * no room for them, the file is asked for beside the first page image (no round trip of its own), a quarter of the
 * whole stylesheet's bytes on the link, and the next chapter finds it cached; what follows at the end of its body is
 * the rest of the stylesheet, not the whole (yomu_defer_stylesheet()). A video chapter, which no cut
 * was measured on, keeps the whole stylesheet in the head, as does any page while the cut is older than the
 * stylesheet (after a CSS change, until it is run again).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

/**
 * The kind of page whose first-screen rules apply here: home, listing, manga, text, image or page; '' for none.
 */
function yomu_critical_kind(): string {
	if ( yomu_is_reading_page() ) {
		$manga = get_queried_object();
		$type  = $manga instanceof WP_Post ? \Yomu\Core\Content\MetaKeys::chapter_type( $manga->ID ) : '';
		if ( 'manga' === $type ) {
			return 'image';
		}
		return 'text' === $type ? 'text' : '';
	}
	if ( is_singular( 'wp-manga' ) ) {
		return 'manga';
	}
	if ( is_front_page() ) {
		return 'home';
	}
	if ( is_post_type_archive( 'wp-manga' ) || is_tax() || is_search() ) {
		return 'listing';
	}
	return 'page';
}

/**
 * The first-screen rules of this page, or '' when the stylesheet stays in the head.
 */
function yomu_critical_css(): string {
	$kind = yomu_critical_kind();
	return '' === $kind ? '' : yomu_critical_file( $kind );
}

/**
 * A file `npm run critical` wrote (css/critical/<name>.css), without its first line, when it was cut from the
 * stylesheet the build links now; '' otherwise (missing, or older than the stylesheet).
 *
 * @param string $name The file's name: a kind of page, or image-rest.
 */
function yomu_critical_file( string $name ): string {
	static $files = array();
	if ( isset( $files[ $name ] ) ) {
		return $files[ $name ];
	}
	$files[ $name ] = '';
	if ( ! class_exists( '\Yomu\Bridge\Assets' ) || ! \Yomu\Bridge\Assets::manifest() ) {
		return '';
	}
	$file = get_theme_file_path( "css/critical/{$name}.css" );
	$text = is_readable( $file ) ? (string) file_get_contents( $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the theme.
	$from = preg_match( '#^/\* ([\w.-]+\.css):#', $text, $match ) ? $match[1] : '';
	$now  = array_map( 'wp_basename', \Yomu\Bridge\Assets::manifest()->css( \Yomu\Bridge\Manifest::ENTRY ) );
	if ( '' !== $from && array( $from ) === $now ) {
		$files[ $name ] = trim( substr( $text, strpos( $text, "\n" ) ) );
	}
	return $files[ $name ];
}

/**
 * Prints the first-screen rules right after the global styles' variables they read: inline, or on an image chapter
 * linked (the file's own URL, versioned by its content).
 */
function yomu_print_critical_css(): void {
	$css = yomu_critical_css();
	if ( '' === $css ) {
		return;
	}
	if ( 'image' === yomu_critical_kind() ) {
		$url = add_query_arg( 'ver', yomu_critical_version( $css ), get_theme_file_uri( 'css/critical/image.css' ) );
		echo '<link rel="stylesheet" id="yomu-critical-css" href="' . esc_url( $url ) . "\">\n"; // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedStylesheet -- must come right after the global styles, as the inline rules do.
		return;
	}
	echo '<style id="yomu-critical-css">' . $css . "</style>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the theme's own generated CSS.
}
add_action( 'wp_head', 'yomu_print_critical_css', 9 );

/**
 * A version for a generated file's URL, from its content.
 *
 * @param string $css The file's rules.
 */
function yomu_critical_version( string $css ): string {
	return substr( md5( $css ), 0, 12 );
}

/**
 * Takes the stylesheet out of the head when the first-screen rules are printed there. An image chapter, whose rules
 * are a file of their own, loads the rest of the stylesheet in its place (css/critical/image-rest.css: the stylesheet
 * without the rules that file gave, cut by `npm run critical`), so a first visit fetches no rule twice.
 */
function yomu_defer_stylesheet(): void {
	if ( '' === yomu_critical_css() ) {
		return;
	}
	$handles = array_filter( wp_styles()->queue, static fn ( string $handle ): bool => (bool) preg_match( '/^yomu-\d+$/', $handle ) );
	foreach ( $handles as $handle ) {
		wp_dequeue_style( $handle );
	}
	$rest = 'image' === yomu_critical_kind() ? yomu_critical_file( 'image-rest' ) : '';
	if ( '' !== $rest ) {
		// Through the filter the built assets take, so a CDN that mirrors the site serves it too.
		$url = (string) apply_filters( 'yomu_static_url', get_theme_file_uri( 'css/critical/image-rest.css' ) );
		wp_register_style( 'yomu-image-rest', $url, array(), yomu_critical_version( $rest ) );
		$handles = array( 'yomu-image-rest' );
	}
	// Printed last in the body, past WordPress's late styles, which WordPress 6.9 and later hoist into the head.
	add_action(
		'wp_footer',
		static function () use ( $handles ): void {
			ob_start();
			wp_styles()->do_items( $handles );
			yomu_print_deferred_stylesheet( (string) ob_get_clean() );
		},
		1000
	);
}

/**
 * Prints the whole stylesheet's tags so that it comes after the page's first image, not beside it: in a <noscript>
 * (read as they are without JavaScript), which a short inline script copies into the page once the first image
 * (the one with high priority) has painted (Element Timing: the server marks it elementtiming), at the latest after
 * 3 s; where Element Timing is missing, once it has loaded or failed and its frame is drawn. At once when there is
 * none, and when the reader scrolls. Issue 35: on a slow link the stylesheet shared the wire with the first image;
 * on a fast one it arrived between the image's load and its paint; either way restyling the page when it arrived
 * held the image's paint back. The first screen is drawn by the rules in the head.
 *
 * @param string $tags The stylesheet's <link> tags, as WordPress printed them (filters included).
 */
function yomu_print_deferred_stylesheet( string $tags ): void {
	if ( '' === trim( $tags ) ) {
		return;
	}
	echo '<noscript id="yomu-stylesheet">' . $tags . '</noscript>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- printed by WP_Styles, escaped there.
	wp_print_inline_script_tag(
		"(function(){var n=document.getElementById('yomu-stylesheet'),f=document.querySelector('img[fetchpriority=high]'),P=window.PerformanceObserver,o={once:true,passive:true};"
		. "function a(){if(n.isConnected)n.insertAdjacentHTML('afterend',n.textContent),n.remove()}"
		. 'function s(){requestAnimationFrame(function(){setTimeout(a)})}'
		. "addEventListener('scroll',a,o);"
		. "if(f&&f.hasAttribute('elementtiming')&&P&&(P.supportedEntryTypes||[]).indexOf('element')>=0){"
		. "new P(function(l){l.getEntries().some(function(e){return e.element==f})&&setTimeout(a)}).observe({type:'element',buffered:true});"
		. "f.addEventListener('error',s);setTimeout(a,3e3)}"
		. "else{if(f&&!f.complete)f.addEventListener('load',s),f.addEventListener('error',s);else a();addEventListener('load',s)}})();"
	);
}
add_action( 'wp_enqueue_scripts', 'yomu_defer_stylesheet', 20 );
