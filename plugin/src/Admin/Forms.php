<?php
/**
 * The admin-post forms of the "Volumes and chapters" box.
 *
 * The box sits inside the post edit form, and HTML forms cannot nest, so each action's <form> is printed
 * after the edit form (admin_footer) and the box's fields join it through their form="…" attribute. This
 * works without JavaScript; the fields never reach the post form, so "Update" does not submit them. With it, the
 * forms marked data-yomu-in-place="on" update the box in place (src/admin/in-place.ts); "file" marks a download.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * Form registry and nonces.
 */
final class Forms {

	/**
	 * The actions that answer with a file to download rather than the edit screen: never sent in place.
	 */
	private const FILE_ACTIONS = array( 'yomu_chapter_download', 'yomu_manga_download' );

	/**
	 * Forms registered while the box rendered: id => [action, manga ID, hidden fields].
	 *
	 * @var array<string, array{0: string, 1: int, 2: array<string, string|int>}>
	 */
	private static array $forms = array();

	/**
	 * The nonce action of one admin action on one manga: a nonce is only good for that action on that manga.
	 *
	 * @param string $action   Admin action name.
	 * @param int    $manga_id Manga the target belongs to.
	 */
	public static function nonce_action( string $action, int $manga_id ): string {
		return 'yomu-admin|' . $action . '|' . $manga_id;
	}

	/**
	 * Registers a form and returns its id for the fields' form attribute.
	 *
	 * @param string                    $action   Admin action name (see Actions).
	 * @param int                       $manga_id Manga the target belongs to.
	 * @param array<string, string|int> $hidden   Hidden fields, e.g. the target chapter_id.
	 */
	public static function add( string $action, int $manga_id, array $hidden = array() ): string {
		$id                 = 'yomu-form-' . str_replace( '_', '-', $action ) . ( $hidden ? '-' . implode( '-', array_map( 'strval', $hidden ) ) : '' );
		$id                 = sanitize_html_class( $id );
		self::$forms[ $id ] = array( $action, $manga_id, $hidden );
		return $id;
	}

	/**
	 * The forms registered so far, as HTML.
	 */
	public static function html(): string {
		$html   = '';
		$nonces = array();
		foreach ( self::$forms as $id => list( $action, $manga_id, $hidden ) ) {
			$nonce_action = self::nonce_action( $action, $manga_id );
			if ( ! isset( $nonces[ $nonce_action ] ) ) {
				$nonces[ $nonce_action ] = wp_create_nonce( $nonce_action );
			}
			$fields = array_merge(
				array(
					'action'      => $action,
					'_yomu_nonce' => $nonces[ $nonce_action ],
				),
				$hidden
			);
			$html  .= sprintf(
				'<form id="%1$s" class="yomu-form" method="post" action="%2$s" enctype="multipart/form-data" data-yomu-in-place="%4$s" data-yomu-action="%3$s">',
				esc_attr( $id ),
				esc_url( admin_url( 'admin-post.php' ) ),
				esc_attr( $action ),
				in_array( $action, self::FILE_ACTIONS, true ) ? 'file' : 'on'
			);
			foreach ( $fields as $name => $value ) {
				$html .= sprintf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( $name ), esc_attr( (string) $value ) );
			}
			$html .= "</form>\n";
		}
		return $html;
	}

	/**
	 * Prints the registered forms (admin_footer, after the post edit form has closed).
	 */
	public static function print_all(): void {
		if ( ! self::$forms ) {
			return;
		}
		echo '<div id="yomu-admin-forms" hidden>' . self::html() . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
		self::$forms = array();
	}
}
