<?php
/**
 * The library tabs' filter and sort (bookmarks, history): read from the URL, applied on the server so they work
 * without JavaScript; the account island applies the same rules as the reader types (src/islands/account-page).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

/**
 * Rows are arrays with `title` (string), `order` (int: the list's own order, 0 first), `unread` (int).
 */
final class LibraryTools {

	/**
	 * The sorts of each tab, the first being the list's own order.
	 *
	 * @return array<string, array<string, string>>
	 */
	public static function sorts(): array {
		return array(
			'bookmark' => array(
				'recent' => __( 'Recently added', 'yomu-core' ),
				'title'  => __( 'Title (A–Z)', 'yomu-core' ),
				'unread' => __( 'Most new chapters', 'yomu-core' ),
			),
			'history'  => array(
				'recent' => __( 'Recently read', 'yomu-core' ),
				'title'  => __( 'Title (A–Z)', 'yomu-core' ),
			),
		);
	}

	/**
	 * What the URL asks for on a tab: a title filter, a known sort, only rows with new chapters.
	 *
	 * @param string $tab bookmark or history.
	 * @return array{q: string, sort: string, unread: bool}
	 */
	public static function asked( string $tab ): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only view of the reader's own list.
		$q     = isset( $_GET['q'] ) && is_string( $_GET['q'] ) ? sanitize_text_field( wp_unslash( $_GET['q'] ) ) : '';
		$sort  = isset( $_GET['sort'] ) && is_string( $_GET['sort'] ) ? sanitize_key( $_GET['sort'] ) : '';
		$fresh = 'bookmark' === $tab && isset( $_GET['unread'] ) && '1' === $_GET['unread'];
		// phpcs:enable
		$sorts = self::sorts()[ $tab ] ?? array( 'recent' => '' );
		return array(
			'q'      => mb_substr( $q, 0, 100 ),
			'sort'   => isset( $sorts[ $sort ] ) ? $sort : 'recent',
			'unread' => $fresh,
		);
	}

	/**
	 * Every row, in the order asked, those the filter leaves out marked `hidden`: the page keeps them (hidden), so
	 * the island can show them again when the reader clears the filter.
	 *
	 * @param array<int, array<string, mixed>>             $rows  Rows, in the list's own order.
	 * @param array{q: string, sort: string, unread: bool} $asked From asked().
	 * @return array<int, array<string, mixed>>
	 */
	public static function arrange( array $rows, array $asked ): array {
		$needle = self::folded( $asked['q'] );
		foreach ( $rows as $i => $row ) {
			$rows[ $i ]['hidden'] = ( '' !== $needle && ! str_contains( self::folded( (string) $row['title'] ), $needle ) )
				|| ( $asked['unread'] && (int) $row['unread'] < 1 );
		}
		if ( 'title' === $asked['sort'] ) {
			$collator = class_exists( \Collator::class ) ? new \Collator( get_locale() ) : null;
			usort( $rows, static fn ( array $a, array $b ): int => $collator ? (int) $collator->compare( (string) $a['title'], (string) $b['title'] ) : strcasecmp( remove_accents( (string) $a['title'] ), remove_accents( (string) $b['title'] ) ) );
		} elseif ( 'unread' === $asked['sort'] ) {
			usort( $rows, static fn ( array $a, array $b ): int => array( (int) $b['unread'], (int) $a['order'] ) <=> array( (int) $a['unread'], (int) $b['order'] ) );
		}
		return $rows;
	}

	/**
	 * Whether the filter leaves out every row.
	 *
	 * @param array<int, array<string, mixed>> $rows From arrange().
	 */
	public static function none_shown( array $rows ): bool {
		return ! in_array( false, array_column( $rows, 'hidden' ), true );
	}

	/**
	 * The form above a list: a title filter, the sort, (bookmarks) only those with new chapters, and a button.
	 *
	 * @param string                                       $tab   bookmark or history.
	 * @param array{q: string, sort: string, unread: bool} $asked From asked().
	 */
	public static function form( string $tab, array $asked ): string {
		$action = Page::url( $tab );
		$hidden = '';
		wp_parse_str( (string) wp_parse_url( $action, PHP_URL_QUERY ), $args );
		foreach ( $args as $name => $value ) {
			$hidden .= '<input type="hidden" name="' . esc_attr( (string) $name ) . '" value="' . esc_attr( is_string( $value ) ? $value : '' ) . '">';
		}
		$options = '';
		foreach ( self::sorts()[ $tab ] ?? array() as $value => $label ) {
			$options .= '<option value="' . esc_attr( $value ) . '"' . selected( $asked['sort'], $value, false ) . '>' . esc_html( $label ) . '</option>';
		}
		$unread = 'bookmark' === $tab
			? '<label class="yomu-library-tools__unread"><input type="checkbox" name="unread" value="1"' . checked( $asked['unread'], true, false ) . '> ' . esc_html__( 'Only with new chapters', 'yomu-core' ) . '</label>'
			: '';
		return sprintf(
			'<form class="yomu-library-tools" method="get" action="%1$s" role="search" aria-label="%2$s" data-none="%10$s">%3$s'
			. '<label class="yomu-library-tools__filter"><span>%4$s</span> <input type="search" name="q" value="%5$s" maxlength="100" placeholder="%4$s"></label>'
			. '<label class="yomu-library-tools__sort"><span>%6$s</span> <select name="sort">%7$s</select></label>%8$s'
			. '<button type="submit" class="yomu-library-tools__apply">%9$s</button></form>',
			esc_url( strtok( $action, '?' ) ),
			'bookmark' === $tab ? esc_attr__( 'Filter your bookmarks', 'yomu-core' ) : esc_attr__( 'Filter your reading history', 'yomu-core' ),
			$hidden,
			esc_html__( 'Filter by title', 'yomu-core' ),
			esc_attr( $asked['q'] ),
			esc_html__( 'Sort', 'yomu-core' ),
			$options,
			$unread,
			esc_html__( 'Apply', 'yomu-core' ),
			esc_attr( self::nothing_matches_text() )
		);
	}

	/**
	 * A message for a filter that leaves nothing (the list itself is not empty).
	 */
	public static function nothing_matches(): string {
		return '<p class="yomu-library-tools__none" role="status">' . esc_html( self::nothing_matches_text() ) . '</p>';
	}

	/**
	 * That message's text.
	 */
	private static function nothing_matches_text(): string {
		return __( 'Nothing in your list matches this filter.', 'yomu-core' );
	}

	/**
	 * Lower case without accents, so "celik" finds "Çelik".
	 *
	 * @param string $text Text.
	 */
	private static function folded( string $text ): string {
		return mb_strtolower( remove_accents( $text ) );
	}
}
