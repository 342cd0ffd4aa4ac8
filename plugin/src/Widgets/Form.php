<?php
/**
 * One row of a widget's settings form in wp-admin (the classic Widgets screen, the Customizer and the block
 * widget editor's Legacy Widget block all print form()).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * Form rows.
 */
final class Form {

	/**
	 * A labelled input or select, escaped.
	 *
	 * @param Field  $field The field.
	 * @param string $id    Input id.
	 * @param string $name  Input name.
	 * @param string $value Current value.
	 */
	public static function row( Field $field, string $id, string $name, string $value ): string {
		$label = sprintf( '<label for="%1$s">%2$s</label> ', esc_attr( $id ), esc_html( $field->label ) );
		if ( Field::CHOICE === $field->kind ) {
			$options = '';
			foreach ( $field->choices as $choice => $text ) {
				$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( (string) $choice ), selected( $value, (string) $choice, false ), esc_html( $text ) );
			}
			return sprintf( '<p>%1$s<select class="widefat" id="%2$s" name="%3$s">%4$s</select></p>', $label, esc_attr( $id ), esc_attr( $name ), $options );
		}
		$type  = array(
			Field::NUMBER => 'number',
			Field::URL    => 'url',
		)[ $field->kind ] ?? 'text';
		$range = Field::NUMBER === $field->kind ? sprintf( ' min="%1$d" max="%2$d" step="1"', $field->min, $field->max ) : '';
		return sprintf(
			'<p>%1$s<input class="%2$s" id="%3$s" name="%4$s" type="%5$s" value="%6$s"%7$s></p>',
			$label,
			Field::NUMBER === $field->kind ? 'tiny-text' : 'widefat',
			esc_attr( $id ),
			esc_attr( $name ),
			$type,
			esc_attr( $value ),
			$range
		);
	}
}
