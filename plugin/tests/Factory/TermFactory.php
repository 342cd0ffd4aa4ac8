<?php
/**
 * Makes terms (genres by default).
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Factory;

/**
 * Terms.
 */
final class TermFactory {

	/**
	 * A term; returns its ID.
	 *
	 * @param string               $name     Name ('' for a random one).
	 * @param string               $taxonomy Taxonomy.
	 * @param array<string, mixed> $args     wp_insert_term arguments (slug, parent, description).
	 * @throws \RuntimeException When the fixture cannot be made.
	 */
	public function create( string $name = '', string $taxonomy = 'wp-manga-genre', array $args = array() ): int {
		$term = wp_insert_term( '' === $name ? 'Genre ' . wp_generate_password( 6, false ) : $name, $taxonomy, $args );
		if ( is_wp_error( $term ) ) {
			throw new \RuntimeException( 'term not created: ' . $term->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		}
		return (int) $term['term_id'];
	}
}
