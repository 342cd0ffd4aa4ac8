<?php
/**
 * A class whose unserialization the revenue test would notice.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Premium;

/**
 * Counts its own unserializations.
 */
final class WakeupProbe {

	/**
	 * How many were woken.
	 *
	 * @var int
	 */
	public static int $woken = 0;

	/**
	 * Counts.
	 */
	public function __wakeup(): void {
		++self::$woken;
	}
}
