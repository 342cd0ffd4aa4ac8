<?php
/**
 * Madara's general settings (option wp_manga_settings), read with Yomu's defaults.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Read-only access to wp_manga_settings. Saving happens only in wp-admin, with nonce and capability.
 */
final class Settings {

	public const OPTION = 'wp_manga_settings';

	/** The keys that are parts of the site's addresses: the post type's and taxonomies' slugs. */
	public const SLUG_KEYS = array( 'manga_slug', 'manga_genres_slug', 'manga_tag_slug', 'manga_author_slug', 'manga_artist_slug', 'manga_release_slug' );

	public const DEFAULTS = array(
		'manga_slug'                  => 'manga',
		'manga_genres_slug'           => 'manga-genre',
		'manga_tag_slug'              => 'manga-tag',
		'manga_author_slug'           => 'manga-author',
		'manga_artist_slug'           => 'manga-artist',
		'manga_release_slug'          => 'manga-release',
		'manga_paged_var'             => 'manga-paged',
		'default_storage'             => 'local',
		'user_page'                   => 0,
		'manga_archive_page'          => 0,
		'user_bookmark_max'           => 30,
		'manga_view'                  => '1',
		'chapter_view'                => '1',
		'user_rating'                 => '1',
		'guest_rating'                => '0',
		'encrypt_manga_folder_name'   => '1',
		'encrypt_chapter_folder_name' => '1',
	);

	/**
	 * One setting, falling back to Yomu's default.
	 *
	 * @param string $key Setting name.
	 * @return mixed
	 */
	public static function get( string $key ) {
		$saved = get_option( self::OPTION, array() );
		if ( is_array( $saved ) && isset( $saved[ $key ] ) && '' !== $saved[ $key ] ) {
			return $saved[ $key ];
		}
		return self::DEFAULTS[ $key ] ?? null;
	}

	/**
	 * What the site saved for a key, as Madara's get_manga_option() reads it (a non-empty value or '0'), or null.
	 *
	 * @param string $key Setting name.
	 * @return mixed
	 */
	public static function stored( string $key ) {
		$saved = get_option( self::OPTION, array() );
		$value = is_array( $saved ) ? ( $saved[ $key ] ?? null ) : null;
		return ( null !== $value && '' !== $value && false !== $value ) ? $value : null;
	}

	/**
	 * A slug setting, sanitized (slugs end up in rewrite rules).
	 *
	 * @param string $key Setting name.
	 */
	public static function slug( string $key ): string {
		$slug = sanitize_title( (string) self::get( $key ) );
		return '' !== $slug ? $slug : (string) self::DEFAULTS[ $key ];
	}

	/**
	 * The query var that carries a chapter's page number (Madara's manga_paged_var).
	 */
	public static function paged_var(): string {
		return self::slug( 'manga_paged_var' );
	}

	/**
	 * Whether one of Madara's switches is on as Madara reads it: on unless the site saved '0' (manga_view,
	 * chapter_view: MADARA.md §4.2 "≠ 0"); nothing saved means Yomu's default.
	 *
	 * @param string $key Setting name.
	 */
	public static function madara_switch( string $key ): bool {
		$stored = self::stored( $key );
		return null === $stored ? '0' !== (string) ( self::DEFAULTS[ $key ] ?? '1' ) : '0' !== (string) $stored;
	}

	/**
	 * Whether a yes/no setting is on.
	 *
	 * @param string $key Setting name.
	 */
	public static function enabled( string $key ): bool {
		return in_array( (string) self::get( $key ), array( '1', 'on', 'yes', 'true' ), true );
	}
}
