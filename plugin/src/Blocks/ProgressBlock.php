<?php
/**
 * Progress bar or circle. Without JavaScript it is a plain CSS bar at its final value; the progress island
 * draws the SPEC §9 shape and animates it once in view.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * Server render of yomu/progress.
 */
final class ProgressBlock {

	/**
	 * The block's HTML.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		$shape = 'circle' === Attributes::text( $attributes, 'shape' ) ? 'circle' : 'bar';
		$value = (int) max( 0, min( 100, round( Attributes::number( $attributes, 'value', 50 ) ) ) );
		$label = Attributes::text( $attributes, 'label' );
		$color = sanitize_hex_color( Attributes::text( $attributes, 'color', '#c0392b' ) );
		$color = $color ? $color : '#c0392b';

		$meter = sprintf(
			'<div class="yomu-progress__meter"><span class="yomu-progress__fill" style="inline-size:%1$d%%;background:%2$s"></span><span class="yomu-progress__value">%1$d%%</span></div>',
			$value,
			esc_attr( $color )
		);
		$body  = sprintf(
			'<div class="yomu-progress yomu-progress--%1$s" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="%2$d" aria-label="%3$s">%4$s%5$s</div>',
			esc_attr( $shape ),
			$value,
			esc_attr( '' !== $label ? $label : __( 'Progress', 'yomu-core' ) ),
			'' !== $label ? '<span class="yomu-progress__label">' . esc_html( $label ) . '</span>' : '',
			$meter
		);
		$props = array(
			'shape' => $shape,
			'value' => $value,
			'color' => $color,
		);
		return sprintf( '<div %s>%s</div>', Mount::wrapper( 'yomu-progress-block' ), Mount::island( 'progress', $props, $body, 'visible' ) );
	}
}
