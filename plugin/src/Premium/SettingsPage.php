<?php
/**
 * Settings → Premium chapters: the site's default chapter price, the free word and whether manga authors may
 * price their own chapters from the front end. The owner edits them here on purpose, where Chapter Coin kept
 * them (wp_manga_settings['wp_manga_chapter_selling']): only these three keys change, every other key of
 * wp_manga_settings and of the selling array stays as it was. Saved through admin-post.php with a nonce and
 * manage_options; an invalid value saves nothing and says why.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\Settings as MangaSettings;

/**
 * The screen and its save handler.
 */
final class SettingsPage {

	public const SLUG   = 'yomu-premium';
	public const ACTION = 'yomu_premium_settings';

	/** The longest free word kept. */
	public const FREE_WORD_MAX = 40;

	/**
	 * Hooks the menu entry and the handler (guests reach it too, to be refused with a readable page).
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'admin_post_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * The sub-page under Settings.
	 */
	public static function menu(): void {
		add_options_page( __( 'Premium chapters', 'yomu-core' ), __( 'Premium chapters', 'yomu-core' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * Validates and saves the submitted settings.
	 *
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @return true|\WP_Error
	 */
	public static function save( array $request ) {
		if ( ! current_user_can( 'manage_options' ) ) {
			return new \WP_Error( 'yomu_forbidden', __( 'You are not allowed to change these settings.', 'yomu-core' ), array( 'status' => 403 ) );
		}
		$nonce = isset( $request['_wpnonce'] ) && is_string( $request['_wpnonce'] ) ? $request['_wpnonce'] : '';
		if ( ! wp_verify_nonce( $nonce, self::ACTION ) ) {
			return new \WP_Error( 'yomu_bad_nonce', __( 'This form has expired. Reload the page and try again.', 'yomu-core' ), array( 'status' => 403 ) );
		}
		$coin = isset( $request['default_coin'] ) && is_string( $request['default_coin'] ) ? trim( $request['default_coin'] ) : '';
		if ( '' === $coin ) {
			$coin = '0';
		}
		if ( ! ctype_digit( $coin ) || strlen( $coin ) > 10 || (int) $coin > PriceField::MAX ) {
			return new \WP_Error( 'yomu_bad_default_coin', __( 'The default price must be a whole number of points, 0 or more.', 'yomu-core' ), array( 'status' => 400 ) );
		}
		$word = isset( $request['free_word'] ) && is_string( $request['free_word'] ) ? sanitize_text_field( $request['free_word'] ) : '';
		if ( mb_strlen( $word ) > self::FREE_WORD_MAX ) {
			/* translators: %d: the longest free word accepted, in characters */
			return new \WP_Error( 'yomu_long_free_word', sprintf( __( 'The free word can be at most %d characters long.', 'yomu-core' ), self::FREE_WORD_MAX ), array( 'status' => 400 ) );
		}
		$all     = get_option( MangaSettings::OPTION, array() );
		$all     = is_array( $all ) ? $all : array();
		$selling = isset( $all[ Settings::KEY ] ) && is_array( $all[ Settings::KEY ] ) ? $all[ Settings::KEY ] : array();

		$selling['default_coin']              = (string) (int) $coin;
		$selling['free_word']                 = $word;
		$selling['muupro_allow_creator_edit'] = isset( $request['muupro_allow_creator_edit'] ) && 'yes' === $request['muupro_allow_creator_edit'] ? 'yes' : 'no';
		$all[ Settings::KEY ]                 = $selling;
		update_option( MangaSettings::OPTION, $all );
		return true;
	}

	/**
	 * The admin-post handler: saves, then back to the screen with the outcome's code (never the client's text).
	 */
	public static function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- save() checks the nonce after the capability.
		$result = self::save( wp_unslash( $_POST ) );
		if ( is_wp_error( $result ) && 403 === ( $result->get_error_data()['status'] ?? 0 ) ) {
			wp_die(
				esc_html( $result->get_error_message() ),
				esc_html__( 'Not allowed', 'yomu-core' ),
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		$outcome = is_wp_error( $result ) ? $result->get_error_code() : 'saved';
		wp_safe_redirect( add_query_arg( 'yomu_premium', $outcome, admin_url( 'options-general.php?page=' . self::SLUG ) ), 303 );
		exit;
	}

	/**
	 * The outcome notice named by the query string, when it is one of ours.
	 */
	private static function notice(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks which fixed message to show.
		$code     = isset( $_GET['yomu_premium'] ) && is_string( $_GET['yomu_premium'] ) ? sanitize_key( $_GET['yomu_premium'] ) : '';
		$messages = array(
			'saved'                 => __( 'Settings saved.', 'yomu-core' ),
			'yomu_bad_default_coin' => __( 'The default price must be a whole number of points, 0 or more.', 'yomu-core' ),
			/* translators: %d: the longest free word accepted, in characters */
			'yomu_long_free_word'   => sprintf( __( 'The free word can be at most %d characters long.', 'yomu-core' ), self::FREE_WORD_MAX ),
		);
		if ( ! isset( $messages[ $code ] ) ) {
			return '';
		}
		$kind = 'saved' === $code ? 'success' : 'error';
		return '<div class="notice notice-' . $kind . '"><p>' . esc_html( $messages[ $code ] ) . '</p></div>';
	}

	/**
	 * The screen.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$coin = Settings::get( 'default_coin' );
		$word = Settings::get( 'free_word' );
		echo '<div class="wrap"><h1>' . esc_html__( 'Premium chapters', 'yomu-core' ) . '</h1>' . self::notice(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- notice() escapes.
		echo '<p>' . esc_html__( 'Chapters are sold for myCred points. These settings are shared with the Chapter Coin add-on, so a site switched back to it keeps them.', 'yomu-core' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '">';
		wp_nonce_field( self::ACTION );
		echo '<table class="form-table" role="presentation"><tbody>';
		echo '<tr><th scope="row"><label for="yomu-premium-default-coin">' . esc_html__( 'Default chapter price (points)', 'yomu-core' ) . '</label></th><td>'
			. '<input type="number" id="yomu-premium-default-coin" name="default_coin" min="0" step="1" class="small-text" value="' . esc_attr( is_numeric( $coin ) ? (string) max( 0, (int) $coin ) : '0' ) . '" aria-describedby="yomu-premium-default-coin-help">'
			. '<p class="description" id="yomu-premium-default-coin-help">' . esc_html__( 'The price of every chapter that has no price of its own. 0 keeps such chapters free; more makes every unpriced chapter premium.', 'yomu-core' ) . '</p></td></tr>';
		echo '<tr><th scope="row"><label for="yomu-premium-free-word">' . esc_html__( 'Free word', 'yomu-core' ) . '</label></th><td>'
			. '<input type="text" id="yomu-premium-free-word" name="free_word" maxlength="' . esc_attr( (string) self::FREE_WORD_MAX ) . '" class="regular-text" value="' . esc_attr( is_string( $word ) ? $word : '' ) . '" aria-describedby="yomu-premium-free-word-help">'
			. '<p class="description" id="yomu-premium-free-word-help">' . esc_html__( 'Shown beside free chapters in the chapter lists. Empty: "Free".', 'yomu-core' ) . '</p></td></tr>';
		echo '<tr><th scope="row">' . esc_html__( 'Authors', 'yomu-core' ) . '</th><td><label><input type="checkbox" name="muupro_allow_creator_edit" value="yes"' . checked( 'yes', Settings::get( 'muupro_allow_creator_edit' ), false ) . '> '
			. esc_html__( 'Manga authors may set the prices of their own chapters in the front-end chapter forms', 'yomu-core' ) . '</label></td></tr>';
		echo '</tbody></table>';
		submit_button();
		echo '</form></div>';
	}
}
