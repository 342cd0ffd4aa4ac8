<?php
/**
 * Hands the plugin's translations to the block editor scripts (plain JS, so no JSON translation files are
 * generated): wp.i18n.setLocaleData for the yomu-core domain, printed before the editor helpers.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * Editor script translations.
 */
final class EditorTranslations {

	/**
	 * Hooks into the block editor's asset loading.
	 */
	public static function register(): void {
		add_action( 'enqueue_block_editor_assets', array( self::class, 'add' ) );
	}

	/**
	 * Adds the locale data inline, before the shared editor helpers run.
	 */
	public static function add(): void {
		$data = self::locale_data();
		if ( count( $data ) < 2 ) {
			return;
		}
		wp_add_inline_script( Blocks::EDITOR_KIT, 'wp.i18n.setLocaleData( ' . wp_json_encode( $data ) . ', "yomu-core" );', 'before' );
	}

	/**
	 * The domain's translations in Jed format (source => [translation, ...]).
	 *
	 * @return array<string, mixed>
	 */
	public static function locale_data(): array {
		$data = array(
			'' => array(
				'domain' => 'yomu-core',
				'lang'   => determine_locale(),
			),
		);
		foreach ( get_translations_for_domain( 'yomu-core' )->entries as $entry ) {
			if ( empty( $entry->context ) && is_string( $entry->singular ) ) {
				$data[ $entry->singular ] = $entry->translations;
			}
		}
		return $data;
	}
}
