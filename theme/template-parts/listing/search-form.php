<?php
/**
 * The manga search form with the genre filter (div.checkbox-group div.checkbox, read by reader apps).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_genres   = get_terms(
	array(
		'taxonomy'   => 'wp-manga-genre',
		'hide_empty' => false,
	)
);
$yomu_selected = isset( $_GET['genre'] ) && is_array( $_GET['genre'] ) ? array_map( 'sanitize_title', wp_unslash( $_GET['genre'] ) ) : array(); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
?>
<form class="search-advanced-form listing-search-form" role="search" method="get" action="<?php echo esc_url( home_url( '/' ) ); ?>">
	<input type="hidden" name="post_type" value="wp-manga">
	<label class="screen-reader-text" for="listing-search-words"><?php esc_html_e( 'Search manga', 'yomu' ); ?></label>
	<input id="listing-search-words" type="search" name="s" value="<?php echo esc_attr( get_search_query( false ) ); ?>" placeholder="<?php esc_attr_e( 'Search manga…', 'yomu' ); ?>">
	<?php if ( is_array( $yomu_genres ) && $yomu_genres ) : ?>
		<details class="listing-search-form__genres"<?php echo $yomu_selected ? ' open' : ''; ?>>
			<summary><?php esc_html_e( 'Genres', 'yomu' ); ?></summary>
			<div class="checkbox-group">
				<?php foreach ( $yomu_genres as $yomu_genre ) : ?>
					<div class="checkbox">
						<input id="genre-<?php echo esc_attr( $yomu_genre->slug ); ?>" type="checkbox" name="genre[]" value="<?php echo esc_attr( $yomu_genre->slug ); ?>"<?php checked( in_array( $yomu_genre->slug, $yomu_selected, true ) ); ?>>
						<label for="genre-<?php echo esc_attr( $yomu_genre->slug ); ?>"><?php echo esc_html( $yomu_genre->name ); ?></label>
					</div>
				<?php endforeach; ?>
			</div>
		</details>
	<?php endif; ?>
	<button type="submit" class="btn btn-search"><?php esc_html_e( 'Search', 'yomu' ); ?></button>
</form>
