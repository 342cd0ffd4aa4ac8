<?php
/**
 * A manga: its information page, or one of its chapters when the URL names one.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

get_header();
while ( have_posts() ) :
	the_post();
	$yomu_is_chapter = function_exists( 'yomu_is_chapter_page' ) && yomu_is_chapter_page();
	get_template_part( 'template-parts/manga/' . ( $yomu_is_chapter ? 'reading' : 'info' ) );
endwhile;
get_footer();
