<?php
/**
 * The manga archive: /manga/ with ?m_orderby=.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<?php yomu_layout_open( 'archive' ); ?>
<div class="container listing-page">
	<?php
	if ( function_exists( 'yomu_breadcrumbs_html' ) ) {
		echo yomu_breadcrumbs_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
	}
	?>
	<header class="listing-page__header">
		<h1 class="item-title h4"><?php esc_html_e( 'All Manga', 'yomu' ); ?></h1>
		<?php get_template_part( 'template-parts/listing/orderby' ); ?>
	</header>
	<?php get_template_part( 'template-parts/listing/grid', null, array( 'heading' => __( 'Manga list', 'yomu' ) ) ); ?>
</div>
<?php
yomu_layout_close();
get_footer();
