<?php
/**
 * Pages of a Front-Page listing: /page/N/ links that keep only the A–Z character (?start=), never other
 * parameters of the request (issue 19). Numbered, or, with Madara's "default" navigation, previous and next only.
 * Args: current, total, start, previous (bool: previous/next only).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_total   = (int) ( $args['total'] ?? 1 );
$yomu_current = max( 1, (int) ( $args['current'] ?? 1 ) );
if ( $yomu_total < 2 ) {
	return;
}
$yomu_start = (string) ( $args['start'] ?? '' );
$yomu_link  = static function ( int $page, string $text, string $class ) use ( $yomu_start ): string {
	$url = (string) strtok( get_pagenum_link( $page, false ), '?' );
	$url = '' !== $yomu_start ? add_query_arg( 'start', $yomu_start, $url ) : $url;
	return sprintf( '<a class="%1$s" href="%2$s">%3$s</a>', esc_attr( $class ), esc_url( $url ), esc_html( $text ) );
};
$yomu_items = array();
if ( $yomu_current > 1 ) {
	$yomu_items[] = $yomu_link( $yomu_current - 1, __( 'Previous', 'yomu' ), 'prev page-numbers' );
}
if ( empty( $args['previous'] ) ) {
	$yomu_dots = false;
	for ( $yomu_n = 1; $yomu_n <= $yomu_total; $yomu_n++ ) {
		if ( $yomu_n === $yomu_current ) {
			$yomu_items[] = '<span aria-current="page" class="page-numbers current">' . esc_html( number_format_i18n( $yomu_n ) ) . '</span>';
			$yomu_dots    = false;
		} elseif ( 1 === $yomu_n || $yomu_total === $yomu_n || abs( $yomu_n - $yomu_current ) <= 1 ) {
			$yomu_items[] = $yomu_link( $yomu_n, number_format_i18n( $yomu_n ), 'page-numbers' );
			$yomu_dots    = false;
		} elseif ( ! $yomu_dots ) {
			$yomu_items[] = '<span class="page-numbers dots">&hellip;</span>';
			$yomu_dots    = true;
		}
	}
}
if ( $yomu_current < $yomu_total ) {
	$yomu_items[] = $yomu_link( $yomu_current + 1, __( 'Next', 'yomu' ), 'next page-numbers' );
}
?>
<nav class="listing-pagination" aria-label="<?php esc_attr_e( 'Pages', 'yomu' ); ?>">
	<div class="wp-pagenavi"><?php echo implode( ' ', $yomu_items ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></div>
</nav>
