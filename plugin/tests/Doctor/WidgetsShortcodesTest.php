<?php
/**
 * The doctor's widget and shortcode verdicts: while Madara is active (its own registrations hide Yomu's, so Yomu's
 * lists decide) and under Yomu (the registries decide), who registered a widget or shortcode, how shortcodes and
 * Madara's blocks are found in content, and the checks run on stored options and posts.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Doctor;

use Yomu\Core\Admin\Doctor\Findings;
use Yomu\Core\Admin\Doctor\MadaraParts;
use Yomu\Core\Admin\Doctor\Owner;
use Yomu\Core\Admin\Doctor\ShortcodeCheck;
use Yomu\Core\Admin\Doctor\ShortcodeScan;
use Yomu\Core\Admin\Doctor\TextReport;
use Yomu\Core\Admin\Doctor\Report;
use Yomu\Core\Admin\Doctor\WidgetCheck;
use Yomu\Core\Tests\TestCase;

final class WidgetsShortcodesTest extends TestCase {

	/**
	 * A widget-check context.
	 *
	 * @param bool                                 $yomu     Yomu theme active.
	 * @param string[]                             $sidebars Registered sidebar ids.
	 * @param array<string, array{string, string}> $types    id_base => [owner kind, slug].
	 * @return array{yomu: bool, sidebars: array<string, string>, types: array<string, array{name: string, kind: string, slug: string}>}
	 */
	private static function widgets( bool $yomu, array $sidebars, array $types ): array {
		$out = array();
		foreach ( $types as $id_base => list( $kind, $slug ) ) {
			$out[ $id_base ] = array(
				'name' => 'Name of ' . $id_base,
				'kind' => $kind,
				'slug' => $slug,
			);
		}
		return array(
			'yomu'     => $yomu,
			'sidebars' => array_fill_keys( $sidebars, 'Registered' ),
			'types'    => $out,
		);
	}

	public function test_while_madara_is_active_yomus_lists_decide_for_madaras_sidebars_and_widgets(): void {
		// Madara registers its sidebars and widgets; the site also has a plugin widget and core ones.
		$context = self::widgets(
			false,
			array( 'main_sidebar', 'woo_sidebar', 'child_sidebar' ),
			array(
				'manga-recent'  => array( Owner::MADARA, 'madara-core' ),
				'c-w-posts'     => array( Owner::THEME, 'madara' ),
				'custom_html'   => array( Owner::WORDPRESS, 'wordpress' ),
				'share'         => array( Owner::PLUGIN, 'share-plugin' ),
				'madara-extra'  => array( Owner::THEME, 'madara' ),
				'muupro-widget' => array( Owner::MADARA, 'wp-manga-member-upload-pro' ),
			)
		);
		$cases   = array(
			array( 'main_sidebar', 'manga-recent', true, 'yomu' ),
			array( 'manga_reading_sidebar', 'c-w-posts', true, 'yomu' ),
			array( 'footer_sidebar', 'custom_html', true, 'wordpress' ),
			array( 'footer_sidebar', 'share', true, 'plugin' ),
			array( 'footer_sidebar', 'madara-extra', true, 'not_provided' ),
			array( 'footer_sidebar', 'muupro-widget', true, 'not_provided' ),
			array( 'footer_sidebar', 'manga-taxonomy', true, 'never_loaded' ),
			array( 'footer_sidebar', 'gone-plugin', true, 'plugin_inactive' ),
			array( 'woo_sidebar', 'custom_html', true, 'sidebar_unshown' ),
			array( 'child_sidebar', 'manga-recent', true, 'sidebar_unshown' ),
			array( 'wp_inactive_widgets', 'manga-recent', true, 'inactive' ),
			array( 'orphaned_widgets_1', 'custom_html', true, 'inactive' ),
			array( 'main_sidebar', 'manga-recent', false, 'no_instance' ),
		);
		foreach ( $cases as list( $sidebar, $id_base, $instance, $status ) ) {
			$this->assertSame( $status, WidgetCheck::verdict( $sidebar, $id_base, $instance, $context ), "$sidebar $id_base" );
		}
	}

	public function test_under_yomu_the_registries_decide(): void {
		$before = self::widgets( true, array( 'yomu-footer' ), array( 'custom_html' => array( Owner::WORDPRESS, 'wordpress' ) ) );
		// Before Yomu registers Madara's sidebars and widgets, they do not show; after, they do.
		$this->assertSame( 'sidebar_unshown', WidgetCheck::verdict( 'main_sidebar', 'manga-recent', true, $before ) );
		$this->assertSame( 'not_provided', WidgetCheck::verdict( 'yomu-footer', 'manga-recent', true, $before ) );
		$after = self::widgets( true, array( 'main_sidebar' ), array( 'manga-recent' => array( Owner::YOMU, 'yomu' ) ) );
		$this->assertSame( 'yomu', WidgetCheck::verdict( 'main_sidebar', 'manga-recent', true, $after ) );
		// Madara Core left active under Yomu still registers its widget: it leaves when Madara Core is deactivated.
		$core = self::widgets( true, array( 'main_sidebar' ), array( 'manga-recent' => array( Owner::MADARA, 'madara-core' ) ) );
		$this->assertSame( 'not_provided', WidgetCheck::verdict( 'main_sidebar', 'manga-recent', true, $core ) );
		$this->assertStringContainsString( 'madara-core', WidgetCheck::reason( 'not_provided', 'main_sidebar', 'manga-recent', 'madara-core', true ) );
	}

	public function test_rows_read_instances_and_name_each_widget(): void {
		$stored = array(
			'wp_inactive_widgets' => array( 'text-4' ),
			'main_sidebar'        => array( 'manga-recent-2', 'manga-recent-7', 'custom_html-3' ),
			'array_version'       => 3,
		);
		$rows   = WidgetCheck::rows(
			$stored,
			array(
				'manga-recent' => array(
					2              => array( 'title' => 'Popüler' ),
					'_multiwidget' => 1,
				),
				'custom_html'  => array( 3 => array( 'content' => '<ins></ins>' ) ),
				'text'         => array( 4 => array( 'title' => 'Eski' ) ),
			),
			self::widgets( false, array(), array( 'custom_html' => array( Owner::WORDPRESS, 'wordpress' ) ) )
		);
		$this->assertSame( array( 'text-4', 'manga-recent-2', 'manga-recent-7', 'custom_html-3' ), array_column( $rows, 'widget' ) );
		$this->assertSame( array( 'inactive', 'yomu', 'no_instance', 'wordpress' ), array_column( $rows, 'status' ) );
		$this->assertSame( array( false, true, false, true ), array_column( $rows, 'renders' ) );
		$this->assertSame( 'Popüler', $rows[1]['title'] );
		$this->assertSame( MadaraParts::WIDGETS['manga-recent'], $rows[1]['name'] );
		$this->assertSame( 'Main Sidebar', $rows[1]['sidebar_name'] );
		$this->assertSame( 'Name of custom_html', $rows[3]['name'] );
		$this->assertSame( array( 'manga-recent', 3 ), WidgetCheck::parse( 'manga-recent-3' ) );
		$this->assertSame( array( '', 0 ), WidgetCheck::parse( 'broken' ) );
	}

	public function test_owner_is_read_from_the_code_file(): void {
		$this->assertSame( Owner::YOMU, Owner::of_class( WidgetCheck::class )['kind'] );
		$this->assertSame( Owner::WORDPRESS, Owner::of_class( \WP_Widget_Text::class )['kind'] );
		$this->assertSame( Owner::WORDPRESS, Owner::of_callback( 'img_caption_shortcode' )['kind'] );
		$this->assertSame( Owner::YOMU, Owner::of_callback( array( WidgetCheck::class, 'verdict' ) )['kind'] );
		$this->assertSame( Owner::YOMU, Owner::of_callback( WidgetCheck::class . '::verdict' )['kind'] );
		$this->assertSame( Owner::YOMU, Owner::of_callback( static fn () => '' )['kind'] );
		$this->assertSame( Owner::UNKNOWN, Owner::of_callback( 'no_such_function_anywhere' )['kind'] );
		$this->assertSame( Owner::UNKNOWN, Owner::of_class( \ArrayObject::class )['kind'] );
		$this->assertSame(
			array(
				'kind' => Owner::MADARA,
				'slug' => 'wp-manga-chapter-coin',
			),
			Owner::of_file( WP_PLUGIN_DIR . '/wp-manga-chapter-coin/inc/shortcodes.php' )
		);
		$this->assertSame(
			array(
				'kind' => Owner::PLUGIN,
				'slug' => 'accesspress-social-share',
			),
			Owner::of_file( WP_PLUGIN_DIR . '/accesspress-social-share/share.php' )
		);
		$this->assertSame(
			array(
				'kind' => Owner::THEME,
				'slug' => 'madara',
			),
			Owner::of_file( get_theme_root() . '/madara/app/shortcodes.php' )
		);
	}

	public function test_tags_and_blocks_are_found_in_content_but_not_escaped_ones(): void {
		$pattern = '/' . get_shortcode_regex( MadaraParts::tags() ) . '/';
		$content = "<!-- wp:wp-manga/gutenberg-manga-grid-block {\"orderby\":\"rating\"} -->\n<div>[manga_grid orderby=\"rating\"]</div>\n<!-- /wp:wp-manga/gutenberg-manga-grid-block -->"
			. '[manga_heading style="2"]Başlık[/manga_heading] [[manga_listing]] [manga_listing_x] [manga_grid] [apss_share]';
		$this->assertSame( array( 'manga_grid', 'manga_heading', 'apss_share' ), ShortcodeScan::tags_in( $content, $pattern ) );
		$this->assertSame( array( 'wp-manga/gutenberg-manga-grid-block' ), ShortcodeScan::blocks_in( $content ) );
	}

	public function test_shortcode_verdicts_before_and_after_the_switch(): void {
		$madara = array(
			'yomu'    => false,
			'owners'  => array(
				'manga_listing'   => array(
					'kind' => Owner::THEME,
					'slug' => 'madara',
				),
				'wp_manga_bought' => array(
					'kind' => Owner::MADARA,
					'slug' => 'wp-manga-chapter-coin',
				),
				'apss_share'      => array(
					'kind' => Owner::PLUGIN,
					'slug' => 'accesspress-social-share',
				),
			),
			'account' => 12,
		);
		$this->assertSame( 'yomu', ShortcodeCheck::verdict( 'manga_listing', array( 3 ), $madara ) );
		$this->assertSame( 'madara_addon', ShortcodeCheck::verdict( 'wp_manga_bought', array( 3 ), $madara ) );
		$this->assertSame( 'plugin', ShortcodeCheck::verdict( 'apss_share', array( 3 ), $madara ) );
		$this->assertSame( 'missing', ShortcodeCheck::verdict( 'muupro_upload_manga', array( 3 ), $madara ) );
		$this->assertSame( 'account_page', ShortcodeCheck::verdict( 'manga-user-page', array( 12 ), $madara ) );
		$this->assertSame( 'account_elsewhere', ShortcodeCheck::verdict( 'manga-user-page', array( 12, 14 ), $madara ) );

		$yomu = array(
			'yomu'    => true,
			'owners'  => array(
				'manga_grid' => array(
					'kind' => Owner::YOMU,
					'slug' => 'yomu',
				),
			),
			'account' => 0,
		);
		$this->assertSame( 'yomu', ShortcodeCheck::verdict( 'manga_grid', array( 3 ), $yomu ) );
		$this->assertSame( 'not_provided', ShortcodeCheck::verdict( 'manga_listing', array( 3 ), $yomu ) );
		$this->assertSame( 'account_elsewhere', ShortcodeCheck::verdict( 'manga-user-page', array( 12 ), $yomu ) );
		$this->assertStringContainsString( 'WP Manga Member Upload PRO', ShortcodeCheck::reason( 'missing', 'muupro_upload_manga', '' ) );
	}

	public function test_the_checks_read_the_sites_options_and_published_posts(): void {
		update_option(
			'sidebars_widgets',
			array(
				'wp_inactive_widgets' => array(),
				'woo_sidebar'         => array( 'custom_html-2' ),
				'array_version'       => 3,
			)
		);
		update_option( 'widget_custom_html', array( 2 => array( 'content' => 'x' ) ) );
		$page = self::page( 'publish', '[muupro_upload_chapters] [muupro_upload_chapters]' );
		self::page( 'draft', '[muupro_upload_chapters]' );
		self::page( 'publish', '[[muupro_upload_chapters]] an escaped one is text' );
		$findings = new Findings();
		$rows     = WidgetCheck::run( $findings );
		$this->assertSame( array( 'sidebar_unshown' ), array_column( $rows, 'status' ) );
		$this->assertSame( 1, $findings->count( 'widgets_unshown' ) );

		$parts = ShortcodeCheck::run( $findings );
		$row   = array_column( $parts['tags'], null, 'tag' )['muupro_upload_chapters'];
		$this->assertSame( 1, $row['posts'] );
		$this->assertSame( $page, $row['examples'][0]['id'] );
		$this->assertSame( 'missing', $row['status'] );
		$this->assertSame( 1, $findings->count( 'shortcodes_unrendered' ) );

		// Reading stops at the limit and says so (the escaped one is read, then left out).
		$this->assertTrue( ShortcodeScan::run( MadaraParts::tags() )['complete'] );
		$first = ShortcodeScan::run( MadaraParts::tags(), 1 );
		$this->assertSame( 1, $first['scanned'] );
		$this->assertFalse( $first['complete'] );

		$text = implode( "\n", TextReport::lines( Report::build( array( 'manga_ids' => array() ) ) ) );
		$this->assertStringContainsString( '    custom_html-2, ', $text );
		$this->assertStringContainsString( '  [muupro_upload_chapters], ', $text );
	}

	/**
	 * A page (rolled back with the test).
	 *
	 * @param string $status  Post status.
	 * @param string $content Content.
	 */
	private static function page( string $status, string $content ): int {
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Doctor ' . $status,
				'post_status'  => $status,
				'post_content' => $content,
			)
		);
	}
}
