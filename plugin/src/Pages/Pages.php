<?php
/**
 * Wires Madara's page settings: the Front-Page template and the Manga Archive Page.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Pages;

/**
 * Registers the hooks.
 */
final class Pages {

	/**
	 * Registers everything.
	 */
	public static function register(): void {
		FrontPage::register();
		ArchivePage::register();
	}
}
