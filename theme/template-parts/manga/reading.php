<?php
/**
 * The chapter reading page: titles, the reader toolbar, the navigation bar above and below, and
 * div.read-container > div.reading-content with the page images or the chapter body. Everything works without
 * JavaScript (real links); the reader island adds in-place paging, keys, click zones and preferences.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_request = function_exists( 'yomu_reader_request' ) ? yomu_reader_request() : null;
if ( ! $yomu_request ) {
	return;
}
ob_start();
get_template_part( 'template-parts/reader/toolbar', null, array( 'request' => $yomu_request ) );
echo yomu_reader_nav_html( 'header' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
?>
<div class="read-container">
	<?php
	// Madara's reading-page ad places (the plugin's ad slots); the reader island keeps what is printed here.
	do_action( 'yomu_read_container_top', $yomu_request );
	// The content warning (the chapter's, else the manga's): with JavaScript, the content waits until the reader
	// acknowledges it (theme/css/reader.css); without, it follows the warning.
	echo function_exists( 'yomu_reader_warning_html' ) ? yomu_reader_warning_html() : ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- kses-filtered and escaped by the plugin.
	?>
	<div class="reading-content"<?php echo yomu_reader_content_style(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from integers by the plugin. ?>>
		<?php echo yomu_reader_content_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped (images) or kses-filtered (bodies) by the plugin. ?>
	</div>
	<?php do_action( 'yomu_read_container_bottom', $yomu_request ); ?>
</div>
<p class="reader-status screen-reader-text" role="status" aria-live="polite"></p>
<?php
echo yomu_reader_nav_html( 'footer' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
$yomu_reader_html = (string) ob_get_clean();
?>
<article id="manga-<?php the_ID(); ?>" <?php post_class( 'manga-reading reading-style-' . $yomu_request->style ); ?>>
	<header class="reading-header container">
		<?php
		// The trail to this chapter (its manga the crumb before it); phones show the manga's crumb only (reader.css).
		if ( function_exists( 'yomu_breadcrumbs_html' ) ) {
			echo yomu_breadcrumbs_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
		}
		?>
		<?php // Madara's chapter_heading off hides the heading; it stays for screen readers, as the page's one h1. ?>
		<h1 id="chapter-heading"<?php echo 'off' === yomu_theme_option( 'chapter_heading', 'on' ) ? ' class="screen-reader-text"' : ''; ?>><?php echo esc_html( yomu_chapter_title() ); ?></h1>
		<input type="hidden" id="wp-manga-current-chap" value="<?php echo esc_attr( $yomu_request->chapter->slug ); ?>">
	</header>
	<?php
	// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the fallback is built from escaped parts above.
	echo yomu_island( 'reader', yomu_reader_props(), $yomu_reader_html, 'eager' );
	// Saving the chapter (and the next ones) for offline reading (theme/inc/offline.php), offered only with the
	// content shown; the server checks again when the reader saves.
	if ( function_exists( 'yomu_offline_save_island' ) ) {
		echo yomu_offline_save_island( $yomu_request ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- render() escapes.
	}
	// The comment area (and anything else under the chapter) hooks in here.
	do_action( 'yomu_reader_after_content', $yomu_request );
	?>
</article>
