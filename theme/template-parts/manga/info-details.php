<?php
/**
 * The details rows of the manga information page (Madara's .post-content_item rows, MADARA.md §6): rating,
 * alternative names, authors, artists, genres, type, release, tags and status.
 *
 * Arguments: $args['details'] from yomu_manga_details(), $args['rank'] the Rank row's text ('' for none),
 * $args['manga_id'] the manga (its rating block).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_d     = isset( $args['details'] ) && is_array( $args['details'] ) ? $args['details'] : array();
$yomu_rank  = isset( $args['rank'] ) ? (string) $args['rank'] : '';
$yomu_manga = isset( $args['manga_id'] ) ? (int) $args['manga_id'] : 0;

/**
 * Prints term links as a comma-separated list.
 *
 * @param array<int, array{0: string, 1: string}> $terms [name, url] pairs.
 */
$yomu_links = static function ( array $terms ): string {
	$out = array();
	foreach ( $terms as $term ) {
		$out[] = '' !== $term[1]
			? '<a href="' . esc_url( $term[1] ) . '" rel="tag">' . esc_html( $term[0] ) . '</a>'
			: esc_html( $term[0] );
	}
	return implode( ', ', $out );
};

$yomu_rows = array();
if ( '' !== $yomu_rank ) {
	// Madara's Rank row, right after the rating.
	$yomu_rows[] = array( 'rank', __( 'Rank', 'yomu' ), esc_html( $yomu_rank ) );
}
if ( '' !== ( $yomu_d['alternative'] ?? '' ) ) {
	$yomu_rows[] = array( 'alternative', __( 'Alternative', 'yomu' ), esc_html( $yomu_d['alternative'] ) );
}
if ( ! empty( $yomu_d['authors'] ) ) {
	$yomu_rows[] = array( 'author', __( 'Author(s)', 'yomu' ), '<div class="author-content">' . $yomu_links( $yomu_d['authors'] ) . '</div>' );
}
if ( ! empty( $yomu_d['artists'] ) ) {
	$yomu_rows[] = array( 'artist', __( 'Artist(s)', 'yomu' ), '<div class="artist-content">' . $yomu_links( $yomu_d['artists'] ) . '</div>' );
}
if ( ! empty( $yomu_d['genres'] ) ) {
	$yomu_rows[] = array( 'genres', __( 'Genre(s)', 'yomu' ), '<div class="genres-content">' . $yomu_links( $yomu_d['genres'] ) . '</div>' );
}
if ( '' !== ( $yomu_d['type'] ?? '' ) ) {
	$yomu_rows[] = array( 'type', __( 'Type', 'yomu' ), esc_html( $yomu_d['type'] ) );
}
if ( ! empty( $yomu_d['release'] ) ) {
	$yomu_rows[] = array( 'release', __( 'Release', 'yomu' ), '<div class="release-content">' . $yomu_links( $yomu_d['release'] ) . '</div>' );
}
if ( ! empty( $yomu_d['tags'] ) ) {
	$yomu_rows[] = array( 'tags', __( 'Tag(s)', 'yomu' ), '<div class="tags-content">' . $yomu_links( $yomu_d['tags'] ) . '</div>' );
}
?>
<div class="post-content">
	<?php
	// The average and the reader's star form (the plugin's rating island; nothing where the site hides ratings).
	echo function_exists( 'yomu_manga_rating' ) ? yomu_manga_rating( $yomu_manga ) : ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
	?>
	<?php foreach ( $yomu_rows as $yomu_row ) : ?>
		<div class="post-content_item post-content_item--<?php echo esc_attr( $yomu_row[0] ); ?>">
			<div class="summary-heading"><span><?php echo esc_html( $yomu_row[1] ); ?></span></div>
			<div class="summary-content"><?php echo $yomu_row[2]; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></div>
		</div>
	<?php endforeach; ?>
	<?php if ( '' !== ( $yomu_d['status_label'] ?? '' ) ) : ?>
		<div class="post-status">
			<div class="post-content_item post-content_item--status">
				<div class="summary-heading"><span><?php esc_html_e( 'Status', 'yomu' ); ?></span></div>
				<div class="summary-content"><?php echo esc_html( $yomu_d['status_label'] ); ?></div>
			</div>
		</div>
	<?php endif; ?>
</div>
