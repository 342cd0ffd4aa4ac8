<?php
/**
 * Marks the cover images of adult manga with the class `adult-cover`, wherever they are printed (cards,
 * sliders, the information page), so the stylesheet can blur them until the visitor confirms their age.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Adult;

use Yomu\Core\Content\MadaraQueries;

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
			$ids         = MadaraQueries::adult_cover_ids();
			self::$adult = array();
			foreach ( $ids as $id ) {
				self::$adult[ $id ] = true;
			}
		}
		return self::$adult;
	}
}
