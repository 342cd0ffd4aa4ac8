<?php
/**
 * Archives of a genre, tag, author, artist or release year.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

get_header();
$yomu_term = get_queried_object();
?>
<?php yomu_layout_open( 'archive' ); ?>
<div class="container listing-page">
	<?php
	if ( function_exists( 'yomu_breadcrumbs_html' ) ) {
		echo yomu_breadcrumbs_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
	}
	?>
	<header class="listing-page__header">
		<h1 class="item-title h4"><?php echo esc_html( $yomu_term instanceof WP_Term ? $yomu_term->name : single_term_title( '', false ) ); ?></h1>
		<?php if ( $yomu_term instanceof WP_Term && '' !== $yomu_term->description ) : ?>
			<div class="listing-page__description"><?php echo wp_kses_post( wpautop( $yomu_term->description ) ); ?></div>
		<?php endif; ?>
		<?php get_template_part( 'template-parts/listing/orderby' ); ?>
	</header>
	<?php get_template_part( 'template-parts/listing/grid', null, array( 'heading' => __( 'Manga list', 'yomu' ) ) ); ?>
</div>
<?php
yomu_layout_close();
get_footer();
