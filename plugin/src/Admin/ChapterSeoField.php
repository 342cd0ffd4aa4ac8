<?php
/**
 * "Search description" in the chapter panel: the chapter row's `chapter_seo` column, the description search engines
 * and the SEO plugins get for that chapter page (Seo\PageMeta), plain text of at most 1,000 characters (the column's
 * size). It posts its own admin action, `yomu_chapter_seo`, so Guard checks the sign-in, the right to edit that manga
 * and the nonce made for it, as for every chapter action.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Schema;

/**
 * The field and its save.
 */
final class ChapterSeoField {

	public const ACTION = 'yomu_chapter_seo';
	public const FIELD  = 'chapter_seo';
	public const MAX    = 1000;

	/**
	 * Hooks the field, its action and the action's admin-post entry points.
	 */
	public static function register(): void {
		ChapterPanelAction::register( self::ACTION, array( self::class, 'render' ), array( self::class, 'save' ), 25 );
	}

	/**
	 * Prints the field and its button in the chapter panel.
	 *
	 * @param mixed $chapter The chapter being edited.
	 */
	public static function render( $chapter ): void {
		if ( ! $chapter instanceof Chapter ) {
			return;
		}
		$form = Forms::add( self::ACTION, $chapter->manga_id, array( 'chapter_id' => $chapter->id ) );
		printf(
			'<div class="yomu-seo-field"><p><label for="yomu-chapter-seo">%1$s</label><textarea id="yomu-chapter-seo" name="%2$s" rows="2" class="large-text" maxlength="%3$d" form="%4$s" aria-describedby="yomu-chapter-seo-help">%5$s</textarea><span id="yomu-chapter-seo-help" class="description">%6$s</span></p><p><button type="submit" class="button" form="%4$s">%7$s</button></p></div>',
			esc_html__( 'Search description', 'yomu-core' ),
			esc_attr( self::FIELD ),
			(int) self::MAX,
			esc_attr( $form ),
			esc_textarea( $chapter->seo ),
			esc_html__( 'What search engines show under this chapter. Empty: the site\'s chapter description template applies.', 'yomu-core' ),
			esc_html__( 'Save search description', 'yomu-core' )
		);
	}

	/**
	 * Saves the search description of the chapter named in the request (Guard has authorized it).
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function save( int $manga_id, array $request ) {
		global $wpdb;
		$chapter = ChapterRepository::find( Targets::id( $request['chapter_id'] ?? '' ) );
		if ( ! $chapter || $chapter->manga_id !== $manga_id ) {
			return new \WP_Error( 'yomu_not_found', __( 'This chapter does not exist.', 'yomu-core' ) );
		}
		$text = isset( $request[ self::FIELD ] ) && is_string( $request[ self::FIELD ] ) ? sanitize_textarea_field( $request[ self::FIELD ] ) : '';
		$text = trim( mb_substr( $text, 0, self::MAX ) );
		if ( $text !== $chapter->seo ) {
			$saved = $wpdb->update( Schema::tables()['chapters'], array( 'chapter_seo' => $text ), array( 'chapter_id' => $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			if ( false === $saved ) {
				return new \WP_Error( 'yomu_failed', __( 'The change could not be saved.', 'yomu-core' ) );
			}
			Cache::bump( $manga_id, $chapter ); // The chapter page's cached copies go.
		}
		return __( 'Search description saved.', 'yomu-core' );
	}
}
