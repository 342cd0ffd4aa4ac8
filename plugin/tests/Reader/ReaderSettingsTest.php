<?php
/**
 * Yomu's reader additions on the server: the yomu_hide_chapter_images gate (no image URL, body or preloaded list
 * anywhere), reader settings (cookie, user meta, manga default, precedence, the mode a chapter opens in), the
 * settings action (nonce, sign-in, validation), the manga editor field and the Settings → Reader sanitizer.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Reader;

use Yomu\Core\Admin\DetailsBox;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Reader\Content;
use Yomu\Core\Reader\MangaDefaultsField;
use Yomu\Core\Reader\NavigateAction;
use Yomu\Core\Reader\OptionsPage;
use Yomu\Core\Reader\PageSetup;
use Yomu\Core\Reader\ReaderSettings;
use Yomu\Core\Reader\SettingsAction;
use Yomu\Core\Reader\SettingsTab;
use Yomu\Core\Routing\Request;
use Yomu\Core\Tests\Routing\RoutingTestCase;
use Yomu\Core\Http\Ajax\Registrar;

require_once dirname( __DIR__ ) . '/Routing/RoutingTestCase.php';

final class ReaderSettingsTest extends RoutingTestCase {

	protected function tearDown(): void {
		unset( $_COOKIE[ ReaderSettings::COOKIE ] );
		parent::tearDown();
	}

	/**
	 * With the gate on for a manga, its reading page, config objects, props and navigate answer carry no image
	 * URL and no text body; other manga are untouched.
	 */
	public function test_hidden_chapters_carry_no_images_or_text_anywhere(): void {
		$manga = self::factory()->manga->create_and_get();
		$first = $this->add_chapter( $manga->ID, 'one', 0, array( 'local' => $this->local_pages( 3 ) ), array( 'chapter_index' => 1 ) );
		$this->add_chapter( $manga->ID, 'two', 0, array( 'local' => $this->local_pages( 2 ) ), array( 'chapter_index' => 2 ) );
		$other   = self::factory()->manga->create_and_get();
		$visible = $this->add_chapter( $other->ID, 'open', 0, array( 'local' => $this->local_pages( 1 ) ) );
		$text    = self::factory()->manga->create_and_get( array(), array( MetaKeys::CHAPTER_TYPE => 'text' ) );
		$body    = $this->add_chapter( $text->ID, 'words', 0 );
		wp_insert_post(
			array(
				'post_type'    => 'chapter_text_content',
				'post_parent'  => $body->id,
				'post_status'  => 'publish',
				'post_content' => 'Secret words',
			)
		);
		$hidden = array( $manga->ID, $text->ID );
		$this->filter( 'yomu_hide_chapter_images', static fn ( $hide, $manga_id ) => in_array( $manga_id, $hidden, true ) ? true : $hide );

		$request = new Request( $manga, $first, 1, 'paged' );
		$html    = Content::render( $request );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( 'manga_test/ch', $html );
		$this->assertStringContainsString( 'reader-hidden-notice', $html );
		$this->assertStringNotContainsString( 'Secret words', Content::render( new Request( $text, $body, 1, 'paged' ) ) );
		$this->assertStringNotContainsString( 'manga_test/ch', Content::render( new Request( $manga, $first, 1, 'list' ) ) );

		$this->assertArrayNotHasKey( 'chapter_preloaded_images', PageSetup::objects( $request, 0 ) );
		Request::set( $request );
		$props = yomu_reader_props();
		$this->assertSame( '', $props['nextImage'] );
		$this->assertFalse( $props['preload'] );
		$this->assertTrue( $props['hidden'] );
		$this->assertStringNotContainsString( 'manga_test/ch', (string) wp_json_encode( $props ) );
		ob_start();
		PageSetup::print_images_per_page();
		$this->assertSame( '', ob_get_clean() );

		$answer = Registrar::call(
			NavigateAction::ACTION,
			array(
				'postID'      => (string) $manga->ID,
				'chapter'     => 'one',
				'manga-paged' => '2',
			)
		);
		$this->assertFalse( $answer->success );
		$this->assertSame( 403, $answer->status );
		$this->assertArrayNotHasKey( 'data', $answer->data );
		$this->assertStringNotContainsString( 'manga_test/ch', (string) wp_json_encode( $answer->data ) );

		$this->assertStringContainsString( '<img', Content::render( new Request( $other, $visible, 1, 'paged' ) ) );
		$answer = Registrar::call(
			NavigateAction::ACTION,
			array(
				'postID'      => (string) $other->ID,
				'chapter'     => 'open',
				'manga-paged' => '1',
			)
		);
		$this->assertTrue( $answer->success );
	}

	/**
	 * The reader's choice beats the manga's default, which beats the site's; 'auto' and junk fall through.
	 */
	public function test_settings_come_from_the_reader_then_the_manga_then_the_site(): void {
		$manga = self::factory()->manga->create_and_get();
		$this->assertSame(
			array(
				'mode'       => 'paged',
				'direction'  => 'ltr',
				'fit'        => 'width',
				'saver'      => 'auto',
				'spread'     => 'single',
				'background' => 'auto',
			),
			ReaderSettings::effective( 0, $manga->ID )
		);
		MangaDefaultsField::save(
			$manga->ID,
			array(
				MangaDefaultsField::FIELD => array(
					'mode'      => 'strip',
					'direction' => 'rtl',
					'fit'       => '<script>',
					'saver'     => 'on',
				),
			)
		);
		$this->assertSame(
			array(
				'mode'      => 'strip',
				'direction' => 'rtl',
			),
			ReaderSettings::manga( $manga->ID )
		);
		$_COOKIE[ ReaderSettings::COOKIE ] = 'paged.-.height.on';
		$this->assertSame(
			array(
				'mode'       => 'paged',
				'direction'  => 'rtl',
				'fit'        => 'height',
				'saver'      => 'on',
				'spread'     => 'single',
				'background' => 'auto',
			),
			ReaderSettings::effective( 0, $manga->ID )
		);
		// The later fields: page layout and background; every fit.
		$_COOKIE[ ReaderSettings::COOKIE ] = '-.-.original.-.cover.grey';
		$this->assertSame(
			array(
				'fit'        => 'original',
				'spread'     => 'cover',
				'background' => 'grey',
			),
			array_intersect_key( ReaderSettings::effective( 0, $manga->ID ), array_flip( array( 'fit', 'spread', 'background' ) ) )
		);
		$this->assertSame( array( 'fit' => 'limit' ), ReaderSettings::parse_cookie( '-.-.limit.-.sideways.purple' ) );
		// Every field as the reader's script writes it (src/islands/reader): mode, direction, fit, saver, spread, background.
		$_COOKIE[ ReaderSettings::COOKIE ] = 'paged.-.both.-.double.dark';
		$this->assertSame(
			array(
				'mode'       => 'paged',
				'fit'        => 'both',
				'spread'     => 'double',
				'background' => 'dark',
			),
			array_intersect_key( ReaderSettings::effective( 0, $manga->ID ), array_flip( array( 'mode', 'fit', 'spread', 'background' ) ) )
		);
		$_COOKIE[ ReaderSettings::COOKIE ] = 'x.y.z.w';
		$this->assertSame( 'strip', ReaderSettings::effective( 0, $manga->ID )['mode'] );

		$user = $this->create_user()->ID;
		ReaderSettings::save_for_user( $user, array( 'direction' => 'ltr' ) );
		$this->assertSame( 'ltr', ReaderSettings::effective( $user, $manga->ID )['direction'] );
		$this->assertSame( 'strip', ReaderSettings::effective( $user, $manga->ID )['mode'] );

		MangaDefaultsField::save( $manga->ID, array( MangaDefaultsField::FIELD => array( 'mode' => '' ) ) );
		$this->assertSame( '', get_post_meta( $manga->ID, ReaderSettings::MANGA_META, true ) );
		MangaDefaultsField::save( $manga->ID, array() );
		$this->assertSame( array(), ReaderSettings::manga( $manga->ID ) );
	}

	/**
	 * A chapter URL without ?style opens in the preferred mode; an explicit style or a p/{n} page wins.
	 */
	public function test_a_chapter_opens_in_the_preferred_mode_unless_the_url_names_one(): void {
		global $wp_query;
		$manga                             = self::factory()->manga->create_and_get();
		$chapter                           = $this->add_chapter( $manga->ID, 'one', 0, array( 'local' => $this->local_pages( 3 ) ) );
		$main                              = $wp_query;
		$_COOKIE[ ReaderSettings::COOKIE ] = 'strip.-.-';

		Request::set( new Request( $manga, $chapter, 1, 'paged' ) );
		PageSetup::apply_reader_mode( array( $manga ), $main );
		$this->assertSame( 'list', Request::current()->style );
		$this->assertContains( 'reader-mode-strip', PageSetup::body_class( array() ) );

		Request::set( new Request( $manga, $chapter, 1, 'paged', 'paged' ) );
		PageSetup::apply_reader_mode( array( $manga ), $main );
		$this->assertSame( 'paged', Request::current()->style );

		Request::set( new Request( $manga, $chapter, 2, 'paged' ) );
		PageSetup::apply_reader_mode( array( $manga ), $main );
		$this->assertSame( 2, Request::current()->page );
		$this->assertSame( 'paged', Request::current()->style );
	}

	/**
	 * Saving needs a signed-in reader and the nonce; unknown fields or values change nothing.
	 */
	public function test_the_settings_action_checks_sign_in_nonce_and_values(): void {
		$user   = $this->create_user()->ID;
		$good   = array(
			'settings' => array(
				'mode'      => 'strip',
				'direction' => '',
				'fit'       => 'height',
			),
		);
		$answer = Registrar::call( SettingsAction::ACTION, $good + array( 'nonce' => 'x' ) );
		$this->assertFalse( $answer->success );
		$this->assertSame( 403, $answer->status );

		wp_set_current_user( $user );
		$nonce  = wp_create_nonce( SettingsAction::NONCE );
		$answer = Registrar::call( SettingsAction::ACTION, $good + array( 'nonce' => 'bad' ) );
		$this->assertFalse( $answer->success );
		$this->assertSame( 403, $answer->status );
		foreach ( array( array( 'mode' => 'webtoon' ), array( 'evil' => 'x' ), 'paged', array( 'fit' => array( 'width' ) ) ) as $bad ) {
			$answer = Registrar::call(
				SettingsAction::ACTION,
				array(
					'settings' => $bad,
					'nonce'    => $nonce,
				)
			);
			$this->assertFalse( $answer->success );
			$this->assertSame( 400, $answer->status );
		}
		$this->assertSame( '', get_user_meta( $user, ReaderSettings::USER_META, true ) );

		$answer = Registrar::call( SettingsAction::ACTION, $good + array( 'nonce' => $nonce ) );
		$this->assertTrue( $answer->success );
		$this->assertSame(
			array(
				'mode' => 'strip',
				'fit'  => 'height',
			),
			get_user_meta( $user, ReaderSettings::USER_META, true )
		);
		$this->assertSame( 'list', get_user_meta( $user, '_manga_reading_style', true ) );
	}

	/**
	 * The account tab shows the reader's choices in a form with a nonce; other tabs are left alone.
	 */
	public function test_the_account_tab_renders_a_nonced_form_with_the_current_choices(): void {
		$user = $this->create_user()->ID;
		wp_set_current_user( $user );
		ReaderSettings::save_for_user( $user, array( 'direction' => 'rtl' ) );
		$this->assertArrayHasKey( SettingsTab::TAB, SettingsTab::tabs( array() ) );
		$html = (string) SettingsTab::html( '', SettingsTab::TAB, $user );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertStringContainsString( 'value="' . SettingsAction::ACTION . '"', $html );
		$this->assertMatchesRegularExpression( '/<option value="rtl" selected=\'selected\'>/', $html );
		$this->assertSame( 'other', SettingsTab::html( 'other', 'history', $user ) );
	}

	/**
	 * Settings → Reader keeps switches on/off and the history length within -1..1000.
	 */
	public function test_the_options_page_sanitizes_the_reader_option(): void {
		$clean = OptionsPage::sanitize(
			array(
				'back_info'     => 'on',
				'keyboard'      => 'yes<script>',
				'history_items' => '99999',
				'injected'      => 'x',
			)
		);
		$this->assertSame( 'on', $clean['back_info'] );
		$this->assertSame( 'off', $clean['keyboard'] );
		$this->assertSame( 'off', $clean['ajax_paging'] );
		$this->assertSame( 1000, $clean['history_items'] );
		$this->assertArrayNotHasKey( 'injected', $clean );
		$this->assertSame( -1, OptionsPage::sanitize( array( 'history_items' => '-1' ) )['history_items'] );
		$this->assertSame( 12, OptionsPage::sanitize( 'junk' )['history_items'] );
	}

	/**
	 * The manga editor's field saves only with the details box's nonce and edit_post on that manga.
	 */
	public function test_the_editor_field_needs_the_box_nonce_and_edit_post(): void {
		$manga  = self::factory()->manga->create_and_get();
		$editor = $this->create_user( array( 'role' => 'editor' ) )->ID;
		$reader = $this->create_user()->ID;
		$submit = function ( int $user, string $nonce ) use ( $manga ): void {
			wp_set_current_user( $user );
			$_POST = array(
				DetailsBox::NONCE_FIELD   => $nonce,
				MangaDefaultsField::FIELD => array( 'direction' => 'rtl' ),
			);
			DetailsBox::save( $manga->ID );
			$_POST = array();
		};
		wp_set_current_user( $reader );
		$submit( $reader, wp_create_nonce( DetailsBox::nonce_action( $manga->ID ) ) );
		$this->assertSame( array(), ReaderSettings::manga( $manga->ID ) );
		$submit( $editor, 'forged' );
		$this->assertSame( array(), ReaderSettings::manga( $manga->ID ) );
		wp_set_current_user( $editor );
		$submit( $editor, wp_create_nonce( DetailsBox::nonce_action( $manga->ID ) ) );
		$this->assertSame( array( 'direction' => 'rtl' ), ReaderSettings::manga( $manga->ID ) );
		$this->assertStringContainsString( 'name="yomu_reader_defaults[direction]"', MangaDefaultsField::html( $manga->ID ) );
	}
}
