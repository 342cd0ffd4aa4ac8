<?php
/**
 * Constants PHPStan must know about: WordPress's ABSPATH, the ones Yomu Core defines at runtime
 * (plugin/yomu-core.php) and the one a development site may define in wp-config.php. Only PHPStan loads this.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || define( 'ABSPATH', dirname( __DIR__ ) . '/.wp/' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own constant.
defined( 'YOMU_CORE_VERSION' ) || define( 'YOMU_CORE_VERSION', '0.0.0' );
defined( 'YOMU_CORE_FILE' ) || define( 'YOMU_CORE_FILE', dirname( __DIR__ ) . '/plugin/yomu-core.php' );
defined( 'YOMU_CORE_DIR' ) || define( 'YOMU_CORE_DIR', dirname( __DIR__ ) . '/plugin' );
defined( 'YOMU_VITE_DEV_SERVER' ) || define( 'YOMU_VITE_DEV_SERVER', '' );
defined( 'WP_CLI' ) || define( 'WP_CLI', false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WP-CLI's own constant.
