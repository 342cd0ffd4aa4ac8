<?php
/**
 * The manga edit screen's side of RejectedInput: after a refused chapter or volume form, the fields show what the
 * editor typed and chose, in that one form only (the same action, and the same chapter or volume).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * The input kept from one refused form of a manga's edit screen.
 */
final class KeptInput {

	/**
	 * Takes what was kept.
	 *
	 * @param array<string, string|array<int|string, string>> $fields Kept fields, with the form's action.
	 */
	public function __construct( private array $fields ) {}

	/**
	 * The input kept for a manga's edit screen, read once.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function for_manga( int $manga_id ): self {
		return new self( RejectedInput::take( self::form( $manga_id ) ) );
	}

	/**
	 * RejectedInput's form name for a manga's edit screen.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function form( int $manga_id ): string {
		return 'manga_' . $manga_id;
	}

	/**
	 * A field's kept value when the refused form was this one, else the stored value.
	 *
	 * @param string                $action Form action.
	 * @param array<string, string> $target Fields that name the form's target (chapter_id, volume_id), if any.
	 * @param string                $field  Field name.
	 * @param string                $stored The value to show otherwise.
	 */
	public function value( string $action, array $target, string $field, string $stored ): string {
		$value = $this->from( $action, $target ) ? ( $this->fields[ $field ] ?? null ) : null;
		return is_string( $value ) ? $value : $stored;
	}

	/**
	 * Video server rows kept from this form, or null.
	 *
	 * @param string                $action Form action.
	 * @param array<string, string> $target As for value().
	 * @return array<int, array{name: string, embed: string}>|null
	 */
	public function servers( string $action, array $target ): ?array {
		$names  = $this->from( $action, $target ) ? ( $this->fields[ VideoServerFields::NAME_FIELD ] ?? null ) : null;
		$embeds = $this->fields[ VideoServerFields::EMBED_FIELD ] ?? array();
		if ( ! is_array( $names ) || ! is_array( $embeds ) ) {
			return null;
		}
		$rows = array();
		foreach ( array_values( $names ) as $i => $name ) {
			$rows[] = array(
				'name'  => $name,
				'embed' => (string) ( array_values( $embeds )[ $i ] ?? '' ),
			);
		}
		return $rows;
	}

	/**
	 * Whether the kept input came from this form.
	 *
	 * @param string                $action Form action.
	 * @param array<string, string> $target As for value().
	 */
	private function from( string $action, array $target ): bool {
		if ( ( $this->fields['action'] ?? '' ) !== $action ) {
			return false;
		}
		foreach ( $target as $field => $id ) {
			if ( ( $this->fields[ $field ] ?? '' ) !== $id ) {
				return false;
			}
		}
		return true;
	}
}
