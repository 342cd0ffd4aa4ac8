<?php
/**
 * Madara's rewrite rules and query vars (MADARA.md §2), for the slug {manga_slug} and paged var {manga_paged_var}.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Settings;

/**
 * Rule table. Added at 'top' after the post type's own archive rules (init 5), so /{slug}/page/{n}/ and the
 * archive feeds keep working; every chapter rule comes before WordPress's single-post rules.
 */
final class Rules {

	/** Internal query var of the AMP routes (they redirect to the non-AMP page; Yomu serves no AMP). */
	public const AMP_VAR = 'yomu_amp';

	/** Feed names of WordPress's comment feeds. */
	private const FEEDS = 'feed|rdf|rss|rss2|atom';

	/**
	 * WordPress endpoints of a single post that a chapter slug would otherwise shadow (comment feeds, oEmbed
	 * iframes, trackbacks): /{slug}/{m}/embed/ and /{slug}/{m}/feed/rss2/ stay WordPress's. A chapter whose
	 * slug is one of these words cannot be reached by its pretty URL (Madara's rules shadowed the endpoints).
	 */
	private const RESERVED = self::FEEDS . '|embed|trackback';

	/**
	 * Hooks rule and query var registration.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'add_rules' ), 10 );
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
	}

	/**
	 * The public query vars Madara's URLs and links carry.
	 *
	 * @return string[]
	 */
	public static function vars(): array {
		return array( 'chapter', 'volume', Settings::paged_var(), 'manga_ajax', 'maction', 'style', 'host', self::AMP_VAR );
	}

	/**
	 * Adds the vars to WordPress's public query vars.
	 *
	 * @param string[] $vars Public query vars.
	 * @return string[]
	 */
	public static function query_vars( $vars ): array {
		return array_values( array_unique( array_merge( (array) $vars, self::vars() ) ) );
	}

	/**
	 * Regex => query, in the order WordPress must try them.
	 *
	 * @param string $slug      wp-manga rewrite slug.
	 * @param string $paged_var Chapter page query var.
	 * @return array<string, string>
	 */
	public static function rules( string $slug, string $paged_var ): array {
		$s   = preg_quote( $slug, '#' );
		$m   = 'index.php?' . PostTypes::QUERY_VAR . '=$matches[1]';
		$pv  = $paged_var;
		$amp = self::AMP_VAR;
		$seg = '([^/]+)';
		$ch  = '(?!(?:' . self::RESERVED . ')/?$)([^/]+)';

		return array(
			"$s/$seg/$seg/$seg/amp(?:/p/([0-9]+))?/?$" => "$m&volume=\$matches[2]&chapter=\$matches[3]&$pv=\$matches[4]&$amp=1",
			"$s/$seg/$seg/amp(?:/p/([0-9]+))?/?$"      => "$m&chapter=\$matches[2]&$pv=\$matches[3]&$amp=1",
			"$s/$seg/$seg/$seg/comment-page-([0-9]{1,})/?$" => "$m&volume=\$matches[2]&chapter=\$matches[3]&cpage=\$matches[4]",
			"$s/$seg/$seg/comment-page-([0-9]{1,})/?$" => "$m&chapter=\$matches[2]&cpage=\$matches[3]",
			"$s/$seg/$seg/$seg/p/([0-9]+)/?$"          => "$m&volume=\$matches[2]&chapter=\$matches[3]&$pv=\$matches[4]",
			"$s/$seg/ajax/chapters/?$"                 => "$m&manga_ajax=1&maction=get_chapters",
			// Madara's chapter feed of one manga (Feeds\ChapterFeed), before the volume/chapter rule would take it.
			"$s/$seg/feed/manga-chapters/?$"           => "$m&feed=manga-chapters",
			"$s/$seg/(?!feed/(?:" . self::FEEDS . ")/?$)$seg/$seg/?$" => "$m&volume=\$matches[2]&chapter=\$matches[3]",
			"$s/$seg/$seg/p/([0-9]+)/?$"               => "$m&chapter=\$matches[2]&$pv=\$matches[3]",
			"$s/$seg/amp/?$"                           => "$m&$amp=1",
			"$s/$seg/comment-page-([0-9]{1,})/?$"      => "$m&cpage=\$matches[2]",
			"$s/$seg/$ch/?$"                           => "$m&chapter=\$matches[2]",
		);
	}

	/**
	 * The rules for the current settings.
	 *
	 * @return array<string, string>
	 */
	public static function current(): array {
		return self::rules( Settings::slug( 'manga_slug' ), Settings::paged_var() );
	}

	/**
	 * Registers the rules with WordPress.
	 */
	public static function add_rules(): void {
		foreach ( self::current() as $regex => $query ) {
			add_rewrite_rule( $regex, $query, 'top' );
		}
	}
}
