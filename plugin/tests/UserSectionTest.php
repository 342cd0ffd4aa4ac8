<?php
/**
 * Action wp-manga-get-user-section.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests;

use Yomu\Core\Account\UserSectionAction;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * The user menu answer for guests and users.
 */
final class UserSectionTest extends TestCase {

	public function test_guest_gets_an_error_and_no_menu(): void {
		wp_set_current_user( 0 );
		$answer = Registrar::call( UserSectionAction::ACTION, array() );
		$this->assertFalse( $answer->success );
		$this->assertSame( 401, $answer->status );
		$this->assertArrayNotHasKey( 'main', $answer->data );
	}

	public function test_user_gets_both_menus_with_the_display_name_escaped(): void {
		global $wpdb;
		$user = $this->create_user();
		// WordPress strips tags on insert; older (Madara-era) rows may still hold them, so write the row directly.
		$legacy = array( 'display_name' => '<img src=x onerror=alert(1)>Ayşe' );
		$wpdb->update( $wpdb->users, $legacy, array( 'ID' => $user->ID ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- simulating a legacy row.
		clean_user_cache( $user->ID );
		wp_set_current_user( $user->ID );
		$answer = Registrar::call( UserSectionAction::ACTION, array() );
		$this->assertTrue( $answer->success );
		foreach ( array( 'main', 'off_canvas' ) as $where ) {
			$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;Ayşe', $answer->data[ $where ] );
			$this->assertStringNotContainsString( '<img src=x', $answer->data[ $where ] );
			$this->assertStringContainsString( 'c-modal_item', $answer->data[ $where ] );
		}
	}

	public function test_action_is_registered_for_guests_and_users(): void {
		$this->assertNotFalse( has_action( 'wp_ajax_nopriv_wp-manga-get-user-section' ) );
		$this->assertNotFalse( has_action( 'wp_ajax_wp-manga-get-user-section' ) );
	}
}
