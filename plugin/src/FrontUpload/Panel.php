<?php
/**
 * The front-end chapter forms, printed only for users the Access rule allows: "Upload a chapter" under the
 * manga's chapter list and "Edit chapter" under a chapter. They post to admin-post.php and work without
 * JavaScript; the chapter-upload island sends them with a progress bar instead.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\FrontUpload;

use Yomu\Bridge\Island;
use Yomu\Core\Admin\VideoServerFields;
use Yomu\Core\Admin\WarningField;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Premium\PriceEditors;
use Yomu\Core\Premium\PriceField;
use Yomu\Core\Premium\Prices;
use Yomu\Core\Routing\Request;

/**
 * Form rendering.
 */
final class Panel {

	/**
	 * Prints the upload form on the manga page.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function print_for_manga( $manga_id ): void {
		$manga_id = (int) $manga_id;
		if ( ! Access::can_manage( $manga_id ) ) {
			return;
		}
		$kinds = self::kinds( $manga_id );
		if ( ! $kinds ) {
			return;
		}
		$html  = '<section id="yomu-chapter-upload" class="yomu-upload container" aria-labelledby="yomu-upload-title">';
		$html .= '<h2 id="yomu-upload-title" class="manga-section-title">' . esc_html__( 'Upload a chapter', 'yomu-core' ) . '</h2>';
		$html .= Notice::take();
		$html .= self::form_open( Endpoint::CREATE, 'create', $manga_id, array( 'manga_id' => $manga_id ) );
		if ( count( $kinds ) > 1 ) {
			$html .= '<fieldset class="yomu-upload__kind"><legend>' . esc_html__( 'Chapter type', 'yomu-core' ) . '</legend>'
				. '<label><input type="radio" name="chapter_kind" value="images" checked> ' . esc_html__( 'Images', 'yomu-core' ) . '</label> '
				. '<label><input type="radio" name="chapter_kind" value="text"> ' . esc_html__( 'Text', 'yomu-core' ) . '</label></fieldset>';
		} else {
			$html .= '<input type="hidden" name="chapter_kind" value="' . esc_attr( $kinds[0] ) . '">';
		}
		$html .= self::name_fields( $manga_id, null );
		$html .= self::price_field( $manga_id, null );
		if ( in_array( 'images', $kinds, true ) ) {
			$html .= '<div class="yomu-upload__images" data-kind="images">'
				. self::file_field( 'yomu-images', 'yomu_images[]', __( 'Page images (ordered by file name)', 'yomu-core' ), 'image/jpeg,image/png,image/gif,image/webp,image/bmp', true )
				. self::file_field( 'yomu-zip', 'yomu_zip', __( 'Or one ZIP file of the images', 'yomu-core' ), '.zip,application/zip', false )
				. '</div>';
		}
		if ( in_array( 'video', $kinds, true ) ) {
			$html .= VideoServerFields::render( '', 'yomu-new' );
		}
		if ( in_array( 'text', $kinds, true ) ) {
			$html .= '<p class="yomu-upload__text" data-kind="text"><label for="yomu-text">' . esc_html__( 'Chapter text', 'yomu-core' ) . '</label>'
				. '<textarea id="yomu-text" name="yomu_text" rows="8"></textarea></p>';
		}
		$html .= self::file_field( 'yomu-thumbnail', 'chapter-thumbnail', __( 'Chapter thumbnail (optional)', 'yomu-core' ), 'image/jpeg,image/png,image/gif,image/webp', false );
		$html .= self::form_close( __( 'Upload chapter', 'yomu-core' ) );
		$html .= '</section>';
		echo self::island( $html, array( 'nextIndex' => self::next_index( $manga_id ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	}

	/**
	 * The index a new chapter of this manga takes by default: one past the highest place in the reading order
	 * (1 for the first chapter), so an upload lands at the head of the list. The place is what the list sorts by:
	 * on Madara data every index is 0 and chapters sort by the number in their names, so "Bölüm 12" counts as 12.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function next_index( int $manga_id ): int {
		$highest = 0;
		foreach ( ChapterRepository::with_scheduled( $manga_id ) as $chapter ) {
			$highest = max( $highest, (int) floor( ChapterRepository::sort_value( $chapter ) ) );
		}
		return $highest + 1;
	}

	/**
	 * Prints the edit form under a chapter.
	 *
	 * @param Request|null $request The reading request.
	 */
	public static function print_for_chapter( $request ): void {
		if ( ! $request instanceof Request || null === $request->chapter || ! Access::can_manage( $request->manga->ID ) ) {
			return;
		}
		$chapter  = $request->chapter;
		$manga_id = $chapter->manga_id;
		$type     = MetaKeys::chapter_type( $manga_id );
		$notice   = Notice::take();
		$html     = '<details id="yomu-chapter-edit" class="yomu-upload yomu-upload--edit container"' . ( '' !== $notice ? ' open' : '' ) . '>';
		$html    .= '<summary>' . esc_html__( 'Edit chapter', 'yomu-core' ) . '</summary>' . $notice;
		$html    .= self::form_open( Endpoint::UPDATE, 'update', $manga_id, array( 'chapter_id' => $chapter->id ) );
		$html    .= self::name_fields( $manga_id, $chapter );
		$html    .= self::price_field( $manga_id, $chapter );
		if ( 'manga' === $type ) {
			$html .= '<fieldset class="yomu-upload__pages"><legend>' . esc_html__( 'Pages', 'yomu-core' ) . '</legend>'
				. '<label><input type="radio" name="pages_mode" value="add" checked> ' . esc_html__( 'Add after the current pages', 'yomu-core' ) . '</label> '
				. '<label><input type="radio" name="pages_mode" value="replace"> ' . esc_html__( 'Replace all pages', 'yomu-core' ) . '</label>'
				. self::file_field( 'yomu-edit-images', 'yomu_images[]', __( 'Page images (ordered by file name)', 'yomu-core' ), 'image/jpeg,image/png,image/gif,image/webp,image/bmp', true )
				. self::file_field( 'yomu-edit-zip', 'yomu_zip', __( 'Or one ZIP file of the images', 'yomu-core' ), '.zip,application/zip', false )
				. '</fieldset>';
		} elseif ( 'text' === $type ) {
			$html .= '<p><label for="yomu-edit-text">' . esc_html__( 'Chapter text', 'yomu-core' ) . '</label>'
				. '<textarea id="yomu-edit-text" name="yomu_text" rows="8">' . esc_textarea( ChapterRepository::text( $chapter ) ) . '</textarea></p>';
		} elseif ( 'video' === $type ) {
			$html .= VideoServerFields::render( '', 'yomu-edit', ChapterRepository::text( $chapter ) );
		}
		$html     .= '<p class="yomu-upload__warning"><label for="yomu-edit-warning">' . esc_html__( 'Chapter warning', 'yomu-core' ) . '</label>'
			. '<textarea id="yomu-edit-warning" name="' . esc_attr( WarningField::CHAPTER_FIELD ) . '" rows="3" aria-describedby="yomu-edit-warning-help">' . esc_textarea( $chapter->warning ) . '</textarea>'
			. '<span class="yomu-upload__help" id="yomu-edit-warning-help">' . esc_html__( 'Empty: the manga\'s content warning applies. Basic HTML is allowed.', 'yomu-core' ) . '</span></p>';
		$thumbnail = Thumbnail::url( $chapter );
		$html     .= '<div class="yomu-upload__thumbnail">';
		$html     .= '' !== $thumbnail
			? '<img class="yomu-upload__current-thumbnail" src="' . esc_url( $thumbnail ) . '" alt="' . esc_attr__( 'Current chapter thumbnail', 'yomu-core' ) . '" width="96" loading="lazy">'
			: '<p class="yomu-upload__no-thumbnail">' . esc_html__( 'This chapter has no thumbnail yet.', 'yomu-core' ) . '</p>';
		$html     .= self::file_field( 'yomu-edit-thumbnail', 'chapter-thumbnail', __( 'New chapter thumbnail', 'yomu-core' ), 'image/jpeg,image/png,image/gif,image/webp', false );
		$html     .= '</div>';
		$html     .= self::form_close( __( 'Save chapter', 'yomu-core' ) );
		$html     .= '</details>';
		echo self::island( $html ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	}

	/**
	 * The kinds of chapter the manga can take: a manga holds one kind (ChapterWriter); video only on a manga
	 * whose chapter type is already video (set in wp-admin).
	 *
	 * @param int $manga_id Manga post ID.
	 * @return string[] images and/or text, or video.
	 */
	private static function kinds( int $manga_id ): array {
		$stored = (string) get_post_meta( $manga_id, MetaKeys::CHAPTER_TYPE, true );
		if ( 'text' === $stored || 'video' === $stored ) {
			return array( $stored );
		}
		return '' === $stored && array() === ChapterRepository::with_scheduled( $manga_id ) ? array( 'images', 'text' ) : array( 'images' );
	}

	/**
	 * The form's opening tag and hidden fields.
	 *
	 * @param string             $action   Action name.
	 * @param string             $kind     create or update (nonce).
	 * @param int                $manga_id Manga post ID.
	 * @param array<string, int> $hidden   More hidden fields.
	 */
	private static function form_open( string $action, string $kind, int $manga_id, array $hidden ): string {
		$html  = '<form class="yomu-upload__form" method="post" enctype="multipart/form-data" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		$html .= '<input type="hidden" name="action" value="' . esc_attr( $action ) . '">';
		$html .= '<input type="hidden" name="' . esc_attr( Access::NONCE_FIELD ) . '" value="' . esc_attr( wp_create_nonce( Access::nonce_action( $kind, $manga_id ) ) ) . '">';
		foreach ( $hidden as $name => $value ) {
			$html .= '<input type="hidden" name="' . esc_attr( $name ) . '" value="' . esc_attr( (string) $value ) . '">';
		}
		return $html;
	}

	/**
	 * The progress bar, the status line, the submit button and the closing tag.
	 *
	 * @param string $label Button label.
	 */
	private static function form_close( string $label ): string {
		return '<progress class="yomu-upload__progress" max="100" value="0" hidden></progress>'
			. '<p class="yomu-upload__status" role="status" aria-live="polite"></p>'
			. '<p><button type="submit" class="button yomu-upload__submit">' . esc_html( $label ) . '</button></p></form>';
	}

	/**
	 * Name, subtitle, index and volume, filled from the chapter when editing.
	 *
	 * @param int          $manga_id Manga post ID.
	 * @param Chapter|null $chapter  Chapter being edited.
	 */
	private static function name_fields( int $manga_id, ?Chapter $chapter ): string {
		$prefix  = null !== $chapter ? 'yomu-edit-' : 'yomu-';
		$html    = '<div class="yomu-upload__fields">';
		$html   .= self::text_field( $prefix . 'name', 'chapter_name', __( 'Chapter name', 'yomu-core' ), null !== $chapter ? $chapter->name : '', true );
		$html   .= self::text_field( $prefix . 'extend', 'chapter_name_extend', __( 'Subtitle', 'yomu-core' ), null !== $chapter ? $chapter->name_extend : '', false );
		$html   .= '<p><label for="' . esc_attr( $prefix . 'index' ) . '">' . esc_html__( 'Index', 'yomu-core' ) . '</label>'
			. '<input type="number" step="1" id="' . esc_attr( $prefix . 'index' ) . '" name="chapter_index" value="' . esc_attr( (string) ( null !== $chapter ? $chapter->index : self::next_index( $manga_id ) ) ) . '"></p>';
		$current = null !== $chapter ? $chapter->volume_id : 0;
		$options = '<option value="0">' . esc_html__( 'No volume', 'yomu-core' ) . '</option>';
		foreach ( ChapterRepository::volumes( $manga_id ) as $volume ) {
			$options .= '<option value="' . esc_attr( (string) $volume->id ) . '"' . selected( $current, $volume->id, false ) . '>' . esc_html( $volume->name ) . '</option>';
		}
		$html .= '<p><label for="' . esc_attr( $prefix . 'volume' ) . '">' . esc_html__( 'Volume', 'yomu-core' ) . '</label><select id="' . esc_attr( $prefix . 'volume' ) . '" name="volume_id">' . $options . '</select></p>';
		return $html . '</div>';
	}

	/**
	 * The "Price (points)" field, for users who may set prices (PriceEditors); '' for the others.
	 *
	 * @param int          $manga_id Manga post ID.
	 * @param Chapter|null $chapter  Chapter being edited.
	 */
	private static function price_field( int $manga_id, ?Chapter $chapter ): string {
		if ( ! PriceEditors::may_price( $manga_id ) ) {
			return '';
		}
		$id    = null !== $chapter ? 'yomu-edit-coin' : 'yomu-coin';
		$value = null !== $chapter ? PriceField::value( Prices::own( $chapter ) ) : '';
		return '<p class="yomu-upload__price"><label for="' . esc_attr( $id ) . '">' . esc_html__( 'Price (points)', 'yomu-core' ) . '</label>'
			. '<input type="number" min="0" step="1" id="' . esc_attr( $id ) . '" name="' . esc_attr( PriceField::NAME ) . '" value="' . esc_attr( $value ) . '" aria-describedby="' . esc_attr( $id . '-help' ) . '">'
			. '<span class="yomu-upload__help" id="' . esc_attr( $id . '-help' ) . '">' . esc_html( PriceField::help() ) . '</span></p>';
	}

	/**
	 * A labelled text input.
	 *
	 * @param string $id       Element ID.
	 * @param string $name     Field name.
	 * @param string $label    Label.
	 * @param string $value    Value.
	 * @param bool   $required Whether it is required.
	 */
	private static function text_field( string $id, string $name, string $label, string $value, bool $required ): string {
		return '<p><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label><input type="text" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '"' . ( $required ? ' required' : '' ) . '></p>';
	}

	/**
	 * A labelled file input.
	 *
	 * @param string $id       Element ID.
	 * @param string $name     Field name.
	 * @param string $label    Label.
	 * @param string $accept   accept attribute.
	 * @param bool   $multiple Whether several files may be chosen.
	 */
	private static function file_field( string $id, string $name, string $label, string $accept, bool $multiple ): string {
		return '<p class="yomu-upload__file"><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label><input type="file" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" accept="' . esc_attr( $accept ) . '"' . ( $multiple ? ' multiple' : '' ) . '></p>';
	}

	/**
	 * Wraps a form in the upload island (plain HTML when the theme's bridge is absent).
	 *
	 * @param string               $html  Form HTML.
	 * @param array<string, mixed> $props Island props.
	 */
	private static function island( string $html, array $props = array() ): string {
		return class_exists( Island::class ) ? Island::render( 'chapter-upload', $props, $html, 'visible' ) : $html;
	}
}
