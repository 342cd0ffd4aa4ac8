<?php
/**
 * Checks a save of wp_manga_settings. The option is Madara's and holds more than Settings → Manga shows (Chapter
 * Coin's prices, upload settings, keys Yomu does not read), and other Yomu screens write it too: a save changes
 * only the keys it sends whose value differs from the stored one, each checked; every other key stays byte for
 * byte. One invalid value refuses the whole save, says why, and keeps what was typed for the next view.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\SiteSettings;

use Yomu\Core\Admin\RejectedInput;
use Yomu\Core\Content\Settings;

/**
 * The Settings API sanitizer of wp_manga_settings.
 */
final class Sanitizer {

	/** Slugs WordPress itself uses as the first part of an address. */
	private const RESERVED = array( 'page', 'feed', 'comments', 'search', 'author', 'category', 'tag', 'attachment', 'embed', 'trackback', 'wp-admin', 'wp-content', 'wp-includes', 'wp-json' );

	/** The longest slug kept. */
	private const SLUG_MAX = 60;

	/** The longest video server name kept. */
	private const TEXT_MAX = 100;

	/**
	 * The value to store.
	 *
	 * @param mixed $input The submitted (or updated) option value.
	 * @return mixed
	 */
	public static function sanitize( $input ) {
		$stored = get_option( Settings::OPTION );
		if ( ! is_array( $input ) ) {
			return $stored;
		}
		$base   = is_array( $stored ) ? $stored : array();
		$fields = Fields::all();
		$screen = Screen::submitted();
		if ( $screen ) {
			$input = array_intersect_key( $input, $fields ); // The screen sends its fields; any other key is not its to set.
		}
		$changed = array();
		foreach ( $input as $key => $value ) {
			if ( isset( $fields[ $key ] ) && ( ! array_key_exists( $key, $base ) || $base[ $key ] !== $value ) ) {
				$changed[ $key ] = $value;
			}
		}
		$errors = array();
		$clean  = array();
		foreach ( $changed as $key => $value ) {
			$result = self::field( $key, $fields[ $key ], $value );
			if ( is_wp_error( $result ) ) {
				$errors[ $key ] = $result->get_error_message();
			} else {
				$clean[ $key ] = $result;
			}
		}
		$merged = array_merge( $base, $input, $clean );
		$errors = array_merge( $errors, self::clashes( $merged, array_keys( $changed ) ) );
		if ( $errors ) {
			foreach ( $errors as $key => $message ) {
				add_settings_error( Settings::OPTION, 'yomu_' . $key, $message );
			}
			if ( $screen ) {
				RejectedInput::keep( Screen::SLUG, $input );
			}
			return $stored;
		}
		return $merged;
	}

	/**
	 * One field's value as stored (Madara's formats: '1'/'0' switches, numbers and page ids as strings), or why not.
	 *
	 * @param string               $key   The key.
	 * @param array<string, mixed> $field Its entry in Fields::all().
	 * @param mixed                $value The submitted value.
	 * @return string|\WP_Error
	 */
	private static function field( string $key, array $field, $value ) {
		$label = (string) $field['label'];
		if ( ! is_scalar( $value ) ) {
			/* translators: %s: the setting's label */
			return new \WP_Error( 'yomu_bad_setting', sprintf( __( '%s: this value cannot be saved.', 'yomu-core' ), $label ) );
		}
		$value = trim( (string) $value );
		switch ( $field['kind'] ) {
			case 'slug':
			case 'query_var':
				return self::slug( $label, $field['kind'], $value );
			case 'page':
				return self::page( $label, $value );
			case 'switch':
				return '1' === $value ? '1' : '0';
			case 'number':
				if ( ! ctype_digit( $value ) || (int) $value < (int) $field['min'] || (int) $value > (int) $field['max'] ) {
					/* translators: 1: the setting's label, 2: the smallest number allowed, 3: the largest */
					return new \WP_Error( 'yomu_bad_number', sprintf( __( '%1$s must be a whole number from %2$d to %3$d.', 'yomu-core' ), $label, (int) $field['min'], (int) $field['max'] ) );
				}
				return (string) (int) $value;
			case 'choice':
				if ( ! isset( $field['choices'][ $value ] ) ) {
					/* translators: %s: the setting's label */
					return new \WP_Error( 'yomu_bad_choice', sprintf( __( '%s: choose one of the listed options.', 'yomu-core' ), $label ) );
				}
				return $value;
			default:
				$text = sanitize_text_field( $value );
				if ( mb_strlen( $text ) > self::TEXT_MAX ) {
					/* translators: 1: the setting's label, 2: the most characters allowed */
					return new \WP_Error( 'yomu_long_text', sprintf( __( '%1$s can be at most %2$d characters long.', 'yomu-core' ), $label, self::TEXT_MAX ) );
				}
				return $text;
		}
	}

