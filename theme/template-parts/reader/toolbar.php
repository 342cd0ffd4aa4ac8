<?php
/**
 * The reader toolbar: contrast, "View full image" (image chapters), font size and sticky toggle (text chapters),
 * the bookmark control, and the keyboard-shortcut help. Hidden (but sized) until the reader script starts,
 * because every button needs it.
 *
 * @package Yomu
 *
 * @var array{request: Yomu\Core\Routing\Request} $args
 */

defined( 'ABSPATH' ) || exit;

$yomu_is_images = $args['request']->is_image_chapter();
?>
<div class="reader-toolbar reader-toolbar--pending" role="toolbar" aria-label="<?php esc_attr_e( 'Reader settings', 'yomu' ); ?>">
	<button type="button" class="reader-btn reader-contrast" data-action="toggle-contrast" aria-pressed="false"><?php esc_html_e( 'Dark mode', 'yomu' ); ?></button>
	<?php if ( $yomu_is_images ) : ?>
		<button type="button" class="reader-btn reader-full-image" aria-pressed="false"><?php esc_html_e( 'View full image', 'yomu' ); ?></button>
	<?php else : ?>
		<span class="reader-font" role="group" aria-label="<?php esc_attr_e( 'Font size', 'yomu' ); ?>">
			<button type="button" class="reader-btn font-size-down" title="<?php esc_attr_e( 'Decrease font size', 'yomu' ); ?>"><span aria-hidden="true">A−</span><span class="screen-reader-text"><?php esc_html_e( 'Decrease font size', 'yomu' ); ?></span></button>
			<button type="button" class="reader-btn font-size-up" title="<?php esc_attr_e( 'Increase font size', 'yomu' ); ?>"><span aria-hidden="true">A+</span><span class="screen-reader-text"><?php esc_html_e( 'Increase font size', 'yomu' ); ?></span></button>
		</span>
		<button type="button" class="reader-btn reader-sticky" aria-pressed="false"><?php esc_html_e( 'Sticky toolbar', 'yomu' ); ?></button>
	<?php endif; ?>
	<button type="button" class="reader-btn reader-help" aria-keyshortcuts="?" aria-haspopup="dialog"><?php esc_html_e( 'Shortcuts', 'yomu' ); ?></button>
	<?php
	if ( function_exists( 'yomu_bookmark_control' ) ) {
		echo '<span class="reader-bookmark">' . yomu_bookmark_control() . '</span>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the accounts helper's tag.
	}
	?>
</div>
<dialog class="reader-help-dialog" aria-labelledby="reader-help-title">
	<h2 id="reader-help-title"><?php esc_html_e( 'Keyboard shortcuts', 'yomu' ); ?></h2>
	<dl>
		<dt><kbd>←</kbd></dt><dd><?php esc_html_e( 'Previous page', 'yomu' ); ?></dd>
		<dt><kbd>→</kbd></dt><dd><?php esc_html_e( 'Next page', 'yomu' ); ?></dd>
		<dt><kbd>?</kbd></dt><dd><?php esc_html_e( 'Show this help', 'yomu' ); ?></dd>
	</dl>
	<form method="dialog"><button type="submit" class="reader-btn"><?php esc_html_e( 'Close', 'yomu' ); ?></button></form>
</dialog>
