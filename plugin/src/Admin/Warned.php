<?php
/**
 * An action that was done, with something the editor should look at (a name used twice): shown as a warning.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * A handler's result between success and refusal.
 */
final class Warned {

	/**
	 * The message.
	 *
	 * @param string $message Plain text: what was done, then what to look at.
	 */
	public function __construct( public readonly string $message ) {}
}
