<?php
/**
 * Yomu theme bootstrap.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/inc/bidi.php';
require_once __DIR__ . '/inc/setup.php';
require_once __DIR__ . '/inc/requirements.php';
require_once __DIR__ . '/inc/performance.php';
require_once __DIR__ . '/inc/global-styles.php';
require_once __DIR__ . '/inc/critical-css.php';
require_once __DIR__ . '/inc/classic-editor.php';
require_once __DIR__ . '/inc/account.php';
require_once __DIR__ . '/inc/chrome.php';
require_once __DIR__ . '/inc/listing.php';
require_once __DIR__ . '/inc/link-prefetch.php';
require_once __DIR__ . '/inc/offline.php';
require_once __DIR__ . '/inc/branding.php';
require_once __DIR__ . '/inc/colors.php';
require_once __DIR__ . '/inc/scheme.php';
require_once __DIR__ . '/inc/menus.php';
require_once __DIR__ . '/inc/sidebars.php';
