<?php
/**
 * The manga information page: cover, title, details, summary and the chapter list. Class names follow
 * Madara's markup, which third-party reader apps read (MADARA.md §6).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_manga_id = (int) get_the_ID();
$yomu_details  = function_exists( 'yomu_manga_details' ) ? yomu_manga_details( $yomu_manga_id ) : array();
$yomu_oneshot  = function_exists( 'yomu_manga_oneshot_html' ) ? yomu_manga_oneshot_html( $yomu_manga_id ) : '';
$yomu_profile  = function_exists( 'yomu_manga_profile_style' ) ? yomu_manga_profile_style( $yomu_manga_id ) : '';
?>
<article id="manga-<?php echo esc_attr( (string) $yomu_manga_id ); ?>" <?php post_class( 'manga-info container' ); ?>>
	<?php
	if ( function_exists( 'yomu_breadcrumbs_html' ) ) {
		echo yomu_breadcrumbs_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
	}
	if ( '' !== $yomu_profile ) {
		// Madara's profile background (or the manga's banner): a decorative band above the cover, a CSS background so
		// it never competes with the cover image, which the HTML requests first with high priority.
		printf( '<div class="profile-manga manga-banner" style="%s"></div>', esc_attr( $yomu_profile ) );
	}
	?>
	<div class="manga-info__head">
		<div class="summary_image">
			<?php
			if ( has_post_thumbnail() ) {
				the_post_thumbnail(
					'medium',
					array(
						'fetchpriority' => 'high',
						'elementtiming' => 'yomu-first-image',
						'alt'           => wp_strip_all_tags( get_the_title() ),
					) // The cover's crops, with the sizes of its column (manga.css).
					+ ( function_exists( 'yomu_manga_page_cover_attributes' ) ? yomu_manga_page_cover_attributes( (int) get_post_thumbnail_id() ) : array() )
				);
			} else {
				echo '<span class="summary_image__none" aria-hidden="true"></span>';
			}
			?>
		</div>
		<div class="manga-info__main">
			<div class="post-title">
				<?php echo function_exists( 'yomu_title_badges_html' ) ? yomu_title_badges_html( $yomu_manga_id ) : ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin. ?>
				<h1><?php echo esc_html( wp_strip_all_tags( get_the_title() ) ); ?></h1>
			</div>
			<?php
			// The ways to read come right after the title, before the details: on a phone they are on the first screen.
			get_template_part( 'template-parts/manga/info-actions', null, array( 'manga_id' => $yomu_manga_id ) );
			if ( $yomu_details ) {
				get_template_part(
					'template-parts/manga/info-details',
					null,
					array(
						'details'  => $yomu_details,
						'manga_id' => $yomu_manga_id,
						'rank'     => function_exists( 'yomu_manga_rank_text' ) ? yomu_manga_rank_text( $yomu_manga_id ) : '',
					)
				);
			}
			?>
		</div>
	</div>
	<div class="description-summary" role="region" aria-labelledby="manga-summary-heading">
		<h2 id="manga-summary-heading" class="manga-section-title"><?php esc_html_e( 'Summary', 'yomu' ); ?></h2>
		<?php
		ob_start();
		the_content();
		$yomu_summary      = (string) ob_get_clean();
		$yomu_summary_html = yomu_island(
			'manga-summary',
			array(),
			'<div class="summary__content" id="manga-summary-content">' . $yomu_summary . '</div>'
				. '<button type="button" class="summary__toggle" aria-controls="manga-summary-content" aria-expanded="false" hidden>' . esc_html__( 'Show more', 'yomu' ) . '</button>',
			'eager'
		);
		echo $yomu_summary_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the content passed the_content filters; the bridge escapes props.
		?>
	</div>
	<?php if ( '' !== $yomu_oneshot ) : ?>
		<section class="manga-oneshot" aria-labelledby="manga-oneshot-heading">
			<h2 id="manga-oneshot-heading" class="manga-section-title"><?php esc_html_e( 'Read', 'yomu' ); ?></h2>
			<?php echo $yomu_oneshot; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin. ?>
		</section>
	<?php else : ?>
	<section class="manga-chapters" aria-labelledby="manga-chapters-heading">
		<h2 id="manga-chapters-heading" class="manga-section-title"><?php esc_html_e( 'Chapters', 'yomu' ); ?></h2>
		<?php
		$yomu_list     = function_exists( 'yomu_chapter_list_html' ) ? yomu_chapter_list_html( $yomu_manga_id ) : '';
		$yomu_chapters = yomu_island(
			'chapter-list',
			array( 'url' => function_exists( 'yomu_chapter_list_url' ) ? yomu_chapter_list_url( $yomu_manga_id ) : '' ),
			// The list's controls are drawn here, hidden, for the island to show (the list itself is Madara's markup, also
			// served by ajax/chapters/ to reader apps).
			'<div class="chapter-list__toolbar" hidden><button type="button" class="chapter-list__reverse" aria-pressed="false">' . esc_html__( 'Reverse order', 'yomu' ) . '</button></div>'
				. '<div id="manga-chapters-holder" data-id="' . esc_attr( (string) $yomu_manga_id ) . '">' . $yomu_list . '</div>'
				. '<button type="button" class="c-chapter-readmore chapter-readmore" hidden>' . esc_html__( 'Show more', 'yomu' ) . '</button>',
			'idle'
		);
		echo $yomu_chapters; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the plugin's list template escapes every value.
		// Marks the chapters saved for offline reading on this device.
		echo yomu_island( 'offline', array( 'view' => 'marks' ), '', 'idle' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- no user data.
		?>
	</section>
	<?php endif; ?>
	<?php
	// The comment area (and anything else under the chapter list) hooks in here.
	do_action( 'yomu_manga_after_chapters', $yomu_manga_id );
	?>
</article>
