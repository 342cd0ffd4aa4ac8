<?php
/**
 * A post or a page (not a manga): its title, its full content (blocks and classic content), its tags and its
 * comments.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

get_header();
while ( have_posts() ) :
	the_post();
	yomu_layout_open( 'post' === get_post_type() ? 'post' : 'page' );
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
		<?php
		if ( 'post' === get_post_type() ) {
			the_tags( '<p class="entry__tags"><span class="screen-reader-text">' . esc_html__( 'Tags', 'yomu' ) . '</span>', ', ', '</p>' );
		}
		// Madara's switches: enable_comment for posts, page_comments for pages (both on unless saved off).
		$yomu_comments_option = 'page' === get_post_type() ? 'page_comments' : 'enable_comment';
		$yomu_comments_on     = 'off' !== yomu_madara_option( $yomu_comments_option, 'on' );
		if ( $yomu_comments_on && ( comments_open() || get_comments_number() ) ) {
			comments_template();
		}
		?>
	</article>
	<?php
	yomu_layout_close();
endwhile;
get_footer();
