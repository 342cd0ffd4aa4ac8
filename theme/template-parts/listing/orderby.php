<?php
/**
 * The "order by" links of a manga listing (?m_orderby=).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'yomu_listing_orders' ) ) {
	return;
}
$yomu_current = yomu_listing_current_order();
$yomu_base    = remove_query_arg( array( 'm_orderby', 'paged' ) );
$yomu_base    = (string) preg_replace( '#/page/\d+/?#', '/', $yomu_base );
?>
<nav class="c-nav-tabs listing-orderby" aria-label="<?php esc_attr_e( 'Order by', 'yomu' ); ?>">
	<span class="c-nav-tabs__label"><?php esc_html_e( 'Order by', 'yomu' ); ?></span>
	<ul class="c-tabs-content">
		<?php foreach ( yomu_listing_orders() as $yomu_key => $yomu_label ) : ?>
			<li class="<?php echo $yomu_key === $yomu_current ? 'active' : ''; ?>">
				<a href="<?php echo esc_url( add_query_arg( 'm_orderby', $yomu_key, $yomu_base ) ); ?>"<?php echo $yomu_key === $yomu_current ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $yomu_label ); ?></a>
			</li>
		<?php endforeach; ?>
	</ul>
</nav>
