<?php
/**
 * "Manga details" meta box. Data in $yomu (see Yomu\Core\Admin\DetailsBox::render).
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="yomu-details">
	<?php wp_nonce_field( $yomu['nonce_action'], $yomu['nonce_field'], false ); ?>
	<p class="yomu-field">
		<label for="yomu-status"><?php esc_html_e( 'Status', 'yomu-core' ); ?></label>
		<select id="yomu-status" name="yomu_status">
			<?php foreach ( $yomu['statuses'] as $yomu_value => $yomu_label ) : ?>
				<option value="<?php echo esc_attr( $yomu_value ); ?>" <?php selected( $yomu['status'] ? $yomu['status'] : 'on-going', $yomu_value ); ?>><?php echo esc_html( $yomu_label ); ?></option>
			<?php endforeach; ?>
		</select>
	</p>
	<p class="yomu-field">
		<label for="yomu-alternative"><?php esc_html_e( 'Alternative names', 'yomu-core' ); ?></label>
		<input type="text" id="yomu-alternative" name="yomu_alternative" class="widefat" value="<?php echo esc_attr( $yomu['alternative'] ); ?>" aria-describedby="yomu-alternative-help">
		<span id="yomu-alternative-help" class="description"><?php esc_html_e( 'Other titles of this manga, separated by commas. Search finds them too.', 'yomu-core' ); ?></span>
	</p>
	<p class="yomu-field">
		<label for="yomu-type"><?php esc_html_e( 'Type', 'yomu-core' ); ?></label>
		<input type="text" id="yomu-type" name="yomu_type" list="yomu-type-suggestions" value="<?php echo esc_attr( $yomu['type'] ); ?>">
		<datalist id="yomu-type-suggestions">
			<?php foreach ( $yomu['type_suggestions'] as $yomu_suggestion ) : ?>
				<option value="<?php echo esc_attr( $yomu_suggestion ); ?>"></option>
			<?php endforeach; ?>
		</datalist>
	</p>
	<?php // The chapters box's actions decide this field (fixed once there are chapters): they update it in place too. ?>
	<div class="yomu-field" data-yomu-box-part="chapter-type">
		<span class="yomu-label" id="yomu-chapter-type-label"><?php esc_html_e( 'Chapter type', 'yomu-core' ); ?></span>
		<?php if ( $yomu['chapter_type_set'] ) : ?>
			<strong><?php echo esc_html( $yomu['chapter_types'][ $yomu['chapter_type'] ] ?? $yomu['chapter_type'] ); ?></strong>
			<span class="description"><?php esc_html_e( 'The chapter type cannot change once the manga has chapters.', 'yomu-core' ); ?></span>
		<?php else : ?>
			<span role="radiogroup" aria-labelledby="yomu-chapter-type-label">
				<?php foreach ( $yomu['chapter_types'] as $yomu_value => $yomu_label ) : ?>
					<label class="yomu-inline"><input type="radio" name="yomu_chapter_type" value="<?php echo esc_attr( $yomu_value ); ?>" <?php checked( $yomu['chapter_type'], $yomu_value ); ?>> <?php echo esc_html( $yomu_label ); ?></label>
				<?php endforeach; ?>
			</span>
			<span class="description"><?php esc_html_e( 'Choose before adding the first chapter; it cannot change afterwards.', 'yomu-core' ); ?></span>
		<?php endif; ?>
	</div>
	<p class="yomu-field">
		<span class="yomu-label"><?php esc_html_e( 'Adult content', 'yomu-core' ); ?></span>
		<label class="yomu-inline"><input type="checkbox" id="yomu-adult" name="yomu_adult" value="yes" <?php checked( $yomu['adult'] ); ?>> <?php esc_html_e( 'This manga is for adults only (18+)', 'yomu-core' ); ?></label>
	</p>
	<p class="yomu-field">
		<label for="yomu-badge"><?php esc_html_e( 'Title badge', 'yomu-core' ); ?></label>
		<select id="yomu-badge" name="yomu_badge">
			<?php foreach ( $yomu['badges'] as $yomu_value => $yomu_label ) : ?>
				<option value="<?php echo esc_attr( $yomu_value ); ?>" <?php selected( $yomu['badge'], $yomu_value ); ?>><?php echo esc_html( $yomu_label ); ?></option>
			<?php endforeach; ?>
		</select>
		<label for="yomu-custom-badge" class="screen-reader-text"><?php esc_html_e( 'Custom badge text', 'yomu-core' ); ?></label>
		<input type="text" id="yomu-custom-badge" name="yomu_custom_badge" value="<?php echo esc_attr( $yomu['custom_badge'] ); ?>" placeholder="<?php esc_attr_e( 'Custom badge text', 'yomu-core' ); ?>">
	</p>
</div>
