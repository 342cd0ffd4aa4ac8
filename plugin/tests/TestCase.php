<?php
/**
 * Base test case: every test runs inside a database transaction that is rolled back after it (see Kit\Rollback),
 * makes its fixtures with self::factory(), and starts signed out with an empty object cache.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests;

use Yomu\Core\Tests\Factory\Factories;
use Yomu\Core\Tests\Kit\Memos;
use Yomu\Core\Tests\Kit\NoRollback;
use Yomu\Core\Tests\Kit\Rollback;

/**
 * Shared set-up and clean-up for tests running inside real WordPress.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/**
	 * The factories.
	 *
	 * @var Factories|null
	 */
	private static ?Factories $factories = null;

	/**
	 * Whether this test runs inside the rolled-back transaction.
	 *
	 * @var bool
	 */
	private bool $rolls_back = false;

	/**
	 * Users made by a NoRollback test, deleted after it.
	 *
	 * @var int[]
	 */
	private array $committed_users = array();

	/**
	 * Manga, volumes, chapters, users, terms, comments and files for the test.
	 */
	protected static function factory(): Factories {
		self::$factories ??= new Factories();
		return self::$factories;
	}

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( 0 );
		$this->rolls_back = ! $this->opts_out();
		if ( $this->rolls_back ) {
			Rollback::begin();
		}
	}

	protected function tearDown(): void {
		wp_set_current_user( 0 );
		if ( is_locale_switched() ) {
			restore_current_locale();
		}
		self::factory()->files->remove_all();
		foreach ( $this->committed_users as $id ) {
			wp_delete_user( $id );
		}
		$this->committed_users = array();
		$ddl                   = $this->rolls_back ? Rollback::end() : array();
		wp_cache_flush();
		Memos::forget();
		parent::tearDown();
		if ( array() !== $ddl ) {
			$this->fail( "This test ran DDL, which commits the test's transaction on MariaDB, so its rows would stay. Mark it #[NoRollback( 'why' )] and clean up by hand. Statements: " . implode( ' | ', $ddl ) );
		}
	}

	/**
	 * Whether the test class or method carries #[NoRollback].
	 */
	private function opts_out(): bool {
		$class = new \ReflectionClass( $this );
		if ( array() !== $class->getAttributes( NoRollback::class ) ) {
			return true;
		}
		$name = $this->getName( false );
		return $class->hasMethod( $name ) && array() !== $class->getMethod( $name )->getAttributes( NoRollback::class );
	}

	/**
	 * A user (a subscriber unless $fields names a role).
	 *
	 * @param array<string, mixed> $fields Fields for wp_insert_user.
	 */
	protected function create_user( array $fields = array() ): \WP_User {
		$user = self::factory()->user->create_and_get( $fields );
		if ( ! $this->rolls_back ) {
			$this->committed_users[] = $user->ID;
		}
		return $user;
	}
}
