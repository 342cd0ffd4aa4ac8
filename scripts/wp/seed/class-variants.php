<?php
/**
 * Page variants (WebP/AVIF, Yomu\Core\Images) around seeding: none are built page by page while the seeder
 * writes chapters; afterwards the chapters a reader opens first are built at once and the others are queued
 * for the background worker (or left as they are when the site has no variant code yet).
 *
 * @package Yomu
 */

namespace Yomu\Seed;

/**
 * Variant building for seeded chapters.
 */
final class Variants {

	/**
	 * Keeps every chapter written from now on out of the background queue.
	 */
	public static function hold(): void {
		add_filter( 'yomu_variants_queue', '__return_false' );
	}

	/**
	 * Lets chapters into the queue again.
	 */
	public static function release(): void {
		remove_filter( 'yomu_variants_queue', '__return_false' );
	}

	/**
	 * Builds the variants of some chapters now.
	 *
	 * @param int[] $chapter_ids Chapters.
	 * @return array<string, int> Totals of built, kept, skipped and failed pages ([] without variant code).
	 */
	public static function build( array $chapter_ids ): array {
		if ( ! class_exists( \Yomu\Core\Images\ChapterVariants::class ) ) {
			return array();
		}
		$totals = array(
			'built'   => 0,
			'kept'    => 0,
			'skipped' => 0,
			'failed'  => 0,
		);
		foreach ( $chapter_ids as $chapter_id ) {
			$result = \Yomu\Core\Images\ChapterVariants::build( $chapter_id );
			if ( is_wp_error( $result ) ) {
				++$totals['failed'];
				continue;
			}
			foreach ( $totals as $key => $value ) {
				$totals[ $key ] = $value + (int) ( $result[ $key ] ?? 0 );
			}
		}
		return $totals;
	}

	/**
	 * Queues chapters for the background worker and starts it on the site (which serve.mjs runs during seeding).
	 *
	 * @param int[] $chapter_ids Chapters.
	 * @return int How many were queued (0 without the queue).
	 */
	public static function queue( array $chapter_ids ): int {
		if ( ! class_exists( \Yomu\Core\Images\Background\Queue::class ) ) {
			return 0;
		}
		foreach ( $chapter_ids as $chapter_id ) {
			\Yomu\Core\Images\Background\Queue::add( $chapter_id );
		}
		if ( $chapter_ids && class_exists( \Yomu\Core\Images\Background\Trigger::class ) ) {
			\Yomu\Core\Images\Background\Background::schedule();
			// Starts the worker on the running site; the request is sent without waiting for the answer, and a
			// process that ends at once can take it down before it has left.
			\Yomu\Core\Images\Background\Trigger::spawn();
			sleep( 1 );
		}
		return count( $chapter_ids );
	}
}
