<?php
/**
 * The markup of the coins report: the filter form, the table with its sortable headings, and the pages.
 * Every value is escaped on output.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

/**
 * Report markup.
 */
final class RevenueForm {

	/**
	 * The filter form (a GET to the same page).
	 *
	 * @param array{author: int, manga: int, from: string, to: string, orderby: string, order: string, per_page: int, paged: int} $query The filters.
	 */
	public static function filters( array $query ): void {
		echo '<form method="get" action="' . esc_url( admin_url( 'tools.php' ) ) . '" class="yomu-coins-filters"><input type="hidden" name="page" value="' . esc_attr( RevenueScreen::SLUG ) . '">';
		echo '<input type="hidden" name="orderby" value="' . esc_attr( $query['orderby'] ) . '"><input type="hidden" name="order" value="' . esc_attr( $query['order'] ) . '">';
		echo '<label for="yomu-coins-author">' . esc_html__( 'Author', 'yomu-core' ) . '</label> <select id="yomu-coins-author" name="author"><option value="0">' . esc_html__( 'All authors', 'yomu-core' ) . '</option>';
		$roles = apply_filters( 'wp_manga_chapter_coin_report_author_roles', array( 'author', 'editor', 'administrator' ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Chapter Coin's filter.
		$users = get_users(
			array(
				'role__in' => is_array( $roles ) ? $roles : array(),
				'orderby'  => 'display_name',
				'fields'   => array( 'ID', 'display_name' ),
			)
		);
		foreach ( $users as $user ) {
			printf( '<option value="%1$d"%2$s>%3$s</option>', (int) $user->ID, selected( (int) $user->ID, $query['author'], false ), esc_html( $user->display_name ) );
		}
		echo '</select> <label for="yomu-coins-manga">' . esc_html__( 'Manga', 'yomu-core' ) . '</label> <select id="yomu-coins-manga" name="manga_id"><option value="0">' . esc_html__( 'All manga', 'yomu-core' ) . '</option>';
		global $wpdb;
		$manga = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_title FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN (%s, %s) ORDER BY post_title", 'wp-manga', 'trash', 'auto-draft' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( (array) $manga as $post ) {
			printf( '<option value="%1$d"%2$s>%3$s</option>', (int) $post->ID, selected( (int) $post->ID, $query['manga'], false ), esc_html( self::title( (int) $post->ID, (string) $post->post_title ) ) );
		}
		echo '</select> <label for="yomu-coins-from">' . esc_html__( 'From', 'yomu-core' ) . '</label> <input type="date" id="yomu-coins-from" name="from" value="' . esc_attr( $query['from'] ) . '">';
		echo ' <label for="yomu-coins-to">' . esc_html__( 'To', 'yomu-core' ) . '</label> <input type="date" id="yomu-coins-to" name="to" value="' . esc_attr( $query['to'] ) . '">';
		echo ' <label for="yomu-coins-per-page">' . esc_html__( 'Per page', 'yomu-core' ) . '</label> <select id="yomu-coins-per-page" name="per_page">';
		foreach ( RevenueRows::PER_PAGE as $n ) {
			printf( '<option value="%1$d"%2$s>%1$d</option>', (int) $n, selected( $n, $query['per_page'], false ) );
		}
		echo '</select> <button type="submit" class="button">' . esc_html__( 'Filter', 'yomu-core' ) . '</button></form>';
	}

	/**
	 * The table and its pages.
	 *
	 * @param array{author: int, manga: int, from: string, to: string, orderby: string, order: string, per_page: int, paged: int} $query The filters.
	 * @param array{rows: array<int, array{id: int, title: string, author: int, coins: float}>, total: int, coins: float}         $page  RevenueRows::page().
	 */
	public static function table( array $query, array $page ): void {
		echo '<table class="wp-list-table widefat fixed striped" id="yomu-coins-report"><thead><tr>';
		self::heading( $query, 'title', __( 'Title', 'yomu-core' ) );
		echo '<th scope="col">' . esc_html__( 'Author', 'yomu-core' ) . '</th>';
		self::heading( $query, 'coins', __( 'Revenue (Coins)', 'yomu-core' ) );
		echo '</tr></thead><tbody>';
		foreach ( $page['rows'] as $row ) {
			$author = get_userdata( $row['author'] );
			$name   = $author ? $author->display_name : '';
			printf(
				'<tr data-manga="%1$d"><td class="column-title"><a href="%2$s">%3$s</a></td><td class="column-author">%4$s</td><td class="column-coins" data-coins="%5$s">%6$s</td></tr>',
				(int) $row['id'],
				esc_url( (string) get_permalink( $row['id'] ) ),
				esc_html( self::title( $row['id'], $row['title'] ) ),
				esc_html( $name ),
				esc_attr( self::plain( $row['coins'] ) ),
				esc_html( self::number( $row['coins'] ) )
			);
		}
		if ( ! $page['rows'] ) {
			echo '<tr class="no-items"><td colspan="3">' . esc_html__( 'No manga found.', 'yomu-core' ) . '</td></tr>';
		}
		echo '</tbody><tfoot><tr><th scope="row" colspan="2">' . esc_html__( 'Total of the matching manga', 'yomu-core' ) . '</th>';
		echo '<td id="yomu-coins-total" data-coins="' . esc_attr( self::plain( $page['coins'] ) ) . '">' . esc_html( self::number( $page['coins'] ) ) . '</td></tr></tfoot></table>';
		$links = paginate_links(
			array(
				'base'    => add_query_arg( 'paged', '%#%', self::url( $query ) ),
				'format'  => '',
				'current' => $query['paged'],
				'total'   => max( 1, (int) ceil( $page['total'] / $query['per_page'] ) ),
			)
		);
		/* translators: %s: number of manga. */
		echo '<div class="tablenav bottom"><div class="tablenav-pages"><span class="displaying-num">' . esc_html( sprintf( _n( '%s manga', '%s manga', $page['total'], 'yomu-core' ), number_format_i18n( $page['total'] ) ) ) . '</span> ';
		echo wp_kses_post( (string) $links ) . '</div></div>';
	}

	/**
	 * A sortable column heading: a link that sorts by it, flipping the order when it already does.
	 *
	 * @param array{author: int, manga: int, from: string, to: string, orderby: string, order: string, per_page: int, paged: int} $query  The filters.
	 * @param string                                                                                                              $column title or coins.
	 * @param string                                                                                                              $label  Heading.
	 */
	private static function heading( array $query, string $column, string $label ): void {
		$current = $query['orderby'] === $column;
		$next    = $current ? ( 'asc' === $query['order'] ? 'desc' : 'asc' ) : ( 'title' === $column ? 'asc' : 'desc' );
		$url     = self::url(
			array_merge(
				$query,
				array(
					'orderby' => $column,
					'order'   => $next,
					'paged'   => 1,
				)
			)
		);
		$class   = $current ? 'sorted ' . $query['order'] : 'sortable ' . ( 'asc' === $next ? 'desc' : 'asc' );
		printf(
			'<th scope="col" class="manage-column column-%1$s %2$s"%3$s><a href="%4$s"><span>%5$s</span><span class="sorting-indicator" aria-hidden="true"></span></a></th>',
			esc_attr( $column ),
			esc_attr( $class ),
			$current ? ' aria-sort="' . ( 'asc' === $query['order'] ? 'ascending' : 'descending' ) . '"' : '',
			esc_url( $url ),
			esc_html( $label )
		);
	}

	/**
	 * The page's URL with these filters.
	 *
	 * @param array{author: int, manga: int, from: string, to: string, orderby: string, order: string, per_page: int, paged: int} $query The filters.
	 */
	private static function url( array $query ): string {
		$args = array(
			'page'     => RevenueScreen::SLUG,
			'author'   => $query['author'] ? $query['author'] : null,
			'manga_id' => $query['manga'] ? $query['manga'] : null,
			'from'     => '' !== $query['from'] ? $query['from'] : null,
			'to'       => '' !== $query['to'] ? $query['to'] : null,
			'orderby'  => $query['orderby'],
			'order'    => $query['order'],
			'per_page' => $query['per_page'],
			'paged'    => $query['paged'] > 1 ? $query['paged'] : null,
		);
		return add_query_arg( array_filter( $args, static fn ( $value ): bool => null !== $value ), admin_url( 'tools.php' ) );
	}

	/**
	 * A manga's title, or its id when it has none.
	 *
	 * @param int    $id    Manga ID.
	 * @param string $title Title.
	 */
	private static function title( int $id, string $title ): string {
		return '' !== $title ? $title : '#' . $id;
	}

	/**
	 * A coin amount for people (decimals only when myCred stores some).
	 *
	 * @param float $coins Coins.
	 */
	private static function number( float $coins ): string {
		return number_format_i18n( $coins, floor( $coins ) === $coins ? 0 : 2 );
	}

	/**
	 * A coin amount for machines.
	 *
	 * @param float $coins Coins.
	 */
	private static function plain( float $coins ): string {
		return floor( $coins ) === $coins ? (string) (int) $coins : (string) round( $coins, 2 );
	}
}
