<?php
/**
 * WP Manga : Manga History (`manga-history-id`): the manga read last. A signed-in reader's page (never shared)
 * carries the list; a guest's page, which a shared cache may keep, carries Madara's empty `.my-history` with
 * the empty message, and the guest-history island fills it from the guest's own cookie through
 * `guest_histories` once the browser is idle.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * The widget.
 */
final class History extends MangaWidget {

	/**
	 * Madara's id_base.
	 */
	public static function id_base(): string {
		return 'manga-history-id';
	}

	/**
	 * The name in wp-admin.
	 */
	protected static function label(): string {
		return __( 'WP Manga : Manga History', 'yomu-core' );
	}

	/**
	 * The description in wp-admin.
	 */
	protected static function description(): string {
		return __( 'The manga the visitor read last.', 'yomu-core' );
	}

	/**
	 * Madara's wrapper classes.
	 */
	protected static function classname(): string {
		return 'manga-history-widget';
	}

	/**
	 * The instance fields.
	 *
	 * @return array<string, Field>
	 */
	protected function fields(): array {
		return array(
			'title'           => Field::text( __( 'Title', 'yomu-core' ) ),
			'number_of_posts' => Field::number( __( 'Number of manga', 'yomu-core' ), 3, 1, HistoryItems::MOST ),
		);
	}

	/**
	 * The list.
	 *
	 * @param array<string, string> $settings Settings.
	 */
	protected function body( array $settings ): string {
		return '<div class="my-history">' . HistoryItems::for_visitor( (int) $settings['number_of_posts'] ) . '</div>';
	}
}
