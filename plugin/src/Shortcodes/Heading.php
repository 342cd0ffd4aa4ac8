<?php
/**
 * [manga_heading]Text[/manga_heading] (MADARA-SITE.md §8.4): a section heading in Madara's
 * div.c-shortcode-heading.style-{1|2}, with an optional icon, border, colours and margin.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

/**
 * Renders the heading.
 */
final class Heading {

	public const TAG = 'manga_heading';

	public const DEFAULTS = array(
		'id'         => '',
		'style'      => '1',
		'icon'       => '',
		'border'     => '1',
		'heading'    => 'h4',
		'icon_color' => '',
		'heading_bg' => '',
		'margin'     => '',
	);

	public const TAGS = array( 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'p' );

	/**
	 * The shortcode's HTML.
	 *
	 * @param mixed       $raw     Attributes as parsed.
	 * @param string|null $content The enclosed text.
	 */
	public static function render( $raw, $content = null ): string {
		$atts = shortcode_atts( self::DEFAULTS, is_array( $raw ) ? $raw : array(), self::TAG );
		$text = trim( wp_strip_all_tags( (string) $content ) );
		if ( '' === $text ) {
			return '';
		}
		$style = 2 === Atts::int( $atts, 'style', 1, 1, 2 ) ? 2 : 1;
		$tag   = Atts::choice( $atts, 'heading', self::TAGS, 'h4' );
		$icon  = Atts::text( $atts, 'icon' );
		$color = sanitize_hex_color( Atts::text( $atts, 'icon_color' ) );
		$bg    = sanitize_hex_color( Atts::text( $atts, 'heading_bg' ) );
		$css   = array();
		if ( $bg ) {
			$css[] = 'background-color:' . $bg;
		}
		$margin = Atts::text( $atts, 'margin' );
		if ( preg_match( '/^-?\d{1,4}(px|em|rem|%)?( -?\d{1,4}(px|em|rem|%)?){0,3}$/', $margin ) ) {
			$css[] = 'margin:' . $margin;
		}
		$id = sanitize_html_class( Atts::text( $atts, 'id' ) );
		return sprintf(
			'<div%1$s class="c-shortcode-heading manga-shortcode style-%2$d %3$s%4$s"%5$s><%6$s class="heading">%7$s%8$s</%6$s></div>',
			'' === $id ? '' : ' id="' . esc_attr( $id ) . '"',
			$style,
			1 === $style ? 'widget-heading font-nav' : 'c-blog__heading font-heading',
			'0' === Atts::text( $atts, 'border' ) ? ' no-border' : ' has-border',
			$css ? ' style="' . esc_attr( implode( ';', $css ) ) . '"' : '',
			tag_escape( $tag ),
			'' === $icon ? '' : '<i class="' . esc_attr( $icon ) . '" aria-hidden="true"' . ( $color ? ' style="color:' . esc_attr( $color ) . '"' : '' ) . '></i> ',
			esc_html( $text )
		);
	}
}
