<?php
/**
 * The captcha layer: Turnstile's server check (siteverify intercepted with pre_http_request), the forms it
 * protects, the settings and the test provider.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Captcha;

require_once dirname( __DIR__ ) . '/Account/AccountTestCase.php';

use Yomu\Core\Account\Modals;
use Yomu\Core\Account\ResetRequest;
use Yomu\Core\Account\SignIn;
use Yomu\Core\Account\SignUp;
use Yomu\Core\Captcha\Captcha;
use Yomu\Core\Captcha\Settings;
use Yomu\Core\Captcha\SettingsPage;
use Yomu\Core\Captcha\TestProvider;
use Yomu\Core\Captcha\Turnstile;
use Yomu\Core\Tests\Account\AccountTestCase;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * Nothing is required without a provider; with one, a missing or refused answer changes nothing.
 */
final class CaptchaTest extends AccountTestCase {

	private const SITE_KEY = '1x00000000000000000000AA';

	private const SECRET = '1x0000000000000000000000000000000AA';

	/**
	 * Requests that reached the HTTP layer: [url, args].
	 *
	 * @var list<array{0: string, 1: array<string, mixed>}>
	 */
	private array $requests = array();

	/**
	 * What the fake siteverify answers: an HTTP response array or a WP_Error.
	 *
	 * @var array<string, mixed>|\WP_Error
	 */
	private $reply;

