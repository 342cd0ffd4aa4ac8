<?php
/**
 * The body of a video chapter: the chosen server's player and, when there are several servers, a server
 * selector. Without JavaScript the selector is a list of links (?server=N, so the choice survives a reload);
 * the video-servers island turns it into toggle buttons that swap the player in place.
 *
 * The choice is remembered per manga in the cookie yomu_video_server_{manga ID} (set by the island), like the
 * reader's other preferences: the server reads it, so a remembered server is the one the page is sent with and
 * no player is loaded only to be replaced. ?server=N in the URL wins over the cookie; without either, Madara's
 * "default video server" setting picks the server of that name. The cookie's path is the manga's URL path, so
 * browsers send it only on that manga's pages, and Http\CacheHeaders keeps those pages out of shared caches
 * when it is sent (filter yomu_personal_cookies): other pages stay cacheable for the visitor.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Bridge\Island;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Settings;
use Yomu\Core\Content\VideoServers;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * Markup of div.chapter-video.
 */
final class VideoPlayer {

	public const QUERY_ARG = 'server';

	public const COOKIE_PREFIX = 'yomu_video_server_';

	/**
	 * The filtered player markup of a video chapter.
	 *
	 * @param Request $request Reading request of a video chapter.
	 */
	public static function render( Request $request ): string {
		if ( ! $request->chapter ) {
			return '';
		}
		$servers = VideoServers::playable( ChapterRepository::text( $request->chapter ), $request->chapter->title() );
		if ( array() === $servers ) {
			return '<div class="chapter-video"><p class="chapter-video__empty">' . esc_html__( 'This video is not available.', 'yomu-core' ) . '</p></div>';
		}
		$selected = self::selected( $request->manga->ID, array_column( $servers, 'name' ) );
		// The consent layer holds back players of categories the visitor has not accepted.
		$held   = array_map( static fn ( array $server ): string => (string) apply_filters( 'yomu_consent_hold', $server['html'] ), $servers );
		$player = '<div class="chapter-video__player">' . $held[ $selected ] . '</div>';
		if ( 1 === count( $servers ) ) {
			return '<div class="chapter-video">' . $player . '</div>';
		}
		$base     = Urls::chapter( $request->manga, $request->chapter, $request->explicit_style, $request->host );
		$links    = '';
		$switches = array();
		foreach ( $servers as $i => $server ) {
			$url        = add_query_arg( self::QUERY_ARG, $i + 1, $base );
			$links     .= sprintf(
				'<li><a class="chapter-video__server" href="%1$s"%2$s>%3$s</a></li>',
				esc_url( $url ),
				$i === $selected ? ' aria-current="true"' : '',
				esc_html( $server['name'] )
			);
			$switches[] = array(
				'name' => $server['name'],
				'html' => $held[ $i ],
			);
		}
		$label    = __( 'Video server', 'yomu-core' );
		$fallback = sprintf( '<nav class="chapter-video__servers" aria-label="%1$s"><ul>%2$s</ul></nav>%3$s', esc_attr( $label ), $links, $player );
		$props    = array(
			'servers'    => $switches,
			'selected'   => $selected,
			'cookie'     => self::COOKIE_PREFIX . $request->manga->ID,
			'cookiePath' => self::cookie_path( $request->manga ),
		);
		$inner    = class_exists( Island::class ) ? Island::render( 'video-servers', $props, $fallback, 'idle' ) : $fallback;
		return '<div class="chapter-video">' . $inner . '</div>';
	}

	/**
	 * Declares the cookie as one that changes the page, for Http\CacheHeaders and proxies in front.
	 *
	 * @param string[] $prefixes Cookie name prefixes.
	 * @return string[]
	 */
	public static function personal_cookie( array $prefixes ): array {
		$prefixes[] = self::COOKIE_PREFIX;
		return $prefixes;
	}

	/**
	 * The path of the manga's URLs (the cookie's path), '/' when it has none.
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	public static function cookie_path( \WP_Post $manga ): string {
		$path = (string) wp_parse_url( (string) get_permalink( $manga ), PHP_URL_PATH );
		return preg_match( '#^/[^;,\s]*$#', $path ) ? trailingslashit( $path ) : '/';
	}

	/**
	 * The 0-based server to show: ?server=N (1-based), else the manga's cookie, else the server named like
	 * Madara's "default video server" setting (wp_manga_settings[default_video_server]), else the first.
	 *
	 * @param int      $manga_id Manga post ID.
	 * @param string[] $names    Server names, in order.
	 */
	public static function selected( int $manga_id, array $names ): int {
		$count = count( $names );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display choice read from the URL.
		$raw = isset( $_GET[ self::QUERY_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::QUERY_ARG ] ) ) : '';
		if ( '' === $raw ) {
			$cookie = self::COOKIE_PREFIX . $manga_id;
			$raw    = isset( $_COOKIE[ $cookie ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ $cookie ] ) ) : '';
		}
		$number = preg_match( '/^\d{1,3}$/', $raw ) ? (int) $raw : 0;
		if ( $number >= 1 && $number <= $count ) {
			return $number - 1;
		}
		$default = Settings::get( 'default_video_server' );
		foreach ( $names as $i => $name ) {
			if ( is_string( $default ) && '' !== trim( $default ) && 0 === strcasecmp( trim( $default ), $name ) ) {
				return (int) $i;
			}
		}
		return 0;
	}
}
