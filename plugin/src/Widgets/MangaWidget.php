<?php
/**
 * What every Madara widget shares: its id_base (so `widget_{id_base}` instances Madara saved render as they are),
 * the settings read with their render defaults, the title, the wp-admin form and its sanitized saving. Each
 * widget declares its fields and renders its body; an empty body prints nothing, not even the wrapper.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * The base widget.
 */
abstract class MangaWidget extends \WP_Widget {

	/**
	 * Registers under the widget's id_base. Its instances show in the block widget editor's Legacy Widget block,
	 * which edits them through form() and update().
	 */
	public function __construct() {
		parent::__construct(
			static::id_base(),
			static::label(),
			array(
				'classname'                   => static::classname(),
				'description'                 => static::description(),
				'customize_selective_refresh' => true,
				'show_instance_in_rest'       => true,
			)
		);
	}

	/**
	 * Madara's id_base.
	 */
	abstract public static function id_base(): string;

	/**
	 * The name in wp-admin.
	 */
	abstract protected static function label(): string;

	/**
	 * The description in wp-admin.
	 */
	abstract protected static function description(): string;

	/**
	 * The classes Madara gives the widget's wrapper (owners' custom CSS targets them).
	 */
	abstract protected static function classname(): string;

	/**
	 * The instance fields, by Madara's names.
	 *
	 * @return array<string, Field>
	 */
	abstract protected function fields(): array;

	/**
	 * The escaped body ('' prints nothing).
	 *
	 * @param array<string, string> $settings settings() of the instance.
	 */
	abstract protected function body( array $settings ): string;

	/**
	 * The instance's settings as rendered: each field's valid saved value, else its default.
	 *
	 * @param mixed $instance The saved instance.
	 * @return array<string, string>
	 */
	public function settings( $instance ): array {
		$instance = is_array( $instance ) ? $instance : array();
		$settings = array();
		foreach ( $this->fields() as $name => $field ) {
			$settings[ $name ] = $field->value( $instance[ $name ] ?? null );
		}
		return $settings;
	}

	/**
	 * Prints the widget.
	 *
	 * @param array<string, mixed> $args     The sidebar's wrappers.
	 * @param mixed                $instance The saved settings.
	 */
	public function widget( $args, $instance ): void {
		$settings = $this->settings( $instance );
		$body     = $this->body( $settings );
		if ( '' === $body ) {
			return;
		}
		$title = (string) apply_filters( 'widget_title', $settings['title'] ?? '', is_array( $instance ) ? $instance : array(), $this->id_base );
		$html  = (string) ( $args['before_widget'] ?? '' );
		if ( '' !== trim( $title ) ) {
			$html .= (string) ( $args['before_title'] ?? '' ) . esc_html( $title ) . (string) ( $args['after_title'] ?? '' );
		}
		echo $html . $body . (string) ( $args['after_widget'] ?? '' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the sidebar's wrappers and an escaped body.
	}

	/**
	 * Prints the settings form.
	 *
	 * @param array<string, mixed> $instance The saved settings.
	 * @return string
	 */
	public function form( $instance ) {
		$settings = $this->settings( $instance );
		foreach ( $this->fields() as $name => $field ) {
			echo Form::row( $field, $this->get_field_id( $name ), $this->get_field_name( $name ), $settings[ $name ] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Form.
		}
		return '';
	}

	/**
	 * The settings to save, sanitized. Fields this widget does not know are kept as they were, so nothing Madara
	 * (or an add-on) saved in the instance is lost.
	 *
	 * @param mixed $new_instance Submitted.
	 * @param mixed $old_instance Saved.
	 * @return array<string, mixed>
	 */
	public function update( $new_instance, $old_instance ) {
		$saved = is_array( $old_instance ) ? $old_instance : array();
		foreach ( $this->fields() as $name => $field ) {
			$saved[ $name ] = $field->clean( is_array( $new_instance ) ? ( $new_instance[ $name ] ?? '' ) : '' );
		}
		return $saved;
	}
}
