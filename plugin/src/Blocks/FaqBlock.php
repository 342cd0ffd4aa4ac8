<?php
/**
 * FAQ cards: native <details> elements (usable without JavaScript); the faq island animates them.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * Server render of yomu/faq.
 */
final class FaqBlock {

	/**
	 * The block's HTML.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		$cards = '';
		foreach ( Attributes::records( $attributes, 'items', array( 'question', 'answer' ) ) as $item ) {
			if ( '' === $item['question'] ) {
				continue;
			}
			$cards .= sprintf(
				'<details class="yomu-faq__card"><summary class="yomu-faq__question">%s</summary><div class="yomu-faq__answer">%s</div></details>',
				esc_html( $item['question'] ),
				Attributes::rich( $item['answer'] )
			);
		}
		if ( '' === $cards ) {
			return '';
		}
		return sprintf(
			'<div %s>%s</div>',
			Mount::wrapper( 'yomu-faq' ),
			Mount::island( 'faq', array(), $cards, 'interaction' )
		);
	}
}
