<?php
/**
 * Madara's shortcodes and Gutenberg blocks found in published content (ShortcodeScan), per tag: how many posts use
 * it, a few of them, and whether it will render under Yomu or why not. A tag that will print as raw text is also
 * the `shortcodes_unrendered` finding. Madara's blocks are static: their saved content is the shortcode's text, so
 * a block renders when its shortcode does (or when a block of that name is registered by Yomu). Read-only.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Account\Page;

/**
 * The check.
 */
final class ShortcodeCheck {

	public const RENDERS = array( 'yomu', 'wordpress', 'plugin', 'account_page' );

	/** Example posts kept per tag or block. */
	public const EXAMPLES = 3;

	/**
	 * The rows.
	 *
	 * @param Findings $findings Receives shortcodes_unrendered.
	 * @param int      $limit    Most posts read.
	 * @return array{tags: array<int, array<string, mixed>>, blocks: array<int, array<string, mixed>>, scanned: int, complete: bool}
	 */
	public static function run( Findings $findings, int $limit = ShortcodeScan::LIMIT ): array {
		$found   = ShortcodeScan::run( MadaraParts::tags(), $limit );
		$context = self::context();
		$tags    = array();
		$verdict = array();
		foreach ( MadaraParts::tags() as $tag ) {
			$ids = $found['tags'][ $tag ] ?? array();
			if ( ! $ids ) {
				continue;
			}
			$owner           = $context['owners'][ $tag ] ?? null;
			$status          = self::verdict( $tag, $ids, $context );
			$verdict[ $tag ] = $status;
			$row             = array(
				'tag'      => $tag,
				'source'   => MadaraParts::OTHER_SHORTCODES[ $tag ] ?? 'Madara',
				'posts'    => count( $ids ),
				'examples' => self::examples( $ids ),
				'renders'  => in_array( $status, self::RENDERS, true ),
				'status'   => $status,
				'reason'   => self::reason( $status, $tag, $owner['slug'] ?? '' ),
			);
			$tags[]          = $row;
			if ( ! $row['renders'] ) {
				$findings->add_all(
					'shortcodes_unrendered',
					$row['posts'],
					array(
						'detail' => '[' . $tag . ']',
						'reason' => $row['reason'],
					)
				);
			}
		}
		$blocks = array();
		foreach ( $found['blocks'] as $block => $ids ) {
			$tag      = MadaraParts::BLOCKS[ $block ] ?? '';
			$own      = $context['blocks'][ $block ] ?? false;
			$status   = $own ? 'yomu' : ( $verdict[ $tag ] ?? ( '' === $tag ? 'unknown_block' : self::verdict( $tag, $ids, $context ) ) );
			$blocks[] = array(
				'block'    => $block,
				'tag'      => $tag,
				'posts'    => count( $ids ),
				'examples' => self::examples( $ids ),
				'renders'  => in_array( $status, self::RENDERS, true ),
				'status'   => $own ? 'block' : $status,
				'reason'   => self::block_reason( $own, $status, $tag ),
			);
		}
		return array(
			'tags'     => $tags,
			'blocks'   => $blocks,
			'scanned'  => $found['scanned'],
			'complete' => $found['complete'],
		);
	}

	/**
	 * What this request knows: whether the Yomu theme is active, who registered each tag, the account page, and
	 * which of Madara's block names Yomu registers with a renderer of its own.
	 *
	 * @return array{yomu: bool, owners: array<string, array{kind: string, slug: string}>, account: int, blocks: array<string, bool>}
	 */
	public static function context(): array {
		global $shortcode_tags;
		$owners = array();
		foreach ( MadaraParts::tags() as $tag ) {
			if ( isset( $shortcode_tags[ $tag ] ) ) {
				$owners[ $tag ] = Owner::of_callback( $shortcode_tags[ $tag ] );
			}
		}
		$blocks = array();
		foreach ( array_keys( MadaraParts::BLOCKS ) as $name ) {
			$type            = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
			$blocks[ $name ] = $type instanceof \WP_Block_Type && null !== $type->render_callback && Owner::YOMU === Owner::of_callback( $type->render_callback )['kind'];
		}
		return array(
			'yomu'    => 'yomu' === get_template(),
			'owners'  => $owners,
			'account' => Page::id(),
			'blocks'  => $blocks,
		);
	}

