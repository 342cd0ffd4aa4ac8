<?php
/**
 * New-chapter alerts (SPEC: issue 30 item 4): Madara's unread_c in readers' bookmarks, filled in the background
 * when a chapter is published (Queue, from the Bookmarkers index), shown and cleared on reading (Display), and
 * optional e-mails (Mail).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Alerts;

/**
 * Registers the parts.
 */
final class Alerts {

	/**
	 * Hooks everything.
	 */
	public static function register(): void {
		Bookmarkers::register();
		Queue::register();
		Display::register();
		Mail\Preference::register();
		Mail\Digest::register();
		Mail\Unsubscribe::register();
	}
}
