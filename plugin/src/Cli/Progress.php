<?php
/**
 * A WP-CLI progress bar (silent when the output is piped, as WP-CLI's own bars are).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cli;

/**
 * Progress of a command over a known number of steps.
 */
final class Progress {

	/**
	 * WP-CLI's bar.
	 *
	 * @var \cli\progress\Bar|\WP_CLI\NoOp
	 */
	private $bar;

	/**
	 * Starts a bar.
	 *
	 * @param string $message Label.
	 * @param int    $count   Steps.
	 */
	public function __construct( string $message, int $count ) {
		$this->bar = \WP_CLI\Utils\make_progress_bar( $message, max( 1, $count ) );
	}

	/**
	 * Advances by some steps.
	 *
	 * @param int $steps Steps done.
	 */
	public function tick( int $steps = 1 ): void {
		$this->bar->tick( $steps );
	}

	/**
	 * Ends the bar.
	 */
	public function finish(): void {
		$this->bar->finish();
	}
}
