<?php
/**
 * The myCred 2.6.3 functions Yomu calls (Premium\Points, Premium\Purchase), for PHPStan only: myCred is a
 * third-party plugin (shared/vendor/mycred.zip), present on a site only when its owner installs it.
 *
 * @package Yomu\Core
 */

/**
 * The settings object of a point type (has ->log_table).
 *
 * @param string $type Point type key.
 * @return object
 */
function mycred( $type = 'mycred_default' ) {}

/**
 * A user's balance, false for excluded users.
 *
 * @param int    $user_id    User ID.
 * @param string $point_type Point type key.
 * @return int|float|string|false
 */
function mycred_get_users_balance( $user_id = null, $point_type = 'mycred_default' ) {}

/**
 * Takes points from a user and logs it.
 *
 * @param string $ref        Reference.
 * @param int    $user_id    User ID.
 * @param int    $amount     Points.
 * @param string $entry      Log entry.
 * @param int    $ref_id     Reference ID.
 * @param mixed  $data       Data kept with the entry.
 * @param string $point_type Point type key.
 * @return mixed
 */
function mycred_subtract( $ref = '', $user_id = '', $amount = '', $entry = '', $ref_id = '', $data = '', $point_type = 'mycred_default' ) {}

/**
 * The user meta key of a point type on this site.
 *
 * @param string $key Point type key.
 * @param string $end Suffix.
 * @return string
 */
function mycred_get_meta_key( $key = '', $end = '' ) {}

/**
 * Gives (or with a negative amount takes) points and logs it.
 *
 * @param string $ref        Reference.
 * @param int    $user_id    User ID.
 * @param int    $amount     Points.
 * @param string $entry      Log entry.
 * @param int    $ref_id     Reference ID.
 * @param mixed  $data       Data kept with the entry.
 * @param string $point_type Point type key.
 * @return mixed
 */
function mycred_add( $ref = '', $user_id = '', $amount = '', $entry = '', $ref_id = '', $data = '', $point_type = 'mycred_default' ) {}

/**
 * myCred's log query (used by the tests' fixtures as Chapter Coin's report uses it).
 */
class myCRED_Query_Log {

	/**
	 * The rows found.
	 *
	 * @var array<int, object>
	 */
	public $results = array();

	/**
	 * Runs the query.
	 *
	 * @param array<string, mixed> $args Query arguments.
	 */
	public function __construct( $args = array() ) {}
}
