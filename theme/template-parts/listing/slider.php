<?php
/**
 * A manga slider (styles 1–4). Without JavaScript it is a horizontally scrollable list; the manga-slider island
 * turns it into a swiper carousel (speed 500 ms, optional autoplay, SPEC §9 breakpoints, right-to-left aware).
 * Args: query (WP_Query), title, style (1–4), autoplay (bool), items (slides per view on wide screens).
 * The section's --slider-items caps the slides per view in CSS as the items prop does in swiper, so the scripted
 * page lays the list out as swiper will and nothing moves when it starts.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_query = $args['query'] ?? null;
if ( ! $yomu_query instanceof WP_Query || ! $yomu_query->have_posts() || ! function_exists( 'yomu_manga_card_html' ) ) {
	return;
}
$yomu_style = isset( $args['style'] ) ? max( 1, min( 4, (int) $args['style'] ) ) : 1;
$yomu_title = isset( $args['title'] ) ? (string) $args['title'] : '';
$yomu_id    = wp_unique_id( 'manga-slider-' );
$yomu_items = isset( $args['items'] ) ? max( 0, min( 8, (int) $args['items'] ) ) : 0;
ob_start();
?>
<div class="manga-slider__track" role="list">
	<?php foreach ( $yomu_query->posts as $yomu_i => $yomu_post ) : ?>
		<div class="manga-slider__slide slider__item" role="listitem">
			<?php echo yomu_manga_card_html( $yomu_post, 'archive', $yomu_i < 2, function_exists( 'yomu_slider_cover_sizes' ) ? yomu_slider_cover_sizes( $yomu_style, $yomu_items ) : '' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin. ?>
		</div>
	<?php endforeach; ?>
</div>
<?php
$yomu_slides = (string) ob_get_clean();
?>
<section class="manga-slider manga-slider--style-<?php echo (int) $yomu_style; ?> popular-slider" aria-labelledby="<?php echo esc_attr( $yomu_id ); ?>"<?php echo $yomu_items > 0 ? ' style="--slider-items: ' . (int) $yomu_items . '"' : ''; ?>>
	<?php if ( '' !== $yomu_title ) : ?>
		<h2 id="<?php echo esc_attr( $yomu_id ); ?>" class="item-title h4"><?php echo esc_html( $yomu_title ); ?></h2>
	<?php endif; ?>
	<?php
	$yomu_slider = yomu_island(
		'manga-slider',
		array(
			'style'    => $yomu_style,
			'autoplay' => ! empty( $args['autoplay'] ),
			'items'    => $yomu_items,
			'rtl'      => is_rtl(),
		),
		$yomu_slides,
		// The track scrolls by touch on its own; swiper (and React) come when it autoplays, or on a first reach.
		empty( $args['autoplay'] ) ? 'interaction' : 'visible'
	);
	echo $yomu_slider; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- slides escaped above.
	?>
</section>
