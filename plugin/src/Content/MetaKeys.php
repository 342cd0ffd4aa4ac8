<?php
/**
 * The manga meta keys of MADARA.md §1.5, registered with their types so WordPress sanitizes and exposes
 * them consistently. Values stay in Madara's formats (serialized arrays where Madara serialized).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Meta key registry.
 */
final class MetaKeys {

	public const STATUS         = '_wp_manga_status';
	public const ALTERNATIVE    = '_wp_manga_alternative';
	public const TYPE           = '_wp_manga_type';
	public const CHAPTER_TYPE   = '_wp_manga_chapter_type';
	public const WARNING        = '_wp_manga_chapters_warning';
	public const UNIQUE_ID      = 'manga_unique_id';
	public const LATEST_UPDATE  = '_latest_update';
	public const VIEWS          = '_wp_manga_views';
	public const REVIEWS        = '_manga_reviews';
	public const AVERAGE_REVIEW = '_manga_avarage_reviews';
	public const TOTAL_VOTES    = '_manga_total_votes';
	public const BOOKMARKED_BY  = '_wp_user_bookmarked';
	public const ADULT          = 'manga_adult_content';
	public const BADGES         = 'manga_title_badges';
	public const CUSTOM_BADGES  = 'manga_custom_badges';
	public const BADGE_LINK     = 'manga_custom_badge_link';
	public const BADGE_TARGET   = 'manga_custom_badge_link_target';
	public const BANNER         = 'manga_banner';
	public const ONESHOT_HEIGHT = 'manga_oneshot_image_height';
	public const META_TITLE     = 'manga_meta_title';
	public const META_DESC      = 'manga_meta_desc';

	/** Periods of the time-windowed view counters, e.g. _wp_manga_week_views and _wp_manga_week_views_value. */
	public const VIEW_PERIODS = array( 'day', 'week', 'month', 'year' );

	/**
	 * Meta key => [type, single, show in REST].
	 *
	 * @return array<string, array{0: string, 1: bool, 2: bool}>
	 */
	public static function all(): array {
		$keys = array(
			self::STATUS                => array( 'string', true, true ),
			self::ALTERNATIVE           => array( 'string', true, true ),
			self::TYPE                  => array( 'string', true, true ),
			self::CHAPTER_TYPE          => array( 'string', true, true ),
			self::WARNING               => array( 'string', true, false ),
			self::UNIQUE_ID             => array( 'string', true, false ),
			self::LATEST_UPDATE         => array( 'integer', true, true ),
			self::VIEWS                 => array( 'integer', true, true ),
			self::REVIEWS               => array( 'array', true, false ),
			self::AVERAGE_REVIEW        => array( 'number', true, true ),
			self::TOTAL_VOTES           => array( 'integer', true, true ),
			self::BOOKMARKED_BY         => array( 'array', true, false ),
			self::ADULT                 => array( 'array', true, false ),
			self::BADGES                => array( 'string', true, true ),
			self::CUSTOM_BADGES         => array( 'string', true, false ),
			self::BADGE_LINK            => array( 'string', true, false ),
			self::BADGE_TARGET          => array( 'string', true, false ),
			self::BANNER                => array( 'string', true, false ),
			self::ONESHOT_HEIGHT        => array( 'string', true, false ),
			self::META_TITLE            => array( 'string', true, false ),
			self::META_DESC             => array( 'string', true, false ),
			'_manga_notification_index' => array( 'integer', true, false ),
		);
		foreach ( self::VIEW_PERIODS as $period ) {
			$keys[ "_wp_manga_{$period}_views" ]       = array( 'array', true, false );
			$keys[ "_wp_manga_{$period}_views_value" ] = array( 'integer', true, true );
		}
		return $keys;
	}

	/**
	 * Registers every key on the wp-manga post type.
	 */
	public static function register(): void {
		foreach ( self::all() as $key => list( $type, $single, $rest ) ) {
			register_post_meta(
				PostTypes::MANGA,
				$key,
				array(
					'type'          => $type,
					'single'        => $single,
					'show_in_rest'  => $rest && 'array' !== $type,
					'auth_callback' => static fn ( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_post', $post_id ),
				)
			);
		}
	}

	/**
	 * Whether a manga is marked adult (Madara stores ['yes'] serialized, '' otherwise).
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function is_adult( int $manga_id ): bool {
		$value = get_post_meta( $manga_id, self::ADULT, true );
		return is_array( $value ) ? in_array( 'yes', $value, true ) : 'yes' === $value;
	}

	/**
	 * The chapter type of a manga: manga (images), text or video.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function chapter_type( int $manga_id ): string {
		$type = (string) get_post_meta( $manga_id, self::CHAPTER_TYPE, true );
		return in_array( $type, PostTypes::CHAPTER_TYPES, true ) ? $type : 'manga';
	}
}
