<?php
/**
 * Plugin Name:       Yomu Core
 * Description:       Manga and comic reading for WordPress, compatible with Madara's WP Manga data, URLs and calls.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.2
 * Author:            Yomu
 * License:           GPL-2.0-or-later
 * Text Domain:       yomu-core
 * Domain Path:       /languages
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

define( 'YOMU_CORE_VERSION', '0.1.0' );
define( 'YOMU_CORE_FILE', __FILE__ );
define( 'YOMU_CORE_DIR', __DIR__ );

require_once __DIR__ . '/src/autoload.php';
require_once __DIR__ . '/php-bridge/bridge.php';
require_once __DIR__ . '/includes/template-tags.php';
require_once __DIR__ . '/includes/template-tags-manga.php';
require_once __DIR__ . '/includes/template-tags-reader.php';
require_once __DIR__ . '/includes/template-tags-listing.php';
require_once __DIR__ . '/includes/template-tags-pages.php';
require_once __DIR__ . '/includes/template-tags-account.php';
require_once __DIR__ . '/includes/template-tags-info.php';
require_once __DIR__ . '/includes/template-tags-manga-page.php';
require_once __DIR__ . '/includes/template-tags-search.php';
require_once __DIR__ . '/includes/template-tags-sidebars.php';

register_activation_hook( __FILE__, array( Yomu\Core\Activation::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( Yomu\Core\Deactivation::class, 'deactivate' ) );
Yomu\Core\Plugin::boot();
