<?php
/**
 * The comments template. Blog posts and pages: WordPress's list and form, posting to wp-comments-post.php, so they
 * work without JavaScript. Manga and chapters (Yomu Core's discussion calls comments_template() there, so a comment
 * plugin such as Disqus or wpDiscuz can replace this file): Yomu Core's own thread of the manga or the chapter.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

if ( post_password_required() ) {
	return;
}
$yomu_manga_comments = function_exists( 'yomu_manga_comments_html' ) ? yomu_manga_comments_html() : null;
if ( null !== $yomu_manga_comments ) {
	echo $yomu_manga_comments; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
	return;
}
$yomu_count = get_comments_number();
?>
<section id="comments" class="comments-area yomu-comments" aria-labelledby="comments-title">
	<h2 id="comments-title" class="manga-section-title">
		<?php
		echo esc_html(
			$yomu_count
				/* translators: %s: number of comments. */
				? sprintf( _n( '%s comment', '%s comments', $yomu_count, 'yomu' ), number_format_i18n( $yomu_count ) )
				: __( 'Comments', 'yomu' )
		);
		?>
	</h2>
	<?php if ( have_comments() ) : ?>
		<ol class="comment-list">
			<?php
			wp_list_comments(
				array(
					'style'       => 'ol',
					'short_ping'  => true,
					'avatar_size' => 48,
				)
			);
			?>
		</ol>
		<?php
		the_comments_pagination(
			array(
				'prev_text' => __( 'Previous', 'yomu' ),
				'next_text' => __( 'Next', 'yomu' ),
			)
		);
	endif;
	if ( comments_open() ) {
		comment_form();
	} elseif ( $yomu_count ) {
		echo '<p class="no-comments">' . esc_html__( 'Comments are closed.', 'yomu' ) . '</p>';
	}
	?>
</section>
