<?php
/**
 * [manga-user-page] (MADARA-SITE.md §8.5): the account page's tabs (bookmarks, history, account settings) where an
 * owner put the shortcode. The Yomu theme shows the account page with its own template; under another theme, or on
 * another page, this prints the same view (yomu_account_library(): Account\LibraryView in the account-page island).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

/**
 * Renders the account area.
 */
final class UserPage {

	public const TAG = 'manga-user-page';

	/**
	 * The shortcode's HTML.
	 */
	public static function render(): string {
		$html = function_exists( 'yomu_account_library' ) ? yomu_account_library() : '';
		return '<div class="manga-shortcode user-page-shortcode yomu-account">' . $html . '</div>';
	}
}
