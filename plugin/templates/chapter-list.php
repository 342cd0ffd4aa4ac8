<?php
/**
 * The chapter list (MADARA.md §3.2): div.page-content-listing.single-page > div.listing-chapters_wrap >
 * ul.main.version-chap. Chapters without a volume are items of that list; each volume is li.parent.has-child
 * holding its chapters in ul.sub-chap.list-chap > li > ul.sub-chap-list. Every name is escaped: old rows may
 * hold HTML. While chapters are sold (Premium\Badges), each item carries Chapter Coin's classes and span.coin badge;
 * chapters released within the NEW tag's window end with span.c-new-tag.
 *
 * Variables: $yomu_groups (see ChapterList::load_template()).
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

$yomu_has_volumes = (bool) array_filter( array_column( $yomu_groups, 'volume' ), 'is_string' );
// Madara's NEW tag (Routing\NewTag) follows the date, outside span.chapter-release-date: reader apps read the date
// from that span's text, and a link inside it as a relative date.
$yomu_new_tag     = \Yomu\Core\Routing\NewTag::html();
$yomu_print_items = static function ( array $items ) use ( $yomu_new_tag ): void {
	foreach ( $items as $item ) {
		$yomu_line = sprintf(
			'<li class="wp-manga-chapter%1$s">%2$s<a href="%3$s">%4$s</a> <span class="chapter-release-date"><i>%5$s</i></span>%6$s</li>' . "\n",
			esc_attr( '' === $item['classes'] ? '' : ' ' . $item['classes'] ),
			wp_kses_post( $item['badge'] ),
			esc_url( $item['url'] ),
			esc_html( $item['title'] ),
			esc_html( $item['date'] ),
			$item['new'] ? ' ' . $yomu_new_tag : ''
		);
		echo $yomu_line; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts (the NEW tag is escaped where it is made, above).
	}
};
?>
<div class="page-content-listing single-page">
<div class="listing-chapters_wrap">
<ul class="main version-chap <?php echo $yomu_has_volumes ? 'volumns' : 'no-volumn'; ?>">
<?php
foreach ( $yomu_groups as $yomu_group ) {
	if ( ! is_string( $yomu_group['volume'] ) ) {
		$yomu_print_items( $yomu_group['chapters'] );
		continue;
	}
	echo '<li class="parent has-child"><a class="has-child">' . esc_html( $yomu_group['volume'] ) . "</a>\n";
	echo "<ul class=\"sub-chap list-chap\"><li><ul class=\"sub-chap-list\">\n";
	$yomu_print_items( $yomu_group['chapters'] );
	echo "</ul></li></ul></li>\n";
}
?>
</ul>
</div>
</div>
