<?php
/**
 * The premium chapters part of the report in sentences, shared by the text report and the admin screen.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * Premium sentences.
 */
final class PremiumLabels {

	/**
	 * The sentences, in order (empty when the site has no trace of Chapter Coin or myCred purchases).
	 *
	 * @param array<string, mixed> $premium Report premium (PremiumCheck::run()).
	 * @return string[]
	 */
	public static function lines( array $premium ): array {
		$traces = (int) $premium['coin_rows'] > 0 || ! empty( $premium['settings_saved'] ) || (int) $premium['purchases'] > 0;
		if ( ! $traces ) {
			return array( __( 'No Chapter Coin prices or settings and no chapter purchases: every chapter is free.', 'yomu-core' ) );
		}
		$default = (int) $premium['default_coin'];
		$lines   = array(
			sprintf(
				/* translators: 1: chapters with a price, 2: chapters set free, 3: chapters following the default price. */
				__( 'Chapter prices (Chapter Coin): %1$d chapters priced, %2$d set free, %3$d without a price of their own.', 'yomu-core' ),
				(int) $premium['priced'],
				(int) $premium['free'],
				(int) $premium['unpriced']
			),
			$default > 0
				? sprintf(
					/* translators: 1: default price in coins, 2: number of chapters. */
					_n( 'The default price is %1$d coin: every chapter without a price of its own is premium (%2$d chapters).', 'The default price is %1$d coins: every chapter without a price of its own is premium (%2$d chapters).', $default, 'yomu-core' ),
					$default,
					(int) $premium['unpriced']
				)
				: __( 'The default price is 0: chapters without a price of their own are free.', 'yomu-core' ),
			/* translators: %d: number of premium chapters. */
			sprintf( _n( 'Premium chapters: %d.', 'Premium chapters: %d.', (int) $premium['premium'], 'yomu-core' ), (int) $premium['premium'] ),
			sprintf(
				/* translators: 1: purchases, 2: buyers, 3: coins spent. */
				__( 'Purchases in myCred\'s log: %1$d by %2$d members, %3$s coins.', 'yomu-core' ),
				(int) $premium['purchases'],
				(int) $premium['buyers'],
				number_format_i18n( (float) $premium['coins'] )
			),
		);
		if ( empty( $premium['mycred_active'] ) ) {
			$lines[] = __( 'myCred is not active: nothing is locked until myCred is active.', 'yomu-core' );
		}
		return array_merge( $lines, BucketSealCheck::lines( $premium ) );
	}
}
