<?php
/**
 * The A–Z bar of a Front-Page manga listing ordered by name: links ?start={character} and "All".
 * Args: start (the current character, '' for all).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'yomu_front_page_letters' ) ) {
	return;
}
$yomu_start = (string) ( $args['start'] ?? '' );
$yomu_base  = (string) get_permalink( get_queried_object_id() );
if ( (int) get_option( 'page_on_front' ) === get_queried_object_id() ) {
	$yomu_base = home_url( '/' );
}
$yomu_link  = static function ( string $href, string $text, bool $current ): string {
	return sprintf(
		'<a class="page-numbers%1$s" href="%2$s"%3$s>%4$s</a>',
		$current ? ' current' : '',
		esc_url( $href ),
		$current ? ' aria-current="page"' : '',
		esc_html( $text )
	);
};
$yomu_items = array( $yomu_link( $yomu_base, __( 'All', 'yomu' ), '' === $yomu_start ) );
foreach ( yomu_front_page_letters() as $yomu_letter ) {
	$yomu_items[] = $yomu_link( add_query_arg( 'start', $yomu_letter, $yomu_base ), strtoupper( $yomu_letter ), $yomu_letter === $yomu_start );
}
?>
<nav id="manga-filte-alphabeta-bar" class="listing-pagination" aria-label="<?php esc_attr_e( 'Titles by first letter', 'yomu' ); ?>">
	<div class="wp-pagenavi"><?php echo implode( ' ', $yomu_items ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></div>
</nav>
