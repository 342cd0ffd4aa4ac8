<?php
/**
 * The captcha layer of the account forms: picks the active provider, prints its widget in the forms it protects
 * and checks the answer through the filter yomu_account_captcha_passes (see Account\Guard::captcha()).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Captcha;

/**
 * Nothing is printed or required while no provider is configured.
 */
final class Captcha {

	/**
	 * Hooks the check and the settings screen.
	 */
	public static function register(): void {
		add_filter( 'yomu_account_captcha_passes', array( self::class, 'passes' ), 10, 3 );
		add_filter( 'yomu_account_captcha_fields', array( self::class, 'fields' ) );
		SettingsPage::register();
		LoginForms::register();
	}

	/**
	 * The active provider: the test provider when tests turned it on, else Turnstile when both keys are saved.
	 */
	public static function provider(): ?Provider {
		$lifetime = Settings::test_lifetime();
		if ( $lifetime > 0 ) {
			return new TestProvider( $lifetime );
		}
		$settings = Settings::get();
		if ( Turnstile::ID === $settings['provider'] && '' !== $settings['site_key'] && '' !== $settings['secret_key'] ) {
			return new Turnstile( $settings['site_key'], $settings['secret_key'] );
		}
		return null;
	}

	/**
	 * The provider protecting this form, or null.
	 *
	 * @param string $form login, signup or reset.
	 */
	public static function for_form( string $form ): ?Provider {
		$provider = self::provider();
		return $provider && in_array( $form, Settings::get()['forms'], true ) ? $provider : null;
	}

	/**
	 * Filter yomu_account_captcha_fields: the answer field of every provider, so the account calls read it
	 * whichever provider is active.
	 *
	 * @param mixed $fields Field names so far.
	 * @return string[]
	 */
	public static function fields( $fields ): array {
		return array_merge( is_array( $fields ) ? $fields : array(), array( Turnstile::FIELD, TestProvider::FIELD ) );
	}

	/**
	 * Filter yomu_account_captcha_passes: whether the request carries a valid answer for the form.
	 *
	 * @param mixed                $passes Whether earlier checks passed.
	 * @param array<string, mixed> $post   Request fields (unslashed).
	 * @param string               $form   login, signup or reset.
	 */
	public static function passes( $passes, array $post, string $form = '' ): bool {
		if ( ! $passes ) {
			return false;
		}
		$provider = self::for_form( $form );
		if ( ! $provider ) {
			return true;
		}
		$field    = $provider->field();
		$response = isset( $post[ $field ] ) && is_string( $post[ $field ] ) ? $post[ $field ] : '';
		return '' !== $response && $provider->verify( $response, self::remote_ip() );
	}

	/**
	 * The widget's container for the form (escaped HTML), or '' when the form is not protected. It holds the
	 * hidden response field the client fills and the account calls send.
	 *
	 * @param string $form login, signup or reset.
	 */
	public static function widget( string $form ): string {
		$provider = self::for_form( $form );
		if ( ! $provider ) {
			return '';
		}
		list( $extra, $inner ) = $provider->widget();
		$attributes            = array_merge(
			$extra,
			array(
				'data-provider' => $provider->id(),
				'data-field'    => $provider->field(),
			)
		);
		$html                  = '<div class="yomu-captcha" data-captcha';
		foreach ( $attributes as $name => $value ) {
			$html .= ' ' . esc_attr( $name ) . '="' . esc_attr( $value ) . '"';
		}
		return $html . '>' . $inner . '<input type="hidden" name="' . esc_attr( $provider->field() ) . '" value=""></div>';
	}

	/**
	 * REMOTE_ADDR only: forwarded headers can be forged by the client.
	 */
	private static function remote_ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '';
	}
}
