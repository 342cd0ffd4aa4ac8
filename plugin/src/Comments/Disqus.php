<?php
/**
 * The Disqus plugin (Disqus Comment System 3.x) on manga and chapters, with Madara's thread identifiers so existing
 * threads show: "{post_id} {guid}" on the manga page (what the plugin sends by itself) and
 * "{post_id} {guid}&chapter={chapter slug}" on a chapter, whose URL is the chapter's (MADARA-SITE.md §8.8).
 *
 * The plugin has no filter for the identifier: it localizes `embedVars` (identifier, URL, title) onto its script
 * `disqus_embed` on wp_enqueue_scripts, or, with its "render JS inline" option, prints them from the global post in its
 * template. A chapter page's vars are localized again after the plugin's; inline, a disqus_config (which the
 * plugin's embed code calls) sets the page's identifier and URL. Identifiers are as WordPress's script data gives
 * them (entities decoded: a guid's "&#038;" is "&"), as Madara's and the plugin's localized vars were. Its only
 * filter, dsq_can_load, keeps Disqus off where Madara kept it off: a saved default_comment other than disqus, and
 * manga pages with no discussion.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * Disqus integration.
 */
final class Disqus {

	/** The plugin's embed script handle ("{plugin name}_embed"). */
	public const HANDLE = 'disqus_embed';

	/**
	 * Hooks the filter and the chapter thread.
	 */
	public static function register(): void {
		add_filter( 'dsq_can_load', array( self::class, 'can_load' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'localize_chapter' ), 20 );
		add_action( 'dsq_before_comments', array( self::class, 'inline_thread' ) );
	}

	/**
	 * Filter dsq_can_load: false where Madara kept Disqus off, else what it was (a script name lets it load).
	 *
	 * @param mixed $allowed The script name, or an earlier filter's decision.
	 * @return mixed
	 */
	public static function can_load( $allowed ) {
		if ( ! Switches::disqus_allowed() ) {
			return false;
		}
		$request = Request::current();
		if ( null !== $request && ! Discussion::shown( $request->manga->ID, null !== $request->chapter ) ) {
			return false;
		}
		return $allowed;
	}

	/**
	 * Madara's thread identifier of a manga, or of one of its chapters.
	 *
	 * @param \WP_Post     $manga   Manga post.
	 * @param Chapter|null $chapter Chapter, or null for the manga's own thread.
	 */
	public static function identifier( \WP_Post $manga, ?Chapter $chapter ): string {
		$identifier = $manga->ID . ' ' . $manga->guid . ( null !== $chapter ? '&chapter=' . $chapter->slug : '' );
		return html_entity_decode( $identifier, ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * On a chapter page, the plugin's embed vars again with the chapter's identifier and URL (wp_enqueue_scripts,
	 * after the plugin's own at 10).
	 */
	public static function localize_chapter(): void {
		$request = Request::current();
		if ( null === $request || null === $request->chapter || ! wp_script_is( self::HANDLE, 'enqueued' ) || ! class_exists( 'Disqus_Public', false ) ) {
			return;
		}
		$vars = \Disqus_Public::embed_vars_for_post( $request->manga );
		if ( ! is_array( $vars ) ) {
			return;
		}
		$vars['disqusIdentifier'] = self::identifier( $request->manga, $request->chapter );
		$vars['disqusUrl']        = Urls::chapter( $request->manga, $request->chapter );
		// wp_localize_script() appends to the script's data: the plugin's vars are dropped first.
		wp_scripts()->add_data( self::HANDLE, 'data', '' );
		wp_localize_script( self::HANDLE, 'embedVars', $vars );
	}

	/**
	 * Action dsq_before_comments (the plugin is about to print its template): with its inline option on, the manga or
	 * chapter page's identifier and URL through disqus_config, keeping a disqus_config the site already had (the
	 * plugin's inline vars carry the raw guid and, on chapters, the manga's thread).
	 */
	public static function inline_thread(): void {
		$request = Request::current();
		if ( null === $request || ! get_option( 'disqus_render_js' ) ) {
			return;
		}
		$page = wp_json_encode(
			array(
				'identifier' => self::identifier( $request->manga, $request->chapter ),
				'url'        => null !== $request->chapter ? Urls::chapter( $request->manga, $request->chapter ) : Urls::manga( $request->manga ),
			),
			JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES
		);
		wp_print_inline_script_tag( '(function(){var before=window.disqus_config,page=' . $page . ';window.disqus_config=function(){if(before){before.call(this);}this.page.identifier=page.identifier;this.page.url=page.url;};})();' );
	}
}
