<?php
/**
 * Chapter actions: create (images or ZIP, text, video), update name/subtitle/index/price, move between volumes,
 * delete. Guard has already authorized the request; these validate the input and call the writer.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\Schedule\Table;
use Yomu\Core\Locale\Dates;
use Yomu\Core\Premium\PriceField;

/**
 * Chapter handlers: each returns the success message or a \WP_Error.
 */
final class ChapterHandlers {

	/**
	 * Creates an image chapter from several images or from one ZIP file.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @param array<string, mixed> $files    $_FILES.
	 * @return string|Warned|\WP_Error
	 */
	public static function create_images( int $manga_id, array $request, array $files ) {
		$fields = self::new_chapter_fields( $manga_id, $request );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		$chosen = Uploads::images_or_zip( $files );
		if ( is_wp_error( $chosen ) ) {
			return $chosen;
		}
		if ( ! $chosen['images'] && '' === $chosen['zip'] ) {
			return new \WP_Error( 'yomu_no_files', __( 'Choose the page images or a ZIP file of them.', 'yomu-core' ) );
		}
		$result = '' !== $chosen['zip']
			? ChapterWriter::create_image_chapter_from_zip( $manga_id, $fields, $chosen['zip'] )
			: ChapterWriter::create_image_chapter( $manga_id, $fields, $chosen['images'] );
		return self::created( $result );
	}

	/**
	 * Creates a text (novel) chapter from the editor's HTML.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|Warned|\WP_Error
	 */
	public static function create_text( int $manga_id, array $request ) {
		$fields = self::new_chapter_fields( $manga_id, $request );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		// The writer runs the HTML through wp_kses_post and refuses an empty body.
		$html = isset( $request['yomu_text'] ) && is_string( $request['yomu_text'] ) ? $request['yomu_text'] : '';
		return self::created( ChapterWriter::create_text_chapter( $manga_id, $fields, $html ) );
	}

	/**
	 * Creates a video chapter from its server rows (VideoServerFields), or from one yomu_embed field holding an
	 * iframe or Madara's `name :: <iframe> || …` (the writer allows only known video hosts).
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|Warned|\WP_Error
	 */
	public static function create_video( int $manga_id, array $request ) {
		$fields = self::new_chapter_fields( $manga_id, $request );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		$embed = self::video_body( $request );
		return is_wp_error( $embed ) ? $embed : self::created( ChapterWriter::create_video_chapter( $manga_id, $fields, $embed ) );
	}

	/**
	 * Replaces the servers of a video chapter; an invalid server changes nothing.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function update_video( int $manga_id, array $request ) {
		$embed = self::video_body( $request );
		if ( is_wp_error( $embed ) ) {
			return $embed;
		}
		$result = ChapterWriter::update_video( Targets::id( $request['chapter_id'] ?? '' ), $embed );
		return is_wp_error( $result ) ? $result : __( 'Video servers saved.', 'yomu-core' );
	}

	/**
	 * The submitted video body: the server rows in Madara's format, else the yomu_embed field.
	 *
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @return string|\WP_Error
	 */
	private static function video_body( array $request ) {
		$rows = VideoServerFields::body( $request );
		if ( null !== $rows ) {
			return $rows;
		}
		$embed = isset( $request['yomu_embed'] ) && is_string( $request['yomu_embed'] ) ? trim( $request['yomu_embed'] ) : '';
		return '' === $embed ? new \WP_Error( 'yomu_empty_embed', __( 'Paste the video\'s embed code (an <iframe>).', 'yomu-core' ) ) : $embed;
	}

	/**
	 * Saves a chapter's name, subtitle and index, and its price when the form sends one.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|Warned|\WP_Error
	 */
	public static function update( int $manga_id, array $request ) {
		$fields = self::name_fields( $request );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		// The price field is on the panel's form; a request without it leaves the price alone.
		$price = array_key_exists( PriceField::NAME, $request ) ? PriceField::parse( $request[ PriceField::NAME ] ) : null;
		if ( is_wp_error( $price ) ) {
			return $price;
		}
		// The panel's volume and status; a request without them leaves them alone.
		if ( array_key_exists( 'volume_id', $request ) ) {
			$fields['volume_id'] = Targets::id( $request['volume_id'] );
			if ( ! Targets::volume_fits( $fields['volume_id'], $manga_id ) ) {
				return new \WP_Error( 'yomu_foreign_volume', __( 'Choose a volume of this manga.', 'yomu-core' ) );
			}
		}
		if ( array_key_exists( 'chapter_status', $request ) ) {
			$status = is_string( $request['chapter_status'] ) ? $request['chapter_status'] : '';
			if ( ! in_array( $status, array_map( 'strval', array_keys( Labels::chapter_statuses() ) ), true ) ) {
				return new \WP_Error( 'yomu_bad_status', __( 'Choose one of the listed chapter statuses.', 'yomu-core' ) );
			}
			$fields['status'] = (int) $status;
		}
		$chapter_id = Targets::id( $request['chapter_id'] ?? '' );
		$stored     = ChapterRepository::find( $chapter_id );
		$fields     = self::date_field( $request, $fields, null === $stored ? '' : LocalDateTime::of_stored( $stored->date ) );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		$result = ChapterWriter::update( $chapter_id, $fields );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		if ( null !== $price ) {
			PriceField::save( $manga_id, array( $chapter_id ), $price );
		}
		$message = __( 'Chapter saved.', 'yomu-core' ) . self::schedule_note( $result );
		if ( Duplicates::chapter( $manga_id, $result->volume_id, $result->name, $result->id ) ) {
			return new Warned( $message . ' ' . __( 'Another chapter in its volume has the same name: rename one of them if this was not on purpose.', 'yomu-core' ) );
		}
		return $message;
	}

