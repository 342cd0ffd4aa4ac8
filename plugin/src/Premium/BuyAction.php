<?php
/**
 * Chapter Coin's admin-ajax calls, under their names, fields and answers (MADARA-SITE.md §8.9):
 * `wp_manga_buy_chapter` (chapter, nonce of action wp-manga-coin-nonce) buys through Purchase, once;
 * `wp_manga_chapter_coin_user_balance` answers the signed-in member's balance.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Routing\Urls;

/**
 * The buy and balance actions.
 */
final class BuyAction {

	public const BUY     = 'wp_manga_buy_chapter';
	public const BALANCE = 'wp_manga_chapter_coin_user_balance';
	public const NONCE   = 'wp-manga-coin-nonce';

	/**
	 * Hooks the actions.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'actions' ) );
	}

	/**
	 * The declarations. Both are open to guests, as Chapter Coin registers them: a guest is told the request is
	 * invalid (buy) or has no balance.
	 *
	 * @return Action[]
	 */
	public static function actions(): array {
		return array(
			( new Action( self::BUY, array( self::class, 'buy' ) ) )
				->nonce( 'nonce', self::NONCE, static fn (): Answer => self::refusal( self::invalid(), 403 ) )
				->fields( array( 'chapter' => Input::RAW ) ),
			( new Action( self::BALANCE, array( self::class, 'balance' ) ) )
				->for(
					Action::MEMBERS,
					static fn (): Answer => Answer::error(
						array(
							'coin'    => 0,
							'message' => __( 'Sign in to see your points.', 'yomu-core' ),
						),
						401
					)
				),
		);
	}

	/**
	 * Buys the chapter for the signed-in member.
	 *
	 * @param Input $input chapter.
	 */
	public static function buy( Input $input ): Answer {
		$raw     = $input->text( 'chapter' );
		$chapter = ctype_digit( $raw ) && strlen( $raw ) <= 12 ? ChapterRepository::visible( (int) $raw ) : null;
		$user_id = get_current_user_id();
		$result  = $chapter ? Purchase::buy( $user_id, $chapter ) : Purchase::INVALID;
		$manga   = $chapter ? get_post( $chapter->manga_id ) : null;
		if ( $chapter && $manga instanceof \WP_Post && in_array( $result, array( Purchase::BOUGHT, Purchase::ALREADY ), true ) ) {
			return Answer::success(
				array(
					'status'  => true,
					'message' => __( 'Thank you. You are now redirected to the chapter', 'yomu-core' ),
					'url'     => Urls::chapter( $manga, $chapter ),
					'nonce'   => wp_create_nonce( self::NONCE ),
				)
			);
		}
		if ( Purchase::SHORT === $result ) {
			return self::refusal( __( 'You do not have enough coin to buy this chapter', 'yomu-core' ), 200 );
		}
		return self::refusal( self::invalid(), Purchase::BUSY === $result ? 409 : 400 );
	}

	/**
	 * The signed-in member's balance.
	 */
	public static function balance(): Answer {
		return Answer::success( array( 'coin' => Points::balance( get_current_user_id() ) ) );
	}

	/**
	 * Chapter Coin's refusal: status false, the message and a fresh nonce.
	 *
	 * @param string $message What the reader is told.
	 * @param int    $status  HTTP status.
	 */
	private static function refusal( string $message, int $status ): Answer {
		return Answer::error(
			array(
				'status'  => false,
				'message' => $message,
				'nonce'   => wp_create_nonce( self::NONCE ),
			),
			$status
		);
	}

	/**
	 * Chapter Coin's answer to a guest, an unknown chapter or a bad nonce.
	 */
	private static function invalid(): string {
		return __( 'Invalid request. Please try again', 'yomu-core' );
	}
}
