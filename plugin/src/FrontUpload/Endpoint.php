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
use Yomu\Core\Admin\VideoServerFields;
use Yomu\Core\Admin\WarningField;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Premium\PriceField;
use Yomu\Core\Routing\Urls;

/**
 * Handlers of admin-post and admin-ajax.
 */
final class Endpoint {

	public const CREATE = 'yomu_front_chapter_create';
	public const UPDATE = 'yomu_front_chapter_update';

	/** The fields both forms send (the chapter kind not chosen leaves its own out). */
	private const FIELDS = array(
		Access::NONCE_FIELD               => Input::RAW,
		'chapter_name'                    => Input::RAW,
		'chapter_name_extend'             => Input::RAW,
		'chapter_index'                   => Input::RAW,
		'volume_id'                       => Input::RAW,
		'yomu_text'                       => Input::RAW,
		VideoServerFields::NAME_FIELD     => Input::RAWS,
		VideoServerFields::EMBED_FIELD    => Input::RAWS,
		VideoServerFields::POSITION_FIELD => Input::RAWS,
		'chapter-thumbnail'               => Input::FILE,
		'yomu_images'                     => Input::FILE,
		'yomu_zip'                        => Input::FILE,
		PriceField::NAME                  => Input::RAW,
	);

	/**
	 * Registers the actions. Guests reach the handlers too, so they are refused with a readable message (and by
	 * admin-post's nopriv hook) rather than WordPress's `0`.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'actions' ) );
		foreach ( array( self::CREATE, self::UPDATE ) as $action ) {
			add_action( 'admin_post_' . $action, array( self::class, 'handle_form' ) );
			add_action( 'admin_post_nopriv_' . $action, array( self::class, 'handle_form' ) );
		}
	}

	/**
	 * The admin-ajax declarations. The nonce (_yomu_front_nonce) is made for the target manga, so the handlers
	 * check it once they know which manga that is.
	 *
	 * @return Action[]
	 */
	public static function actions(): array {
		return array(
			( new Action( self::CREATE, static fn( Input $input ) => self::result( self::CREATE, $input ) ) )
				->fields(
					self::FIELDS + array(
						'manga_id'     => Input::RAW,
						'chapter_kind' => Input::RAW,
					)
				),
			( new Action( self::UPDATE, static fn( Input $input ) => self::result( self::UPDATE, $input ) ) )
				->fields(
					self::FIELDS + array(
						'chapter_id'                => Input::RAW,
						'pages_mode'                => Input::RAW,
						WarningField::CHAPTER_FIELD => Input::RAW,
					)
				),
		);
	}

	/**
	 * The ajax answer: {message, url, next_index}, or the handler's error.
	 *
	 * @param string $action CREATE or UPDATE.
	 * @param Input  $input  The request fields.
	 * @return Answer|\WP_Error
	 */
	private static function result( string $action, Input $input ) {
		$result = self::run( $action, $input );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		return Answer::success(
			array(
				'message'    => $result['message'],
				'url'        => $result['url'],
				// The index the next upload takes, for the form's Index field.
				'next_index' => Panel::next_index( $result['manga_id'] ),
			)
		);
	}

	/**
	 * Runs the action.
	 *
	 * @param string $action CREATE or UPDATE.
	 * @param Input  $input  The request fields.
	 * @return array{message: string, url: string, manga_id: int}|\WP_Error
	 */
	private static function run( string $action, Input $input ) {
		if ( self::too_large() ) {
			return new \WP_Error( 'yomu_upload_too_large', self::too_large_message(), array( 'status' => 413 ) );
		}
		$fields = $input->all();
		return self::UPDATE === $action ? Handlers::update( $fields, $fields ) : Handlers::create( $fields, $fields );
	}

	/**
	 * The no-JavaScript form (admin-post): runs the action, keeps the result as a notice and goes back.
	 */
	public static function handle_form(): void {
		$action = (string) preg_replace( '/^admin_post_(nopriv_)?/', '', (string) current_action() );
		$action = self::UPDATE === $action ? self::UPDATE : self::CREATE;
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the handlers verify the nonce after deriving the manga.
		$input  = new Input( Registrar::action( $action )->fields ?? array(), wp_unslash( $_POST ), $_FILES );
		$result = self::run( $action, $input );
		$failed = is_wp_error( $result );
		Notice::set( $failed ? $result->get_error_message() : $result['message'], $failed ? 'error' : 'success' );
		$target = $failed ? self::back_url( $action, $input ) : $result['url'];
		wp_safe_redirect( '' !== $target ? $target : home_url( '/' ) );
		exit;
	}

	/**
	 * The page a no-JS form goes back to after a failure, built from stored IDs only.
	 *
	 * @param string $action Action name.
	 * @param Input  $input  The request fields.
	 */
	private static function back_url( string $action, Input $input ): string {
		if ( ! Access::may_upload() ) {
			return ''; // No lookup for someone who may not upload: the redirect must not tell IDs apart.
		}
		if ( self::UPDATE === $action ) {
			$chapter = ChapterRepository::find( Targets::id( $input->text( 'chapter_id' ) ) );
			return null !== $chapter && Access::can_manage( $chapter->manga_id ) ? Urls::chapter( $chapter->manga_id, $chapter ) : '';
		}
		$manga_id = Targets::id( $input->text( 'manga_id' ) );
		return Access::can_manage( $manga_id ) ? Urls::manga( $manga_id ) . '#yomu-chapter-upload' : '';
	}

	/**
	 * Whether PHP dropped the body because it exceeded post_max_size (then $_POST and $_FILES are empty).
	 */
	private static function too_large(): bool {
		$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- only whether PHP kept a body.
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
