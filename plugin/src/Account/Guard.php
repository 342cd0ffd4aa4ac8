<?php
/**
 * What the account calls share: their nonce and its refusal, the guests-only refusal and the captcha check.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;

/**
 * Declarations and checks of the account calls.
 */
final class Guard {

	public const NONCE_ACTION = 'wp-manga';

	/**
	 * A guests-only account call with the `nonce` field (action wp-manga), checked before anything else. Refusals
	 * carry the message as data, or as data.message when $wrapped.
	 *
	 * @param string                              $name    Action.
	 * @param callable(Input): (Answer|\WP_Error) $handler Handler.
	 * @param array<string, string>               $fields  Its fields.
	 * @param bool                                $wrapped Whether refusals are {message} objects.
	 */
	public static function action( string $name, callable $handler, array $fields, bool $wrapped = false ): Action {
		$wrap = static fn( string $message ) => $wrapped ? array( 'message' => $message ) : $message;
		return ( new Action( $name, $handler ) )
			->nonce( 'nonce', self::NONCE_ACTION, static fn (): Answer => Answer::error( $wrap( Action::expired() ), 403 ) )
			// Signed-in users reach the handler's refusal, a clear "already signed in" instead of `0`.
			->for( Action::GUESTS, static fn (): Answer => Answer::error( $wrap( __( 'You are already signed in.', 'yomu-core' ) ), 400 ) )
			->fields( $fields );
	}

	/**
	 * The captcha providers' answer fields (filter yomu_account_captcha_fields; see Yomu\Core\Captcha\Captcha).
	 *
	 * @return array<string, string> Name => Input type.
	 */
	public static function captcha_fields(): array {
		$names = (array) apply_filters( 'yomu_account_captcha_fields', array() );
		return array_fill_keys( array_filter( $names, 'is_string' ), Input::RAW );
	}

	/**
	 * The captcha answer, when a captcha provider is active (filter yomu_account_captcha_passes, which gets the
	 * fields and the form: login, signup or reset; see Yomu\Core\Captcha\Captcha).
	 *
	 * @param Input  $input The request fields.
	 * @param string $form  Which account form sent them.
	 */
	public static function captcha( Input $input, string $form ): ?Answer {
		if ( ! apply_filters( 'yomu_account_captcha_passes', true, $input->all(), $form ) ) {
			return Answer::error( __( 'Please complete the captcha.', 'yomu-core' ), 400 );
		}
		return null;
	}

	/**
	 * A text field of a posted form: the string sent, or '' when it is missing or not a string.
	 *
	 * @param array<string, mixed> $post The request fields (unslashed).
	 * @param string               $key  Field name.
	 */
	public static function text( array $post, string $key ): string {
		return isset( $post[ $key ] ) && is_string( $post[ $key ] ) ? $post[ $key ] : '';
	}
}
