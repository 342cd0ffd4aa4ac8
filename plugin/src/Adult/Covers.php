<?php
/**
 * Marks the cover images of adult manga with the class `adult-cover`, wherever they are printed (cards,
 * sliders, the information page), so the stylesheet can blur them until the visitor confirms their age.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Adult;

use Yomu\Core\Content\MetaKeys;

/**
 * The set of adult covers, read once per request.
 */
final class Covers {

	/**
	 * Attachment IDs of adult manga covers.
	 *
	 * @var array<int, true>|null
	 */
	private static ?array $adult = null;

	/**
	 * Filter wp_get_attachment_image_attributes.
	 *
	 * @param mixed $attr       Image attributes.
	 * @param mixed $attachment Attachment post.
	 * @return mixed
	 */
	public static function mark( $attr, $attachment ) {
		if ( is_admin() || ! is_array( $attr ) || ! $attachment instanceof \WP_Post || ! isset( self::adult()[ $attachment->ID ] ) ) {
			return $attr;
		}
		$attr['class'] = trim( ( isset( $attr['class'] ) && is_string( $attr['class'] ) ? $attr['class'] : '' ) . ' adult-cover' );
		return $attr;
	}

	/**
	 * Thumbnail IDs of manga marked adult (one query per request).
	 *
	 * @return array<int, true>
	 */
	public static function adult(): array {
		if ( null === self::$adult ) {
			global $wpdb;
			$ids         = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				$wpdb->prepare(
					"SELECT t.meta_value FROM {$wpdb->postmeta} t INNER JOIN {$wpdb->postmeta} a ON a.post_id = t.post_id
					WHERE t.meta_key = '_thumbnail_id' AND a.meta_key = %s AND a.meta_value LIKE %s",
					MetaKeys::ADULT,
					'%' . $wpdb->esc_like( 'yes' ) . '%'
				)
			);
			self::$adult = array();
			foreach ( (array) $ids as $id ) {
				self::$adult[ (int) $id ] = true;
			}
		}
		return self::$adult;
	}
}
