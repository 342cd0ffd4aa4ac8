<?php
/**
 * The "Manga details" meta box: status, alternative names, type, chapter type, adult flag, title badge and the
 * content warning (WarningField), stored in Madara's meta keys and formats (MADARA.md §1.5).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;

/**
 * Details form and its save_post handler.
 */
final class DetailsBox {

	public const NONCE_FIELD = 'yomu_details_nonce';

	/**
	 * Adds the box to the manga edit screen.
	 */
	public static function add(): void {
		add_meta_box( 'yomu-manga-details', __( 'Manga details', 'yomu-core' ), array( self::class, 'render' ), PostTypes::MANGA, 'normal', 'high' );
	}

	/**
	 * The nonce action for one manga's details form.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function nonce_action( int $manga_id ): string {
		return 'yomu-details|' . $manga_id;
	}

	/**
	 * Prints the box.
	 *
	 * @param \WP_Post $post The manga.
	 */
	public static function render( \WP_Post $post ): void {
		$badge = (string) get_post_meta( $post->ID, MetaKeys::BADGES, true );
		$html  = Template::render(
			'details-box',
			array(
				'nonce_field'      => self::NONCE_FIELD,
				'nonce_action'     => self::nonce_action( $post->ID ),
				'status'           => (string) get_post_meta( $post->ID, MetaKeys::STATUS, true ),
				'alternative'      => (string) get_post_meta( $post->ID, MetaKeys::ALTERNATIVE, true ),
				'type'             => (string) get_post_meta( $post->ID, MetaKeys::TYPE, true ),
				'chapter_type'     => MetaKeys::chapter_type( $post->ID ),
				'chapter_type_set' => ! self::chapter_type_editable( $post->ID ),
				'adult'            => MetaKeys::is_adult( $post->ID ),
				'badge'            => '' === $badge ? 'no' : $badge,
				'custom_badge'     => (string) get_post_meta( $post->ID, MetaKeys::CUSTOM_BADGES, true ),
				'statuses'         => Labels::statuses(),
				'chapter_types'    => Labels::chapter_types(),
				'badges'           => Labels::badges(),
				'type_suggestions' => Labels::type_suggestions(),
			)
		);
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
		echo \Yomu\Core\Reader\MangaDefaultsField::html( $post->ID ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the field.
		echo WarningField::manga_html( $post->ID ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the field.
	}

	/**
	 * Madara sets the chapter type once: it can change only while the manga has no chapters.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function chapter_type_editable( int $manga_id ): bool {
		return array() === ChapterRepository::with_scheduled( $manga_id );
	}

	/**
	 * Saves the box (save_post_wp-manga). Ignores autosaves, revisions, requests without this box's nonce
	 * and users who cannot edit this manga. Invalid values leave the stored value as it was.
	 *
	 * @param int $post_id Manga post ID.
	 */
	public static function save( int $post_id ): void {
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_autosave( $post_id ) || wp_is_post_revision( $post_id ) ) {
			return;
		}
		$nonce = isset( $_POST[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::nonce_action( $post_id ) ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		self::apply( $post_id, wp_unslash( $_POST ) );
	}

	/**
	 * Writes the submitted details (already authorized).
	 *
	 * @param int                  $post_id Manga post ID.
	 * @param array<string, mixed> $input   Unslashed form fields.
	 */
	public static function apply( int $post_id, array $input ): void {
		$text = static fn ( string $key ): ?string => isset( $input[ $key ] ) && is_string( $input[ $key ] ) ? sanitize_text_field( $input[ $key ] ) : null;

		$status = $text( 'yomu_status' );
		if ( null !== $status && in_array( $status, PostTypes::STATUSES, true ) ) {
			update_post_meta( $post_id, MetaKeys::STATUS, $status );
		}
		foreach ( array(
			'yomu_alternative' => MetaKeys::ALTERNATIVE,
			'yomu_type'        => MetaKeys::TYPE,
		) as $field => $key ) {
			$value = $text( $field );
			if ( null !== $value ) {
				update_post_meta( $post_id, $key, $value );
			}
		}

		$chapter_type = $text( 'yomu_chapter_type' );
		if ( null !== $chapter_type && in_array( $chapter_type, PostTypes::CHAPTER_TYPES, true ) && self::chapter_type_editable( $post_id ) ) {
			update_post_meta( $post_id, MetaKeys::CHAPTER_TYPE, $chapter_type );
		}

		// Madara's theme checkbox stores array('yes') serialized when checked and '' when not.
		update_post_meta( $post_id, MetaKeys::ADULT, isset( $input['yomu_adult'] ) && 'yes' === $input['yomu_adult'] ? array( 'yes' ) : '' );

		$badge = $text( 'yomu_badge' );
		if ( null !== $badge && isset( Labels::badges()[ $badge ] ) ) {
			update_post_meta( $post_id, MetaKeys::BADGES, $badge );
		}
		$custom = $text( 'yomu_custom_badge' );
		if ( null !== $custom ) {
			update_post_meta( $post_id, MetaKeys::CUSTOM_BADGES, $custom );
		}
		\Yomu\Core\Reader\MangaDefaultsField::save( $post_id, $input );
		WarningField::save_manga( $post_id, $input );
	}
}
