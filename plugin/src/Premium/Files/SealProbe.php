<?php
/**
 * Asks the web server whether it honours a sealed chapter folder (LocalSeal): a throwaway folder with the marker
 * and one file is written under the data folder, fetched by its public URL, and removed. For the doctor.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium\Files;

use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\Paths;

/**
 * The probe.
 */
final class SealProbe {

	private const FOLDER = 'yomu-seal-probe';

	/**
	 * True when the web server refuses a file of a sealed folder, false when it serves it, null when the probe
	 * could not tell (the folder is not writable, or the site did not answer).
	 */
	public static function honoured(): ?bool {
		$name = strtolower( wp_generate_password( 12, false ) );
		$dir  = Paths::data_dir() . self::FOLDER . '/' . $name . '/';
		if ( ! Files::make_dir( $dir ) || ! Files::write( $dir . 'probe.txt', 'Yomu seal probe' ) ) {
			Files::delete_tree( Paths::data_dir() . self::FOLDER . '/' );
			return null;
		}
		LocalSeal::seal_folder( $dir );
		$answer = wp_remote_get(
			Paths::data_url() . self::FOLDER . '/' . $name . '/probe.txt',
			array(
				'timeout'     => 5,
				'redirection' => 0,
			)
		);
		Files::delete_tree( Paths::data_dir() . self::FOLDER . '/' );
		if ( is_wp_error( $answer ) ) {
			return null;
		}
		return 200 !== (int) wp_remote_retrieve_response_code( $answer );
	}
}
