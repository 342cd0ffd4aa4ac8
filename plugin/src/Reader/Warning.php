<?php
/**
 * Content warnings before a chapter (MADARA-SITE.md §8.7): the chapter's own `chapter_warning` when it has one,
 * else the manga's `_wp_manga_chapters_warning`, as safe HTML (wp_kses_post: Madara printed it raw).
 *
 * Beyond Madara, the reader acknowledges it once per manga and warning: the key names the manga and the warning's
 * text, and the browser keeps the keys it was shown (localStorage, src/lib/reader/warnings.ts), so a chapter with
 * a warning of its own asks again. Pages are cached for every guest, so the server never knows: with JavaScript,
 * a CSS rule hides the reading content behind an unacknowledged warning, and a tiny head script marks the page
 * acknowledged before the first paint when the key is stored. Without JavaScript the content follows the warning,
 * as in Madara; the "show" link targets the warning, which the CSS also counts as acknowledged (:target), so the
 * content shows even when the reader island never starts.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Routing\Request;

/**
 * The warning of a chapter and its markup.
 */
final class Warning {

	/** The localStorage entry holding the acknowledged keys (space separated; src/lib/reader/warnings.ts). */
	public const STORAGE = 'yomu-warnings';

	/** The class of <html> once this page's warning is acknowledged (theme/css/reader.css). */
	public const ACKNOWLEDGED = 'yomu-warning-ok';

	/** The id of the server's warning, which its link targets. */
	public const ID = 'chapter-warning';

	/**
	 * Hooks the head script.
	 */
	public static function register(): void {
		add_action( 'wp_head', array( self::class, 'print_head_script' ), 2 );
	}

	/**
	 * A chapter's warning as safe HTML ('' when neither the chapter nor its manga has one): Madara's precedence,
	 * the chapter's own first.
	 *
	 * @param int     $manga_id Manga post ID.
	 * @param Chapter $chapter  Chapter.
	 */
	public static function text( int $manga_id, Chapter $chapter ): string {
		$raw = trim( $chapter->warning );
		if ( '' === $raw ) {
			$meta = get_post_meta( $manga_id, MetaKeys::WARNING, true );
			$raw  = is_string( $meta ) ? trim( $meta ) : '';
		}
		return '' === $raw ? '' : trim( wp_kses_post( $raw ) );
	}

	/**
	 * The warning of the chapter being read, when the visitor may read its content ('' otherwise: a locked or
	 * hidden chapter shows its notice instead, as Madara leaves the warning out then).
	 *
	 * @param Request $request Reading request.
	 */
	public static function of_request( Request $request ): string {
		if ( ! $request->chapter || ! Content::access( $request )->allowed() ) {
			return '';
		}
		return self::text( $request->manga->ID, $request->chapter );
	}

	/**
	 * The acknowledgement key of a warning: the manga and a short hash of the text ([0-9a-f-] only).
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $text     The warning's safe HTML.
	 */
	public static function key( int $manga_id, string $text ): string {
		return $manga_id . '-' . substr( md5( $text ), 0, 10 );
	}

	/**
	 * The warning block printed before the reading content ('' when there is no warning). Madara's classes
	 * (div.chapter-warning.alert.alert-warning) stay, for sites' custom CSS.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $text     The warning's safe HTML.
	 */
	public static function html( int $manga_id, string $text ): string {
		if ( '' === $text ) {
			return '';
		}
		return sprintf(
			'<div id="%1$s" class="chapter-warning alert alert-warning" role="region" aria-labelledby="chapter-warning-title" data-key="%2$s">'
			. '<p id="chapter-warning-title" class="chapter-warning__title">%3$s</p><div class="chapter-warning__text">%4$s</div>'
			. '<p class="chapter-warning__actions"><a class="chapter-warning__continue" href="#%1$s">%5$s</a></p></div>',
			esc_attr( self::ID ),
			esc_attr( self::key( $manga_id, $text ) ),
			esc_html__( 'Content warning', 'yomu-core' ),
			$text,
			esc_html__( 'I understand, show the chapter', 'yomu-core' )
		);
	}

	/**
	 * The block for the chapter being read.
	 *
	 * @param Request $request Reading request.
	 */
	public static function render( Request $request ): string {
		return self::html( $request->manga->ID, self::of_request( $request ) );
	}

	/**
	 * The fields the in-place navigation answer (NavigateAction) adds for a chapter with a warning: its safe HTML
	 * and key (none without a warning, so those answers stay as they were).
	 *
	 * @param Request $request The page answered.
	 * @return array<string, string>
	 */
	public static function answer_fields( Request $request ): array {
		$text = self::of_request( $request );
		return '' === $text ? array() : array(
			'warning'    => $text,
			'warningKey' => self::key( $request->manga->ID, $text ),
		);
	}

	/**
	 * On a chapter page with a warning: marks <html> acknowledged before the first paint when this browser stored
	 * the key, so a reader who already said yes never sees the notice flash (about 200 bytes, no request).
	 */
	public static function print_head_script(): void {
		$request = Request::current();
		if ( ! $request || ! $request->is_chapter() ) {
			return;
		}
		$text = self::of_request( $request );
		if ( '' === $text ) {
			return;
		}
		wp_print_inline_script_tag(
			sprintf(
				"try{if((' '+localStorage.getItem(%1\$s)+' ').indexOf(' '+%2\$s+' ')>-1)document.documentElement.classList.add(%3\$s)}catch(e){}",
				wp_json_encode( self::STORAGE ),
				wp_json_encode( self::key( $request->manga->ID, $text ) ),
				wp_json_encode( self::ACKNOWLEDGED )
			),
			array( 'id' => 'yomu-chapter-warning' )
		);
	}
}
