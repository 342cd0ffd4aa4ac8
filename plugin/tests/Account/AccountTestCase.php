<?php
/**
 * Shared helpers for the account call tests.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Account;

use Yomu\Core\Tests\TestCase;

/**
 * Gives a guest nonce and restores options and limiter state after each test.
 */
abstract class AccountTestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 );
		wp_set_current_user( 0 );
		add_filter( 'send_auth_cookies', '__return_false' );
		// The messages are asserted in English here; the integration tests check the site's Turkish.
		switch_to_locale( 'en_US' );
	}

	protected function tearDown(): void {
		remove_filter( 'send_auth_cookies', '__return_false' );
		restore_previous_locale();
		parent::tearDown();
	}

	/**
	 * A valid guest nonce for the account calls.
	 */
	protected function nonce(): string {
		wp_set_current_user( 0 );
		return wp_create_nonce( 'wp-manga' );
	}
}
