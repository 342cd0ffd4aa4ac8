<?php
/**
 * Action madara_hover_load_post: the hover popup of a listing card, keyed by post id. Only a published,
 * unprotected manga renders; anything else answers an error and nothing about the post (MADARA.md §5 item 7).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Ratings\Rules;
use Yomu\Core\Routing\Urls;

/**
 * Builds the popup HTML.
 */
final class Hover {

	public const ACTION = 'madara_hover_load_post';

	/**
	 * Registers the action for guests and users.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
	}

	/**
	 * The declaration: everyone, read-only, published content only, so no nonce.
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'answer' ) ) )->fields( array( 'postid' => Input::INT ) );
	}

	/**
	 * The popup (HTML), or a 404 with a short message and nothing about the post.
	 *
	 * @param Input $input postid.
	 */
	public static function answer( Input $input ): Answer {
		$id   = $input->int( 'postid' );
		$post = null !== $id ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || PostTypes::MANGA !== $post->post_type || 'publish' !== $post->post_status || '' !== $post->post_password
			|| ( FamilySafe::active() && MetaKeys::is_adult( $post->ID ) ) ) {
			return Answer::html( esc_html__( 'This manga could not be found.', 'yomu-core' ), 404 );
		}
		return Answer::html( self::render( $post ) );
	}

	/**
	 * The popup.
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	public static function render( \WP_Post $manga ): string {
		$alternative = trim( (string) get_post_meta( $manga->ID, MetaKeys::ALTERNATIVE, true ) );
		$authors     = get_the_terms( $manga, 'wp-manga-author' );
		$names       = is_array( $authors ) ? implode( ', ', wp_list_pluck( $authors, 'name' ) ) : '';
		$summary     = wp_trim_words( wp_strip_all_tags( strip_shortcodes( $manga->post_excerpt ? $manga->post_excerpt : $manga->post_content ) ), 40 );
		$average     = max( 0.0, min( 5.0, (float) get_post_meta( $manga->ID, MetaKeys::AVERAGE_REVIEW, true ) ) );
		$rows        = '';
		foreach (
			array(
				__( 'Alternative', 'yomu-core' ) => $alternative,
				__( 'Authors', 'yomu-core' )     => $names,
				__( 'Status', 'yomu-core' )      => Card::status_label( (string) get_post_meta( $manga->ID, MetaKeys::STATUS, true ) ),
				__( 'Rating', 'yomu-core' )      => Rules::shown() ? number_format_i18n( $average, 1 ) . ' / 5' : '',
			) as $label => $value
		) {
			if ( '' !== $value ) {
				$rows .= sprintf( '<div class="post-content_item"><span class="summary-heading">%1$s</span> <span class="summary-content">%2$s</span></div>', esc_html( $label ), esc_html( $value ) );
			}
		}
		return sprintf(
			'<div id="manga-hover-%1$d" class="manga-hover-popup"><div class="post-title"><h3><a href="%2$s">%3$s</a></h3></div>%4$s<div class="description-summary"><p>%5$s</p></div></div>',
			$manga->ID,
			esc_url( Urls::manga( $manga ) ),
			esc_html( get_the_title( $manga ) ),
			$rows,
			esc_html( $summary )
		);
	}

}
