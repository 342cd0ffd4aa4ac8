<?php
/**
 * The most read manga this week, this month and of all time: a ranked list per period, the period picked with
 * radio buttons that work without JavaScript (CSS shows the checked one's list; a browser without :has() shows all).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'yomu_popular_query' ) ) {
	return;
}
$yomu_periods = array(
	'week'  => __( 'This week', 'yomu' ),
	'month' => __( 'This month', 'yomu' ),
	'all'   => __( 'All time', 'yomu' ),
);
$yomu_id      = wp_unique_id( 'popular-periods-' );
?>
<section class="popular-periods" aria-labelledby="<?php echo esc_attr( $yomu_id ); ?>-title">
	<div class="popular-periods__head">
		<h2 id="<?php echo esc_attr( $yomu_id ); ?>-title" class="item-title h4"><?php esc_html_e( 'Most read', 'yomu' ); ?></h2>
		<fieldset class="popular-periods__choice">
			<legend class="screen-reader-text"><?php esc_html_e( 'Period', 'yomu' ); ?></legend>
			<?php foreach ( $yomu_periods as $yomu_period => $yomu_label ) : ?>
				<input type="radio" class="popular-periods__radio" name="<?php echo esc_attr( $yomu_id ); ?>" id="<?php echo esc_attr( "{$yomu_id}-{$yomu_period}" ); ?>" value="<?php echo esc_attr( $yomu_period ); ?>"<?php checked( 'week', $yomu_period ); ?>>
				<label for="<?php echo esc_attr( "{$yomu_id}-{$yomu_period}" ); ?>"><?php echo esc_html( $yomu_label ); ?></label>
			<?php endforeach; ?>
		</fieldset>
	</div>
	<?php foreach ( array_keys( $yomu_periods ) as $yomu_period ) : ?>
		<?php $yomu_query = yomu_popular_query( $yomu_period, 10 ); ?>
		<div class="popular-periods__panel" data-period="<?php echo esc_attr( $yomu_period ); ?>">
			<?php if ( $yomu_query->have_posts() ) : ?>
				<ol class="popular-periods__list">
					<?php foreach ( $yomu_query->posts as $yomu_post ) : ?>
						<?php
						$yomu_url   = (string) get_permalink( $yomu_post );
						$yomu_views = yomu_popular_views( $yomu_post->ID, $yomu_period );
						?>
						<li class="popular-periods__item">
							<a class="popular-periods__thumb" href="<?php echo esc_url( $yomu_url ); ?>" tabindex="-1" aria-hidden="true"><?php echo yomu_manga_thumbnail_html( $yomu_post ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin. ?></a>
							<div class="popular-periods__text">
								<h3 class="popular-periods__title h6"><a href="<?php echo esc_url( $yomu_url ); ?>"><?php echo esc_html( get_the_title( $yomu_post ) ); ?></a></h3>
								<?php /* translators: %s: number of views. */ ?>
								<span class="popular-periods__views"><?php echo esc_html( sprintf( _n( '%s view', '%s views', $yomu_views, 'yomu' ), number_format_i18n( $yomu_views ) ) ); ?></span>
							</div>
						</li>
					<?php endforeach; ?>
				</ol>
			<?php else : ?>
				<p class="no-posts-message"><?php esc_html_e( 'Nothing read in this period yet.', 'yomu' ); ?></p>
			<?php endif; ?>
		</div>
	<?php endforeach; ?>
</section>
