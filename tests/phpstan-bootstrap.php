<?php
/**
 * Constants PHPStan needs to know: WordPress's ABSPATH, and the ones Yomu Core defines at runtime
 * (plugin/yomu-core.php) or a site may define in wp-config.php (YOMU_VITE_DEV_SERVER).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || define( 'ABSPATH', dirname( __DIR__ ) . '/.wp/' );
defined( 'YOMU_CORE_VERSION' ) || define( 'YOMU_CORE_VERSION', '0.0.0' );
defined( 'YOMU_CORE_FILE' ) || define( 'YOMU_CORE_FILE', dirname( __DIR__ ) . '/plugin/yomu-core.php' );
defined( 'YOMU_CORE_DIR' ) || define( 'YOMU_CORE_DIR', dirname( __DIR__ ) . '/plugin' );
defined( 'YOMU_VITE_DEV_SERVER' ) || define( 'YOMU_VITE_DEV_SERVER', '' );
