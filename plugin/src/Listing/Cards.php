<?php
/**
 * Runs a listing query and renders its cards, as the load-more calls answer them.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

/**
 * One page of cards with the no-posts marker when it is the last page.
 */
final class Cards {

	/** Up to this offset a listing page reads whole rows in one query (see page()). */
	private const WHOLE_ROWS_UNTIL = 240;

	public const NO_POSTS_MARKER = '<div class="invi no-posts"><!-- --></div>';

	/**
	 * The HTML of one page: cards, then the marker when no page follows. '' when the page is empty.
	 * One extra post is fetched to know whether another page exists.
	 *
	 * @param array<string, mixed> $args    Safe query arguments (QueryVars::map output).
	 * @param string               $variant Card variant.
	 */
	public static function page( array $args, string $variant ): string {
		$per_page = (int) $args['posts_per_page'];
		$paged    = max( 1, (int) $args['paged'] );
		unset( $args['paged'] );
		$args['offset']         = ( $paged - 1 ) * $per_page;
		$args['posts_per_page'] = $per_page + 1;
		$args['no_found_rows']  = true;
		// A card that shows terms reads them for the whole page itself (CardPrimer); grid cards show none.
		$args['update_post_term_cache'] = false;
		// Near the start of a listing, one query for the whole rows instead of IDs and then rows: WordPress splits
		// the query for its object cache, and deep pages keep the split (skipping rows is cheaper on the ID index).
		$whole = static fn ( $split ) => wp_using_ext_object_cache() || $args['offset'] > self::WHOLE_ROWS_UNTIL ? $split : false;
		add_filter( 'split_the_query', $whole );
		$query = new \WP_Query( $args );
		remove_filter( 'split_the_query', $whole );
		$posts = array_filter( $query->posts, static fn ( $post ): bool => $post instanceof \WP_Post );
		if ( ! $posts ) {
			return '';
		}
		$more = count( $posts ) > $per_page;
		$html = '';
		foreach ( array_slice( $posts, 0, $per_page ) as $post ) {
			$html .= Card::render( $post, $variant );
		}
		return $more ? $html : $html . self::NO_POSTS_MARKER;
	}
}
