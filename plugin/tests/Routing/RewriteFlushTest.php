<?php
/**
 * RewriteFlush: stored rules are rebuilt when Yomu's routes are missing or the slug settings changed.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Routing\RewriteFlush;
use Yomu\Core\Routing\Rules;

require_once __DIR__ . '/RoutingTestCase.php';

final class RewriteFlushTest extends RoutingTestCase {

	/**
	 * State as RewriteFlush stores it after flushing into these rules.
	 *
	 * @param array<string, string> $rules Stored rules.
	 * @param int                   $time  When it flushed.
	 * @return array{signature: string, rules: string, time: int}
	 */
	private function state_for( array $rules, int $time = 0 ): array {
		return array(
			'signature' => RewriteFlush::signature(),
			'rules'     => md5( (string) wp_json_encode( $rules ) ),
			'time'      => $time ? $time : time(),
		);
	}

	/** The single-manga rule WordPress makes for the post type. */
	private const MANGA_RULE = array( 'manga/([^/]+)(?:/([0-9]+))?/?$' => 'index.php?wp-manga=$matches[1]&page=$matches[2]' );

	public function test_no_state_yet_means_flush(): void {
		$this->assertTrue( RewriteFlush::needs_flush( false, Rules::current() ) );
	}

	public function test_up_to_date_rules_need_nothing(): void {
		$rules = array( 'other/?$' => 'index.php' ) + Rules::current() + self::MANGA_RULE;
		$this->assertFalse( RewriteFlush::needs_flush( $this->state_for( $rules ), $rules ) );
	}

	public function test_rules_flushed_while_the_post_type_was_missing_mean_flush(): void {
		$rules = Rules::current();
		$this->assertTrue( RewriteFlush::needs_flush( $this->state_for( array() ), $rules ) );
		$this->assertFalse( RewriteFlush::needs_flush( $this->state_for( $rules ), $rules ), 'tried once, not forever' );
	}

	public function test_a_changed_slug_setting_means_flush(): void {
		$rules = Rules::current();
		$state = $this->state_for( $rules );
		$this->settings( array( 'manga_slug' => 'seri' ) );
		$this->assertTrue( RewriteFlush::needs_flush( $state, $rules ) );
		$this->settings( array( 'manga_paged_var' => 'sayfa' ) );
		$this->assertTrue( RewriteFlush::needs_flush( $state, $rules ) );
	}

	public function test_rules_flushed_without_yomus_routes_mean_flush(): void {
		$ours  = Rules::current();
		$state = $this->state_for( $ours );
		$this->assertTrue( RewriteFlush::needs_flush( $state, array( 'manga/?$' => 'index.php?post_type=wp-manga' ) ) );
	}

	public function test_a_flush_that_could_not_store_the_routes_is_not_retried_forever(): void {
		$filtered = array( 'manga/?$' => 'index.php?post_type=wp-manga' );
		$this->assertFalse( RewriteFlush::needs_flush( $this->state_for( $filtered ), $filtered ) );
	}

	public function test_routes_still_missing_an_hour_later_are_flushed_again(): void {
		$filtered = array( 'manga/?$' => 'index.php?post_type=wp-manga' );
		$this->assertTrue( RewriteFlush::needs_flush( $this->state_for( $filtered, time() - 2 * HOUR_IN_SECONDS ), $filtered ) );
	}

	public function test_missing_stored_rules_are_left_to_wordpress(): void {
		$this->assertFalse( RewriteFlush::needs_flush( $this->state_for( array() ), '' ) );
	}

	public function test_maybe_flush_stores_the_routes_and_the_state(): void {
		$saved_rules = get_option( 'rewrite_rules' );
		$saved_state = get_option( RewriteFlush::OPTION );
		try {
			update_option( 'rewrite_rules', array( 'manga/?$' => 'index.php?post_type=wp-manga' ) );
			delete_option( RewriteFlush::OPTION );
			RewriteFlush::maybe_flush();
			$stored = get_option( 'rewrite_rules' );
			$this->assertIsArray( $stored );
			foreach ( array_keys( Rules::current() ) as $regex ) {
				$this->assertArrayHasKey( $regex, $stored );
			}
			$this->assertSame( RewriteFlush::signature(), get_option( RewriteFlush::OPTION )['signature'] );
			$this->assertSame( md5( (string) wp_json_encode( $stored ) ), get_option( RewriteFlush::OPTION )['rules'] );
			$this->assertFalse( RewriteFlush::needs_flush( get_option( RewriteFlush::OPTION ), $stored ) );
		} finally {
			update_option( 'rewrite_rules', $saved_rules );
			update_option( RewriteFlush::OPTION, $saved_state );
		}
	}

	public function test_the_check_runs_once_every_rule_is_registered_so_the_flush_is_not_deferred(): void {
		$this->assertSame( 0, has_action( 'wp_loaded', array( RewriteFlush::class, 'maybe_flush' ) ) );
		$this->assertFalse( has_action( 'init', array( RewriteFlush::class, 'maybe_flush' ) ) );
	}

	public function test_activation_forgets_the_state(): void {
		$this->assertNotFalse( has_action( 'activate_' . plugin_basename( YOMU_CORE_FILE ), array( RewriteFlush::class, 'forget' ) ) );
	}
}
