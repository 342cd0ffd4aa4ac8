<?php
/**
 * Search results: manga (post_type=wp-manga, the rows reader apps parse as div.c-tabs-item__content) with the
 * advanced search form, or posts. An empty search of manga is the advanced search page.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

get_header();
global $wp_query;
$yomu_is_manga = 'wp-manga' === get_query_var( 'post_type' );
$yomu_words    = get_search_query( false );
$yomu_filtered = $yomu_is_manga && function_exists( 'yomu_search_has_filters' ) && yomu_search_has_filters();
$yomu_found    = (int) $wp_query->found_posts;
$yomu_refused  = function_exists( 'yomu_search_too_long' ) ? yomu_search_too_long() : '';
?>
<?php yomu_layout_open( 'search' ); ?>
<div class="container listing-page search-page">
	<header class="listing-page__header">
		<h1 class="item-title h4">
			<?php
			// The words show once, in the search field below; the heading counts the results.
			if ( '' !== $yomu_refused ) {
				esc_html_e( 'Search', 'yomu' );
			} elseif ( '' !== $yomu_words || $yomu_filtered ) {
				/* translators: %s: number of results. */
				echo esc_html( sprintf( _n( '%s result', '%s results', $yomu_found, 'yomu' ), number_format_i18n( $yomu_found ) ) );
			} else {
				esc_html_e( 'Advanced search', 'yomu' );
			}
			?>
		</h1>
		<?php if ( '' !== $yomu_refused ) : ?>
			<p class="search-page__refused" role="alert"><?php echo esc_html( $yomu_refused ); ?></p>
		<?php endif; ?>
		<?php if ( $yomu_is_manga ) : ?>
			<?php get_template_part( 'template-parts/listing/search-form' ); ?>
		<?php else : ?>
			<form id="site-search-form" class="search-form site-search-form" role="search" method="get" action="<?php echo esc_url( home_url( '/' ) ); ?>">
				<label class="screen-reader-text" for="site-search-words"><?php esc_html_e( 'Search', 'yomu' ); ?></label>
				<input id="site-search-words" type="search" name="s" value="<?php echo esc_attr( $yomu_words ); ?>">
				<button type="submit" class="btn btn-search"><?php esc_html_e( 'Search', 'yomu' ); ?></button>
			</form>
		<?php endif; ?>
		<?php if ( $yomu_is_manga && '' === $yomu_refused ) : ?>
			<?php get_template_part( 'template-parts/listing/orderby' ); ?>
		<?php endif; ?>
	</header>
	<?php
	if ( '' !== $yomu_refused ) {
		echo ''; // A refused search lists nothing (its links would carry the words).
	} elseif ( $yomu_is_manga ) {
		get_template_part(
			'template-parts/listing/grid',
			null,
			array(
				'variant' => 'search',
				'empty'   => __( 'No matches found. Try a different search.', 'yomu' ),
				'form'    => 'listing-search-form',
				'heading' => __( 'Search results', 'yomu' ),
			)
		);
	} else {
		if ( have_posts() ) {
			echo '<div class="post-list">';
			while ( have_posts() ) {
				the_post();
				get_template_part( 'template-parts/post-card' );
			}
			echo '</div>';
			if ( $wp_query->max_num_pages > 1 ) {
				// Page buttons of the search form above: the words are not repeated in every page link.
				echo '<nav class="listing-pagination" aria-label="' . esc_attr__( 'Pages', 'yomu' ) . '">';
				get_template_part(
					'template-parts/listing/page-numbers',
					null,
					array(
						'current' => max( 1, (int) get_query_var( 'paged' ) ),
						'total'   => (int) $wp_query->max_num_pages,
						'form'    => 'site-search-form',
					)
				);
				echo '</nav>';
			}
		} else {
			echo '<p class="no-posts-message">' . esc_html__( 'No matches found. Try a different search.', 'yomu' ) . '</p>';
		}
	}
	?>
</div>
<?php
yomu_layout_close();
get_footer();
