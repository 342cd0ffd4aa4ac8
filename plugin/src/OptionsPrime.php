<?php
/**
 * Reads, in one query at the start of each request, the options most pages ask for that are usually not stored
 * (a setting never saved, Madara's settings on a site that never had them, a core option WordPress reads by name).
 * An option that is missing is not in the autoloaded set, so without this each one costs its own query on
 * every request; WordPress remembers the missing ones for the rest of the request.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core;

/**
 * One query for the usual option misses.
 */
final class OptionsPrime {

	/**
	 * Hooks registration.
	 */
	public static function register(): void {
		add_action( 'plugins_loaded', array( self::class, 'prime' ), 0 );
	}

	/**
	 * Reads the options (a persistent object cache answers them without a query).
	 */
	public static function prime(): void {
		wp_prime_option_caches(
			array(
				Content\Settings::OPTION,
				Consent\Options::OPTION,
				Cdn\CdnUrl::OPTION,
				Captcha\Settings::OPTION,
				Captcha\Settings::TEST_OPTION,
				Content\Storage\S3\Settings::OPTION,
				Reader\Options::OPTION,
				Ads\Settings::OPTION,
				Search\Index::CURSOR_OPTION,
				'_transient_' . Search\Indexer::HEAL_TRANSIENT,
				'_transient_timeout_' . Search\Indexer::HEAL_TRANSIENT,
				'can_compress_scripts',
				'site_logo',
			)
		);
	}
}
