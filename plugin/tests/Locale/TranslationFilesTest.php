<?php
/**
 * The built translation files load in WordPress (issue 15): WordPress 6.5+ reads the .l10n.php first, and the
 * .mo built beside it from the same .po carries the same translations for sites (or filters) that ask for .mo.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Locale;

use Yomu\Core\Tests\TestCase;

/**
 * Loading yomu-core and yomu from the shipped files.
 */
final class TranslationFilesTest extends TestCase {

	/**
	 * Files WordPress tried, in order.
	 *
	 * @var string[]
	 */
	private array $tried = array();

	protected function tearDown(): void {
		remove_all_filters( 'translation_file_format' );
		remove_all_filters( 'load_translation_file' );
		$this->reload();
		parent::tearDown();
	}

	/**
	 * Unloads both domains and loads them again as the plugin and the theme do on init.
	 */
	private function reload(): void {
		// Reloadable: otherwise WordPress never loads the domains again after a later test switches language.
		unload_textdomain( 'yomu-core', true );
		unload_textdomain( 'yomu', true );
		load_textdomain( 'yomu-core', YOMU_CORE_DIR . '/languages/yomu-core-tr_TR.mo', 'tr_TR' );
		load_textdomain( 'yomu', get_template_directory() . '/languages/tr_TR.mo', 'tr_TR' );
	}

	/**
	 * Reloads with a preferred format and returns the basenames of the files WordPress tried.
	 *
	 * @param string $format 'php' or 'mo'.
	 * @return string[]
	 */
	private function load_as( string $format ): array {
		$this->tried = array();
		add_filter( 'translation_file_format', static fn (): string => $format );
		add_filter(
			'load_translation_file',
			function ( $file ) {
				$this->tried[] = basename( (string) $file );
				return $file;
			}
		);
		$this->reload();
		return $this->tried;
	}

	public function test_wordpress_loads_the_l10n_php_files_first(): void {
		$this->assertSame( array( 'yomu-core-tr_TR.l10n.php', 'tr_TR.l10n.php' ), $this->load_as( 'php' ) );
		$this->assertSame( 'Kullanıcı Ayarları', __( 'User Settings', 'yomu-core' ) );
		$this->assertSame( 'Başa dön', __( 'Back to top', 'yomu' ) );
		/* translators: %s: number of consent records. */
		$this->assertSame( '%s onay kaydı.', _n( '%s consent record.', '%s consent records.', 2, 'yomu-core' ) );
	}

	public function test_theme_json_preset_names_are_translated_in_the_theme_domain(): void {
		\WP_Theme_JSON_Resolver::clean_cached_data();
		$palette = wp_get_global_settings( array( 'color', 'palette', 'theme' ) );
		$this->assertContains( 'Arka plan', wp_list_pluck( (array) $palette, 'name' ) );
		\WP_Theme_JSON_Resolver::clean_cached_data();
	}

	public function test_the_mo_files_carry_the_same_translations(): void {
		$this->assertSame( array( 'yomu-core-tr_TR.mo', 'tr_TR.mo' ), $this->load_as( 'mo' ) );
		$this->assertSame( 'Kullanıcı Ayarları', __( 'User Settings', 'yomu-core' ) );
		$this->assertSame( 'Başa dön', __( 'Back to top', 'yomu' ) );
		$this->assertSame( 'Yukarı çık', __( 'Go to top', 'yomu-core' ) );
		/* translators: %s: number of consent records. */
		$this->assertSame( '%s onay kaydı.', _n( '%s consent record.', '%s consent records.', 2, 'yomu-core' ) );
	}
}
