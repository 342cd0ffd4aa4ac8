<?php
/**
 * Chapter Coin's settings as it left them (wp_manga_settings['wp_manga_chapter_selling'], MADARA-SITE.md §8.9),
 * read with its defaults. Yomu writes them only when the owner saves Settings → Premium chapters (SettingsPage),
 * which changes its own keys and nothing else: the owner's Chapter Coin configuration stays as it was.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\Settings as MangaSettings;

/**
 * Access to the selling settings.
 */
final class Settings {

	public const KEY = 'wp_manga_chapter_selling';

	public const DEFAULTS = array(
		'default_coin'      => 0,
		'free_word'         => 'Free',
		'free_color'        => '#999999',
		'free_background'   => '#DCDCDC',
		'unlock_color'      => '#999999',
		'unlock_background' => '#DCDCDC',
		'lock_color'        => '#ffffff',
		'lock_background'   => '#fe6a10',
	);

	/**
	 * One setting, falling back to Chapter Coin's default.
	 *
	 * @param string $key Setting name.
	 * @return mixed
	 */
	public static function get( string $key ) {
		$saved = self::saved();
		return isset( $saved[ $key ] ) && '' !== $saved[ $key ] ? $saved[ $key ] : ( self::DEFAULTS[ $key ] ?? null );
	}

	/**
	 * What the owner saved (an empty array when nothing).
	 *
	 * @return array<string, mixed>
	 */
	private static function saved(): array {
		$all = get_option( MangaSettings::OPTION, array() );
		return is_array( $all ) && isset( $all[ self::KEY ] ) && is_array( $all[ self::KEY ] ) ? $all[ self::KEY ] : array();
	}

	/**
	 * The price of a chapter without its own (0 = such chapters are free).
	 */
	public static function default_coin(): int {
		$value = self::get( 'default_coin' );
		return is_numeric( $value ) ? max( 0, (int) $value ) : 0;
	}

	/**
	 * The word shown on free chapters.
	 */
	public static function free_word(): string {
		$word = self::saved()['free_word'] ?? '';
		// Unset: the word in the site's language (Chapter Coin's own default is the English "Free").
		return is_string( $word ) && '' !== trim( $word ) ? trim( $word ) : __( 'Free', 'yomu-core' );
	}

	/**
	 * A colour setting, only when it is a CSS colour Chapter Coin's settings page could have saved.
	 *
	 * @param string $key Setting name.
	 */
	public static function colour( string $key ): string {
		$value = (string) self::get( $key );
		return preg_match( '/^(#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.\s,%]+\))$/', $value ) ? $value : (string) self::DEFAULTS[ $key ];
	}
}
