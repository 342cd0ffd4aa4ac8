<?php
/**
 * Not found: a heading, a manga search and a way home. Madara's 404 texts carry over (MADARA-SITE.md §8.1 "404"):
 * page404_head_tag (the document title), page404_featured_image, page404_title and page404_content (HTML);
 * without them Yomu's own texts show.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

$yomu_404_head = trim( wp_strip_all_tags( (string) yomu_madara_option( 'page404_head_tag', '' ) ) );
if ( '' !== $yomu_404_head ) {
	add_filter(
		'document_title_parts',
		static function ( array $parts ) use ( $yomu_404_head ): array {
			$parts['title'] = $yomu_404_head;
			return $parts;
		}
	);
}
$yomu_404_image   = (string) yomu_madara_option( 'page404_featured_image', '' );
$yomu_404_title   = trim( (string) yomu_madara_option( 'page404_title', '' ) );
$yomu_404_content = trim( (string) yomu_madara_option( 'page404_content', '' ) );

get_header();
?>
<div class="container not-found">
	<?php if ( '' !== $yomu_404_image ) : ?>
		<figure class="not-found__image"><img src="<?php echo esc_url( $yomu_404_image ); ?>" alt="" decoding="async"></figure>
	<?php endif; ?>
	<h1 class="not-found__title"><?php echo '' !== $yomu_404_title ? esc_html( $yomu_404_title ) : esc_html__( 'Page not found', 'yomu' ); ?></h1>
	<?php if ( '' !== $yomu_404_content ) : ?>
		<div class="not-found__content"><?php echo wp_kses_post( $yomu_404_content ); ?></div>
		<p><?php esc_html_e( 'Try a search:', 'yomu' ); ?></p>
	<?php else : ?>
		<p><?php esc_html_e( 'The page you are looking for does not exist or was moved. Try a search:', 'yomu' ); ?></p>
	<?php endif; ?>
	<form class="manga-search-form search-form" role="search" action="<?php echo esc_url( home_url( '/' ) ); ?>" method="get">
		<label class="screen-reader-text" for="not-found-search"><?php esc_html_e( 'Search manga', 'yomu' ); ?></label>
		<input id="not-found-search" type="search" name="s" placeholder="<?php esc_attr_e( 'Search manga…', 'yomu' ); ?>">
		<input type="hidden" name="post_type" value="wp-manga">
		<button type="submit" class="search-form__submit"><?php esc_html_e( 'Search', 'yomu' ); ?></button>
	</form>
	<p><a class="c-btn" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Back to the home page', 'yomu' ); ?></a></p>
</div>
<?php
get_footer();
