<?php
/**
 * Madara's two other menu locations (MADARA-SITE.md §8.1 "Menu locations"), registered under Madara's slugs so a
 * switch keeps them: `secondary_menu`, a row under the header (with the Family Safe switch), and `user_menu`, whose
 * items join the signed-in reader's menu. Each falls back to the menu Madara's location held.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'after_setup_theme',
	static function (): void {
		register_nav_menus(
			array(
				'secondary_menu' => __( 'Sub-header menu', 'yomu' ),
				'user_menu'      => __( 'User menu (signed-in readers)', 'yomu' ),
			)
		);
	}
);

/**
 * The sub-header row: the secondary menu and the Family Safe switch; '' when it has neither.
 */
function yomu_sub_header_html(): string {
	$menu   = yomu_nav_menu_html(
		'secondary_menu',
		array( 'secondary_menu' ),
		array(
			'container'   => '',
			'fallback_cb' => false,
			'depth'       => 1,
			'menu_class'  => 'sub-nav_list list-inline second-menu',
		)
	);
	$switch = yomu_family_safe_html( 'header' );
	if ( '' === $menu && '' === $switch ) {
		return '';
	}
	$nav = '' !== $menu ? '<nav class="sub-header__nav" aria-label="' . esc_attr__( 'Secondary menu', 'yomu' ) . '">' . $menu . '</nav>' : '';
	return '<div class="sub-header"><div class="sub-header__inner">' . $nav . $switch . '</div></div>';
}

/**
 * Madara's Family Safe switch, from Yomu Core ('' without it, or when the site does not offer it).
 *
 * @param string $where 'header' or 'off_canvas'.
 */
function yomu_family_safe_html( string $where ): string {
	return class_exists( '\Yomu\Core\Listing\FamilySafeSwitch' ) ? \Yomu\Core\Listing\FamilySafeSwitch::html( $where ) : '';
}

// The user_menu items, before "Logout" in the signed-in reader's menu (header, off-canvas, and the ajax reload).
add_filter(
	'yomu_user_menu_items',
	static function ( $items ): string {
		$menu = yomu_nav_menu_html(
			'user_menu',
			array( 'user_menu' ),
			array(
				'container'   => '',
				'fallback_cb' => false,
				'depth'       => 1,
				'items_wrap'  => '%3$s',
			)
		);
		// The menu shows twice (header and off-canvas): its items' ids are left out so none repeats.
		return (string) $items . (string) preg_replace( '/ id="menu-item-\d+"/', '', $menu );
	}
);
