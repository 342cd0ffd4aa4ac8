<?php
/**
 * Home: the featured slider (the owner's choice, else the most read), the reader's "Continue reading", the latest
 * updates and the most read by period (the posts page, when it is another page, lists posts).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

// A page chosen as the posts page ("Blog") lists the posts; the manga home is the front page's.
if ( ! is_front_page() ) {
	locate_template( 'index.php', true, false );
	return;
}

get_header();
?>
<?php yomu_layout_open( 'home' ); ?>
<div class="container listing-page home-page">
	<?php
	if ( function_exists( 'yomu_listing_query' ) ) :
		$yomu_featured = yomu_featured_ids();
		$yomu_slides   = $yomu_featured ? yomu_featured_query( $yomu_featured ) : yomu_listing_query( 'views', 10, 1, false );
		get_template_part(
			'template-parts/listing/slider',
			null,
			array(
				'query'    => $yomu_slides,
				'title'    => $yomu_featured ? __( 'Featured', 'yomu' ) : __( 'Popular', 'yomu' ),
				'style'    => (int) get_theme_mod( 'yomu_slider_style', 1 ),
				'autoplay' => (bool) get_theme_mod( 'yomu_slider_autoplay', false ),
				'items'    => (int) get_theme_mod( 'yomu_slider_items', 0 ),
			)
		);
		get_template_part( 'template-parts/listing/continue-reading' );
		?>
		<section class="listing-section" aria-labelledby="latest-updates-title">
			<h2 id="latest-updates-title" class="item-title h4"><?php esc_html_e( 'Latest Updates', 'yomu' ); ?></h2>
			<?php
			// Under the slider, the grid's first row is below a phone's first screen: its covers wait their turn.
			get_template_part(
				'template-parts/listing/grid',
				null,
				array(
					'query' => yomu_listing_query( 'latest', 24 ),
					'eager' => ! $yomu_slides->have_posts(),
				)
			);
			?>
		</section>
		<?php get_template_part( 'template-parts/listing/popular-periods' ); ?>
	<?php else : ?>
		<p class="no-posts-message"><?php esc_html_e( 'Nothing here yet.', 'yomu' ); ?></p>
	<?php endif; ?>
</div>
<?php
yomu_layout_close();
get_footer();
