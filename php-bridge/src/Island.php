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
	 * @param string                $name     Island folder name under src/islands/.
	 * @param array<string, mixed>  $props    JSON-serialisable props.
	 * @param string                $fallback Server-rendered HTML shown without JavaScript.
	 * @param string                $load     When to load: eager, idle, visible or interaction.
	 * @param string                $tag      Wrapper element.
	 * @param array<string, string> $wake     For interaction (src/lib/islands/wake.ts): `selector`, the links elsewhere
	 *                                        on the page that ask for the island too; `event`, the document event
	 *                                        that does; `hover`, the elements whose mouse hover only starts its
	 *                                        download.
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
		if ( 'interaction' === $load && ! empty( $wake['hover'] ) ) {
			$extra .= sprintf( ' data-wake-hover="%s"', esc_attr( $wake['hover'] ) );
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
