<?php
/**
 * Action wp_manga_signup.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Account;

require_once __DIR__ . '/AccountTestCase.php';

use Yomu\Core\Account\SignUp;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * Registration follows the site setting, the nonce and the field rules.
 */
final class SignUpTest extends AccountTestCase {

	/**
	 * Fields for a new account.
	 *
	 * @param array<string, mixed> $change Overrides.
	 * @return array<string, mixed>
	 */
	private function fields( array $change = array() ): array {
		$login = 'reader_' . strtolower( wp_generate_password( 6, false ) );
		return array_merge(
			array(
				'nonce'      => $this->nonce(),
				'user_login' => $login,
				'user_email' => $login . '@example.com',
				'user_pass'  => 'twelve chars!',
			),
			$change
		);
	}

	public function test_closed_registration_answers_403_and_creates_nobody(): void {
		update_option( 'users_can_register', 0 );
		$fields = $this->fields();
		$answer = Registrar::call( SignUp::ACTION, $fields );
		$this->assertFalse( $answer->success );
		$this->assertSame( 403, $answer->status );
		$this->assertSame( 'Registration is closed on this site.', $answer->data );
		$this->assertFalse( username_exists( $fields['user_login'] ) );
	}

	public function test_a_bad_nonce_creates_nobody(): void {
		update_option( 'users_can_register', 1 );
		$fields = $this->fields( array( 'nonce' => 'nope' ) );
		$answer = Registrar::call( SignUp::ACTION, $fields );
		$this->assertFalse( $answer->success );
		$this->assertSame( 403, $answer->status );
		$this->assertFalse( username_exists( $fields['user_login'] ) );
	}

	public function test_open_registration_creates_a_subscriber(): void {
		update_option( 'users_can_register', 1 );
		$fields = $this->fields();
		$answer = Registrar::call( SignUp::ACTION, $fields );
		$this->assertTrue( $answer->success );
		$id = username_exists( $fields['user_login'] );
		$this->assertIsInt( $id );
		$user = new \WP_User( $id );
		wp_delete_user( $id );
		$this->assertSame( array( get_option( 'default_role' ) ), $user->roles );
	}

	/**
	 * Bad fields and the message each gets.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function bad_fields(): array {
		return array(
			'all empty, username first' => array(
				array(
					'user_login' => '',
					'user_email' => '',
					'user_pass'  => '',
				),
				'Username cannot be empty',
			),
			'email before password'     => array(
				array(
					'user_email' => '',
					'user_pass'  => '',
				),
				'Email cannot be empty',
			),
			'password empty'            => array( array( 'user_pass' => '' ), 'Password cannot be empty' ),
			'password short'            => array( array( 'user_pass' => 'elevenchars' ), 'Password cannot have less than 12 characters' ),
			'email invalid'             => array( array( 'user_email' => 'not-an-email' ), 'The email address is not valid.' ),
			'hostile username'          => array( array( 'user_login' => '<img src=x onerror=alert(1)>' ), 'This username is invalid because it uses illegal characters. Please enter a valid username.' ),
			'array username'            => array( array( 'user_login' => array( 'a' ) ), 'Username cannot be empty' ),
			'taken username'            => array( array( 'user_login' => 'admin' ), 'This username is already registered. Please choose another one.' ),
		);
	}

	/**
	 * Each bad field gets its message and creates nobody.
	 *
	 * @dataProvider bad_fields
	 * @param array<string, mixed> $change  Overrides.
	 * @param string               $message Expected message.
	 */
	public function test_bad_fields_get_their_message( array $change, string $message ): void {
		update_option( 'users_can_register', 1 );
		$before = count_users()['total_users'];
		$answer = Registrar::call( SignUp::ACTION, $this->fields( $change ) );
		$this->assertFalse( $answer->success );
		$this->assertSame( 400, $answer->status );
		$this->assertSame( $message, $answer->data );
		$this->assertSame( $before, count_users()['total_users'] );
	}
}
