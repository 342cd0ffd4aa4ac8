<?php
/**
 * Server render of yomu/manga-listing (escaping is done inside the render class).
 *
 * @package Yomu\Core
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

echo Yomu\Core\Blocks\ListingBlocks::listing( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the render class.
