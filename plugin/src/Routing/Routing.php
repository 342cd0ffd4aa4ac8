<?php
/**
 * Wires the manga and chapter routes into WordPress.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

/**
 * Registers every routing hook.
 */
final class Routing {

	/**
	 * Hooks rules, flushing, resolution, canonical handling, the chapter list endpoint and its admin-ajax twin, and the NEW
	 * tag's cache limit.
	 */
	public static function register(): void {
		Rules::register();
		RewriteFlush::register();
		Resolver::register();
		Canonical::register();
		ChapterListEndpoint::register();
		ChapterListAction::register();
		NewTag::register();
	}
}
