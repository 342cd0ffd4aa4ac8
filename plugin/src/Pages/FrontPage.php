<?php
/**
 * Madara's Front-Page page template (MADARA-SITE.md §8.5): a page stored with `_wp_page_template` =
 * page-templates/front-page.php whose page settings make it a manga listing, a blog listing or a plain page.
 * The settings are read as Madara reads them: the page's meta, else (empty or 'default') the theme option of the
 * same id. Madara's meta is only read.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Pages;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Madara\ThemeOptions;

/**
 * Runs the page's listing before the template is chosen, so a page past the end answers 404.
 */
final class FrontPage {

	public const TEMPLATE = 'page-templates/front-page.php';

	public const MODES = array( 'page_content', 'blog', 'manga' );

	public const LAYOUTS = array( 'small_thumbnail', 'big_thumbnail', 'simple' );

	/** The characters of the A–Z bar (Madara's ?start= values). */
	public const LETTERS = '0123456789abcdefghijklmnopqrstuvwxyz';

	/**
	 * The listing of the current request, once prepared.
	 *
	 * @var array{mode: string, settings: array<string, mixed>, query: \WP_Query, paged: int, start: string}|null
	 */
	private static $current = null;

	/**
	 * Hooks the listing and the A–Z condition.
	 */
	public static function register(): void {
		// After redirect_canonical (10): it would answer a 404 found here with a 301 to the page it guesses.
		add_action( 'template_redirect', array( self::class, 'prepare' ), 11 );
		add_filter( 'posts_where', array( self::class, 'starts_with' ), 10, 2 );
	}

	/**
	 * Whether a page uses the Front-Page template.
	 *
	 * @param int $page_id Page ID.
	 */
	public static function uses_template( int $page_id ): bool {
		return $page_id > 0 && self::TEMPLATE === get_page_template_slug( $page_id );
	}

	/**
	 * The page's settings, cleaned.
	 *
	 * @param int $id Page ID.
	 * @return array<string, mixed>
	 */
	public static function settings( int $id ): array {
		$mode   = (string) ThemeOptions::get( 'page_content', 'page_content', $id );
		$layout = (string) ThemeOptions::get( 'manga_archives_item_layout', '', $id );
		$order  = strtoupper( (string) ThemeOptions::get( 'page_post_order', 'DESC', $id ) );
		return array(
			'mode'       => in_array( $mode, self::MODES, true ) ? $mode : 'page_content',
			'type'       => sanitize_key( (string) ThemeOptions::get( 'manga_type', '', $id ) ),
			'genres'     => array_values( array_filter( array_map( 'sanitize_title', self::items( ThemeOptions::get( 'manga_genres', '', $id ) ) ) ) ),
			'tags'       => array_values( array_filter( array_map( 'sanitize_title', self::items( ThemeOptions::get( 'manga_tags', '', $id ) ) ) ) ),
			'status'     => in_array( ThemeOptions::get( 'manga_status', '', $id ), PostTypes::STATUSES, true ) ? (string) ThemeOptions::get( 'manga_status', '', $id ) : '',
			'count'      => absint( ThemeOptions::get( 'page_post_count', 0, $id ) ),
			'orderby'    => sanitize_key( (string) ThemeOptions::get( 'page_post_orderby', 'date', $id ) ),
			'range'      => sanitize_key( (string) ThemeOptions::get( 'frontpage_orderby_trending_timerange', 'week', $id ) ),
			'letters'    => ThemeOptions::on( 'manga_filter_by_characters', 'on', $id ),
			'ignore'     => array_values( array_filter( array_map( 'absint', self::items( ThemeOptions::get( 'ignore_ids', '', $id ) ) ) ) ),
			'layout'     => in_array( $layout, self::LAYOUTS, true ) ? $layout : 'default',
			'heading'    => sanitize_text_field( (string) ThemeOptions::get( 'archive_heading_text', '', $id ) ),
			'navigation' => 'default' === ThemeOptions::get( 'archive_navigation', 'wp_pagenavi', $id ) ? 'default' : 'numbers',
			'cats'       => self::items( ThemeOptions::get( 'page_post_cats', '', $id ) ),
			'post_tags'  => self::items( ThemeOptions::get( 'page_post_tags', '', $id ) ),
			'ids'        => self::items( ThemeOptions::get( 'page_post_ids', '', $id ) ),
			'order'      => 'ASC' === $order ? 'ASC' : 'DESC',
			'title'      => ThemeOptions::on( 'page_title', 'on', $id ),
		);
	}

