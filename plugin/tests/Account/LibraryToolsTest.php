<?php
/**
 * The library tabs' filter and sort, and the sentences their rows show.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Account;

require_once __DIR__ . '/AccountTestCase.php';

use Yomu\Core\Account\LibraryTools;
use Yomu\Core\Account\ReadingProgress;
use Yomu\Core\Content\TimeAgo;

/**
 * Pure rules: what a URL asks for, which rows it hides and in what order.
 */
final class LibraryToolsTest extends AccountTestCase {

	/**
	 * Rows in the list's own order.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function rows(): array {
		return array(
			array(
				'title'  => 'Işık Avcısı',
				'order'  => 0,
				'unread' => 0,
			),
			array(
				'title'  => 'Çelik Kanatlar',
				'order'  => 1,
				'unread' => 2,
			),
			array(
				'title'  => 'Ateş',
				'order'  => 2,
				'unread' => 2,
			),
		);
	}

	protected function tearDown(): void {
		unset( $_GET['q'], $_GET['sort'], $_GET['unread'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test clean-up.
		parent::tearDown();
	}

	public function test_unknown_sorts_and_the_unread_box_outside_bookmarks_fall_back(): void {
		$_GET['q']      = str_repeat( 'a', 300 );
		$_GET['sort']   = 'unread';
		$_GET['unread'] = '1';
		$this->assertSame(
			array(
				'q'      => str_repeat( 'a', 100 ),
				'sort'   => 'unread',
				'unread' => true,
			),
			LibraryTools::asked( 'bookmark' )
		);
		$this->assertSame(
			array(
				'q'      => str_repeat( 'a', 100 ),
				'sort'   => 'recent',
				'unread' => false,
			),
			LibraryTools::asked( 'history' )
		);
		$_GET['sort'] = '../evil';
		$this->assertSame( 'recent', LibraryTools::asked( 'bookmark' )['sort'] );
	}

	public function test_filter_hides_without_dropping_and_folds_turkish_letters(): void {
		$rows = LibraryTools::arrange(
			$this->rows(),
			array(
				'q'      => 'isik',
				'sort'   => 'recent',
				'unread' => false,
			)
		);
		$this->assertSame( array( false, true, true ), array_column( $rows, 'hidden' ) );
		$this->assertFalse( LibraryTools::none_shown( $rows ) );
		$rows = LibraryTools::arrange(
			$this->rows(),
			array(
				'q'      => 'zzz',
				'sort'   => 'recent',
				'unread' => false,
			)
		);
		$this->assertTrue( LibraryTools::none_shown( $rows ) );
	}

	public function test_sorts_by_title_and_by_new_chapters_ties_in_list_order(): void {
		$this->assertSame(
			array( 'Ateş', 'Çelik Kanatlar', 'Işık Avcısı' ),
			array_column(
				LibraryTools::arrange(
					$this->rows(),
					array(
						'q'      => '',
						'sort'   => 'title',
						'unread' => false,
					)
				),
				'title'
			)
		);
		$rows = LibraryTools::arrange(
			$this->rows(),
			array(
				'q'      => '',
				'sort'   => 'unread',
				'unread' => true,
			)
		);
		$this->assertSame( array( 1, 2, 0 ), array_column( $rows, 'order' ) );
		$this->assertSame( array( false, false, true ), array_column( $rows, 'hidden' ) );
	}

	public function test_progress_and_time_sentences(): void {
		$this->assertSame(
			'Chapter 12 / 40, page 5',
			ReadingProgress::text(
				array(
					'position' => 12,
					'total'    => 40,
					'page'     => 5,
				)
			)
		);
		$this->assertSame(
			'Chapter 12 / 40',
			ReadingProgress::text(
				array(
					'position' => 12,
					'total'    => 40,
					'page'     => 1,
				)
			)
		);
		$this->assertSame(
			'40 chapters',
			ReadingProgress::text(
				array(
					'position' => 0,
					'total'    => 40,
					'page'     => 1,
				)
			)
		);
		$this->assertSame(
			'',
			ReadingProgress::html(
				array(
					'position' => 0,
					'total'    => 0,
					'page'     => 1,
				)
			)
		);
		$now = 1_800_000_000;
		$this->assertSame( '1 minute ago', TimeAgo::text( $now - 5, $now ) );
		$this->assertSame( '1 minute ago', TimeAgo::text( $now + 50, $now ) );
		$this->assertSame( '2 hours ago', TimeAgo::text( $now - 2 * HOUR_IN_SECONDS - 59, $now ) );
		$this->assertSame( '3 weeks ago', TimeAgo::text( $now - 22 * DAY_IN_SECONDS, $now ) );
	}
}
