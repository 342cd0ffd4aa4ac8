<?php
/**
 * Turns an uploaded image into a file that is safe to serve: the type is read from the content (never from
 * the name), size and dimensions are checked before decoding, and the pixels are re-encoded with GD so no
 * metadata or appended payload survives.
 *
 * Formats: JPEG, PNG and WebP keep their format; static GIFs are re-encoded as GIF; animated GIFs keep their
 * frames and are rebuilt block by block (GifRebuilder); BMP becomes PNG (lossless and far smaller).
 * JPEG EXIF rotation is applied before the metadata is dropped, so phone photos stay upright.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

/**
 * Image validation and re-encoding.
 */
final class ImageProcessor {

	/**
	 * Accepted image types: IMAGETYPE_* => [content MIME types finfo may report, stored MIME, extension].
	 */
	private const TYPES = array(
		IMAGETYPE_JPEG => array( array( 'image/jpeg', 'image/pjpeg' ), 'image/jpeg', 'jpg' ),
		IMAGETYPE_PNG  => array( array( 'image/png' ), 'image/png', 'png' ),
		IMAGETYPE_GIF  => array( array( 'image/gif' ), 'image/gif', 'gif' ),
		IMAGETYPE_WEBP => array( array( 'image/webp' ), 'image/webp', 'webp' ),
		IMAGETYPE_BMP  => array( array( 'image/bmp', 'image/x-ms-bmp', 'image/x-bmp' ), 'image/png', 'png' ),
	);

	/**
	 * Validates and re-encodes one image into a new temporary file. The source file is left untouched.
	 *
	 * @param string $path Server path of the uploaded file.
	 * @param string $name The client's file name (used in messages only).
	 * @return array{path: string, mime: string, ext: string, w: int, h: int}|\WP_Error
	 */
	public static function prepare( string $path, string $name ) {
		$label  = self::label( $name );
		$limits = Limits::all();
		$size   = is_file( $path ) && is_readable( $path ) ? (int) filesize( $path ) : -1;
		if ( $size < 0 ) {
			/* translators: %s: file name. */
			return new \WP_Error( 'yomu_image_unreadable', sprintf( __( '%s could not be read.', 'yomu-core' ), $label ) );
		}
		if ( 0 === $size ) {
			/* translators: %s: file name. */
			return new \WP_Error( 'yomu_image_empty', sprintf( __( '%s is empty.', 'yomu-core' ), $label ) );
		}
		if ( $size > $limits['image_bytes'] ) {
			/* translators: 1: file name, 2: size limit such as "20 MB". */
			return new \WP_Error( 'yomu_image_too_large', sprintf( __( '%1$s is larger than %2$s.', 'yomu-core' ), $label, size_format( $limits['image_bytes'] ) ) );
		}

		$info = self::quietly( static fn () => getimagesize( $path ), false );
		$type = is_array( $info ) ? (int) $info[2] : 0;
		$mime = self::content_mime( $path );
		if ( ! isset( self::TYPES[ $type ] ) || ! in_array( $mime, self::TYPES[ $type ][0], true ) ) {
			/* translators: %s: file name. */
			return new \WP_Error( 'yomu_image_type', sprintf( __( '%s is not a JPEG, PNG, GIF, WebP or BMP image.', 'yomu-core' ), $label ) );
		}
		$width  = (int) $info[0];
		$height = (int) $info[1];
		if ( $width < 1 || $height < 1 || $width > $limits['image_width'] || $height > $limits['image_height'] || $width * $height > $limits['image_pixels'] ) {
			return new \WP_Error(
				'yomu_image_dimensions',
				sprintf(
					/* translators: 1: file name, 2: width, 3: height, 4: maximum width, 5: maximum height, 6: maximum megapixels. */
					__( '%1$s is %2$d×%3$d pixels; images may be at most %4$d pixels wide, %5$d pixels tall and %6$s megapixels in total.', 'yomu-core' ),
					$label,
					$width,
					$height,
					$limits['image_width'],
					$limits['image_height'],
					number_format_i18n( $limits['image_pixels'] / 1000000, 1 )
				)
			);
		}

		$result = IMAGETYPE_GIF === $type ? self::gif( $path, $label ) : self::reencode( $path, $type, $label, $limits['quality'] );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		return array(
			'path' => $result['path'],
			'mime' => self::TYPES[ $type ][1],
			'ext'  => self::TYPES[ $type ][2],
			'w'    => $result['w'],
			'h'    => $result['h'],
		);
	}

	/**
	 * The MIME type libmagic reads from the content, '' when unknown.
	 *
	 * @param string $path File path.
	 */
	private static function content_mime( string $path ): string {
		if ( ! function_exists( 'finfo_open' ) ) {
			return '';
		}
		$finfo = finfo_open( FILEINFO_MIME_TYPE );
		if ( false === $finfo ) {
			return '';
		}
		$mime = finfo_file( $finfo, $path );
		return is_string( $mime ) ? $mime : '';
	}

