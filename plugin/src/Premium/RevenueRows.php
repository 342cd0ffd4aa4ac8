<?php
/**
 * The rows of the coins report: every manga (all statuses but trash and auto-draft) matching the author and
 * manga filters, with its revenue in the range, sorted and cut to one page.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

/**
 * Report rows.
 */
final class RevenueRows {

	public const PER_PAGE = array( 10, 20, 50, 100 );

	/**
	 * One page of rows, the number of matching manga and the coins of all of them.
	 *
	 * @param array{author: int, manga: int, from: string, to: string, orderby: string, order: string, per_page: int, paged: int} $query The filters.
	 * @param string|null                                                                                                         $table myCred's log table (default: the one myCred uses).
	 * @return array{rows: array<int, array{id: int, title: string, author: int, coins: float}>, total: int, coins: float}
	 */
	public static function page( array $query, ?string $table = null ): array {
		global $wpdb;
		$where = $wpdb->prepare( 'post_type = %s AND post_status NOT IN (%s, %s)', 'wp-manga', 'trash', 'auto-draft' );
		if ( $query['author'] > 0 ) {
			$where .= $wpdb->prepare( ' AND post_author = %d', $query['author'] );
		}
		if ( $query['manga'] > 0 ) {
			$where .= $wpdb->prepare( ' AND ID = %d', $query['manga'] );
		}
		$posts = $wpdb->get_results( "SELECT ID, post_title, post_author FROM {$wpdb->posts} WHERE $where" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- every part prepared above.
		$range = Revenue::range( $query['from'], $query['to'] );
		$sums  = Revenue::by_manga( $table ?? Points::log_table(), $range[0], $range[1] );
		$rows  = array();
		$total = 0.0;
		foreach ( (array) $posts as $post ) {
			$coins  = $sums[ (string) $post->ID ] ?? 0.0;
			$total += $coins;
			$rows[] = array(
				'id'     => (int) $post->ID,
				'title'  => (string) $post->post_title,
				'author' => (int) $post->post_author,
				'coins'  => $coins,
			);
		}
		usort( $rows, self::comparator( $query['orderby'], $query['order'] ) );
		return array(
			'rows'  => array_slice( $rows, ( max( 1, $query['paged'] ) - 1 ) * $query['per_page'], $query['per_page'] ),
			'total' => count( $rows ),
			'coins' => $total,
		);
	}

	/**
	 * Orders by coins (ties by title) or title (ties by id), ascending or descending.
	 *
	 * @param string $orderby coins or title.
	 * @param string $order   asc or desc.
	 * @return callable(array{id: int, title: string, author: int, coins: float}, array{id: int, title: string, author: int, coins: float}): int
	 */
	private static function comparator( string $orderby, string $order ): callable {
		$sign = 'asc' === $order ? 1 : -1;
		return static function ( array $a, array $b ) use ( $orderby, $sign ): int {
			$by_title = strnatcasecmp( $a['title'], $b['title'] );
			$by_title = 0 !== $by_title ? $by_title : $a['id'] <=> $b['id'];
			$by_coins = $a['coins'] <=> $b['coins'];
			if ( 'title' === $orderby ) {
				return $sign * $by_title;
			}
			return 0 !== $by_coins ? $sign * $by_coins : $by_title;
		};
	}
}
