<?php
/**
 * Settings → Chapter storage: where new chapter pages go (this site's uploads folder or an S3-compatible bucket)
 * and the bucket's address. Saving goes through options.php (the settings group's nonce and manage_options).
 * The keys are never on this screen: it only says where they come from.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\S3;

/**
 * The screen.
 */
final class SettingsPage {

	public const SLUG = 'yomu-storage';

	private const GROUP = 'yomu_storage';

	private const FIELD_ID = 'yomu-storage-';

	/**
	 * Probe results of this request by settings hash: WordPress runs the sanitize callback twice when it adds a
	 * missing option, and one test is enough.
	 *
	 * @var array<string, true|\WP_Error>
	 */
	private static array $probed = array();

	/**
	 * Hooks the menu entry and the setting.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_init', array( self::class, 'fields' ) );
	}

	/**
	 * The sub-page under Settings.
	 */
	public static function menu(): void {
		add_options_page( __( 'Chapter storage', 'yomu-core' ), __( 'Chapter storage', 'yomu-core' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * The setting and its fields.
	 */
	public static function fields(): void {
		register_setting(
			self::GROUP,
			Settings::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'yomu_storage_main', '', array( self::class, 'intro' ), self::SLUG );
		add_settings_field( 'yomu_storage_target', __( 'New chapter pages go to', 'yomu-core' ), array( self::class, 'field_target' ), self::SLUG, 'yomu_storage_main' );
		add_settings_section( 'yomu_storage_bucket', __( 'S3-compatible bucket', 'yomu-core' ), array( self::class, 'bucket_intro' ), self::SLUG );
		$fields = array(
			'endpoint'   => __( 'Endpoint', 'yomu-core' ),
			'region'     => __( 'Region', 'yomu-core' ),
			'bucket'     => __( 'Bucket', 'yomu-core' ),
			'prefix'     => __( 'Path prefix', 'yomu-core' ),
			'public_url' => __( 'Public base URL', 'yomu-core' ),
			'path_style' => __( 'Path-style URLs', 'yomu-core' ),
		);
		foreach ( $fields as $name => $label ) {
			add_settings_field(
				'yomu_storage_' . $name,
				$label,
				array( self::class, 'field' ),
				self::SLUG,
				'yomu_storage_bucket',
				array(
					'name'      => $name,
					'label_for' => self::FIELD_ID . $name,
				)
			);
		}
		add_settings_field( 'yomu_storage_keys', __( 'Access keys', 'yomu-core' ), array( self::class, 'field_keys' ), self::SLUG, 'yomu_storage_bucket' );
	}

	/**
	 * Sanitises the screen's fields. Switching S3 storage on, and the "Test connection" button, run a real
	 * PUT, HEAD and DELETE against the bucket; when that fails S3 storage stays off and the failure is shown.
	 *
	 * @param mixed $input Submitted value.
	 * @return array{target: string, endpoint: string, region: string, bucket: string, prefix: string, public_url: string, path_style: bool}
	 */
	public static function sanitize( $input ): array {
		$input = is_array( $input ) ? $input : array();
		$clean = Settings::normalize( array_merge( $input, array( 'path_style' => ! empty( $input['path_style'] ) ) ) );
		foreach ( array( 'endpoint', 'public_url' ) as $url_field ) {
			if ( '' === $clean[ $url_field ] && is_string( $input[ $url_field ] ?? null ) && '' !== trim( $input[ $url_field ] ) ) {
				self::notice( 'bad_' . $url_field, __( 'A URL must start with http:// or https:// and have no query string. The field was emptied.', 'yomu-core' ) );
			}
		}
		$switching_on = 's3' === $clean['target'];
		if ( ! $switching_on && empty( $input['test'] ) ) {
			return $clean;
		}
		$result = self::probe( Settings::pinned_over( $clean ) );
		if ( true === $result ) {
			/* translators: %s: bucket name. */
			self::notice( 'probe_ok', sprintf( __( 'Connection test passed: a test object was written to, read from and deleted from the bucket "%s".', 'yomu-core' ), Settings::pinned_over( $clean )['bucket'] ), 'success' );
			return $clean;
		}
		$message = __( 'Connection test failed:', 'yomu-core' ) . ' ' . $result->get_error_message();
		if ( $switching_on ) {
			$clean['target'] = 'local';
			$message        .= ' ' . __( 'New chapter pages still go to this site\'s uploads folder.', 'yomu-core' );
		}
		self::notice( 'probe_failed', $message );
		return $clean;
	}

	/**
	 * Tests a bucket once per request.
	 *
	 * @param array{target: string, endpoint: string, region: string, bucket: string, prefix: string, public_url: string, path_style: bool} $settings Effective settings.
	 * @return true|\WP_Error
	 */
	private static function probe( array $settings ) {
		$keys = Config::keys();
		if ( null === $keys ) {
			return new \WP_Error( 'yomu_s3_no_keys', __( 'No access keys: define YOMU_S3_ACCESS_KEY_ID and YOMU_S3_SECRET_ACCESS_KEY in wp-config.php, or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the server\'s environment.', 'yomu-core' ) );
		}
		if ( '' === $settings['bucket'] ) {
			return new \WP_Error( 'yomu_s3_no_bucket_name', __( 'Enter the bucket name.', 'yomu-core' ) );
		}
		$hash = md5( (string) wp_json_encode( $settings ) );
		if ( ! isset( self::$probed[ $hash ] ) ) {
			self::$probed[ $hash ] = Probe::run( new Config( $settings, $keys['id'], $keys['secret'] ) );
		}
		return self::$probed[ $hash ];
	}

	/**
	 * Adds a notice shown after the redirect (once per code). settings_errors() prints messages as HTML, and
	 * these carry the storage's answers, so they are escaped here.
	 *
	 * @param string $code    Notice code.
	 * @param string $message Message.
	 * @param string $type    error or success.
	 */
	private static function notice( string $code, string $message, string $type = 'error' ): void {
		foreach ( get_settings_errors( Settings::OPTION ) as $notice ) {
			if ( $notice['code'] === $code ) {
				return;
			}
		}
		add_settings_error( Settings::OPTION, $code, esc_html( $message ), $type );
	}

	/**
	 * The screen.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Chapter storage', 'yomu-core' ) . '</h1>';
		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( self::GROUP );
		do_settings_sections( self::SLUG );
		echo '<p class="submit">';
		submit_button( __( 'Save Changes', 'yomu-core' ), 'primary', 'submit', false );
		echo ' ';
		submit_button( __( 'Save and test connection', 'yomu-core' ), 'secondary', Settings::OPTION . '[test]', false, array( 'id' => self::FIELD_ID . 'test' ) );
		echo '</p></form></div>';
	}

	/**
	 * The first section's introduction.
	 */
	public static function intro(): void {
		echo '<p>' . esc_html__( 'Chapter images can stay in this site\'s uploads folder or go to an S3-compatible bucket (Amazon S3, Cloudflare R2, Backblaze B2, MinIO, Ceph), stored as Madara\'s Amazon S3 storage stores them. Changing this affects new chapters and replaced pages; existing chapters stay where they are until moved with "wp yomu storage migrate".', 'yomu-core' ) . '</p>';
	}

	/**
	 * The bucket section's introduction.
	 */
	public static function bucket_intro(): void {
		echo '<p>' . esc_html__( 'Switching the bucket on first writes, reads and deletes a small test object; if that fails, nothing changes. The bucket (or the CDN in front of it) must let anyone read the pages, but not the folder yomu-sealed/ inside the prefix, where the pages of sold chapters wait (README "Chapter pages on S3").', 'yomu-core' ) . '</p>';
	}

	/**
	 * Local or bucket.
	 */
	public static function field_target(): void {
		$current = Settings::get()['target'];
		$labels  = array(
			'local' => __( 'This site\'s uploads folder', 'yomu-core' ),
			's3'    => __( 'The S3-compatible bucket below', 'yomu-core' ),
		);
		echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'New chapter pages go to', 'yomu-core' ) . '</legend>';
		foreach ( $labels as $value => $label ) {
			printf(
				'<label><input type="radio" name="%s[target]" value="%s"%s> %s</label><br>',
				esc_attr( Settings::OPTION ),
				esc_attr( $value ),
				checked( $current, $value, false ),
				esc_html( $label )
			);
		}
		echo '</fieldset>';
	}

	/**
	 * One bucket field; a field pinned by a constant is shown read-only.
	 *
	 * @param array{name: string} $args Field name.
	 */
	public static function field( array $args ): void {
		$name     = $args['name'];
		$value    = Settings::get()[ $name ];
		$pinned   = in_array( $name, Settings::pinned(), true );
		$id       = self::FIELD_ID . $name;
		$disabled = $pinned ? ' disabled' : '';
		if ( 'path_style' === $name ) {
			printf( '<label><input type="checkbox" id="%s" name="%s[path_style]" value="1"%s%s> %s</label>', esc_attr( $id ), esc_attr( Settings::OPTION ), checked( (bool) $value, true, false ), esc_attr( $disabled ), esc_html__( 'endpoint/bucket/key instead of bucket.endpoint/key (MinIO, Ceph and most self-hosted servers need this)', 'yomu-core' ) );
		} else {
			printf( '<input type="text" class="regular-text code" id="%s" name="%s[%s]" value="%s" spellcheck="false"%s>', esc_attr( $id ), esc_attr( Settings::OPTION ), esc_attr( $name ), esc_attr( (string) $value ), esc_attr( $disabled ) );
		}
		$help = array(
			'endpoint'   => __( 'For example https://<account>.r2.cloudflarestorage.com or http://minio.internal:9000. Empty: Amazon S3 for the region.', 'yomu-core' ),
			'region'     => __( 'For example eu-west-3; "auto" for Cloudflare R2. Empty: us-east-1.', 'yomu-core' ),
			'bucket'     => '',
			'prefix'     => __( 'Folder inside the bucket for chapter pages, for example manga/. Empty: the bucket\'s root.', 'yomu-core' ),
			'public_url' => __( 'Where readers load the pages from: a CDN or the bucket\'s public domain. Empty: the bucket\'s own URL.', 'yomu-core' ),
			'path_style' => '',
		);
		if ( $pinned ) {
			/* translators: %s: constant name. */
			echo '<p class="description">' . esc_html( sprintf( __( 'Set by %s in wp-config.php.', 'yomu-core' ), Settings::CONSTANTS[ $name ] ) ) . '</p>';
		} elseif ( '' !== $help[ $name ] ) {
			echo '<p class="description">' . esc_html( $help[ $name ] ) . '</p>';
		}
	}

	/**
	 * Where the keys come from; the keys themselves are never printed.
	 */
	public static function field_keys(): void {
		$keys = Config::keys();
		if ( null === $keys ) {
			$text = __( 'None found. Define YOMU_S3_ACCESS_KEY_ID and YOMU_S3_SECRET_ACCESS_KEY in wp-config.php, or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the web server\'s environment. Keys are never stored in the database.', 'yomu-core' );
		} elseif ( 'constants' === $keys['source'] ) {
			$text = __( 'From the wp-config.php constants YOMU_S3_ACCESS_KEY_ID and YOMU_S3_SECRET_ACCESS_KEY.', 'yomu-core' );
		} else {
			$text = __( 'From the environment variables AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.', 'yomu-core' );
		}
		echo '<p id="' . esc_attr( self::FIELD_ID . 'keys' ) . '">' . esc_html( $text ) . '</p>';
	}
}
