<?php
/**
 * Template Name: Front-Page
 *
 * Madara's Front-Page template (its page settings, MADARA-SITE.md §8.5): the page's content, a manga listing or
 * a blog listing, with its heading, A–Z bar and pages. The plugin runs the listing (Yomu\Core\Pages\FrontPage).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_listing = function_exists( 'yomu_front_page_listing' ) ? yomu_front_page_listing() : null;
if ( ! $yomu_listing ) {
	// Page content mode (or the plugin is off): the page as any page shows.
	require get_template_directory() . '/singular.php';
	return;
}
$yomu_settings = $yomu_listing['settings'];
$yomu_query    = $yomu_listing['query'];
get_header();
?>
<?php yomu_layout_open( 'front-page' ); ?>
<div class="container listing-page front-page-listing">
	<header class="listing-page__header">
		<?php
		if ( $yomu_settings['title'] ) {
			the_title( '<h1 class="item-title h4">', '</h1>' );
		}
		if ( '' !== $yomu_settings['heading'] ) {
			$yomu_tag = $yomu_settings['title'] ? 'h2' : 'h1';
			printf( '<div class="c-blog__heading style-2"><%1$s class="h4">%2$s</%1$s></div>', tag_escape( $yomu_tag ), esc_html( $yomu_settings['heading'] ) );
		}
		?>
	</header>
	<?php
	if ( 'manga' === $yomu_listing['mode'] && 'name' === $yomu_settings['orderby'] && $yomu_settings['letters'] ) {
		get_template_part( 'template-parts/pages/letters', null, array( 'start' => $yomu_listing['start'] ) );
	}
	if ( ! $yomu_query->have_posts() ) :
		?>
		<p class="no-posts-message"><?php 'manga' === $yomu_listing['mode'] ? esc_html_e( 'No manga found.', 'yomu' ) : esc_html_e( 'No posts found.', 'yomu' ); ?></p>
		<?php
	elseif ( 'manga' === $yomu_listing['mode'] ) :
		?>
		<div id="loop-content" class="page-content-listing manga-grid item-<?php echo esc_attr( $yomu_settings['layout'] ); ?>">
			<?php
			foreach ( $yomu_query->posts as $yomu_i => $yomu_post ) {
				// The first row of page 1 is above the fold: no lazy loading.
				echo yomu_manga_card_html( $yomu_post, 'archive', 1 === $yomu_listing['paged'] && $yomu_i < 6 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
			}
			?>
		</div>
		<?php
	else :
		?>
		<div class="front-page-posts">
			<?php
			foreach ( array_keys( $yomu_query->posts ) as $yomu_i ) {
				$yomu_query->the_post();
				get_template_part( 'template-parts/post-card' );
			}
			wp_reset_postdata();
			?>
		</div>
		<?php
	endif;
	$yomu_start = (string) $yomu_listing['start'];
	if ( $yomu_query->max_num_pages > 1 ) :
		?>
	<nav class="listing-pagination" aria-label="<?php esc_attr_e( 'Pages', 'yomu' ); ?>">
		<?php
		// /page/N/ links that keep only the A–Z character (?start=), never other parameters of the request.
		get_template_part(
			'template-parts/listing/page-numbers',
			null,
			array(
				'current' => $yomu_listing['paged'],
				'total'   => (int) $yomu_query->max_num_pages,
				'url'     => static function ( int $page ) use ( $yomu_start ): string {
					$url = (string) strtok( get_pagenum_link( $page, false ), '?' );
					return '' !== $yomu_start ? add_query_arg( 'start', $yomu_start, $url ) : $url;
				},
				'numbers' => 'default' !== $yomu_settings['navigation'],
			)
		);
		?>
	</nav>
		<?php
	endif;
	?>
</div>
<?php
yomu_layout_close();
get_footer();
