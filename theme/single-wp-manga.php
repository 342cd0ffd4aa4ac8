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
	if ( $yomu_is_chapter ) {
		// The chapter page has no side column: nothing comes before its first image (its sidebar follows the comments).
		get_template_part( 'template-parts/manga/reading' );
	} else {
		yomu_layout_open( 'manga' );
		get_template_part( 'template-parts/manga/info' );
		yomu_layout_close();
	}
endwhile;
get_footer();
