<?php
/**
 * "Import chapters from a ZIP" (Admin\ChapterImport, assets/admin/chapter-import.js): the file, the progress of its
 * upload and import, the preview, and the buttons; the script drives it (an import needs JavaScript, `wp yomu import`
 * does the same on a shell).
 *
 * @package Yomu\Core
 * @var array<string, mixed> $yomu manga, nonce, ajax, chunk, session.
 */

defined( 'ABSPATH' ) || exit;
?>
<section class="yomu-import" aria-labelledby="yomu-import-heading" data-yomu-import="<?php echo esc_attr( (string) wp_json_encode( $yomu ) ); ?>">
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
	<noscript><p><?php esc_html_e( 'The import needs JavaScript. On a shell, wp yomu import does the same.', 'yomu-core' ); ?></p></noscript>
	<p class="yomu-row">
		<label for="yomu-import-file" class="yomu-label"><?php esc_html_e( 'ZIP file', 'yomu-core' ); ?></label>
		<input type="file" id="yomu-import-file" accept=".zip,application/zip" aria-describedby="yomu-import-help">
		<button type="button" class="button" data-yomu-import-upload><?php esc_html_e( 'Upload and check', 'yomu-core' ); ?></button>
	</p>
	<div class="yomu-import__progress" hidden>
		<progress max="100" value="0" aria-labelledby="yomu-import-status"></progress>
	</div>
	<p id="yomu-import-status" class="yomu-import__status" role="status" aria-live="polite"></p>
	<div class="yomu-import__preview" hidden>
		<table class="widefat striped">
			<caption class="yomu-import__summary screen-reader-text"></caption>
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Volume', 'yomu-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Chapter', 'yomu-core' ); ?></th>
					<th scope="col"><?php echo esc_html( $yomu['text'] ? __( 'Files', 'yomu-core' ) : __( 'Pages', 'yomu-core' ) ); ?></th>
					<th scope="col"><?php esc_html_e( 'What happens', 'yomu-core' ); ?></th>
				</tr>
			</thead>
			<tbody></tbody>
		</table>
	</div>
	<p class="yomu-row yomu-import__actions" hidden>
		<button type="button" class="button button-primary" data-yomu-import-start><?php esc_html_e( 'Import these chapters', 'yomu-core' ); ?></button>
		<button type="button" class="button" data-yomu-import-discard><?php esc_html_e( 'Discard the upload', 'yomu-core' ); ?></button>
	</p>
</section>
