<?php
/**
 * Adopting Madara's period counts when Yomu first counts a manga: a count is taken over only when Madara's label
 * (MADARA.md §7: date('d'), date('D-d'), date('m'), date('y') in UTC at the last view) names the current period,
 * and the longer periods' labels name the same day. Views from last year never become this year's, and a day of
 * another month never becomes today.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Views;

use Yomu\Core\Views\Adoption;
use Yomu\Core\Views\Counter;

require_once __DIR__ . '/ViewsTestCase.php';

final class AdoptionTest extends ViewsTestCase {

	/** The week starts on Monday unless a test says otherwise. */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'start_of_week', 1 );
	}

	/**
	 * A manga with Madara's four period arrays (and their _value ints) as Madara leaves them after a view.
	 *
	 * @param array<string, array{0: int, 1: string}> $periods period => [views, label].
	 */
	private function madara_manga( array $periods ): int {
		$manga = self::factory()->manga->create();
		update_post_meta( $manga, '_wp_manga_views', '5000' );
		foreach ( $periods as $period => list( $views, $label ) ) {
			$value = array( 'views' => $views );

			$value[ 'month' === $period ? 'month' : 'date' ] = $label;
			update_post_meta( $manga, "_wp_manga_{$period}_views", $value );
			update_post_meta( $manga, "_wp_manga_{$period}_views_value", (string) $views );
		}
		return $manga;
	}

	/**
	 * The _value ints after one view at $time: day, week, month, year.
	 *
	 * @param int $manga Manga.
	 * @param int $time  Unix time of the view.
	 * @return string[]
	 */
	private function after_one_view( int $manga, int $time ): array {
		Counter::record( $manga, 0, $time );
		$meta = $this->fresh_meta( $manga );
		$this->assertSame( '5001', $meta['_wp_manga_views'][0], 'the total always goes on' );
		return array_map( static fn ( string $period ): string => (string) ( $meta[ "_wp_manga_{$period}_views_value" ][0] ?? '' ), array( 'day', 'week', 'month', 'year' ) );
	}

	public function test_counts_labelled_today_this_week_this_month_and_this_year_go_on(): void {
		// Madara's last view: Monday 2025-06-09; Yomu's first view: Wednesday 2025-06-11. Monday's count is not today's.
		$monday = $this->madara_manga(
			array(
				'day'   => array( 3, '09' ),
				'week'  => array( 9, 'Mon-09' ),
				'month' => array( 40, '06' ),
				'year'  => array( 300, '25' ),
			)
		);
		$this->assertSame( array( '1', '10', '41', '301' ), $this->after_one_view( $monday, self::NOON ) );

		// Madara's last view earlier today.
		$today = $this->madara_manga(
			array(
				'day'   => array( 3, '11' ),
				'week'  => array( 9, 'Wed-11' ),
				'month' => array( 40, '06' ),
				'year'  => array( 300, '25' ),
			)
		);
		$this->assertSame( array( '4', '10', '41', '301' ), $this->after_one_view( $today, self::NOON ) );
	}

	public function test_counts_madara_labelled_last_year_all_restart(): void {
		// Madara's fixture site: its last view on Monday 2024-06-03.
		$manga = $this->madara_manga(
			array(
				'day'   => array( 7, '03' ),
				'week'  => array( 31, 'Mon-03' ),
				'month' => array( 120, '06' ),
				'year'  => array( 1234, '24' ),
			)
		);
		// June is this month too, but of last year.
		$this->assertSame( array( '1', '1', '1', '1' ), $this->after_one_view( $manga, self::NOON ) );
	}

	public function test_the_same_day_of_another_month_is_not_today(): void {
		// Madara's last view: Sunday 2025-05-11. On 2025-06-11 its day label '11' reads like today's.
		$manga = $this->madara_manga(
			array(
				'day'   => array( 6, '11' ),
				'week'  => array( 20, 'Sun-11' ),
				'month' => array( 80, '05' ),
				'year'  => array( 300, '25' ),
			)
		);
		$this->assertSame( array( '1', '1', '1', '301' ), $this->after_one_view( $manga, self::NOON ) );

		// The month's label alone tells the day apart.
		$day   = array(
			'views' => 6,
			'date'  => '11',
		);
		$month = static fn ( string $label ): array => array(
			'views' => 80,
			'month' => $label,
		);
		$this->assertSame( array(), Adoption::current( compact( 'day' ) + array( 'month' => $month( '05' ) ), self::NOON ) );
		$this->assertSame( array( 'day' => 6, 'month' => 80 ), Adoption::current( compact( 'day' ) + array( 'month' => $month( '06' ) ), self::NOON ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
	}

	public function test_a_week_label_names_a_day_of_this_week_so_far(): void {
		$labels = static fn ( string $week ): array => array(
			'week'  => array(
				'views' => 9,
				'date'  => $week,
			),
			'month' => array(
				'views' => 40,
				'month' => '06',
			),
			'year'  => array(
				'views' => 300,
				'date'  => '25',
			),
		);
		$weeks  = static fn ( string $week ): array => array_keys( array_intersect_key( Adoption::current( $labels( $week ), self::NOON ), array( 'week' => true ) ) );

		$this->assertSame( array( 'week' ), $weeks( 'Mon-09' ) );
		$this->assertSame( array( 'week' ), $weeks( 'Wed-11' ) );
		$this->assertSame( array(), $weeks( 'Sun-08' ), 'Sunday belongs to last week when weeks start on Monday' );
		$this->assertSame( array(), $weeks( 'Thu-12' ), 'tomorrow is no view Madara counted' );
		$this->assertSame( array(), $weeks( 'Mon-10' ), 'not a day that exists this week' );

		update_option( 'start_of_week', 0 );
		$this->assertSame( array( 'week' ), $weeks( 'Sun-08' ), 'weeks starting on Sunday' );
		update_option( 'start_of_week', 3 );
		$this->assertSame( array(), $weeks( 'Mon-09' ), 'weeks starting on Wednesday' );
	}

	public function test_a_week_label_that_comes_back_in_another_month_is_not_this_week(): void {
		// Madara's last view: Monday 2024-12-09. On Wednesday 2025-06-11 'Mon-09' is also this week's Monday.
		$arrays = array(
			'day'   => array(
				'views' => 2,
				'date'  => '09',
			),
			'week'  => array(
				'views' => 9,
				'date'  => 'Mon-09',
			),
			'month' => array(
				'views' => 40,
				'month' => '12',
			),
			'year'  => array(
				'views' => 300,
				'date'  => '24',
			),
		);
		$this->assertSame( array(), Adoption::current( $arrays, self::NOON ) );
		$arrays['month']['month'] = '06';
		$arrays['year']['date']   = '25';
		$this->assertSame( array( 'week' => 9, 'month' => 40, 'year' => 300 ), Adoption::current( $arrays, self::NOON ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
	}

	public function test_counts_without_a_label_in_madaras_shape_are_not_adopted(): void {
		$manga = self::factory()->manga->create();
		update_post_meta( $manga, '_wp_manga_views', '5000' );
		foreach ( array( 'day', 'week', 'month', 'year' ) as $period ) {
			update_post_meta( $manga, "_wp_manga_{$period}_views_value", '70' );
		}
		update_post_meta( $manga, '_wp_manga_month_views', array( 'views' => 70 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		update_post_meta( $manga, '_wp_manga_year_views', '70' );
		$this->assertSame( array( '1', '1', '1', '1' ), $this->after_one_view( $manga, self::NOON ) );

		$this->assertSame(
			array(),
			Adoption::current(
				array(
					'day'  => array(
						'views' => 'many',
						'date'  => '11',
					),
					'year' => array(
						'views' => 3,
						'date'  => 25,
					),
				),
				self::NOON
			),
			'a count that is not a number, a label that is not a string'
		);
	}
}
