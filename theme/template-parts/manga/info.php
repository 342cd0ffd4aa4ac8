<?php
/**
 * The manga information page: title, cover, summary and the server-rendered chapter list.
 * Class names follow Madara's markup, which third-party reader apps read (MADARA.md §6).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;
?>
<article id="manga-<?php the_ID(); ?>" <?php post_class( 'manga-info container' ); ?>>
	<div class="post-title">
		<h1><?php echo esc_html( wp_strip_all_tags( get_the_title() ) ); ?></h1>
	</div>
	<?php if ( has_post_thumbnail() ) : ?>
		<div class="summary_image">
			<?php the_post_thumbnail( 'medium', array( 'fetchpriority' => 'high' ) ); ?>
		</div>
	<?php endif; ?>
	<div class="description-summary">
		<div class="summary__content">
			<?php the_content(); ?>
		</div>
	</div>
	<div id="manga-chapters-holder" data-id="<?php echo esc_attr( (string) get_the_ID() ); ?>">
		<?php
		if ( function_exists( 'yomu_chapter_list_html' ) ) {
			echo yomu_chapter_list_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin's template.
		}
		?>
	</div>
</article>
