<?php
/**
 * Starts the background worker without making anyone wait for it. A request that queued work asks for a run
 * after its answer: under php-fpm the answer is sent first (fastcgi_finish_request) and the run happens in the
 * same process; elsewhere (php -S, mod_php) a non-blocking loopback request to the worker endpoint starts it.
 * A command-line process (WP-CLI, scripts) only queues: it has no answer to send first and may run where the
 * site's URL is unreachable; its chapters are built by the next run (the next upload, the status screen, the
 * cron event) or by `wp yomu images build`. The endpoint is authenticated by a site secret, not by cookies, and
 * only ever starts a run; a run that stops on its time budget with work left starts the next one the same way,
 * and a run that finds more chapters waiting starts a helper beside it (Worker::workers() at most). WP-Cron (off
 * on many sites) is only a safety net.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images\Background;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;

/**
 * Worker triggering.
 */
final class Trigger {

	public const ACTION        = 'yomu_variants_work';
	public const SECRET_OPTION = 'yomu_variant_worker_secret';
	public const CRON_HOOK     = 'yomu_variants_work';

	/**
	 * Whether this request already asked for a run.
	 *
	 * @var bool
	 */
	private static bool $asked = false;

	/**
	 * Asks for a worker run once this request has answered.
	 */
	public static function after_answer(): void {
		if ( ! self::$asked ) {
			self::$asked = true;
			add_action( 'shutdown', array( self::class, 'on_shutdown' ), 1000 );
		}
	}

	/**
	 * At the end of the request: runs in this process once the answer is out, or starts the loopback.
	 */
	public static function on_shutdown(): void {
		self::$asked = false;
		if ( 'cli' === PHP_SAPI ) {
			return;
		}
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
			self::work();
			return;
		}
		self::spawn();
	}

	/**
	 * Sends the loopback request without waiting for its answer.
	 */
	public static function spawn(): void {
		wp_remote_post(
			admin_url( 'admin-ajax.php' ),
			array(
				'timeout'   => 0.01,
				'blocking'  => false,
				'sslverify' => false,
				'body'      => array(
					'action' => self::ACTION,
					'key'    => self::secret(),
				),
			)
		);
	}

	/**
	 * The endpoint's declaration: everyone (the loopback carries no cookies), authenticated by the site secret
	 * in `key` instead of a nonce; it only starts a run.
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'endpoint' ) ) )->fields( array( 'key' => Input::TEXT ) );
	}

	/**
	 * The endpoint: checks the secret, then runs (the caller did not wait) and answers an empty body.
	 *
	 * @param Input $input key.
	 */
	public static function endpoint( Input $input ): Answer {
		$secret = (string) get_option( self::SECRET_OPTION, '' ); // Never made here: a stranger's request writes nothing.
		if ( strlen( $secret ) < 32 || ! hash_equals( $secret, $input->text( 'key' ) ) ) {
			return Answer::bare( __( 'Sorry, you are not allowed to do that.', 'yomu-core' ), 403 );
		}
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		self::work();
		return Answer::bare( '', 200 );
	}

	/**
	 * The cron safety net: a run when work waits and no run was started otherwise.
	 */
	public static function cron(): void {
		self::work();
	}

	/**
	 * One run with the time it needs; the next one is started when work remains.
	 */
	private static function work(): void {
		ignore_user_abort( true );
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( Worker::BUDGET + Worker::LEASE_SECONDS ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions.Discouraged -- a worker run, bounded by its budget.
		}
		$run = Worker::run( Worker::BUDGET, array( self::class, 'helper' ) );
		if ( false !== $run && $run['more'] ) {
			self::spawn();
		}
	}

	/**
	 * Once a run holds its lease: starts another beside it while a lease is free and it would find a chapter of
	 * its own, so a queue of many chapters is built on several cores. Each run starts at most one.
	 *
	 * @param bool $room Whether a lease is free.
	 */
	public static function helper( bool $room ): void {
		if ( $room && Queue::waiting() > 1 ) {
			self::spawn();
		}
	}

	/**
	 * The site's worker secret (made on first use).
	 */
	private static function secret(): string {
		$secret = (string) get_option( self::SECRET_OPTION, '' );
		if ( strlen( $secret ) < 32 ) {
			$secret = wp_generate_password( 40, false );
			update_option( self::SECRET_OPTION, $secret, false );
		}
		return $secret;
	}
}
