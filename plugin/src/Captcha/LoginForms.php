<?php
/**
 * The captcha on wp-login.php: the login, registration and lost-password forms show the active provider's widget
 * (the same container as the site's own account forms) and refuse a post without a valid answer.
 *
 * Only posts of those forms are checked: cookie sign-in, WP-CLI, the site's own account calls (which check the
 * captcha themselves) and application passwords are untouched. XML-RPC password sign-in would bypass the
 * captcha, so while the login form is protected it is refused (application passwords still work over XML-RPC);
 * the filter yomu_captcha_refuse_xmlrpc_passwords turns that off.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Captcha;

use WP_Error;
use WP_User;

/**
 * Nothing is printed or checked while no provider protects the form.
 */
final class LoginForms {

	/**
	 * Error code of a refused answer.
	 */
	public const ERROR = 'yomu_captcha';

	/**
	 * The wp-login.php form each captcha form name stands for.
	 */
	private const HOOKS = array(
		'login'  => 'login_form',
		'signup' => 'register_form',
		'reset'  => 'lostpassword_form',
	);

	/**
	 * Whether an application password authenticated this request (it may then use XML-RPC).
	 *
	 * @var bool
	 */
	private static bool $application_password = false;

	/**
	 * Hooks the widgets, the checks and the script.
	 */
	public static function register(): void {
		foreach ( self::HOOKS as $form => $hook ) {
			add_action( $hook, static fn() => self::print_widget( $form ) );
		}
		add_action( 'login_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_filter( 'authenticate', array( self::class, 'authenticate' ), 90, 2 );
		add_filter( 'registration_errors', array( self::class, 'registration_errors' ), 10, 1 );
		add_action( 'lostpassword_post', array( self::class, 'lostpassword_post' ), 10, 1 );
		add_action( 'application_password_did_authenticate', array( self::class, 'application_password_used' ) );
	}

	/**
	 * Prints the widget inside a wp-login.php form.
	 *
	 * @param string $form login, signup or reset.
	 */
	public static function print_widget( string $form ): void {
		$widget = Captcha::widget( $form );
		if ( '' !== $widget ) {
			echo '<div class="yomu-login-captcha">' . $widget . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Captcha::widget() escapes.
		}
	}

	/**
	 * The script that runs the widget and keeps the submit button disabled until it is answered, only when one
	 * of the forms is protected.
	 */
	public static function enqueue(): void {
		$protected = false;
		foreach ( array_keys( self::HOOKS ) as $form ) {
			$protected = $protected || null !== Captcha::for_form( $form );
		}
		if ( ! $protected ) {
			return;
		}
		$url = plugins_url( 'assets/login/', YOMU_CORE_FILE );
		$dir = YOMU_CORE_DIR . '/assets/login/';
		wp_enqueue_style( 'yomu-login-captcha', $url . 'captcha.css', array(), (string) filemtime( $dir . 'captcha.css' ) );
		wp_enqueue_script( 'yomu-login-captcha', $url . 'captcha.js', array(), (string) filemtime( $dir . 'captcha.js' ), true );
		wp_localize_script(
			'yomu-login-captcha',
			'yomuLoginCaptcha',
			array(
				'turnstile' => Turnstile::SCRIPT,
				'failed'    => __( 'The captcha could not load. Reload the page to try again.', 'yomu-core' ),
			)
		);
	}

	/**
	 * Filter authenticate (after the password checks): a wp-login.php sign-in post needs a valid answer; an
	 * XML-RPC password sign-in is refused while the login form is protected.
	 *
	 * @param WP_User|WP_Error|null $user     The result so far.
	 * @param string                $username The login typed.
	 * @return WP_User|WP_Error|null
	 */
	public static function authenticate( $user, $username ) {
		if ( null === Captcha::for_form( 'login' ) ) {
			return $user;
		}
		if ( self::xmlrpc() ) {
			if ( self::$application_password || ! apply_filters( 'yomu_captcha_refuse_xmlrpc_passwords', true, $username ) ) {
				return $user;
			}
			return new WP_Error( self::ERROR, __( 'Password sign-in over XML-RPC is turned off while the sign-in form has a captcha. Use an application password.', 'yomu-core' ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- wp-login.php's sign-in form has no nonce; only its presence is read.
		if ( ! self::login_page_post() || ! isset( $_POST['log'] ) ) {
			return $user;
		}
		return self::answered( 'login' ) ? $user : self::error();
	}

	/**
	 * Filter registration_errors: a wp-login.php registration needs a valid answer.
	 *
	 * @param mixed $errors The errors so far (a WP_Error).
	 * @return mixed
	 */
	public static function registration_errors( $errors ) {
		if ( $errors instanceof WP_Error && self::login_page_post() && null !== Captcha::for_form( 'signup' ) && ! self::answered( 'signup' ) ) {
			$errors->add( self::ERROR, self::message() );
		}
		return $errors;
	}

	/**
	 * Action lostpassword_post: a wp-login.php reset request needs a valid answer (retrieve_password() sends no
	 * mail when an error was added).
	 *
	 * @param mixed $errors The errors so far (a WP_Error).
	 */
	public static function lostpassword_post( $errors ): void {
		if ( $errors instanceof WP_Error && self::login_page_post() && null !== Captcha::for_form( 'reset' ) && ! self::answered( 'reset' ) ) {
			$errors->add( self::ERROR, self::message() );
		}
	}

	/**
	 * Action application_password_did_authenticate.
	 */
	public static function application_password_used(): void {
		self::$application_password = true;
	}

	/**
	 * Whether the posted fields carry a valid answer for the form (each answer is checked once: the providers'
	 * answers are single-use).
	 *
	 * @param string $form login, signup or reset.
	 */
	private static function answered( string $form ): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- wp-login.php's forms have no nonce; the captcha is the check.
		$post = (array) wp_unslash( $_POST );
		return (bool) apply_filters( 'yomu_account_captcha_passes', true, $post, $form );
	}

	/**
	 * Whether this is a form post to wp-login.php.
	 */
	private static function login_page_post(): bool {
		return isset( $GLOBALS['pagenow'] ) && 'wp-login.php' === $GLOBALS['pagenow']
			&& isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === $_SERVER['REQUEST_METHOD'];
	}

	/**
	 * Whether this is an XML-RPC request.
	 */
	private static function xmlrpc(): bool {
		return defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST;
	}

	/**
	 * The refusal shown above the form.
	 */
	private static function error(): WP_Error {
		return new WP_Error( self::ERROR, self::message() );
	}

	/**
	 * The refusal's text (the account calls use the same words).
	 */
	private static function message(): string {
		return '<strong>' . esc_html__( 'Error:', 'yomu-core' ) . '</strong> ' . esc_html__( 'Please complete the captcha.', 'yomu-core' );
	}
}
