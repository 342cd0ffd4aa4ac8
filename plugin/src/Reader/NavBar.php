<?php
/**
 * The reading page's navigation bar (.wp-manga-nav): chapter selectors, page selector (#single-pager), host and
 * reading-style selectors, and the Prev / Next / 'Manga Info' buttons.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Settings;
use Yomu\Core\Premium\Badges;
use Yomu\Core\Routing\Reading;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * Escaped HTML only.
 */
final class NavBar {

	/**
	 * The bar. The header copy carries the ids (#single-pager); the footer copy only classes.
	 *
	 * @param Request $request  Reading request.
	 * @param string  $position 'header' or 'footer'.
	 */
	public static function render( Request $request, string $position = 'header' ): string {
		$type = $request->is_image_chapter() ? 'manga' : 'content';
		$html = sprintf(
			'<div class="wp-manga-nav %1$s" data-position="%1$s"><div class="select-view"><div class="chapter-selection chapters_selectbox_holder" data-manga="%2$d" data-chapter="%3$s" data-vol="%4$d" data-type="%5$s" data-style="%6$s">%7$s</div>',
			esc_attr( $position ),
			$request->manga->ID,
			esc_attr( $request->chapter->slug ),
			$request->chapter->volume_id,
			esc_attr( $type ),
			esc_attr( $request->style ),
			Selectors::render( $request->manga, $request->chapter, $request->explicit_style, 'content' === $type )
		);
		// A chapter this visitor may not read (locked, adult, password) shows no page: its page count, mirrors and
		// reading styles are not offered either.
		if ( Content::access( $request )->allowed() ) {
			if ( Navigation::paged( $request ) ) {
				$html .= self::page_select( $request, 'header' === $position );
			}
			$html .= self::host_select( $request ) . self::style_select( $request );
		}
		$html .= '</div>' . self::buttons( $request, 'header' === $position ) . '</div>';
		return $html;
	}

	/**
	 * Prev / Next buttons (Madara: .nav-links > div > a.btn.prev_page|next_page|back).
	 *
	 * @param Request $request Reading request.
	 * @param bool    $header  Above the page (the two navs are named apart for screen readers).
	 */
	public static function buttons( Request $request, bool $header = true ): string {
		$prev  = Navigation::prev( $request );
		$next  = Navigation::next( $request );
		$links = '';
		if ( $prev ) {
			$links .= sprintf(
				'<div class="nav-previous%4$s"><a%2$s class="btn prev_page" rel="prev" href="%1$s">%3$s</a></div>',
				esc_url( $prev['url'] ),
				self::navigation_attr( $prev['navigation'] ),
				esc_html__( 'Prev', 'yomu-core' ),
				self::premium_classes( $request, $prev['chapter'] )
			);
		}
		if ( $next ) {
			$links .= sprintf(
				'<div class="nav-next%5$s"><a%2$s data-order="%3$s" class="btn next_page" rel="next" href="%1$s">%4$s</a></div>',
				esc_url( $next['url'] ),
				self::navigation_attr( $next['navigation'] ),
				'asc' === Reading::chapters_order( true ) ? '1' : '0',
				esc_html__( 'Next', 'yomu-core' ),
				self::premium_classes( $request, $next['chapter'] )
			);
		} elseif ( Options::on( 'back_info' ) ) {
			$links .= sprintf(
				'<div class="nav-next"><a class="btn back" href="%1$s">%2$s</a></div>',
				esc_url( Urls::manga( $request->manga ) ),
				esc_html__( 'Manga Info', 'yomu-core' )
			);
		}
		$label = $header ? __( 'Chapter navigation, top', 'yomu-core' ) : __( 'Chapter navigation, bottom', 'yomu-core' );
		return '<div class="select-pagination"><nav class="nav-links" aria-label="' . esc_attr( $label ) . '">' . $links . '</nav></div>';
	}

	/**
	 * Chapter Coin's classes on a Prev / Next button whose neighbouring chapter is locked (with a leading space),
	 * '' otherwise. The link keeps the chapter's real URL: its page sells it.
	 *
	 * @param Request $request Reading request.
	 * @param Chapter $target  The chapter the button leads to.
	 */
	private static function premium_classes( Request $request, Chapter $target ): string {
		$classes = $target->id === $request->chapter->id ? '' : Badges::locked_classes( $target );
		return '' === $classes ? '' : ' ' . esc_attr( $classes );
	}

