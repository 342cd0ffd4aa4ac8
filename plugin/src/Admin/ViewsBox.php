<?php
/**
 * The "Manga Views" box on the manga edit screen: the total and this day's, week's, month's and year's views, as the
 * counters hold them now (a period that has ended without a view since shows 0, not its last count). Read only:
 * views are counted by readers, not typed.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Views\Counter;
use Yomu\Core\Views\Periods;

/**
 * Views box.
 */
final class ViewsBox {

	/**
	 * Hooks the box.
	 */
	public static function register(): void {
		add_action( 'add_meta_boxes_' . PostTypes::MANGA, array( self::class, 'add' ) );
	}

	/**
	 * Adds the box to the side column.
	 */
	public static function add(): void {
		add_meta_box( 'yomu-manga-views', __( 'Manga Views', 'yomu-core' ), array( self::class, 'render' ), PostTypes::MANGA, 'side', 'default' );
	}

	/**
	 * The counts: total, then period => views in the current period.
	 *
	 * @param int $manga_id Manga post ID.
	 * @param int $now      Unix time.
	 * @return array{total: int, day: int, week: int, month: int, year: int}
	 */
	public static function counts( int $manga_id, int $now ): array {
		$row     = Counter::row( $manga_id ) ?? array();
		$starts  = Periods::starts( $now );
		$current = static fn ( string $period ): int => ( $row[ "{$period}_start" ] ?? '' ) === $starts[ $period ] ? (int) ( $row[ "{$period}_views" ] ?? 0 ) : 0;
		return array(
			'total' => (int) get_post_meta( $manga_id, MetaKeys::VIEWS, true ),
			'day'   => $current( 'day' ),
			'week'  => $current( 'week' ),
			'month' => $current( 'month' ),
			'year'  => $current( 'year' ),
		);
	}

	/**
	 * Prints the box.
	 *
	 * @param \WP_Post $post The manga.
	 */
	public static function render( \WP_Post $post ): void {
		$counts = self::counts( $post->ID, time() );
		$labels = array(
			'total' => __( 'Total', 'yomu-core' ),
			'day'   => __( 'Today', 'yomu-core' ),
			'week'  => __( 'This week', 'yomu-core' ),
			'month' => __( 'This month', 'yomu-core' ),
			'year'  => __( 'This year', 'yomu-core' ),
		);
		echo '<dl class="yomu-views">';
		foreach ( $labels as $key => $label ) {
			printf( '<dt>%1$s</dt><dd data-yomu-views="%2$s">%3$s</dd>', esc_html( $label ), esc_attr( $key ), esc_html( number_format_i18n( $counts[ $key ] ) ) );
		}
		echo '</dl>';
	}
}
