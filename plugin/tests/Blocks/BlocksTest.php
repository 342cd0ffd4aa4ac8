<?php
/**
 * Content blocks: registration from block.json, server render, escaping of hostile attributes.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Blocks;

use Yomu\Core\Blocks\Blocks;
use Yomu\Core\Blocks\CountdownBlock;
use Yomu\Core\Blocks\CounterBlock;
use Yomu\Core\Blocks\Lightbox;
use Yomu\Core\Tests\TestCase;

final class BlocksTest extends TestCase {

	/**
	 * Island props of the first mount point in some HTML.
	 *
	 * @param string $html   Rendered HTML.
	 * @param string $island Island name.
	 * @return array<string, mixed>
	 */
	private function props( string $html, string $island ): array {
		$this->assertSame( 1, preg_match( '/data-island="' . preg_quote( $island, '/' ) . '"[^>]*data-props="([^"]*)"/', $html, $match ), $html );
		return json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	public function test_every_block_is_registered_with_api_version_3_a_server_render_and_its_editor_script(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( Blocks::NAMES as $name ) {
			$type = $registry->get_registered( 'yomu/' . $name );
			$this->assertNotNull( $type, $name );
			$this->assertSame( 3, $type->api_version, $name );
			$this->assertTrue( $type->is_dynamic(), $name );
			$this->assertSame( 'yomu', $type->category, $name );
			$handle = $type->editor_script_handles[0] ?? '';
			$script = wp_scripts()->query( $handle );
			$this->assertNotFalse( $script, $name );
			$this->assertContains( Blocks::EDITOR_KIT, $script->deps, $name );
			// Registered from the .asset.php the build wrote: what the script uses, versioned by its content.
			$asset = Blocks::asset( YOMU_CORE_DIR . '/blocks/' . $name . '/editor.asset.php' );
			$this->assertSame( $asset['dependencies'], $script->deps, $name );
			$this->assertSame( $asset['version'], $script->ver, $name );
			$this->assertMatchesRegularExpression( '/^[0-9a-f]{20}$/', $script->ver, $name );
		}
		$kit = wp_scripts()->query( Blocks::EDITOR_KIT );
		$this->assertNotFalse( $kit );
		$asset = Blocks::asset( YOMU_CORE_DIR . '/blocks/editor-kit.asset.php' );
		$this->assertSame( $asset['dependencies'], $kit->deps );
		$this->assertSame( $asset['version'], $kit->ver );
		foreach ( array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n', 'wp-api-fetch' ) as $dep ) {
			$this->assertContains( $dep, $kit->deps );
		}
		$this->assertNotContains( Blocks::EDITOR_KIT, $kit->deps );
	}

	public function test_faq_renders_details_cards_with_escaped_questions_and_safe_answers(): void {
		$html = do_blocks( '<!-- wp:yomu/faq {"items":[{"question":"<script>x</script>Why?","answer":"Because <a href=\"https://example.com\" onclick=\"evil()\">link</a>"},{"question":"","answer":"skipped"}]} /-->' );
		$this->assertSame( 1, substr_count( $html, '<details class="yomu-faq__card">' ) );
		$this->assertStringContainsString( '&lt;script&gt;x&lt;/script&gt;Why?', $html );
		$this->assertStringContainsString( '<a href="https://example.com">link</a>', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
		$this->assertStringNotContainsString( 'skipped', $html );
		$this->assertStringContainsString( 'data-island="faq"', $html );
	}

	public function test_recipe_renders_ingredient_checkboxes_and_passes_the_print_stylesheet_or_the_fallback(): void {
		$html = do_blocks( '<!-- wp:yomu/recipe {"title":"Soup","ingredients":["Salt","","Water"],"steps":["Boil"]} /-->' );
		$this->assertSame( 2, substr_count( $html, 'type="checkbox"' ) );
		$this->assertStringContainsString( '<h2 class="yomu-recipe__title">Soup</h2>', $html );
		$this->assertStringEndsWith( '/blocks/recipe/print.css', $this->props( $html, 'recipe-print' )['stylesheet'] );

		$none = static fn () => '';
		add_filter( 'yomu_recipe_print_stylesheet', $none );
		$html = do_blocks( '<!-- wp:yomu/recipe {"title":"Soup"} /-->' );
		remove_filter( 'yomu_recipe_print_stylesheet', $none );
		$this->assertSame( '', $this->props( $html, 'recipe-print' )['stylesheet'] );
		$this->assertSame( '', do_blocks( '<!-- wp:yomu/recipe {"title":""} /-->' ) );
	}

	public function test_testimonials_and_progress_clamp_their_settings(): void {
		$html = do_blocks( '<!-- wp:yomu/testimonials {"perView":7,"items":[{"quote":"Nice","name":"A","imageUrl":"javascript:alert(1)"}]} /-->' );
		$this->assertSame( 1, $this->props( $html, 'testimonials' )['perView'] );
		$this->assertStringNotContainsString( 'javascript:', $html );

		$html  = do_blocks( '<!-- wp:yomu/progress {"shape":"donut","value":140,"color":"red;background:url(x)"} /-->' );
		$props = $this->props( $html, 'progress' );
		$this->assertSame(
			array(
				'shape' => 'bar',
				'value' => 100,
				'color' => '#c0392b',
			),
			$props
		);
		$this->assertStringContainsString( 'aria-valuenow="100"', $html );
	}

	public function test_countdown_converts_site_time_and_sends_an_empty_target_for_invalid_dates(): void {
		$zone = get_option( 'timezone_string' );
		update_option( 'timezone_string', 'Europe/Istanbul' );
		try {
			$html  = do_blocks( '<!-- wp:yomu/countdown {"target":"2031-01-01T00:00","format":"full","labels":{"days":"Gün","bogus":"x"}} /-->' );
			$props = $this->props( $html, 'countdown' );
			$this->assertSame( '2031-01-01T00:00:00+03:00', $props['target'] );
			$this->assertSame( 'full', $props['format'] );
			$this->assertSame( array( 'days' => 'Gün' ), $props['labels'] );
		} finally {
			update_option( 'timezone_string', $zone );
		}
		foreach ( array( '2031-02-30T10:00', '2031-01-01T25:00', 'tomorrow', '' ) as $invalid ) {
			$this->assertNull( CountdownBlock::target( $invalid ), $invalid );
		}
		$html = do_blocks( '<!-- wp:yomu/countdown {"target":"2031-02-30T10:00","format":"weird"} /-->' );
		$this->assertSame( '', $this->props( $html, 'countdown' )['target'] );
		$this->assertSame( 'short', $this->props( $html, 'countdown' )['format'] );
	}

	public function test_counter_shows_the_formatted_end_value_without_javascript(): void {
		$this->assertSame( '1.234.567+', CounterBlock::format( 1234567, '.', '+' ) );
		$this->assertSame( '12 345.5', CounterBlock::format( 12345.5, ' ', '' ) );
		$this->assertSame( '999', CounterBlock::format( 999, ',', '' ) );
		$html = do_blocks( '<!-- wp:yomu/counter {"end":5000,"duration":999999,"separator":",","suffix":"<b>%</b>"} /-->' );
		$this->assertStringContainsString( '5,000&lt;b&gt;%&lt;/b&gt;', $html );
		$this->assertSame( 60000, $this->props( $html, 'counter' )['duration'] );
	}

	public function test_gallery_and_video_mark_lightbox_items_and_reject_unsafe_urls(): void {
		$html = do_blocks( '<!-- wp:yomu/gallery-lightbox {"images":[{"url":"https://example.com/a.jpg","caption":"\"A\"","width":"800","height":"600"},{"url":"javascript:alert(1)"}]} /-->' );
		$this->assertSame( 1, substr_count( $html, 'class="yomu-lightbox-item"' ) );
		$this->assertStringContainsString( 'data-lightbox-src="https://example.com/a.jpg"', $html );
		$this->assertStringContainsString( 'data-lightbox-caption="&quot;A&quot;"', $html );
		$this->assertStringContainsString( 'data-lightbox-width="800"', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );

		$this->assertSame( '', do_blocks( '<!-- wp:yomu/video-lightbox {"url":"javascript:alert(1)"} /-->' ) );
		$html = do_blocks( '<!-- wp:yomu/video-lightbox {"url":"https://youtu.be/dQw4w9WgXcQ","title":"<i>T</i>"} /-->' );
		$this->assertStringContainsString( 'data-video-src="https://youtu.be/dQw4w9WgXcQ"', $html );
		$this->assertStringContainsString( '&lt;i&gt;T&lt;/i&gt;', $html );
	}

	public function test_lightbox_settings_are_the_spec_defaults_and_a_page_can_override_them(): void {
		$this->assertSame( 0.7, Lightbox::settings()['bgOpacity'] );
		$this->assertFalse( Lightbox::settings()['counter'] );
		$this->assertSame( 10, Lightbox::settings()['maxZoom'] );
		$override = static fn ( array $settings ) => array(
			'bgOpacity' => 0.9,
			'unknown'   => 1,
		) + $settings;
		add_filter( 'yomu_lightbox_settings', $override );
		$settings = Lightbox::settings();
		remove_filter( 'yomu_lightbox_settings', $override );
		$this->assertSame( 0.9, $settings['bgOpacity'] );
		$this->assertArrayNotHasKey( 'unknown', $settings );
	}

	public function test_icon_box_falls_back_to_a_known_icon_and_escapes_its_link(): void {
		$html = do_blocks( '<!-- wp:yomu/icon-box {"icon":"<svg onload=x>","title":"T","url":"javascript:alert(1)"} /-->' );
		$this->assertStringContainsString( 'path d="' . esc_attr( \Yomu\Core\Blocks\IconBoxBlock::ICONS['star'] ) . '"', $html );
		$this->assertStringNotContainsString( 'onload', $html );
		$this->assertStringNotContainsString( '<a href', $html );
		$this->assertSame( '', do_blocks( '<!-- wp:yomu/icon-box {"title":"","text":""} /-->' ) );
	}

	public function test_the_editor_gets_the_plugin_translations_in_jed_format(): void {
		$data = \Yomu\Core\Blocks\EditorTranslations::locale_data();
		$this->assertSame( 'yomu-core', $data['']['domain'] );
		// Test sites run in Turkish (scripts/wp/install.php).
		$this->assertSame( 'tr_TR', get_locale() );
		$this->assertSame( array( 'SSS kartları' ), $data['FAQ cards'] );
	}
}
