<?php
/**
 * "Import chapters from a ZIP" (Admin\ChapterImport): the heading and help; the chapter-import island
 * (src/admin/islands/chapter-import) draws the file, the progress of its upload and import, the preview and the
 * buttons. An import needs JavaScript; without it the section says that `wp yomu import` does the same on a shell.
 *
 * @package Yomu\Core
 * @var array<string, mixed> $yomu manga, nonce, chunk, text, session.
 */

defined( 'ABSPATH' ) || exit;
?>
<section class="yomu-import" aria-labelledby="yomu-import-heading">
	<h3 id="yomu-import-heading"><?php esc_html_e( 'Import chapters from a ZIP', 'yomu-core' ); ?></h3>
	<p class="description" id="yomu-import-help">
		<?php
		if ( $yomu['text'] ) {
			esc_html_e( 'One ZIP of many text chapters: a .txt or .html file per chapter ("Chapter 3.txt" or "Chapter 3 -- Subtitle.txt"), optionally inside a folder per volume. In a .txt file a blank line starts a new paragraph.', 'yomu-core' );
		} else {
			esc_html_e( 'One ZIP of many chapters: a folder per chapter ("Chapter 3" or "Chapter 3 -- Subtitle") holding its images, optionally inside a folder per volume.', 'yomu-core' );
		}
		echo ' ';
		esc_html_e( 'You see what will be created before anything is written; chapters this manga already has are skipped. A dropped connection or a reload resumes the upload.', 'yomu-core' );
		?>
	</p>
	<?php
	$yomu_fallback = '<p>' . esc_html__( 'The import needs JavaScript. On a shell, wp yomu import does the same.', 'yomu-core' ) . '</p>';
	echo Yomu\Bridge\Island::render( 'chapter-import', $yomu, $yomu_fallback, 'eager' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the fallback is escaped above; Island::render escapes the props.
	?>
</section>
