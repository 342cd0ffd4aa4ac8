<?php
/**
 * Gives a sealed chapter's readers signed links instead of public file URLs (filter `yomu_page_url`): local files
 * through PageDelivery, bucket objects as presigned URLs (BucketSeal). Files that are in neither store (another
 * image host) keep their URL: the doctor names such chapters.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium\Files;

use Yomu\Core\Content\Chapter;

/**
 * Page URLs of sealed chapters.
 */
final class SealedPages {

	/**
	 * Whether each chapter seen in this request is sealed, by chapter ID.
	 *
	 * @var array<int, bool>
	 */
	private static array $sealed = array();

	/**
	 * Hooks the links and the seals.
	 */
	public static function register(): void {
		add_filter( 'yomu_page_url', array( self::class, 'url' ), 10, 3 );
		add_action( 'yomu_manga_content_changed', array( Seal::class, 'content_changed' ), 30, 2 );
		PageDelivery::register();
		SealSweep::register();
	}

	/**
	 * The URL a page or variant is shown at.
	 *
	 * @param mixed   $url     Public URL.
	 * @param string  $src     Stored src.
	 * @param Chapter $chapter Chapter.
	 * @return mixed
	 */
	public static function url( $url, string $src, Chapter $chapter ) {
		if ( ! self::sealed( $chapter ) ) {
			return $url;
		}
		if ( ! preg_match( '#^(https?:)?//#i', $src ) ) {
			return PageLinks::local( $src, get_current_user_id() );
		}
		return BucketSeal::url( $src, $chapter ) ?? $url;
	}

	/**
	 * Whether a chapter's files are sealed. A local seal that disagrees with the rule (a price or the site default
	 * changed, myCred went, an early access ended, and no reconcile has passed yet) is set right at once: it is one
	 * small file, so a chapter never shows a signed link once it is free, nor a public one once it is sold. A bucket
	 * seal moves objects and is left to the reconcile after writes and to the sweep; until then its links are signed.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	private static function sealed( Chapter $chapter ): bool {
		if ( ! isset( self::$sealed[ $chapter->id ] ) ) {
			$wanted = Seal::wanted( $chapter );
			if ( LocalSeal::sealed( $chapter ) !== $wanted ) {
				LocalSeal::apply( $chapter, $wanted );
			}
			self::$sealed[ $chapter->id ] = $wanted || BucketSeal::sealed( $chapter );
		}
		return self::$sealed[ $chapter->id ];
	}
}
