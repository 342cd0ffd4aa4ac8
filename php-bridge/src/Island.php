<?php
/**
 * Island mount points: `<div data-island="NAME" data-props='JSON'>no-JS fallback</div>`.
 *
 * @package Yomu\Bridge
 */

namespace Yomu\Bridge;

/**
 * Renders mount points.
 */
final class Island {

	public const LOAD_STRATEGIES = array( 'eager', 'idle', 'visible', 'interaction' );

	/**
	 * Returns a mount point. The fallback must already be escaped HTML; it stays when the island fails.
	 *
	 * @param string                                   $name     Island folder name under src/islands/.
	 * @param array<string, mixed>                     $props    JSON-serialisable props.
	 * @param string                                   $fallback Server-rendered HTML shown without JavaScript.
	 * @param string                                   $load     When to load: eager, idle, visible or interaction.
	 * @param string                                   $tag      Wrapper element.
	 * @param array{selector?: string, event?: string} $wake For interaction: the links elsewhere on the page (a CSS
	 *                                                     selector) and the document event that ask for the island
	 *                                                     too (src/lib/islands/wake.ts).
	 */
	public static function render( string $name, array $props = array(), string $fallback = '', string $load = 'idle', string $tag = 'div', array $wake = array() ): string {
		$name  = sanitize_key( $name );
		$load  = in_array( $load, self::LOAD_STRATEGIES, true ) ? $load : 'idle';
		$tag   = tag_escape( $tag );
		$json  = wp_json_encode( (object) $props, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		$extra = '';
		if ( 'interaction' === $load && ! empty( $wake['selector'] ) ) {
			$extra .= sprintf( ' data-wake="%s"', esc_attr( $wake['selector'] ) );
		}
		if ( 'interaction' === $load && ! empty( $wake['event'] ) ) {
			$extra .= sprintf( ' data-wake-event="%s"', esc_attr( $wake['event'] ) );
		}
		return sprintf(
			'<%1$s data-island="%2$s" data-load="%3$s"%6$s data-props="%4$s">%5$s</%1$s>',
			$tag,
			esc_attr( $name ),
			esc_attr( $load ),
			esc_attr( (string) $json ),
			$fallback,
			$extra
		);
	}
}
