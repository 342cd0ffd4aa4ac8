<?php
/**
 * Reads the images out of an uploaded ZIP without extracting anything into a served folder: every entry
 * name is checked first (no traversal, absolute paths, backslashes, control characters, links or special
 * files, encrypted entries, non-image files anywhere), the entry count and the total uncompressed size are
 * limited (zip bombs), and only then are the image entries copied, byte-limited, to temporary files
 * outside the uploads folder. The caller validates and stores those like loose uploads, then deletes them.
 *
 * __MACOSX/ folders, .DS_Store and Thumbs.db are skipped silently (archive tools add them); they are never
 * read. Entry names serve only to order the pages; they never become paths.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

/**
 * Safe reading of image archives.
 */
final class ZipImages {

	public const IMAGE_EXTENSIONS = array( 'jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp' );

	/** The files a ZIP of text chapters may hold (one file per chapter). */
	public const TEXT_EXTENSIONS = array( 'txt', 'html', 'htm' );

	private const SKIPPED_FILES = array( '.ds_store', 'thumbs.db', self::EXPORT_NOTE );

	/** The note a manga's ZIP download holds about chapters left out (Admin\MangaZip); an import skips it. */
	public const EXPORT_NOTE = 'not-included.txt';

	/** Unix file-type bits stored in the upper half of an entry's external attributes. */
	private const UNIX_TYPE_MASK = 0xF000;
	private const UNIX_FILE      = 0x8000;
	private const UNIX_DIR       = 0x4000;

	/**
	 * The image entries of a ZIP as temporary files, in archive order.
	 *
	 * @param string $zip_path Server path of the archive.
	 * @return array<int, array{path: string, name: string}>|\WP_Error
	 */
	public static function extract( string $zip_path ) {
		$zip = self::open( $zip_path );
		if ( is_wp_error( $zip ) ) {
			return $zip;
		}
		$entries = self::image_entries( $zip );
		if ( is_wp_error( $entries ) ) {
			$zip->close();
			return $entries;
		}
		$files = self::copy_out( $zip, $entries );
		$zip->close();
		return $files;
	}

	/**
	 * Opens an archive for reading.
	 *
	 * @param string $zip_path Server path of the archive.
	 * @return \ZipArchive|\WP_Error
	 */
	public static function open( string $zip_path ) {
		if ( ! class_exists( \ZipArchive::class ) ) {
			return new \WP_Error( 'yomu_zip_unsupported', __( 'This server cannot open ZIP files (the PHP zip extension is missing).', 'yomu-core' ) );
		}
		$zip = new \ZipArchive();
		if ( ! is_file( $zip_path ) || true !== $zip->open( $zip_path, \ZipArchive::RDONLY ) ) {
			return new \WP_Error( 'yomu_zip_invalid', __( 'The file is not a valid ZIP archive.', 'yomu-core' ) );
		}
		return $zip;
	}

	/**
	 * Checks every entry and lists the image ones as index => name. An archive of several chapters (an import)
	 * is not held to the page limit of one chapter; each chapter is, when it is written.
	 *
	 * @param \ZipArchive $zip         Open archive.
	 * @param bool        $one_chapter Whether the archive is one chapter.
	 * @param bool        $text        Whether it holds text chapters (.txt, .html) instead of images.
	 * @return array<int, string>|\WP_Error
	 */
	public static function image_entries( \ZipArchive $zip, bool $one_chapter = true, bool $text = false ) {
		$limits = Limits::all();
		$count  = $zip->count();
		if ( $count > $limits['zip_entries'] ) {
			/* translators: %d: maximum number of entries. */
			return new \WP_Error( 'yomu_zip_too_many_entries', sprintf( __( 'The ZIP archive has too many entries (at most %d are allowed).', 'yomu-core' ), $limits['zip_entries'] ) );
		}
		$images = array();
		$total  = 0;
		for ( $i = 0; $i < $count; $i++ ) {
			$stat = $zip->statIndex( $i, \ZipArchive::FL_UNCHANGED );
			if ( false === $stat ) {
				return new \WP_Error( 'yomu_zip_invalid', __( 'The file is not a valid ZIP archive.', 'yomu-core' ) );
			}
			$name  = (string) $stat['name'];
			$label = ImageProcessor::label( $name );
			if ( ! self::is_safe_name( $name ) ) {
				/* translators: %s: entry name. */
				return new \WP_Error( 'yomu_zip_unsafe_path', sprintf( __( 'The ZIP archive was refused: the entry %s has an unsafe path.', 'yomu-core' ), $label ) );
			}
			if ( ! self::is_plain_entry( $zip, $i ) ) {
				/* translators: %s: entry name. */
				return new \WP_Error( 'yomu_zip_link', sprintf( __( 'The ZIP archive was refused: the entry %s is a link or a special file.', 'yomu-core' ), $label ) );
			}
			if ( ! empty( $stat['encryption_method'] ) ) {
				/* translators: %s: entry name. */
				return new \WP_Error( 'yomu_zip_encrypted', sprintf( __( 'The ZIP archive was refused: the entry %s is encrypted.', 'yomu-core' ), $label ) );
			}
			if ( str_ends_with( $name, '/' ) || self::is_skipped( $name ) ) {
				continue;
			}
			if ( ! in_array( strtolower( pathinfo( $name, PATHINFO_EXTENSION ) ), $text ? self::TEXT_EXTENSIONS : self::IMAGE_EXTENSIONS, true ) ) {
				return $text
					/* translators: %s: entry name. */
					? new \WP_Error( 'yomu_zip_not_text', sprintf( __( 'The ZIP archive was refused: %s is not a text chapter. Only .txt and .html files may be inside.', 'yomu-core' ), $label ) )
					/* translators: %s: entry name. */
					: new \WP_Error( 'yomu_zip_not_image', sprintf( __( 'The ZIP archive was refused: %s is not an image. Only JPEG, PNG, GIF, WebP and BMP files may be inside.', 'yomu-core' ), $label ) );
			}
			$size = (int) $stat['size'];
			if ( $size > $limits['image_bytes'] ) {
				/* translators: 1: entry name, 2: size limit such as "20 MB". */
				return new \WP_Error( 'yomu_image_too_large', sprintf( __( '%1$s is larger than %2$s.', 'yomu-core' ), $label, size_format( $limits['image_bytes'] ) ) );
			}
			$total += $size;
			if ( $total > $limits['zip_bytes'] ) {
				/* translators: %s: size limit such as "1 GB". */
				return new \WP_Error( 'yomu_zip_too_large', sprintf( __( 'The ZIP archive was refused: its images add up to more than %s uncompressed.', 'yomu-core' ), size_format( $limits['zip_bytes'] ) ) );
			}
			$images[ $i ] = $name;
		}
		if ( ! $images ) {
			return new \WP_Error( 'yomu_zip_empty', __( 'The ZIP archive contains no images.', 'yomu-core' ) );
		}
		if ( $one_chapter && count( $images ) > $limits['chapter_pages'] ) {
			/* translators: %d: maximum number of pages. */
			return new \WP_Error( 'yomu_too_many_pages', sprintf( __( 'A chapter can have at most %d pages.', 'yomu-core' ), $limits['chapter_pages'] ) );
		}
		return $images;
	}

