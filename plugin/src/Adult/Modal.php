<?php
/**
 * #adult_modal: the age confirmation on a gated page. It is a complete form without JavaScript (Confirm posts
 * to admin-post.php, which sets the cookie and comes back); the adult-gate island traps focus in it, keeps it
 * open against Escape and outside clicks, and confirms without a reload where the page already holds the
 * content.
 *
 * Confirming only sets a cookie in the visitor's own browser, so the form carries no nonce: a forged post could
 * do nothing a visitor cannot do with one click.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Adult;

use Yomu\Bridge\Island;
use Yomu\Core\Http\Back;
use Yomu\Core\Routing\Request;

/**
 * Markup and the no-JS confirmation.
 */
final class Modal {

	public const ACTION = 'yomu_adult_confirm';

	/**
	 * Prints the modal on a gated page (wp_footer).
	 */
	public static function print(): void {
		if ( ! Gate::gated() ) {
			return;
		}
		$request = class_exists( Request::class ) ? Request::current() : null;
		$props   = array(
			// A reading page left its images out of the HTML: it must reload to show them.
			'reload'  => null !== $request && $request->is_chapter(),
			'homeUrl' => home_url( '/' ),
			'days'    => Gate::DAYS,
		);
		echo Island::render( 'adult-gate', $props, self::markup(), 'eager' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in markup() and render().
	}

	/**
	 * The modal.
	 */
	public static function markup(): string {
		return sprintf(
			'<div id="adult_modal" class="adult-modal" role="dialog" aria-modal="true" aria-labelledby="adult_modal_title" aria-describedby="adult_modal_text" tabindex="-1">'
				. '<div class="adult-modal__box"><h2 id="adult_modal_title" class="adult-modal__title">%1$s</h2><p id="adult_modal_text" class="adult-modal__text">%2$s</p>'
				. '<form class="adult-modal__actions" method="post" action="%3$s"><input type="hidden" name="action" value="%4$s"><input type="hidden" name="redirect_to" value="%5$s">'
				. '<a class="btn btn-default adult-modal__leave" href="%6$s">%7$s</a><button type="submit" class="btn btn-primary adult-modal__confirm">%8$s</button></form></div></div>',
			esc_html__( 'Adult content', 'yomu-core' ),
			esc_html__( 'This manga contains adult content that may not be appropriate for all ages. Please confirm that you are 18 years or older to continue.', 'yomu-core' ),
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::ACTION ),
			esc_url( self::current_url() ),
			esc_url( home_url( '/' ) ),
			esc_html__( 'Not adult', 'yomu-core' ),
			esc_html__( 'Confirm', 'yomu-core' )
		);
	}

	/**
	 * The URL of this request.
	 */
	private static function current_url(): string {
		$host = isset( $_SERVER['HTTP_HOST'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_HOST'] ) ) : '';
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		return '' === $host ? home_url( '/' ) : set_url_scheme( 'http://' . $host . $uri );
	}

	/**
	 * The no-JS Confirm: sets the cookie for 7 days and returns to the page (same site only).
	 */
	public static function confirm(): void {
		setcookie(
			Gate::COOKIE,
			'1',
			array(
				'expires'  => time() + Gate::DAYS * 86400,
				'path'     => '/',
				'secure'   => is_ssl(),
				'httponly' => false, // The island reads and writes it too.
				'samesite' => 'Lax',
			)
		);
		wp_safe_redirect( Back::requested() );
		exit;
	}
}
