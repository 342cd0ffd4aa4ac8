<?php
/**
 * Makes users with a role.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Factory;

/**
 * Users.
 */
final class UserFactory {

	/**
	 * A user (a subscriber unless $fields names a role); returns the ID.
	 *
	 * @param array<string, mixed> $fields wp_insert_user fields.
	 * @throws \RuntimeException When the fixture cannot be made.
	 */
	public function create( array $fields = array() ): int {
		$login = 'test_' . strtolower( wp_generate_password( 8, false ) );
		$id    = wp_insert_user(
			array_merge(
				array(
					'user_login' => $login,
					'user_email' => $login . '@example.com',
					'user_pass'  => wp_generate_password( 16 ),
					'role'       => 'subscriber',
				),
				$fields
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( 'user not created: ' . $id->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		}
		return $id;
	}

	/**
	 * As create(), returning the WP_User.
	 *
	 * @param array<string, mixed> $fields wp_insert_user fields.
	 */
	public function create_and_get( array $fields = array() ): \WP_User {
		return new \WP_User( $this->create( $fields ) );
	}
}
