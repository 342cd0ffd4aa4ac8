<?php
/**
 * One ad slot's markup. Madara's wrapper (div.ad.c-ads.{class}: an AdSense unit when the publisher id and the slot's
 * unit id are set, else the custom code, through do_shortcode) passes Madara's filters `madara_ads_content` (html,
 * slot) and `madara_ads_{slot}`, and is then held in an inert <template> inside Yomu's holder, the `ads` island: no
 * script runs and nothing loads from an ad network until the visitor allows advertisement cookies, and then only
 * once the page has loaded (src/islands/ads). The holder keeps the slot's space from the start.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ads;

use Yomu\Bridge\Island;
use Yomu\Core\Consent\Banner;
use Yomu\Core\Consent\Options;

/**
 * Renders slots.
 */
final class Markup {

	/**
	 * A slot's markup, '' when it has nothing to show.
	 *
	 * @param string $slot    Slot id (ads_before_content …).
	 * @param int    $post_id The post whose meta overrides the settings (0: none).
	 */
	public static function render( string $slot, int $post_id ): string {
		$slots = Slots::all();
		if ( ! isset( $slots[ $slot ] ) ) {
			return '';
		}
		$client = self::client( Settings::value( 'adsense_id', $post_id ) );
		$unit   = Settings::value( 'adsense_slot_' . $slot, $post_id );
		if ( '' !== $client && Settings::valid_unit( $unit ) ) {
			$kind = 'adsense';
			$html = sprintf(
				'<div class="%1$s"><ins class="adsbygoogle" data-ad-client="%2$s" data-ad-slot="%3$s"></ins></div>',
				esc_attr( 'ad c-ads ' . $slots[ $slot ] ),
				esc_attr( $client ),
				esc_attr( $unit )
			);
		} else {
			$code = Settings::value( $slot, $post_id );
			if ( '' === $code ) {
				return '';
			}
			$kind = 'code';
			$html = sprintf( '<div class="%1$s">%2$s</div>', esc_attr( 'ad c-ads custom-code ' . $slots[ $slot ] ), do_shortcode( $code ) );
		}
		/**
		 * Madara's filter of every ad slot's markup.
		 *
		 * @param string $html The slot's markup.
		 * @param string $slot The slot id.
		 */
		$html = apply_filters( 'madara_ads_content', $html, $slot ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Madara's filter.
		/**
		 * Madara's filter of one slot's markup (madara_ads_ads_before_content …).
		 *
		 * @param string $html The slot's markup.
		 */
		$html = apply_filters( "madara_ads_{$slot}", $html ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Madara's filter.
		if ( ! is_string( $html ) || '' === trim( $html ) ) {
			return '';
		}
		return self::hold( $slot, $kind, $html, $client );
	}

	/**
	 * The holder: reserved space, the held code and the consent placeholder (shown by the island while consent is
	 * missing; without JavaScript nothing of the ad shows).
	 *
	 * @param string $slot   Slot id.
	 * @param string $kind   adsense or code.
	 * @param string $html   The slot's markup.
	 * @param string $client The AdSense publisher id ('' for custom code).
	 */
	private static function hold( string $slot, string $kind, string $html, string $client ): string {
		$props = array(
			'slot'   => $slot,
			'kind'   => $kind,
			'law'    => Options::law(),
			'cookie' => Banner::COOKIE,
		);
		if ( 'adsense' === $kind ) {
			/**
			 * Filters the URL of AdSense's script (tests and proxies serve their own copy).
			 *
			 * @param string $url    Script URL.
			 * @param string $client Publisher id.
			 */
			$props['script'] = esc_url_raw( (string) apply_filters( 'yomu_ads_adsense_script_url', 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=' . rawurlencode( $client ), $client ) );
		}
		// A "</template" in the code (a string in a script, say) would end the holder early and let the rest run.
		$held     = str_ireplace( '</template', '<\/template', $html );
		$fallback = '<template class="yomu-ad__code">' . $held . '</template>'
			. '<p class="yomu-ad__notice yomu-consent-embed__notice" hidden>' . esc_html__( 'Please accept cookies to access this content', 'yomu-core' ) . '</p>';
		$height   = Settings::height( $slot );
		return sprintf(
			'<div class="yomu-ad yomu-ad--%1$s"%2$s>%3$s</div>',
			esc_attr( Slots::modifier( $slot ) ),
			$height > 0 ? ' style="--yomu-ad-height:' . $height . 'px"' : '',
			Island::render( 'ads', $props, $fallback, 'idle' )
		);
	}

	/**
	 * The publisher id as AdSense wants it (ca-pub-…; Madara's field also took pub-…), '' when it is not one.
	 *
	 * @param string $id The id in force.
	 */
	private static function client( string $id ): string {
		$id = str_starts_with( $id, 'pub-' ) ? 'ca-' . $id : $id;
		return Settings::valid_client( $id ) ? $id : '';
	}
}
