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
	 * Chapters touched by writes in this request, reconciled at shutdown (after the writes are done).
	 *
	 * @var array<int, true>
	 */
	private static array $pending = array();

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
		$ids = array();
		foreach ( (array) $chapters as $chapter ) {
			$ids[] = $chapter instanceof Chapter ? $chapter->id : (int) $chapter;
		}
		if ( ! $ids ) {
			$ids = array_map( static fn ( Chapter $chapter ): int => $chapter->id, ChapterRepository::reading_order( (int) $manga_id ) );
		}
		if ( ! self::$pending ) {
			add_action( 'shutdown', array( self::class, 'reconcile_pending' ), 0 );
		}
		self::$pending += array_fill_keys( array_filter( $ids ), true );
	}

	/**
	 * Reconciles the chapters noted in this request.
	 */
	public static function reconcile_pending(): void {
		$ids           = array_keys( self::$pending );
		self::$pending = array();
		foreach ( $ids as $id ) {
			$chapter = ChapterRepository::find( $id );
			if ( null !== $chapter ) {
				self::reconcile( $chapter );
			}
		}
	}
}
