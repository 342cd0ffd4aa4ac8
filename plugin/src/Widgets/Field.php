<?php
/**
 * One setting of a widget instance, as Madara saves it: its kind, its default at render, its form label. Values
 * stay strings in Madara's own shapes ('yes'/'no', 'true'/'false', '0'/'1', comma lists), so that an instance
 * edited here reads the same under Madara again.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * A field: text, url, number (min–max) or choice (value => label).
 */
final class Field {

	public const TEXT   = 'text';
	public const URL    = 'url';
	public const NUMBER = 'number';
	public const CHOICE = 'choice';

	/**
	 * A field.
	 *
	 * @param string                    $kind    TEXT, URL, NUMBER or CHOICE.
	 * @param string                    $label   Form label (translated).
	 * @param string                    $default Value at render when the instance has none (or an invalid one).
	 * @param array<int|string, string> $choices CHOICE: value => label.
	 * @param int                       $min     NUMBER: lowest.
	 * @param int                       $max     NUMBER: highest.
	 */
	public function __construct(
		public readonly string $kind,
		public readonly string $label,
		public readonly string $default = '',
		public readonly array $choices = array(),
		public readonly int $min = 1,
		public readonly int $max = 48
	) {}

	/**
	 * A text field.
	 *
	 * @param string $label   Label.
	 * @param string $default Default.
	 */
	public static function text( string $label, string $default = '' ): self {
		return new self( self::TEXT, $label, $default );
	}

	/**
	 * A number field.
	 *
	 * @param string $label   Label.
	 * @param int    $default Default.
	 * @param int    $min     Lowest.
	 * @param int    $max     Highest.
	 */
	public static function number( string $label, int $default, int $min = 1, int $max = 48 ): self {
		return new self( self::NUMBER, $label, (string) $default, array(), $min, $max );
	}

	/**
	 * A choice field.
	 *
	 * @param string                    $label   Label.
	 * @param array<int|string, string> $choices Value => label.
	 * @param string                    $default Default (one of the values).
	 */
	public static function choice( string $label, array $choices, string $default ): self {
		return new self( self::CHOICE, $label, $default, $choices );
	}

	/**
	 * The value at render: a valid saved value, else the default.
	 *
	 * @param mixed $saved The instance's value (null when absent).
	 */
	public function value( $saved ): string {
		if ( ! is_scalar( $saved ) ) {
			return $this->default;
		}
		$saved = trim( (string) $saved );
		switch ( $this->kind ) {
			case self::NUMBER:
				return is_numeric( $saved ) ? (string) max( $this->min, min( $this->max, (int) $saved ) ) : $this->default;
			case self::CHOICE:
				return array_key_exists( $saved, $this->choices ) ? $saved : $this->default;
			default:
				return $saved;
		}
	}

	/**
	 * The value to save from the form (sanitized).
	 *
	 * @param mixed $posted The submitted value (unslashed by WordPress's widget saving).
	 */
	public function clean( $posted ): string {
		$posted = is_scalar( $posted ) ? (string) $posted : '';
		switch ( $this->kind ) {
			case self::URL:
				return esc_url_raw( trim( $posted ) );
			case self::NUMBER:
			case self::CHOICE:
				return $this->value( $posted );
			default:
				return sanitize_text_field( $posted );
		}
	}
}
