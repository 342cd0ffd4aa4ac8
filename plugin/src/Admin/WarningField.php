<?php
/**
 * The content warning fields of the manga editor (Reader\Warning shows them before a chapter):
 * - "Content warning" in the details box, the manga's `_wp_manga_chapters_warning`, saved with the box after its
 *   nonce and edit_post checks (DetailsBox::save);
 * - "Chapter warning" in the chapter panel, the row's `chapter_warning`, which replaces the manga's for that
 *   chapter. It posts its own admin action, `yomu_chapter_warning`, so Guard checks the sign-in, the right to edit
 *   that manga and the nonce made for it, as for every chapter action.
 * Both take the HTML a post may hold (wp_kses_post).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Warnings;

/**
 * The two fields and their saves.
 */
final class WarningField {

	public const ACTION = 'yomu_chapter_warning';

	/** The details box's field name. */
	public const MANGA_FIELD = 'yomu_chapters_warning';

	/** The chapter forms' field name (here and on the front-end edit form). */
	public const CHAPTER_FIELD = 'chapter_warning';

	/**
	 * Hooks the chapter field, its action and the action's admin-post entry points.
	 */
	public static function register(): void {
		ChapterPanelAction::register( self::ACTION, array( self::class, 'render_chapter' ), array( self::class, 'save_chapter' ), 20 );
	}

	/**
	 * The manga's field, for the details box.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function manga_html( int $manga_id ): string {
		$value = get_post_meta( $manga_id, MetaKeys::WARNING, true );
		return sprintf(
			'<p class="yomu-warning-field"><label for="yomu-chapters-warning">%1$s</label><textarea id="yomu-chapters-warning" name="%2$s" rows="3" class="large-text" aria-describedby="yomu-chapters-warning-help">%3$s</textarea><span id="yomu-chapters-warning-help" class="description">%4$s</span></p>',
			esc_html__( 'Content warning', 'yomu-core' ),
			esc_attr( self::MANGA_FIELD ),
			esc_textarea( is_string( $value ) ? $value : '' ),
			esc_html__( 'Shown before every chapter until the reader acknowledges it; a chapter\'s own warning replaces it. Basic HTML is allowed.', 'yomu-core' )
		);
	}

	/**
	 * Saves the manga's field when the details form sent it (already authorized).
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $input    Unslashed form fields.
	 */
	public static function save_manga( int $manga_id, array $input ): void {
		if ( isset( $input[ self::MANGA_FIELD ] ) && is_string( $input[ self::MANGA_FIELD ] ) ) {
			Warnings::save_for_manga( $manga_id, $input[ self::MANGA_FIELD ] );
		}
	}

	/**
	 * Prints the chapter's field and its button in the chapter panel.
	 *
	 * @param mixed $chapter The chapter being edited.
	 */
	public static function render_chapter( $chapter ): void {
		if ( ! $chapter instanceof Chapter ) {
			return;
		}
		$form = Forms::add( self::ACTION, $chapter->manga_id, array( 'chapter_id' => $chapter->id ) );
		printf(
			'<div class="yomu-warning-field"><p><label for="yomu-chapter-warning">%1$s</label><textarea id="yomu-chapter-warning" name="%2$s" rows="3" class="large-text" form="%3$s" aria-describedby="yomu-chapter-warning-help">%4$s</textarea><span id="yomu-chapter-warning-help" class="description">%5$s</span></p><p><button type="submit" class="button" form="%3$s">%6$s</button></p></div>',
			esc_html__( 'Chapter warning', 'yomu-core' ),
			esc_attr( self::CHAPTER_FIELD ),
			esc_attr( $form ),
			esc_textarea( $chapter->warning ),
			esc_html__( 'Empty: the manga\'s content warning applies. Basic HTML is allowed.', 'yomu-core' ),
			esc_html__( 'Save warning', 'yomu-core' )
		);
	}

	/**
	 * Saves the warning of the chapter named in the request (Guard has authorized it).
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function save_chapter( int $manga_id, array $request ) {
		$chapter = ChapterRepository::find( Targets::id( $request['chapter_id'] ?? '' ) );
		if ( ! $chapter || $chapter->manga_id !== $manga_id ) {
			return new \WP_Error( 'yomu_not_found', __( 'This chapter does not exist.', 'yomu-core' ) );
		}
		$html = isset( $request[ self::CHAPTER_FIELD ] ) && is_string( $request[ self::CHAPTER_FIELD ] ) ? $request[ self::CHAPTER_FIELD ] : '';
		if ( ! Warnings::save_for_chapter( $chapter, $html ) ) {
			return new \WP_Error( 'yomu_failed', __( 'The change could not be saved.', 'yomu-core' ) );
		}
		return __( 'Chapter warning saved.', 'yomu-core' );
	}
}
