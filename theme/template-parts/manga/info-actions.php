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
		<?php
		// Where the reader stopped: the server links a signed-in reader's place, the island a guest's (their cookie).
		$yomu_continue = function_exists( 'yomu_manga_continue' ) ? yomu_manga_continue( $yomu_manga_id ) : null;
		$yomu_link     = '';
		if ( $yomu_continue ) {
			$yomu_label = $yomu_continue['page'] > 1
				/* translators: 1: chapter title, 2: reading page number. */
				? sprintf( __( 'Continue: %1$s, page %2$d', 'yomu' ), $yomu_continue['title'], $yomu_continue['page'] )
				/* translators: %s: chapter title. */
				: sprintf( __( 'Continue: %s', 'yomu' ), $yomu_continue['title'] );
			$yomu_link = '<a class="c-btn c-btn_style-1 manga-actions__read manga-actions__continue" href="' . esc_url( $yomu_continue['url'] ) . '">' . esc_html( $yomu_label ) . '</a>';
		}
		echo yomu_island( 'continue-reading', array( 'manga' => $yomu_manga_id ), $yomu_link, 'idle' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
		?>
	<?php endif; ?>
	<?php
	if ( function_exists( 'yomu_bookmark_control' ) ) {
		echo yomu_bookmark_control( $yomu_manga_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
	}
	?>
</div>
