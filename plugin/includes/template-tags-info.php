<?php
/**
 * Template tags for the manga information page: the details block, the first/last chapter links and the
 * page config third-party apps read. Values are returned raw; the theme escapes them.
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

use Yomu\Core\Admin\Labels;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Settings;
use Yomu\Core\Routing\Urls;

if ( ! function_exists( 'yomu_manga_details' ) ) {
	/**
	 * The details of a manga: alternative names, rating, status (value and translated label), type and the
	 * terms of each taxonomy as [name, url] pairs.
	 *
	 * @param WP_Post|int|null $manga Manga post or ID; the current post when null.
	 * @return array{alternative: string, rating: float, votes: int, status: string, status_label: string, type: string, views: int, genres: array<int, array{0: string, 1: string}>, tags: array<int, array{0: string, 1: string}>, authors: array<int, array{0: string, 1: string}>, artists: array<int, array{0: string, 1: string}>, release: array<int, array{0: string, 1: string}>}
	 */
	function yomu_manga_details( $manga = null ): array {
		$manga    = get_post( $manga );
		$id       = $manga instanceof WP_Post ? $manga->ID : 0;
		$status   = (string) get_post_meta( $id, MetaKeys::STATUS, true );
		$statuses = Labels::statuses();
		$terms    = static function ( string $taxonomy ) use ( $id ): array {
			$found = $id ? get_the_terms( $id, $taxonomy ) : false;
			$pairs = array();
			foreach ( is_array( $found ) ? $found : array() as $term ) {
				$link    = get_term_link( $term );
				$pairs[] = array( $term->name, is_string( $link ) ? $link : '' );
			}
			return $pairs;
		};
		return array(
			'alternative'  => trim( (string) get_post_meta( $id, MetaKeys::ALTERNATIVE, true ) ),
			'rating'       => round( max( 0.0, min( 5.0, (float) get_post_meta( $id, MetaKeys::AVERAGE_REVIEW, true ) ) ), 1 ),
			'votes'        => max( 0, (int) get_post_meta( $id, MetaKeys::TOTAL_VOTES, true ) ),
			'status'       => $status,
			'status_label' => $statuses[ $status ] ?? '',
			'type'         => trim( (string) get_post_meta( $id, MetaKeys::TYPE, true ) ),
			'views'        => max( 0, (int) get_post_meta( $id, MetaKeys::VIEWS, true ) ),
			'genres'       => $terms( 'wp-manga-genre' ),
			'tags'         => $terms( 'wp-manga-tag' ),
			'authors'      => $terms( 'wp-manga-author' ),
			'artists'      => $terms( 'wp-manga-artist' ),
			'release'      => $terms( 'wp-manga-release' ),
		);
	}
}

if ( ! function_exists( 'yomu_manga_rating' ) ) {
	/**
	 * The manga page's rating block: the average and, for a visitor who may vote, the star form, as the rating
	 * island ('' when the site hides ratings, wp_manga_settings[user_rating] '0').
	 *
	 * @param WP_Post|int|null $manga Manga post or ID; the current post when null.
	 */
	function yomu_manga_rating( $manga = null ): string {
		$manga = get_post( $manga );
		return $manga instanceof WP_Post && 'wp-manga' === $manga->post_type ? Yomu\Core\Ratings\Control::island( $manga ) : '';
	}
}

if ( ! function_exists( 'yomu_manga_reading_ends' ) ) {
	/**
	 * The URLs of the first and the last chapter in reading order ('' when the manga has no chapters).
	 *
	 * @param WP_Post|int|null $manga Manga post or ID; the current post when null.
	 * @return array{first: string, last: string}
	 */
	function yomu_manga_reading_ends( $manga = null ): array {
		$manga    = get_post( $manga );
		$chapters = $manga instanceof WP_Post ? ChapterRepository::reading_order( $manga->ID ) : array();
		if ( ! $manga instanceof WP_Post || array() === $chapters ) {
			return array(
				'first' => '',
				'last'  => '',
			);
		}
		return array(
			'first' => Urls::chapter( $manga, $chapters[0] ),
			'last'  => Urls::chapter( $manga, $chapters[ count( $chapters ) - 1 ] ),
		);
	}
}

if ( ! function_exists( 'yomu_manga_page_config' ) ) {
	/**
	 * The `var manga = {…}` object of Madara's script#wp-manga-js-extra (MADARA.md §4.1, §6) for a manga page.
	 *
	 * @param WP_Post|int|null $manga Manga post or ID; the current post when null.
	 * @return array<string, string>
	 */
	function yomu_manga_page_config( $manga = null ): array {
		$manga = get_post( $manga );
		return array(
			'ajax_url'          => admin_url( 'admin-ajax.php' ),
			'home_url'          => home_url( '/' ),
			'base_url'          => $manga instanceof WP_Post ? Urls::manga( $manga ) : home_url( '/' ),
			'manga_paged_var'   => Settings::paged_var(),
			'enable_manga_view' => Settings::madara_switch( 'manga_view' ) ? '1' : '0',
			'manga_id'          => $manga instanceof WP_Post ? (string) $manga->ID : '0',
		);
	}
}

if ( ! function_exists( 'yomu_manga_continue' ) ) {
	/**
	 * Where the signed-in reader stopped in a manga (their reading history): the URL of that reading page, the
	 * chapter's title and the page; null for guests (the manga page's continue-reading island reads their cookie),
	 * when the history has no entry, or when that chapter is gone.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return array{url: string, title: string, page: int}|null
	 */
	function yomu_manga_continue( int $manga_id ): ?array {
		$user_id = get_current_user_id();
		$manga   = get_post( $manga_id );
		if ( $user_id < 1 || ! $manga instanceof WP_Post ) {
			return null;
		}
		foreach ( (array) get_user_meta( $user_id, Yomu\Core\Reader\History::META, true ) as $entry ) {
			if ( is_array( $entry ) && (int) ( $entry['id'] ?? 0 ) === $manga_id ) {
				$chapter = ChapterRepository::find( (int) ( $entry['c'] ?? 0 ) );
				if ( ! $chapter || $chapter->manga_id !== $manga_id ) {
					return null;
				}
				$page = max( 1, (int) ( $entry['p'] ?? 1 ) );
				return array(
					'url'   => Urls::chapter( $manga, $chapter, '', '', $page ),
					'title' => $chapter->title(),
					'page'  => $page,
				);
			}
		}
		return null;
	}
}
