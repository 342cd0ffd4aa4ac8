<?php
/**
 * What a locked chapter's page shows instead of its content: Chapter Coin's block
 * (div.premium.coin-{price}.data-chapter-{id}.content-blocked.premium-block) holding a complete offer that works
 * without JavaScript: a guest is asked to sign in; a member sees the price, their balance and a "Buy it" form
 * (BuyForm, admin-post), or, when short, Chapter Coin's words and the link to where the site sells points. The
 * `premium` island buys through admin-ajax instead and opens the chapter. No page image URL, text body or video
 * embed of the chapter is in it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Bridge\Island;
use Yomu\Core\Access\Decision;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * The lock's markup.
 */
final class LockedChapter {

	/**
	 * The block for a refused premium chapter.
	 *
	 * @param Request  $request  Reading request.
	 * @param Decision $decision The policy's refusal (reason premium, with the price).
	 */
	public static function render( Request $request, Decision $decision ): string {
		$id    = $request->chapter ? $request->chapter->id : 0;
		$back  = $request->chapter ? Urls::chapter( $request->manga, $request->chapter ) : Urls::manga( $request->manga );
		$offer = self::offer( $id, $decision, $back );
		$inner = class_exists( Island::class ) ? Island::render( 'premium', array( 'chapter' => $id ), $offer, 'eager' ) : $offer;
		return sprintf(
			'<div class="premium coin-%1$d data-chapter-%2$d content-blocked premium-block">%3$s</div>',
			$decision->price,
			$id,
			$inner
		);
	}

	/**
	 * The offer, escaped.
	 *
	 * @param int      $id       Chapter ID.
	 * @param Decision $decision The refusal.
	 * @param string   $back     The chapter's URL.
	 */
	private static function offer( int $id, Decision $decision, string $back ): string {
		$user_id = get_current_user_id();
		$nonce   = '<input type="hidden" name="wp-manga-coin-nonce" value="' . esc_attr( wp_create_nonce( BuyAction::NONCE ) ) . '">';
		$html    = '<div class="premium-offer"><h2 class="premium-offer__title">' . esc_html__( 'Premium Chapter', 'yomu-core' ) . '</h2>'
			. '<p class="premium-lock-message">' . esc_html( $decision->message ) . '</p>'
			/* translators: %s: the chapter's price, e.g. "5 Points". */
			. '<p class="premium-lock-price">' . self::amount( __( 'Price: %s', 'yomu-core' ), $decision->price ) . '</p>';
		if ( $user_id <= 0 ) {
			return $html . '<p class="message-login">' . esc_html__( 'Sign in to buy this chapter.', 'yomu-core' ) . '</p>'
				. '<p class="premium-offer__actions"><a class="btn btn-primary premium-sign-in btn-active-modal" data-yomu-modal="form-login" href="' . esc_url( wp_login_url( $back ) ) . '">' . esc_html__( 'Sign in', 'yomu-core' ) . '</a></p>'
				. $nonce . '</div>';
		}
		$balance = Points::balance( $user_id );
		$notice  = Notice::take( $user_id, $id );
		$short   = $balance < $decision->price;
		$lack    = __( 'You do not have enough coin to buy this chapter', 'yomu-core' );
		/* translators: %s: the member's points, e.g. "12 Points". */
		$html .= '<p class="premium-balance">' . self::amount( __( 'Your balance: %s', 'yomu-core' ), $balance ) . '</p>';
		if ( '' !== $notice && ! ( $short && $lack === $notice ) ) {
			$html .= '<p class="premium-notice" role="alert">' . esc_html( $notice ) . '</p>';
		}
		if ( $short ) {
			$shop = Shop::url();
			return $html . '<p class="message-lack-of-coin" role="' . ( '' !== $notice ? 'alert' : 'status' ) . '">' . esc_html( $lack ) . '</p>'
				. ( '' !== $shop ? '<p class="premium-offer__actions"><a class="btn btn-primary premium-shop" href="' . esc_url( $shop ) . '">' . esc_html__( 'Buy points', 'yomu-core' ) . '</a></p>' : '' )
				. $nonce . '</div>';
		}
		return $html . '<form class="premium-buy" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">'
			. '<input type="hidden" name="action" value="' . esc_attr( BuyForm::ACTION ) . '">'
			. '<input type="hidden" name="' . esc_attr( BuyForm::CHAPTER ) . '" value="' . esc_attr( (string) $id ) . '">'
			. $nonce
			. '<p class="premium-offer__actions"><button type="submit" class="btn btn-primary btn-agree">' . esc_html__( 'Buy it', 'yomu-core' ) . '</button></p>'
			. '</form></div>';
	}

	/**
	 * A labelled amount of points, the number in bold.
	 *
	 * @param string $format A translated format with one %s.
	 * @param int    $amount Points.
	 */
	private static function amount( string $format, int $amount ): string {
		return sprintf( esc_html( $format ), '<strong>' . esc_html( Badges::points( $amount ) ) . '</strong>' );
	}
}
