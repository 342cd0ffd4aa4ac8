<?php
/**
 * Finds the published posts, pages and reusable blocks whose content uses one of Madara's shortcodes or Gutenberg
 * blocks. One query per batch of BATCH posts, by ID, on the type and status index with a LIKE per tag; WordPress's
 * own shortcode pattern then tells `[manga_listing …]` from `[manga_listing_x]` and from the escaped
 * `[[manga_listing]]`. At most LIMIT posts are read. Read-only.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * The scan.
 */
final class ShortcodeScan {

	public const TYPES = array( 'post', 'page', 'wp_block' );

	private const BATCH = 200;

	public const LIMIT = 20000;

	/**
	 * Post ids per tag and per block name, in ID order.
	 *
	 * @param string[] $tags  Shortcode tags.
	 * @param int      $limit Most posts read.
	 * @return array{tags: array<string, int[]>, blocks: array<string, int[]>, scanned: int, complete: bool}
	 */
	public static function run( array $tags, int $limit = self::LIMIT ): array {
		global $wpdb;
		$likes = array();
		foreach ( $tags as $tag ) {
			$likes[] = '%' . $wpdb->esc_like( '[' . $tag ) . '%';
		}
		$likes[] = '%' . $wpdb->esc_like( '<!-- wp:wp-manga/' ) . '%';
		$types   = implode( ', ', array_fill( 0, count( self::TYPES ), '%s' ) );
		$match   = implode( ' OR ', array_fill( 0, count( $likes ), 'post_content LIKE %s' ) );
		$sql     = "SELECT ID, post_content FROM {$wpdb->posts} WHERE post_type IN ($types) AND post_status = 'publish' AND ID > %d AND ($match) ORDER BY ID LIMIT %d";
		$pattern = '/' . get_shortcode_regex( $tags ) . '/';
		$found   = array(
			'tags'     => array(),
			'blocks'   => array(),
			'scanned'  => 0,
			'complete' => true,
		);
		$after   = 0;
		do {
			$batch = min( self::BATCH, $limit - $found['scanned'] );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- placeholders only, built above.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( $sql, array_merge( self::TYPES, array( $after ), $likes, array( $batch ) ) ) );
			foreach ( $rows as $row ) {
				$after = (int) $row->ID;
				++$found['scanned'];
				foreach ( self::tags_in( (string) $row->post_content, $pattern ) as $tag ) {
					$found['tags'][ $tag ][] = $after;
				}
				foreach ( self::blocks_in( (string) $row->post_content ) as $block ) {
					$found['blocks'][ $block ][] = $after;
				}
			}
			$more = count( $rows ) === $batch;
		} while ( $more && $found['scanned'] < $limit );
		$found['complete'] = ! $more;
		return $found;
	}

	/**
	 * The tags a text uses, once each (escaped ones left out).
	 *
	 * @param string $content Post content.
	 * @param string $pattern get_shortcode_regex() of the tags, delimited.
	 * @return string[]
	 */
	public static function tags_in( string $content, string $pattern ): array {
		if ( ! preg_match_all( $pattern, $content, $matches, PREG_SET_ORDER ) ) {
			return array();
		}
		$tags = array();
		foreach ( $matches as $match ) {
			if ( '[' !== $match[1] || ']' !== $match[6] ) {
				$tags[ $match[2] ] = true;
			}
		}
		return array_map( 'strval', array_keys( $tags ) );
	}

	/**
	 * The wp-manga/… block names a text uses, once each.
	 *
	 * @param string $content Post content.
	 * @return string[]
	 */
	public static function blocks_in( string $content ): array {
		preg_match_all( '#<!--\s+wp:(wp-manga/[a-z0-9-]+)#', $content, $matches );
		return array_values( array_unique( $matches[1] ) );
	}
}