	/**
	 * Moves the selected chapters (all of this manga, checked by Guard) to a volume of the same manga.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function move( int $manga_id, array $request ) {
		$volume_id = Targets::id( $request['target_volume_id'] ?? '' );
		if ( ! Targets::volume_fits( $volume_id, $manga_id ) ) {
			return new \WP_Error( 'yomu_foreign_volume', __( 'Choose a volume of this manga.', 'yomu-core' ) );
		}
		$ids    = Targets::ids( $request['chapter_ids'] ?? null );
		$result = ChapterWriter::move( $ids, $volume_id );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		/* translators: %d: number of chapters */
		return sprintf( _n( '%d chapter moved.', '%d chapters moved.', count( $ids ), 'yomu-core' ), count( $ids ) );
	}

	/**
	 * Deletes a chapter with its pages and files.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function delete( int $manga_id, array $request ) {
		$result = ChapterWriter::delete( Targets::id( $request['chapter_id'] ?? '' ) );
		return is_wp_error( $result ) ? $result : __( 'Chapter deleted.', 'yomu-core' );
	}

	/**
	 * Name, subtitle and index from the request; the name is required.
	 *
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @return array{name: string, name_extend: string, index: int}|\WP_Error
	 */
	private static function name_fields( array $request ) {
		$text  = static fn ( string $key ): string => isset( $request[ $key ] ) && is_string( $request[ $key ] ) ? sanitize_text_field( $request[ $key ] ) : '';
		$name  = $text( 'chapter_name' );
		$index = $text( 'chapter_index' );
		if ( '' === $name ) {
			return new \WP_Error( 'yomu_empty_name', __( 'Enter a chapter name.', 'yomu-core' ) );
		}
		if ( '' !== $index && ! preg_match( '/^-?\d{1,9}$/', $index ) ) {
			return new \WP_Error( 'yomu_bad_index', __( 'The chapter index must be a whole number.', 'yomu-core' ) );
		}
		return array(
			'name'        => $name,
			'name_extend' => $text( 'chapter_name_extend' ),
			'index'       => (int) $index,
		);
	}

	/**
	 * Fields of a new chapter: name fields plus a volume of this manga.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return array{name: string, name_extend: string, index: int, volume_id: int}|\WP_Error
	 */
	private static function new_chapter_fields( int $manga_id, array $request ) {
		$fields = self::name_fields( $request );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		$volume_id = Targets::id( $request['volume_id'] ?? '' );
		if ( ! Targets::volume_fits( $volume_id, $manga_id ) ) {
			return new \WP_Error( 'yomu_foreign_volume', __( 'Choose a volume of this manga.', 'yomu-core' ) );
		}
		$fields['volume_id'] = $volume_id;
		return self::date_field( $request, $fields );
	}

	/**
	 * The publish date field (chapter_date, datetime-local in the site's time zone) as the writer's local date;
	 * empty, or the value the panel showed, leaves the date as it is (now, for a new chapter): a save that did not
	 * touch the field keeps the stored date to the second. A date to come schedules the chapter.
	 *
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @param array<string, mixed> $fields  Fields for the writer so far.
	 * @param string               $shown   What the field showed (LocalDateTime::of_stored()), '' for a new chapter.
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function date_field( array $request, array $fields, string $shown = '' ) {
		$raw = isset( $request['chapter_date'] ) && is_string( $request['chapter_date'] ) ? trim( $request['chapter_date'] ) : '';
		if ( '' === $raw || ( '' !== $shown && str_replace( ' ', 'T', substr( $raw, 0, 16 ) ) === $shown ) ) {
			return $fields;
		}
		$time = LocalDateTime::parse( $raw );
		if ( null === $time ) {
			return new \WP_Error( 'yomu_bad_date', __( 'Enter the date and time as shown, e.g. 2030-01-31 18:00.', 'yomu-core' ) );
		}
		$fields['date'] = wp_date( 'Y-m-d H:i:s', $time );
		return $fields;
	}

	/**
	 * The message for a created chapter, a warning when its volume already had a chapter of that name.
	 *
	 * @param mixed $result The writer's answer (Chapter or \WP_Error).
	 * @return string|Warned|\WP_Error
	 */
	private static function created( $result ) {
		if ( is_wp_error( $result ) || ! $result instanceof Chapter ) {
			return is_wp_error( $result ) ? $result : new \WP_Error( 'yomu_failed', __( 'The change could not be saved.', 'yomu-core' ) );
		}
		/* translators: %s: chapter name */
		$message = sprintf( __( 'Chapter "%s" created.', 'yomu-core' ), $result->title() ) . self::schedule_note( $result );
		if ( Duplicates::chapter( $result->manga_id, $result->volume_id, $result->name, $result->id ) ) {
			return new Warned( $message . ' ' . __( 'Another chapter in its volume has the same name: rename one of them if this was not on purpose.', 'yomu-core' ) );
		}
		return $message;
	}

	/**
	 * " Readers see it from …" for a scheduled chapter, else nothing.
	 *
	 * @param Chapter $chapter The saved chapter.
	 */
	private static function schedule_note( Chapter $chapter ): string {
		$at = Table::of_manga( $chapter->manga_id )[ $chapter->id ] ?? null;
		/* translators: %s: date and time. */
		return null === $at ? '' : ' ' . sprintf( __( 'It is scheduled: readers see it from %s.', 'yomu-core' ), Dates::date_time( $at ) );
	}
}
