<?php
/**
 * The inputs of Settings → Manga, one per field kind. A switch sends '0' when unchecked (a hidden input before the
 * box), as Madara's settings page did, so "turned off" is saved rather than left unset.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\SiteSettings;

use Yomu\Core\Content\Settings;

/**
 * Field HTML.
 */
final class Inputs {

	/**
	 * Values typed in a refused save, shown instead of the stored ones.
	 *
	 * @var array<string, string>
	 */
	private static array $kept = array();

	/**
	 * Shows a refused save's input on this view.
	 *
	 * @param array<string, string> $kept The kept fields.
	 */
	public static function use_kept( array $kept ): void {
		self::$kept = $kept;
	}

	/**
	 * The HTML id of a field.
	 *
	 * @param string $key The key.
	 */
	public static function id( string $key ): string {
		return 'yomu-manga-' . str_replace( '_', '-', $key );
	}

	/**
	 * One field.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public static function render( array $args ): void {
		$key   = $args['key'];
		$field = Fields::all()[ $key ];
		$value = self::$kept[ $key ] ?? Fields::shown( $key );
		$name  = Settings::OPTION . '[' . $key . ']';
		$id    = self::id( $key );
		switch ( $field['kind'] ) {
			case 'switch':
				// The row's heading is the box's label (label_for).
				printf( '<input type="hidden" name="%1$s" value="0"><input type="checkbox" id="%2$s" name="%1$s" value="1"%3$s>', esc_attr( $name ), esc_attr( $id ), checked( '1', $value, false ) );
				break;
			case 'page':
				self::select( $name, $id, $value, self::pages() );
				break;
			case 'choice':
				self::select( $name, $id, $value, $field['choices'] ?? array() );
				break;
			case 'number':
				printf( '<input type="number" class="small-text" id="%1$s" name="%2$s" value="%3$s" min="%4$d" max="%5$d" step="1">', esc_attr( $id ), esc_attr( $name ), esc_attr( $value ), (int) ( $field['min'] ?? 1 ), (int) ( $field['max'] ?? 1 ) );
				break;
			default:
				$class = 'text' === $field['kind'] ? 'regular-text' : 'regular-text code';
				printf( '<input type="text" class="%1$s" id="%2$s" name="%3$s" value="%4$s" spellcheck="false">', esc_attr( $class ), esc_attr( $id ), esc_attr( $name ), esc_attr( $value ) );
		}
		if ( isset( $field['description'] ) ) {
			printf( '<p class="description">%s</p>', esc_html( $field['description'] ) );
		}
	}

	/**
	 * A select.
	 *
	 * @param string                    $name    The input name.
	 * @param string                    $id      The HTML id.
	 * @param string                    $value   The chosen value.
	 * @param array<int|string, string> $choices value => label.
	 */
	private static function select( string $name, string $id, string $value, array $choices ): void {
		printf( '<select id="%1$s" name="%2$s">', esc_attr( $id ), esc_attr( $name ) );
		foreach ( $choices as $choice => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( (string) $choice ), selected( (string) $choice, $value, false ), esc_html( $label ) );
		}
		echo '</select>';
	}

	/**
	 * The published pages, with "none" first.
	 *
	 * @return array<int|string, string>
	 */
	private static function pages(): array {
		$choices = array( '0' => __( '— None —', 'yomu-core' ) );
		foreach ( get_pages( array( 'post_status' => 'publish' ) ) as $page ) {
			$choices[ (string) $page->ID ] = '' !== $page->post_title ? $page->post_title : sprintf( '#%d', $page->ID );
		}
		return $choices;
	}
}
