<?php
/**
 * The chapter panel inside "Volumes and chapters": name, subtitle, index, volume, status and price, and the pages of an image
 * chapter. Data in $yomu (see Yomu\Core\Admin\ChaptersBox::panel_data).
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

$yomu_chapter = $yomu['chapter'];
?>
<section id="yomu-chapter-panel" class="yomu-panel" aria-labelledby="yomu-chapter-panel-title">
	<header class="yomu-panel__head">
		<?php /* translators: %s: chapter name */ ?>
		<h3 id="yomu-chapter-panel-title"><?php echo esc_html( sprintf( __( 'Editing: %s', 'yomu-core' ), $yomu_chapter->title() ) ); ?></h3>
		<a class="button" href="<?php echo esc_url( $yomu['close'] ); ?>" data-yomu-in-place="on"><?php esc_html_e( 'Close', 'yomu-core' ); ?></a>
	</header>

	<div class="yomu-grid">
		<p>
			<label for="yomu-edit-chapter-name"><?php esc_html_e( 'Name', 'yomu-core' ); ?></label>
			<input type="text" id="yomu-edit-chapter-name" name="chapter_name" form="<?php echo esc_attr( $yomu['update'] ); ?>" value="<?php echo esc_attr( $yomu['values']['chapter_name'] ); ?>" required>
		</p>
		<p>
			<label for="yomu-edit-chapter-extend"><?php esc_html_e( 'Subtitle', 'yomu-core' ); ?></label>
			<input type="text" id="yomu-edit-chapter-extend" name="chapter_name_extend" form="<?php echo esc_attr( $yomu['update'] ); ?>" value="<?php echo esc_attr( $yomu['values']['chapter_name_extend'] ); ?>">
		</p>
		<p>
			<label for="yomu-edit-chapter-index"><?php esc_html_e( 'Index', 'yomu-core' ); ?></label>
			<input type="number" id="yomu-edit-chapter-index" name="chapter_index" form="<?php echo esc_attr( $yomu['update'] ); ?>" value="<?php echo esc_attr( $yomu['values']['chapter_index'] ); ?>" step="1">
		</p>
		<p>
			<label for="yomu-edit-chapter-volume"><?php esc_html_e( 'Volume', 'yomu-core' ); ?></label>
			<select id="yomu-edit-chapter-volume" name="volume_id" form="<?php echo esc_attr( $yomu['update'] ); ?>">
				<option value="0"><?php esc_html_e( 'No volume', 'yomu-core' ); ?></option>
				<?php foreach ( $yomu['volumes'] as $yomu_volume ) : ?>
					<option value="<?php echo esc_attr( (string) $yomu_volume->id ); ?>"<?php selected( (string) $yomu_volume->id, $yomu['values']['volume_id'] ); ?>><?php echo esc_html( $yomu_volume->name ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<p>
			<label for="yomu-edit-chapter-status"><?php esc_html_e( 'Status', 'yomu-core' ); ?></label>
			<select id="yomu-edit-chapter-status" name="chapter_status" form="<?php echo esc_attr( $yomu['update'] ); ?>">
				<?php foreach ( Yomu\Core\Admin\Labels::chapter_statuses() as $yomu_value => $yomu_label ) : ?>
					<option value="<?php echo esc_attr( (string) $yomu_value ); ?>"<?php selected( (string) $yomu_value, $yomu['values']['chapter_status'] ); ?>><?php echo esc_html( $yomu_label ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<p>
			<label for="yomu-edit-chapter-coin"><?php esc_html_e( 'Price (points)', 'yomu-core' ); ?></label>
			<input type="number" id="yomu-edit-chapter-coin" name="chapter_coin" form="<?php echo esc_attr( $yomu['update'] ); ?>" value="<?php echo esc_attr( $yomu['values']['chapter_coin'] ); ?>" min="0" step="1" aria-describedby="yomu-edit-chapter-coin-help" data-yomu-coin-nonce="<?php echo esc_attr( $yomu['price']['nonce'] ); ?>">
			<span id="yomu-edit-chapter-coin-help" class="description"><?php echo esc_html( $yomu['price']['help'] ); ?></span>
		</p>
		<p>
			<?php /* translators: %s: time zone name */ ?>
			<label for="yomu-edit-chapter-date"><?php echo esc_html( sprintf( __( 'Publish date (%s)', 'yomu-core' ), $yomu['timezone'] ) ); ?></label>
			<input type="datetime-local" id="yomu-edit-chapter-date" name="chapter_date" form="<?php echo esc_attr( $yomu['update'] ); ?>" value="<?php echo esc_attr( $yomu['values']['chapter_date'] ); ?>" aria-describedby="yomu-edit-chapter-date-help">
			<span id="yomu-edit-chapter-date-help" class="description">
				<?php esc_html_e( 'A date still to come schedules the chapter: readers see it from then on.', 'yomu-core' ); ?>
				<?php if ( '' !== $yomu['scheduled'] ) : ?>
					<?php /* translators: %s: date and time */ ?>
					<strong class="yomu-scheduled-note"><?php echo esc_html( sprintf( __( 'Scheduled for %s.', 'yomu-core' ), $yomu['scheduled'] ) ); ?></strong>
				<?php endif; ?>
			</span>
		</p>
	</div>
	<p>
		<button type="submit" class="button button-primary" form="<?php echo esc_attr( $yomu['update'] ); ?>"><?php esc_html_e( 'Save chapter', 'yomu-core' ); ?></button>
		<?php if ( '' !== $yomu['download'] ) : ?>
			<button type="submit" class="button" form="<?php echo esc_attr( $yomu['download'] ); ?>"><?php esc_html_e( 'Download as ZIP', 'yomu-core' ); ?></button>
		<?php endif; ?>
	</p>
	<?php
	/**
	 * Prints fields of other parts next to the chapter (EarlyAccessField's "Free from").
	 *
	 * @param Yomu\Core\Content\Chapter $chapter The chapter being edited.
	 */
	do_action( 'yomu_admin_chapter_panel', $yomu_chapter );
	?>

	<?php if ( $yomu['video'] ) : ?>
		<?php echo $yomu['video']['fields']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in VideoServerFields::render(). ?>
		<p><button type="submit" class="button button-primary" form="<?php echo esc_attr( $yomu['video']['form'] ); ?>" data-yomu-busy><?php esc_html_e( 'Save video servers', 'yomu-core' ); ?></button></p>
	<?php endif; ?>

	<?php if ( ! $yomu['is_text'] ) : ?>
		<?php /* translators: %d: number of pages */ ?>
		<h4><?php echo esc_html( sprintf( _n( '%d page', '%d pages', count( $yomu['pages'] ), 'yomu-core' ), count( $yomu['pages'] ) ) ); ?></h4>
		<?php if ( $yomu['pages'] ) : ?>
			<?php // WordPress swaps the body's no-js class for js before the page paints: each reader sees one of the two. ?>
			<p class="description hide-if-js"><?php esc_html_e( 'To reorder, change the position numbers and save the order. To remove pages, tick them and remove.', 'yomu-core' ); ?></p>
			<p class="description hide-if-no-js" id="yomu-page-order-help"><?php esc_html_e( 'Drag a page by its handle, or focus the handle and move it with the arrow keys (Home and End: first and last). Then save the page order.', 'yomu-core' ); ?></p>
			<?php ob_start(); ?>
			<ol class="yomu-pages">
				<?php foreach ( $yomu['pages'] as $yomu_page ) : ?>
					<li class="yomu-page" data-page="<?php echo esc_attr( (string) $yomu_page->number ); ?>">
						<?php /* translators: %d: page number */ ?>
						<img src="<?php echo esc_url( $yomu_page->url ); ?>" alt="<?php echo esc_attr( sprintf( __( 'Page %d', 'yomu-core' ), $yomu_page->number ) ); ?>" loading="lazy" decoding="async">
						<label class="yomu-page__position">
							<?php esc_html_e( 'Position', 'yomu-core' ); ?>
							<input type="number" name="position[<?php echo esc_attr( (string) $yomu_page->number ); ?>]" value="<?php echo esc_attr( (string) $yomu_page->number ); ?>" min="1" step="1" form="<?php echo esc_attr( $yomu['reorder'] ); ?>">
						</label>
						<label class="yomu-page__remove">
							<input type="checkbox" name="pages[]" value="<?php echo esc_attr( (string) $yomu_page->number ); ?>" form="<?php echo esc_attr( $yomu['remove'] ); ?>">
							<?php esc_html_e( 'Remove', 'yomu-core' ); ?>
						</label>
					</li>
				<?php endforeach; ?>
			</ol>
			<?php
			// With JavaScript, the page-order island: drag and keyboard, the same fields in tiles of the same size, so the
			// list does not move when it takes over (src/admin/islands/page-order).
			$yomu_page_order = array(
				'pages'       => array_map(
					static fn ( $page ) => array(
						'number' => $page->number,
						'url'    => $page->url,
					),
					$yomu['pages']
				),
				'reorderForm' => $yomu['reorder'],
				'removeForm'  => $yomu['remove'],
				'help'        => 'yomu-page-order-help',
			);
			echo Yomu\Bridge\Island::render( 'page-order', $yomu_page_order, (string) ob_get_clean(), 'eager' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the fallback is escaped above; Island::render escapes the props.
			?>
			<p class="yomu-row">
				<button type="submit" class="button" form="<?php echo esc_attr( $yomu['reorder'] ); ?>"><?php esc_html_e( 'Save page order', 'yomu-core' ); ?></button>
				<button type="submit" class="button" form="<?php echo esc_attr( $yomu['remove'] ); ?>" data-yomu-confirm="<?php esc_attr_e( 'Remove the ticked pages and their files?', 'yomu-core' ); ?>"><?php esc_html_e( 'Remove ticked pages', 'yomu-core' ); ?></button>
			</p>
		<?php endif; ?>
		<div class="yomu-grid">
			<p>
				<label for="yomu-add-pages" class="yomu-label"><?php esc_html_e( 'Add pages at the end', 'yomu-core' ); ?></label>
				<input type="file" id="yomu-add-pages" name="yomu_pages[]" form="<?php echo esc_attr( $yomu['add'] ); ?>" accept="image/jpeg,image/png,image/gif,image/webp,image/bmp" multiple required>
				<button type="submit" class="button" form="<?php echo esc_attr( $yomu['add'] ); ?>" data-yomu-busy><?php esc_html_e( 'Add pages', 'yomu-core' ); ?></button>
			</p>
			<p>
				<label for="yomu-replace-pages" class="yomu-label"><?php esc_html_e( 'Replace all pages', 'yomu-core' ); ?></label>
				<input type="file" id="yomu-replace-pages" name="yomu_pages[]" form="<?php echo esc_attr( $yomu['replace'] ); ?>" accept="image/jpeg,image/png,image/gif,image/webp,image/bmp" multiple required>
				<button type="submit" class="button" form="<?php echo esc_attr( $yomu['replace'] ); ?>" data-yomu-busy data-yomu-confirm="<?php esc_attr_e( 'Replace every page of this chapter with the chosen images?', 'yomu-core' ); ?>"><?php esc_html_e( 'Replace pages', 'yomu-core' ); ?></button>
			</p>
		</div>
	<?php endif; ?>

	<?php if ( $yomu['storage'] ) : ?>
		<h4><?php esc_html_e( 'Storage', 'yomu-core' ); ?></h4>
		<?php /* translators: %s: a storage name such as "Local disk" */ ?>
		<p class="yomu-storage-reads"><?php echo esc_html( sprintf( __( 'Pages are read from: %s', 'yomu-core' ), $yomu['storage']['reads'] ) ); ?></p>
		<?php /* translators: %s: storage names, comma separated */ ?>
		<p class="yomu-storage-copies"><?php echo esc_html( sprintf( __( 'Copies: %s', 'yomu-core' ), implode( ', ', $yomu['storage']['copies'] ) ) ); ?></p>
		<?php if ( $yomu['storage']['ops'] ) : ?>
			<p class="yomu-row">
				<?php foreach ( $yomu['storage']['ops'] as $yomu_op => $yomu_label ) : ?>
					<button type="submit" class="button" name="storage_op" value="<?php echo esc_attr( $yomu_op ); ?>" form="<?php echo esc_attr( $yomu['move'] ); ?>" data-yomu-busy<?php echo str_starts_with( $yomu_op, 'drop_' ) ? ' data-yomu-confirm="' . esc_attr__( 'Remove this copy of the pages? The chapter keeps reading from the other one.', 'yomu-core' ) . '"' : ''; ?>><?php echo esc_html( $yomu_label ); ?></button>
				<?php endforeach; ?>
			</p>
		<?php endif; ?>
	<?php endif; ?>
</section>
