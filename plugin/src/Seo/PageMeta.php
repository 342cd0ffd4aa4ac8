<?php
/**
 * The title and description of manga and chapter pages, resolved as Madara resolves them (MADARA-SITE.md §8.6), in
 * one place for Yomu's own head, the SEO plugins' filters (Seo\YoastHead, Seo\RankMathHead) and the chapter feed:
 * - manga title: the manga's `manga_meta_title`, else the theme option `seo_manga_title`, `%title%` replaced; ''
 *   when neither is set (the page keeps its usual title);
 * - manga description: `manga_meta_desc`, else `seo_manga_desc` (`%title%`), else the excerpt, else the first 165
 *   characters of the summary;
 * - chapter title: `seo_chapter_title` with `%title%` (manga), `%chapter%` ("name - extend") and `%chapter_index%`,
 *   else "{manga} - {chapter}"; pages add " - {site name}" unless `wp_manga_settings[single_manga_seo]` is '0';
 * - chapter description: the row's `chapter_seo`, else `seo_chapter_desc` (the same placeholders and `%summary%`, the
 *   first 55 words of the manga's summary or of a text chapter's body), else "{manga}. {chapter}. {manga excerpt or summary start}".
 * Every placeholder is replaced everywhere (Madara's feed left `%chapter_index%` in). Results are plain text.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Settings;
use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Routing\Request;

/**
 * Madara's SEO fields and templates.
 */
final class PageMeta {

	public const SUMMARY_WORDS     = 55;
	public const DESCRIPTION_CHARS = 165;

	/**
	 * The manga's SEO title (its own, else the site template), '' when the site set neither.
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	public static function manga_title( \WP_Post $manga ): string {
		$own      = self::text( (string) get_post_meta( $manga->ID, MetaKeys::META_TITLE, true ) );
		$template = '' !== $own ? $own : self::template( 'seo_manga_title' );
		return self::fill( $template, array( '%title%' => self::name( $manga ) ) );
	}

	/**
	 * The manga's description: its own, the site template, the excerpt, or the start of the summary.
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	public static function manga_description( \WP_Post $manga ): string {
		$own      = self::text( (string) get_post_meta( $manga->ID, MetaKeys::META_DESC, true ) );
		$template = '' !== $own ? $own : self::template( 'seo_manga_desc' );
		$filled   = self::fill( $template, array( '%title%' => self::name( $manga ) ) );
		return '' !== $filled ? $filled : self::summary( $manga );
	}

	/**
	 * The manga's excerpt, else the first 165 characters of its summary.
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	private static function summary( \WP_Post $manga ): string {
		$excerpt = self::text( strip_shortcodes( $manga->post_excerpt ) );
		if ( '' !== $excerpt ) {
			return $excerpt;
		}
		$content = self::text( strip_shortcodes( $manga->post_content ) );
		return mb_strlen( $content ) > self::DESCRIPTION_CHARS ? rtrim( mb_substr( $content, 0, self::DESCRIPTION_CHARS ) ) . '…' : $content;
	}

	/**
	 * A chapter's title without the site name (feeds, og:title through the SEO plugins use the page's).
	 *
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter Chapter.
	 */
	public static function chapter_title( \WP_Post $manga, Chapter $chapter ): string {
		$filled = self::fill( self::template( 'seo_chapter_title' ), self::chapter_values( $manga, $chapter, false ) );
		return '' !== $filled ? $filled : self::name( $manga ) . ' - ' . $chapter->title();
	}

	/**
	 * A chapter page's title: the chapter title, then " - {site name}" unless the site switched that off.
	 *
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter Chapter.
	 */
	public static function chapter_page_title( \WP_Post $manga, Chapter $chapter ): string {
		$title = self::chapter_title( $manga, $chapter );
		$site  = self::text( (string) get_bloginfo( 'name' ) );
		return Settings::madara_switch( 'single_manga_seo' ) && '' !== $site ? $title . ' - ' . $site : $title;
	}

	/**
	 * A chapter's description: its own search description, the site template, or manga, chapter and summary.
	 *
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter Chapter.
	 */
	public static function chapter_description( \WP_Post $manga, Chapter $chapter ): string {
		$own = self::text( $chapter->seo );
		if ( '' !== $own ) {
			return $own;
		}
		$template = self::template( 'seo_chapter_desc' );
		$filled   = self::fill( $template, str_contains( $template, '%summary%' ) ? self::chapter_values( $manga, $chapter, true ) : self::chapter_values( $manga, $chapter, false ) );
		if ( '' !== $filled ) {
			return $filled;
		}
		return self::name( $manga ) . '. ' . $chapter->title() . '. ' . self::summary( $manga );
	}

	/**
	 * The current page's title by Madara's rules: the chapter page title, the manga's SEO title ('' when it has
	 * none), '' outside manga pages.
	 */
	public static function title(): string {
		$request = Request::current();
		if ( ! $request ) {
			return '';
		}
		return $request->chapter ? self::chapter_page_title( $request->manga, $request->chapter ) : self::manga_title( $request->manga );
	}

	/**
	 * The current page's description by Madara's rules, '' outside manga pages.
	 */
	public static function description(): string {
		$request = Request::current();
		if ( ! $request ) {
			return '';
		}
		return $request->chapter ? self::chapter_description( $request->manga, $request->chapter ) : self::manga_description( $request->manga );
	}

	/**
	 * The chapter placeholders' values.
	 *
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter Chapter.
	 * @param bool     $summary Whether %summary% is needed (a text chapter's body is read for it).
	 * @return array<string, string>
	 */
	private static function chapter_values( \WP_Post $manga, Chapter $chapter, bool $summary ): array {
		$values = array(
			'%title%'         => self::name( $manga ),
			'%chapter%'       => self::text( $chapter->title() ),
			'%chapter_index%' => (string) $chapter->index,
			'%summary%'       => '',
		);
		if ( $summary ) {
			// A text chapter's own words only where the visitor may read them: a locked (premium, password, adult)
			// chapter's text never reaches a description, a social card or the feed.
			$readable            = 'text' === MetaKeys::chapter_type( $manga->ID ) && Policy::chapter( $manga, $chapter )->allowed();
			$body                = $readable ? ChapterRepository::text( $chapter ) : $manga->post_content;
			$values['%summary%'] = wp_trim_words( self::text( strip_shortcodes( $body ) ), self::SUMMARY_WORDS, '…' );
		}
		return $values;
	}

	/**
	 * A site template (theme option), '' when unset.
	 *
	 * @param string $id Theme option id.
	 */
	private static function template( string $id ): string {
		$value = ThemeOptions::get( $id, '' );
		return is_string( $value ) ? self::text( $value ) : '';
	}

	/**
	 * A template with its placeholders replaced, as plain text ('' stays '').
	 *
	 * @param string                $template Template.
	 * @param array<string, string> $values   Placeholder => value.
	 */
	private static function fill( string $template, array $values ): string {
		return '' === $template ? '' : self::text( strtr( $template, $values ) );
	}

	/**
	 * The manga's name as plain text.
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	private static function name( \WP_Post $manga ): string {
		return self::text( get_the_title( $manga ) );
	}

	/**
	 * Plain text on one line: tags removed, entities decoded, spaces collapsed.
	 *
	 * @param string $html Text or HTML.
	 */
	private static function text( string $html ): string {
		$text = html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}
}
