<?php
/**
 * The chapter reading page: manga and chapter titles, the page images (image chapters) or the body (text and
 * video chapters) inside div.reading-content, and previous/next links.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_request = yomu_manga_request();
if ( ! $yomu_request || ! $yomu_request->chapter ) {
	return;
}
?>
<article id="manga-<?php the_ID(); ?>" <?php post_class( 'manga-reading container reading-style-' . $yomu_request->style ); ?>>
	<header class="reading-header">
		<p class="manga-title"><a href="<?php the_permalink(); ?>"><?php echo esc_html( wp_strip_all_tags( get_the_title() ) ); ?></a></p>
		<h1 id="chapter-heading"><?php echo esc_html( yomu_chapter_title() ); ?></h1>
	</header>
	<?php echo yomu_chapter_nav_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin. ?>
	<div class="reading-content">
		<?php
		if ( $yomu_request->is_image_chapter() ) {
			echo yomu_chapter_images_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
		} else {
			echo yomu_chapter_body_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- filtered with wp_kses by the plugin.
		}
		?>
	</div>
	<?php echo yomu_chapter_nav_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin. ?>
</article>
