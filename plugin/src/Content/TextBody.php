<?php
/**
 * The chapter_text_content post that holds a text or video chapter's body: post_parent = chapter_id,
 * post_title = "{chapter_id}-{chapter_slug}", status publish (MADARA.md §1.1, §1.4).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Text body posts.
 */
final class TextBody {

	/**
	 * IDs of a chapter's body posts.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @return int[]
	 */
	public static function post_ids( int $chapter_id ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'        => PostTypes::TEXT_CONTENT,
					'post_parent'      => $chapter_id,
					'post_status'      => 'any',
					'numberposts'      => -1,
					'orderby'          => 'ID',
					'order'            => 'ASC',
					'fields'           => 'ids',
					'suppress_filters' => true,
				)
			)
		);
	}

	/**
	 * Creates or updates the body post. The HTML must already be clean (wp_kses_post or VideoEmbed):
	 * WordPress's own save-time kses is bypassed here because it would strip a video iframe for authors
	 * without unfiltered_html.
	 *
	 * @param int    $chapter_id Chapter ID.
	 * @param string $slug       Chapter slug.
	 * @param string $html       Clean HTML.
	 * @return int|\WP_Error The post ID.
	 */
	public static function save( int $chapter_id, string $slug, string $html ) {
		$existing = self::post_ids( $chapter_id );
		$postarr  = array(
			'post_type'    => PostTypes::TEXT_CONTENT,
			'post_parent'  => $chapter_id,
			'post_title'   => (string) wp_slash( $chapter_id . '-' . $slug ),
			'post_status'  => 'publish',
			'post_content' => (string) wp_slash( $html ),
		);
		if ( $existing ) {
			$postarr['ID'] = $existing[0];
		}
		$filtered = false !== has_filter( 'content_save_pre', 'wp_filter_post_kses' );
		if ( $filtered ) {
			kses_remove_filters();
		}
		$id = wp_insert_post( $postarr, true );
		if ( $filtered ) {
			kses_init_filters();
		}
		if ( is_wp_error( $id ) ) {
			return new \WP_Error( 'yomu_chapter_text', __( 'The chapter text could not be saved.', 'yomu-core' ) );
		}
		return (int) $id;
	}

	/**
	 * Renames the body posts after a slug change.
	 *
	 * @param int    $chapter_id Chapter ID.
	 * @param string $slug       New chapter slug.
	 */
	public static function retitle( int $chapter_id, string $slug ): void {
		global $wpdb;
		foreach ( self::post_ids( $chapter_id ) as $post_id ) {
			$wpdb->update( $wpdb->posts, array( 'post_title' => $chapter_id . '-' . $slug ), array( 'ID' => $post_id ), array( '%s' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a title only; wp_update_post would re-filter the content.
			clean_post_cache( $post_id );
		}
	}

	/**
	 * Deletes the body posts.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function delete( int $chapter_id ): void {
		foreach ( self::post_ids( $chapter_id ) as $post_id ) {
			wp_delete_post( $post_id, true );
		}
	}
}