	/**
	 * A slug or query variable: lowercase letters, digits and hyphens, not one WordPress uses.
	 *
	 * @param string $label The setting's label.
	 * @param string $kind  slug or query_var.
	 * @param string $value The submitted value.
	 * @return string|\WP_Error
	 */
	private static function slug( string $label, string $kind, string $value ) {
		$slug = sanitize_title( $value );
		if ( '' === $slug || strlen( $slug ) > self::SLUG_MAX ) {
			/* translators: 1: the setting's label, 2: the most characters allowed */
			return new \WP_Error( 'yomu_bad_slug', sprintf( __( '%1$s needs letters or digits, at most %2$d characters.', 'yomu-core' ), $label, self::SLUG_MAX ) );
		}
		global $wp;
		$taken = self::RESERVED;
		if ( 'query_var' === $kind ) {
			$taken = $wp instanceof \WP ? array_merge( $wp->public_query_vars, $wp->private_query_vars ) : array( 'page', 'paged' );
		}
		if ( in_array( $slug, $taken, true ) ) {
			/* translators: 1: the setting's label, 2: the slug */
			return new \WP_Error( 'yomu_reserved_slug', sprintf( __( '%1$s: WordPress already uses "%2$s".', 'yomu-core' ), $label, $slug ) );
		}
		return $slug;
	}

	/**
	 * A page id: 0 (none) or a published page.
	 *
	 * @param string $label The setting's label.
	 * @param string $value The submitted value.
	 * @return string|\WP_Error
	 */
	private static function page( string $label, string $value ) {
		if ( '0' === $value || '' === $value ) {
			return '0';
		}
		$page = ctype_digit( $value ) ? get_post( (int) $value ) : null;
		if ( ! $page instanceof \WP_Post || 'page' !== $page->post_type || 'publish' !== $page->post_status ) {
			/* translators: %s: the setting's label */
			return new \WP_Error( 'yomu_bad_page', sprintf( __( '%s: choose a published page.', 'yomu-core' ), $label ) );
		}
		return (string) $page->ID;
	}

	/**
	 * Two address parts, or the two pages, that would be the same: one of them must be a key this save changed.
	 *
	 * @param array<string, mixed> $merged  The option as it would be stored.
	 * @param string[]             $changed The keys this save changes.
	 * @return array<string, string> key => message.
	 */
	private static function clashes( array $merged, array $changed ): array {
		$errors = array();
		$seen   = array();
		$fields = Fields::all();
		foreach ( Settings::SLUG_KEYS as $key ) {
			$slug = Settings::slug( $key );
			$slug = isset( $merged[ $key ] ) && is_string( $merged[ $key ] ) && '' !== $merged[ $key ] ? $merged[ $key ] : $slug;
			if ( isset( $seen[ $slug ] ) && ( in_array( $key, $changed, true ) || in_array( $seen[ $slug ], $changed, true ) ) ) {
				/* translators: 1: a setting's label, 2: another setting's label */
				$errors[ $key ] = sprintf( __( '%1$s and %2$s cannot be the same.', 'yomu-core' ), $fields[ $key ]['label'], $fields[ $seen[ $slug ] ]['label'] );
			}
			$seen[ $slug ] = $key;
		}
		$archive = (int) ( $merged['manga_archive_page'] ?? 0 );
		if ( $archive > 0 && (int) ( $merged['user_page'] ?? 0 ) === $archive && array_intersect( array( 'manga_archive_page', 'user_page' ), $changed ) ) {
			$errors['user_page'] = __( 'The manga archive page and the account page must be different pages.', 'yomu-core' );
		}
		return $errors;
	}
}
