<?php
/**
 * Finding a chapter in a manga with hundreds: the "Volumes and chapters" box takes a search (?yomu_chapters_q=,
 * sent by a GET form printed after the post form, so it works without JavaScript and never saves the manga) and
 * lists only the chapters whose name, extended name or slug contain it. src/admin/chapter-filter.ts filters the same
 * rows as the editor types.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\Chapter;

/**
 * The chapter search of the manga editor.
 */
final class ChapterSearch {

	public const PARAM = 'yomu_chapters_q';

	public const FORM = 'yomu-chapter-search';

	/**
	 * The search typed, '' when none.
	 */
	public static function query(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only filter of the editor's own list.
		$raw = isset( $_GET[ self::PARAM ] ) && is_string( $_GET[ self::PARAM ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::PARAM ] ) ) : '';
		return mb_substr( trim( $raw ), 0, 100 );
	}

	/**
	 * The groups [volume|null, chapters[]] with only the chapters that match; groups left empty are dropped.
	 *
	 * @param array<int, array{0: mixed, 1: Chapter[]}> $groups The box's groups.
	 * @param string                                    $query  The search.
	 * @return array<int, array{0: mixed, 1: Chapter[]}>
	 */
	public static function filter( array $groups, string $query ): array {
		if ( '' === $query ) {
			return $groups;
		}
		$out = array();
		foreach ( $groups as $group ) {
			$found = array_values( array_filter( $group[1], static fn ( Chapter $chapter ): bool => self::matches( $chapter, $query ) ) );
			if ( $found ) {
				$out[] = array( $group[0], $found );
			}
		}
		return $out;
	}

	/**
	 * Whether a chapter's name, extended name or slug contains the search (case-insensitive).
	 *
	 * @param Chapter $chapter The chapter.
	 * @param string  $query   The search.
	 */
	public static function matches( Chapter $chapter, string $query ): bool {
		return false !== mb_stripos( $chapter->title() . "\n" . $chapter->slug, $query );
	}

	/**
	 * The GET form the search field joins (admin_footer, after the post form).
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function form( int $manga_id ): string {
		return sprintf(
			'<form id="%1$s" method="get" action="%2$s" role="search"><input type="hidden" name="post" value="%3$d"><input type="hidden" name="action" value="edit"></form>',
			esc_attr( self::FORM ),
			esc_url( admin_url( 'post.php' ) ),
			$manga_id
		);
	}
}
