<?php
/**
 * The header search form: a plain GET search of manga without JavaScript, live suggestions with it
 * (the live-search island, loaded on first touch of the form). It keeps no value: on a results page the words
 * show once, in the results form.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

ob_start();
?>
<form class="manga-search-form search-form" role="search" action="<?php echo esc_url( home_url( '/' ) ); ?>" method="get">
	<label class="screen-reader-text" for="header-search-input"><?php esc_html_e( 'Search manga', 'yomu' ); ?></label>
	<input id="header-search-input" type="search" name="s" placeholder="<?php esc_attr_e( 'Search manga…', 'yomu' ); ?>">
	<input type="hidden" name="post_type" value="wp-manga">
	<button type="submit" class="search-form__submit"><?php esc_html_e( 'Search', 'yomu' ); ?></button>
</form>
<?php
$yomu_search_form = (string) ob_get_clean();
echo yomu_island( 'live-search', array(), $yomu_search_form, 'interaction' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
