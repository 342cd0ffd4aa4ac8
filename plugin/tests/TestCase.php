<?php
/**
 * Base test case: creates users and posts through WordPress and removes them after each test.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests;

/**
 * Shared helpers for tests running inside real WordPress.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/**
	 * Users created by the current test.
	 *
	 * @var int[]
	 */
	private array $created_users = array();

	/**
	 * Creates a user and remembers it for clean-up.
	 *
	 * @param array<string, mixed> $fields Fields for wp_insert_user.
	 */
	protected function create_user( array $fields = array() ): \WP_User {
		$login = 'test_' . wp_generate_password( 8, false );
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
		$this->assertIsInt( $id, 'user created' );
		$this->created_users[] = $id;
		return new \WP_User( $id );
	}

	/**
	 * Removes what the test created and signs out.
	 */
	protected function tearDown(): void {
		wp_set_current_user( 0 );
		foreach ( $this->created_users as $id ) {
			wp_delete_user( $id );
		}
		$this->created_users = array();
		parent::tearDown();
	}
}
