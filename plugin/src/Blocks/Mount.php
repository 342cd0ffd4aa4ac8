<?php
/**
 * Renders a block's island mount point through php-bridge.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

use Yomu\Bridge\Island;

/**
 * Mount points for block islands.
 */
final class Mount {

	/**
	 * The island markup, the fallback inside it.
	 *
	 * @param string               $name     Island name (src/islands/NAME).
	 * @param array<string, mixed> $props    JSON-serialisable props.
	 * @param string               $fallback Escaped HTML that works without JavaScript.
	 * @param string               $load     Load strategy.
	 */
	public static function island( string $name, array $props, string $fallback, string $load = 'visible' ): string {
		return Island::render( $name, $props, $fallback, $load );
	}

	/**
	 * The block wrapper's attributes (class names, alignment) with our own class added.
	 *
	 * @param string $class_name Block class.
	 * @param string $style      Inline style (already safe CSS declarations).
	 */
	public static function wrapper( string $class_name, string $style = '' ): string {
		$extra = array( 'class' => $class_name );
		if ( '' !== $style ) {
			$extra['style'] = $style;
		}
		if ( ! empty( \WP_Block_Supports::$block_to_render ) ) {
			return get_block_wrapper_attributes( $extra );
		}
		return 'class="' . esc_attr( $class_name ) . '"' . ( '' !== $style ? ' style="' . esc_attr( $style ) . '"' : '' );
	}
}
