<?php
/**
 * Opts a test class or method out of the per-test database rollback.
 *
 * For tests that must run DDL (CREATE/DROP/ALTER TABLE commits implicitly on MariaDB) or really commit (what
 * another connection has to see). Such a test cleans up what it writes itself; the kit still flushes the object
 * cache, signs out and removes the factories' files after it.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Kit;

/**
 * The attribute; the reason says why the test cannot run inside a transaction.
 */
#[\Attribute( \Attribute::TARGET_CLASS | \Attribute::TARGET_METHOD )]
final class NoRollback {

	/**
	 * Why the test needs real commits.
	 *
	 * @param string $reason Why.
	 */
	public function __construct( public string $reason ) {
	}
}
