<?php
/**
 * The owners' price tools: the price field's rule, the wp-admin chapter panel and bulk price (through Guard),
 * Chapter Coin's coin ajax (nonce, edit_post on the manga, the chapter of that manga), the selling settings
 * (only their own keys change) and the front-end price rule. Every refusal changes no price.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Premium;

use Yomu\Core\Admin\Dispatcher;
use Yomu\Core\Admin\PriceHandlers;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Settings as MangaSettings;
use Yomu\Core\FrontUpload\Access;
use Yomu\Core\FrontUpload\Handlers;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Premium\CoinActions;
use Yomu\Core\Premium\CoinTable;
use Yomu\Core\Premium\PriceEditors;
use Yomu\Core\Premium\PriceField;
use Yomu\Core\Premium\SettingsPage;
use Yomu\Core\Tests\Admin\AdminTestCase;

require_once dirname( __DIR__ ) . '/Admin/AdminTestCase.php';

final class PriceToolsTest extends AdminTestCase {

	/**
	 * The price table exists before the transaction starts (creating it is DDL).
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		CoinTable::ensure();
	}

	/**
	 * A manga owned by $owner with two chapters in a volume and one without.
	 *
	 * @param int $owner Author.
	 * @return array{manga: int, volume: int, in: int[], loose: int}
	 */
	private function manga( int $owner ): array {
		$manga  = self::factory()->manga->create( array( 'post_author' => $owner ) );
		$volume = $this->volume( $manga, 'Cilt 1' );
		return array(
			'manga'  => $manga,
			'volume' => $volume,
			'in'     => array( $this->chapter( $manga, 'Bölüm 1', $volume ), $this->chapter( $manga, 'Bölüm 2', $volume ) ),
			'loose'  => $this->chapter( $manga, 'Bölüm 3' ),
		);
	}

	/**
	 * Prices of a manga as stored (fresh from the table).
	 *
	 * @param int $manga Manga.
	 * @return array<int, int>
	 */
	private function prices( int $manga ): array {
		wp_cache_flush();
		$prices = CoinTable::of_manga( $manga );
		ksort( $prices );
		return $prices;
	}

	public function test_the_price_field_takes_empty_zero_or_a_whole_number(): void {
		$this->assertSame( CoinTable::DEFAULT_PRICE, PriceField::parse( '' ) );
		$this->assertSame( CoinTable::DEFAULT_PRICE, PriceField::parse( null ) );
		$this->assertSame( CoinTable::DEFAULT_PRICE, PriceField::parse( ' -1 ' ) );
		$this->assertSame( 0, PriceField::parse( '0' ) );
		$this->assertSame( 25, PriceField::parse( ' 25 ' ) );
		foreach ( array( '-2', '1.5', 'abc', '5 points', '99999999999', array( '5' ) ) as $bad ) {
			$this->assertWpErrorCode( 'yomu_bad_price', PriceField::parse( $bad ), var_export( $bad, true ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export
		}
	}

	public function test_the_chapter_panel_saves_the_price_with_the_chapter(): void {
		$editor = $this->create_user( array( 'role' => 'editor' ) );
		$m      = $this->manga( $editor->ID );
		wp_set_current_user( $editor->ID );
		$save = fn ( string $coin, string $name ) => Dispatcher::run(
			'yomu_chapter_update',
			array(
				'chapter_id'   => (string) $m['loose'],
				'chapter_name' => $name,
				'chapter_coin' => $coin,
				'_yomu_nonce'  => $this->nonce( 'yomu_chapter_update', $m['manga'] ),
			),
			array()
		);

		$this->assertSame( 'Chapter saved.', $save( '12', 'Bölüm 3' )[1] );
		$this->assertSame( array( $m['loose'] => 12 ), $this->prices( $m['manga'] ) );

		$refused = $save( 'twelve', 'Renamed' )[1];
		$this->assertWpErrorCode( 'yomu_bad_price', $refused );
		$this->assertSame( array( $m['loose'] => 12 ), $this->prices( $m['manga'] ) );
		$this->assertSame( 'Bölüm 3', ChapterRepository::find( $m['loose'] )->name, 'an invalid price saves nothing' );

		$save( '', 'Bölüm 3' );
		$this->assertSame( array( $m['loose'] => CoinTable::DEFAULT_PRICE ), $this->prices( $m['manga'] ), 'empty: the site default (-1), as Chapter Coin stores it' );
	}

	public function test_a_volume_or_the_whole_manga_gets_one_price(): void {
		$editor = $this->create_user( array( 'role' => 'editor' ) );
		$m      = $this->manga( $editor->ID );
		wp_set_current_user( $editor->ID );
		$bulk = fn ( string $scope, string $coin, int $manga = 0 ) => Dispatcher::run(
			'yomu_chapters_price',
			array(
				'manga_id'     => (string) ( $manga ? $manga : $m['manga'] ),
				'scope'        => $scope,
				'chapter_coin' => $coin,
				'_yomu_nonce'  => $this->nonce( 'yomu_chapters_price', $manga ? $manga : $m['manga'] ),
			),
			array()
		);

		$this->assertSame( '2 chapters now cost 5 points.', $bulk( (string) $m['volume'], '5' )[1] );
		$this->assertSame( array_fill_keys( $m['in'], 5 ), $this->prices( $m['manga'] ) );

		$this->assertSame( '1 chapter is now free.', $bulk( '0', '0' )[1] );
		$this->assertSame( array_fill_keys( $m['in'], 5 ) + array( $m['loose'] => 0 ), $this->prices( $m['manga'] ) );

		$this->assertSame( '3 chapters now cost 9 points.', $bulk( PriceHandlers::ALL, '9' )[1] );
		$this->assertSame( array_fill_keys( array_merge( $m['in'], array( $m['loose'] ) ), 9 ), $this->prices( $m['manga'] ) );

		$other = $this->manga( $editor->ID );
		$this->assertWpErrorCode( 'yomu_foreign_volume', $bulk( (string) $other['volume'], '1' )[1] );
		$this->assertWpErrorCode( 'yomu_bad_price', $bulk( 'all', '-5' )[1] );
		$this->assertSame( array(), $this->prices( $other['manga'] ) );
		$this->assertSame( array_fill_keys( array_merge( $m['in'], array( $m['loose'] ) ), 9 ), $this->prices( $m['manga'] ) );
	}

	public function test_bulk_price_refuses_an_author_on_someone_elses_manga_and_a_foreign_nonce(): void {
		$editor = $this->create_user( array( 'role' => 'editor' ) );
		$author = $this->create_user( array( 'role' => 'author' ) );
		$m      = $this->manga( $editor->ID );
		$own    = $this->manga( $author->ID );
		wp_set_current_user( $author->ID );
		$fields = array(
			'manga_id'     => (string) $m['manga'],
			'scope'        => 'all',
			'chapter_coin' => '50',
		);

		$this->assertWpErrorCode( 'yomu_forbidden', Dispatcher::run( 'yomu_chapters_price', $fields + array( '_yomu_nonce' => $this->nonce( 'yomu_chapters_price', $m['manga'] ) ), array() )[1] );
		wp_set_current_user( $editor->ID );
		$this->assertWpErrorCode( 'yomu_bad_nonce', Dispatcher::run( 'yomu_chapters_price', $fields + array( '_yomu_nonce' => $this->nonce( 'yomu_chapters_price', $own['manga'] ) ), array() )[1] );
		$this->assertSame( array(), $this->prices( $m['manga'] ) );
	}

	public function test_chapter_coins_ajax_needs_a_nonce_and_edit_post_on_the_chapters_manga(): void {
		$editor     = $this->create_user( array( 'role' => 'editor' ) );
		$author     = $this->create_user( array( 'role' => 'author' ) );
		$contrib    = $this->create_user( array( 'role' => 'contributor' ) );
		$subscriber = $this->create_user();
		$m          = $this->manga( $editor->ID );
		$own        = $this->manga( $author->ID );
		$call       = static fn ( array $fields, bool $nonce = true ) => Registrar::call( CoinActions::SAVE, $fields + ( $nonce ? array( 'nonce' => wp_create_nonce( CoinActions::NONCE ) ) : array() ) );
		$fields     = array(
			'chapter_id'   => (string) $m['loose'],
			'manga_id'     => (string) $m['manga'],
			'chapter_coin' => '30',
		);

		$this->assertSame( 403, $call( $fields, false )->status, 'guest' );
		foreach ( array( $subscriber, $contrib, $author ) as $user ) {
			wp_set_current_user( $user->ID );
			$this->assertSame( 403, $call( $fields, false )->status, $user->roles[0] . ' without a nonce' );
			$this->assertSame( 403, $call( $fields )->status, $user->roles[0] . ' with a nonce' );
		}
		wp_set_current_user( $author->ID );
		$this->assertSame( 403, $call( array( 'chapter_id' => '999999' ) + $fields )->status, 'a missing chapter looks like a foreign one' );
		$this->assertSame( array(), $this->prices( $m['manga'] ) );

		$this->assertTrue( $call( array( 'chapter_id' => (string) $own['loose'], 'manga_id' => (string) $own['manga'] ) + $fields )->success, 'an author prices his own manga' ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound

		wp_set_current_user( $editor->ID );
		$this->assertSame( 400, $call( array( 'manga_id' => (string) $own['manga'] ) + $fields )->status, 'the chapter must belong to the manga' );
		$this->assertSame( 400, $call( array( 'manga_id' => '' ) + $fields )->status );
		$this->assertSame( 400, $call( array( 'chapter_coin' => '3.5' ) + $fields )->status );
		$this->assertSame( array(), $this->prices( $m['manga'] ) );

		$saved = $call( $fields );
		$this->assertTrue( $saved->success );
		$this->assertSame( array( 'coin' => 30 ), $saved->data );
		$this->assertSame( array( $m['loose'] => 30 ), $this->prices( $m['manga'] ) );

		$got = Registrar::call(
			CoinActions::GET,
			array(
				'chapter_id' => (string) $m['loose'],
				'nonce'      => wp_create_nonce( CoinActions::NONCE ),
			)
		);
		$this->assertSame( 30, $got->data );
		unset( $fields['chapter_coin'] );
		$this->assertTrue( $call( $fields )->success, 'absent: the site default' );
		$this->assertSame( array( $m['loose'] => CoinTable::DEFAULT_PRICE ), $this->prices( $m['manga'] ) );

		wp_set_current_user( $subscriber->ID );
		$this->assertSame( 403, Registrar::call( CoinActions::GET, array( 'chapter_id' => (string) $m['loose'], 'nonce' => wp_create_nonce( CoinActions::NONCE ) ) )->status ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
	}

	public function test_the_settings_change_only_their_own_keys(): void {
		$admin  = $this->create_user( array( 'role' => 'administrator' ) );
		$editor = $this->create_user( array( 'role' => 'editor' ) );
		$before = array(
			'manga_slug'               => 'seri',
			'wp_manga_chapter_selling' => array(
				'default_coin'    => '0',
				'free_word'       => 'Free',
				'lock_background' => '#123456',
			),
		);
		update_option( MangaSettings::OPTION, $before );
		$request = array(
			'default_coin'              => '7',
			'free_word'                 => '<b>Bedava</b>',
			'muupro_allow_creator_edit' => 'yes',
		);

		wp_set_current_user( $editor->ID );
		$this->assertWpErrorCode( 'yomu_forbidden', SettingsPage::save( $request + array( '_wpnonce' => wp_create_nonce( SettingsPage::ACTION ) ) ) );
		wp_set_current_user( $admin->ID );
		$this->assertWpErrorCode( 'yomu_bad_nonce', SettingsPage::save( $request + array( '_wpnonce' => 'forged' ) ) );
		$nonce = array( '_wpnonce' => wp_create_nonce( SettingsPage::ACTION ) );
		$this->assertWpErrorCode( 'yomu_bad_default_coin', SettingsPage::save( array( 'default_coin' => '-3' ) + $request + $nonce ) );
		$this->assertWpErrorCode( 'yomu_bad_default_coin', SettingsPage::save( array( 'default_coin' => '2.5' ) + $request + $nonce ) );
		$this->assertWpErrorCode( 'yomu_long_free_word', SettingsPage::save( array( 'free_word' => str_repeat( 'ş', 41 ) ) + $request + $nonce ) );
		$this->assertSame( $before, get_option( MangaSettings::OPTION ), 'a refusal saves nothing' );

		$this->assertTrue( SettingsPage::save( $request + $nonce ) );
		$after = get_option( MangaSettings::OPTION );
		$this->assertSame( 'seri', $after['manga_slug'] );
		$this->assertSame(
			array(
				'default_coin'              => '7',
				'free_word'                 => 'Bedava',
				'lock_background'           => '#123456',
				'muupro_allow_creator_edit' => 'yes',
			),
			$after['wp_manga_chapter_selling']
		);
		$this->assertTrue( SettingsPage::save( array( 'free_word' => str_repeat( 'ş', 40 ) ) + $request + $nonce ) );
	}

	public function test_the_front_end_price_follows_chapter_coins_rule(): void {
		$editor = $this->create_user( array( 'role' => 'editor' ) );
		$author = $this->create_user( array( 'role' => 'author' ) );
		$own    = $this->manga( $author->ID );
		$other  = $this->manga( $editor->ID );
		update_option( MangaSettings::OPTION, array( 'wp_manga_chapter_selling' => array( 'muupro_allow_creator_edit' => 'no' ) ) );
		$update = fn ( int $chapter, int $manga, string $coin ) => Handlers::update(
			array(
				'chapter_id'        => (string) $chapter,
				'chapter_coin'      => $coin,
				Access::NONCE_FIELD => wp_create_nonce( Access::nonce_action( 'update', $manga ) ),
			),
			array()
		);

		wp_set_current_user( $author->ID );
		$this->assertFalse( PriceEditors::may_price( $own['manga'] ) );
		$this->assertWpErrorCode( 'yomu_forbidden_price', $update( $own['loose'], $own['manga'], '4' ) );
		$this->assertSame( array(), $this->prices( $own['manga'] ) );

		update_option( MangaSettings::OPTION, array( 'wp_manga_chapter_selling' => array( 'muupro_allow_creator_edit' => 'yes' ) ) );
		$this->assertTrue( PriceEditors::may_price( $own['manga'] ) );
		$this->assertFalse( PriceEditors::may_price( $other['manga'] ) );
		$this->assertIsArray( $update( $own['loose'], $own['manga'], '4' ) );
		$this->assertSame( array( $own['loose'] => 4 ), $this->prices( $own['manga'] ) );

		wp_set_current_user( $editor->ID );
		$this->assertTrue( PriceEditors::may_price( $own['manga'] ) );
		add_filter( 'wp_manga_chapter_coin_allow_editor_roles', '__return_empty_array' );
		$this->assertFalse( PriceEditors::may_price( $own['manga'] ), 'the roles are a filter' );
		remove_filter( 'wp_manga_chapter_coin_allow_editor_roles', '__return_empty_array' );
		$this->assertWpErrorCode( 'yomu_bad_price', $update( $own['loose'], $own['manga'], 'x' ) );
		$this->assertIsArray( $update( $own['loose'], $own['manga'], '0' ) );
		$this->assertSame( array( $own['loose'] => 0 ), $this->prices( $own['manga'] ) );
	}

	/**
	 * Asserts a WP_Error with a code.
	 *
	 * @param string $code    Expected code.
	 * @param mixed  $result  Result.
	 * @param string $message Message on failure.
	 */
	private function assertWpErrorCode( string $code, $result, string $message = '' ): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's assertion naming.
		$this->assertInstanceOf( \WP_Error::class, $result, $message );
		$this->assertSame( $code, $result->get_error_code(), $message );
	}
}
