<?php
/**
 * A captcha for automated tests: a real checkbox widget whose answers the server checks, so browser tests can
 * exercise the disabled, answered, expired, failed and reset states without a third-party service.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Captcha;

/**
 * Never on by default: see Settings::test_lifetime(). The client makes a token "pass-" + 16 hex digits when the
 * box is ticked; each token is accepted once.
 */
final class TestProvider implements Provider {

	public const ID = 'test';

	public const FIELD = 'yomu-test-captcha-response';

	/**
	 * How long the server remembers a used token (longer than any test).
	 */
	private const USED_FOR = 600;

	/**
	 * The provider with the widget's answer lifetime.
	 *
	 * @param int $lifetime Seconds until a ticked box expires on the client.
	 */
	public function __construct( private int $lifetime ) {
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
	 * A labelled checkbox; the client wires it.
	 *
	 * @return array{0: array<string, string>, 1: string}
	 */
	public function widget(): array {
		$inner = '<label class="yomu-test-captcha"><input type="checkbox" class="yomu-test-captcha__box"> '
			. esc_html__( 'I am not a robot (test captcha)', 'yomu-core' ) . '</label>';
		return array( array( 'data-expires' => (string) $this->lifetime ), $inner );
	}

	/**
	 * A well-formed token not seen before.
	 *
	 * @param string $response  The widget's token.
	 * @param string $remote_ip Unused.
	 */
	public function verify( string $response, string $remote_ip ): bool {
		unset( $remote_ip );
		if ( 1 !== preg_match( '/^pass-[0-9a-f]{16}$/D', $response ) ) {
			return false;
		}
		$key = 'yomu_test_captcha_' . $response;
		if ( get_transient( $key ) ) {
			return false;
		}
		set_transient( $key, 1, self::USED_FOR );
		return true;
	}
}
