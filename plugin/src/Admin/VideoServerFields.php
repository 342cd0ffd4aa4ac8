<?php
/**
 * The server rows of a video chapter form (wp-admin create form and chapter panel): one fieldset per server
 * with its name, embed code and position, plus an empty row to add one (two for a new chapter). Without
 * JavaScript an editor renames and edits in place, reorders with the positions, adds in an empty row and removes
 * a server by clearing both fields; in wp-admin the rows are the server-rows island (src/admin/islands), which has
 * "Add server", "Move up", "Move down" and "Remove" buttons instead. Used by the wp-admin forms (joined to a form by
 * its ID) and the front-end forms (inside theirs). The handlers save the rows in Madara's format.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Bridge\Island;
use Yomu\Core\Content\VideoEmbed;
use Yomu\Core\Content\VideoServers;

/**
 * Server rows markup and reading them back from a request.
 */
final class VideoServerFields {

	public const NAME_FIELD = 'yomu_server_name';

	public const EMBED_FIELD = 'yomu_server_embed';

	public const POSITION_FIELD = 'yomu_server_position';

	/**
	 * The rows for a stored body ('' for a new chapter), or the rows of a refused form (KeptInput::servers()).
	 *
	 * @param string                                              $form   ID of the form the fields belong to ('' when they are inside it).
	 * @param string                                              $prefix Unique prefix for element IDs.
	 * @param string                                              $body   Stored body.
	 * @param array<int, array{name: string, embed: string}>|null $kept   Rows typed in a refused form, shown instead.
	 * @param bool                                                $island Whether the rows are the wp-admin island's fallback.
	 */
	public static function render( string $form, string $prefix, string $body = '', ?array $kept = null, bool $island = false ): string {
		$saved = array_values( $kept ?? VideoServers::parse( $body ) );
		$blank = array(
			'name'  => '',
			'embed' => '',
		);
		$rows  = array_merge( $saved, array() === $saved ? array( $blank, $blank ) : array( $blank ) );
		$help  = $prefix . '-servers-help';
		$html  = '<fieldset class="yomu-video-servers" data-yomu-video-servers>';
		$html .= '<legend class="yomu-label">' . esc_html__( 'Video servers', 'yomu-core' ) . '</legend>';
		$html .= '<p id="' . esc_attr( $help ) . '" class="description">' . esc_html(
			sprintf(
				/* translators: %s: comma-separated video sites */
				__( 'One row per server: a name (such as "Server 1") and the embed code (an <iframe>) from one of these sites: %s. Leave a row empty to remove it; a single server may stay unnamed.', 'yomu-core' ),
				implode( ', ', VideoEmbed::hosts() )
			)
		) . '</p>';
		$list = '<ol class="yomu-video-servers__list">';
		foreach ( $rows as $i => $row ) {
			$list .= self::row( $form, $prefix, $help, $i, $row['name'], $row['embed'] );
		}
		$list .= '</ol>';
		if ( $island && class_exists( Island::class ) ) {
			$props = array(
				'form'   => $form,
				'prefix' => $prefix,
				'help'   => $help,
				'fields' => array(
					'name'     => self::NAME_FIELD,
					'embed'    => self::EMBED_FIELD,
					'position' => self::POSITION_FIELD,
				),
				'rows'   => $saved,
			);
			$list  = Island::render( 'server-rows', $props, $list, 'eager' );
		}
		return $html . $list . '</fieldset>';
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
		$id     = $prefix . '-server-' . $index;
		$joined = '' !== $form ? ' form="' . esc_attr( $form ) . '"' : '';
		return sprintf(
			'<li class="yomu-video-server"><fieldset><legend class="yomu-video-server__legend">%1$s</legend>'
			. '<p><label for="%2$s-name">%3$s</label> <input type="text" id="%2$s-name" name="%4$s[]" value="%5$s"%6$s class="regular-text"></p>'
			. '<p><label for="%2$s-embed">%7$s</label><textarea id="%2$s-embed" name="%8$s[]"%6$s rows="3" class="widefat code" aria-describedby="%9$s">%10$s</textarea></p>'
			. '<p class="yomu-video-server__position"><label for="%2$s-position">%11$s</label> <input type="number" id="%2$s-position" name="%12$s[]" value="%13$d" min="1" step="1"%6$s class="small-text"></p>'
			. '</fieldset></li>',
			esc_html( VideoServers::default_name( $index + 1 ) ),
			esc_attr( $id ),
			esc_html__( 'Server name', 'yomu-core' ),
			esc_attr( self::NAME_FIELD ),
			esc_attr( $name ),
			$joined,
			esc_html__( 'Embed code', 'yomu-core' ),
			esc_attr( self::EMBED_FIELD ),
			esc_attr( $help ),
			esc_textarea( $embed ),
			esc_html__( 'Position', 'yomu-core' ),
			esc_attr( self::POSITION_FIELD ),
			$index + 1
		);
	}

	/**
	 * The body the request's rows describe (Madara's format), null when the request has no rows or only empty
	 * ones, or an error.
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
		$names   = $strings( $names );
		$embeds  = $strings( $embeds );
		if ( '' === trim( implode( '', $names ) . implode( '', $embeds ) ) ) {
			return null;
		}
		$positions = $strings( $request[ self::POSITION_FIELD ] ?? array() );
		// Rows in the order of their positions; rows without a valid position keep their place after those.
		$order = array_keys( $embeds );
		usort(
			$order,
			static function ( int $a, int $b ) use ( $positions ): int {
				$key = static fn ( int $i ): int => isset( $positions[ $i ] ) && preg_match( '/^\d{1,4}$/', trim( $positions[ $i ] ) ) ? (int) $positions[ $i ] : PHP_INT_MAX;
				return array( $key( $a ), $a ) <=> array( $key( $b ), $b );
			}
		);
		$names  = array_map( static fn ( int $i ): string => $names[ $i ] ?? '', $order );
		$embeds = array_map( static fn ( int $i ): string => $embeds[ $i ], $order );
		return VideoServers::build( $names, $embeds );
	}
}
