<?php
/**
 * A manga's title badges as Madara shows them before its title (MADARA-SITE.md §8.1 "Manga detail page"): HOT, NEW
 * or a custom text (manga meta manga_title_badges, manga_custom_badges), an "18+" badge for adult manga, the whole
 * group linked when manga_custom_badge_link is set. Madara stores sanitize_title() of its translated "Hot"/"New"
 * labels: the English slugs and the slugs of Yomu's own translations in the site's language are recognised; any
 * other stored value (a label of a language Yomu does not know) shows no badge rather than a guessed one.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Madara\ThemeOptions;

/**
 * Badge data and markup.
 */
final class TitleBadges {

	/**
	 * What kind of badge a stored manga_title_badges value means: hot, new, custom or '' (none).
	 *
	 * @param string   $stored     The stored value.
	 * @param string[] $hot_labels Other slugs that mean "hot" (translations).
	 * @param string[] $new_labels Other slugs that mean "new".
	 */
	public static function kind( string $stored, array $hot_labels = array(), array $new_labels = array() ): string {
		$stored = strtolower( trim( $stored ) );
		if ( '' === $stored || 'no' === $stored ) {
			return '';
		}
		if ( 'hot' === $stored || in_array( $stored, $hot_labels, true ) ) {
			return 'hot';
		}
		if ( 'new' === $stored || in_array( $stored, $new_labels, true ) ) {
			return 'new';
		}
		return 'custom' === $stored ? 'custom' : '';
	}

	/**
	 * A manga's badges: [class, text] pairs in Madara's order (the title badge, then 18+), and the group's link.
	 *
	 * @param int $manga_id Manga post ID (its meta is primed for listings by CardPrimer).
	 * @return array{badges: array<int, array{0: string, 1: string}>, link: string, target: string}
	 */
	public static function of( int $manga_id ): array {
		$kind   = self::kind(
			(string) get_post_meta( $manga_id, MetaKeys::BADGES, true ),
			array( sanitize_title( __( 'Hot', 'yomu-core' ) ) ),
			array( sanitize_title( __( 'New', 'yomu-core' ) ) )
		);
		$badges = array();
		if ( 'hot' === $kind ) {
			$badges[] = array( 'hot', __( 'Hot', 'yomu-core' ) );
		} elseif ( 'new' === $kind ) {
			$badges[] = array( 'new', __( 'New', 'yomu-core' ) );
		} elseif ( 'custom' === $kind ) {
			$text = trim( wp_strip_all_tags( (string) get_post_meta( $manga_id, MetaKeys::CUSTOM_BADGES, true ) ) );
			if ( '' !== $text ) {
				$badges[] = array( 'custom ' . sanitize_html_class( sanitize_title( $text ) ), $text );
			}
		}
		if ( MetaKeys::is_adult( $manga_id ) ) {
			$badges[] = array( 'custom adult', __( '18+', 'yomu-core' ) );
		}
		$link = $badges ? esc_url_raw( trim( (string) get_post_meta( $manga_id, MetaKeys::BADGE_LINK, true ) ), array( 'http', 'https' ) ) : '';
		return array(
			'badges' => $badges,
			'link'   => $link,
			'target' => '_blank' === get_post_meta( $manga_id, MetaKeys::BADGE_TARGET, true ) ? '_blank' : '_self',
		);
	}

	/**
	 * The badges' escaped markup ('' when the manga has none): span.manga-title-badges per badge, wrapped in one
	 * link when the manga sets one (a new tab gets rel=noopener).
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function html( int $manga_id ): string {
		$data = self::of( $manga_id );
		$html = '';
		foreach ( $data['badges'] as list( $class, $text ) ) {
			$html .= sprintf( '<span class="manga-title-badges %1$s">%2$s</span>', esc_attr( $class ), esc_html( $text ) );
		}
		if ( '' === $html ) {
			return '';
		}
		if ( '' !== $data['link'] ) {
			$html = sprintf(
				'<a class="manga-title-badges__link" href="%1$s"%2$s>%3$s</a>',
				esc_url( $data['link'] ),
				'_blank' === $data['target'] ? ' target="_blank" rel="noopener"' : '',
				$html
			);
		}
		return '<span class="manga-badges">' . $html . '</span>';
	}

	/**
	 * Madara's manga_badge_position: 1 before the title, 2 on the thumbnail. The site-wide option only (Madara's
	 * per-post override has no editing UI, and in a listing the page's own post is not the card's).
	 */
	public static function position(): int {
		return '2' === (string) ThemeOptions::get( 'manga_badge_position', '1', 0 ) ? 2 : 1;
	}
}
