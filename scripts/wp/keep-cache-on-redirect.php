<?php
/**
 * Plugin Name: Yomu test site: keep the object cache on redirects
 * Description: The SQLite integration plugin empties the object cache on every wp_redirect() (its x_redirect_by
 *              filter), which a MariaDB production site never does and which hides stale-cache bugs. Installed only
 *              on SQLite sites started with Redis (scripts/lib/site.mjs), it removes that one filter.
 *
 * @package Yomu
 */

add_action(
	'plugins_loaded',
	static function () {
		global $wp_filter;
		if ( ! isset( $wp_filter['x_redirect_by'] ) ) {
			return;
		}
		foreach ( $wp_filter['x_redirect_by']->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( $callback['function'] instanceof Closure && str_contains( (string) ( new ReflectionFunction( $callback['function'] ) )->getFileName(), 'sqlite-database-integration' ) ) {
					remove_filter( 'x_redirect_by', $callback['function'], $priority );
				}
			}
		}
	}
);
