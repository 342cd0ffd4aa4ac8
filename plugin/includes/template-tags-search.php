<?php
/**
 * Template tags for the manga search form: the filter choices and the values of the current request.
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Listing\Card;
use Yomu\Core\Search\Bounds;
use Yomu\Core\Search\Filters;
use Yomu\Core\Search\SearchPage;

if ( ! function_exists( 'yomu_search_filters' ) ) {
	/**
	 * The checked filter values of the current request (genre, op, author, artist, release, status, adult).
	 *
	 * @return array{genre: string[], op: bool, author: string, artist: string, release: string, status: string[], adult: string}
	 */
	function yomu_search_filters(): array {
		return Filters::current();
	}
}

if ( ! function_exists( 'yomu_search_has_filters' ) ) {
	/**
	 * Whether the current request sets any filter.
	 */
	function yomu_search_has_filters(): bool {
		return Filters::any( Filters::current() );
	}
}

if ( ! function_exists( 'yomu_search_too_long' ) ) {
	/**
	 * The message of a search refused for its length, or '' (the page then shows it instead of results).
	 */
	function yomu_search_too_long(): string {
		return SearchPage::refused() ? Bounds::message() : '';
	}
}

if ( ! function_exists( 'yomu_search_status_choices' ) ) {
	/**
	 * Status value => label.
	 *
	 * @return array<string, string>
	 */
	function yomu_search_status_choices(): array {
		$choices = array();
		foreach ( PostTypes::STATUSES as $status ) {
			$choices[ $status ] = Card::status_label( $status );
		}
		return $choices;
	}
}

if ( ! function_exists( 'yomu_search_genre_choices' ) ) {
	/**
	 * Genre slug => name, alphabetical.
	 *
	 * @return array<string, string>
	 */
	function yomu_search_genre_choices(): array {
		$terms   = get_terms(
			array(
				'taxonomy'   => 'wp-manga-genre',
				'hide_empty' => false,
				'orderby'    => 'name',
				'number'     => 200,
			)
		);
		$choices = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$choices[ $term->slug ] = $term->name;
		}
		return $choices;
	}
}

if ( ! function_exists( 'yomu_search_release_choices' ) ) {
	/**
	 * Release years that have manga, newest first.
	 *
	 * @return string[]
	 */
	function yomu_search_release_choices(): array {
		$names = get_terms(
			array(
				'taxonomy'   => 'wp-manga-release',
				'hide_empty' => true,
				'orderby'    => 'name',
				'order'      => 'DESC',
				'fields'     => 'names',
				'number'     => 200,
			)
		);
		return is_array( $names ) ? array_map( 'strval', $names ) : array();
	}
}
