<?php
/**
 * The one-time upgrade of period meta Yomu wrote in its own formats: relabelled in Madara's formats once,
 * counts kept, Madara's values untouched, in batches that resume, harmless when run again.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Views;

use Yomu\Core\Views\LabelUpgrade;

require_once __DIR__ . '/ViewsTestCase.php';

final class LabelUpgradeTest extends ViewsTestCase {

	protected function setUp(): void {
		parent::setUp();
		// Whatever the site held before this test is converted first, so each test sees only its own rows.
		delete_option( LabelUpgrade::OPTION );
		LabelUpgrade::run( 30.0 );
		delete_option( LabelUpgrade::OPTION );
	}

	/**
	 * Writes the four serialized period values of a manga.
	 *
	 * @param int                  $manga  Manga.
	 * @param array<string, mixed> $values period => value.
	 */
	private function write( int $manga, array $values ): void {
		foreach ( $values as $period => $value ) {
			update_post_meta( $manga, "_wp_manga_{$period}_views", $value );
		}
	}

	/**
	 * The stored rows of a manga's period meta, exactly as in the database.
	 *
	 * @param int $manga Manga.
	 * @return array<string, string> meta_key => meta_value
	 */
	private function raw( int $manga ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key LIKE %s ORDER BY meta_key", $manga, '%views%' ), 'ARRAY_A' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery
		return array_column( (array) $rows, 'meta_value', 'meta_key' );
	}

	public function test_yomu_format_values_are_relabelled_once_and_keep_their_counts(): void {
		$manga = self::factory()->manga->create();
		$this->write(
			$manga,
			array(
				'day'   => array(
					'views' => 7,
					'date'  => '2025-06-14',
				),
				'week'  => array(
					'views' => 31,
					'date'  => '2025-06-09',
				),
				'month' => array(
					'views' => 120,
					'month' => '2025-06',
				),
				'year'  => array(
					'views' => 1234,
					'date'  => '2025',
				),
			)
		);
		update_post_meta( $manga, '_wp_manga_week_views_value', 31 );
		$this->assertSame( '2025-06-09', get_post_meta( $manga, '_wp_manga_week_views', true )['date'] ); // Primes the meta cache.

		$this->assertTrue( LabelUpgrade::run( 30.0 ) );

		$this->assertSame( LabelUpgrade::VERSION, get_option( LabelUpgrade::OPTION ) );
		$expected = array(
			'day'   => array(
				'views' => 7,
				'date'  => '14',
			),
			'week'  => array(
				'views' => 31,
				'date'  => 'Mon-09',
			),
			'month' => array(
				'views' => 120,
				'month' => '06',
			),
			'year'  => array(
				'views' => 1234,
				'date'  => '25',
			),
		);
		foreach ( $expected as $period => $value ) {
			$this->assertSame( $value, get_post_meta( $manga, "_wp_manga_{$period}_views", true ), "$period, read through the meta cache" );
		}
		$this->assertSame( '31', get_post_meta( $manga, '_wp_manga_week_views_value', true ), 'the plain int is not touched' );

		// Run again (the option lost, or a second node with its own view of the progress): nothing changes.
		$after = $this->raw( $manga );
		foreach ( array( '', 'after:0' ) as $state ) {
			update_option( LabelUpgrade::OPTION, $state );
			$this->assertTrue( LabelUpgrade::run( 30.0 ) );
			$this->assertSame( $after, $this->raw( $manga ), "state '$state'" );
		}
	}

	public function test_madara_format_and_unknown_values_are_left_untouched(): void {
		$madara = self::factory()->manga->create();
		$this->write(
			$madara,
			array(
				'day'   => array(
					'views' => 7,
					'date'  => '03',
				),
				'week'  => array(
					'views' => 31,
					'date'  => 'Mon-03',
				),
				'month' => array(
					'views' => 120,
					'month' => '06',
				),
				'year'  => array(
					'views' => 1234,
					'date'  => '24',
				),
			)
		);
		$odd = self::factory()->manga->create();
		$this->write(
			$odd,
			array(
				'day'   => 'not an array',
				'week'  => array(
					'views' => 5,
					'date'  => '2025-13-45',
				),
				'month' => array(
					'views' => 6,
					'date'  => '2025-06',
				),
				'year'  => array( 'date' => '2025' ),
			)
		);
		$before = array( $this->raw( $madara ), $this->raw( $odd ) );

		$this->assertTrue( LabelUpgrade::run( 30.0 ) );

		$this->assertSame( $before, array( $this->raw( $madara ), $this->raw( $odd ) ) );
	}

	public function test_a_large_catalogue_is_converted_in_batches_that_resume(): void {
		$manga = array();
		for ( $i = 1; $i <= 5; $i++ ) {
			$manga[ $i ] = self::factory()->manga->create();
			update_post_meta(
				$manga[ $i ],
				'_wp_manga_year_views',
				array(
					'views' => $i,
					'date'  => '2025',
				)
			);
		}
		$labels = fn (): array => array_map( fn ( int $id ): string => $this->fresh_meta( $id )['_wp_manga_year_views'][0], $manga );
		$done   = static fn ( array $values ): int => count( array_filter( $values, static fn ( string $v ): bool => str_ends_with( $v, 's:2:"25";}' ) ) );

		$this->assertFalse( LabelUpgrade::run( 0.0, 2 ), 'one batch of 2 in a request with no time left' );
		$this->assertSame( 2, $done( $labels() ) );
		$this->assertStringStartsWith( 'after:', (string) get_option( LabelUpgrade::OPTION ) );

		$this->assertFalse( LabelUpgrade::run( 0.0, 2 ) );
		$this->assertSame( 4, $done( $labels() ) );

		$this->assertTrue( LabelUpgrade::run( 30.0, 2 ) );
		$this->assertSame( 5, $done( $labels() ) );
		foreach ( $manga as $i => $id ) {
			$this->assertSame(
				array(
					'views' => $i,
					'date'  => '25',
				),
				get_post_meta( $id, '_wp_manga_year_views', true )
			);
		}
	}

	public function test_labels_name_the_same_period_in_madaras_format(): void {
		$this->assertSame( '09', LabelUpgrade::madara_label( 'day', '2025-06-09' ) );
		$this->assertSame( 'Sun-08', LabelUpgrade::madara_label( 'week', '2025-06-08' ) );
		$this->assertSame( '12', LabelUpgrade::madara_label( 'month', '2024-12' ) );
		$this->assertSame( '00', LabelUpgrade::madara_label( 'year', '2000' ) );
		foreach ( array( array( 'day', '09' ), array( 'week', 'Mon-09' ), array( 'month', '06' ), array( 'year', '25' ), array( 'day', '2025-02-30' ), array( 'month', '2025-6' ), array( 'year', '2025-06' ), array( 'hour', '2025' ) ) as list( $period, $label ) ) {
			$this->assertNull( LabelUpgrade::madara_label( $period, $label ), "$period $label" );
		}
	}

	public function test_the_upgrade_runs_on_init(): void {
		$this->assertNotFalse( has_action( 'init', array( LabelUpgrade::class, 'maybe_run' ) ) );
	}
}
