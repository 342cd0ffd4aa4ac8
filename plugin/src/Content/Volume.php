<?php
/**
 * A volume row of {prefix}manga_volumes.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Immutable volume value.
 */
final class Volume {

	/**
	 * Builds a volume.
	 *
	 * @param int    $id      volume_id.
	 * @param int    $manga_id post_id.
	 * @param string $name    volume_name.
	 * @param int    $index   volume_index.
	 * @param string $date    date (local time).
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $manga_id,
		public readonly string $name,
		public readonly int $index,
		public readonly string $date
	) {}

	/**
	 * Builds from a database row.
	 *
	 * @param object $row Row with Madara's columns.
	 */
	public static function from_row( object $row ): self {
		return new self( (int) $row->volume_id, (int) $row->post_id, (string) $row->volume_name, (int) ( $row->volume_index ?? 0 ), (string) $row->date );
	}

	/**
	 * The volume's URL segment: sanitize_title(volume_name), or n-a when that is empty (MADARA.md §2).
	 */
	public function slug(): string {
		$slug = sanitize_title( $this->name );
		return '' !== $slug ? $slug : 'n-a';
	}
}
