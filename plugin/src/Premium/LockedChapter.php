<?php
/**
 * What a locked chapter's page shows instead of its content: Chapter Coin's block
 * (div.premium.coin-{price}.data-chapter-{id}.content-blocked.premium-block) with the price. No page image URL,
 * text body or video embed of the chapter is in it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Access\Decision;
use Yomu\Core\Routing\Request;

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
		$id = $request->chapter ? $request->chapter->id : 0;
		return sprintf(
			'<div class="premium coin-%1$d data-chapter-%2$d content-blocked premium-block"><p class="premium-lock-message">%3$s</p><p class="premium-lock-price">%4$s</p><input type="hidden" name="wp-manga-coin-nonce" value="%5$s"></div>',
			$decision->price,
			$id,
			esc_html( $decision->message ),
			/* translators: %s: price in points. */
			esc_html( sprintf( _n( '%s point', '%s points', $decision->price, 'yomu-core' ), number_format_i18n( $decision->price ) ) ),
			esc_attr( wp_create_nonce( BuyAction::NONCE ) )
		);
	}
}
