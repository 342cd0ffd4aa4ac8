<?php
/**
 * Site header: branding, primary menu, user section.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<a class="skip-link screen-reader-text" href="#main"><?php esc_html_e( 'Skip to content', 'yomu' ); ?></a>
<header class="site-header" id="top">
	<div class="site-header__inner">
		<?php if ( is_front_page() ) : ?>
			<h1 class="site-title"><a href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home"><?php bloginfo( 'name' ); ?></a></h1>
		<?php else : ?>
			<p class="site-title"><a href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home"><?php bloginfo( 'name' ); ?></a></p>
		<?php endif; ?>
		<nav class="site-nav" aria-label="<?php esc_attr_e( 'Main menu', 'yomu' ); ?>">
			<?php
			wp_nav_menu(
				array(
					'theme_location' => 'primary',
					'container'      => '',
					'fallback_cb'    => false,
					'depth'          => 2,
				)
			);
			?>
		</nav>
		<div class="c-sub-header-nav">
			<?php
			if ( function_exists( 'yomu_user_section' ) ) {
				echo yomu_user_section( 'main' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
			}
			?>
		</div>
	</div>
</header>
<main id="main" class="site-main">
