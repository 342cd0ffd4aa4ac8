<?php
/**
 * The Disqus Comment System 3.1.3 method Yomu calls (Comments\Disqus), for PHPStan only: Disqus is a third-party
 * plugin (shared/vendor/disqus.zip), present on a site only when its owner installs it.
 *
 * @package Yomu\Core
 */

/**
 * The plugin's public side.
 */
class Disqus_Public {

	/**
	 * The vars the plugin localizes onto its embed script as embedVars (an array: disqusIdentifier, disqusUrl,
	 * disqusTitle, disqusShortname, disqusConfig, postId); typed loosely, as a third party's answer is checked.
	 *
	 * @param WP_Post $post The post.
	 * @return mixed
	 */
	public static function embed_vars_for_post( $post ) {}
}