	/**
	 * Whether a tag will render under Yomu, as a status: yomu, WordPress, plugin, account_page (these render),
	 * account_elsewhere, madara_addon, theme, not_provided, missing.
	 *
	 * @param string                                                                                                                  $tag     Tag.
	 * @param int[]                                                                                                                   $ids     Posts using it.
	 * @param array{yomu: bool, owners: array<string, array{kind: string, slug: string}>, account: int, blocks?: array<string, bool>} $context context().
	 */
	public static function verdict( string $tag, array $ids, array $context ): string {
		$kind = $context['owners'][ $tag ]['kind'] ?? null;
		if ( Owner::YOMU === $kind || Owner::WORDPRESS === $kind ) {
			return $kind;
		}
		if ( 'manga-user-page' === $tag ) {
			// Yomu shows its account page on the page chosen as Madara's user page, in place of that page's content.
			return $context['account'] > 0 && array( $context['account'] ) === array_values( array_unique( $ids ) ) ? 'account_page' : 'account_elsewhere';
		}
		if ( ! $context['yomu'] && in_array( $tag, MadaraParts::SHORTCODES, true ) ) {
			return 'yomu'; // Madara's own registration hides Yomu's until the switch.
		}
		if ( Owner::PLUGIN === $kind || Owner::UNKNOWN === $kind ) {
			return 'plugin';
		}
		if ( Owner::MADARA === $kind || Owner::THEME === $kind ) {
			return Owner::MADARA === $kind ? 'madara_addon' : 'theme';
		}
		return in_array( $tag, MadaraParts::SHORTCODES, true ) ? 'not_provided' : 'missing';
	}

	/**
	 * The reason in words.
	 *
	 * @param string $status verdict().
	 * @param string $tag    Tag.
	 * @param string $slug   The plugin or theme that registers it, if any.
	 */
	public static function reason( string $status, string $tag, string $slug ): string {
		switch ( $status ) {
			case 'yomu':
				return __( 'Yomu provides this shortcode and renders it with its attributes', 'yomu-core' );
			case 'WordPress':
				return __( 'a WordPress shortcode', 'yomu-core' );
			case 'plugin':
				/* translators: %s: plugin folder. */
				return sprintf( __( 'a shortcode of the plugin %s: it renders while that plugin stays active', 'yomu-core' ), '' !== $slug ? $slug : '?' );
			case 'account_page':
				return __( 'on the account page (Madara\'s user page setting): Yomu shows its account page there in place of the page\'s content', 'yomu-core' );
			case 'account_elsewhere':
				return __( 'Yomu shows its account page only on the page chosen as the user page (WP Manga settings): elsewhere this prints as raw text', 'yomu-core' );
			case 'madara_addon':
				/* translators: %s: plugin folder. */
				return sprintf( __( 'a shortcode of %s, a Madara add-on that needs Madara Core, which the switch deactivates: it will print as raw text', 'yomu-core' ), $slug );
			case 'theme':
				/* translators: %s: theme folder. */
				return sprintf( __( 'a shortcode of the theme %s, which the switch replaces: it will print as raw text', 'yomu-core' ), $slug );
			case 'not_provided':
				return __( 'Yomu does not provide this Madara shortcode: it will print as raw text', 'yomu-core' );
		}
		$source = MadaraParts::OTHER_SHORTCODES[ $tag ] ?? '';
		return '' !== $source
			/* translators: %s: the plugin that provides the shortcode on Madara sites. */
			? sprintf( __( 'no active plugin provides it (%s does on Madara sites): it will print as raw text', 'yomu-core' ), $source )
			: __( 'no active plugin provides it: it will print as raw text', 'yomu-core' );
	}

	/**
	 * A block's reason in words.
	 *
	 * @param bool   $own    Whether Yomu registers the block with a renderer.
	 * @param string $status The verdict of the shortcode the block saved.
	 * @param string $tag    That shortcode.
	 */
	private static function block_reason( bool $own, string $status, string $tag ): string {
		if ( $own ) {
			return __( 'Yomu registers this block and renders it', 'yomu-core' );
		}
		if ( '' === $tag ) {
			return __( 'not one of Madara\'s known blocks: only its saved HTML shows', 'yomu-core' );
		}
		return in_array( $status, self::RENDERS, true )
			/* translators: %s: shortcode, e.g. [manga_listing]. */
			? sprintf( __( 'its saved content is the shortcode %s, which renders', 'yomu-core' ), '[' . $tag . ']' )
			/* translators: %s: shortcode, e.g. [manga_listing]. */
			: sprintf( __( 'its saved content is the shortcode %s, which will print as raw text', 'yomu-core' ), '[' . $tag . ']' );
	}

	/**
	 * A few posts: id, title, type, edit and view links (built, not asked of the current user: the command has none).
	 *
	 * @param int[] $ids Post ids.
	 * @return array<int, array{id: int, title: string, type: string, edit: string, url: string}>
	 */
	private static function examples( array $ids ): array {
		$examples = array();
		foreach ( array_slice( $ids, 0, self::EXAMPLES ) as $id ) {
			$examples[] = array(
				'id'    => $id,
				'title' => (string) get_the_title( $id ),
				'type'  => (string) get_post_type( $id ),
				'edit'  => admin_url( 'post.php?post=' . $id . '&action=edit' ),
				'url'   => (string) get_permalink( $id ),
			);
		}
		return $examples;
	}
}
