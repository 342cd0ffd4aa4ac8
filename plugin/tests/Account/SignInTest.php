<?php
/**
 * Action wp_manga_signin.
 *
 * @package Yomu\Core\Tests
 */

// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- tests build the base64 the client sends.

namespace Yomu\Core\Tests\Account;

require_once __DIR__ . '/AccountTestCase.php';

use Yomu\Core\Account\LoginLimiter;
use Yomu\Core\Account\SignIn;
use Yomu\Core\Account\Token;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * Nonce first, one message for every failure, rate limits, a verifiable token.
 */
final class SignInTest extends AccountTestCase {

	public function test_a_bad_nonce_is_refused_before_the_password_is_tried(): void {
		$user = $this->create_user( array( 'user_pass' => 'correct horse battery' ) );
		foreach ( array( '', 'abc', array( 'x' ) ) as $nonce ) {
			$answer = Registrar::call(
				SignIn::ACTION,
				array(
					'nonce' => $nonce,
					'login' => $user->user_login,
					'pass'  => 'correct horse battery',
				)
			);
			$this->assertFalse( $answer->success );
			$this->assertSame( 403, $answer->status );
			$this->assertSame( 0, get_current_user_id(), 'nobody was signed in' );
		}
	}

	public function test_a_right_password_signs_in_and_answers_a_verifiable_token(): void {
		$user   = $this->create_user( array( 'user_pass' => 'correct horse battery' ) );
		$answer = Registrar::call(
			SignIn::ACTION,
			array(
				'nonce' => $this->nonce(),
				'login' => $user->user_login,
				'pass'  => 'correct horse battery',
			)
		);
		$this->assertTrue( $answer->success );
		$this->assertSame( $user->ID, $answer->data['id'] );
		$this->assertSame( $user->ID, Token::verify( $answer->data['token'] ) );
		$this->assertSame( $user->ID, get_current_user_id() );
	}

	public function test_tokens_cannot_be_forged_and_expire(): void {
		$user                  = $this->create_user();
		$token                 = Token::issue( $user->ID );
		list( $payload, $mac ) = explode( '.', $token );
		$other                 = $this->create_user();
		$this->assertSame( 0, Token::verify( rtrim( strtr( base64_encode( (string) wp_json_encode( array( $other->ID, time() + 999 ) ) ), '+/', '-_' ), '=' ) . '.' . $mac ) );
		$this->assertSame( 0, Token::verify( $payload . '.' . strrev( $mac ) ) );
		$this->assertSame( 0, Token::verify( Token::issue( $user->ID, -1 ) ) );
		$this->assertSame( 0, Token::verify( array( $token ) ) );
		$this->assertNotSame( Token::issue( $user->ID ), Token::issue( $other->ID ) );
		wp_set_password( 'a brand new password', $user->ID );
		$this->assertSame( 0, Token::verify( $token ), 'a password change revokes old tokens' );
	}

	public function test_wrong_password_and_unknown_user_get_the_same_message(): void {
		$user    = $this->create_user( array( 'user_pass' => 'correct horse battery' ) );
		$wrong   = Registrar::call(
			SignIn::ACTION,
			array(
				'nonce' => $this->nonce(),
				'login' => $user->user_login,
				'pass'  => 'wrong',
			)
		);
		$unknown = Registrar::call(
			SignIn::ACTION,
			array(
				'nonce' => $this->nonce(),
				'login' => 'nobody_' . wp_generate_password( 6, false ),
				'pass'  => 'wrong',
			)
		);
		$this->assertFalse( $wrong->success );
		$this->assertSame( $wrong->data, $unknown->data );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_arrays_and_empty_fields_are_refused(): void {
		$answer = Registrar::call(
			SignIn::ACTION,
			array(
				'nonce' => $this->nonce(),
				'login' => array( 'admin' ),
				'pass'  => array( 'x' ),
			)
		);
		$this->assertFalse( $answer->success );
		$this->assertSame( 400, $answer->status );
	}

	public function test_failures_are_limited_per_account_even_with_the_right_password(): void {
		$user = $this->create_user( array( 'user_pass' => 'correct horse battery' ) );
		for ( $i = 0; $i < LoginLimiter::ACCOUNT_LIMIT; $i++ ) {
			Registrar::call(
				SignIn::ACTION,
				array(
					'nonce' => $this->nonce(),
					'login' => $user->user_login,
					'pass'  => 'wrong' . $i,
				)
			);
		}
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$answer                 = Registrar::call(
			SignIn::ACTION,
			array(
				'nonce' => $this->nonce(),
				'login' => strtoupper( $user->user_login ),
				'pass'  => 'correct horse battery',
			)
		);
		$this->assertFalse( $answer->success );
		$this->assertSame( 429, $answer->status );
		$this->assertSame( 0, get_current_user_id() );
		delete_transient( 'yomu_login_fail_a_' . md5( strtolower( $user->user_login ) ) );
	}

	public function test_failures_are_limited_per_address(): void {
		$_SERVER['REMOTE_ADDR'] = '192.0.2.77';
		for ( $i = 0; $i < LoginLimiter::IP_LIMIT; $i++ ) {
			LoginLimiter::failed( 'someone' . $i );
		}
		$user   = $this->create_user( array( 'user_pass' => 'correct horse battery' ) );
		$answer = Registrar::call(
			SignIn::ACTION,
			array(
				'nonce' => $this->nonce(),
				'login' => $user->user_login,
				'pass'  => 'correct horse battery',
			)
		);
		$this->assertSame( 429, $answer->status );
		$this->assertFalse( $answer->success );
		delete_transient( 'yomu_login_fail_ip_' . md5( '192.0.2.77' ) );
	}

	public function test_a_signed_in_reader_is_not_signed_in_again(): void {
		$user = $this->create_user( array( 'user_pass' => 'correct horse battery' ) );
		wp_set_current_user( $user->ID );
		$nonce  = wp_create_nonce( 'wp-manga' );
		$answer = Registrar::call(
			SignIn::ACTION,
			array(
				'nonce' => $nonce,
				'login' => $user->user_login,
				'pass'  => 'correct horse battery',
			)
		);
		$this->assertFalse( $answer->success );
		$this->assertSame( __( 'You are already signed in.', 'yomu-core' ), $answer->data );
	}
}
