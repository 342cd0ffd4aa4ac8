<?php
/**
 * Manga covers sized for their slot: 7:10 crops of a cover at the widths a card asks for at DPR 1–3 (180, 360,
 * 540 px, none wider than the cover's largest 7:10 part, whose width takes the place of the ones above it), encoded as
 * WebP where the server's image editor writes it. They are WordPress sub-sizes of the cover's attachment
 * (`yomu-cover-{width}` in its metadata), so WordPress deletes them with it and a site that goes back to Madara
 * finds its own sizes untouched. Not registered with add_image_size(): only covers get them, not every upload.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images;

/**
 * Builds and reads a cover's crops.
 */
final class CoverSizes {

	/** The crop widths: a card's width (up to about 180 px) at DPR 1, 2 and 3. */
	public const WIDTHS = array( 180, 360, 540 );

	/**
	 * WebP quality: 75 looks like WordPress's JPEG 82 at about two thirds of WebP's default 86 (a demo cover at
	 * 360 px: 14 KB against 20 KB).
	 */
	private const WEBP_QUALITY = 75;

	/** Height per width. */
	private const RATIO = 10 / 7;

	/** Attachment meta set when a cover could not be cropped, so it is not tried on every page. */
	public const FAILED_META = '_yomu_cover_sizes_failed';

	/**
	 * The size name of a width.
	 *
	 * @param int $width Crop width.
	 */
	public static function name( int $width ): string {
		return 'yomu-cover-' . $width;
	}

	/**
	 * The crop widths for an original: each of WIDTHS capped at the width of the largest 7:10 part of it (a cover
	 * wider than 7:10 gives its middle, as the card shows it).
	 *
	 * @param int $width  Original width.
	 * @param int $height Original height.
	 * @return int[] Ascending.
	 */
	public static function widths( int $width, int $height ): array {
		$widest = min( $width, (int) floor( $height / self::RATIO ) );
		return array_values( array_unique( array_map( static fn ( int $w ): int => min( $w, $widest ), self::WIDTHS ) ) );
	}

	/**
	 * The built crops of an attachment, narrowest first: URL and width. Empty while they are not built.
	 *
	 * @param int $attachment_id Cover attachment.
	 * @return array<int, array{url: string, width: int, height: int}>
	 */
	public static function sources( int $attachment_id ): array {
		$meta  = wp_get_attachment_metadata( $attachment_id );
		$sizes = is_array( $meta ) && isset( $meta['sizes'] ) ? $meta['sizes'] : array();
		$base  = wp_get_attachment_image_url( $attachment_id, 'full' );
		if ( ! is_string( $base ) ) {
			return array();
		}
		$folder  = trailingslashit( dirname( $base ) );
		$sources = array();
		foreach ( $sizes as $name => $size ) {
			if ( str_starts_with( $name, 'yomu-cover-' ) ) {
				$sources[ (int) $size['width'] ] = array(
					'url'    => $folder . rawurlencode( $size['file'] ),
					'width'  => (int) $size['width'],
					'height' => (int) $size['height'],
				);
			}
		}
		ksort( $sources );
		return array_values( $sources );
	}

	/**
	 * Whether an attachment still needs its crops (none built, and no earlier attempt failed).
	 *
	 * @param int $attachment_id Cover attachment.
	 */
	public static function missing( int $attachment_id ): bool {
		return $attachment_id > 0 && wp_attachment_is_image( $attachment_id ) && array() === self::sources( $attachment_id ) && ! get_post_meta( $attachment_id, self::FAILED_META, true );
	}

	/**
	 * Builds the crops of a cover and records them in its metadata; false (and the failure noted) when the original
	 * cannot be read or written beside.
	 *
	 * @param int $attachment_id Cover attachment.
	 */
	public static function build( int $attachment_id ): bool {
		$file = get_attached_file( $attachment_id );
		$meta = wp_get_attachment_metadata( $attachment_id );
		if ( ! is_string( $file ) || ! is_file( $file ) || ! is_array( $meta ) ) {
			return self::failed( $attachment_id );
		}
		$mime = wp_image_editor_supports( array( 'mime_type' => 'image/webp' ) ) ? 'image/webp' : null;
		$made = array();
		foreach ( self::widths( (int) ( $meta['width'] ?? 0 ), (int) ( $meta['height'] ?? 0 ) ) as $width ) {
			$size = self::crop( $file, $width, $mime );
			if ( null === $size ) {
				self::remove( dirname( $file ), $made );
				return self::failed( $attachment_id );
			}
			$made[ self::name( $width ) ] = $size;
		}
		if ( ! $made ) {
			return self::failed( $attachment_id );
		}
		$meta          = wp_get_attachment_metadata( $attachment_id ); // Read again: an editor may have saved meanwhile.
		$meta          = is_array( $meta ) ? $meta : array();
		$meta['sizes'] = array_merge( is_array( $meta['sizes'] ?? null ) ? $meta['sizes'] : array(), $made );
		wp_update_attachment_metadata( $attachment_id, $meta );
		delete_post_meta( $attachment_id, self::FAILED_META );
		return true;
	}

	/**
	 * One crop, written beside the original: its metadata entry, or null.
	 *
	 * @param string      $file  Original file.
	 * @param int         $width Crop width.
	 * @param string|null $mime  Output type (null: the original's).
	 * @return array{file: string, width: int, height: int, mime-type: string, filesize: int}|null
	 */
	private static function crop( string $file, int $width, ?string $mime ): ?array {
		$editor = wp_get_image_editor( $file );
		if ( is_wp_error( $editor ) ) {
			return null;
		}
		$original = $editor->get_size();
		$height   = min( (int) round( $width * self::RATIO ), $original['height'] );
		// Within a pixel of the original (a cover already 7:10): WordPress declines such a resize; the whole image it is.
		if ( abs( $width - $original['width'] ) > 1 || abs( $height - $original['height'] ) > 1 ) {
			$resized = $editor->resize( $width, $height, true );
			if ( is_wp_error( $resized ) ) {
				return null;
			}
		}
		$size = $editor->get_size();
		$dest = $editor->generate_filename( 'yomu-cover-' . $size['width'] . 'x' . $size['height'], null, 'image/webp' === $mime ? 'webp' : null );
		// The editor sets its quality again when it writes another type than it read: through this filter.
		$quality = static fn ( $default, $type ) => 'image/webp' === $type ? self::WEBP_QUALITY : $default;
		add_filter( 'wp_editor_set_quality', $quality, 10, 2 );
		$done    = $editor->save( $dest, $mime );
		remove_filter( 'wp_editor_set_quality', $quality, 10 );
		if ( is_wp_error( $done ) ) {
			return null;
		}
		return array(
			'file'      => wp_basename( $done['path'] ),
			'width'     => (int) $done['width'],
			'height'    => (int) $done['height'],
			'mime-type' => (string) $done['mime-type'],
			'filesize'  => (int) $done['filesize'],
		);
	}

	/**
	 * Deletes crops written before a later one failed.
	 *
	 * @param string                             $folder The original's folder.
	 * @param array<string, array{file: string}> $made   Crops written.
	 */
	private static function remove( string $folder, array $made ): void {
		foreach ( $made as $size ) {
			wp_delete_file( trailingslashit( $folder ) . $size['file'] );
		}
	}

	/**
	 * Notes a failed build.
	 *
	 * @param int $attachment_id Cover attachment.
	 */
	private static function failed( int $attachment_id ): bool {
		update_post_meta( $attachment_id, self::FAILED_META, 1 );
		return false;
	}
}
