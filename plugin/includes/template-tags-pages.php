<?php
/**
 * Template tags for Madara's page settings: the Front-Page template's listing and the "all manga" address.
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

use Yomu\Core\Pages\ArchivePage;
use Yomu\Core\Pages\FrontPage;

if ( ! function_exists( 'yomu_manga_archive_url' ) ) {
	/**
	 * Where "all manga" is: the Manga Archive Page when the site set one, else /manga/.
	 */
	function yomu_manga_archive_url(): string {
		return ArchivePage::url();
	}
}

if ( ! function_exists( 'yomu_front_page_listing' ) ) {
	/**
	 * The listing of the current Front-Page page (mode 'manga' or 'blog', settings, query, paged, start), or null
	 * when the page shows its content.
	 *
	 * @return array<string, mixed>|null
	 */
	function yomu_front_page_listing(): ?array {
		return FrontPage::current();
	}
}

if ( ! function_exists( 'yomu_front_page_letters' ) ) {
	/**
	 * The A–Z bar's characters.
	 *
	 * @return string[]
	 */
	function yomu_front_page_letters(): array {
		return str_split( FrontPage::LETTERS );
	}
}
