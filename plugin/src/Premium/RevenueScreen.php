<?php
/**
 * Tools → Manga Coins Report: Chapter Coin's revenue report (admin.php?page=wp-manga-chapter-coin/revenue) under
 * Yomu, for administrators (manage_options). A GET that only reads. Its filters are Chapter Coin's (author,
 * manga_id, from, to, per_page; sortable by title or coins); unlike Chapter Coin's, the author filter filters
 * (Chapter Coin's form sent `authors` and read `author`; both are read here).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

/**
 * The admin page.
 */
final class RevenueScreen {

	public const SLUG = 'yomu-coins-report';

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
	}

	/**
	 * Adds the page under Tools.
	 */
	public static function menu(): void {
		add_management_page( __( 'Manga Coins Report', 'yomu-core' ), __( 'Manga Coins Report', 'yomu-core' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * The filters of the request, cleaned.
	 *
	 * @return array{author: int, manga: int, from: string, to: string, orderby: string, order: string, per_page: int, paged: int}
	 */
	public static function query(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only report.
		$get      = static fn ( string $key ): string => isset( $_GET[ $key ] ) && is_scalar( $_GET[ $key ] ) ? sanitize_text_field( wp_unslash( (string) $_GET[ $key ] ) ) : '';
		$author   = '' !== $get( 'author' ) ? $get( 'author' ) : $get( 'authors' );
		$per_page = (int) $get( 'per_page' );
		$orderby  = $get( 'orderby' );
		$order    = strtolower( $get( 'order' ) );
		$from     = $get( 'from' );
		$to       = $get( 'to' );
		// phpcs:enable
		return array(
			'author'   => max( 0, (int) $author ),
			'manga'    => max( 0, (int) $get( 'manga_id' ) ),
			'from'     => null !== Revenue::day( $from ) ? $from : '',
			'to'       => null !== Revenue::day( $to ) ? $to : '',
			'orderby'  => 'title' === $orderby ? 'title' : 'coins',
			'order'    => in_array( $order, array( 'asc', 'desc' ), true ) ? $order : ( 'title' === $orderby ? 'asc' : 'desc' ),
			'per_page' => in_array( $per_page, RevenueRows::PER_PAGE, true ) ? $per_page : 20,
			'paged'    => max( 1, (int) $get( 'paged' ) ),
		);
	}

	/**
	 * Prints the page.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see this page.', 'yomu-core' ), 403 );
		}
		$query = self::query();
		$page  = RevenueRows::page( $query );
		echo '<div class="wrap yomu-coins-report"><h1>' . esc_html__( 'Manga Coins Report', 'yomu-core' ) . '</h1>';
		if ( ! Points::active() ) {
			echo '<div class="notice notice-warning inline"><p>' . esc_html__( 'myCred is not active: no purchase can be read, and no chapter is locked until it is.', 'yomu-core' ) . '</p></div>';
		}
		RevenueForm::filters( $query );
		RevenueForm::table( $query, $page );
		echo '</div>';
	}
}
