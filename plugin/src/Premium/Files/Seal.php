<?php
/**
 * Which chapters' page files are sealed: those a visitor must buy (a price above 0 while myCred runs). A sealed
 * chapter's files are not served by their public URL (LocalSeal, BucketSeal); readers who may read it get signed,
 * expiring links bound to them (SealedPages). Reconciled after every write to a manga's chapters
 * (`yomu_manga_content_changed`: prices, pages, early-access ends) and, for the whole site, by SealSweep.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium\Files;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Premium\Points;
use Yomu\Core\Premium\Prices;

/**
 * The seal rule.
 */
final class Seal {

	/**
	 * What writes in this request touched, reconciled at shutdown (after the writes are done): chapter IDs, and
	 * manga whose every chapter is concerned.
	 *
	 * @var array{chapters: array<int, true>, manga: array<int, true>}
	 */
	private static array $pending = array(
		'chapters' => array(),
		'manga'    => array(),
	);

	/**
	 * Whether a chapter's page files should be sealed now.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function wanted( Chapter $chapter ): bool {
		return Points::active() && Prices::of( $chapter ) > 0;
	}

	/**
	 * Seals or unseals a chapter's files on every store it uses, as the rule says now.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function reconcile( Chapter $chapter ): void {
		$wanted = self::wanted( $chapter );
		LocalSeal::apply( $chapter, $wanted );
		BucketSeal::apply( $chapter, $wanted );
	}

	/**
	 * Notes the chapters a write touched (all of the manga's when none is named) for reconciling at shutdown.
	 *
	 * @param int                $manga_id Manga post ID.
	 * @param array<Chapter|int> $chapters Touched chapters.
	 */
	public static function content_changed( $manga_id, $chapters = array() ): void {
		if ( ! self::$pending['chapters'] && ! self::$pending['manga'] ) {
			add_action( 'shutdown', array( self::class, 'reconcile_pending' ), 0 );
		}
		if ( ! $chapters ) {
			self::$pending['manga'][ (int) $manga_id ] = true;
		}
		foreach ( (array) $chapters as $chapter ) {
			self::$pending['chapters'][ $chapter instanceof Chapter ? $chapter->id : (int) $chapter ] = true;
		}
	}

	/**
	 * Reconciles what was noted in this request.
	 */
	public static function reconcile_pending(): void {
		$ids = array_keys( self::$pending['chapters'] );
		foreach ( array_keys( self::$pending['manga'] ) as $manga_id ) {
			foreach ( ChapterRepository::with_scheduled( $manga_id ) as $chapter ) {
				$ids[] = $chapter->id;
			}
		}
		self::$pending = array(
			'chapters' => array(),
			'manga'    => array(),
		);
		foreach ( array_unique( array_filter( $ids ) ) as $id ) {
			$chapter = ChapterRepository::find( $id );
			if ( null !== $chapter ) {
				self::reconcile( $chapter );
			}
		}
	}
}
