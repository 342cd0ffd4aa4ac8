<?php
/**
 * Site footer: footer menu, copyright, go-to-top.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;
// The end of the page's content (Madara's main-bodybottom and bottom band places).
do_action( 'yomu_main_bottom' );
?>
</main>
<footer class="site-footer">
	<?php do_action( 'yomu_footer_top' ); // Madara's footer ads and footer sidebar places. ?>
	<nav aria-label="<?php esc_attr_e( 'Footer menu', 'yomu' ); ?>">
		<?php
		yomu_nav_menu(
			'footer',
			array( 'footer_menu' ),
			array(
				'container'   => '',
				'fallback_cb' => false,
				'depth'       => 1,
			)
		);
		?>
	</nav>
	<?php echo yomu_social_links_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in theme/inc/branding.php. ?>
	<?php echo yomu_scheme_toggle_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in theme/inc/scheme.php. ?>
	<p class="site-footer__copy copyright"><?php echo yomu_copyright_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in theme/inc/branding.php. ?></p>
	<?php
	$yomu_go_to_top = yomu_island(
		'go-to-top',
		array(),
		// The link for pages without JavaScript; the island shows the button after half a viewport of scrolling.
		'<a class="go-to-top go-to-top--static" href="#top">' . esc_html__( 'Back to top', 'yomu' ) . '</a>'
			. '<button type="button" class="go-to-top" aria-label="' . esc_attr__( 'Go to top', 'yomu' ) . '" title="' . esc_attr__( 'Go to top', 'yomu' ) . '" hidden><span aria-hidden="true">↑</span></button>',
		'idle'
	);
	echo $yomu_go_to_top; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the bridge escapes props; the fallback is built here.
	?>
</footer>
<?php
do_action( 'yomu_after_footer' ); // Madara's wall ads place.
wp_footer();
?>
</body>
</html>