	/**
	 * Runs the listing of a Front-Page page in manga or blog mode. A page past the last one is a 404, as in
	 * Madara; page 1 without results stays a 200 with a message (the owner sees a working page that says why it
	 * is empty instead of a "not found" on the site's home).
	 */
	public static function prepare(): void {
		self::$current = null;
		if ( ! is_page() ) {
			return;
		}
		$id = (int) get_queried_object_id();
		if ( ! self::uses_template( $id ) ) {
			return;
		}
		$settings = self::settings( $id );
		if ( 'page_content' === $settings['mode'] ) {
			return;
		}
		$paged = max( 1, (int) get_query_var( 'paged' ), (int) get_query_var( 'page' ) );
		$start = self::start();
		$args  = 'manga' === $settings['mode'] ? FrontPageQuery::manga( $settings, $paged, $start ) : FrontPageQuery::blog( $settings, $paged );
		// Grid cards show no terms (a card that does reads them for its whole page: Listing\CardPrimer).
		$args['update_post_term_cache'] = 'blog' === $settings['mode'];
		$query                          = new \WP_Query( $args );
		self::$current                  = array(
			'mode'     => $settings['mode'],
			'settings' => $settings,
			'query'    => $query,
			'paged'    => $paged,
			'start'    => $start,
		);
		if ( ! $query->have_posts() && $paged > 1 ) {
			global $wp_query;
			$wp_query->set_404();
			status_header( 404 );
			nocache_headers();
		}
	}

	/**
	 * The prepared listing of the current page, or null (not a Front-Page listing).
	 *
	 * @return array{mode: string, settings: array<string, mixed>, query: \WP_Query, paged: int, start: string}|null
	 */
	public static function current(): ?array {
		return self::$current;
	}

	/**
	 * The A–Z letter asked for with ?start= ('' for all).
	 */
	public static function start(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only listing filter.
		$raw = isset( $_GET['start'] ) && is_string( $_GET['start'] ) ? strtolower( sanitize_key( wp_unslash( $_GET['start'] ) ) ) : '';
		return 1 === strlen( $raw ) && false !== strpos( self::LETTERS, $raw ) ? $raw : '';
	}

	/**
	 * The title condition of a query carrying the A–Z letter.
	 *
	 * @param string    $where SQL WHERE.
	 * @param \WP_Query $query Query.
	 */
	public static function starts_with( string $where, \WP_Query $query ): string {
		$letter = $query->get( FrontPageQuery::STARTS_WITH_VAR );
		if ( ! is_string( $letter ) || 1 !== strlen( $letter ) || false === strpos( self::LETTERS, $letter ) ) {
			return $where;
		}
		global $wpdb;
		return $where . $wpdb->prepare( " AND {$wpdb->posts}.post_title LIKE %s", $wpdb->esc_like( $letter ) . '%' );
	}

	/**
	 * A setting's list: an OptionTree array, or a comma list.
	 *
	 * @param mixed $value Raw value.
	 * @return string[]
	 */
	private static function items( $value ): array {
		$list = is_array( $value ) ? $value : explode( ',', is_scalar( $value ) ? (string) $value : '' );
		$out  = array();
		foreach ( $list as $item ) {
			$item = is_scalar( $item ) ? trim( sanitize_text_field( (string) $item ) ) : '';
			if ( '' !== $item ) {
				$out[] = $item;
			}
		}
		return array_slice( array_values( array_unique( $out ) ), 0, 100 );
	}
}
