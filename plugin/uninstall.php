<?php
/**
 * Runs when a site owner deletes Yomu Core in wp-admin.
 *
 * @package Yomu\Core
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/src/autoload.php';
Yomu\Core\Maintenance\Uninstall::run();
