<?php
/**
 * WP Manga : Manga Bookmark (`manga-bookmark-id`): a signed-in reader's newest bookmarks (published manga only)
 * as listing cards. Guests get nothing, the same nothing for every guest, so their page stays shareable; a
 * signed-in reader's page is never shared (Http\CacheHeaders).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

use Yomu\Core\Bookmarks\Store;
use Yomu\Core\Listing\QueryVars;

/**
 * The widget.
 */
final class MangaBookmarks extends MangaWidget {

	/**
	 * Madara's id_base.
	 */
	public static function id_base(): string {
		return 'manga-bookmark-id';
	}

	/**
	 * The name in wp-admin.
	 */
	protected static function label(): string {
		return __( 'WP Manga : Manga Bookmark', 'yomu-core' );
	}

	/**
	 * The description in wp-admin.
	 */
	protected static function description(): string {
		return __( 'The signed-in reader\'s newest bookmarks.', 'yomu-core' );
	}

	/**
	 * Madara's wrapper classes.
	 */
	protected static function classname(): string {
		return 'c-popular manga-bookmark-widget';
	}

	/**
	 * The instance fields.
	 *
	 * @return array<string, Field>
	 */
	protected function fields(): array {
		return array(
			'title'           => Field::text( __( 'Title', 'yomu-core' ) ),
			'number_of_posts' => Field::number( __( 'Number of manga', 'yomu-core' ), 3 ),
			'style'           => Field::choice( __( 'Style', 'yomu-core' ), Choices::styles(), 'style-1' ),
		);
	}

	/**
	 * The bookmarks ('' for a guest or without any).
	 *
	 * @param array<string, string> $settings Settings.
	 */
	protected function body( array $settings ): string {
		$user = get_current_user_id();
		if ( ! $user ) {
			return '';
		}
		// Newest last in the store.
		$ids = array_slice( array_reverse( array_column( Store::all( $user ), 'id' ) ), 0, QueryVars::MAX_PER_PAGE );
		if ( ! $ids ) {
			return '';
		}
		$query = new \WP_Query(
			QueryVars::force(
				array(
					'post__in'               => $ids,
					'orderby'                => 'post__in',
					'posts_per_page'         => (int) $settings['number_of_posts'],
					'no_found_rows'          => true,
					'update_post_term_cache' => false,
				)
			)
		);
		$posts = array_values( array_filter( $query->posts, static fn ( $post ): bool => $post instanceof \WP_Post ) );
		return Items::html( $posts, $settings['style'] );
	}
}