	/**
	 * A data-navigation attribute, or nothing.
	 *
	 * @param string $navigation Query string.
	 */
	private static function navigation_attr( string $navigation ): string {
		return '' === $navigation ? '' : ' data-navigation="' . esc_attr( $navigation ) . '"';
	}

	/**
	 * The page selector of the paged style.
	 *
	 * @param Request $request Reading request.
	 * @param bool    $with_id Whether this copy is #single-pager.
	 */
	private static function page_select( Request $request, bool $with_id ): string {
		$count   = $request->page_count();
		$options = '';
		for ( $page = 1; $page <= $count; $page++ ) {
			$target   = Navigation::target( $request, $request->chapter, $page );
			$options .= sprintf(
				'<option value="%1$d" data-redirect="%2$s"%3$s%4$s>%5$s</option>',
				$page,
				esc_url( $target['url'] ),
				self::navigation_attr( $target['navigation'] ),
				selected( $page, $request->page, false ),
				/* translators: 1: page number, 2: page count. */
				esc_html( sprintf( __( '%1$d/%2$d', 'yomu-core' ), $page, $count ) )
			);
		}
		return sprintf(
			'<div class="c-selectpicker selectpicker_page"><label><span class="screen-reader-text">%1$s</span><select class="selectpicker single-pager"%2$s>%3$s</select></label></div>',
			esc_html__( 'Page', 'yomu-core' ),
			$with_id ? ' id="single-pager"' : '',
			$options
		);
	}

	/**
	 * The host (mirror) selector, only when the chapter has more than one storage and Madara's hosting_selection
	 * is not off. Hosts are named "Server 1", "Server 2"… as Madara's hosting_anonymous_name (on unless saved off)
	 * does, else by their storage name. ?host= is honoured either way.
	 *
	 * @param Request $request Reading request.
	 */
	private static function host_select( Request $request ): string {
		$hosts = array_keys( ChapterRepository::page_data( $request->chapter ) );
		if ( count( $hosts ) < 2 || '0' === (string) Settings::stored( 'hosting_selection' ) ) {
			return '';
		}
		$anonymous = '0' !== (string) Settings::stored( 'hosting_anonymous_name' );
		$current   = '' !== $request->host ? $request->host : ( in_array( $request->chapter->storage, $hosts, true ) ? $request->chapter->storage : $hosts[0] );
		$options   = '';
		foreach ( $hosts as $i => $host ) {
			$options .= sprintf(
				'<option value="%1$s" data-redirect="%2$s"%3$s>%4$s</option>',
				esc_attr( $host ),
				esc_url( Urls::chapter( $request->manga, $request->chapter, $request->explicit_style, $host, $request->page ) ),
				selected( $host, $current, false ),
				/* translators: %d: 1-based server number. */
				esc_html( $anonymous ? sprintf( __( 'Server %d', 'yomu-core' ), $i + 1 ) : $host )
			);
		}
		return '<div class="c-selectpicker selectpicker_host"><label><span class="screen-reader-text">' . esc_html__( 'Server', 'yomu-core' ) . '</span><select class="selectpicker host-select">' . $options . '</select></label></div>';
	}

	/**
	 * The reading-style selector (image chapters).
	 *
	 * @param Request $request Reading request.
	 */
	private static function style_select( Request $request ): string {
		if ( ! $request->is_image_chapter() || '0' === (string) Settings::stored( 'reading_style_selection' ) ) {
			return '';
		}
		// The same three modes as the settings panel; long strip is the list style shown without gaps (a setting).
		$labels  = array(
			'paged' => __( 'Paged', 'yomu-core' ),
			'list'  => __( 'List', 'yomu-core' ),
			'strip' => __( 'Long strip', 'yomu-core' ),
		);
		$shown   = PageSetup::mode( $request, ReaderSettings::effective( get_current_user_id(), $request->manga->ID )['mode'] );
		$options = '';
		foreach ( $labels as $mode => $label ) {
			$options .= sprintf(
				'<option value="%1$s" data-redirect="%2$s"%3$s>%4$s</option>',
				esc_attr( $mode ),
				esc_url( Urls::chapter( $request->manga, $request->chapter, 'paged' === $mode ? 'paged' : 'list', $request->host ) ),
				selected( $mode, $shown, false ),
				esc_html( $label )
			);
		}
		return '<div class="c-selectpicker selectpicker_load"><label><span class="screen-reader-text">' . esc_html__( 'Reading style', 'yomu-core' ) . '</span><select class="selectpicker reading-style-select">' . $options . '</select></label></div>';
	}
}
