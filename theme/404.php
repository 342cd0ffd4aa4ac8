<?php
/**
 * Not found: a heading, a manga search and a way home.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<div class="container not-found">
	<h1 class="not-found__title"><?php esc_html_e( 'Page not found', 'yomu' ); ?></h1>
	<p><?php esc_html_e( 'The page you are looking for does not exist or was moved. Try a search:', 'yomu' ); ?></p>
	<form class="manga-search-form search-form" role="search" action="<?php echo esc_url( home_url( '/' ) ); ?>" method="get">
		<label class="screen-reader-text" for="not-found-search"><?php esc_html_e( 'Search manga', 'yomu' ); ?></label>
		<input id="not-found-search" type="search" name="s" placeholder="<?php esc_attr_e( 'Search manga…', 'yomu' ); ?>">
		<input type="hidden" name="post_type" value="wp-manga">
		<button type="submit" class="search-form__submit"><?php esc_html_e( 'Search', 'yomu' ); ?></button>
	</form>
	<p><a class="c-btn" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Back to the home page', 'yomu' ); ?></a></p>
</div>
<?php
get_footer();
