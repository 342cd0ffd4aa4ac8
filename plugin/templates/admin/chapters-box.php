<?php
/**
 * "Volumes and chapters" meta box. Data in $yomu (see Yomu\Core\Admin\ChaptersBox::data). Every control
 * joins its admin-post form through the form attribute (the forms are printed after the post form).
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

$yomu_volume_names = array();
foreach ( $yomu['volumes'] as $yomu_volume ) {
	$yomu_volume_names[ $yomu_volume->id ] = $yomu_volume->name;
}
?>
<div class="yomu-chapters">
	<?php
	if ( $yomu['panel'] ) {
		echo Yomu\Core\Admin\Template::render( 'chapter-panel', $yomu['panel'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
	}
	?>

	<h3><?php esc_html_e( 'Volumes', 'yomu-core' ); ?></h3>
	<?php if ( $yomu['volumes'] ) : ?>
		<table class="widefat striped yomu-volumes">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Name', 'yomu-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Order', 'yomu-core' ); ?></th>
					<th scope="col"><span class="screen-reader-text"><?php esc_html_e( 'Delete', 'yomu-core' ); ?></span></th>
				</tr>
			</thead>
			<tbody>
				<?php
				$yomu_last = count( $yomu['volumes'] ) - 1;
				foreach ( $yomu['volumes'] as $yomu_i => $yomu_volume ) :
					$yomu_forms = $yomu['volume_forms'][ $yomu_volume->id ];
					$yomu_input = 'yomu-volume-name-' . $yomu_volume->id;
					?>
					<tr data-volume-id="<?php echo esc_attr( (string) $yomu_volume->id ); ?>">
						<td>
							<label for="<?php echo esc_attr( $yomu_input ); ?>" class="screen-reader-text"><?php esc_html_e( 'Volume name', 'yomu-core' ); ?></label>
							<input type="text" id="<?php echo esc_attr( $yomu_input ); ?>" name="volume_name" form="<?php echo esc_attr( $yomu_forms['rename'] ); ?>" value="<?php echo esc_attr( $yomu_forms['name'] ); ?>" required>
							<button type="submit" class="button" form="<?php echo esc_attr( $yomu_forms['rename'] ); ?>"><?php esc_html_e( 'Rename', 'yomu-core' ); ?></button>
						</td>
						<td class="yomu-nowrap">
							<?php /* translators: %s: volume name */ ?>
							<button type="submit" class="button" name="direction" value="up" form="<?php echo esc_attr( $yomu_forms['move'] ); ?>" aria-label="<?php echo esc_attr( sprintf( __( 'Move "%s" up', 'yomu-core' ), $yomu_volume->name ) ); ?>" <?php disabled( 0 === $yomu_i ); ?>>&uarr;</button>
							<?php /* translators: %s: volume name */ ?>
							<button type="submit" class="button" name="direction" value="down" form="<?php echo esc_attr( $yomu_forms['move'] ); ?>" aria-label="<?php echo esc_attr( sprintf( __( 'Move "%s" down', 'yomu-core' ), $yomu_volume->name ) ); ?>" <?php disabled( $yomu_last === $yomu_i ); ?>>&darr;</button>
						</td>
						<td>
							<?php /* translators: %s: volume name */ ?>
							<button type="submit" class="button-link button-link-delete" form="<?php echo esc_attr( $yomu_forms['delete'] ); ?>" data-yomu-confirm="<?php echo esc_attr( sprintf( __( 'Delete the volume "%s"? Its chapters stay, without a volume.', 'yomu-core' ), $yomu_volume->name ) ); ?>"><?php esc_html_e( 'Delete', 'yomu-core' ); ?></button>
						</td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
	<?php else : ?>
		<p class="description"><?php esc_html_e( 'No volumes yet. Chapters without a volume are listed on their own.', 'yomu-core' ); ?></p>
	<?php endif; ?>
	<p class="yomu-row">
		<label for="yomu-new-volume"><?php esc_html_e( 'New volume', 'yomu-core' ); ?></label>
		<input type="text" id="yomu-new-volume" name="volume_name" form="<?php echo esc_attr( $yomu['create_volume'] ); ?>" value="<?php echo esc_attr( $yomu['new_volume'] ); ?>" required>
		<button type="submit" class="button" form="<?php echo esc_attr( $yomu['create_volume'] ); ?>"><?php esc_html_e( 'Add volume', 'yomu-core' ); ?></button>
	</p>

	<h3><?php esc_html_e( 'Chapters', 'yomu-core' ); ?></h3>
	<?php $yomu_search = $yomu['search']; ?>
	<?php if ( $yomu_search['total'] > 0 ) : ?>
		<p class="yomu-row yomu-chapter-search">
			<label for="yomu-chapter-search-q"><?php esc_html_e( 'Search chapters', 'yomu-core' ); ?></label>
			<input type="search" id="yomu-chapter-search-q" name="<?php echo esc_attr( $yomu_search['param'] ); ?>" form="<?php echo esc_attr( $yomu_search['form'] ); ?>" value="<?php echo esc_attr( $yomu_search['query'] ); ?>" aria-describedby="yomu-chapter-search-count" data-yomu-chapter-search>
			<button type="submit" class="button" form="<?php echo esc_attr( $yomu_search['form'] ); ?>"><?php esc_html_e( 'Search', 'yomu-core' ); ?></button>
			<?php if ( '' !== $yomu_search['query'] ) : ?>
				<a href="<?php echo esc_url( $yomu_search['clear'] ); ?>"><?php esc_html_e( 'Show all chapters', 'yomu-core' ); ?></a>
			<?php endif; ?>
			<span id="yomu-chapter-search-count" class="description" aria-live="polite" data-yomu-chapter-count="<?php echo esc_attr( (string) $yomu_search['total'] ); ?>">
				<?php
				if ( '' !== $yomu_search['query'] ) {
					/* translators: 1: chapters shown, 2: chapters listed. */
					echo esc_html( sprintf( __( 'Chapters shown: %1$s of %2$s.', 'yomu-core' ), number_format_i18n( $yomu_search['shown'] ), number_format_i18n( $yomu_search['total'] ) ) );
				}
				?>
			</span>
		</p>
	<?php endif; ?>
	<?php if ( ! $yomu['groups'] && '' !== $yomu_search['query'] ) : ?>
		<?php /* translators: %s: the search typed. */ ?>
		<p class="description"><?php echo esc_html( sprintf( __( 'No chapter matches "%s".', 'yomu-core' ), $yomu_search['query'] ) ); ?></p>
	<?php elseif ( ! $yomu['groups'] ) : ?>
		<p class="description"><?php esc_html_e( 'No chapters yet.', 'yomu-core' ); ?></p>
	<?php endif; ?>
	<?php foreach ( $yomu['groups'] as $yomu_group ) : ?>
		<div class="yomu-chapter-group" data-yomu-chapter-group>
		<?php $yomu_heading = $yomu_group[0] ? $yomu_group[0]->name : __( 'No volume', 'yomu-core' ); ?>
		<h4 class="yomu-volume-heading"><?php echo esc_html( '' !== $yomu_heading ? $yomu_heading : __( '(unnamed volume)', 'yomu-core' ) ); ?></h4>
		<?php
		$yomu_scope      = $yomu_group[0] ? (string) $yomu_group[0]->id : '0';
		$yomu_price_form = $yomu['price_forms'][ $yomu_scope ];
		$yomu_price_id   = 'yomu-volume-coin-' . $yomu_scope;
		?>
		<p class="yomu-row yomu-volume-price">
			<label for="<?php echo esc_attr( $yomu_price_id ); ?>"><?php esc_html_e( 'Price of every chapter here (points)', 'yomu-core' ); ?></label>
			<input type="number" id="<?php echo esc_attr( $yomu_price_id ); ?>" name="chapter_coin" form="<?php echo esc_attr( $yomu_price_form ); ?>" min="0" step="1" class="small-text" aria-describedby="yomu-price-help">
			<?php /* translators: %s: volume name */ ?>
			<button type="submit" class="button" form="<?php echo esc_attr( $yomu_price_form ); ?>" data-yomu-confirm="<?php echo esc_attr( sprintf( __( 'Set this price on every chapter of "%s"?', 'yomu-core' ), $yomu_heading ) ); ?>"><?php esc_html_e( 'Set price', 'yomu-core' ); ?></button>
		</p>
		<table class="widefat striped yomu-chapter-list">
			<thead>
				<tr>
					<td class="check-column"><span class="screen-reader-text"><?php esc_html_e( 'Select', 'yomu-core' ); ?></span></td>
					<th scope="col"><?php esc_html_e( 'Chapter', 'yomu-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Index', 'yomu-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Date', 'yomu-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Actions', 'yomu-core' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php
				foreach ( $yomu_group[1] as $yomu_chapter ) :
					$yomu_links = $yomu['chapter_links'][ $yomu_chapter->id ];
					?>
					<tr data-chapter-id="<?php echo esc_attr( (string) $yomu_chapter->id ); ?>" data-yomu-chapter-text="<?php echo esc_attr( mb_strtolower( $yomu_chapter->title() . "\n" . $yomu_chapter->slug ) ); ?>">
						<th scope="row" class="check-column">
							<?php /* translators: %s: chapter name */ ?>
							<input type="checkbox" name="chapter_ids[]" value="<?php echo esc_attr( (string) $yomu_chapter->id ); ?>" form="<?php echo esc_attr( $yomu['move_form'] ); ?>" aria-label="<?php echo esc_attr( sprintf( __( 'Select %s', 'yomu-core' ), $yomu_chapter->title() ) ); ?>">
						</th>
						<td class="yomu-chapter-title">
							<a href="<?php echo esc_url( $yomu_links['edit'] ); ?>" data-yomu-in-place="on"><strong><?php echo esc_html( $yomu_chapter->name ); ?></strong></a>
							<?php if ( '' !== trim( $yomu_chapter->name_extend ) ) : ?>
								<span class="yomu-extend"><?php echo esc_html( $yomu_chapter->name_extend ); ?></span>
							<?php endif; ?>
							<?php if ( isset( $yomu['scheduled'][ $yomu_chapter->id ] ) ) : ?>
								<?php /* translators: %s: date and time */ ?>
								<span class="yomu-scheduled"><span class="dashicons dashicons-clock" aria-hidden="true"></span><?php echo esc_html( sprintf( __( 'Scheduled for %s', 'yomu-core' ), $yomu['scheduled'][ $yomu_chapter->id ] ) ); ?></span>
							<?php endif; ?>
							<?php
							$yomu_price = $yomu['prices'][ $yomu_chapter->id ];
							if ( $yomu_price ) :
								/* translators: %d: chapter price in points */
								$yomu_points = sprintf( _n( '%d point', '%d points', $yomu_price['points'], 'yomu-core' ), $yomu_price['points'] );
								?>
								<span class="coin<?php echo $yomu_price['own'] ? '' : ' coin-default'; ?>" title="<?php echo esc_attr( $yomu_price['own'] ? __( 'Price of this chapter', 'yomu-core' ) : __( 'The site default price', 'yomu-core' ) ); ?>"><span class="dashicons dashicons-lock" aria-hidden="true"></span><?php echo esc_html( $yomu_points ); ?></span>
							<?php endif; ?>
						</td>
						<td><?php echo esc_html( (string) $yomu_chapter->index ); ?></td>
						<td><?php echo esc_html( Yomu\Core\Routing\ChapterList::release_date( $yomu_chapter ) ); ?></td>
						<td class="yomu-nowrap">
							<a class="button button-small" href="<?php echo esc_url( $yomu_links['edit'] ); ?>" data-yomu-in-place="on"><?php esc_html_e( 'Edit', 'yomu-core' ); ?></a>
							<?php if ( '' !== $yomu_links['view'] ) : ?>
								<a class="button button-small" href="<?php echo esc_url( $yomu_links['view'] ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'View', 'yomu-core' ); ?></a>
							<?php endif; ?>
							<?php /* translators: %s: chapter name */ ?>
							<button type="submit" class="button-link button-link-delete" name="chapter_id" value="<?php echo esc_attr( (string) $yomu_chapter->id ); ?>" form="<?php echo esc_attr( $yomu['delete_form'] ); ?>" data-yomu-confirm="<?php echo esc_attr( sprintf( __( 'Delete "%s" with all its pages? This cannot be undone.', 'yomu-core' ), $yomu_chapter->title() ) ); ?>"><?php esc_html_e( 'Delete', 'yomu-core' ); ?></button>
						</td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		</div>
	<?php endforeach; ?>
	<?php if ( $yomu['groups'] ) : ?>
		<p class="yomu-row">
			<label for="yomu-move-target"><?php esc_html_e( 'Move the selected chapters to', 'yomu-core' ); ?></label>
			<select id="yomu-move-target" name="target_volume_id" form="<?php echo esc_attr( $yomu['move_form'] ); ?>">
				<option value="0"><?php esc_html_e( 'No volume', 'yomu-core' ); ?></option>
				<?php foreach ( $yomu_volume_names as $yomu_id => $yomu_name ) : ?>
					<option value="<?php echo esc_attr( (string) $yomu_id ); ?>"><?php echo esc_html( $yomu_name ); ?></option>
				<?php endforeach; ?>
			</select>
			<button type="submit" class="button" form="<?php echo esc_attr( $yomu['move_form'] ); ?>"><?php esc_html_e( 'Move', 'yomu-core' ); ?></button>
		</p>
		<p class="yomu-row yomu-manga-price">
			<label for="yomu-manga-coin"><?php esc_html_e( 'Price of every chapter of this manga (points)', 'yomu-core' ); ?></label>
			<input type="number" id="yomu-manga-coin" name="chapter_coin" form="<?php echo esc_attr( $yomu['price_all'] ); ?>" min="0" step="1" class="small-text" aria-describedby="yomu-price-help">
			<button type="submit" class="button" form="<?php echo esc_attr( $yomu['price_all'] ); ?>" data-yomu-confirm="<?php esc_attr_e( 'Set this price on every chapter of this manga?', 'yomu-core' ); ?>"><?php esc_html_e( 'Set price', 'yomu-core' ); ?></button>
		</p>
		<p id="yomu-price-help" class="description"><?php echo esc_html( $yomu['price_help'] ); ?></p>
		<?php if ( $yomu['download_all'] ) : ?>
			<p class="yomu-row">
				<button type="submit" class="button" form="<?php echo esc_attr( $yomu['download_all'] ); ?>" aria-describedby="yomu-download-all-help"><?php esc_html_e( 'Download every chapter as ZIP', 'yomu-core' ); ?></button>
			</p>
			<p id="yomu-download-all-help" class="description"><?php echo esc_html( 'manga' === $yomu['chapter_type'] ? __( 'A folder for each volume and for each chapter\'s pages: the layout wp yomu import reads, so the file can be imported again.', 'yomu-core' ) : __( 'A folder for each volume and an HTML file for each chapter.', 'yomu-core' ) ); ?></p>
		<?php endif; ?>
	<?php endif; ?>

	<h3 id="yomu-add-chapter"><?php esc_html_e( 'Add a chapter', 'yomu-core' ); ?></h3>
	<?php
	$yomu_form = $yomu['create_form'];
	$yomu_new  = $yomu['new_chapter'];
	?>
	<div class="yomu-grid">
		<p>
			<label for="yomu-new-chapter-name"><?php esc_html_e( 'Name', 'yomu-core' ); ?></label>
			<input type="text" id="yomu-new-chapter-name" name="chapter_name" form="<?php echo esc_attr( $yomu_form ); ?>" value="<?php echo esc_attr( $yomu_new['chapter_name'] ); ?>" placeholder="<?php esc_attr_e( 'Chapter 1', 'yomu-core' ); ?>" required>
		</p>
		<p>
			<label for="yomu-new-chapter-extend"><?php esc_html_e( 'Subtitle', 'yomu-core' ); ?></label>
			<input type="text" id="yomu-new-chapter-extend" name="chapter_name_extend" form="<?php echo esc_attr( $yomu_form ); ?>" value="<?php echo esc_attr( $yomu_new['chapter_name_extend'] ); ?>">
		</p>
		<p>
			<label for="yomu-new-chapter-volume"><?php esc_html_e( 'Volume', 'yomu-core' ); ?></label>
			<select id="yomu-new-chapter-volume" name="volume_id" form="<?php echo esc_attr( $yomu_form ); ?>">
				<option value="0"><?php esc_html_e( 'No volume', 'yomu-core' ); ?></option>
				<?php foreach ( $yomu_volume_names as $yomu_id => $yomu_name ) : ?>
					<option value="<?php echo esc_attr( (string) $yomu_id ); ?>"<?php selected( (string) $yomu_id, $yomu_new['volume_id'] ); ?>><?php echo esc_html( $yomu_name ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<p>
			<label for="yomu-new-chapter-index"><?php esc_html_e( 'Index', 'yomu-core' ); ?></label>
			<input type="number" id="yomu-new-chapter-index" name="chapter_index" form="<?php echo esc_attr( $yomu_form ); ?>" value="<?php echo esc_attr( $yomu_new['chapter_index'] ); ?>" step="1" aria-describedby="yomu-index-help">
			<span id="yomu-index-help" class="description"><?php esc_html_e( 'Optional; orders chapters whose names have no number.', 'yomu-core' ); ?></span>
		</p>
		<p>
			<?php /* translators: %s: time zone name */ ?>
			<label for="yomu-new-chapter-date"><?php echo esc_html( sprintf( __( 'Publish date (%s)', 'yomu-core' ), $yomu['timezone'] ) ); ?></label>
			<input type="datetime-local" id="yomu-new-chapter-date" name="chapter_date" form="<?php echo esc_attr( $yomu_form ); ?>" value="<?php echo esc_attr( $yomu_new['chapter_date'] ); ?>" aria-describedby="yomu-new-chapter-date-help">
			<span id="yomu-new-chapter-date-help" class="description"><?php esc_html_e( 'Empty: now. A date still to come schedules the chapter: readers see it from then on.', 'yomu-core' ); ?></span>
		</p>
	</div>

	<?php if ( 'text' === $yomu['chapter_type'] ) : ?>
		<p class="yomu-label"><?php esc_html_e( 'Chapter text', 'yomu-core' ); ?></p>
		<?php
		$yomu_attach = static function ( string $html ) use ( $yomu_form ): string {
			return str_contains( $html, 'id="' . Yomu\Core\Admin\ChaptersBox::EDITOR_ID . '"' ) ? preg_replace( '/<textarea\b/', '<textarea form="' . esc_attr( $yomu_form ) . '"', $html, 1 ) : $html;
		};
		add_filter( 'the_editor', $yomu_attach );
		wp_editor(
			$yomu_new['yomu_text'],
			$yomu['editor_id'],
			array(
				'textarea_name' => 'yomu_text',
				'textarea_rows' => 12,
				'media_buttons' => false,
			)
		);
		remove_filter( 'the_editor', $yomu_attach );
		?>
	<?php elseif ( 'video' === $yomu['chapter_type'] ) : ?>
		<?php echo $yomu['video_fields']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in VideoServerFields::render(). ?>
	<?php elseif ( $yomu['can_upload'] ) : ?>
		<div class="yomu-grid">
			<p>
				<label for="yomu-new-chapter-images" class="yomu-label"><?php esc_html_e( 'Page images', 'yomu-core' ); ?></label>
				<input type="file" id="yomu-new-chapter-images" name="yomu_images[]" form="<?php echo esc_attr( $yomu_form ); ?>" accept="image/jpeg,image/png,image/gif,image/webp,image/bmp" multiple>
				<span class="description"><?php esc_html_e( 'Pages are ordered by file name (natural order: 2 before 10).', 'yomu-core' ); ?></span>
			</p>
			<p>
				<label for="yomu-new-chapter-zip" class="yomu-label"><?php esc_html_e( 'Or one ZIP file of the images', 'yomu-core' ); ?></label>
				<input type="file" id="yomu-new-chapter-zip" name="yomu_zip" form="<?php echo esc_attr( $yomu_form ); ?>" accept=".zip,application/zip">
			</p>
		</div>
		<?php /* translators: %s: size limit such as "8 MB" */ ?>
		<p class="description"><?php echo esc_html( sprintf( __( 'Upload limit per request: %s.', 'yomu-core' ), $yomu['max_upload'] ) ); ?></p>
	<?php else : ?>
		<p class="description"><?php esc_html_e( 'You are not allowed to upload files, so you cannot add image chapters.', 'yomu-core' ); ?></p>
	<?php endif; ?>
	<p>
		<button type="submit" class="button button-primary" form="<?php echo esc_attr( $yomu_form ); ?>" data-yomu-busy><?php esc_html_e( 'Add chapter', 'yomu-core' ); ?></button>
	</p>
	<?php if ( $yomu['import'] ) : ?>
		<?php echo Yomu\Core\Admin\Template::render( 'chapter-import', $yomu['import'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes. ?>
	<?php endif; ?>
</div>
