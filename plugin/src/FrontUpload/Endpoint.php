<?php
/**
 * The HTTP side of the front-end chapter forms. The same actions answer admin-post.php (the forms work
 * without JavaScript: the result is kept as a one-time notice and the browser goes back to the manga or
 * chapter page, a URL the server builds) and admin-ajax.php (the upload island sends the form with a
 * progress bar and gets {success, data: {message, url}}).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\FrontUpload;

use Yomu\Core\Admin\Targets;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Routing\Urls;

// phpcs:disable WordPress.Security.NonceVerification -- Handlers verify the nonce after deriving the manga.

/**
 * Handlers of admin-post and admin-ajax.
 */
final class Endpoint {

	public const CREATE = 'yomu_front_chapter_create';
	public const UPDATE = 'yomu_front_chapter_update';

	/**
	 * Registers the actions (signed-in users only; guests are refused by WordPress's nopriv fallback and by
	 * the handlers).
	 */
	public static function register(): void {
		foreach ( array( self::CREATE, self::UPDATE ) as $action ) {
			add_action( 'admin_post_' . $action, array( self::class, 'handle' ) );
			add_action( 'wp_ajax_' . $action, array( self::class, 'handle' ) );
			add_action( 'admin_post_nopriv_' . $action, array( self::class, 'handle' ) );
			add_action( 'wp_ajax_nopriv_' . $action, array( self::class, 'handle' ) );
		}
	}

	/**
	 * Runs the requested action and answers.
	 */
	public static function handle(): void {
		$request = wp_unslash( $_POST );
		$action  = isset( $request['action'] ) && is_string( $request['action'] ) ? $request['action'] : '';
		$result  = self::too_large()
			? new \WP_Error( 'yomu_upload_too_large', self::too_large_message(), array( 'status' => 413 ) )
			: ( self::UPDATE === $action ? Handlers::update( $request, $_FILES ) : Handlers::create( $request, $_FILES ) );
		self::answer( $result, self::back_url( $action, $request ) );
	}

	/**
	 * Sends the answer: JSON for admin-ajax, else a notice and a redirect.
	 *
	 * @param array{message: string, url: string, manga_id: int}|\WP_Error $result  Handler result.
	 * @param string                                                       $back    Where a failed no-JS post returns.
	 */
	private static function answer( $result, string $back ): void {
		$failed = is_wp_error( $result );
		if ( wp_doing_ajax() ) {
			$status = $failed ? (int) ( $result->get_error_data()['status'] ?? 400 ) : 200;
			$data   = $failed ? array(
				'code'    => (string) $result->get_error_code(),
				'message' => $result->get_error_message(),
			) : array(
				'message'    => $result['message'],
				'url'        => $result['url'],
				// The index the next upload takes, for the form's Index field.
				'next_index' => Panel::next_index( $result['manga_id'] ),
			);
			wp_send_json(
				array(
					'success' => ! $failed,
					'data'    => $data,
				),
				$status
			);
		}
		Notice::set( $failed ? $result->get_error_message() : $result['message'], $failed ? 'error' : 'success' );
		$target = $failed ? $back : $result['url'];
		wp_safe_redirect( '' !== $target ? $target : home_url( '/' ) );
		exit;
	}

	/**
	 * The page a no-JS form goes back to after a failure, built from stored IDs only.
	 *
	 * @param string               $action  Action name.
	 * @param array<string, mixed> $request Unslashed request fields.
	 */
	private static function back_url( string $action, array $request ): string {
		if ( ! Access::may_upload() ) {
			return ''; // No lookup for someone who may not upload: the redirect must not tell IDs apart.
		}
		if ( self::UPDATE === $action ) {
			$chapter = ChapterRepository::find( Targets::id( $request['chapter_id'] ?? '' ) );
			return null !== $chapter && Access::can_manage( $chapter->manga_id ) ? Urls::chapter( $chapter->manga_id, $chapter ) : '';
		}
		$manga_id = Targets::id( $request['manga_id'] ?? '' );
		return Access::can_manage( $manga_id ) ? Urls::manga( $manga_id ) . '#yomu-chapter-upload' : '';
	}

	/**
	 * Whether PHP dropped the body because it exceeded post_max_size (then $_POST and $_FILES are empty).
	 */
	private static function too_large(): bool {
		$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
		return $length > 0 && empty( $_POST ) && empty( $_FILES );
	}

	/**
	 * The message for a body over post_max_size.
	 */
	private static function too_large_message(): string {
		/* translators: %s: size limit such as "8 MB" */
		return sprintf( __( 'The upload is larger than the server accepts (%s in total). Send fewer or smaller files.', 'yomu-core' ), size_format( wp_max_upload_size() ) );
	}
}
