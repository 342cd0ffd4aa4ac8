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
		<?php get_template_part( 'template-parts/listing/search-form' ); ?>
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
			the_posts_pagination(
				array(
					'prev_text'          => __( 'Previous', 'yomu' ),
					'next_text'          => __( 'Next', 'yomu' ),
					'screen_reader_text' => __( 'Posts navigation', 'yomu' ),
					'aria_label'         => __( 'Posts', 'yomu' ),
				)
			);
		} else {
			echo '<p class="no-posts-message">' . esc_html__( 'No matches found. Try a different search.', 'yomu' ) . '</p>';
		}
	}
	?>
</div>
<?php
get_footer();
