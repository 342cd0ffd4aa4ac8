<?php
/**
 * Chapter Coin's price rule (no row, -1 = the site default; 0 = free; N = N points), its filter, the bypass roles,
 * and the access policy's order of refusals (hidden, password, adult) before any premium rule.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Premium;

use Yomu\Core\Access\Decision;
use Yomu\Core\Access\Policy;
use Yomu\Core\Content\Settings;
use Yomu\Core\Premium\CoinTable;
use Yomu\Core\Premium\Locks;
use Yomu\Core\Premium\Prices;
use Yomu\Core\Tests\Routing\RoutingTestCase;

require_once dirname( __DIR__ ) . '/Routing/RoutingTestCase.php';

final class PricesTest extends RoutingTestCase {

	/**
	 * Sets Chapter Coin's default price.
	 *
	 * @param int $coin Default coin.
	 */
	private function default_coin( int $coin ): void {
		update_option( Settings::OPTION, array( 'wp_manga_chapter_selling' => array( 'default_coin' => (string) $coin ) ) );
	}

	public function test_prices_follow_chapter_coins_rule(): void {
		$manga = self::factory()->manga->create_and_get();
		$none  = $this->add_chapter( $manga->ID, 'none' );
		$minus = $this->add_chapter( $manga->ID, 'minus' );
		$zero  = $this->add_chapter( $manga->ID, 'zero' );
		$five  = $this->add_chapter( $manga->ID, 'five' );
		CoinTable::set( $manga->ID, array( $minus->id ), -1 );
		CoinTable::set( $manga->ID, array( $zero->id ), 0 );
		CoinTable::set( $manga->ID, array( $five->id ), 5 );

		$this->assertSame( array( 0, 0, 0, 5 ), array_map( array( Prices::class, 'of' ), array( $none, $minus, $zero, $five ) ) );
		$this->default_coin( 3 );
		$this->assertSame( array( 3, 3, 0, 5 ), array_map( array( Prices::class, 'of' ), array( $none, $minus, $zero, $five ) ) );
		$this->assertSame( array( CoinTable::DEFAULT_PRICE, CoinTable::DEFAULT_PRICE, 0, 5 ), array_map( array( Prices::class, 'own' ), array( $none, $minus, $zero, $five ) ) );

		$this->filter( 'wp_manga_chapter_coin_get_chapter_coin', static fn ( $price, $id ) => $id === $five->id ? 9 : $price );
		$this->assertSame( 9, Prices::of( $five ) );
	}

	public function test_a_negative_or_broken_default_means_free(): void {
		$manga   = self::factory()->manga->create_and_get();
		$chapter = $this->add_chapter( $manga->ID, 'one' );
		update_option( Settings::OPTION, array( 'wp_manga_chapter_selling' => array( 'default_coin' => '-4' ) ) );
		$this->assertSame( 0, Prices::of( $chapter ) );
		update_option( Settings::OPTION, array( 'wp_manga_chapter_selling' => 'garbage' ) );
		$this->assertSame( 0, Prices::of( $chapter ) );
	}

	public function test_administrators_and_editors_bypass_and_the_roles_are_a_filter(): void {
		$editor     = self::factory()->user->create( array( 'role' => 'editor' ) );
		$author     = self::factory()->user->create( array( 'role' => 'author' ) );
		$subscriber = self::factory()->user->create( array( 'role' => 'subscriber' ) );
		$this->assertSame( array( true, false, false, false ), array( Locks::bypasses( $editor ), Locks::bypasses( $author ), Locks::bypasses( $subscriber ), Locks::bypasses( 0 ) ) );
		$this->filter( 'wp_manga_chapter_coin_special_roles', static fn () => array( 'author' ) );
		$this->assertSame( array( false, true ), array( Locks::bypasses( $editor ), Locks::bypasses( $author ) ) );
	}

	public function test_without_mycred_a_priced_chapter_is_free(): void {
		$manga   = self::factory()->manga->create_and_get();
		$chapter = $this->add_chapter( $manga->ID, 'one' );
		CoinTable::set( $manga->ID, array( $chapter->id ), 5 );
		$this->assertFalse( function_exists( 'mycred' ), 'myCred is not active on the PHPUnit site' );
		$this->assertSame( Locks::FREE, Locks::state( $chapter, 0 ) );
		$this->assertTrue( Policy::chapter( $manga, $chapter )->allowed() );
	}

	public function test_the_policy_refuses_hidden_then_password_then_adult(): void {
		$draft   = self::factory()->manga->create_and_get( array( 'post_status' => 'draft' ) );
		$secret  = self::factory()->manga->create_and_get( array( 'post_password' => 'sesame' ) );
		$adult   = self::factory()->manga->create_and_get();
		$other   = self::factory()->manga->create_and_get();
		$chapter = $this->add_chapter( $adult->ID, 'one' );
		update_post_meta( $adult->ID, 'manga_adult_content', array( 'yes' ) );

		$this->assertSame( Decision::HIDDEN, Policy::chapters( $draft )->reason );
		$this->assertSame( Decision::PASSWORD, Policy::chapters( $secret )->reason );
		$this->assertTrue( Policy::chapters( $adult )->allowed() );
		$this->assertSame( Decision::ADULT, Policy::chapter( $adult, $chapter )->reason );
		$this->assertSame( Decision::HIDDEN, Policy::chapter( $other, $chapter )->reason, 'a chapter of another manga' );
		$this->assertTrue( Policy::listed( $adult ) );
		$this->assertFalse( Policy::listed( $secret ) );
	}
}
