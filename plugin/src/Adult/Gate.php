<?php
/**
 * The adult gate (SPEC §4): on a manga marked adult, until the visitor confirms their age (cookie
 * wpmanga-adault=1, 7 days), the body carries `adult-content` (Madara's class), covers are blurred, the
 * reader leaves the page images out of the HTML, and #adult_modal asks for confirmation.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Adult;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Routing\Request;

/**
 * Server side of the gate.
 */
final class Gate {

	public const COOKIE = 'wpmanga-adault';
	public const DAYS   = 7;

	/**
	 * Hooks the gate.
	 */
	public static function register(): void {
		add_filter( 'body_class', array( self::class, 'body_class' ) );
		add_filter( 'yomu_hide_chapter_images', array( self::class, 'hide_images' ), 10, 2 );
		add_filter( 'yomu_hidden_chapter_notice', array( self::class, 'notice' ), 10, 2 );
		add_filter( 'wp_get_attachment_image_attributes', array( Covers::class, 'mark' ), 10, 2 );
		add_action( 'wp_footer', array( Modal::class, 'print' ), 20 );
		add_action( 'admin_post_nopriv_' . Modal::ACTION, array( Modal::class, 'confirm' ) );
		add_action( 'admin_post_' . Modal::ACTION, array( Modal::class, 'confirm' ) );
	}

	/**
	 * Whether this visitor has confirmed their age.
	 */
	public static function confirmed(): bool {
		return isset( $_COOKIE[ self::COOKIE ] ) && '1' === $_COOKIE[ self::COOKIE ];
	}

	/**
	 * The manga this page shows (information or reading page), or 0.
	 */
	public static function current_manga(): int {
		$request = class_exists( Request::class ) ? Request::current() : null;
		if ( $request ) {
			return $request->manga->ID;
		}
		return is_singular( PostTypes::MANGA ) ? (int) get_queried_object_id() : 0;
	}

	/**
	 * Whether this page must be gated: an adult manga, not yet confirmed.
	 */
	public static function gated(): bool {
		$manga = self::current_manga();
		return $manga > 0 && ! self::confirmed() && MetaKeys::is_adult( $manga );
	}

	/**
	 * Adds `adult-content` on a gated page and `yomu-adult-unconfirmed` anywhere covers must stay blurred.
	 *
	 * @param string[] $classes Body classes.
	 * @return string[]
	 */
	public static function body_class( array $classes ): array {
		if ( self::gated() ) {
			$classes[] = 'adult-content';
		}
		if ( ! self::confirmed() ) {
			$classes[] = 'yomu-adult-unconfirmed';
		}
		return $classes;
	}

	/**
	 * The reader's filter: leave adult page images out until confirmed.
	 *
	 * @param mixed $hide     Hide already (another reason).
	 * @param mixed $manga_id Manga post ID.
	 */
	public static function hide_images( $hide, $manga_id = 0 ): bool {
		if ( true === $hide ) {
			return true;
		}
		return is_numeric( $manga_id ) && (int) $manga_id > 0 && ! self::confirmed() && MetaKeys::is_adult( (int) $manga_id );
	}

	/**
	 * The reader's notice in place of hidden adult content.
	 *
	 * @param mixed $notice   Notice.
	 * @param mixed $manga_id Manga post ID.
	 * @return mixed
	 */
	public static function notice( $notice, $manga_id = 0 ) {
		return self::hide_images( false, $manga_id ) ? __( 'This chapter contains adult content. Confirm that you are 18 years or older to read it.', 'yomu-core' ) : $notice;
	}
}
