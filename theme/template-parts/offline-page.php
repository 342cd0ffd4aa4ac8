<?php
/**
 * The site's "you are offline" page, which the service worker keeps and shows for a page nobody saved on the device
 * when the network is gone (src/sw/sw.ts). It stands alone, with its styles inline: offline nothing else loads. The
 * worker puts a link to each saved chapter where the marker comment is.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_name = wp_strip_all_tags( get_bloginfo( 'name' ) );
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="<?php echo esc_attr( yomu_theme_color() ); ?>">
<?php /* translators: %s: site name. */ ?>
<title><?php echo esc_html( sprintf( __( 'Offline – %s', 'yomu' ), $yomu_name ) ); ?></title>
<style>
	body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1d1d1f; background: #fff; }
	@media (prefers-color-scheme: dark) { body { color: #e8e8ea; background: #121214; } a { color: #ff8a7a; } }
	.offline-page { max-inline-size: 36rem; margin: 0 auto; padding: 48px 16px; }
	.offline-page h1 { margin: 0 0 8px; font-size: 1.5rem; }
	.offline-page h2 { margin: 32px 0 8px; font-size: 1.125rem; }
	.offline-page button { min-block-size: 44px; padding: 8px 20px; border: 0; border-radius: 6px; background: <?php echo esc_attr( yomu_theme_color() ); ?>; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
	.offline-page ul { margin: 0; padding: 0; list-style: none; }
	.offline-page li { padding-block: 8px; border-block-end: 1px solid rgb(128 128 128 / 30%); }
	.offline-page ul:not(:empty) + p { display: none; }
</style>
</head>
<body>
<main class="offline-page">
	<p><?php echo esc_html( $yomu_name ); ?></p>
	<h1><?php esc_html_e( 'You are offline', 'yomu' ); ?></h1>
	<p><?php esc_html_e( 'This page is not saved on this device. It opens again once you are back online.', 'yomu' ); ?></p>
	<button type="button" onclick="location.reload()"><?php esc_html_e( 'Try again', 'yomu' ); ?></button>
	<h2><?php esc_html_e( 'Saved on this device', 'yomu' ); ?></h2>
	<ul><!--yomu-saved-chapters--></ul>
	<p><?php esc_html_e( 'No chapters are saved on this device.', 'yomu' ); ?></p>
</main>
</body>
</html>
