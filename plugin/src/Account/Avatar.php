<?php
/**
 * Action wp-manga-upload-avatar: the signed-in reader's own avatar (fields userAvatar, _wpnonce; userID ignored).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Http\Back;

/**
 * The image is checked by content (JPEG, PNG or GIF), at most 2 MB and at least 200 px each way, then
 * re-encoded at 195 px so nothing but pixels is kept. The previous avatar attachment is deleted.
 */
final class Avatar {

	public const ACTION    = 'wp-manga-upload-avatar';
	public const NONCE     = '_wp_manga_save_user_settings';
	public const META      = '_wp_manga_user_avt_id';
	public const OWNER     = '_wp_manga_user_id';
	public const MAX_BYTES = 2097152;
	public const MIN_SIZE  = 200;
	public const SIZE      = 195;

	/**
	 * Hooks the call, the no-JavaScript form and the avatar URL.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
		add_action( 'admin_post_yomu_upload_avatar', array( self::class, 'handle_form' ) );
		add_filter( 'pre_get_avatar_data', array( self::class, 'avatar_data' ), 10, 2 );
	}

	/**
	 * Uses the uploaded avatar wherever WordPress shows the user's avatar.
	 *
	 * @param mixed $args        Avatar args.
	 * @param mixed $id_or_email User id, email, WP_User, WP_Post or WP_Comment.
	 * @return array<string, mixed>
	 */
	public static function avatar_data( $args, $id_or_email ): array {
		$user_id = 0;
		if ( is_numeric( $id_or_email ) ) {
			$user_id = (int) $id_or_email;
		} elseif ( $id_or_email instanceof \WP_User ) {
			$user_id = $id_or_email->ID;
		} elseif ( $id_or_email instanceof \WP_Comment ) {
			$user_id = (int) $id_or_email->user_id;
		}
		$attachment = $user_id ? (int) get_user_meta( $user_id, self::META, true ) : 0;
		$url        = $attachment ? wp_get_attachment_url( $attachment ) : false;
		if ( $url ) {
			$args['url'] = $url;
		}
		return is_array( $args ) ? $args : array();
	}

	/**
	 * The declaration: members, nonce _wpnonce, the file userAvatar (userID is sent by Madara's form and ignored).
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'answer' ) ) )
			->nonce( '_wpnonce', self::NONCE, self::error( Action::expired(), 403 ) )
			->for( Action::MEMBERS, self::error( __( 'Please sign in to change your avatar.', 'yomu-core' ), 401 ) )
			->fields(
				array(
					'userAvatar' => Input::FILE,
					'userID'     => Input::INT,
				)
			);
	}

	/**
	 * The answer for this upload (nonce and caller checked by the Registrar).
	 *
	 * @param Input $input The request fields.
	 */
	public static function answer( Input $input ): Answer {
		$user = get_current_user_id();
		$file = $input->list( 'userAvatar' );
		if ( ! isset( $file['tmp_name'], $file['error'], $file['size'] ) || ! is_string( $file['tmp_name'] ) || UPLOAD_ERR_OK !== $file['error'] ) {
			return self::error( __( 'Please choose an image to upload.', 'yomu-core' ), 400 );
		}
		if ( (int) $file['size'] > self::MAX_BYTES || filesize( $file['tmp_name'] ) > self::MAX_BYTES ) {
			return self::error( __( 'The image is larger than 2 MB.', 'yomu-core' ), 400 );
		}
		$info = @getimagesize( $file['tmp_name'] ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a non-image is an expected input.
		if ( ! $info || ! in_array( $info[2], array( IMAGETYPE_JPEG, IMAGETYPE_PNG, IMAGETYPE_GIF ), true ) ) {
			return self::error( __( 'Only JPEG, PNG and GIF images can be used.', 'yomu-core' ), 400 );
		}
		if ( $info[0] < self::MIN_SIZE || $info[1] < self::MIN_SIZE ) {
			return self::error( __( 'The image must be at least 200 × 200 pixels.', 'yomu-core' ), 400 );
		}
		$attachment = self::store( $user, $file['tmp_name'], IMAGETYPE_JPEG === $info[2] ? 'image/jpeg' : 'image/png' );
		if ( ! $attachment ) {
			return self::error( __( 'The image could not be processed. Please try another one.', 'yomu-core' ), 500 );
		}
		$old = (int) get_user_meta( $user, self::META, true );
		update_user_meta( $user, self::META, $attachment );
		if ( $old && (int) get_post_meta( $old, self::OWNER, true ) === $user ) {
			wp_delete_attachment( $old, true );
		}
		return Answer::success( get_avatar( $user, self::SIZE ) );
	}

	/**
	 * Re-encodes the image at 195 px into the uploads folder and records it as the user's attachment.
	 *
	 * @param int    $user The user.
	 * @param string $path Uploaded temporary file.
	 * @param string $mime Output type.
	 * @return int Attachment id, or 0.
	 */
	private static function store( int $user, string $path, string $mime ): int {
		$editor = wp_get_image_editor( $path );
		if ( is_wp_error( $editor ) || is_wp_error( $editor->resize( self::SIZE, self::SIZE, true ) ) ) {
			return 0;
		}
		$uploads = wp_upload_dir();
		if ( ! empty( $uploads['error'] ) ) {
			return 0;
		}
		$name  = 'avatar-' . $user . '-' . strtolower( wp_generate_password( 10, false ) ) . ( 'image/jpeg' === $mime ? '.jpg' : '.png' );
		$saved = $editor->save( trailingslashit( $uploads['path'] ) . $name, $mime );
		if ( is_wp_error( $saved ) || empty( $saved['path'] ) ) {
			return 0;
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => $mime,
				'post_title'     => 'avatar-' . $user,
				'post_status'    => 'inherit',
				'post_author'    => $user,
				'guid'           => trailingslashit( $uploads['url'] ) . $name,
			),
			$saved['path'],
			0,
			true
		);
		if ( is_wp_error( $id ) ) {
			wp_delete_file( $saved['path'] );
			return 0;
		}
		update_post_meta( $id, self::OWNER, $user );
		return $id;
	}

	/**
	 * An error answer {msg}.
	 *
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 */
	private static function error( string $message, int $status ): Answer {
		return Answer::error( array( 'msg' => $message ), $status );
	}

	/**
	 * The no-JavaScript form (admin-post, members only): the same checks and upload, then back.
	 */
	public static function handle_form(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the Registrar checks the nonce, as the action declares.
		Registrar::call( self::ACTION, wp_unslash( $_POST ), $_FILES );
		wp_safe_redirect( Back::url() );
		exit;
	}
}
