<?php
/**
 * Countdown timer. The target is entered in the site's time zone; the countdown island ticks it down.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

use Yomu\Core\Locale\Dates;

/**
 * Server render of yomu/countdown.
 */
final class CountdownBlock {

	public const UNITS = array( 'years', 'months', 'days', 'hours', 'minutes', 'seconds' );

	/**
	 * The block's HTML.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		$raw    = Attributes::text( $attributes, 'target' );
		$target = self::target( $raw );
		$format = 'full' === Attributes::text( $attributes, 'format' ) ? 'full' : 'short';
		$labels = array();
		$given  = is_array( $attributes['labels'] ?? null ) ? $attributes['labels'] : array();
		foreach ( self::UNITS as $unit ) {
			$label = Attributes::text( $given, $unit );
			if ( '' !== $label ) {
				$labels[ $unit ] = $label;
			}
		}
		$fallback = $target
			? sprintf(
				'<p class="yomu-countdown__fallback"><time datetime="%s">%s</time></p>',
				esc_attr( $target->format( 'c' ) ),
				esc_html( Dates::date_time( $target->getTimestamp() ) )
			)
			: '';
		$props    = array(
			// An invalid date reaches the island as '' so it shows the "incorrect time value" alert.
			'target' => $target ? $target->format( 'c' ) : '',
			'format' => $format,
			'labels' => (object) $labels,
		);
		return sprintf(
			'<div %s>%s</div>',
			Mount::wrapper( 'yomu-countdown' ),
			Mount::island( 'countdown', $props, $fallback, 'visible' )
		);
	}

	/**
	 * Parses YYYY-MM-DDTHH:MM[:SS] in the site's time zone; null when it is not a real date-time.
	 *
	 * @param string $value Configured value.
	 */
	public static function target( string $value ): ?\DateTimeImmutable {
		if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/', $value, $m ) ) {
			return null;
		}
		if ( ! checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) || (int) $m[4] > 23 || (int) $m[5] > 59 || ( isset( $m[6] ) && (int) $m[6] > 59 ) ) {
			return null;
		}
		$date = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', sprintf( '%s-%s-%s %s:%s:%s', $m[1], $m[2], $m[3], $m[4], $m[5], $m[6] ?? '00' ), wp_timezone() );
		return $date ? $date : null;
	}
}
