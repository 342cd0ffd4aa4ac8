<?php
/**
 * The two front-end chapter actions: create (images, a ZIP of images, or text) and update (name, subtitle,
 * index, volume, price, pages, text, thumbnail). Each authorizes first (signed in, the manga exists, Access rule,
 * a nonce made for this manga), then validates everything it can before the first write, and writes only
 * through ChapterWriter and the Storage classes, which do the file checks (DESIGN.md §6).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\FrontUpload;

use Yomu\Core\Admin\Targets;
use Yomu\Core\Admin\Uploads;
use Yomu\Core\Admin\VideoServerFields;
use Yomu\Core\Admin\WarningField;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterFields;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Warnings;
use Yomu\Core\Premium\PriceEditors;
use Yomu\Core\Premium\PriceField;
use Yomu\Core\Routing\Urls;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\ZipImages;

/**
 * Chapter create and update for the front end.
 */
final class Handlers {

	/**
	 * Creates a chapter.
	 *
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @param array<string, mixed> $files   $_FILES.
	 * @return array{message: string, url: string, manga_id: int}|\WP_Error
	 */
	public static function create( array $request, array $files ) {
		$manga_id = Targets::id( $request['manga_id'] ?? '' );
		$allowed  = self::authorize( 'create', $manga_id, $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$fields = self::fields( $request );
		$check  = ChapterFields::normalize( $manga_id, $fields );
		if ( is_wp_error( $check ) ) {
			return $check;
		}
		$price = self::price( $manga_id, $request );
		if ( is_wp_error( $price ) ) {
			return $price;
		}
		$thumbnail = Thumbnail::prepare( $files['chapter-thumbnail'] ?? null );
		if ( is_wp_error( $thumbnail ) ) {
			return $thumbnail;
		}
		$kind    = $request['chapter_kind'] ?? '';
		$chapter = 'text' === $kind
			? ChapterWriter::create_text_chapter( $manga_id, $fields, self::text( $request ) )
			: ( 'video' === $kind ? self::create_video( $manga_id, $fields, $request ) : self::create_images( $manga_id, $fields, $files ) );
		if ( is_wp_error( $chapter ) ) {
			Thumbnail::discard( $thumbnail );
			return $chapter;
		}
		if ( null !== $price ) {
			PriceField::save( $manga_id, array( $chapter->id ), $price );
		}
		$stored = null !== $thumbnail ? Thumbnail::store( $chapter, $thumbnail ) : true;
		/* translators: %s: chapter name */
		$message = sprintf( __( 'Chapter "%s" created.', 'yomu-core' ), $chapter->title() );
		if ( is_wp_error( $stored ) ) {
			$message .= ' ' . $stored->get_error_message();
		}
		return array(
			'message'  => $message,
			'url'      => Urls::chapter( $manga_id, $chapter ),
			'manga_id' => $manga_id,
		);
	}

	/**
	 * Updates a chapter. The manga is the one that owns the chapter row, never a client value.
	 *
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @param array<string, mixed> $files   $_FILES.
	 * @return array{message: string, url: string, manga_id: int}|\WP_Error
	 */
	public static function update( array $request, array $files ) {
		$allowed = self::may_try();
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$chapter = ChapterRepository::find( Targets::id( $request['chapter_id'] ?? '' ) );
		if ( null === $chapter ) {
			return Access::sees_all()
				? new \WP_Error( 'yomu_not_found', __( 'This chapter does not exist.', 'yomu-core' ), array( 'status' => 404 ) )
				: self::forbidden();
		}
		$manga_id = $chapter->manga_id;
		$allowed  = self::authorize( 'update', $manga_id, $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$fields = self::fields( $request );
		$check  = ChapterFields::normalize( $manga_id, $fields, true );
		if ( is_wp_error( $check ) ) {
			return $check;
		}
		$price = self::price( $manga_id, $request );
		if ( is_wp_error( $price ) ) {
			return $price;
		}
		$thumbnail = Thumbnail::prepare( $files['chapter-thumbnail'] ?? null );
		if ( is_wp_error( $thumbnail ) ) {
			return $thumbnail;
		}
		$body = self::update_body( $chapter, $request, $files );
		if ( is_wp_error( $body ) ) {
			Thumbnail::discard( $thumbnail );
			return $body;
		}
		$saved = ChapterWriter::update( $chapter->id, $fields );
		if ( is_wp_error( $saved ) ) {
			Thumbnail::discard( $thumbnail );
			return $saved;
		}
		if ( null !== $price ) {
			PriceField::save( $manga_id, array( $chapter->id ), $price );
		}
		// The form always sends the field; a client that leaves it out leaves the warning alone.
		if ( isset( $request[ WarningField::CHAPTER_FIELD ] ) && is_string( $request[ WarningField::CHAPTER_FIELD ] ) ) {
			Warnings::save_for_chapter( $saved, $request[ WarningField::CHAPTER_FIELD ] );
		}
		$stored = null !== $thumbnail ? Thumbnail::store( $saved, $thumbnail ) : true;
		if ( is_wp_error( $stored ) ) {
			return $stored;
		}
		return array(
			'message'  => __( 'Chapter saved.', 'yomu-core' ),
			'url'      => Urls::chapter( $manga_id, $saved ),
			'manga_id' => $manga_id,
		);
	}

	/**
	 * The checks that need no lookup: signed in, and allowed to upload at all. They run before any ID is
	 * looked up, so a guest or a subscriber gets the same answer for existing and missing IDs.
	 *
	 * @return true|\WP_Error
	 */
	private static function may_try() {
		if ( ! is_user_logged_in() ) {
			return new \WP_Error( 'yomu_signed_out', __( 'You must be signed in to manage chapters.', 'yomu-core' ), array( 'status' => 403 ) );
		}
		return Access::may_upload() ? true : self::forbidden();
	}

	/**
	 * The refusal of a signed-in user who may not edit the manga (or whose ID names nothing).
	 */
	private static function forbidden(): \WP_Error {
		return new \WP_Error( 'yomu_forbidden', __( 'You are not allowed to edit this manga.', 'yomu-core' ), array( 'status' => 403 ) );
	}

	/**
	 * Signed in, the manga exists, the Access rule, and the nonce of this form for this manga.
	 *
	 * @param string               $kind     create or update.
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return true|\WP_Error
	 */
	private static function authorize( string $kind, int $manga_id, array $request ) {
		$allowed = self::may_try();
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		if ( ! Targets::is_manga( $manga_id ) && Access::sees_all() ) {
			return new \WP_Error( 'yomu_not_found', __( 'This manga does not exist.', 'yomu-core' ), array( 'status' => 404 ) );
		}
		if ( ! Access::can_manage( $manga_id ) ) {
			return self::forbidden(); // The same answer whether the manga exists or not.
		}
		$nonce = isset( $request[ Access::NONCE_FIELD ] ) && is_string( $request[ Access::NONCE_FIELD ] ) ? $request[ Access::NONCE_FIELD ] : '';
		if ( ! wp_verify_nonce( $nonce, Access::nonce_action( $kind, $manga_id ) ) ) {
			return new \WP_Error( 'yomu_bad_nonce', __( 'This form has expired or was not made for this manga. Reload the page and try again.', 'yomu-core' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * The chapter fields the form sends (only those present, so an update changes only what it names).
	 *
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @return array<string, mixed>
	 */
	private static function fields( array $request ): array {
		$map    = array(
			'chapter_name'        => 'name',
			'chapter_name_extend' => 'name_extend',
			'chapter_index'       => 'index',
			'volume_id'           => 'volume_id',
		);
		$fields = array();
		foreach ( $map as $key => $field ) {
			if ( isset( $request[ $key ] ) ) {
				$fields[ $field ] = is_string( $request[ $key ] ) ? trim( $request[ $key ] ) : $request[ $key ];
			}
		}
		return $fields;
	}

	/**
	 * The posted price (null when the form has no price field), refused for a user Chapter Coin's rule does not
	 * let set prices (PriceEditors), before anything is written.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return int|null|\WP_Error
	 */
	private static function price( int $manga_id, array $request ) {
		if ( ! isset( $request[ PriceField::NAME ] ) ) {
			return null;
		}
		if ( ! PriceEditors::may_price( $manga_id ) ) {
			return new \WP_Error( 'yomu_forbidden_price', __( 'You are not allowed to set chapter prices on this manga.', 'yomu-core' ), array( 'status' => 403 ) );
		}
		return PriceField::parse( $request[ PriceField::NAME ] );
	}

	/**
	 * The posted chapter text.
	 *
	 * @param array<string, mixed> $request Unslashed request fields.
	 */
	private static function text( array $request ): string {
		return isset( $request['yomu_text'] ) && is_string( $request['yomu_text'] ) ? $request['yomu_text'] : '';
	}

	/**
	 * A video chapter from the server rows (VideoServerFields), saved in Madara's format.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $fields   Chapter fields.
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return Chapter|\WP_Error
	 */
	private static function create_video( int $manga_id, array $fields, array $request ) {
		$body = VideoServerFields::body( $request );
		if ( null === $body ) {
			return new \WP_Error( 'yomu_invalid_video', __( 'Add at least one video server with its embed code.', 'yomu-core' ), array( 'status' => 400 ) );
		}
		return is_wp_error( $body ) ? $body : ChapterWriter::create_video_chapter( $manga_id, $fields, $body );
	}

	/**
	 * An image chapter from loose images or one ZIP.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $fields   Chapter fields.
	 * @param array<string, mixed> $files    $_FILES.
	 * @return Chapter|\WP_Error
	 */
	private static function create_images( int $manga_id, array $fields, array $files ) {
		$chosen = Uploads::images_or_zip( $files );
		if ( is_wp_error( $chosen ) ) {
			return $chosen;
		}
		if ( ! $chosen['images'] && '' === $chosen['zip'] ) {
			return new \WP_Error( 'yomu_no_files', __( 'Choose the page images or a ZIP file of them.', 'yomu-core' ), array( 'status' => 400 ) );
		}
		return '' !== $chosen['zip']
			? ChapterWriter::create_image_chapter_from_zip( $manga_id, $fields, $chosen['zip'] )
			: ChapterWriter::create_image_chapter( $manga_id, $fields, $chosen['images'] );
	}

	/**
	 * New pages (added or replacing the old ones) of an image chapter, or the new body of a text chapter.
	 * Nothing posted changes nothing.
	 *
	 * @param Chapter              $chapter Chapter.
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @param array<string, mixed> $files   $_FILES.
	 * @return true|\WP_Error
	 */
	private static function update_body( Chapter $chapter, array $request, array $files ) {
		$type = MetaKeys::chapter_type( $chapter->manga_id );
		if ( 'text' === $type ) {
			$text = self::text( $request );
			if ( '' === trim( $text ) ) {
				return true;
			}
			$result = ChapterWriter::update_text( $chapter->id, $text );
			return is_wp_error( $result ) ? $result : true;
		}
		if ( 'video' === $type ) {
			$body = VideoServerFields::body( $request );
			if ( null === $body ) {
				return true;
			}
			$result = is_wp_error( $body ) ? $body : ChapterWriter::update_video( $chapter->id, $body );
			return is_wp_error( $result ) ? $result : true;
		}
		if ( 'manga' !== $type ) {
			return true;
		}
		$chosen = Uploads::images_or_zip( $files );
		if ( is_wp_error( $chosen ) ) {
			return $chosen;
		}
		$images = $chosen['images'];
		$temp   = array();
		if ( '' !== $chosen['zip'] ) {
			$temp = ZipImages::extract( $chosen['zip'] );
			if ( is_wp_error( $temp ) ) {
				return $temp;
			}
			$images = $temp;
		}
		if ( ! $images ) {
			return true;
		}
		$result = 'replace' === ( $request['pages_mode'] ?? '' )
			? ChapterWriter::replace_pages( $chapter->id, $images )
			: ChapterWriter::add_pages( $chapter->id, $images );
		Files::delete( array_column( $temp, 'path' ) );
		return is_wp_error( $result ) ? $result : true;
	}
}
