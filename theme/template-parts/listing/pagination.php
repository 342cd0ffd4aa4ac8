<?php
/**
 * Pagination of a listing: the load-more control (nav.navigation-ajax > div.nav-previous, which reader apps
 * look for; printed only when a next page exists), numbered page links for visitors without JavaScript, and
 * the mobile page select.
 * Args: query (WP_Query), template (load-more template name), form (on a search page: the id of its search form).
 *
 * Nothing here repeats the request's parameters (issue 19): archive links carry only /page/N/ and m_orderby;
 * on a search page the page controls are submit buttons of the search form, the load-more island reads the
 * words and filters from the page URL and the mobile select keeps the URL's query.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_query = $args['query'] ?? null;
if ( ! $yomu_query instanceof WP_Query || ! function_exists( 'yomu_listing_load_more_vars' ) || ! function_exists( 'yomu_manga_archive_url' ) ) {
	return;
}
$yomu_paged = max( 1, (int) $yomu_query->get( 'paged' ) );
$yomu_pages = (int) $yomu_query->max_num_pages;
$yomu_main  = $yomu_query->is_main_query();
$yomu_form  = $yomu_main && $yomu_query->is_search() ? (string) ( $args['form'] ?? '' ) : '';
$yomu_next  = '';
if ( $yomu_paged < $yomu_pages ) {
	// A block outside the main query (the home grid) continues on the manga archive, which orders the same way.
	$yomu_next = $yomu_main
		? yomu_listing_page_url( $yomu_paged + 1 )
		: add_query_arg( 'm_orderby', 'latest', trailingslashit( yomu_manga_archive_url() ) . 'page/2/' );
}
$yomu_fallback = '';
if ( $yomu_next && '' !== $yomu_form ) {
	$yomu_fallback = sprintf(
		'<div class="nav-previous float-left"><button type="submit" class="btn btn-default load-ajax-button" form="%1$s" formaction="%2$s">%3$s</button></div>',
		esc_attr( $yomu_form ),
		esc_url( yomu_listing_page_path( $yomu_paged + 1 ) ),
		esc_html__( 'Load more', 'yomu' )
	);
} elseif ( $yomu_next ) {
	$yomu_fallback = sprintf(
		'<div class="nav-previous float-left"><a class="btn btn-default load-ajax-button" href="%1$s">%2$s</a></div>',
		esc_url( $yomu_next ),
		esc_html__( 'Load more', 'yomu' )
	);
}
$yomu_vars = yomu_listing_load_more_vars( $yomu_query );
if ( '' !== $yomu_form ) {
	// The island reads the words and filters from the page URL instead of a second copy here.
	unset( $yomu_vars['s'], $yomu_vars['yomu_search'] );
}
// Reader apps read nav.navigation-ajax and div.nav-previous as "a next page exists" (MADARA.md §6): both are
// printed only when there is one, so the last page (and a one-page listing) has no next-page marker at all.
if ( $yomu_next ) :
	?>
	<nav class="navigation-ajax" aria-label="<?php esc_attr_e( 'More manga', 'yomu' ); ?>">
		<?php
		$yomu_load_more = yomu_island(
			'load-more',
			array(
				'action'   => 'yomu_load_more',
				'template' => isset( $args['template'] ) ? (string) $args['template'] : 'yomu/listing/card',
				'vars'     => $yomu_vars,
				'fromUrl'  => '' !== $yomu_form,
			),
			$yomu_fallback,
			'interaction',
			// A click on the button before the island has arrived is held and given to it (src/lib/islands/wake.ts).
			array( 'selector' => '.load-ajax-button' )
		);
		echo $yomu_load_more; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the bridge escapes props; the fallback is escaped above.
		?>
	</nav>
	<?php
endif;
if ( $yomu_main && $yomu_pages > 1 ) :
	$yomu_options = array();
	$yomu_listed  = min( $yomu_pages, 200 );
	for ( $yomu_i = 1; $yomu_i <= $yomu_listed; $yomu_i++ ) {
		$yomu_options[] = array(
			'page' => $yomu_i,
			'url'  => '' !== $yomu_form ? yomu_listing_page_path( $yomu_i ) : yomu_listing_page_url( $yomu_i ),
		);
	}
	ob_start();
	get_template_part(
		'template-parts/listing/page-numbers',
		null,
		array(
			'current' => $yomu_paged,
			'total'   => $yomu_pages,
			'form'    => $yomu_form,
		)
	);
	$yomu_fallback_links = (string) ob_get_clean();
	?>
	<nav class="listing-pagination" aria-label="<?php esc_attr_e( 'Pages', 'yomu' ); ?>">
		<?php
		$yomu_mobile_pages = yomu_island(
			'mobile-pagination',
			array(
				'current'   => $yomu_paged,
				'pages'     => $yomu_options,
				'keepQuery' => '' !== $yomu_form,
			),
			$yomu_fallback_links,
			'visible'
		);
		echo $yomu_mobile_pages; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped pieces.
		?>
	</nav>
<?php endif; ?>
