<?php
/**
 * The manga archive: /manga/ with ?m_orderby=.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<div class="container listing-page">
	<header class="listing-page__header">
		<h1 class="item-title h4"><?php esc_html_e( 'All Manga', 'yomu' ); ?></h1>
		<?php get_template_part( 'template-parts/listing/orderby' ); ?>
	</header>
	<?php get_template_part( 'template-parts/listing/grid' ); ?>
</div>
<?php
get_footer();
