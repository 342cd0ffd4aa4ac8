<?php
/**
 * WP Manga : User section (`wp-manga-user-section-id`): the header's user section (Account\UserSection) in a
 * sidebar: a signed-in reader's avatar menu, a guest's sign-in and sign-up links. A guest's page is the same for
 * every guest (a shared cache may keep it); a signed-in reader's page is never shared (Http\CacheHeaders), so the
 * menu cannot reach another visitor.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

use Yomu\Core\Account\UserSection;

/**
 * The widget.
 */
final class UserSectionWidget extends MangaWidget {

	/**
	 * Madara's id_base.
	 */
	public static function id_base(): string {
		return 'wp-manga-user-section-id';
	}

	/**
	 * The name in wp-admin.
	 */
	protected static function label(): string {
		return __( 'WP Manga : User section', 'yomu-core' );
	}

	/**
	 * The description in wp-admin.
	 */
	protected static function description(): string {
		return __( 'Sign-in links for guests, the account menu for signed-in readers.', 'yomu-core' );
	}

	/**
	 * Madara's wrapper classes.
	 */
	protected static function classname(): string {
		return 'wp-manga-section wp-manga-user-section';
	}

	/**
	 * The instance fields.
	 *
	 * @return array<string, Field>
	 */
	protected function fields(): array {
		return array( 'title' => Field::text( __( 'Title', 'yomu-core' ) ) );
	}

	/**
	 * The section.
	 *
	 * @param array<string, string> $settings Settings.
	 */
	protected function body( array $settings ): string {
		$user = wp_get_current_user();
		$html = $user->exists() ? UserSection::user_menu( $user, 'widget' ) : UserSection::guest_links();
		return '' === $html ? '' : '<div class="c-user-section-widget">' . $html . '</div>';
	}
}
