<?php
/**
 * Plain arrays of manga, volumes, chapters and pages for the REST API (and any other feed that needs them, such as
 * OPDS): only what the public pages show, dates in ISO 8601 (UTC), text decoded from HTML entities.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Page;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Volume;
use Yomu\Core\Routing\Urls;

/**
 * Pure mapping from the content model to JSON-ready arrays.
 */
final class Serializer {

	/**
	 * Taxonomy => field name in a manga's answer.
	 */
	public const TERM_FIELDS = array(
		'wp-manga-genre'   => 'genres',
		'wp-manga-tag'     => 'tags',
		'wp-manga-author'  => 'authors',
		'wp-manga-artist'  => 'artists',
		'wp-manga-release' => 'release',
	);

	/**
	 * A manga as listed: identity, cover, terms, status and counts.
	 *
	 * @param \WP_Post $post Manga post (already checked as readable).
	 * @return array<string, mixed>
	 */
	public static function manga( \WP_Post $post ): array {
		$latest = (int) get_post_meta( $post->ID, MetaKeys::LATEST_UPDATE, true );
		$data   = array(
			'id'            => $post->ID,
			'slug'          => $post->post_name,
			'title'         => self::text( get_the_title( $post ) ),
			'link'          => Urls::manga( $post ),
			'cover'         => self::cover( $post ),
			'alternative'   => self::text( (string) get_post_meta( $post->ID, MetaKeys::ALTERNATIVE, true ) ),
			'status'        => self::status( $post->ID ),
			'type'          => self::text( (string) get_post_meta( $post->ID, MetaKeys::TYPE, true ) ),
			'chapter_type'  => MetaKeys::chapter_type( $post->ID ),
			'adult'         => MetaKeys::is_adult( $post->ID ),
			'rating'        => round( (float) get_post_meta( $post->ID, MetaKeys::AVERAGE_REVIEW, true ), 2 ),
			'votes'         => (int) get_post_meta( $post->ID, MetaKeys::TOTAL_VOTES, true ),
			'views'         => (int) get_post_meta( $post->ID, MetaKeys::VIEWS, true ),
			'date'          => self::date( $post->post_date_gmt ),
			'latest_update' => $latest > 0 ? gmdate( 'c', $latest ) : null,
		);
		foreach ( self::TERM_FIELDS as $taxonomy => $field ) {
			$data[ $field ] = self::terms( $post->ID, $taxonomy );
		}
		return $data;
	}

	/**
	 * A manga with its summary (the single-manga answer).
	 *
	 * @param \WP_Post $post Manga post (readable, password entered).
	 * @return array<string, mixed>
	 */
	public static function manga_detail( \WP_Post $post ): array {
		$data            = self::manga( $post );
		$data['summary'] = wp_kses_post( wpautop( $post->post_content ) );
		return $data;
	}

	/**
	 * A short manga reference (bookmarks, history).
	 *
	 * @param \WP_Post $post Manga post.
	 * @return array{id: int, slug: string, title: string, link: string, cover: array<string, mixed>|null}
	 */
	public static function manga_ref( \WP_Post $post ): array {
		return array(
			'id'    => $post->ID,
			'slug'  => $post->post_name,
			'title' => self::text( get_the_title( $post ) ),
			'link'  => Urls::manga( $post ),
			'cover' => self::cover( $post ),
		);
	}

	/**
	 * A volume.
	 *
	 * @param Volume $volume Volume.
	 * @return array{id: int, name: string, index: int}
	 */
	public static function volume( Volume $volume ): array {
		return array(
			'id'    => $volume->id,
			'name'  => self::text( $volume->name ),
			'index' => $volume->index,
		);
	}

	/**
	 * A chapter with its volume and reading URL.
	 *
	 * @param Chapter  $chapter Chapter.
	 * @param \WP_Post $manga   Its manga.
	 * @return array<string, mixed>
	 */
	public static function chapter( Chapter $chapter, \WP_Post $manga ): array {
		$volume = $chapter->volume_id > 0 ? ChapterRepository::volume( $manga->ID, $chapter->volume_id ) : null;
		return array(
			'id'          => $chapter->id,
			'manga_id'    => $manga->ID,
			'slug'        => $chapter->slug,
			'name'        => self::text( $chapter->name ),
			'name_extend' => self::text( $chapter->name_extend ),
			'title'       => self::text( $chapter->title() ),
			'volume'      => $volume ? self::volume( $volume ) : null,
			'number'      => ChapterRepository::sort_value( $chapter ),
			'date'        => self::date( $chapter->date_gmt ),
			'views'       => $chapter->views,
			'link'        => Urls::chapter( $manga, $chapter ),
		);
	}

	/**
	 * One page image; width and height are null when the site never stored them.
	 *
	 * @param Page $page Page.
	 * @return array{number: int, url: string, mime: string, width: int|null, height: int|null}
	 */
	public static function page( Page $page ): array {
		return array(
			'number' => $page->number,
			'url'    => esc_url_raw( $page->url ),
			'mime'   => '' !== $page->mime ? $page->mime : self::mime_of( $page->url ),
			'width'  => $page->width > 0 ? $page->width : null,
			'height' => $page->height > 0 ? $page->height : null,
		);
	}

	/**
	 * A stored GMT date ("Y-m-d H:i:s") in ISO 8601, or null when empty or zero.
	 *
	 * @param string $gmt Stored date.
	 */
	public static function date( string $gmt ): ?string {
		$time = '' !== $gmt && ! str_starts_with( $gmt, '0000' ) ? strtotime( $gmt . ' UTC' ) : false;
		return false !== $time ? gmdate( 'c', $time ) : null;
	}

	/**
	 * The cover image (full size), or null.
	 *
	 * @param \WP_Post $post Manga post.
	 * @return array{url: string, width: int|null, height: int|null}|null
	 */
	private static function cover( \WP_Post $post ): ?array {
		$id    = (int) get_post_thumbnail_id( $post );
		$image = $id > 0 ? wp_get_attachment_image_src( $id, 'full' ) : false;
		if ( ! is_array( $image ) ) {
			return null;
		}
		return array(
			'url'    => esc_url_raw( (string) $image[0] ),
			'width'  => (int) $image[1] > 0 ? (int) $image[1] : null,
			'height' => (int) $image[2] > 0 ? (int) $image[2] : null,
		);
	}

	/**
	 * The manga's publication status when it is one of Madara's, else ''.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	private static function status( int $manga_id ): string {
		$status = (string) get_post_meta( $manga_id, MetaKeys::STATUS, true );
		return in_array( $status, PostTypes::STATUSES, true ) ? $status : '';
	}

	/**
	 * The terms of one taxonomy.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $taxonomy Taxonomy.
	 * @return list<array{id: int, slug: string, name: string}>
	 */
	private static function terms( int $manga_id, string $taxonomy ): array {
		$terms = get_the_terms( $manga_id, $taxonomy );
		$list  = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$list[] = array(
				'id'   => $term->term_id,
				'slug' => $term->slug,
				'name' => self::text( $term->name ),
			);
		}
		return $list;
	}

	/**
	 * Plain text from stored text that may hold entities or tags.
	 *
	 * @param string $value Stored value.
	 */
	private static function text( string $value ): string {
		return html_entity_decode( wp_strip_all_tags( $value ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}

	/**
	 * The image MIME type from a URL's extension ('' when unknown).
	 *
	 * @param string $url Image URL.
	 */
	private static function mime_of( string $url ): string {
		$type = wp_check_filetype( (string) wp_parse_url( $url, PHP_URL_PATH ) );
		return is_string( $type['type'] ) ? $type['type'] : '';
	}
}
