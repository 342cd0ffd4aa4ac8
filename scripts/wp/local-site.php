<?php
/**
 * Plugin Name: Yomu local site
 * Description: Keeps a development or test site off the network: mail is written to a log, not sent, and the
 *              language list is not fetched from WordPress.org.
 *
 * @package Yomu
 */

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		$line = wp_json_encode(
			array(
				'to'      => $atts['to'],
				'subject' => $atts['subject'],
				'message' => $atts['message'],
				'time'    => time(),
			)
		);
		file_put_contents( WP_CONTENT_DIR . '/mail.log', $line . "\n", FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		return true;
	},
	10,
	2
);

add_filter(
	'translations_api',
	static function () {
		return array( 'translations' => array() );
	}
);

// No update checks: they would only fail (external HTTP is blocked) and log warnings.
foreach ( array( 'update_core', 'update_plugins', 'update_themes' ) as $yomu_transient ) {
	add_filter(
		"pre_site_transient_{$yomu_transient}",
		static function () {
			return (object) array(
				'last_checked'    => time(),
				'version_checked' => get_bloginfo( 'version' ),
				'updates'         => array(),
				'response'        => array(),
				'translations'    => array(),
			);
		}
	);
}

// On test sites, uploads queue their page variants only while a test asks for them (option
// yomu_test_variants_queue): a background build left over from one test file would otherwise keep running, and
// changing files, during the next ones.
if ( defined( 'YOMU_TEST_SITE' ) && YOMU_TEST_SITE ) {
	add_filter(
		'yomu_variants_queue',
		static function ( $queue ) {
			return $queue && (bool) get_option( 'yomu_test_variants_queue' );
		}
	);
}

// On test sites, a test can make myCred's writes slow (option yomu_test_slow_ledger, milliseconds), as a loaded
// database would: parallel purchases then overlap for certain, so only a real lock keeps them from charging twice.
if ( defined( 'YOMU_TEST_SITE' ) && YOMU_TEST_SITE ) {
	add_filter(
		'mycred_add',
		static function ( $execute ) {
			$ms = (int) get_option( 'yomu_test_slow_ledger', 0 );
			if ( $ms > 0 ) {
				usleep( min( $ms, 2000 ) * 1000 );
			}
			return $execute;
		}
	);
}

// myCred 2.6.3 loads its translations before `init`, which WordPress 6.7+ reports as a notice on every request
// while it is active. The notice is myCred's, not Yomu's: keep it out of the logs the tests read.
add_filter(
	'doing_it_wrong_trigger_error',
	static function ( $trigger, $function_name, $message ) {
		return '_load_textdomain_just_in_time' === $function_name && str_contains( (string) $message, '<code>mycred</code>' ) ? false : $trigger;
	},
	10,
	3
);
