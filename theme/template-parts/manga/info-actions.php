<?php
/**
 * "Read first" / "Read last" links (first and last chapter in reading order) and the bookmark control slot.
 *
 * Arguments: $args['manga_id'].
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_manga_id = isset( $args['manga_id'] ) ? (int) $args['manga_id'] : 0;
$yomu_ends     = function_exists( 'yomu_manga_reading_ends' ) ? yomu_manga_reading_ends( $yomu_manga_id ) : array(
	'first' => '',
	'last'  => '',
);
?>
<div class="manga-actions">
	<?php if ( '' !== $yomu_ends['first'] ) : ?>
		<a class="c-btn c-btn_style-1 manga-actions__read" id="btn-read-first" href="<?php echo esc_url( $yomu_ends['first'] ); ?>"><?php esc_html_e( 'Read first', 'yomu' ); ?></a>
		<a class="c-btn c-btn_style-1 manga-actions__read" id="btn-read-last" href="<?php echo esc_url( $yomu_ends['last'] ); ?>"><?php esc_html_e( 'Read last', 'yomu' ); ?></a>
	<?php endif; ?>
	<?php
	if ( function_exists( 'yomu_bookmark_control' ) ) {
		echo yomu_bookmark_control( $yomu_manga_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
	}
	?>
</div>
