<?php
/**
 * Dependencies of the yomu/recipe editor script (plain JS on the wp.* globals, no build step).
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

return array(
	'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n', 'yomu-blocks-editor-kit' ),
	'version'      => '0.1.0',
);