	protected function setUp(): void {
		parent::setUp();
		// Start from a site without a captcha and with registration closed (the rollback restores both).
		delete_option( Settings::OPTION );
		delete_option( Settings::TEST_OPTION );
		update_option( 'users_can_register', 0 );
		$this->reply = $this->json( array( 'success' => true ) );
		add_filter( 'pre_http_request', array( $this, 'intercept' ), 10, 3 );
		if ( ! function_exists( 'add_settings_error' ) ) {
			require_once ABSPATH . 'wp-admin/includes/template.php';
		}
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'intercept' ), 10 );
		// SettingsPage::fields() registers the setting, whose sanitiser would then rewrite later update_option calls.
		unregister_setting( 'yomu_captcha', Settings::OPTION );
		parent::tearDown();
	}

	/**
	 * Filter pre_http_request: records the request and answers the prepared reply; nothing leaves the machine.
	 *
	 * @param mixed                $preempt Unused.
	 * @param array<string, mixed> $args    Request arguments.
	 * @param string               $url     URL.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function intercept( $preempt, array $args, string $url ) {
		unset( $preempt );
		$this->requests[] = array( $url, $args );
		return $this->reply;
	}

	/**
	 * A 200 reply with this JSON body.
	 *
	 * @param mixed $body Decoded body.
	 * @param int   $code Status.
	 * @return array<string, mixed>
	 */
	private function json( $body, int $code = 200 ): array {
		return array(
			'headers'  => array(),
			'body'     => is_string( $body ) ? $body : (string) wp_json_encode( $body ),
			'response' => array(
				'code'    => $code,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}

	/**
	 * Saves Turnstile with both keys for these forms.
	 *
	 * @param string[] $forms Protected forms.
	 */
	private function turnstile( array $forms = Settings::FORMS ): void {
		update_option(
			Settings::OPTION,
			array(
				'provider'   => 'turnstile',
				'site_key'   => self::SITE_KEY,
				'secret_key' => self::SECRET,
				'forms'      => $forms,
			)
		);
	}

	/**
	 * Sign-in fields for this user, with extra fields.
	 *
	 * @param \WP_User             $user  Account.
	 * @param array<string, mixed> $extra Extra fields.
	 * @return array<string, mixed>
	 */
	private function sign_in_fields( \WP_User $user, array $extra = array() ): array {
		return array_merge(
			array(
				'nonce' => $this->nonce(),
				'login' => $user->user_login,
				'pass'  => 'correct horse battery',
			),
			$extra
		);
	}

	public function test_without_a_complete_provider_nothing_is_printed_or_required(): void {
		update_option(
			Settings::OPTION,
			array(
				'provider' => 'turnstile',
				'site_key' => self::SITE_KEY,
			)
		);
		$this->assertNull( Captcha::provider(), 'Turnstile without its secret stays off' );
		$this->assertStringNotContainsString( 'data-captcha', Modals::render() );
		$user   = $this->create_user( array( 'user_pass' => 'correct horse battery' ) );
		$answer = Registrar::call( SignIn::ACTION, $this->sign_in_fields( $user ) );
		$this->assertTrue( $answer->success );
		$this->assertSame( array(), $this->requests );
	}

	public function test_turnstile_widget_carries_the_site_key_but_never_the_secret(): void {
		$this->turnstile();
		$html = Modals::render();
		$this->assertSame( 2, substr_count( $html, 'data-provider="turnstile"' ), 'sign-in and reset request (registration is closed)' );
		$this->assertStringContainsString( 'data-sitekey="' . self::SITE_KEY . '"', $html );
		$this->assertStringContainsString( '<input type="hidden" name="cf-turnstile-response" value="">', $html );
		$this->assertStringNotContainsString( self::SECRET, $html );
		$this->assertStringNotContainsString( self::SECRET, (string) wp_json_encode( Modals::config() ) );
	}

	public function test_a_missing_answer_is_refused_without_asking_cloudflare_and_nobody_signs_in(): void {
		$this->turnstile();
		$user = $this->create_user( array( 'user_pass' => 'correct horse battery' ) );
		foreach ( array( array(), array( Turnstile::FIELD => '' ), array( Turnstile::FIELD => array( 'x' ) ), array( Turnstile::FIELD => str_repeat( 'a', 2049 ) ) ) as $extra ) {
			$answer = Registrar::call( SignIn::ACTION, $this->sign_in_fields( $user, $extra ) );
			$this->assertFalse( $answer->success );
			$this->assertSame( 'Please complete the captcha.', $answer->data );
			$this->assertSame( 400, $answer->status );
			$this->assertSame( 0, get_current_user_id() );
		}
		$this->assertSame( array(), $this->requests );
	}

	public function test_siteverify_gets_the_secret_the_token_and_the_client_address(): void {
		$this->turnstile();
		$user                            = $this->create_user( array( 'user_pass' => 'correct horse battery' ) );
		$_SERVER['REMOTE_ADDR']          = '203.0.113.7';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.99';
		$answer                          = Registrar::call( SignIn::ACTION, $this->sign_in_fields( $user, array( Turnstile::FIELD => 'token-from-widget' ) ) );
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		$this->assertTrue( $answer->success );
		$this->assertSame( $user->ID, $answer->data['id'] );
		$this->assertCount( 1, $this->requests );
		list( $url, $args ) = $this->requests[0];
		$this->assertSame( 'https://challenges.cloudflare.com/turnstile/v0/siteverify', $url );
		$this->assertSame( 'POST', $args['method'] );
		$this->assertSame(
			array(
				'secret'   => self::SECRET,
				'response' => 'token-from-widget',
				'remoteip' => '203.0.113.7',
			),
			$args['body']
		);
	}

	/**
	 * Replies siteverify may give that must all refuse the request.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public static function refusals(): array {
		return array(
			'success false'    => array(
				array(
					'success'     => false,
					'error-codes' => array( 'invalid-input-response' ),
				),
			),
			'success a string' => array( array( 'success' => 'true' ) ),
			'not JSON'         => array( '<html>oops</html>' ),
			'empty body'       => array( '' ),
			'server error'     => array( 500 ),
			'network error'    => array( 'wp_error' ),
		);
	}

	/**
	 * Fails closed.
	 *
	 * @dataProvider refusals
	 * @param mixed $reply What siteverify answers.
	 */
	public function test_a_refused_or_unreadable_verification_changes_nothing( $reply ): void {
		$this->turnstile();
		if ( 'wp_error' === $reply ) {
			$this->reply = new \WP_Error( 'http_request_failed', 'cURL error 6: Could not resolve host' );
		} elseif ( 500 === $reply ) {
			$this->reply = $this->json( array( 'success' => true ), 500 );
		} else {
			$this->reply = $this->json( $reply );
		}
		$user   = $this->create_user( array( 'user_pass' => 'correct horse battery' ) );
		$answer = Registrar::call( SignIn::ACTION, $this->sign_in_fields( $user, array( Turnstile::FIELD => 'tok' ) ) );
		$this->assertFalse( $answer->success );
		$this->assertSame( 'Please complete the captcha.', $answer->data );
		$this->assertSame( 400, $answer->status );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertCount( 1, $this->requests );
	}

	public function test_sign_up_and_reset_are_protected_too_and_create_or_mail_nothing(): void {
		$this->turnstile();
		update_option( 'users_can_register', 1 );
		$this->reply = $this->json( array( 'success' => false ) );
		$login       = 'cap' . wp_generate_password( 6, false, false );
		$answer      = Registrar::call(
			SignUp::ACTION,
			array(
				'nonce'          => $this->nonce(),
				'user_login'     => $login,
				'user_email'     => $login . '@example.com',
				'user_pass'      => 'a long enough password',
				Turnstile::FIELD => 'refused-token',
			)
		);
		$this->assertFalse( $answer->success );
		$this->assertFalse( username_exists( $login ) );

		$user = $this->create_user();
		$sent = 0;
		$spy  = static function ( $short ) use ( &$sent ) {
			++$sent;
			return true;
		};
		add_filter( 'pre_wp_mail', $spy );
		$answer = Registrar::call(
			ResetRequest::ACTION,
			array(
				'nonce' => $this->nonce(),
				'user'  => $user->user_login,
			)
		);
		remove_filter( 'pre_wp_mail', $spy );
		$this->assertFalse( $answer->success );
		$this->assertSame( 0, $sent );
		$this->assertSame( '', get_userdata( $user->ID )->user_activation_key, 'no reset key was made' );
	}

	public function test_only_the_chosen_forms_are_protected(): void {
		$this->turnstile( array( 'signup' ) );
		$html = Modals::render();
		$this->assertStringNotContainsString( 'data-captcha', $html, 'registration is closed, so no form shows it' );
		$user   = $this->create_user( array( 'user_pass' => 'correct horse battery' ) );
		$answer = Registrar::call( SignIn::ACTION, $this->sign_in_fields( $user ) );
		$this->assertTrue( $answer->success, 'sign-in is not protected' );
		$this->assertSame( array(), $this->requests );
		wp_set_current_user( 0 );
		update_option( 'users_can_register', 1 );
		$this->assertSame( 1, substr_count( Modals::render(), 'data-captcha' ) );
		$this->assertStringContainsString( 'cf-turnstile-response', Captcha::widget( 'signup' ) );
		$this->assertSame( '', Captcha::widget( 'login' ) );
	}

	public function test_settings_are_sanitized_and_the_secret_is_kept_when_left_empty(): void {
		$this->turnstile();
		$clean = Settings::sanitize(
			array(
				'provider'   => 'turnstile',
				'site_key'   => '  0x4AAAAAAAB_c-D  ',
				'secret_key' => '',
				'forms'      => array( 'reset', 'login', 'evil', array( 'x' ) ),
			)
		);
		$this->assertSame(
			array(
				'provider'   => 'turnstile',
				'site_key'   => '0x4AAAAAAAB_c-D',
				'secret_key' => self::SECRET,
				'forms'      => array( 'login', 'reset' ),
			),
			$clean
		);
		$hostile = Settings::sanitize(
			array(
				'provider'   => 'recaptcha"><script>',
				'site_key'   => '"><script>alert(1)</script>',
				'secret_key' => array( 'x' ),
				'forms'      => 'login',
			)
		);
		$this->assertSame( 'none', $hostile['provider'] );
		$this->assertSame( self::SITE_KEY, $hostile['site_key'], 'a bad key keeps the saved one' );
		$this->assertSame( self::SECRET, $hostile['secret_key'] );
		$this->assertSame( array(), $hostile['forms'] );
		$codes = wp_list_pluck( get_settings_errors( Settings::OPTION ), 'code' );
		$this->assertContains( 'bad_site_key', $codes );
		$this->assertSame( 'none', Settings::sanitize( 'not an array' )['provider'] );
		update_option( Settings::OPTION, 'garbage' );
		$this->assertSame( 'none', Settings::get()['provider'] );
		$this->assertSame( Settings::FORMS, Settings::get()['forms'] );
	}

	public function test_the_settings_screen_is_for_administrators_and_never_prints_the_secret(): void {
		$this->turnstile();
		wp_set_current_user( $this->create_user()->ID );
		ob_start();
		SettingsPage::render();
		$this->assertSame( '', ob_get_clean(), 'a subscriber sees nothing' );

		wp_set_current_user( $this->create_user( array( 'role' => 'administrator' ) )->ID );
		SettingsPage::fields();
		ob_start();
		SettingsPage::render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'name="yomu_captcha[site_key]" value="' . self::SITE_KEY . '"', $html );
		$this->assertStringContainsString( 'name="yomu_captcha[secret_key]" value=""', $html );
		$this->assertStringNotContainsString( self::SECRET, $html );
		$this->assertStringContainsString( "name='option_page' value='yomu_captcha'", $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertMatchesRegularExpression( '/<option value="turnstile" selected/', $html );
	}

	public function test_the_test_provider_is_off_by_default_and_accepts_each_token_once(): void {
		$this->assertSame( 0, Settings::test_lifetime() );
		$this->assertNull( Captcha::provider() );
		update_option( Settings::TEST_OPTION, 30 );
		$provider = Captcha::provider();
		$this->assertInstanceOf( TestProvider::class, $provider );
		$this->assertStringContainsString( 'data-expires="30"', Captcha::widget( 'login' ) );
		$this->assertStringContainsString( 'type="checkbox"', Captcha::widget( 'login' ) );

		$token = 'pass-' . bin2hex( random_bytes( 8 ) );
		$this->assertTrue( $provider->verify( $token, '' ) );
		$this->assertFalse( $provider->verify( $token, '' ), 'single use' );
		foreach ( array( '', 'pass-', 'pass-XYZ0000000000000', 'pass-' . bin2hex( random_bytes( 8 ) ) . "\n", 'fail-0000000000000000' ) as $bad ) {
			$this->assertFalse( $provider->verify( $bad, '' ), $bad );
		}
		update_option( Settings::TEST_OPTION, 'yes' );
		$this->assertSame( 0, Settings::test_lifetime(), 'only a number of seconds turns it on' );
	}
}
