<?php
/**
 * The account page (the page chosen in the user_page setting): bookmarks, reading history and the chapters
 * saved for offline reading on this device.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<div class="container yomu-account">
	<h1 class="yomu-account__title"><?php the_title(); ?></h1>
	<?php
	if ( function_exists( 'yomu_account_library' ) ) {
		echo yomu_account_library(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
	}
	// The chapters saved for offline reading on this device, their sizes, and freeing the space.
	echo yomu_island( 'offline', array( 'view' => 'library' ), '', 'visible' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- no user data.
	?>
</div>
<?php
get_footer();
