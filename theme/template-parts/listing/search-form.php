<?php
/**
 * The manga search form with Madara's advanced filters (MADARA.md §2): genre[] with op (AND/OR), author,
 * artist, release, status[], adult and m_orderby. A plain GET form; the server whitelists every value.
 * The genre list keeps the markup reader apps read (div.checkbox-group div.checkbox > input + label).
 * The page's order tabs and page buttons submit this form (form="listing-search-form"), so the words and filters
 * appear once in the page, here (issue 19).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'yomu_search_filters' ) ) {
	return;
}
$yomu_filters = yomu_search_filters();
$yomu_genres  = yomu_search_genre_choices();
$yomu_years   = yomu_search_release_choices();
$yomu_order   = function_exists( 'yomu_listing_current_order' ) ? yomu_listing_current_order() : '';
$yomu_orders  = function_exists( 'yomu_listing_orders' ) ? yomu_listing_orders() : array();
$yomu_active  = count( $yomu_filters['genre'] ) + count( $yomu_filters['status'] ) + count( array_filter( array( $yomu_filters['author'], $yomu_filters['artist'], $yomu_filters['release'], $yomu_filters['adult'] ), static fn ( string $value ): bool => '' !== $value ) );
// Open on the advanced search page itself (folded on phones, below); on results it stays closed so the results
// come first.
$yomu_open     = '' === get_search_query( false ) && 0 === $yomu_active;
$yomu_selected = $yomu_filters['genre'];
?>
<form id="listing-search-form" class="search-advanced-form listing-search-form" role="search" method="get" action="<?php echo esc_url( home_url( '/' ) ); ?>">
	<input type="hidden" name="post_type" value="wp-manga">
	<div class="search-advanced-form__words">
		<label class="screen-reader-text" for="listing-search-words"><?php esc_html_e( 'Search manga', 'yomu' ); ?></label>
		<input id="listing-search-words" type="search" name="s" value="<?php echo esc_attr( get_search_query( false ) ); ?>" placeholder="<?php esc_attr_e( 'Search manga…', 'yomu' ); ?>">
		<button type="submit" class="btn btn-search"><?php esc_html_e( 'Search', 'yomu' ); ?></button>
	</div>
	<details class="search-advanced-form__filters"<?php echo $yomu_open ? ' open' : ''; ?>>
		<summary>
			<?php
			if ( $yomu_active > 0 ) {
				/* translators: %s: number of filters in use. */
				echo esc_html( sprintf( __( 'Filters (%s in use)', 'yomu' ), number_format_i18n( $yomu_active ) ) );
			} else {
				esc_html_e( 'Filters', 'yomu' );
			}
			?>
		</summary>
		<div class="search-advanced-form__grid">
			<?php if ( $yomu_genres ) : ?>
				<fieldset class="search-filter search-filter--genres">
					<legend><?php esc_html_e( 'Genres', 'yomu' ); ?></legend>
					<div class="checkbox-group">
						<?php foreach ( $yomu_genres as $yomu_slug => $yomu_name ) : ?>
							<div class="checkbox">
								<input id="genre-<?php echo esc_attr( $yomu_slug ); ?>" type="checkbox" name="genre[]" value="<?php echo esc_attr( $yomu_slug ); ?>"<?php checked( in_array( (string) $yomu_slug, $yomu_selected, true ) ); ?>>
								<label for="genre-<?php echo esc_attr( $yomu_slug ); ?>"><?php echo esc_html( $yomu_name ); ?></label>
							</div>
						<?php endforeach; ?>
					</div>
					<label class="search-filter__inline" for="search-filter-op"><?php esc_html_e( 'Genres condition', 'yomu' ); ?></label>
					<select id="search-filter-op" name="op">
						<option value=""<?php selected( ! $yomu_filters['op'] ); ?>><?php esc_html_e( 'OR (having one of the selected genres)', 'yomu' ); ?></option>
						<option value="1"<?php selected( $yomu_filters['op'] ); ?>><?php esc_html_e( 'AND (having all selected genres)', 'yomu' ); ?></option>
					</select>
				</fieldset>
			<?php endif; ?>
			<div class="search-filter">
				<label for="search-filter-author"><?php esc_html_e( 'Author', 'yomu' ); ?></label>
				<input id="search-filter-author" type="text" name="author" value="<?php echo esc_attr( $yomu_filters['author'] ); ?>" maxlength="100">
			</div>
			<div class="search-filter">
				<label for="search-filter-artist"><?php esc_html_e( 'Artist', 'yomu' ); ?></label>
				<input id="search-filter-artist" type="text" name="artist" value="<?php echo esc_attr( $yomu_filters['artist'] ); ?>" maxlength="100">
			</div>
			<div class="search-filter">
				<label for="search-filter-release"><?php esc_html_e( 'Year of release', 'yomu' ); ?></label>
				<select id="search-filter-release" name="release">
					<option value=""><?php esc_html_e( 'Any year', 'yomu' ); ?></option>
					<?php foreach ( $yomu_years as $yomu_year ) : ?>
						<option value="<?php echo esc_attr( $yomu_year ); ?>"<?php selected( $yomu_filters['release'], $yomu_year ); ?>><?php echo esc_html( $yomu_year ); ?></option>
					<?php endforeach; ?>
				</select>
			</div>
			<div class="search-filter">
				<label for="search-filter-adult"><?php esc_html_e( 'Adult content', 'yomu' ); ?></label>
				<select id="search-filter-adult" name="adult">
					<option value=""<?php selected( $yomu_filters['adult'], '' ); ?>><?php esc_html_e( 'All', 'yomu' ); ?></option>
					<option value="0"<?php selected( $yomu_filters['adult'], '0' ); ?>><?php esc_html_e( 'None adult content', 'yomu' ); ?></option>
					<option value="1"<?php selected( $yomu_filters['adult'], '1' ); ?>><?php esc_html_e( 'Only adult content', 'yomu' ); ?></option>
				</select>
			</div>
			<div class="search-filter">
				<label for="search-filter-order"><?php esc_html_e( 'Order by', 'yomu' ); ?></label>
				<select id="search-filter-order" name="m_orderby">
					<option value=""><?php esc_html_e( 'Relevance', 'yomu' ); ?></option>
					<?php foreach ( $yomu_orders as $yomu_key => $yomu_label ) : ?>
						<option value="<?php echo esc_attr( $yomu_key ); ?>"<?php selected( $yomu_order, $yomu_key ); ?>><?php echo esc_html( $yomu_label ); ?></option>
					<?php endforeach; ?>
				</select>
			</div>
			<fieldset class="search-filter search-filter--status">
				<legend><?php esc_html_e( 'Status', 'yomu' ); ?></legend>
				<?php foreach ( yomu_search_status_choices() as $yomu_status => $yomu_label ) : ?>
					<span class="search-filter__check">
						<input id="search-filter-status-<?php echo esc_attr( $yomu_status ); ?>" type="checkbox" name="status[]" value="<?php echo esc_attr( $yomu_status ); ?>"<?php checked( in_array( $yomu_status, $yomu_filters['status'], true ) ); ?>>
						<label for="search-filter-status-<?php echo esc_attr( $yomu_status ); ?>"><?php echo esc_html( $yomu_label ); ?></label>
					</span>
				<?php endforeach; ?>
			</fieldset>
		</div>
		<div class="search-advanced-form__actions">
			<button type="submit" class="btn btn-search"><?php esc_html_e( 'Search', 'yomu' ); ?></button>
			<a class="search-advanced-form__reset" href="
			<?php
			echo esc_url(
				add_query_arg(
					array(
						's'         => '',
						'post_type' => 'wp-manga',
					),
					home_url( '/' )
				)
			);
			?>
			"><?php esc_html_e( 'Reset', 'yomu' ); ?></a>
		</div>
	</details>
	<?php
	if ( $yomu_open ) {
		// On a phone the filters fill screens above the results: they start folded there, before the first paint
		// (without JavaScript they stay open, the only way to reach them then).
		wp_print_inline_script_tag( "if(matchMedia('(max-width: 767px)').matches)document.currentScript.previousElementSibling.open=false;" );
	}
	?>
</form>
