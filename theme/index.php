<?php
/**
 * Fallback template: the latest posts, or a friendly note when there are none.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<?php yomu_layout_open( 'blog' ); ?>
<div class="container">
	<?php if ( have_posts() ) : ?>
		<div class="post-list">
			<?php
			while ( have_posts() ) :
				the_post();
				get_template_part( 'template-parts/post-card' );
			endwhile;
			?>
		</div>
		<?php
		the_posts_pagination(
			array(
				'prev_text'          => __( 'Previous', 'yomu' ),
				'next_text'          => __( 'Next', 'yomu' ),
				'screen_reader_text' => __( 'Posts navigation', 'yomu' ),
				'aria_label'         => __( 'Posts', 'yomu' ),
			)
		);
		?>
	<?php else : ?>
		<p class="no-posts-message"><?php esc_html_e( 'Nothing here yet.', 'yomu' ); ?></p>
	<?php endif; ?>
</div>
<?php
yomu_layout_close();
get_footer();
