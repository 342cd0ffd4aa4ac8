<?php
/**
 * The islands' JavaScript as WordPress script modules (WordPress 6.5+): `@yomu/main`, the loader, and in dev mode
 * `@yomu/vite-client`, Vite's hot-reload client. On wp-admin screens with islands, the admin's loader is printed as a
 * module script tag of its own: WordPress 6.5 prints enqueued script modules on the site's pages only.
 *
 * Only the loader is registered. It imports each island, React and the shared runtime by relative URL when they are
 * due (hashed chunk names written by the build, resolved against the loader's own URL), so WordPress's import map
 * would only repeat those URLs on every page, and a static dependency would be printed as a modulepreload that
 * competes with the first image (DESIGN.md §7). WordPress prints the loader in the footer of a classic theme, after
 * the page config (PageConfig, wp_footer 5); a module runs after the document is parsed wherever it is printed.
 *
 * @package Yomu\Bridge
 */

namespace Yomu\Bridge;

/**
 * Registers and enqueues the bridge's script modules.
 */
final class Modules {

	public const MAIN = '@yomu/main';

	public const VITE_CLIENT = '@yomu/vite-client';

	/**
	 * Registers and enqueues the modules of a build or of Vite's dev server (its client first, so it runs before the
	 * loader). Hashed file names, and the dev server, need no version in the URL.
	 *
	 * @param Manifest $manifest Build manifest or dev server.
	 */
	public static function enqueue( Manifest $manifest ): void {
		$args = array( 'in_footer' => true );
		if ( $manifest->is_dev() ) {
			wp_enqueue_script_module( self::VITE_CLIENT, $manifest->dev_url() . '/@vite/client', array(), null, $args );
		}
		wp_enqueue_script_module( self::MAIN, $manifest->url( Manifest::ENTRY ), array(), null, $args );
	}

	/**
	 * Prints the admin's loader (and in dev mode Vite's client) as module script tags, in an admin screen's footer.
	 *
	 * @param Manifest $manifest Build manifest or dev server.
	 */
	public static function print_admin( Manifest $manifest ): void {
		$sources = $manifest->is_dev() ? array( $manifest->dev_url() . '/@vite/client' ) : array();
		foreach ( array_merge( $sources, array( $manifest->url( Manifest::ADMIN_ENTRY ) ) ) as $src ) {
			wp_print_script_tag(
				array(
					'type' => 'module',
					'src'  => $src,
				)
			);
		}
	}
}
