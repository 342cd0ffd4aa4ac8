<?php
/**
 * The chapter selectors of the reading page (the HTML manga_get_reading_nav answers): a volume selector when the
 * manga has volumes, then one chapter selector per volume with only the current volume's shown.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Premium\Badges;
use Yomu\Core\Routing\Reading;
use Yomu\Core\Routing\Urls;

/**
 * Every value printed here is escaped; ids and slugs come from the database, never from the request.
 */
final class Selectors {

	/**
	 * The selectors for a manga, with the given chapter selected.
	 *
	 * @param \WP_Post     $manga   Manga post.
	 * @param Chapter|null $current Current chapter, if any.
	 * @param string       $style   Reading style to keep in the links ('' for the reader's default).
	 * @param bool         $content Whether the manga is text/video (Madara's type 'content': one plain select).
	 */
	public static function render( \WP_Post $manga, ?Chapter $current, string $style, bool $content ): string {
		$style = Reading::valid_style( $style );
		$ajax  = ! $content && 'list' !== ( '' !== $style ? $style : Reading::default_style( $manga->ID ) ) && Options::on( 'ajax_paging' );
		if ( $content ) {
			return '<label class="chapter-select-label"><span class="screen-reader-text">' . esc_html__( 'Chapter', 'yomu-core' ) . '</span>'
				. '<select class="selectpicker single-chapter-select">'
				. self::options( $manga, ChapterRepository::reading_order( $manga->ID ), $current, $style, false )
				. '</select></label>';
		}
		$order   = Reading::chapters_order( true );
		$volumes = Reading::volumes_order( true );
		$groups  = ChapterRepository::grouped( $manga->ID, $order, $volumes );
		$active  = $current ? self::group_id( $current, $groups ) : ( isset( $groups[0] ) ? self::id_of( $groups[0] ) : 0 );
		$html    = '';
		$named   = array_filter( $groups, static fn ( array $group ): bool => null !== $group[0] );
		if ( $named ) {
			$html .= '<div class="c-selectpicker selectpicker_volume"><label><span class="screen-reader-text">' . esc_html__( 'Volume', 'yomu-core' ) . '</span>'
				. '<select class="selectpicker volume-select" data-order="' . ( 'asc' === $volumes ? '1' : '0' ) . '">';
			foreach ( $groups as $group ) {
				$id    = self::id_of( $group );
				$html .= sprintf(
					'<option value="%1$d"%2$s>%3$s</option>',
					$id,
					selected( $id, $active, false ),
					esc_html( $group[0] ? $group[0]->name : __( 'No volume', 'yomu-core' ) )
				);
			}
			$html .= '</select></label></div>';
		}
		foreach ( $groups as $group ) {
			$id      = self::id_of( $group );
			$visible = $id === $active;
			$html   .= sprintf(
				'<div class="c-selectpicker selectpicker_chapter" for="volume-id-%1$d"%2$s><label><span class="screen-reader-text">%3$s</span><select class="selectpicker single-chapter-select">%4$s%5$s</select></label></div>',
				$id,
				$visible ? '' : ' hidden',
				esc_html__( 'Chapter', 'yomu-core' ),
				$visible ? '' : '<option value="">' . esc_html__( 'Select Chapter', 'yomu-core' ) . '</option>',
				self::options( $manga, $group[1], $visible ? $current : null, $style, $ajax )
			);
		}
		return $html;
	}

	/**
	 * Chapter options: value = slug, data-redirect = URL, data-navigation = the in-place query string, and Chapter
	 * Coin's classes while chapters are sold; the chapter being read is selected and aria-current. A locked chapter
	 * keeps its real URL (Chapter Coin printed '#'): its
	 * page sells it, without JavaScript too.
	 *
	 * @param \WP_Post     $manga    Manga post.
	 * @param Chapter[]    $chapters Chapters.
	 * @param Chapter|null $current  Selected chapter.
	 * @param string       $style    Style kept in the links.
	 * @param bool         $ajax     Whether to add data-navigation.
	 */
	private static function options( \WP_Post $manga, array $chapters, ?Chapter $current, string $style, bool $ajax ): string {
		$html = '';
		foreach ( $chapters as $chapter ) {
			$classes = Badges::classes( $chapter );
			// A locked chapter opens as a whole page (its offer), never in place.
			$in_place = $ajax && ! str_contains( $classes, 'premium-block' );
			$html    .= sprintf(
				'<option value="%1$s"%2$s data-redirect="%3$s"%4$s%5$s>%6$s</option>',
				esc_attr( $chapter->slug ),
				'' === $classes ? '' : ' class="' . esc_attr( $classes ) . '"',
				esc_url( Urls::chapter( $manga, $chapter, $style ) ),
				$in_place ? ' data-navigation="' . esc_attr( Navigation::query( $manga->ID, $chapter->slug, 1 ) ) . '"' : '',
				$current && $current->id === $chapter->id ? ' aria-current="page" selected' : '',
				esc_html( $chapter->title() )
			);
		}
		return $html;
	}

	/**
	 * The volume id of a chapter group (0 for chapters without a volume).
	 *
	 * @param array{0: \Yomu\Core\Content\Volume|null, 1: Chapter[]} $group Group.
	 */
	private static function id_of( array $group ): int {
		return $group[0] ? $group[0]->id : 0;
	}

	/**
	 * The group id holding a chapter.
	 *
	 * @param Chapter                                                            $chapter Chapter.
	 * @param array<int, array{0: \Yomu\Core\Content\Volume|null, 1: Chapter[]}> $groups  Groups.
	 */
	private static function group_id( Chapter $chapter, array $groups ): int {
		foreach ( $groups as $group ) {
			foreach ( $group[1] as $candidate ) {
				if ( $candidate->id === $chapter->id ) {
					return self::id_of( $group );
				}
			}
		}
		return 0;
	}
}
