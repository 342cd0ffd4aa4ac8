<?php
/**
 * Makes approved comments.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Factory;

/**
 * Comments.
 */
final class CommentFactory {

	/**
	 * An approved comment on a post; returns its ID.
	 *
	 * @param int                  $post_id Post ID.
	 * @param array<string, mixed> $fields  wp_insert_comment fields.
	 * @throws \RuntimeException When the fixture cannot be made.
	 */
	public function create( int $post_id, array $fields = array() ): int {
		$id = wp_insert_comment(
			array_merge(
				array(
					'comment_post_ID'      => $post_id,
					'comment_content'      => 'A comment ' . wp_generate_password( 6, false ),
					'comment_author'       => 'Reader',
					'comment_author_email' => 'reader@example.com',
					'comment_approved'     => 1,
				),
				$fields
			)
		);
		if ( ! $id ) {
			throw new \RuntimeException( 'comment not created' );
		}
		return (int) $id;
	}
}