	/**
	 * Copies the listed entries to temporary files, never reading more bytes than the limits allow (the
	 * sizes in the archive's directory may lie).
	 *
	 * @param \ZipArchive        $zip     Open archive.
	 * @param array<int, string> $entries Index => name.
	 * @return array<int, array{path: string, name: string}>|\WP_Error
	 */
	public static function copy_out( \ZipArchive $zip, array $entries ) {
		$limits = Limits::all();
		$files  = array();
		$total  = 0;
		foreach ( $entries as $index => $name ) {
			$bytes  = $zip->getFromIndex( $index, $limits['image_bytes'] + 1 );
			$total += is_string( $bytes ) ? strlen( $bytes ) : 0;
			$error  = null;
			if ( ! is_string( $bytes ) ) {
				/* translators: %s: entry name. */
				$error = new \WP_Error( 'yomu_zip_invalid', sprintf( __( 'The ZIP archive is damaged: %s could not be read.', 'yomu-core' ), ImageProcessor::label( $name ) ) );
			} elseif ( strlen( $bytes ) > $limits['image_bytes'] ) {
				/* translators: 1: entry name, 2: size limit such as "20 MB". */
				$error = new \WP_Error( 'yomu_image_too_large', sprintf( __( '%1$s is larger than %2$s.', 'yomu-core' ), ImageProcessor::label( $name ), size_format( $limits['image_bytes'] ) ) );
			} elseif ( $total > $limits['zip_bytes'] ) {
				/* translators: %s: size limit such as "1 GB". */
				$error = new \WP_Error( 'yomu_zip_too_large', sprintf( __( 'The ZIP archive was refused: its images add up to more than %s uncompressed.', 'yomu-core' ), size_format( $limits['zip_bytes'] ) ) );
			}
			$path = null === $error ? Files::temp() : '';
			if ( null === $error && ( '' === $path || ! Files::write( $path, (string) $bytes ) ) ) {
				$error = new \WP_Error( 'yomu_storage_unwritable', __( 'The temporary folder is not writable.', 'yomu-core' ) );
			}
			if ( null !== $error ) {
				Files::delete( array_merge( array( $path ), array_column( $files, 'path' ) ) );
				return $error;
			}
			$files[] = array(
				'path' => $path,
				'name' => $name,
			);
		}
		return $files;
	}

	/**
	 * Whether an entry name is a plain relative path: no NUL or control characters, no backslashes, not
	 * absolute (no leading slash, no drive letter), no "." or ".." segments.
	 *
	 * @param string $name Entry name.
	 */
	private static function is_safe_name( string $name ): bool {
		if ( '' === $name || preg_match( '#[\x00-\x1f\x7f\\\\]#', $name ) || str_starts_with( $name, '/' ) || preg_match( '#^[a-z]:#i', $name ) ) {
			return false;
		}
		foreach ( explode( '/', rtrim( $name, '/' ) ) as $segment ) {
			if ( '' === $segment || '.' === $segment || '..' === $segment ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether an entry is a regular file or folder (not a symlink, device or pipe), judged from the Unix
	 * mode that archivers store in the external attributes.
	 *
	 * @param \ZipArchive $zip   Open archive.
	 * @param int         $index Entry index.
	 */
	private static function is_plain_entry( \ZipArchive $zip, int $index ): bool {
		$opsys = 0;
		$attr  = 0;
		if ( ! $zip->getExternalAttributesIndex( $index, $opsys, $attr, \ZipArchive::FL_UNCHANGED ) ) {
			return false;
		}
		if ( \ZipArchive::OPSYS_UNIX !== $opsys ) {
			return true;
		}
		$type = ( $attr >> 16 ) & self::UNIX_TYPE_MASK;
		return 0 === $type || self::UNIX_FILE === $type || self::UNIX_DIR === $type;
	}

	/**
	 * Whether an entry is archive-tool clutter that is skipped without being read.
	 *
	 * @param string $name Entry name.
	 */
	public static function is_skipped( string $name ): bool {
		$segments = explode( '/', $name );
		return in_array( '__MACOSX', $segments, true ) || in_array( strtolower( (string) end( $segments ) ), self::SKIPPED_FILES, true );
	}
}
