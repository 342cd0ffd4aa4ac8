<?php
/**
 * Makes wp-manga posts with the Madara meta the plugin writes when a manga is saved.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Factory;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;

/**
 * Manga posts.
 */
final class MangaFactory {

	/**
	 * A manga post. $post overrides wp_insert_post fields, $meta is added to (or, with a null value, removed from)
	 * the default meta, $terms names terms by taxonomy (created when missing).
	 *
	 * @param array<string, mixed>             $post  Post fields.
	 * @param array<string, mixed>             $meta  Meta key => value (null: leave the key out).
	 * @param array<string, array<int, mixed>> $terms Taxonomy => term names or IDs.
	 * @throws \RuntimeException When the fixture cannot be made.
	 */
	public function create( array $post = array(), array $meta = array(), array $terms = array() ): int {
		$fields = array_merge(
			array(
				'post_type'   => PostTypes::MANGA,
				'post_status' => 'publish',
				'post_author' => 1,
				'post_title'  => 'Test manga ' . wp_generate_password( 6, false ),
			),
			$post
		);
		if ( 'future' === $fields['post_status'] && empty( $fields['post_date'] ) ) {
			$fields['post_date'] = gmdate( 'Y-m-d H:i:s', time() + YEAR_IN_SECONDS );
		}
		$id = wp_insert_post( $fields, true );
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( 'manga not created: ' . $id->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		}
		// The chapter type is left out unless given: a manga without one takes its first chapter of any kind.
		$meta = array_merge( array( MetaKeys::STATUS => 'on-going' ), $meta );
		foreach ( $meta as $key => $value ) {
			if ( null !== $value ) {
				update_post_meta( $id, $key, $value );
			}
		}
		foreach ( $terms as $taxonomy => $names ) {
			wp_set_object_terms( $id, $names, $taxonomy );
		}
		return $id;
	}

	/**
	 * A manga post, as a WP_Post.
	 *
	 * @param array<string, mixed>             $post  Post fields.
	 * @param array<string, mixed>             $meta  Meta.
	 * @param array<string, array<int, mixed>> $terms Terms.
	 */
	public function create_and_get( array $post = array(), array $meta = array(), array $terms = array() ): \WP_Post {
		return get_post( $this->create( $post, $meta, $terms ) );
	}

	/**
	 * Several manga posts.
	 *
	 * @param int                  $count How many.
	 * @param array<string, mixed> $post  Post fields for each.
	 * @param array<string, mixed> $meta  Meta for each.
	 * @return int[]
	 */
	public function create_many( int $count, array $post = array(), array $meta = array() ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$ids[] = $this->create( $post, $meta );
		}
		return $ids;
	}
}
