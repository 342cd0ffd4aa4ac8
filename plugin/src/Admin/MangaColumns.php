<?php
/**
 * The manga list in wp-admin (Manga → All Manga): ID, type, chapter count, latest chapter and views columns, the
 * ID and views sortable. Each screen's chapters are read in two queries for all its rows (ChapterRepository::prime),
 * not one per row. Columns can be hidden under Screen Options, as any list's.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Routing\ChapterList;
use Yomu\Core\Routing\Urls;

/**
 * Manga list columns.
 */
final class MangaColumns {

	/**
	 * Hooks the columns, their values, sorting and the read-ahead.
	 */
	public static function register(): void {
		add_filter( 'manage_' . PostTypes::MANGA . '_posts_columns', array( self::class, 'columns' ) );
		add_action( 'manage_' . PostTypes::MANGA . '_posts_custom_column', array( self::class, 'column' ), 10, 2 );
		add_filter( 'manage_edit-' . PostTypes::MANGA . '_sortable_columns', array( self::class, 'sortable' ) );
		add_action( 'pre_get_posts', array( self::class, 'sort' ) );
		add_filter( 'the_posts', array( self::class, 'prime' ), 10, 2 );
	}

	/**
	 * The columns: ID before the title, the rest after it.
	 *
	 * @param mixed $columns Column key => label.
	 * @return mixed
	 */
	public static function columns( $columns ) {
		if ( ! is_array( $columns ) ) {
			return $columns;
		}
		$out = array();
		foreach ( $columns as $key => $label ) {
			if ( 'title' === $key ) {
				$out['yomu_id'] = __( 'ID', 'yomu-core' );
			}
			$out[ $key ] = $label;
			if ( 'title' === $key ) {
				$out['yomu_type']     = __( 'Type', 'yomu-core' );
				$out['yomu_chapters'] = __( 'Chapters', 'yomu-core' );
				$out['yomu_latest']   = __( 'Latest chapter', 'yomu-core' );
				$out['yomu_views']    = __( 'Views', 'yomu-core' );
			}
		}
		return $out;
	}

	/**
	 * Prints one cell.
	 *
	 * @param mixed $column  Column key.
	 * @param mixed $post_id Manga post ID.
	 */
	public static function column( $column, $post_id ): void {
		$post_id = (int) $post_id;
		switch ( $column ) {
			case 'yomu_id':
				echo esc_html( (string) $post_id );
				break;
			case 'yomu_type':
				$type = (string) get_post_meta( $post_id, MetaKeys::CHAPTER_TYPE, true );
				echo esc_html( Labels::chapter_types()[ '' !== $type ? $type : 'manga' ] ?? $type );
				break;
			case 'yomu_chapters':
				echo esc_html( number_format_i18n( count( ChapterRepository::reading_order( $post_id ) ) ) );
				break;
			case 'yomu_latest':
				self::latest( $post_id );
				break;
			case 'yomu_views':
				echo esc_html( number_format_i18n( (int) get_post_meta( $post_id, MetaKeys::VIEWS, true ) ) );
				break;
		}
	}

	/**
	 * The newest chapter in reading order, linked to its page, with its date; a dash without chapters.
	 *
	 * @param int $post_id Manga post ID.
	 */
	private static function latest( int $post_id ): void {
		$order  = ChapterRepository::reading_order( $post_id );
		$newest = end( $order );
		if ( false === $newest ) {
			echo '<span aria-hidden="true">—</span><span class="screen-reader-text">' . esc_html__( 'No chapters', 'yomu-core' ) . '</span>';
			return;
		}
		printf(
			'<a href="%1$s">%2$s</a><br><span class="description">%3$s</span>',
			esc_url( Urls::chapter( $post_id, $newest ) ),
			esc_html( $newest->title() ),
			esc_html( ChapterList::release_date( $newest ) )
		);
	}

	/**
	 * ID and views sort; the list's other sortable columns stay.
	 *
	 * @param mixed $columns Column key => query var.
	 * @return mixed
	 */
	public static function sortable( $columns ) {
		if ( ! is_array( $columns ) ) {
			return $columns;
		}
		$columns['yomu_id']    = array( 'ID', true );
		$columns['yomu_views'] = array( 'yomu_views', true );
		return $columns;
	}

	/**
	 * Sorting by views on the admin list: by the total views meta, manga without it counted as 0 rather than left out.
	 *
	 * @param mixed $query The query (a WP_Query).
	 */
	public static function sort( $query ): void {
		if ( ! is_admin() || ! $query instanceof \WP_Query || ! $query->is_main_query() || 'yomu_views' !== $query->get( 'orderby' ) || PostTypes::MANGA !== $query->get( 'post_type' ) ) {
			return;
		}
		$order = 'ASC' === strtoupper( (string) $query->get( 'order' ) ) ? 'ASC' : 'DESC';
		$query->set(
			'meta_query', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- an admin list sorted on demand.
			array(
				'relation'   => 'OR',
				'yomu_views' => array(
					'key'  => MetaKeys::VIEWS,
					'type' => 'NUMERIC',
				),
				'yomu_none'  => array(
					'key'     => MetaKeys::VIEWS,
					'compare' => 'NOT EXISTS',
				),
			)
		);
		$query->set(
			'orderby',
			array(
				'yomu_views' => $order,
				'ID'         => $order,
			)
		);
	}

	/**
	 * Reads the chapters of the admin list's manga at once.
	 *
	 * @param mixed $posts The posts found.
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public static function prime( $posts, $query ) {
		if ( is_admin() && is_array( $posts ) && $query instanceof \WP_Query && $query->is_main_query() && PostTypes::MANGA === $query->get( 'post_type' ) ) {
			$ids = array_map( static fn ( $post ): int => $post instanceof \WP_Post ? $post->ID : (int) $post, $posts );
			ChapterRepository::prime( $ids );
		}
		return $posts;
	}
}
