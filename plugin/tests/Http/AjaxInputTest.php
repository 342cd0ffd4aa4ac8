<?php
/**
 * The admin-ajax registrar's input: each field in its declared type, anything else absent.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Http;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Tests\TestCase;

/**
 * Typed reading and the order of the checks.
 */
final class AjaxInputTest extends TestCase {

	public function test_fields_of_another_shape_are_absent(): void {
		$input = new Input(
			array(
				'text'  => Input::TEXT,
				'raw'   => Input::RAW,
				'id'    => Input::INT,
				'ids'   => Input::INTS,
				'map'   => Input::MAP,
				'flag'  => Input::BOOL,
				'other' => Input::TEXT,
			),
			array(
				'text'  => array( 'x' ),
				'raw'   => " <b>kept</b>\n",
				'id'    => '12abc',
				'ids'   => array( '3', 'x', array( '4' ), '3', '99999999999999999999' ),
				'map'   => array(
					'mode' => 'strip',
					'fit'  => array( 'width' ),
				),
				'flag'  => 'on',
				'extra' => 'not declared',
			)
		);
		$this->assertFalse( $input->has( 'text' ) );
		$this->assertTrue( $input->sent( 'text' ) );
		$this->assertSame( '', $input->text( 'text' ) );
		$this->assertSame( " <b>kept</b>\n", $input->text( 'raw' ) );
		$this->assertNull( $input->int( 'id' ) );
		$this->assertSame( array( 3 ), $input->list( 'ids' ) );
		$this->assertFalse( $input->has( 'map' ), 'one item of another shape: the whole map is absent' );
		$this->assertTrue( $input->bool( 'flag' ) );
		$this->assertFalse( $input->sent( 'other' ) );
		$this->assertArrayNotHasKey( 'extra', $input->all() );
	}

	public function test_nonce_comes_before_the_caller_and_the_capability(): void {
		$name    = 'yomu_test_' . wp_generate_password( 6, false );
		$ran     = 0;
		$handler = static function () use ( &$ran ): Answer {
			++$ran;
			return Answer::success( 'done' );
		};
		Registrar::declare(
			static fn() => ( new Action( $name, $handler ) )
				->nonce( 'nonce', 'yomu_test', Answer::error( 'nonce', 403 ) )
				->for( Action::MEMBERS, Answer::error( 'member', 401 ) )
				->capability( 'edit_others_posts', Answer::error( 'capability', 403 ) )
		);
		wp_set_current_user( 0 );
		$this->assertSame( 'nonce', Registrar::call( $name, array( 'nonce' => array( 'x' ) ) )->data );
		$this->assertSame( 'member', Registrar::call( $name, array( 'nonce' => wp_create_nonce( 'yomu_test' ) ) )->data );
		wp_set_current_user( $this->create_user()->ID );
		$this->assertSame( 'capability', Registrar::call( $name, array( 'nonce' => wp_create_nonce( 'yomu_test' ) ) )->data );
		$this->assertSame( 0, $ran );
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$this->assertEquals( Answer::success( 'done' ), Registrar::call( $name, array( 'nonce' => wp_create_nonce( 'yomu_test' ) ) ) );
		$this->assertSame( 1, $ran );
		$this->assertNotFalse( has_action( 'wp_ajax_' . $name ) );
		$this->assertNotFalse( has_action( 'wp_ajax_nopriv_' . $name ), 'guests are answered with the refusal, not 0' );
	}
}
