<?php
/**
 * Site header: loader, branding, primary menu, search and genres panels, user section, mobile off-canvas menu.
 * Everything works without JavaScript (panels open, loader hidden); the site-header island adds the toggles.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_genres = get_terms(
	array(
		'taxonomy'   => 'wp-manga-genre',
		'hide_empty' => true,
		'number'     => 60,
		'orderby'    => 'name',
	)
);
$yomu_genres = is_array( $yomu_genres ) ? $yomu_genres : array();
?><!doctype html>
<html <?php language_attributes(); ?> class="<?php echo esc_attr( yomu_html_class() ); ?>">
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div class="page-loader" id="page-loader" aria-hidden="true"><span class="page-loader__spinner"></span></div>
<a class="skip-link screen-reader-text" href="#main"><?php esc_html_e( 'Skip to content', 'yomu' ); ?></a>
<?php
ob_start();
?>
<header class="site-header" id="top" data-sticky="<?php echo esc_attr( (string) yomu_sticky_header_style() ); ?>">
	<div class="site-header__inner">
		<button type="button" class="header-toggle off-canvas-toggle" aria-expanded="false" aria-controls="off-canvas">
			<span class="header-toggle__icon header-toggle__icon--menu" aria-hidden="true"></span>
			<span class="screen-reader-text"><?php esc_html_e( 'Open menu', 'yomu' ); ?></span>
		</button>
		<?php
		$yomu_logo  = yomu_logo_html();
		$yomu_brand = '' !== $yomu_logo ? $yomu_logo : '<a href="' . esc_url( home_url( '/' ) ) . '" rel="home">' . esc_html( get_bloginfo( 'name' ) ) . '</a>';
		$yomu_tag   = is_front_page() ? 'h1' : 'p';
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts; the tag is one of two literals.
		printf( '<%1$s class="site-title wrap_branding">%2$s</%1$s>', $yomu_tag, $yomu_brand );
		?>
		<nav class="site-nav main-navigation" aria-label="<?php esc_attr_e( 'Main menu', 'yomu' ); ?>">
			<?php
			yomu_nav_menu(
				'primary',
				array( 'primary_menu' ),
				array(
					'container'   => '',
					'fallback_cb' => false,
					'depth'       => 2,
				)
			);
			?>
		</nav>
		<div class="site-header__tools">
			<a class="advanced-search-link" href="<?php echo esc_url( yomu_advanced_search_url() ); ?>"><?php esc_html_e( 'Advanced search', 'yomu' ); ?></a>
			<?php if ( $yomu_genres ) : ?>
				<button type="button" class="header-toggle genres-toggle" aria-expanded="false" aria-controls="header-genres"><?php esc_html_e( 'Genres', 'yomu' ); ?></button>
			<?php endif; ?>
			<button type="button" class="header-toggle search-toggle" aria-expanded="false" aria-controls="header-search">
				<span class="header-toggle__icon header-toggle__icon--search" aria-hidden="true"></span>
				<span class="screen-reader-text"><?php esc_html_e( 'Search', 'yomu' ); ?></span>
			</button>
		</div>
		<div class="c-sub-header-nav">
			<?php
			if ( function_exists( 'yomu_user_section' ) ) {
				echo yomu_user_section( 'main' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
			}
			?>
		</div>
	</div>
	<?php echo yomu_sub_header_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in theme/inc/menus.php. ?>
	<div class="header-panel main-top-search" id="header-search">
		<?php get_template_part( 'template-parts/header-search' ); ?>
		<?php do_action( 'yomu_header_search' ); // Madara's search sidebar place. ?>
	</div>
	<?php if ( $yomu_genres ) : ?>
		<nav class="header-panel genres_wrap" id="header-genres" aria-label="<?php esc_attr_e( 'Genres', 'yomu' ); ?>">
			<ul class="list-unstyled genres__list">
				<?php foreach ( $yomu_genres as $yomu_genre ) : ?>
					<li><a href="<?php echo esc_url( (string) get_term_link( $yomu_genre ) ); ?>"><?php echo esc_html( $yomu_genre->name ); ?></a></li>
				<?php endforeach; ?>
			</ul>
		</nav>
	<?php endif; ?>
</header>
<?php
$yomu_header = (string) ob_get_clean();
if ( ! yomu_minimal_reading() ) {
	echo yomu_island( 'site-header', array(), $yomu_header, 'eager' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
}
?>
<div class="off-canvas" id="off-canvas" role="dialog" aria-modal="true" aria-label="<?php esc_attr_e( 'Menu', 'yomu' ); ?>" hidden>
	<div class="off-canvas__panel">
		<button type="button" class="off-canvas__close"><?php esc_html_e( 'Close menu', 'yomu' ); ?></button>
		<nav class="off-canvas__nav" aria-label="<?php esc_attr_e( 'Mobile menu', 'yomu' ); ?>">
			<?php
			yomu_nav_menu(
				'primary',
				array( 'mobile_menu', 'primary_menu' ),
				array(
					'container'   => '',
					'fallback_cb' => false,
					'depth'       => 2,
					'menu_id'     => 'off-canvas-menu',
				)
			);
			?>
			<a class="advanced-search-link" href="<?php echo esc_url( yomu_advanced_search_url() ); ?>"><?php esc_html_e( 'Advanced search', 'yomu' ); ?></a>
		</nav>
		<?php echo yomu_family_safe_html( 'off_canvas' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin. ?>
		<div class="off-canvas__user">
			<?php
			if ( function_exists( 'yomu_user_section' ) ) {
				echo yomu_user_section( 'off_canvas' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
			}
			?>
		</div>
	</div>
</div>
<main id="main" class="site-main">
<?php
// The top of the page's content (Madara's html/main-top and main-bodytop places: bands, ads, body sidebars).
do_action( 'yomu_main_top' );
?>
