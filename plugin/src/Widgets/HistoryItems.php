<?php
/**
 * Reading history entries ({id, c, p, t}: manga, chapter, page, time) as Madara's `.my-history-item-wrap`
 * items: the manga's cover and title, the chapter where the reader stopped (at that page), and when. Published
 * manga only, adult ones left out for a Family Safe visitor.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

use Yomu\Bridge\Island;
use Yomu\Core\Account\HistoryList;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\TimeAgo;
use Yomu\Core\Account\ReadingProgress;
use Yomu\Core\Listing\QueryVars;
use Yomu\Core\Listing\Thumbnail;
use Yomu\Core\Routing\Urls;

/**
 * The items.
 */
final class HistoryItems {

	/** The most entries one list shows (Madara's guest cookie keeps 12). */
	public const MOST = 20;

	/**
	 * The items of the newest $count entries, or Madara's `.no-histories` message when none is left.
	 *
	 * @param array<int, array{id: int, c: int, p: int, t: int}> $entries Entries, any order.
	 * @param int                                                $count   How many.
	 * @param string                                             $heading The items' heading: h5 under a widget's title, h3 under a page's h2.
	 */
	public static function html( array $entries, int $count, string $heading = 'h5' ): string {
		usort( $entries, static fn ( array $a, array $b ): int => $b['t'] <=> $a['t'] );
		$by_manga = array();
		foreach ( $entries as $entry ) {
			$by_manga[ $entry['id'] ] ??= $entry;
		}
		$count = max( 1, min( self::MOST, $count ) );
		$posts = array();
		if ( $by_manga ) {
			$query = new \WP_Query(
				QueryVars::force(
					array(
						'post__in'               => array_slice( array_keys( $by_manga ), 0, self::MOST ),
						'orderby'                => 'post__in',
						'posts_per_page'         => $count,
						'no_found_rows'          => true,
						'update_post_term_cache' => false,
					)
				)
			);
			$posts = array_filter( $query->posts, static fn ( $post ): bool => $post instanceof \WP_Post );
		}
		ChapterRepository::prime( array_map( static fn ( \WP_Post $post ): int => $post->ID, $posts ) );
		$html = '';
		foreach ( $posts as $post ) {
			$html .= self::item( $post, $by_manga[ $post->ID ], 'h3' === $heading ? 'h3' : 'h5' );
		}
		return '' === $html ? '<div class="no-histories">' . HistoryList::empty_message() . '</div>' : $html;
	}

	/**
	 * The visitor's list: a reader's own from the server; for a guest (whose page a shared cache may keep) the empty
	 * list, which the guest-history island replaces with the guest's own when the browser is idle.
	 *
	 * @param int    $count   How many.
	 * @param string $heading The items' heading (see html()).
	 */
	public static function for_visitor( int $count, string $heading = 'h5' ): string {
		$user = get_current_user_id();
		if ( $user ) {
			return self::html( HistoryList::all( $user ), $count, $heading );
		}
		$empty = self::html( array(), $count, $heading );
		if ( ! class_exists( Island::class ) ) {
			return $empty;
		}
		$props = array( 'count' => $count ) + ( 'h3' === $heading ? array( 'heading' => 3 ) : array() );
		// A guest who never read anything has no cookie: the island's code is not fetched for nothing (the cached page
		// is the same for every guest, so the check runs in the browser, before the loader looks for islands).
		$skip = '(function(s){var e=s&&s.previousElementSibling;if(e&&!/(?:^|;\\s*)' . GuestHistories::COOKIE . '=/.test(document.cookie))e.removeAttribute("data-island");})(document.currentScript);';
		return Island::render( 'guest-history', $props, $empty, 'idle' ) . wp_get_inline_script_tag( $skip );
	}

	/**
	 * One item.
	 *
	 * @param \WP_Post                               $manga The manga.
	 * @param array{id: int, c: int, p: int, t: int} $entry   Its entry.
	 * @param string                                 $heading h3 or h5.
	 */
	private static function item( \WP_Post $manga, array $entry, string $heading ): string {
		$url     = Urls::manga( $manga );
		$title   = get_the_title( $manga );
		$cover   = Thumbnail::html( $manga, $title );
		$chapter = $entry['c'] > 0 ? ChapterRepository::find( $entry['c'] ) : null;
		$place   = '';
		if ( $chapter && $chapter->manga_id === $manga->ID ) {
			$place = sprintf(
				'<div class="chapter"><a href="%1$s">%2$s</a></div>',
				esc_url( Urls::chapter( $manga, $chapter, '', '', max( 1, $entry['p'] ) ) ),
				esc_html( $chapter->title() )
			) . ReadingProgress::html( ReadingProgress::of( $manga->ID, $chapter->id, $entry['p'] ) );
		}
		$when = $entry['t'] > 0 ? '<div class="timediff">' . TimeAgo::html( $entry['t'] ) . '</div>' : '';
		return sprintf(
			'<div class="my-history-item-wrap"><div class="history-thumb c-image-hover"><a href="%1$s" tabindex="-1" aria-hidden="true">%2$s</a></div>'
			. '<div class="history-content"><%6$s class="widget-title h5"><a href="%1$s">%3$s</a></%6$s>%4$s%5$s</div></div>',
			esc_url( $url ),
			$cover,
			esc_html( $title ),
			$place,
			$when,
			$heading
		);
	}

	/**
	 * A guest's entries from Madara's cookie (base64 JSON of {id, c, p, i, t}); malformed ones dropped.
	 *
	 * @param mixed $cookie The cookie's value.
	 * @return array<int, array{id: int, c: int, p: int, t: int}>
	 */
	public static function from_cookie( $cookie ): array {
		// PHP reads a raw "+" of a cookie (js-cookie leaves it so) as a space.
		$json = is_string( $cookie ) && strlen( $cookie ) < 8192 ? base64_decode( str_replace( ' ', '+', $cookie ), true ) : false; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- Madara's cookie format.
		$list = is_string( $json ) ? json_decode( $json, true ) : null;
		$out  = array();
		foreach ( is_array( $list ) ? $list : array() as $entry ) {
			if ( is_array( $entry ) && isset( $entry['id'] ) && is_numeric( $entry['id'] ) && (int) $entry['id'] > 0 ) {
				$out[] = array(
					'id' => (int) $entry['id'],
					'c'  => isset( $entry['c'] ) && is_numeric( $entry['c'] ) ? (int) $entry['c'] : 0,
					'p'  => isset( $entry['p'] ) && is_numeric( $entry['p'] ) ? (int) $entry['p'] : 1,
					't'  => isset( $entry['t'] ) && is_numeric( $entry['t'] ) ? (int) $entry['t'] : 0,
				);
			}
		}
		return array_slice( $out, 0, self::MOST );
	}
}
