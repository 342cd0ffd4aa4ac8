<?php
/**
 * The keys of Madara's wp_manga_settings that Yomu honours, as Settings → Manga shows them: their section, kind,
 * label, and what the site does while a key was never saved (each matches the code that reads the key).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\SiteSettings;

use Yomu\Core\Comments\Switches;
use Yomu\Core\Content\Settings;
use Yomu\Core\Feeds\ChapterRows;

/**
 * The field list and the shown value of each field.
 */
final class Fields {

	/** The largest bookmark list a reader may keep. */
	public const BOOKMARKS_MAX = 1000;

	/**
	 * The sections, in order: id => title.
	 *
	 * @return array<string, string>
	 */
	public static function sections(): array {
		return array(
			'addresses' => __( 'Addresses', 'yomu-core' ),
			'pages'     => __( 'Pages', 'yomu-core' ),
			'readers'   => __( 'Readers', 'yomu-core' ),
			'discovery' => __( 'Discovery and search engines', 'yomu-core' ),
			'reading'   => __( 'Chapter page', 'yomu-core' ),
			'storage'   => __( 'Storage', 'yomu-core' ),
		);
	}

	/**
	 * Every field: key => [section, kind, label, description?, choices?]. Kinds: slug, query_var, page, switch,
	 * number (with min and max), choice, text.
	 *
	 * @return array<string, array{section: string, kind: string, label: string, description?: string, choices?: array<string, string>, min?: int, max?: int}>
	 */
	public static function all(): array {
		$comment = array(
			'wp'     => __( 'WordPress comments', 'yomu-core' ),
			'disqus' => __( 'Disqus', 'yomu-core' ),
			'both'   => __( 'Both', 'yomu-core' ),
		);
		$related = array(
			'related_genre'  => __( 'Genre', 'yomu-core' ),
			'related_author' => __( 'Author', 'yomu-core' ),
			'related_artist' => __( 'Artist', 'yomu-core' ),
			'related_year'   => __( 'Release year', 'yomu-core' ),
		);
		return array(
			'manga_slug'                  => self::field( 'addresses', 'slug', __( 'Manga base', 'yomu-core' ), __( 'The first part of every manga and chapter address, as in /manga/title/.', 'yomu-core' ) ),
			'manga_genres_slug'           => self::field( 'addresses', 'slug', __( 'Genre base', 'yomu-core' ) ),
			'manga_tag_slug'              => self::field( 'addresses', 'slug', __( 'Tag base', 'yomu-core' ) ),
			'manga_author_slug'           => self::field( 'addresses', 'slug', __( 'Author base', 'yomu-core' ) ),
			'manga_artist_slug'           => self::field( 'addresses', 'slug', __( 'Artist base', 'yomu-core' ) ),
			'manga_release_slug'          => self::field( 'addresses', 'slug', __( 'Release year base', 'yomu-core' ) ),
			'manga_paged_var'             => self::field( 'addresses', 'query_var', __( 'Chapter page parameter', 'yomu-core' ), __( 'Carries the page number in a paged chapter\'s address.', 'yomu-core' ) ),
			'manga_archive_page'          => self::field( 'pages', 'page', __( 'Manga archive page', 'yomu-core' ), __( 'This page lists every manga, with its filters.', 'yomu-core' ) ),
			'user_page'                   => self::field( 'pages', 'page', __( 'Account page', 'yomu-core' ), __( 'Readers\' bookmarks, history and settings show on this page.', 'yomu-core' ) ),
			'manga_view'                  => self::field( 'readers', 'switch', __( 'Count manga views', 'yomu-core' ) ),
			'chapter_view'                => self::field( 'readers', 'switch', __( 'Count chapter views', 'yomu-core' ) ),
			'user_rating'                 => self::field( 'readers', 'switch', __( 'Readers can rate manga', 'yomu-core' ) ),
			'guest_rating'                => self::field( 'readers', 'switch', __( 'Visitors who are not signed in can rate too', 'yomu-core' ) ),
			'user_bookmark_max'           => self::field( 'readers', 'number', __( 'Bookmarks per reader', 'yomu-core' ), '', array( 1, self::BOOKMARKS_MAX ) ),
			'enable_comment'              => self::field( 'readers', 'switch', __( 'Discussion under manga and chapters', 'yomu-core' ) ),
			'default_comment'             => self::field( 'readers', 'choice', __( 'Comment system', 'yomu-core' ), '', $comment ),
			'related_manga'               => self::field( 'discovery', 'switch', __( 'Show related manga on the manga page', 'yomu-core' ) ),
			'related_by'                  => self::field( 'discovery', 'choice', __( 'Related by', 'yomu-core' ), '', $related ),
			'breadcrumb_all_manga_link'   => self::field( 'discovery', 'switch', __( 'Breadcrumbs start with a link to all manga', 'yomu-core' ) ),
			'breadcrumb_first_genre_link' => self::field( 'discovery', 'switch', __( 'Breadcrumbs name the manga\'s first genre', 'yomu-core' ) ),
			'single_manga_seo'            => self::field( 'discovery', 'switch', __( 'Add the site name to manga and chapter titles', 'yomu-core' ) ),
			'manga_feed_max_entries'      => self::field( 'discovery', 'number', __( 'Chapters in the chapter feed', 'yomu-core' ), '', array( 1, ChapterRows::LIMIT_MAX ) ),
			'hosting_selection'           => self::field( 'reading', 'switch', __( 'Readers can choose the image server', 'yomu-core' ) ),
			'hosting_anonymous_name'      => self::field( 'reading', 'switch', __( 'Name the servers "Server 1", "Server 2"…', 'yomu-core' ) ),
			'reading_style_selection'     => self::field( 'reading', 'switch', __( 'Readers can choose the reading style', 'yomu-core' ) ),
			'default_video_server'        => self::field( 'reading', 'text', __( 'Video server chosen first', 'yomu-core' ), __( 'The name of a video chapter\'s server, as in "Server 1". Empty: the first server.', 'yomu-core' ) ),
			'encrypt_manga_folder_name'   => self::field( 'storage', 'switch', __( 'Hide manga names in image folder names', 'yomu-core' ) ),
			'encrypt_chapter_folder_name' => self::field( 'storage', 'switch', __( 'Hide chapter names in image folder names', 'yomu-core' ) ),
		);
	}

