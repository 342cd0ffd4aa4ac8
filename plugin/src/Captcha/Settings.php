<?php
/**
 * The captcha settings (option yomu_captcha): provider, site key, secret key and the forms it protects.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Captcha;

/**
 * Reading always normalises, so a hand-edited or partial option never breaks the forms.
 */
final class Settings {

	public const OPTION = 'yomu_captcha';

	/**
	 * Turns the test provider on when it holds a positive number of seconds (the answer lifetime). Only tests set
	 * it; it has no field on the settings screen and is ignored on production sites.
	 */
	public const TEST_OPTION = 'yomu_captcha_test_provider';

	public const FORMS = array( 'login', 'signup', 'reset' );

	public const PROVIDERS = array( 'none', Turnstile::ID );

	/**
	 * The saved settings, normalised.
	 *
	 * @return array{provider: string, site_key: string, secret_key: string, forms: list<string>}
	 */
	public static function get(): array {
		$raw = get_option( self::OPTION, array() );
		$raw = is_array( $raw ) ? $raw : array();
		return array(
			'provider'   => in_array( $raw['provider'] ?? '', self::PROVIDERS, true ) ? $raw['provider'] : 'none',
			'site_key'   => self::key( $raw['site_key'] ?? '' ) ?? '',
			'secret_key' => self::key( $raw['secret_key'] ?? '' ) ?? '',
			'forms'      => self::forms( $raw['forms'] ?? self::FORMS ),
		);
	}

	/**
	 * Seconds a test-captcha answer lives, or 0 when the test provider is off (the default, and always on
	 * production sites). The constant YOMU_CAPTCHA_TEST_PROVIDER works like the option.
	 */
	public static function test_lifetime(): int {
		if ( 'production' === wp_get_environment_type() ) {
			return 0;
		}
		$value = defined( 'YOMU_CAPTCHA_TEST_PROVIDER' ) ? constant( 'YOMU_CAPTCHA_TEST_PROVIDER' ) : get_option( self::TEST_OPTION, 0 );
		return is_numeric( $value ) ? max( 0, min( 3600, (int) $value ) ) : 0;
	}

	/**
	 * Sanitises the settings screen's fields. An empty secret keeps the saved one (it is never printed back).
	 *
	 * @param mixed $input Submitted value.
	 * @return array{provider: string, site_key: string, secret_key: string, forms: list<string>}
	 */
	public static function sanitize( $input ): array {
		$saved = self::get();
		$input = is_array( $input ) ? $input : array();
		$out   = $saved;

		$provider        = is_string( $input['provider'] ?? null ) ? $input['provider'] : 'none';
		$out['provider'] = in_array( $provider, self::PROVIDERS, true ) ? $provider : 'none';
		$out['forms']    = self::forms( $input['forms'] ?? array() );

		foreach ( array( 'site_key', 'secret_key' ) as $name ) {
			$typed = is_string( $input[ $name ] ?? null ) ? trim( $input[ $name ] ) : '';
			if ( '' === $typed ) {
				// The site key field shows its value, so emptying it clears it; the secret field is always empty.
				$out[ $name ] = 'site_key' === $name ? '' : $saved['secret_key'];
				continue;
			}
			$key = self::key( $typed );
			if ( null === $key ) {
				self::error( 'bad_' . $name, __( 'A key may contain only letters, digits, "-" and "_". The previous value was kept.', 'yomu-core' ) );
				continue;
			}
			$out[ $name ] = $key;
		}
		if ( Turnstile::ID === $out['provider'] && ( '' === $out['site_key'] || '' === $out['secret_key'] ) ) {
			self::error( 'missing_keys', __( 'Turnstile needs both the site key and the secret key. The captcha stays off until both are saved.', 'yomu-core' ) );
		}
		return $out;
	}

	/**
	 * A key as saved, or null when it has characters no provider uses.
	 *
	 * @param mixed $value Candidate.
	 */
	private static function key( $value ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		return 1 === preg_match( '/^[A-Za-z0-9_-]{0,200}$/D', $value ) ? $value : null;
	}

	/**
	 * The known form names among the value, in the canonical order.
	 *
	 * @param mixed $value Candidate list.
	 * @return list<string>
	 */
	private static function forms( $value ): array {
		$value = is_array( $value ) ? $value : array();
		return array_values( array_filter( self::FORMS, static fn( string $form ): bool => in_array( $form, $value, true ) ) );
	}

	/**
	 * A settings error for the screen (once per code: the option can be sanitised twice on its first save).
	 *
	 * @param string $code    Error code.
	 * @param string $message Translated message.
	 */
	private static function error( string $code, string $message ): void {
		if ( ! function_exists( 'add_settings_error' ) ) {
			return;
		}
		foreach ( get_settings_errors( self::OPTION ) as $error ) {
			if ( $error['code'] === $code ) {
				return;
			}
		}
		add_settings_error( self::OPTION, $code, $message );
	}
}
