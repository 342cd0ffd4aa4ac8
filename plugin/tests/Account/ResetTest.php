<?php
/**
 * Actions wp_manga_reset and wp_manga_reset_password.
 *
 * @package Yomu\Core\Tests
 */

// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- tests build the base64 the client sends.

namespace Yomu\Core\Tests\Account;

require_once __DIR__ . '/AccountTestCase.php';

use Yomu\Core\Account\ResetPassword;
use Yomu\Core\Account\ResetRequest;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * No account enumeration, strict base64, single-use keys.
 */
final class ResetTest extends AccountTestCase {

	/**
	 * Mails sent during the test.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $mails = array();

	protected function setUp(): void {
		parent::setUp();
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 1, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 1 );
		parent::tearDown();
	}

	/**
	 * Keeps the mail instead of sending it.
	 *
	 * @param mixed                $short Previous value.
	 * @param array<string, mixed> $atts  Mail.
	 */
	public function catch_mail( $short, array $atts ): bool {
		$this->mails[] = $atts;
		return true;
	}

	public function test_existing_and_unknown_accounts_get_the_same_answer(): void {
		$user    = $this->create_user();
		$known   = Registrar::call(
			ResetRequest::ACTION,
			array(
				'nonce' => $this->nonce(),
				'user'  => $user->user_email,
			)
		);
		$unknown = Registrar::call(
			ResetRequest::ACTION,
			array(
				'nonce' => $this->nonce(),
				'user'  => 'nobody-' . wp_generate_password( 6, false ) . '@example.com',
			)
		);
		$this->assertEquals( $known, $unknown );
		$this->assertTrue( $known->success );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( $user->user_email, $this->mails[0]['to'] );
		$this->assertStringContainsString( home_url( '?action=rp&key=' ), $this->mails[0]['message'] );
	}

	public function test_empty_field_and_bad_nonce(): void {
		$answer = Registrar::call(
			ResetRequest::ACTION,
			array(
				'nonce' => $this->nonce(),
				'user'  => array( 'admin' ),
			)
		);
		$this->assertFalse( $answer->success );
		$this->assertSame( 'Username or Email cannot be empty', $answer->data );
		$user   = $this->create_user();
		$answer = Registrar::call(
			ResetRequest::ACTION,
			array(
				'nonce' => 'x',
				'user'  => $user->user_login,
			)
		);
		$this->assertSame( 403, $answer->status );
		$this->assertCount( 0, $this->mails );
	}

	public function test_logins_that_sanitize_to_nothing_are_answered_without_notices(): void {
		$wrong = array();
		$spy   = static function ( $name ) use ( &$wrong ) {
			$wrong[] = $name;
		};
		add_action( 'doing_it_wrong_run', $spy );
		$answer = Registrar::call(
			ResetRequest::ACTION,
			array(
				'nonce' => $this->nonce(),
				'user'  => '<script>alert(1)</script>',
			)
		);
		$this->assertTrue( $answer->success, 'the same neutral answer as for any unknown account' );
		$answer = Registrar::call(
			ResetPassword::ACTION,
			array(
				'nonce'        => $this->nonce(),
				'user'         => '<script>alert(1)</script>',
				'key'          => 'abc',
				'new_password' => base64_encode( 'a very long password indeed' ),
			)
		);
		remove_action( 'doing_it_wrong_run', $spy );
		$this->assertFalse( $answer->success );
		$this->assertSame( array(), $wrong );
		$this->assertCount( 0, $this->mails );
	}

	public function test_the_mailed_key_resets_the_password_once(): void {
		$user = $this->create_user();
		Registrar::call(
			ResetRequest::ACTION,
			array(
				'nonce' => $this->nonce(),
				'user'  => $user->user_login,
			)
		);
		$this->assertSame( 1, preg_match( '/[?&]key=([^&\s]+)/', $this->mails[0]['message'], $match ) );
		$key      = rawurldecode( $match[1] );
		$password = 'Çok gizli şifre 🔑';
		$fields   = array(
			'nonce'        => $this->nonce(),
			'user'         => $user->user_login,
			'key'          => $key,
			'new_password' => base64_encode( $password ),
		);
		$answer   = Registrar::call( ResetPassword::ACTION, $fields );
		$this->assertTrue( $answer->success, wp_json_encode( $answer->data ) );
		$this->assertTrue( wp_check_password( $password, get_userdata( $user->ID )->user_pass, $user->ID ) );

		$fields['new_password'] = base64_encode( 'another password 123' );
		$again                  = Registrar::call( ResetPassword::ACTION, $fields )->success;
		$this->assertFalse( $again, 'the key works once' );
		$this->assertTrue( wp_check_password( $password, get_userdata( $user->ID )->user_pass, $user->ID ) );
	}

	/**
	 * New passwords that must be refused.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function bad_passwords(): array {
		return array(
			'not base64'             => array( '%%%not*base64%%%' ),
			'non-canonical padding'  => array( rtrim( base64_encode( 'a long enough password' ), '=' ) . '==x' ),
			'invalid UTF-8'          => array( base64_encode( "\xff\xfe long enough password" ) ),
			'control characters'     => array( base64_encode( "long enough\x00password" ) ),
			'eleven characters'      => array( base64_encode( 'şşşşşşşşşşş' ) ),
			'long encoded but short' => array( base64_encode( '🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑' ) ),
		);
	}

	/**
	 * Refused passwords leave the password and the key as they were.
	 *
	 * @dataProvider bad_passwords
	 * @param string $encoded The new_password field.
	 */
	public function test_bad_new_passwords_change_nothing( string $encoded ): void {
		$user = $this->create_user();
		$key  = get_password_reset_key( $user );
		$this->assertIsString( $key );
		$hash   = get_userdata( $user->ID )->user_pass;
		$answer = Registrar::call(
			ResetPassword::ACTION,
			array(
				'nonce'        => $this->nonce(),
				'user'         => $user->user_login,
				'key'          => $key,
				'new_password' => $encoded,
			)
		);
		$this->assertFalse( $answer->success );
		$this->assertSame( $hash, get_userdata( $user->ID )->user_pass );
		$this->assertInstanceOf( \WP_User::class, check_password_reset_key( $key, $user->user_login ) );
	}

	public function test_a_wrong_key_or_another_users_key_changes_nothing(): void {
		$victim   = $this->create_user();
		$attacker = $this->create_user();
		$key      = get_password_reset_key( $attacker );
		$hash     = get_userdata( $victim->ID )->user_pass;
		foreach ( array( $key, 'guess', "' OR 1=1 --" ) as $try ) {
			$answer = Registrar::call(
				ResetPassword::ACTION,
				array(
					'nonce'        => $this->nonce(),
					'user'         => $victim->user_login,
					'key'          => $try,
					'new_password' => base64_encode( 'long enough password' ),
				)
			);
			$this->assertFalse( $answer->success );
			$this->assertArrayHasKey( 'message', $answer->data );
		}
		$this->assertSame( $hash, get_userdata( $victim->ID )->user_pass );
	}
}
