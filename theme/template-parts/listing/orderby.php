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
// On the manga search page the tabs are submit buttons of its form, which sends the words and filters once
// (its "Order by" select comes first in the form data; the tab's m_orderby, sent last, is the one PHP keeps).
// Elsewhere they are links in Madara's shape, ?m_orderby=, with no other parameter of the request (issue 19).
$yomu_form = is_search() ? 'listing-search-form' : '';
?>
<nav class="c-nav-tabs listing-orderby" aria-label="<?php esc_attr_e( 'Order by', 'yomu' ); ?>">
	<span class="c-nav-tabs__label"><?php esc_html_e( 'Order by', 'yomu' ); ?></span>
	<ul class="c-tabs-content">
		<?php foreach ( yomu_listing_orders() as $yomu_key => $yomu_label ) : ?>
			<li class="<?php echo $yomu_key === $yomu_current ? 'active' : ''; ?>">
				<?php if ( '' !== $yomu_form ) : ?>
					<button type="submit" form="<?php echo esc_attr( $yomu_form ); ?>" name="m_orderby" value="<?php echo esc_attr( $yomu_key ); ?>"<?php echo $yomu_key === $yomu_current ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $yomu_label ); ?></button>
				<?php else : ?>
					<a href="<?php echo esc_url( yomu_listing_page_url( 1, $yomu_key ) ); ?>"<?php echo $yomu_key === $yomu_current ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $yomu_label ); ?></a>
				<?php endif; ?>
			</li>
		<?php endforeach; ?>
	</ul>
</nav>
