<?php
/**
 * The rating call wp-manga-save-rating (admin-ajax, MADARA.md §3.1): fields postID and star, answer
 * {success:true, data:{rating_html, text:"Average X / 5 out of N total votes."}}, a guest that may not vote gets
 * body `0` (as WordPress answers an action Madara did not register for guests). Also the no-JavaScript form of
 * the manga page (admin-post.php?action=yomu_rating), which goes through the same checks.
 *
 * Madara's holes closed (MADARA.md §5): a nonce (field `nonce`), or for Madara's nonce-less clients a request
 * from the site's own pages (Http\SameOrigin); only a published manga without a password; a guest is keyed by
 * REMOTE_ADDR only. With ratings off (`user_rating` '0') the action answers as if it did not exist.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ratings;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Http\Back;
use Yomu\Core\Purge\Queue;

/**
 * The rating call.
 */
final class SaveAction {

	public const ACTION = 'wp-manga-save-rating';
	public const NONCE  = 'wp-manga-rating';
	public const FORM   = 'yomu_rating';

	private const FIELDS = array(
		'postID' => Input::RAW,
		'star'   => Input::RAW,
	);

	/**
	 * Hooks the call and the form.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
		add_action( 'admin_post_' . self::FORM, array( self::class, 'handle_form' ) );
		add_action( 'admin_post_nopriv_' . self::FORM, array( self::class, 'handle_form' ) );
	}

	/**
	 * The declaration: everyone (the handler turns away guests the site does not let vote), with the nonce or
	 * from the site's own pages.
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'save' ) ) )
			->nonce(
				'nonce',
				self::NONCE,
				static fn (): Answer => Answer::error(
					array(
						'code'    => 'invalid_nonce',
						'message' => Action::expired(),
					),
					403
				),
				true
			)
			->fields( self::FIELDS );
	}

	/**
	 * Records the vote (nonce or origin checked before).
	 *
	 * @param Input $input postID, star.
	 */
	public static function save( Input $input ): Answer {
		if ( ! Rules::shown() || ( ! is_user_logged_in() && ! Rules::guests_vote() ) ) {
			return Answer::bare( '0', 400 );
		}
		$manga = Rules::manga( $input->text( 'postID' ) );
		if ( ! $manga ) {
			return Answer::unknown_manga();
		}
		$star  = Rules::star( $input->text( 'star' ) );
		$voter = Rules::voter( $input->client() );
		if ( null === $star || null === $voter ) {
			return Answer::error(
				array(
					'code'    => null === $star ? 'invalid_star' : 'invalid_client',
					'message' => __( 'Choose from 1 to 5 stars.', 'yomu-core' ),
				),
				400
			);
		}
		$rating = Store::vote( $manga->ID, $voter, $star );
		// The manga page's average and its JSON-LD: a shared page cache serves the new ones.
		$url = (string) get_permalink( $manga );
		if ( '' !== $url ) {
			Queue::add( array( $url ) );
		}
		return Answer::success(
			array(
				'rating_html' => Control::answer_html( $manga->ID, $rating['average'], $rating['votes'], $star ),
				'text'        => Control::votes_text( $rating['average'], $rating['votes'] ),
			)
		);
	}

	/**
	 * The manga page's form without JavaScript: the same call, then back to the page.
	 */
	public static function handle_form(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the action checks the nonce field.
		$fields = wp_unslash( $_POST );
		$client = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$answer = Registrar::call(
			self::ACTION,
			array(
				'postID' => $fields['postID'] ?? null,
				'star'   => $fields['star'] ?? null,
				// The form always carries its nonce: no same-origin pass for it.
				'nonce'  => isset( $fields['nonce'] ) && is_string( $fields['nonce'] ) ? $fields['nonce'] : '',
			),
			array(),
			'POST',
			$client
		);
		if ( 403 === $answer->status ) {
			wp_nonce_ays( self::NONCE );
		}
		wp_safe_redirect( Back::url() );
		exit;
	}
}
