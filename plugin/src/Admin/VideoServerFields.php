<?php
/**
 * The server rows of a video chapter form (wp-admin create form and chapter panel): one fieldset per server
 * with its name and embed code, plus an empty row to add one. Without JavaScript an editor renames and edits
 * in place, adds in the empty row and removes a server by clearing both fields; manga-edit.js adds
 * "Add server", "Move up", "Move down" and "Remove" buttons. ChapterHandlers saves the rows in Madara's format.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\VideoEmbed;
use Yomu\Core\Content\VideoServers;

/**
 * Server rows markup and reading them back from a request.
 */
final class VideoServerFields {

	public const NAME_FIELD = 'yomu_server_name';

	public const EMBED_FIELD = 'yomu_server_embed';

	/**
	 * The rows for a stored body ('' for a new chapter), joined to a form.
	 *
	 * @param string $form   ID of the form the fields belong to.
	 * @param string $prefix Unique prefix for element IDs.
	 * @param string $body   Stored body.
	 */
	public static function render( string $form, string $prefix, string $body = '' ): string {
		$rows   = VideoServers::parse( $body );
		$rows[] = array(
			'name'  => '',
			'embed' => '',
		);
		$help   = $prefix . '-servers-help';
		$html   = '<fieldset class="yomu-video-servers" data-yomu-video-servers>';
		$html  .= '<legend class="yomu-label">' . esc_html__( 'Video servers', 'yomu-core' ) . '</legend>';
		$html  .= '<p id="' . esc_attr( $help ) . '" class="description">' . esc_html(
			sprintf(
				/* translators: %s: comma-separated video sites */
				__( 'One row per server: a name (such as "Server 1") and the embed code (an <iframe>) from one of these sites: %s. Leave a row empty to remove it; a single server may stay unnamed.', 'yomu-core' ),
				implode( ', ', VideoEmbed::hosts() )
			)
		) . '</p>';
		$html .= '<ol class="yomu-video-servers__list">';
		foreach ( $rows as $i => $row ) {
			$html .= self::row( $form, $prefix, $help, $i, $row['name'], $row['embed'] );
		}
		return $html . '</ol></fieldset>';
	}

	/**
	 * One server row.
	 *
	 * @param string $form   Form ID.
	 * @param string $prefix ID prefix.
	 * @param string $help   ID of the help text.
	 * @param int    $index  0-based row.
	 * @param string $name   Server name.
	 * @param string $embed  Embed code.
	 */
	private static function row( string $form, string $prefix, string $help, int $index, string $name, string $embed ): string {
		$id = $prefix . '-server-' . $index;
		return sprintf(
			'<li class="yomu-video-server"><fieldset><legend class="yomu-video-server__legend">%1$s</legend>'
			. '<p><label for="%2$s-name">%3$s</label> <input type="text" id="%2$s-name" name="%4$s[]" value="%5$s" form="%6$s" class="regular-text"></p>'
			. '<p><label for="%2$s-embed">%7$s</label><textarea id="%2$s-embed" name="%8$s[]" form="%6$s" rows="3" class="widefat code" aria-describedby="%9$s">%10$s</textarea></p>'
			. '</fieldset></li>',
			esc_html( VideoServers::default_name( $index + 1 ) ),
			esc_attr( $id ),
			esc_html__( 'Server name', 'yomu-core' ),
			esc_attr( self::NAME_FIELD ),
			esc_attr( $name ),
			esc_attr( $form ),
			esc_html__( 'Embed code', 'yomu-core' ),
			esc_attr( self::EMBED_FIELD ),
			esc_attr( $help ),
			esc_textarea( $embed )
		);
	}

	/**
	 * The body the request's rows describe (Madara's format), null when the request has no rows, or an error.
	 *
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @return string|\WP_Error|null
	 */
	public static function body( array $request ) {
		$names  = $request[ self::NAME_FIELD ] ?? null;
		$embeds = $request[ self::EMBED_FIELD ] ?? null;
		if ( ! is_array( $embeds ) ) {
			return null;
		}
		$strings = static fn ( $list ): array => array_map( static fn ( $item ): string => is_string( $item ) ? $item : '', array_values( (array) $list ) );
		return VideoServers::build( $strings( $names ), $strings( $embeds ) );
	}
}
