<?php
/**
 * Cloudflare Turnstile: the widget's site key goes to the page, the secret key stays on the server and checks
 * each answer with Cloudflare's siteverify call.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Captcha;

/**
 * Tokens are single-use and expire after 300 s on Cloudflare's side; siteverify enforces both.
 */
final class Turnstile implements Provider {

	public const ID = 'turnstile';

	public const VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

	public const FIELD = 'cf-turnstile-response';

	/**
	 * The widget's script (explicit rendering), as src/lib/captcha.ts loads it.
	 */
	public const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

	/**
	 * Turnstile answers are at most this long; anything longer is refused without asking Cloudflare.
	 */
	public const MAX_RESPONSE = 2048;

	/**
	 * Keys from the settings screen.
	 *
	 * @param string $site_key   Public key, printed in the page.
	 * @param string $secret_key Secret key, sent only to siteverify.
	 */
	public function __construct( private string $site_key, private string $secret_key ) {
	}

	/**
	 * The provider's id.
	 */
	public function id(): string {
		return self::ID;
	}

	/**
	 * The response field.
	 */
	public function field(): string {
		return self::FIELD;
	}

	/**
	 * The client renders the widget into the container with this site key.
	 *
	 * @return array{0: array<string, string>, 1: string}
	 */
	public function widget(): array {
		return array( array( 'data-sitekey' => $this->site_key ), '' );
	}

	/**
	 * Asks siteverify. Fails closed: no answer, a network error or an unreadable reply refuses the request.
	 *
	 * @param string $response  The widget's token.
	 * @param string $remote_ip The client's address.
	 */
	public function verify( string $response, string $remote_ip ): bool {
		if ( '' === $response || strlen( $response ) > self::MAX_RESPONSE ) {
			return false;
		}
		$body = array(
			'secret'   => $this->secret_key,
			'response' => $response,
		);
		if ( '' !== $remote_ip ) {
			$body['remoteip'] = $remote_ip;
		}
		$reply = wp_remote_post(
			self::VERIFY_URL,
			array(
				'timeout' => 10,
				'body'    => $body,
			)
		);
		if ( is_wp_error( $reply ) || 200 !== wp_remote_retrieve_response_code( $reply ) ) {
			return false;
		}
		$answer = json_decode( wp_remote_retrieve_body( $reply ), true );
		return is_array( $answer ) && true === ( $answer['success'] ?? null );
	}
}
