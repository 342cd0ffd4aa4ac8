<?php
/**
 * Numbers in mixed-direction text. On a right-to-left page "3.0 / 5" or "5–6 / 7" would be laid out by the
 * bidi algorithm as "5 / 3.0": the spaces and the slash between the numbers take the page's direction. Such a
 * counter is wrapped in <bdi dir="ltr"> so it reads left to right inside the Arabic sentence, as a reader
 * expects; left-to-right pages look the same.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

/**
 * Already escaped text with each "N / M" or "N–M / K" counter wrapped in <bdi dir="ltr">.
 *
 * @param string $escaped Escaped text (HTML-safe).
 */
function yomu_isolate_counters( string $escaped ): string {
	return (string) preg_replace( '#\d[\d.,\x{066B}\x{066C}]*(?:\s*[–-]\s*\d[\d.,\x{066B}\x{066C}]*)?\s*/\s*\d[\d.,\x{066B}\x{066C}]*#u', '<bdi dir="ltr">$0</bdi>', $escaped );
}
