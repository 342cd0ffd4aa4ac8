<?php
/**
 * The home's "Continue reading": the manga the visitor read last, each with the chapter and page where they stopped
 * and how far they are. A reader's is rendered here; a guest's page is the same for every guest (it is cached), so
 * it arrives from the guest's own history cookie when the browser is idle. Hidden while the list is empty (CSS).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'yomu_reading_history_html' ) ) {
	return;
}
?>
<section class="continue-reading-row" aria-labelledby="continue-reading-title">
	<h2 id="continue-reading-title" class="item-title h4"><?php esc_html_e( 'Continue reading', 'yomu' ); ?></h2>
	<div class="my-history"><?php echo yomu_reading_history_html( 6, 'h3' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin. ?></div>
</section>
