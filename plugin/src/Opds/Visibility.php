<?php
/**
 * What the catalog shows: published manga without a password, as the public listings do. OPDS clients cannot
 * answer the adult confirmation, so adult manga stay out of every feed and their pages are refused, unless the
 * request carries the confirmation cookie (wpmanga-adault=1) a browser or a client configured with it sends.
 * The catalog never shows drafts or private manga, whoever asks: a signed-in reader (see Reader) sees the same list.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

use Yomu\Core\Access\Policy;
use Yomu\Core\Adult\Gate;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Listing\FamilySafe;
use Yomu\Core\Listing\Orderby;

/**
 * Visibility rules and the listing query.
 */
final class Visibility {

	public const PER_PAGE = 24;

	/**
	 * A manga the catalog may show, else null.
	 *
	 * @param int $id Manga post ID.
	 */
	public static function manga( int $id ): ?\WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || ! Policy::listed( $post ) ) {
			return null;
		}
		return self::adult_allowed() || ! MetaKeys::is_adult( $post->ID ) ? $post : null;
	}

	/**
	 * Whether adult manga may be listed (the request confirmed the reader's age).
	 */
	public static function adult_allowed(): bool {
		return Gate::confirmed();
	}

	/**
	 * One page of visible manga.
	 *
	 * @param string               $order Listing order name (Orderby::ORDERS), '' for search relevance.
	 * @param int                  $page  1-based page.
	 * @param array<string, mixed> $extra More query arguments (tax_query, s).
	 */
	public static function query( string $order, int $page, array $extra = array() ): \WP_Query {
		$args = array_merge(
			array(
				'post_type'           => PostTypes::MANGA,
				'post_status'         => 'publish',
				'has_password'        => false,
				'posts_per_page'      => self::PER_PAGE, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 24, as the listings.
				'paged'               => max( 1, $page ),
				'ignore_sticky_posts' => true,
			),
			'' === $order ? array() : Orderby::args( $order ),
			$extra
		);
		if ( ! self::adult_allowed() ) {
			$args['meta_query'] = FamilySafe::clause(); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
		}
		return new \WP_Query( $args );
	}
}
