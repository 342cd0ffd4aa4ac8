<?php
/**
 * The main query of manga listings: /manga/ (with ?m_orderby=), the manga taxonomy archives and
 * /?s=…&post_type=wp-manga. 24 per page, published manga only, family-safe when asked.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\PostTypes;

/**
 * Adjusts the main query before it runs.
 */
final class ArchiveQuery {

	/**
	 * Registers the hook.
	 */
	public static function register(): void {
		add_action( 'pre_get_posts', array( self::class, 'adjust' ) );
	}

	/**
	 * Whether a query is a manga listing.
	 *
	 * @param \WP_Query $query Query.
	 */
	public static function is_listing( \WP_Query $query ): bool {
		if ( $query->is_post_type_archive( PostTypes::MANGA ) || $query->is_tax( array_keys( PostTypes::TAXONOMIES ) ) ) {
			return true;
		}
		return $query->is_search() && PostTypes::MANGA === $query->get( 'post_type' );
	}

	/**
	 * The order the visitor picked with ?m_orderby= ('' on a search without one: relevance).
	 *
	 * @param \WP_Query $query Query.
	 */
	public static function current_order( \WP_Query $query ): string {
		$raw = isset( $_GET['m_orderby'] ) ? sanitize_key( wp_unslash( $_GET['m_orderby'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( '' === $raw && $query->is_search() ) {
			return '';
		}
		return Orderby::normalize( $raw );
	}

	/**
	 * Applies the listing rules to the main query.
	 *
	 * @param \WP_Query $query Query.
	 */
	public static function adjust( \WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() || ! self::is_listing( $query ) ) {
			return;
		}
		$query->set( 'post_type', PostTypes::MANGA );
		$query->set( 'post_status', 'publish' );
		// Password-protected manga stay out of listings: a card would show their latest chapter links.
		$query->set( 'has_password', false );
		$query->set( 'posts_per_page', QueryVars::PER_PAGE );
		$order = self::current_order( $query );
		$args  = '' === $order ? array() : Orderby::args( $order );
		$args  = FamilySafe::apply( $args );
		foreach ( $args as $key => $value ) {
			$query->set( $key, $value );
		}
	}
}
