<?php
/**
 * Counter: a number counting up to its end value once in view. Without JavaScript the end value shows.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * Server render of yomu/counter.
 */
final class CounterBlock {

	public const DEFAULT_DURATION = 2000;

	/**
	 * The block's HTML.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		$end       = Attributes::number( $attributes, 'end', 0 );
		$duration  = (int) max( 0, min( 60000, Attributes::number( $attributes, 'duration', self::DEFAULT_DURATION ) ) );
		$separator = mb_substr( Attributes::text( $attributes, 'separator', ',' ), 0, 3 );
		$suffix    = mb_substr( Attributes::text( $attributes, 'suffix' ), 0, 20 );
		$label     = Attributes::text( $attributes, 'label' );
		$body      = sprintf(
			'<span class="yomu-counter__number">%s</span>%s',
			esc_html( self::format( $end, $separator, $suffix ) ),
			'' !== $label ? '<span class="yomu-counter__label">' . esc_html( $label ) . '</span>' : ''
		);
		$props     = array(
			'end'       => $end,
			'duration'  => $duration,
			'separator' => $separator,
			'suffix'    => $suffix,
		);
		return sprintf( '<div %s>%s</div>', Mount::wrapper( 'yomu-counter' ), Mount::island( 'counter', $props, $body, 'visible' ) );
	}

	/**
	 * The same formatting as the island: grouped thousands, the end value's decimals, the suffix.
	 *
	 * @param float  $value     Number.
	 * @param string $separator Thousands separator.
	 * @param string $suffix    Suffix.
	 */
	public static function format( float $value, string $separator, string $suffix ): string {
		$text     = (string) $value;
		$dot      = strpos( $text, '.' );
		$decimals = false === $dot || false !== stripos( $text, 'e' ) ? 0 : min( 4, strlen( $text ) - $dot - 1 );
		return number_format( $value, $decimals, '.', $separator ) . $suffix;
	}
}
