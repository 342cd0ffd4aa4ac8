<?php
/**
 * Renders the admin templates in plugin/templates/admin/.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * Template loader: a template sees its data as $yomu and escapes everything it prints.
 */
final class Template {

	/**
	 * Returns a template's HTML.
	 *
	 * @param string               $name Template name without .php (letters, digits and dashes).
	 * @param array<string, mixed> $yomu Data for the template.
	 */
	public static function render( string $name, array $yomu ): string {
		$file = YOMU_CORE_DIR . '/templates/admin/' . sanitize_key( $name ) . '.php';
		if ( ! is_file( $file ) ) {
			return '';
		}
		ob_start();
		include $file;
		return (string) ob_get_clean();
	}
}
