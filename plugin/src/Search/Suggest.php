<?php
/**
 * Action wp-manga-search-manga (MADARA.md §3.1): live suggestions for a typed title (names first, then manga whose
 * summary holds the words; never a manga the search exclusions leave out). Guests and users, read-only, so no nonce. Success: up to 10 published manga as {title, url, type} (type = the chapter type). Failure: one
 * item {error, message, type:'error'}, where `error` keeps Madara's codes ('empty title', 'not found').
 * Titles are data: the client shows them as text.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

use Yomu\Core\Access\Policy;
use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Listing\FamilySafe;

/**
 * Finds and answers suggestions.
 */
final class Suggest {

	public const ACTION = 'wp-manga-search-manga';
	public const LIMIT  = 10;

	/**
	 * Registers the action for guests and users.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
	}

	/**
	 * Published manga matching a query, best first.
	 *
	 * @param string $query       What was typed.
	 * @param bool   $family_safe Leave adult manga out.
	 * @param int    $limit       Most results.
	 * @return \WP_Post[]
	 */
	public static function find( string $query, bool $family_safe = false, int $limit = self::LIMIT ): array {
		global $wpdb;
		$words = Folding::words( $query );
		if ( ! $words ) {
			return array();
		}
		$limit = max( 1, min( 50, $limit ) );
		$table = Index::table();
		// Ranked on the compact index alone (joining posts first would read every manga's post row). Names first:
		// the summary words are read only when the names leave places free, and then rank after every name match.
		$base = 'SELECT s.manga_id FROM ' . $table . ' s WHERE s.listed = 1' . ( $family_safe ? ' AND s.adult = 0' : '' ) . Exclusions::sql( 's.manga_id' ) . ' AND ';
		$tail = ' ORDER BY ' . Matcher::rank( $words ) . $wpdb->prepare( ' ASC, LENGTH(s.title_key) ASC, s.title_key ASC, s.manga_id ASC LIMIT %d', $limit );
		$ids  = array_map( 'intval', (array) $wpdb->get_col( $base . Matcher::where_names( $words ) . $tail ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- assembled from prepared parts.
		if ( count( $ids ) < $limit ) {
			$ids = array_map( 'intval', (array) $wpdb->get_col( $base . Matcher::where( $words ) . $tail ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- assembled from prepared parts.
		}
		if ( ! $ids ) {
			return array();
		}
		// The posts themselves decide: a stale row never shows an unpublished manga.
		_prime_post_caches( $ids, false, true );
		$posts = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof \WP_Post && Policy::listed( $post ) && ! ( $family_safe && MetaKeys::is_adult( $id ) ) ) {
				$posts[] = $post;
			} else {
				Index::update( $id );
			}
		}
		return $posts;
	}

	/**
	 * The declaration: everyone, read-only, so no nonce; GET or POST.
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'answer' ) ) )->query_too()->fields( array( 'title' => Input::TEXT ) );
	}

	/**
	 * The answer to a request.
	 *
	 * @param Input $input The `title` field.
	 */
	public static function answer( Input $input ): Answer {
		$title = trim( $input->text( 'title' ) );
		if ( '' === $title ) {
			return self::failure( 'empty title', __( 'Type a title to search.', 'yomu-core' ) );
		}
		if ( Bounds::too_long( $title ) ) {
			// Madara's clients know two codes; the message says what to do.
			return self::failure( 'not found', Bounds::message() );
		}
		$found = self::find( $title, FamilySafe::active() );
		if ( ! $found ) {
			return self::failure( 'not found', __( 'No manga found.', 'yomu-core' ) );
		}
		$items = array();
		foreach ( $found as $post ) {
			$items[] = array(
				'title' => html_entity_decode( $post->post_title, ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				'url'   => (string) get_permalink( $post ),
				'type'  => MetaKeys::chapter_type( $post->ID ),
			);
		}
		return Answer::success( $items );
	}

	/**
	 * A failure: one item {error, message, type:'error'} (HTTP 200, as Madara answers).
	 *
	 * @param string $code    Madara's error code.
	 * @param string $message What the reader sees.
	 */
	private static function failure( string $code, string $message ): Answer {
		return Answer::error(
			array(
				array(
					'error'   => $code,
					'message' => $message,
					'type'    => 'error',
				),
			),
			200
		);
	}
}
