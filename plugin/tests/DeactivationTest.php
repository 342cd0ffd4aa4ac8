<?php
/**
 * Deactivating the plugin stops its scheduled events and drops the stored rewrite rules (which hold Yomu's
 * routes), leaving everything else in place.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests;

use Yomu\Core\Deactivation;

/**
 * The deactivation hook.
 */
final class DeactivationTest extends TestCase {

	public function test_yomu_events_and_stored_rules_go_and_the_rest_stays(): void {
		flush_rewrite_rules( false );
		$this->assertStringContainsString( 'manga-core=', (string) wp_json_encode( get_option( 'rewrite_rules' ) ) );
		wp_schedule_single_event( time() + 600, 'madara_test_event' );
		\Yomu\Core\Views\Maintenance::schedule();
		$this->assertIsInt( wp_next_scheduled( \Yomu\Core\Views\Maintenance::HOOK ) );

		Deactivation::deactivate();

		$this->assertFalse( wp_next_scheduled( \Yomu\Core\Views\Maintenance::HOOK ) );
		$this->assertIsInt( wp_next_scheduled( 'madara_test_event' ) );
		$this->assertEmpty( get_option( 'rewrite_rules' ) );
		$this->assertFalse( get_option( \Yomu\Core\Routing\RewriteFlush::OPTION ) );
		$this->assertSame( YOMU_CORE_VERSION, get_option( 'yomu_core_version' ) );
	}
}
