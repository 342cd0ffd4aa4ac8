<?php
/**
 * The one reader of admin-ajax fields. Each action declares its fields and their types; the Registrar reads them
 * once, unslashed, into this object. A field sent in another shape than declared (`x[]=1` where text is expected,
 * an object where a list is) counts as absent, so no handler ever passes an array to a string function (the
 * fuzz layer's finding, tests/fuzz/). Core's own readers (query vars, wp-login.php) are guarded by ScalarInput.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Http\Ajax;

/**
 * Typed request fields.
 */
final class Input {

	/** Text, through sanitize_text_field(). */
	public const TEXT = 'text';
	/** A string exactly as sent: passwords, nonces, keys, base64, embed codes; the handler validates it. */
	public const RAW = 'raw';
	/** A whole number of at most 18 digits (no sign, no spaces), else absent. */
	public const INT = 'int';
	/** 1, true, on or yes. */
	public const BOOL = 'bool';
	/** A list (x[]=) of whole numbers; other items are dropped. */
	public const INTS = 'int[]';
	/** A list (x[]=) of strings as sent, keys kept; other items are dropped. */
	public const RAWS = 'raw[]';
	/** A map (x[key]=) of strings; any other item makes the whole field absent. */
	public const MAP = 'map';
	/** Nested arrays of strings (WP_Query vars); the handler maps them to known vars. */
	public const TREE = 'tree';
	/** An uploaded file ($_FILES entry, a list for x[] uploads). */
	public const FILE = 'file';

	/**
	 * Values by field name, typed; absent fields are missing.
	 *
	 * @var array<string, mixed>
	 */
	private array $values = array();

	/**
	 * Names of the fields the request carried, in any shape.
	 *
	 * @var array<string, true>
	 */
	private array $sent = array();

	/**
	 * Reads the declared fields.
	 *
	 * @param array<string, string> $declared Field name => type (the constants above).
	 * @param array<mixed>          $fields   Request fields, unslashed.
	 * @param array<mixed>          $files    Uploaded files ($_FILES).
	 * @param string                $method   HTTP method, upper case.
	 * @param string                $client   REMOTE_ADDR.
	 */
	public function __construct( array $declared, array $fields, array $files = array(), private string $method = 'POST', private string $client = '' ) {
		foreach ( $declared as $name => $type ) {
			$sent = self::FILE === $type ? $files[ $name ] ?? null : $fields[ $name ] ?? null;
			if ( null === $sent ) {
				continue;
			}
			$this->sent[ $name ] = true;
			$value               = self::typed( $type, $sent );
			if ( null !== $value ) {
				$this->values[ $name ] = $value;
			}
		}
	}

	/**
	 * A sent value in the declared type, or null when it has another shape.
	 *
	 * @param string $type  Declared type.
	 * @param mixed  $value As sent.
	 * @return mixed
	 * @throws \LogicException For a type that is not one of the constants.
	 */
	private static function typed( string $type, $value ) {
		switch ( $type ) {
			case self::TEXT:
				return is_string( $value ) ? sanitize_text_field( $value ) : null;
			case self::RAW:
				return is_string( $value ) ? $value : null;
			case self::INT:
				return self::whole( $value );
			case self::BOOL:
				return is_string( $value ) ? in_array( strtolower( $value ), array( '1', 'true', 'on', 'yes' ), true ) : null;
			case self::INTS:
				return is_array( $value ) ? array_values( array_unique( array_filter( array_map( array( self::class, 'whole' ), $value ), 'is_int' ) ) ) : null;
			case self::RAWS:
				return is_array( $value ) ? array_filter( $value, 'is_string' ) : null;
			case self::MAP:
				return is_array( $value ) && count( array_filter( $value, 'is_string' ) ) === count( $value ) ? $value : null;
			case self::TREE:
				return is_array( $value ) ? $value : null;
			case self::FILE:
				return is_array( $value ) ? $value : null;
		}
		throw new \LogicException( esc_html( "Unknown field type $type" ) );
	}

	/**
	 * A whole number from digits, or null.
	 *
	 * @param mixed $value As sent.
	 */
	private static function whole( $value ): ?int {
		if ( is_int( $value ) ) {
			return $value >= 0 ? $value : null;
		}
		return is_string( $value ) && '' !== $value && strlen( $value ) <= 18 && ctype_digit( $value ) ? (int) $value : null;
	}

	/**
	 * Whether the request carried the field, in any shape.
	 *
	 * @param string $name Field name.
	 */
	public function sent( string $name ): bool {
		return isset( $this->sent[ $name ] );
	}

	/**
	 * A TEXT or RAW field ('' when absent).
	 *
	 * @param string $name Field name.
	 */
	public function text( string $name ): string {
		$value = $this->values[ $name ] ?? '';
		return is_string( $value ) ? $value : '';
	}

	/**
	 * An INT field (null when absent).
	 *
	 * @param string $name Field name.
	 */
	public function int( string $name ): ?int {
		$value = $this->values[ $name ] ?? null;
		return is_int( $value ) ? $value : null;
	}

	/**
	 * A BOOL field (false when absent).
	 *
	 * @param string $name Field name.
	 */
	public function bool( string $name ): bool {
		return true === ( $this->values[ $name ] ?? false );
	}

	/**
	 * An INTS, RAWS, MAP, TREE or FILE field (empty when absent).
	 *
	 * @param string $name Field name.
	 * @return array<mixed>
	 */
	public function list( string $name ): array {
		$value = $this->values[ $name ] ?? array();
		return is_array( $value ) ? $value : array();
	}

	/**
	 * Whether a field is present in its declared type.
	 *
	 * @param string $name Field name.
	 */
	public function has( string $name ): bool {
		return array_key_exists( $name, $this->values );
	}

	/**
	 * Every present field, typed (for code that takes a field array, such as the shared chapter form handlers).
	 *
	 * @return array<string, mixed>
	 */
	public function all(): array {
		return $this->values;
	}

	/**
	 * The HTTP method, upper case.
	 */
	public function method(): string {
		return $this->method;
	}

	/**
	 * The client's address (REMOTE_ADDR).
	 */
	public function client(): string {
		return $this->client;
	}
}
