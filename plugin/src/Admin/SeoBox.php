<?php
/**
 * The "SEO" box of the manga editor: Madara's per-manga `manga_meta_title` and `manga_meta_desc`, the title and
 * description of the manga page for search engines and social sites (Seo\PageMeta), which the SEO plugins take as
 * their defaults. Saved with the post after this box's nonce and the edit_post check, as plain text.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;

/**
 * The box and its save_post handler.
 */
final class SeoBox {

	public const NONCE_FIELD = 'yomu_seo_nonce';
	public const TITLE_FIELD = 'yomu_meta_title';
	public const DESC_FIELD  = 'yomu_meta_desc';

	/**
	 * Hooks the box and its save.
	 */
	public static function register(): void {
		add_action( 'add_meta_boxes_' . PostTypes::MANGA, array( self::class, 'add' ) );
		add_action( 'save_post_' . PostTypes::MANGA, array( self::class, 'save' ) );
	}

	/**
	 * Adds the box to the manga edit screen.
	 */
	public static function add(): void {
		add_meta_box( 'yomu-manga-seo', __( 'SEO', 'yomu-core' ), array( self::class, 'render' ), PostTypes::MANGA, 'normal', 'default' );
	}

	/**
	 * The nonce action for one manga's box.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function nonce_action( int $manga_id ): string {
		return 'yomu-seo|' . $manga_id;
	}

	/**
	 * Prints the box.
	 *
	 * @param \WP_Post $post The manga.
	 */
	public static function render( \WP_Post $post ): void {
		wp_nonce_field( self::nonce_action( $post->ID ), self::NONCE_FIELD );
		printf(
			'<p><label for="yomu-meta-title">%1$s</label><input type="text" id="yomu-meta-title" name="%2$s" value="%3$s" class="large-text" aria-describedby="yomu-meta-help"></p><p><label for="yomu-meta-desc">%4$s</label><textarea id="yomu-meta-desc" name="%5$s" rows="3" class="large-text" aria-describedby="yomu-meta-help">%6$s</textarea></p><p id="yomu-meta-help" class="description">%7$s</p>',
			esc_html__( 'Meta title', 'yomu-core' ),
			esc_attr( self::TITLE_FIELD ),
			esc_attr( (string) get_post_meta( $post->ID, MetaKeys::META_TITLE, true ) ),
			esc_html__( 'Meta description', 'yomu-core' ),
			esc_attr( self::DESC_FIELD ),
			esc_textarea( (string) get_post_meta( $post->ID, MetaKeys::META_DESC, true ) ),
			/* translators: %title% is a placeholder the owner types as is; keep it untranslated. */
			esc_html__( 'What search engines and social sites show for this manga; %title% is replaced by its title. Empty: the site\'s templates apply, else the title and the summary. An SEO plugin\'s own fields for this manga come first.', 'yomu-core' )
		);
	}

	/**
	 * Saves the box (save_post_wp-manga). Ignores autosaves, revisions, requests without this box's nonce and users
	 * who cannot edit this manga. An empty field removes the value.
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
		$fields = array(
			self::TITLE_FIELD => array( MetaKeys::META_TITLE, 'sanitize_text_field' ),
			self::DESC_FIELD  => array( MetaKeys::META_DESC, 'sanitize_textarea_field' ),
		);
		foreach ( $fields as $field => list( $key, $sanitize ) ) {
			if ( ! isset( $_POST[ $field ] ) || ! is_string( $_POST[ $field ] ) ) {
				continue;
			}
			$value = trim( $sanitize( wp_unslash( $_POST[ $field ] ) ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitized by $sanitize.
			if ( '' === $value ) {
				delete_post_meta( $post_id, $key );
			} else {
				update_post_meta( $post_id, $key, wp_slash( $value ) );
			}
		}
	}
}
