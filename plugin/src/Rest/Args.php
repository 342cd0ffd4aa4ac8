<?php
/**
 * Argument schemas the routes share.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

/**
 * Small schema builders.
 */
final class Args {

	/**
	 * A required positive id.
	 *
	 * @param string $description What the id names.
	 * @return array<string, mixed>
	 */
	public static function id( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => true,
		);
	}

	/**
	 * A term or post slug.
	 *
	 * @return array<string, mixed>
	 */
	public static function slug(): array {
		return array(
			'type'      => 'string',
			'maxLength' => 200,
			'pattern'   => '^[a-z0-9%_-]+$',
		);
	}
}
