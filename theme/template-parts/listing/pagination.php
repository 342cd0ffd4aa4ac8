<?php
/**
 * Pagination of a listing: the load-more control (nav.navigation-ajax > div.nav-previous, which reader apps
 * look for; printed only when a next page exists), numbered page links for visitors without JavaScript, and
 * the mobile page select.
 * Args: query (WP_Query), template (load-more template name).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_query = $args['query'] ?? null;
if ( ! $yomu_query instanceof WP_Query || ! function_exists( 'yomu_listing_load_more_vars' ) ) {
	return;
}
$yomu_paged = max( 1, (int) $yomu_query->get( 'paged' ) );
$yomu_pages = (int) $yomu_query->max_num_pages;
$yomu_main  = $yomu_query->is_main_query();
$yomu_next  = '';
if ( $yomu_paged < $yomu_pages ) {
	// A block outside the main query (the home grid) continues on the manga archive, which orders the same way.
	$yomu_next = $yomu_main
		? get_pagenum_link( $yomu_paged + 1 )
		: add_query_arg( 'm_orderby', 'latest', trailingslashit( (string) get_post_type_archive_link( 'wp-manga' ) ) . 'page/2/' );
}
$yomu_fallback = '';
if ( $yomu_next ) {
	$yomu_fallback = sprintf(
		'<div class="nav-previous float-left"><a class="btn btn-default load-ajax-button" href="%1$s">%2$s</a></div>',
		esc_url( $yomu_next ),
		esc_html__( 'Load more', 'yomu' )
	);
}
// Reader apps read nav.navigation-ajax and div.nav-previous as "a next page exists" (MADARA.md §6): both are
// printed only when there is one, so the last page (and a one-page listing) has no next-page marker at all.
if ( $yomu_next ) :
	?>
	<nav class="navigation-ajax" aria-label="<?php esc_attr_e( 'More manga', 'yomu' ); ?>">
		<?php
		echo Yomu\Bridge\Island::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the bridge escapes props; the fallback is escaped above.
			'load-more',
			array(
				'action'   => 'yomu_load_more',
				'template' => isset( $args['template'] ) ? (string) $args['template'] : 'yomu/listing/card',
				'vars'     => yomu_listing_load_more_vars( $yomu_query ),
			),
			$yomu_fallback,
			'visible'
		);
		?>
	</nav>
	<?php
endif;
if ( $yomu_main && $yomu_pages > 1 ) :
	$yomu_links   = paginate_links(
		array(
			'current'   => $yomu_paged,
			'total'     => $yomu_pages,
			'mid_size'  => 1,
			'prev_text' => __( 'Previous', 'yomu' ),
			'next_text' => __( 'Next', 'yomu' ),
		)
	);
	$yomu_options = array();
	for ( $yomu_i = 1; $yomu_i <= $yomu_pages; $yomu_i++ ) {
		$yomu_options[] = array(
			'page' => $yomu_i,
			'url'  => get_pagenum_link( $yomu_i ),
		);
	}
	$yomu_fallback_links = '<div class="wp-pagenavi">' . $yomu_links . '</div>'; // paginate_links escapes its output.
	?>
	<nav class="listing-pagination" aria-label="<?php esc_attr_e( 'Pages', 'yomu' ); ?>">
		<?php
		echo Yomu\Bridge\Island::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped pieces.
			'mobile-pagination',
			array(
				'current' => $yomu_paged,
				'pages'   => count( $yomu_options ) > 200 ? array_slice( $yomu_options, 0, 200 ) : $yomu_options,
			),
			$yomu_fallback_links,
			'visible'
		);
		?>
	</nav>
<?php endif; ?>
