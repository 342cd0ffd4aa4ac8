<?php
/**
 * The manga page's rating (MADARA-SITE.md §8.7): the average with its stars and vote count, and for a visitor who
 * may vote a radio group of five stars in a form that posts without JavaScript (admin-post.php); the rating island
 * takes it over. Also the rating_html of the save call's answer, in Madara's markup for Madara-era clients.
 *
 * A guest's page is shared by every guest (Http\CacheHeaders), so a guest's own vote is never printed in it; a
 * signed-in reader's page shows their stars.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ratings;

use Yomu\Core\Content\MetaKeys;

/**
 * Rating markup.
 */
final class Control {

	/**
	 * The rating block wrapped in its island ('' when the site hides ratings).
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	public static function island( \WP_Post $manga ): string {
		$html = self::html( $manga );
		if ( '' === $html || ! class_exists( \Yomu\Bridge\Island::class ) ) {
			return $html;
		}
		$state = self::state( $manga );
		$props = array_merge(
			$state,
			array(
				'nonce'    => wp_create_nonce( SaveAction::NONCE ),
				'labels'   => self::labels(),
				'messages' => array(
					'saved' => __( 'Your rating is saved.', 'yomu-core' ),
					'error' => __( 'Your rating could not be saved. Please try again.', 'yomu-core' ),
				),
			)
		);
		// React comes on the reader's first touch, hover or focus of the block, and saves a star picked before it.
		return \Yomu\Bridge\Island::render( 'rating', $props, $html, 'interaction' );
	}

	/**
	 * What the block shows now.
	 *
	 * @param \WP_Post $manga Manga post.
	 * @return array{manga: int, average: float, averageText: string, votes: int, text: string, own: float, canVote: bool, form: string}
	 */
	public static function state( \WP_Post $manga ): array {
		$average = round( max( 0.0, min( 5.0, (float) get_post_meta( $manga->ID, MetaKeys::AVERAGE_REVIEW, true ) ) ), 1 );
		$votes   = max( 0, (int) get_post_meta( $manga->ID, MetaKeys::TOTAL_VOTES, true ) );
		$own     = is_user_logged_in() ? Store::own( $manga->ID, get_current_user_id() ) : null;
		return array(
			'manga'       => $manga->ID,
			'average'     => $average,
			'averageText' => number_format_i18n( $average, 1 ),
			'votes'       => $votes,
			'text'        => self::votes_text( $average, $votes ),
			'own'         => null === $own ? 0.0 : $own,
			'canVote'     => Rules::may_vote(),
			'form'        => admin_url( 'admin-post.php' ),
		);
	}

	/**
	 * The translated labels of the form.
	 *
	 * @return array{legend: string, stars: string[], submit: string}
	 */
	private static function labels(): array {
		$stars = array();
		for ( $n = 1; $n <= 5; $n++ ) {
			/* translators: %s: number of stars, 1 to 5. */
			$stars[] = sprintf( _n( '%s star', '%s stars', $n, 'yomu-core' ), number_format_i18n( $n ) );
		}
		return array(
			'legend' => __( 'Your Rating', 'yomu-core' ),
			'stars'  => $stars,
			'submit' => __( 'Rate', 'yomu-core' ),
		);
	}

