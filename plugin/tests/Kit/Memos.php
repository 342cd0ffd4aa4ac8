<?php
/**
 * What the plugin remembers for the rest of a request, of rows and options a test's rollback has just undone.
 *
 * In production a request never sees its own writes vanish, so these memos never go stale there. Between tests
 * they do: the rollback fires no update hooks, and on SQLite it also hands the rolled-back IDs out again, so a
 * memo keyed by post ID can match the next test's manga.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Kit;

/**
 * Puts the plugin's per-request memos back to their declared defaults.
 */
final class Memos {

	/**
	 * Static properties, by class.
	 */
	private const PROPERTIES = array(
		\Yomu\Core\Locale\Dates::class           => array( 'made' ),
		\Yomu\Core\Adult\Covers::class           => array( 'adult' ),
		\Yomu\Core\Listing\CardPrimer::class     => array( 'groups', 'untermed' ),
		\Yomu\Core\Listing\LatestChapters::class => array( 'changed' ),
	);

	/**
	 * Forgets them.
	 */
	public static function forget(): void {
		foreach ( self::PROPERTIES as $class => $names ) {
			foreach ( $names as $name ) {
				$property = new \ReflectionProperty( $class, $name );
				$property->setAccessible( true );
				$property->setValue( null, $property->getDefaultValue() );
			}
		}
	}
}
