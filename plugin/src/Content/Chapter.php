<?php
/**
 * A chapter row of {prefix}manga_chapters.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Immutable chapter value (chapter_metas unserialized into $metas).
 */
final class Chapter {

	/**
	 * Builds a chapter.
	 *
	 * @param int                  $id          chapter_id.
	 * @param int                  $manga_id    post_id.
	 * @param int                  $volume_id   volume_id (0 = none).
	 * @param string               $name        chapter_name.
	 * @param string               $name_extend chapter_name_extend.
	 * @param string               $slug        chapter_slug.
	 * @param string               $storage     storage_in_use.
	 * @param string               $date        date (local).
	 * @param string               $date_gmt    date_gmt.
	 * @param int                  $index       chapter_index.
	 * @param float                $sort        chapter_sort.
	 * @param int                  $views       views.
	 * @param string               $warning     chapter_warning.
	 * @param string               $seo         chapter_seo.
	 * @param int                  $status      chapter_status.
	 * @param array<string, mixed> $metas       chapter_metas.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $manga_id,
		public readonly int $volume_id,
		public readonly string $name,
		public readonly string $name_extend,
		public readonly string $slug,
		public readonly string $storage,
		public readonly string $date,
		public readonly string $date_gmt,
		public readonly int $index,
		public readonly float $sort,
		public readonly int $views,
		public readonly string $warning,
		public readonly string $seo,
		public readonly int $status,
		public readonly array $metas
	) {}

	/**
	 * Builds from a database row.
	 *
	 * @param object $row Row with Madara's columns (late columns may be missing on old sites).
	 */
	public static function from_row( object $row ): self {
		$raw   = isset( $row->chapter_metas ) ? (string) $row->chapter_metas : '';
		$metas = is_serialized( $raw ) ? unserialize( $raw, array( 'allowed_classes' => false ) ) : array(); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- objects are refused.
		return new self(
			(int) $row->chapter_id,
			(int) $row->post_id,
			(int) ( $row->volume_id ?? 0 ),
			(string) $row->chapter_name,
			(string) ( $row->chapter_name_extend ?? '' ),
			(string) $row->chapter_slug,
			(string) ( $row->storage_in_use ?? 'local' ),
			(string) $row->date,
			(string) ( $row->date_gmt ?? $row->date ),
			(int) ( $row->chapter_index ?? 0 ),
			(float) ( $row->chapter_sort ?? 0 ),
			(int) ( $row->views ?? 0 ),
			(string) ( $row->chapter_warning ?? '' ),
			(string) ( $row->chapter_seo ?? '' ),
			(int) ( $row->chapter_status ?? 0 ),
			is_array( $metas ) ? $metas : array()
		);
	}

	/**
	 * Name and subtitle as shown in lists ("Chapter 12 - The Return").
	 */
	public function title(): string {
		return '' !== trim( $this->name_extend ) ? $this->name . ' - ' . $this->name_extend : $this->name;
	}

	/**
	 * The physical folder of an image chapter (chapter_metas['uid']), or '' when unknown.
	 */
	public function folder(): string {
		return isset( $this->metas['uid'] ) && is_string( $this->metas['uid'] ) ? $this->metas['uid'] : '';
	}
}
