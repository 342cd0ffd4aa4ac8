<?php
/**
 * PHP ↔ island bridge: loads its classes. Shipped inside the plugin (plugin/php-bridge), so any theme gets the plugin's islands.
 *
 * @package Yomu\Bridge
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/src/Manifest.php';
require_once __DIR__ . '/src/Translations.php';
require_once __DIR__ . '/src/PageConfig.php';
require_once __DIR__ . '/src/Island.php';
require_once __DIR__ . '/src/Modules.php';
require_once __DIR__ . '/src/Assets.php';