	/**
	 * The rating block ('' when the site hides ratings). The island renders the same markup.
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	public static function html( \WP_Post $manga ): string {
		if ( ! Rules::shown() ) {
			return '';
		}
		$state = self::state( $manga );
		$html  = '<div class="post-rating"><div class="post-rating__total">'
			. '<span class="score font-meta total_votes" id="averagerate">' . esc_html( $state['averageText'] ) . '</span>'
			. '<span class="post-rating__stars" aria-hidden="true" style="' . esc_attr( '--yomu-rating: ' . ( $state['average'] * 20 ) . '%' ) . '"></span>'
			. '<span class="post-rating__votes">' . self::isolate( esc_html( $state['text'] ) ) . '</span>'
			. '<span id="countrate" hidden>' . esc_html( (string) $state['votes'] ) . '</span>'
			. '</div>';
		if ( $state['canVote'] ) {
			$html .= self::form( $state, wp_create_nonce( SaveAction::NONCE ) );
		}
		return $html . '</div>';
	}

	/**
	 * The voting form: five radio buttons (a native radio group: arrow keys, and a screen reader names the group
	 * and each star) and a submit button for pages without JavaScript.
	 *
	 * @param array{manga: int, average: float, averageText: string, votes: int, text: string, own: float, canVote: bool, form: string} $state Block state.
	 * @param string                                                                                                                    $nonce The form's nonce.
	 */
	private static function form( array $state, string $nonce ): string {
		$labels = self::labels();
		$own    = (int) round( $state['own'] );
		$html   = '<form class="user-rating allow_vote" method="post" action="' . esc_url( $state['form'] ) . '">'
			. '<fieldset class="rating-stars"><legend class="rating-stars__legend">' . esc_html( $labels['legend'] ) . '</legend>';
		foreach ( $labels['stars'] as $i => $label ) {
			$value = $i + 1;
			$html .= '<label class="rating-star"><input type="radio" name="star" value="' . $value . '"' . ( $own === $value ? ' checked' : '' ) . '>'
				. '<span class="rating-star__icon" aria-hidden="true"></span><span class="screen-reader-text">' . esc_html( $label ) . '</span></label>';
		}
		return $html . '</fieldset>'
			. '<input type="hidden" name="action" value="' . esc_attr( SaveAction::FORM ) . '">'
			. '<input type="hidden" name="postID" class="rating-post-id" value="' . esc_attr( (string) $state['manga'] ) . '">'
			. '<input type="hidden" name="nonce" value="' . esc_attr( $nonce ) . '">'
			. '<button type="submit" class="c-btn rating-submit">' . esc_html( $labels['submit'] ) . '</button>'
			. '<span class="rating-status" role="status"></span>'
			. '</form>';
	}

	/**
	 * "Average X / 5 out of N total votes." (the text of the save call's answer, and the block's vote line).
	 *
	 * @param float $average Average.
	 * @param int   $votes   Number of votes.
	 */
	public static function votes_text( float $average, int $votes ): string {
		return sprintf(
			/* translators: 1: average rating, 2: best rating (5), 3: number of votes. */
			_n( 'Average %1$s / %2$s out of %3$s total vote.', 'Average %1$s / %2$s out of %3$s total votes.', $votes, 'yomu-core' ),
			number_format_i18n( $average, 1 ),
			number_format_i18n( 5 ),
			number_format_i18n( $votes )
		);
	}

	/**
	 * The save call's rating_html, in Madara's markup (the average's stars and score, the voter's own stars, the
	 * manga id), with the average and vote count as data attributes for the island.
	 *
	 * @param int   $manga_id Manga post ID.
	 * @param float $average  Average after the vote.
	 * @param int   $votes    Votes after the vote.
	 * @param float $own      The vote just given.
	 */
	public static function answer_html( int $manga_id, float $average, int $votes, float $own ): string {
		return sprintf(
			'<div class="post-total-rating allow_vote" data-average="%1$s" data-votes="%2$d">%3$s<span class="score font-meta total_votes">%4$s</span></div>'
			. '<div class="user-rating allow_vote">%5$s<span class="score font-meta total_votes">%6$s</span></div>'
			. '<input type="hidden" class="rating-post-id" value="%7$d">',
			esc_attr( (string) $average ),
			$votes,
			self::icons( $average ),
			esc_html( number_format_i18n( $average, 1 ) ),
			self::icons( $own ),
			esc_html__( 'Your Rating', 'yomu-core' ),
			$manga_id
		);
	}

	/**
	 * Madara's five star icons for a value: full, half or empty.
	 *
	 * @param float $value 0 to 5.
	 */
	private static function icons( float $value ): string {
		$html = '';
		for ( $i = 0; $i < 5; $i++ ) {
			if ( $value >= $i + 0.75 ) {
				$html .= '<i class="ion-ios-star ratings_stars rating_current"></i>';
			} elseif ( $value >= $i + 0.25 ) {
				$html .= '<i class="ion-ios-star-half ratings_stars rating_current_half"></i>';
			} else {
				$html .= '<i class="ion-ios-star-outline ratings_stars"></i>';
			}
		}
		return $html;
	}

	/**
	 * Wraps "4.5 / 5" in escaped text in a left-to-right isolate, so right-to-left pages keep the numbers' order (a
	 * number ends with a digit: the comma in "4,5 / 5, …" stays outside).
	 *
	 * @param string $escaped Escaped text.
	 */
	private static function isolate( string $escaped ): string {
		return (string) preg_replace( '#\d(?:[\d.,\x{066B}\x{066C}]*\d)?\s*/\s*\d(?:[\d.,\x{066B}\x{066C}]*\d)?#u', '<bdi dir="ltr">$0</bdi>', $escaped );
	}
}
