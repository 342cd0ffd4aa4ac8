<?php
/**
 * Offline chapters and the installable web app (issue 18): the web app manifest and its icons, the theme colour,
 * and the service worker (the build's dist/sw.js), served at the site's root (?yomu-sw=1) so its scope covers
 * every page. The worker and the saving code (src/lib/offline/) store only chapters a reader saves; the server
 * decides what they may read through the chapter's REST route.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

/**
 * The theme colour of the browser's chrome and of the installed app (theme.json's accent).
 */
function yomu_theme_color(): string {
	return (string) apply_filters( 'yomu_theme_color', '#c0392b' );
}

/**
 * The built service worker (Yomu Core ships the build), or '' without a build (Vite's dev server does not build it)
 * or without the plugin.
 */
function yomu_service_worker_file(): string {
	$file = defined( 'YOMU_CORE_DIR' ) ? YOMU_CORE_DIR . '/dist/sw.js' : '';
	return '' !== $file && ! defined( 'YOMU_VITE_DEV_SERVER' ) && is_readable( $file ) ? $file : '';
}

/**
 * The path the worker controls: the whole site.
 */
function yomu_service_worker_scope(): string {
	return (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
}

/**
 * The web app manifest (https://www.w3.org/TR/appmanifest/).
 *
 * @return array<string, mixed>
 */
function yomu_web_app_manifest(): array {
	$name  = wp_strip_all_tags( get_bloginfo( 'name' ) );
	$name  = '' !== $name ? $name : 'Yomu';
	$icons = get_template_directory_uri() . '/icons/';
	return (array) apply_filters(
		'yomu_web_app_manifest',
		array(
			'id'               => yomu_service_worker_scope(),
			'name'             => $name,
			'short_name'       => mb_strlen( $name ) > 12 ? mb_substr( $name, 0, 12 ) : $name,
			'description'      => wp_strip_all_tags( get_bloginfo( 'description' ) ),
			'lang'             => get_bloginfo( 'language' ),
			'dir'              => is_rtl() ? 'rtl' : 'ltr',
			'start_url'        => home_url( '/' ),
			'scope'            => yomu_service_worker_scope(),
			'display'          => 'standalone',
			'background_color' => '#ffffff',
			'theme_color'      => yomu_theme_color(),
			'icons'            => array(
				array(
					'src'     => $icons . 'icon-192.png',
					'sizes'   => '192x192',
					'type'    => 'image/png',
					'purpose' => 'any',
				),
				array(
					'src'     => $icons . 'icon-512.png',
					'sizes'   => '512x512',
					'type'    => 'image/png',
					'purpose' => 'any',
				),
				array(
					'src'     => $icons . 'icon-maskable-512.png',
					'sizes'   => '512x512',
					'type'    => 'image/png',
					'purpose' => 'maskable',
				),
			),
		)
	);
}

/**
 * The "Save offline" box under a chapter, when the reader sees its content (not behind the 18+ gate or hidden)
 * and the worker is built.
 *
 * @param object $request The reading request (Yomu\Core\Routing\Request).
 */
function yomu_offline_save_island( object $request ): string {
	$hidden = class_exists( Yomu\Core\Reader\Content::class ) && ! Yomu\Core\Reader\Content::access( $request )->allowed();
	$gated  = class_exists( Yomu\Core\Adult\Gate::class ) && Yomu\Core\Adult\Gate::gated();
	if ( $hidden || $gated || '' === yomu_service_worker_file() ) {
		return '';
	}
	return yomu_island(
		'offline',
		array(
			'view'    => 'save',
			'chapter' => (int) $request->chapter->id,
		),
		yomu_offline_save_html(),
		'interaction',
		// A click on the button before the island has arrived is held and given to it (src/lib/islands/wake.ts).
		array( 'selector' => '.offline-save__button' )
	);
}

/**
 * The box as the island first draws it (src/islands/offline/offline-save.tsx), so the page is whole before the
 * island's React comes on the reader's first touch, hover or focus of it. Scripts only (theme/css/offline.css): without them there
 * is no offline reading.
 */
function yomu_offline_save_html(): string {
	$options = '';
	foreach ( array( 1, 3, 5, 10 ) as $count ) {
		$label = __( 'This chapter', 'yomu' );
		if ( $count > 1 ) {
			/* translators: %d: how many chapters after this one to save too. */
			$label = sprintf( __( 'This and the next %d', 'yomu' ), $count - 1 );
		}
		$options .= sprintf( '<option value="%1$d">%2$s</option>', $count, esc_html( $label ) );
	}
	return sprintf(
		'<section class="offline-save" aria-labelledby="offline-save-title"><h2 id="offline-save-title" class="offline-save__title">%1$s</h2>'
		. '<div class="offline-save__form"><label for="offline-save-count">%2$s</label><select id="offline-save-count">%3$s</select>'
		. '<button type="button" class="offline-save__button">%4$s</button></div><p class="offline-save__status" role="status" aria-live="polite"></p></section>',
		esc_html__( 'Offline reading', 'yomu' ),
		esc_html__( 'Chapters to save', 'yomu' ),
		$options,
		esc_html__( 'Save offline', 'yomu' )
	);
}

// The worker and the manifest, answered before WordPress looks for a post: same for every visitor, no cookie read.
add_action(
	'init',
	static function (): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- public, read-only files.
		$worker   = isset( $_GET['yomu-sw'] );
		$manifest = isset( $_GET['yomu-manifest'] );
		$offline  = isset( $_GET['yomu-offline-page'] );
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( $offline ) {
			// The page the worker keeps for pages nobody saved (src/sw/sw.ts): the same for every visitor.
			header( 'X-Robots-Tag: noindex' );
			header( 'Cache-Control: public, max-age=3600' );
			get_template_part( 'template-parts/offline-page' );
			exit;
		}
		if ( ! $worker && ! $manifest ) {
			return;
		}
		$file = yomu_service_worker_file();
		if ( $worker && '' === $file ) {
			status_header( 404 );
			exit;
		}
		header( 'X-Content-Type-Options: nosniff' );
		if ( $worker ) {
			header( 'Content-Type: text/javascript; charset=utf-8' );
			header( 'Service-Worker-Allowed: ' . yomu_service_worker_scope() );
			// The browser checks for a new worker on each visit; no cache may keep an old one.
			header( 'Cache-Control: no-cache' );
			readfile( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_readfile -- the build's own file.
			exit;
		}
		header( 'Content-Type: application/manifest+json; charset=utf-8' );
		header( 'Cache-Control: public, max-age=3600' );
		echo wp_json_encode( yomu_web_app_manifest(), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT );
		exit;
	},
	1
);

// Every page links the manifest and names the theme colour.
add_action(
	'wp_head',
	static function (): void {
		printf( '<link rel="manifest" href="%s">' . "\n", esc_url( home_url( '/?yomu-manifest=1' ) ) );
		printf( '<meta name="theme-color" content="%s">' . "\n", esc_attr( yomu_theme_color() ) );
		printf( '<link rel="apple-touch-icon" href="%s">' . "\n", esc_url( get_template_directory_uri() . '/icons/icon-192.png' ) );
	},
	2
);

// The page config tells the loader where the worker is (it registers it once the page has loaded).
add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( '' === yomu_service_worker_file() ) {
			return;
		}
		Yomu\Bridge\PageConfig::set(
			'yomuSite',
			array(
				'sw'      => home_url( '/?yomu-sw=1' ),
				'swScope' => yomu_service_worker_scope(),
				'userId'  => get_current_user_id(),
			)
		);
	},
	20
);
