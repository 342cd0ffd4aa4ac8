<?php
/**
 * The reader toolbar: contrast, "View full image" and the reader settings panel (image chapters: mode, direction,
 * fit, data saver, page layout, background), font size and sticky toggle (text chapters), the bookmark control, and the keyboard-shortcut help. Hidden (but sized) without scripts,
 * because every button needs them (theme/css/reader.css).
 *
 * @package Yomu
 *
 * @var array{request: Yomu\Core\Routing\Request} $args
 */

defined( 'ABSPATH' ) || exit;

$yomu_is_images = $args['request']->is_image_chapter();
$yomu_settings  = function_exists( 'yomu_reader_display_settings' ) ? yomu_reader_display_settings() : array();
?>
<div class="reader-toolbar reader-toolbar--pending" role="toolbar" aria-label="<?php esc_attr_e( 'Reader settings', 'yomu' ); ?>">
	<button type="button" class="reader-btn reader-contrast" data-action="toggle-contrast" aria-pressed="false"><?php esc_html_e( 'Dark mode', 'yomu' ); ?></button>
	<?php if ( $yomu_is_images ) : ?>
		<button type="button" class="reader-btn reader-full-image" aria-pressed="false"><?php esc_html_e( 'View full image', 'yomu' ); ?></button>
		<?php if ( $yomu_settings ) : ?>
			<button type="button" class="reader-btn reader-settings-toggle" aria-expanded="false" aria-controls="reader-settings-panel"><?php esc_html_e( 'Reader settings', 'yomu' ); ?></button>
		<?php endif; ?>
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
	<?php if ( $yomu_settings ) : ?>
		<div id="reader-settings-panel" class="reader-settings-panel" hidden>
			<?php foreach ( $yomu_settings as $yomu_field => $yomu_group ) : ?>
				<fieldset>
					<legend><?php echo esc_html( $yomu_group['label'] ); ?></legend>
					<?php foreach ( $yomu_group['values'] as $yomu_value => $yomu_label ) : ?>
						<label><input type="radio" name="<?php echo esc_attr( 'reader-' . $yomu_field ); ?>" value="<?php echo esc_attr( $yomu_value ); ?>"<?php checked( $yomu_group['current'], $yomu_value ); ?>> <?php echo esc_html( $yomu_label ); ?></label>
					<?php endforeach; ?>
				</fieldset>
			<?php endforeach; ?>
		</div>
	<?php endif; ?>
</div>
<dialog class="reader-help-dialog" aria-labelledby="reader-help-title">
	<h2 id="reader-help-title"><?php esc_html_e( 'Keyboard shortcuts', 'yomu' ); ?></h2>
	<dl>
		<dt><kbd>←</kbd></dt><dd><?php esc_html_e( 'Previous page', 'yomu' ); ?></dd>
		<dt><kbd>→</kbd></dt><dd><?php esc_html_e( 'Next page', 'yomu' ); ?></dd>
		<dt><kbd>←</kbd> <kbd>→</kbd></dt><dd><?php esc_html_e( 'Swapped in right-to-left reading', 'yomu' ); ?></dd>
		<dt><kbd>Esc</kbd></dt><dd><?php esc_html_e( 'Close a panel or this help', 'yomu' ); ?></dd>
		<dt><kbd>?</kbd></dt><dd><?php esc_html_e( 'Show this help', 'yomu' ); ?></dd>
	</dl>
	<form method="dialog"><button type="submit" class="reader-btn"><?php esc_html_e( 'Close', 'yomu' ); ?></button></form>
</dialog>
