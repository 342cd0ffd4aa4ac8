<?php
/**
 * The consent overlays (SPEC §2): the box banner bottom-left, the preference centre ('Customise Consent
 * Preferences', or 'Opt-out Preferences' under CCPA) and the revisit button bottom-left. Printed hidden; the
 * consent island decides what to show from the consent cookie.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Consent;

use Yomu\Bridge\Island;

/**
 * Markup and island props.
 */
final class Banner {

	public const COOKIE = 'cookieyes-consent';
	public const DAYS   = 365;

	/**
	 * Prints the overlays (wp_footer).
	 */
	public static function print(): void {
		$law   = Options::law();
		$props = array(
			'law'        => $law,
			'cookie'     => self::COOKIE,
			'days'       => self::DAYS,
			'categories' => Categories::SLUGS,
			'cookies'    => Categories::cookies(),
			'log'        => LogEndpoint::ACTION,
		);
		echo Island::render( 'consent', $props, self::markup( $law ), 'eager' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in markup() and render().
	}

	/**
	 * Texts, with the admin's overrides.
	 *
	 * @param string $law gdpr or ccpa.
	 * @return array<string, string>
	 */
	public static function texts( string $law ): array {
		$options = Options::all();
		$ccpa    = 'ccpa' === $law;
		$default = array(
			'banner_title'    => __( 'We value your privacy', 'yomu-core' ),
			'banner_text'     => $ccpa
				? __( 'This website or its third-party tools process personal data. You can opt out of the sale or sharing of your personal information by clicking on the "Do Not Sell or Share My Personal Information" link.', 'yomu-core' )
				: __( 'We use cookies to enhance your browsing experience, serve personalised ads or content, and analyse our traffic. By clicking "Accept All", you consent to our use of cookies.', 'yomu-core' ),
			'preference_text' => $ccpa
				? __( 'This website uses cookies to improve your experience while you navigate through the website. You can choose to opt out of the sale or sharing of your personal information with third parties for advertising and analytics. Opting out stops analytics, performance and advertising cookies on this browser; some content from other sites may then not be shown.', 'yomu-core' )
				: __( 'We use cookies to help you navigate efficiently and perform certain functions. You will find detailed information about all cookies under each consent category below. The cookies that are categorised as "Necessary" are stored on your browser as they are essential for enabling the basic functionalities of the site. We also use third-party cookies that help us analyse how you use this website, store your preferences, and provide the content and advertisements that are relevant to you. These cookies will only be stored on your browser with your prior consent. You can choose to enable or disable some or all of these cookies but disabling some of them may affect your browsing experience.', 'yomu-core' ),
		);
		foreach ( $default as $key => $text ) {
			if ( '' !== $options[ $key ] ) {
				$default[ $key ] = $options[ $key ];
			}
		}
		return $default;
	}

	/**
	 * The overlays.
	 *
	 * @param string $law gdpr or ccpa.
	 */
	public static function markup( string $law ): string {
		$ccpa   = 'ccpa' === $law;
		$texts  = self::texts( $law );
		$optout = __( 'Do Not Sell or Share My Personal Information', 'yomu-core' );

		$buttons = $ccpa
			? self::button( 'customise', $optout, 'yomu-consent__link' )
			: self::button( 'customise', __( 'Customise', 'yomu-core' ), 'yomu-consent__btn yomu-consent__btn--outline' )
				. self::button( 'reject', __( 'Reject All', 'yomu-core' ), 'yomu-consent__btn yomu-consent__btn--outline' )
				. self::button( 'accept', __( 'Accept All', 'yomu-core' ), 'yomu-consent__btn' );
		$banner  = sprintf(
			'<section class="yomu-consent-banner" aria-labelledby="yomu-consent-title" tabindex="-1" hidden><h2 id="yomu-consent-title" class="yomu-consent-banner__title">%1$s</h2><p class="yomu-consent-banner__text">%2$s</p><div class="yomu-consent__buttons">%3$s</div></section>',
			esc_html( $texts['banner_title'] ),
			esc_html( $texts['banner_text'] ),
			$buttons
		);

		$choices = '';
		if ( $ccpa ) {
			$choices = sprintf(
				'<label class="yomu-consent-centre__optout"><input type="checkbox" data-consent-optout> %s</label>',
				esc_html( $optout )
			);
		} else {
			foreach ( Categories::describe() as $slug => $category ) {
				$control  = 'necessary' === $slug
					? '<span class="yomu-consent-centre__always">' . esc_html__( 'Always Active', 'yomu-core' ) . '</span>'
					: sprintf( '<input type="checkbox" role="switch" id="yomu-consent-%1$s" data-consent-category="%1$s">', esc_attr( $slug ) );
				$choices .= sprintf(
					'<div class="yomu-consent-centre__category"><div class="yomu-consent-centre__row"><label class="yomu-consent-centre__label" %1$s>%2$s</label>%3$s</div><p class="yomu-consent-centre__category-text">%4$s</p></div>',
					'necessary' === $slug ? '' : 'for="yomu-consent-' . esc_attr( $slug ) . '"',
					esc_html( $category['label'] ),
					$control,
					esc_html( $category['description'] )
				);
			}
		}
		$centre_buttons = $ccpa
			? self::button( 'close', __( 'Cancel', 'yomu-core' ), 'yomu-consent__btn yomu-consent__btn--outline' )
				. self::button( 'save', __( 'Save My Preferences', 'yomu-core' ), 'yomu-consent__btn' )
			: self::button( 'reject', __( 'Reject All', 'yomu-core' ), 'yomu-consent__btn yomu-consent__btn--outline' )
				. self::button( 'save', __( 'Save My Preferences', 'yomu-core' ), 'yomu-consent__btn yomu-consent__btn--outline' )
				. self::button( 'accept', __( 'Accept All', 'yomu-core' ), 'yomu-consent__btn' );
		$centre         = sprintf(
			'<dialog class="yomu-consent-centre" aria-labelledby="yomu-consent-centre-title"><div class="yomu-consent-centre__head"><h2 id="yomu-consent-centre-title">%1$s</h2><button type="button" class="yomu-consent-centre__close" data-consent-do="close" aria-label="%2$s">&times;</button></div>'
				. '<div class="yomu-consent-centre__body"><p class="yomu-consent-centre__description">%3$s</p>%4$s</div><div class="yomu-consent__buttons yomu-consent-centre__buttons">%5$s</div></dialog>',
			esc_html( $ccpa ? __( 'Opt-out Preferences', 'yomu-core' ) : __( 'Customise Consent Preferences', 'yomu-core' ) ),
			esc_attr__( 'Close', 'yomu-core' ),
			esc_html( $texts['preference_text'] ),
			$choices,
			$centre_buttons
		);
		$revisit        = sprintf(
			'<button type="button" class="yomu-consent-revisit" data-consent-do="customise" aria-label="%1$s" title="%1$s" hidden><svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5zm-4.5 9a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm3 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm5 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM9 6.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"/></svg></button>',
			esc_attr__( 'Consent Preferences', 'yomu-core' )
		);
		return '<div class="yomu-consent yomu-consent--' . esc_attr( $law ) . '">' . $banner . $centre . $revisit . '</div>';
	}

	/**
	 * A button that triggers a consent action.
	 *
	 * @param string $action accept, reject, save, customise or close.
	 * @param string $label  Visible label.
	 * @param string $class  Classes.
	 */
	private static function button( string $action, string $label, string $class ): string {
		return sprintf( '<button type="button" class="%1$s" data-consent-do="%2$s">%3$s</button>', esc_attr( $class ), esc_attr( $action ), esc_html( $label ) );
	}
}
