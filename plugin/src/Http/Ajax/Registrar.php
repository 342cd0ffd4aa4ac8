<?php
/**
 * The admin-ajax registrar: features declare their actions (Action), this hooks them, checks the nonce, the
 * caller and the capability, reads the declared fields once (Input), runs the handler and sends its Answer.
 * Infrastructure: it knows no feature; features call declare().
 *
 * Order of the checks: the nonce first (a forged request learns nothing about the session), then who may call,
 * then the capability, then the handler.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Http\Ajax;

use Yomu\Core\Http\SameOrigin;

/**
 * Hooks, checks, reads, sends.
 */
final class Registrar {

	/**
	 * Declared actions by name.
	 *
	 * @var array<string, Action>
	 */
	private static array $actions = array();

	/**
	 * Declares actions. The declaration runs late on `init`, once the plugin's translations are loaded (a refusal
	 * declared as an Answer carries its message from then; one declared as a closure is built when it refuses, in
	 * the language of that moment), or now when init has run.
	 *
	 * @param callable(): (Action|Action[]) $declaration Returns the action or actions.
	 */
	public static function declare( callable $declaration ): void {
		$add = static function () use ( $declaration ): void {
			$actions = $declaration();
			foreach ( is_array( $actions ) ? $actions : array( $actions ) as $action ) {
				self::add( $action );
			}
		};
		if ( did_action( 'init' ) ) {
			$add();
		} else {
			add_action( 'init', $add, 100 );
		}
	}

	/**
	 * Hooks one action.
	 *
	 * @param Action $action The declaration.
	 */
	private static function add( Action $action ): void {
		self::$actions[ $action->name ] = $action;
		if ( Action::GUESTS !== $action->who || $action->wrong_caller ) {
			add_action( 'wp_ajax_' . $action->name, array( self::class, 'dispatch' ) );
		}
		if ( Action::MEMBERS !== $action->who || $action->wrong_caller ) {
			add_action( 'wp_ajax_nopriv_' . $action->name, array( self::class, 'dispatch' ) );
		}
	}

	/**
	 * The declared action, or null.
	 *
	 * @param string $name Action name.
	 */
	public static function action( string $name ): ?Action {
		return self::$actions[ $name ] ?? null;
	}

	/**
	 * Every declared action with who may call, its nonce and its fields (sorted): what the TypeScript action map
	 * and the fuzz layer are compared with.
	 *
	 * @return array<string, array{who: string, nonce: array{0: string, 1: string}|null, fields: array<string, string>}>
	 */
	public static function describe(): array {
		$out = array();
		foreach ( self::$actions as $name => $action ) {
			$fields = $action->fields;
			ksort( $fields );
			$out[ $name ] = array(
				'who'    => $action->who,
				'nonce'  => $action->nonce ? array( $action->nonce['field'], $action->nonce['action'] ) : null,
				'fields' => $fields,
			);
		}
		ksort( $out );
		return $out;
	}

	/**
	 * The hook callback: answers the current action and ends the request.
	 */
	public static function dispatch(): void {
		$action = self::action( (string) preg_replace( '/^wp_ajax_(nopriv_)?/', '', (string) current_action() ) );
		if ( ! $action ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification -- the nonce is checked in answer(), as the action declares.
		$fields = 'any' === $action->reads ? array_merge( $_GET, $_POST ) : $_POST;
		$input  = new Input( $action->fields, wp_unslash( $fields ), $_FILES, strtoupper( self::server( 'REQUEST_METHOD' ) ), self::server( 'REMOTE_ADDR' ) );
		// phpcs:enable
		self::send( self::answer( $action, $input ) );
	}

	/**
	 * Runs an action on fields given here (unslashed), without sending: the whole path of a request, for the
	 * admin-post forms that share an action and for tests.
	 *
	 * @param string       $name   Action name.
	 * @param array<mixed> $fields Request fields, unslashed.
	 * @param array<mixed> $files  Uploaded files.
	 * @param string       $method HTTP method.
	 * @param string       $client REMOTE_ADDR.
	 * @throws \LogicException For an action nobody declared.
	 */
	public static function call( string $name, array $fields, array $files = array(), string $method = 'POST', string $client = '127.0.0.1' ): Answer {
		$action = self::action( $name );
		if ( ! $action ) {
			throw new \LogicException( esc_html( "Unknown action $name" ) );
		}
		return self::answer( $action, new Input( $action->fields, $fields, $files, $method, $client ) );
	}

	/**
	 * The checks, then the handler's answer.
	 *
	 * @param Action $action The action.
	 * @param Input  $input  Its fields.
	 */
	public static function answer( Action $action, Input $input ): Answer {
		$refusal = self::refusal( $action, $input );
		if ( $refusal ) {
			return $refusal;
		}
		$answer = ( $action->handler )( $input );
		return $answer instanceof \WP_Error ? Answer::from_error( $answer ) : $answer;
	}

	/**
	 * The refusal of the first check that fails, or null.
	 *
	 * @param Action $action The action.
	 * @param Input  $input  Its fields.
	 */
	private static function refusal( Action $action, Input $input ): ?Answer {
		$nonce = $action->nonce;
		if ( $nonce ) {
			$value   = $input->text( $nonce['field'] );
			$trusted = $nonce['same_origin'] && ! $input->sent( $nonce['field'] )
				? SameOrigin::request()
				: '' !== $value && false !== wp_verify_nonce( $value, $nonce['action'] );
			if ( ! $trusted ) {
				return self::built( $nonce['refusal'] );
			}
		}
		$member = is_user_logged_in();
		if ( ( Action::GUESTS === $action->who && $member ) || ( Action::MEMBERS === $action->who && ! $member ) ) {
			return self::built( $action->wrong_caller ) ?? Answer::bare( '0', 400 );
		}
		if ( $action->capability && ! current_user_can( $action->capability['capability'] ) ) {
			return self::built( $action->capability['refusal'] );
		}
		return null;
	}

	/**
	 * A declared refusal, built now if it was declared as a closure.
	 *
	 * @param Answer|\Closure|null $refusal The refusal.
	 */
	private static function built( Answer|\Closure|null $refusal ): ?Answer {
		return $refusal instanceof \Closure ? $refusal() : $refusal;
	}

	/**
	 * Sends an answer and ends the request.
	 *
	 * @param Answer $answer The answer.
	 */
	public static function send( Answer $answer ): void {
		if ( Answer::JSON === $answer->kind ) {
			if ( $answer->success ) {
				wp_send_json_success( $answer->data, $answer->status );
			}
			wp_send_json_error( $answer->data, $answer->status );
		}
		$body = is_string( $answer->data ) ? $answer->data : '';
		if ( Answer::BARE === $answer->kind ) {
			wp_die( esc_html( $body ), '', array( 'response' => absint( $answer->status ) ) );
		}
		status_header( $answer->status );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		foreach ( $answer->headers as $name => $value ) {
			header( $name . ': ' . $value );
		}
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- HTML answers are escaped when built.
		wp_die( '', '', array( 'response' => absint( $answer->status ) ) );
	}

	/**
	 * A $_SERVER value as text.
	 *
	 * @param string $key Key.
	 */
	private static function server( string $key ): string {
		return isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ) : '';
	}
}