	/**
	 * One field's entry.
	 *
	 * @param string                        $section     Section id.
	 * @param string                        $kind        Kind.
	 * @param string                        $label       Label.
	 * @param string                        $description Description, or ''.
	 * @param array<int|string, int|string> $extra      [min, max] for a number, value => label for a choice.
	 * @return array{section: string, kind: string, label: string, description?: string, choices?: array<string, string>, min?: int, max?: int}
	 */
	private static function field( string $section, string $kind, string $label, string $description = '', array $extra = array() ): array {
		$field = array(
			'section' => $section,
			'kind'    => $kind,
			'label'   => $label,
		);
		if ( '' !== $description ) {
			$field['description'] = $description;
		}
		if ( 'number' === $kind ) {
			$field['min'] = (int) $extra[0];
			$field['max'] = (int) $extra[1];
		} elseif ( 'choice' === $kind ) {
			$field['choices'] = array_map( 'strval', $extra );
		}
		return $field;
	}

	/**
	 * What a field shows: the saved value as the site reads it, else what the site does while it was never saved.
	 *
	 * @param string $key A key of all().
	 * @return string
	 */
	public static function shown( string $key ): string {
		$field  = self::all()[ $key ];
		$stored = Settings::stored( $key );
		switch ( $field['kind'] ) {
			case 'slug':
			case 'query_var':
				return Settings::slug( $key );
			case 'page':
				return (string) absint( is_scalar( $stored ) ? $stored : 0 );
			case 'number':
				$default = 'manga_feed_max_entries' === $key ? ChapterRows::max_entries() : (int) Settings::get( $key );
				return (string) max( $field['min'] ?? 1, min( $field['max'] ?? PHP_INT_MAX, $default ) );
			case 'switch':
				return self::switch_on( $key, $stored ) ? '1' : '0';
			case 'choice':
				if ( 'default_comment' === $key ) {
					return Switches::system();
				}
				return is_string( $stored ) && isset( $field['choices'][ $stored ] ) ? $stored : (string) array_key_first( $field['choices'] ?? array() );
			default:
				return is_scalar( $stored ) ? (string) $stored : '';
		}
	}

	/**
	 * Whether a switch is on, read as the code that uses it reads it.
	 *
	 * @param string $key    A switch key.
	 * @param mixed  $stored The saved value, or null.
	 */
	private static function switch_on( string $key, $stored ): bool {
		if ( 'related_manga' === $key ) {
			return '1' === (string) $stored; // As Listing\Related reads it: no related list until it is turned on.
		}
		if ( in_array( $key, array( 'user_rating', 'guest_rating', 'encrypt_manga_folder_name', 'encrypt_chapter_folder_name' ), true ) ) {
			return Settings::enabled( $key );
		}
		return null === $stored || ! in_array( (string) $stored, array( '0', 'off', 'no' ), true );
	}
}
