<?php
/**
 * Widget settings: the value at render (saved, else the default) and the value saved from a form.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Widgets;

use Yomu\Core\Tests\TestCase;
use Yomu\Core\Widgets\Field;

/**
 * Field::value() and Field::clean().
 */
final class FieldTest extends TestCase {

	public function test_a_saved_value_wins_and_a_missing_or_invalid_one_gives_the_default(): void {
		$count = Field::number( 'Count', 3 );
		$this->assertSame( '7', $count->value( '7' ) );
		$this->assertSame( '3', $count->value( null ) );
		$this->assertSame( '3', $count->value( '' ) );
		$this->assertSame( '48', $count->value( '500' ) );
		$this->assertSame( '1', $count->value( '-4' ) );
		$order = Field::choice(
			'Order',
			array(
				'desc' => 'D',
				'asc'  => 'A',
			),
			'desc'
		);
		$this->assertSame( 'asc', $order->value( 'asc' ) );
		$this->assertSame( 'desc', $order->value( 'RAND()' ) );
		$this->assertSame( 'desc', $order->value( array( 'asc' ) ) );
		// Text keeps what was saved, even empty (an owner who emptied a link text hides the link).
		$text = Field::text( 'Link', 'Advanced' );
		$this->assertSame( '', $text->value( '' ) );
		$this->assertSame( 'Advanced', $text->value( null ) );
	}

	public function test_a_form_value_is_sanitized_in_madara_shapes(): void {
		$this->assertSame( 'Yeni liste', Field::text( 'Title' )->clean( '<b>Yeni</b> liste' ) );
		$this->assertSame( '', ( new Field( Field::URL, 'Link' ) )->clean( 'javascript:alert(1)' ) );
		$this->assertSame( 'https://example.test/a', ( new Field( Field::URL, 'Link' ) )->clean( ' https://example.test/a ' ) );
		$this->assertSame( '0', Field::number( 'Years', 20, 0, 500 )->clean( '0' ) );
		$this->assertSame(
			'1',
			Field::choice(
				'Autoplay',
				array(
					'0' => 'No',
					'1' => 'Yes',
				),
				'0'
			)->clean( '1' )
		);
		$this->assertSame(
			'0',
			Field::choice(
				'Autoplay',
				array(
					'0' => 'No',
					'1' => 'Yes',
				),
				'0'
			)->clean( 'on' )
		);
	}
}
