<?php
/**
 * The account settings form.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Account;

require_once __DIR__ . '/AccountTestCase.php';

use Yomu\Core\Account\AccountSettings;

/**
 * E-mail and password changes need the current password; the display name does not.
 */
final class AccountSettingsTest extends AccountTestCase {

	/**
	 * A signed-in user with a known password.
	 */
	private function user(): \WP_User {
		$user = $this->create_user( array( 'user_pass' => 'current password 1' ) );
		wp_set_current_user( $user->ID );
		return $user;
	}

	/**
	 * Fields with a nonce.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @return array<string, mixed>
	 */
	private function fields( array $fields ): array {
		return $fields + array( '_wpnonce' => wp_create_nonce( AccountSettings::NONCE ) );
	}

	public function test_display_name_changes_without_password_and_is_sanitized(): void {
		$user = $this->user();
		$this->assertSame( 'saved', AccountSettings::apply( $this->fields( array( 'display_name' => '<b>Ayşe</b> K' ) ) ) );
		$this->assertSame( 'Ayşe K', get_userdata( $user->ID )->display_name );
	}

	public function test_email_change_needs_the_current_password(): void {
		$user = $this->user();
		$this->assertSame( 'wrong_password', AccountSettings::apply( $this->fields( array( 'user_email' => 'new-' . $user->user_email ) ) ) );
		$this->assertSame( 'wrong_password', AccountSettings::apply( $this->fields( array( 'user_email' => 'new-' . $user->user_email, 'current_password' => 'nope' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( $user->user_email, get_userdata( $user->ID )->user_email );
		$this->assertSame( 'saved', AccountSettings::apply( $this->fields( array( 'user_email' => 'new-' . $user->user_email, 'current_password' => 'current password 1' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 'new-' . $user->user_email, get_userdata( $user->ID )->user_email );
	}

	public function test_password_change_rules_and_nonce(): void {
		$user = $this->user();
		$base = array( 'current_password' => 'current password 1' );
		$this->assertSame( 'mismatch', AccountSettings::apply( $this->fields( $base + array( 'new_password' => 'a new password 1', 'new_password_2' => 'other' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 'short', AccountSettings::apply( $this->fields( $base + array( 'new_password' => 'short', 'new_password_2' => 'short' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 'expired', AccountSettings::apply( $base + array( 'new_password' => 'a new password 1', 'new_password_2' => 'a new password 1' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 'email_taken', AccountSettings::apply( $this->fields( $base + array( 'user_email' => get_userdata( 1 )->user_email ) ) ) );
		$this->assertTrue( wp_check_password( 'current password 1', get_userdata( $user->ID )->user_pass, $user->ID ) );
		$this->assertSame( 'saved', AccountSettings::apply( $this->fields( $base + array( 'new_password' => 'a new password 1', 'new_password_2' => 'a new password 1' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertTrue( wp_check_password( 'a new password 1', get_userdata( $user->ID )->user_pass, $user->ID ) );
	}
}
