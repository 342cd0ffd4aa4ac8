<?php
/**
 * A grid (or search list) of manga cards with its pagination.
 * Args: query (WP_Query, the main query when absent), variant ('archive'|'search'), template (load-more
 * template name), empty (message when nothing matches), form (on a search page: its search form's id), heading
 * (a heading for screen readers where the page has none between its h1 and the cards' h3 titles), eager (false when
 * something above the grid fills the first screen: then no cover of it loads before its turn).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

global $wp_query;
$yomu_query   = isset( $args['query'] ) && $args['query'] instanceof WP_Query ? $args['query'] : $wp_query;
$yomu_variant = isset( $args['variant'] ) && 'search' === $args['variant'] ? 'search' : 'archive';
$yomu_empty   = isset( $args['empty'] ) ? (string) $args['empty'] : __( 'No manga found.', 'yomu' );
$yomu_paged   = max( 1, (int) $yomu_query->get( 'paged' ) );
$yomu_eager   = ( $args['eager'] ?? true ) && 1 === $yomu_paged;
?>
<?php if ( $yomu_query->have_posts() && function_exists( 'yomu_manga_card_html' ) ) : ?>
	<?php if ( ! empty( $args['heading'] ) ) : ?>
		<h2 class="screen-reader-text"><?php echo esc_html( (string) $args['heading'] ); ?></h2>
	<?php endif; ?>
	<div class="page-content-listing <?php echo 'search' === $yomu_variant ? 'c-tabs-content search-wrap' : 'item-default manga-grid'; ?>" data-listing-items>
		<?php
		foreach ( $yomu_query->posts as $yomu_i => $yomu_post ) {
			// The first row (up to 6 cards on wide screens) of page 1 is above the fold: no lazy loading.
			echo yomu_manga_card_html( $yomu_post, $yomu_variant, $yomu_eager && $yomu_i < 6 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
		}
		?>
	</div>
	<?php
	get_template_part(
		'template-parts/listing/pagination',
		null,
		array(
			'query'    => $yomu_query,
			'template' => isset( $args['template'] ) ? (string) $args['template'] : ( 'search' === $yomu_variant ? 'yomu/listing/search-item' : 'yomu/listing/card' ),
			'form'     => isset( $args['form'] ) ? (string) $args['form'] : '',
		)
	);
	?>
<?php else : ?>
	<p class="no-posts-message"><?php echo esc_html( $yomu_empty ); ?></p>
	<div class="invi no-posts"><!-- --></div>
<?php endif; ?>
