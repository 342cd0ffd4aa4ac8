<?php
/**
 * Action yomu_consent_log: records a banner action in the consent log. Visitors act before they have any
 * session, so this public action has no nonce by nature; instead every field is validated strictly, the body
 * must be a POST, and each client (REMOTE_ADDR, an IPv6 /64) may log at most LIMIT actions per WINDOW (generous,
 * since many visitors can share one address; a refused record never touches the visitor's consent cookie).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Consent;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Views\HitLimiter;

/**
 * Validates and stores one consent action.
 */
final class LogEndpoint {

	public const ACTION  = 'yomu_consent_log';
	public const LIMIT   = 30;
	public const WINDOW  = 600;
	public const ACTIONS = array( 'accept', 'reject', 'custom' );

	/**
	 * Registers the action for guests and users.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
	}

	/**
	 * The declaration: everyone, no nonce (see the file comment).
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'answer' ) ) )->fields(
			array(
				'consent_id'     => Input::RAW,
				'consent_action' => Input::RAW,
				'categories'     => Input::RAW,
			)
		);
	}

	/**
	 * Builds the answer.
	 *
	 * @param Input $input The request fields, method and client.
	 */
	public static function answer( Input $input ): Answer {
		if ( 'POST' !== $input->method() ) {
			return Answer::error( array( 'message' => __( 'Consent must be sent with POST.', 'yomu-core' ) ), 405 );
		}
		$consent_id = $input->text( 'consent_id' );
		$action     = $input->text( 'consent_action' );
		$categories = self::parse_categories( $input->text( 'categories' ) );
		if ( 1 !== preg_match( '/^[A-Za-z0-9]{32}\z/', $consent_id ) || ! in_array( $action, self::ACTIONS, true ) || null === $categories || ! self::consistent( $action, $categories ) ) {
			return Answer::error( array( 'message' => __( 'The consent record is not valid.', 'yomu-core' ) ), 400 );
		}
		if ( ! self::claim( $input->client() ) ) {
			return Answer::error( array( 'message' => __( 'Too many consent records from this address. Please try again later.', 'yomu-core' ) ), 429 );
		}
		if ( ! LogTable::insert( $consent_id, $action, Options::law(), $categories ) ) {
			return Answer::error( array( 'message' => __( 'The consent record could not be saved.', 'yomu-core' ) ), 500 );
		}
		return Answer::success( array( 'logged' => true ) );
	}

	/**
	 * Parses "necessary:yes,functional:no,…": every category exactly once, each yes or no, necessary yes.
	 *
	 * @param string $raw Submitted list.
	 * @return array<string, string>|null slug => yes|no in canonical order, null when malformed.
	 */
	public static function parse_categories( string $raw ): ?array {
		if ( '' === $raw || strlen( $raw ) > 200 ) {
			return null;
		}
		$seen = array();
		foreach ( explode( ',', $raw ) as $pair ) {
			if ( 1 !== preg_match( '/^([a-z]+):(yes|no)\z/', $pair, $match ) || ! in_array( $match[1], Categories::SLUGS, true ) || isset( $seen[ $match[1] ] ) ) {
				return null;
			}
			$seen[ $match[1] ] = $match[2];
		}
		if ( count( $seen ) !== count( Categories::SLUGS ) || 'yes' !== $seen['necessary'] ) {
			return null;
		}
		$ordered = array();
		foreach ( Categories::SLUGS as $slug ) {
			$ordered[ $slug ] = $seen[ $slug ];
		}
		return $ordered;
	}

	/**
	 * Accept means every category yes; reject means every optional category no.
	 *
	 * @param string                $action     Action.
	 * @param array<string, string> $categories Parsed categories.
	 */
	private static function consistent( string $action, array $categories ): bool {
		$optional = array_diff_key( $categories, array( 'necessary' => true ) );
		if ( 'accept' === $action ) {
			return ! in_array( 'no', $optional, true );
		}
		if ( 'reject' === $action ) {
			return ! in_array( 'yes', $optional, true );
		}
		return true;
	}

	/**
	 * Counts this client's records in the current window; false once over the limit. Only a hash of the
	 * client is kept, in a transient that expires with the window.
	 *
	 * @param string $remote_addr REMOTE_ADDR.
	 */
	private static function claim( string $remote_addr ): bool {
		$key   = self::limit_key( $remote_addr );
		$state = get_transient( $key );
		$now   = time();
		if ( ! is_array( $state ) || ! isset( $state['n'], $state['until'] ) || (int) $state['until'] <= $now ) {
			$state = array(
				'n'     => 0,
				'until' => $now + self::WINDOW,
			);
		}
		if ( (int) $state['n'] >= self::LIMIT ) {
			return false;
		}
		$state['n'] = (int) $state['n'] + 1;
		set_transient( $key, $state, max( 1, (int) $state['until'] - $now ) );
		return true;
	}

	/**
	 * The transient that counts a client's records.
	 *
	 * @param string $remote_addr REMOTE_ADDR.
	 */
	public static function limit_key( string $remote_addr ): string {
		return 'yomu_consent_rl_' . substr( wp_hash( HitLimiter::client( $remote_addr ), 'nonce' ), 0, 20 );
	}
}