	/**
	 * Decodes with GD and encodes again into a temporary file.
	 *
	 * @param string $path    Source file.
	 * @param int    $type    IMAGETYPE_* constant.
	 * @param string $label   File name for messages.
	 * @param int    $quality JPEG/WebP quality.
	 * @return array{path: string, w: int, h: int}|\WP_Error
	 */
	private static function reencode( string $path, int $type, string $label, int $quality ) {
		wp_raise_memory_limit( 'image' );
		$image = self::quietly(
			static function () use ( $path, $type ) {
				switch ( $type ) {
					case IMAGETYPE_JPEG:
						return imagecreatefromjpeg( $path );
					case IMAGETYPE_PNG:
						return imagecreatefrompng( $path );
					case IMAGETYPE_WEBP:
						return imagecreatefromwebp( $path );
					case IMAGETYPE_BMP:
						return imagecreatefrombmp( $path );
					default:
						return imagecreatefromgif( $path );
				}
			}
		);
		if ( ! $image instanceof \GdImage ) {
			/* translators: %s: file name. */
			return new \WP_Error( 'yomu_image_corrupt', sprintf( __( '%s is damaged or uses an unsupported variant of its format (animated WebP, for example).', 'yomu-core' ), $label ) );
		}
		if ( IMAGETYPE_JPEG === $type ) {
			$image = self::apply_exif_orientation( $image, $path );
		} else {
			imagealphablending( $image, false );
			imagesavealpha( $image, true );
		}

		$out = Files::temp();
		$ok  = '' !== $out && (bool) self::quietly(
			static function () use ( $image, $out, $type, $quality ) {
				switch ( $type ) {
					case IMAGETYPE_JPEG:
						imageinterlace( $image, true );
						return imagejpeg( $image, $out, $quality );
					case IMAGETYPE_WEBP:
						return imagewebp( $image, $out, $quality );
					case IMAGETYPE_GIF:
						return imagegif( $image, $out );
					default:
						return imagepng( $image, $out, 6 );
				}
			}
		);
		if ( ! $ok ) {
			Files::delete( array( $out ) );
			/* translators: %s: file name. */
			return new \WP_Error( 'yomu_image_encode', sprintf( __( '%s could not be converted. Try saving it again in an image editor.', 'yomu-core' ), $label ) );
		}
		return array(
			'path' => $out,
			'w'    => imagesx( $image ),
			'h'    => imagesy( $image ),
		);
	}

	/**
	 * A GIF: static ones are re-encoded by GD, animated ones rebuilt without their metadata blocks. Either way
	 * GD must be able to decode the first frame.
	 *
	 * @param string $path  Source file.
	 * @param string $label File name for messages.
	 * @return array{path: string, w: int, h: int}|\WP_Error
	 */
	private static function gif( string $path, string $label ) {
		$bytes   = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$rebuilt = GifRebuilder::rebuild( $bytes );
		$first   = self::quietly( static fn () => imagecreatefromgif( $path ) );
		if ( null === $rebuilt || ! $first instanceof \GdImage ) {
			/* translators: %s: file name. */
			return new \WP_Error( 'yomu_image_corrupt', sprintf( __( '%s is damaged or uses an unsupported variant of its format (animated WebP, for example).', 'yomu-core' ), $label ) );
		}
		if ( 1 === $rebuilt['frames'] ) {
			return self::reencode( $path, IMAGETYPE_GIF, $label, 0 );
		}
		$out = Files::temp();
		if ( '' === $out || ! Files::write( $out, $rebuilt['bytes'] ) ) {
			Files::delete( array( $out ) );
			/* translators: %s: file name. */
			return new \WP_Error( 'yomu_image_encode', sprintf( __( '%s could not be converted. Try saving it again in an image editor.', 'yomu-core' ), $label ) );
		}
		$size = self::quietly( static fn () => getimagesize( $out ), false );
		return array(
			'path' => $out,
			'w'    => is_array( $size ) ? (int) $size[0] : imagesx( $first ),
			'h'    => is_array( $size ) ? (int) $size[1] : imagesy( $first ),
		);
	}

	/**
	 * Rotates or flips a JPEG as its EXIF Orientation tag says (the tag itself is dropped on re-encoding).
	 *
	 * @param \GdImage $image Decoded image.
	 * @param string   $path  Source file.
	 */
	private static function apply_exif_orientation( \GdImage $image, string $path ): \GdImage {
		if ( ! function_exists( 'exif_read_data' ) ) {
			return $image;
		}
		$exif        = self::quietly( static fn () => exif_read_data( $path ) );
		$orientation = is_array( $exif ) && isset( $exif['Orientation'] ) ? (int) $exif['Orientation'] : 1;
		// Orientation => [counter-clockwise degrees, then flip], the same steps WordPress's image editors take.
		$steps = array(
			2 => array( 0, IMG_FLIP_HORIZONTAL ),
			3 => array( 180, 0 ),
			4 => array( 0, IMG_FLIP_VERTICAL ),
			5 => array( 90, IMG_FLIP_HORIZONTAL ),
			6 => array( 270, 0 ),
			7 => array( 90, IMG_FLIP_VERTICAL ),
			8 => array( 90, 0 ),
		)[ $orientation ] ?? array( 0, 0 );
		if ( 0 !== $steps[0] ) {
			$rotated = imagerotate( $image, $steps[0], 0 );
			$image   = $rotated instanceof \GdImage ? $rotated : $image;
		}
		if ( 0 !== $steps[1] ) {
			imageflip( $image, $steps[1] );
		}
		return $image;
	}

	/**
	 * Runs a GD/EXIF call without letting its warnings about malformed input reach the log.
	 *
	 * @param callable $call   The call.
	 * @param bool     $strict Whether a warning makes the result false (decoding) or is just ignored.
	 * @return mixed The call's result, or false.
	 */
	private static function quietly( callable $call, bool $strict = true ) {
		$warned = false;
		set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- GD reports corrupt input as warnings.
			static function () use ( &$warned ): bool {
				$warned = true;
				return true;
			}
		);
		try {
			$result = $call();
		} catch ( \Throwable $e ) {
			$result = false;
		} finally {
			restore_error_handler();
		}
		return $warned && $strict ? false : $result;
	}

	/**
	 * A client file name made safe for a message.
	 *
	 * @param string $name Client file name.
	 */
	public static function label( string $name ): string {
		$name = sanitize_text_field( wp_basename( str_replace( '\\', '/', $name ) ) );
		return '' !== $name ? '"' . $name . '"' : __( 'The file', 'yomu-core' );
	}
}
