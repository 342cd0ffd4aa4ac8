<?php
/**
 * The listing load-more calls: `yomu_load_more` and Madara's `madara_load_more` (page, template, vars), and
 * `wp_manga_archive_loadmore` (manga_args, template). All are read-only and open to guests.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

/**
 * Answers HTML cards. Unknown template: HTTP 400 and a short readable message (never the template asked for).
 */
final class LoadMore {

	public const ACTIONS         = array( 'yomu_load_more', 'madara_load_more' );
	public const ARCHIVE_ACTION  = 'wp_manga_archive_loadmore';
	public const DEFAULT_ARCHIVE = 'madara-core/content/content-archive';

	/**
	 * Registers the actions for guests and users.
	 */
	public static function register(): void {
		foreach ( self::ACTIONS as $action ) {
			add_action( 'wp_ajax_' . $action, array( self::class, 'handle' ) );
			add_action( 'wp_ajax_nopriv_' . $action, array( self::class, 'handle' ) );
		}
		add_action( 'wp_ajax_' . self::ARCHIVE_ACTION, array( self::class, 'handle_archive' ) );
		add_action( 'wp_ajax_nopriv_' . self::ARCHIVE_ACTION, array( self::class, 'handle_archive' ) );
	}

	/**
	 * The answer to a load-more request.
	 *
	 * @param array<mixed> $request Unslashed request fields.
	 * @return array{0: int, 1: string} HTTP status and HTML.
	 */
	public static function answer( array $request ): array {
		$variant = Templates::variant( $request['template'] ?? self::DEFAULT_ARCHIVE );
		if ( null === $variant ) {
			return self::unknown_template();
		}
		$page = isset( $request['page'] ) && is_numeric( $request['page'] ) ? (int) $request['page'] : 0;
		$args = QueryVars::map( $request['vars'] ?? array(), max( 0, $page ) + 1 );
		return array( 200, Cards::page( $args, $variant ) );
	}

	/**
	 * The answer to an archive load-more request (manga_args[paged] is the page shown; the next one is sent).
	 *
	 * @param array<mixed> $request Unslashed request fields.
	 * @return array{0: int, 1: string}
	 */
	public static function archive_answer( array $request ): array {
		$template = isset( $request['template'] ) && '' !== $request['template'] ? $request['template'] : self::DEFAULT_ARCHIVE;
		$variant  = Templates::variant( $template );
		if ( null === $variant ) {
			return self::unknown_template();
		}
		$vars  = isset( $request['manga_args'] ) && is_array( $request['manga_args'] ) ? $request['manga_args'] : array();
		$shown = isset( $vars['paged'] ) && is_numeric( $vars['paged'] ) ? max( 1, (int) $vars['paged'] ) : 1;
		return array( 200, Cards::page( QueryVars::map( $vars, $shown + 1 ), $variant ) );
	}

	/**
	 * The refusal of a template that is not one of the listing's own. Madara's clients stop on any error status, so
	 * the body is for the person reading it: a message, escaped, that does not repeat what was asked.
	 *
	 * @return array{0: int, 1: string}
	 */
	private static function unknown_template(): array {
		return array( 400, esc_html__( 'This list cannot be loaded: unknown template.', 'yomu-core' ) );
	}

	/**
	 * Sends the load-more answer.
	 */
	public static function handle(): void {
		self::send( self::answer( wp_unslash( $_POST ) ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- read-only public listing.
	}

	/**
	 * Sends the archive load-more answer.
	 */
	public static function handle_archive(): void {
		self::send( self::archive_answer( wp_unslash( $_POST ) ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- read-only public listing.
	}

	/**
	 * Prints HTML with a status and ends the request.
	 *
	 * @param array{0: int, 1: string} $answer Status and HTML (already escaped).
	 */
	private static function send( array $answer ): void {
		status_header( $answer[0] );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		echo $answer[1]; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- cards are escaped when built.
		wp_die( '', '', array( 'response' => absint( $answer[0] ) ) );
	}
}
