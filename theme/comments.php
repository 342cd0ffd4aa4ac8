<?php
/**
 * Comments on blog posts and pages (manga and chapters have their own thread, printed by Yomu Core): WordPress's
 * list and form, posting to wp-comments-post.php, so they work without JavaScript.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

if ( post_password_required() ) {
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
