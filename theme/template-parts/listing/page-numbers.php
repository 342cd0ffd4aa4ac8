<?php
/**
 * Numbered pages of a listing (div.wp-pagenavi > .page-numbers, like paginate_links()): previous, the first
 * and last pages, the current one with its neighbours and the next. On an archive they are links to
 * /page/N/?m_orderby=; on a search page they are submit buttons of the page's one search form (GET, no
 * JavaScript needed), so the words and filters are sent from the form and never repeated in the page.
 * Args: current, total, form (id of the search form; empty for links), url (callable: page number => link, instead
 * of the listing's own), numbers (false: previous and next only).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_current = max( 1, (int) ( $args['current'] ?? 1 ) );
$yomu_total   = (int) ( $args['total'] ?? 1 );
$yomu_form    = (string) ( $args['form'] ?? '' );
$yomu_url     = $args['url'] ?? 'yomu_listing_page_url';
if ( $yomu_total < 2 || ! is_callable( $yomu_url ) ) {
	return;
}

$yomu_page_item = static function ( int $page, string $text, string $class ) use ( $yomu_form, $yomu_url ): string {
	if ( '' !== $yomu_form ) {
		return sprintf(
			'<button type="submit" class="%1$s" form="%2$s" formaction="%3$s">%4$s</button>',
			esc_attr( $class ),
			esc_attr( $yomu_form ),
			esc_url( yomu_listing_page_path( $page ) ),
			esc_html( $text )
		);
	}
	return sprintf( '<a class="%1$s" href="%2$s">%3$s</a>', esc_attr( $class ), esc_url( (string) call_user_func( $yomu_url, $page ) ), esc_html( $text ) );
};

$yomu_items = array();
if ( $yomu_current > 1 ) {
	$yomu_items[] = $yomu_page_item( $yomu_current - 1, __( 'Previous', 'yomu' ), 'prev page-numbers' );
}
$yomu_dots = false;
for ( $yomu_n = 1; false !== ( $args['numbers'] ?? true ) && $yomu_n <= $yomu_total; $yomu_n++ ) {
	if ( $yomu_n === $yomu_current ) {
		$yomu_items[] = '<span aria-current="page" class="page-numbers current">' . esc_html( number_format_i18n( $yomu_n ) ) . '</span>';
		$yomu_dots    = false;
	} elseif ( 1 === $yomu_n || $yomu_total === $yomu_n || abs( $yomu_n - $yomu_current ) <= 1 ) {
		$yomu_items[] = $yomu_page_item( $yomu_n, number_format_i18n( $yomu_n ), 'page-numbers' );
		$yomu_dots    = false;
	} elseif ( ! $yomu_dots ) {
		$yomu_items[] = '<span class="page-numbers dots">&hellip;</span>';
		$yomu_dots    = true;
	}
}
if ( $yomu_current < $yomu_total ) {
	$yomu_items[] = $yomu_page_item( $yomu_current + 1, __( 'Next', 'yomu' ), 'next page-numbers' );
}
echo '<div class="wp-pagenavi">' . implode( ' ', $yomu_items ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- every piece is escaped above.
