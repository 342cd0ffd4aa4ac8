<?php
/**
 * A post or a page (not a manga): its title and its full content, blocks included.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

get_header();
while ( have_posts() ) :
	the_post();
	?>
	<article id="post-<?php the_ID(); ?>" <?php post_class( 'container entry' ); ?>>
		<header class="entry__header">
			<?php the_title( '<h1 class="entry__title">', '</h1>' ); ?>
			<?php if ( 'post' === get_post_type() ) : ?>
				<p class="entry__meta"><time datetime="<?php echo esc_attr( get_the_date( 'c' ) ); ?>"><?php echo esc_html( get_the_date( function_exists( 'yomu_date_format' ) ? yomu_date_format() : '' ) ); ?></time></p>
			<?php endif; ?>
		</header>
		<div class="entry__content">
			<?php
			the_content();
			wp_link_pages();
			?>
		</div>
	</article>
	<?php
endwhile;
get_footer();
