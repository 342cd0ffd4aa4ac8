<?php
/**
 * Icon box: an icon, a title, text and an optional link. Static, so no island.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * Server render of yomu/icon-box.
 */
final class IconBoxBlock {

	/**
	 * Icon name => SVG path data (24 × 24).
	 */
	public const ICONS = array(
		'star'  => 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z',
		'heart' => 'M12 21l-1.5-1.3C5.4 15.1 2 12 2 8.2 2 5.1 4.4 3 7.3 3c1.8 0 3.5.9 4.7 2.2C13.2 3.9 14.9 3 16.7 3 19.6 3 22 5.1 22 8.2c0 3.8-3.4 6.9-8.5 11.5z',
		'book'  => 'M4 3h7a3 3 0 013 3v15a2 2 0 00-2-2H4zm16 0h-4a3 3 0 00-1 .2V21a2 2 0 012-2h3z',
		'bolt'  => 'M13 2L4 14h7l-1 8 9-12h-7z',
		'check' => 'M9 16.2l-4.2-4.2L3.4 13.4 9 19 21 7l-1.4-1.4z',
		'globe' => 'M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-3a15.6 15.6 0 00-1.4-3.6A8 8 0 0118.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 010-4h3.4a16.5 16.5 0 000 4zm.8 2h3a15.6 15.6 0 001.4 3.6A8 8 0 015.1 16zm3-8h-3a8 8 0 014.4-3.6A15.6 15.6 0 008.1 8zM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.3 5.6a15.6 15.6 0 001.4-3.6h3a8 8 0 01-4.4 3.6zm1.7-5.6a16.5 16.5 0 000-4h3.4a8.2 8.2 0 010 4z',
	);

	/**
	 * The block's HTML.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		$title = Attributes::text( $attributes, 'title' );
		$text  = Attributes::text( $attributes, 'text' );
		if ( '' === $title && '' === $text ) {
			return '';
		}
		$icon  = Attributes::text( $attributes, 'icon', 'star' );
		$path  = self::ICONS[ $icon ] ?? self::ICONS['star'];
		$url   = esc_url( Attributes::text( $attributes, 'url' ) );
		$title = esc_html( $title );
		if ( '' !== $url && '' !== $title ) {
			$title = '<a href="' . $url . '">' . $title . '</a>';
		}
		return sprintf(
			'<div %1$s><span class="yomu-icon-box__icon" aria-hidden="true"><svg viewBox="0 0 24 24" width="40" height="40" focusable="false"><path d="%2$s" fill="currentColor"/></svg></span>%3$s%4$s</div>',
			Mount::wrapper( 'yomu-icon-box' ),
			esc_attr( $path ),
			'' !== $title ? '<h3 class="yomu-icon-box__title">' . $title . '</h3>' : '',
			'' !== $text ? '<div class="yomu-icon-box__text">' . Attributes::rich( $text ) . '</div>' : ''
		);
	}
}
