// "Every slot filled" for the vitals bench (issue 31): Madara's five ad slots with custom code (a reserved box and
// an inline script, as a network's tag would be: AdSense cannot load here), and Madara's sidebars that print on the
// home, the manga page and the reading page full of Madara's widgets (the hero slider, the popular slider, recent
// manga lists, genres, a Custom HTML box). The site's own option_tree, sidebars_widgets and widget options are put
// back byte for byte afterwards.
import { phpInSite } from './wp.mjs';

const OPTIONS = ['option_tree', 'sidebars_widgets', 'widget_manga-slider', 'widget_manga-popular-slider', 'widget_manga-recent', 'widget_manga-genres-id', 'widget_custom_html'];

/** The consent cookie of a visitor who allowed advertisement cookies (the consent banner's own format). */
export const adConsentCookie = (url) => ({
  name: 'cookieyes-consent',
  value: encodeURIComponent('consentid:Bench0123456789abcdefABCDEFghijkl,consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes'),
  url,
});

/** Fills every slot; returns the options' stored rows to restore. */
export function fillEverySlot(siteDir) {
  const out = phpInSite(
    siteDir,
    `
    global $wpdb;
    $names = ${JSON.stringify(OPTIONS)};
    $saved = array();
    foreach ( $names as $name ) {
      $row = $wpdb->get_row( $wpdb->prepare( "SELECT option_value, autoload FROM {$wpdb->options} WHERE option_name = %s", $name ), ARRAY_A );
      $saved[ $name ] = $row ? array( 'value' => base64_encode( $row['option_value'] ), 'autoload' => $row['autoload'] ) : null;
    }
    $ad = static fn ( string $slot, int $height ): string => '<div class="bench-ad" style="height:' . $height . 'px;background:#eee">Reklam ' . $slot . '</div><script>window.benchAds = (window.benchAds || 0) + 1;</script>';
    $theme = get_option( 'option_tree', array() );
    $theme = array_merge( is_array( $theme ) ? $theme : array(), array(
      'ads_before_content' => $ad( 'before', 90 ),
      'ads_after_content'  => $ad( 'after', 90 ),
      'ads_footer'         => $ad( 'footer', 90 ),
      'ads_wall_left'      => $ad( 'left', 600 ),
      'ads_wall_right'     => $ad( 'right', 600 ),
    ) );
    update_option( 'option_tree', $theme );
    $box = static fn ( string $title ): array => array( 'title' => $title, 'content' => '<p style="padding:16px;background:#1f6feb;color:#fff">' . $title . '</p>' );
    update_option( 'widget_manga-slider', array( 2 => array( 'title' => '', 'style' => 'style-1', 'number_of_post' => 6, 'order_by' => 'latest', 'autoplay' => '1' ), '_multiwidget' => 1 ) );
    update_option( 'widget_manga-popular-slider', array( 2 => array( 'title' => 'Popüler', 'style' => 'style-1', 'number_of_post' => 6, 'order_by' => 'trending', 'timerange' => 'week' ), '_multiwidget' => 1 ) );
    update_option( 'widget_manga-recent', array(
      2 => array( 'title' => 'Bu hafta popüler', 'number_of_post' => 5, 'order_by' => 'trending', 'time_range' => 'week', 'style' => 'style-1' ),
      3 => array( 'title' => 'Yeni seriler', 'number_of_post' => 5, 'order_by' => 'new-manga', 'style' => 'style-2' ),
      '_multiwidget' => 1,
    ) );
    update_option( 'widget_manga-genres-id', array( 2 => array( 'title' => 'Türler', 'show_manga_counts' => 'true', 'layout' => 'layout-2' ), '_multiwidget' => 1 ) );
    update_option( 'widget_custom_html', array( 90 => $box( 'Duyuru' ), 91 => $box( 'Discord' ), 92 => $box( 'Okuma' ), 93 => $box( 'Altbilgi' ), '_multiwidget' => 1 ) );
    $sidebars = get_option( 'sidebars_widgets', array() );
    $sidebars = array_merge( is_array( $sidebars ) ? $sidebars : array(), array(
      'manga_main_top_sidebar'        => array( 'manga-slider-2' ),
      'manga_main_top_second_sidebar' => array( 'custom_html-90' ),
      'manga_main_bottom_sidebar'     => array( 'manga-popular-slider-2' ),
      'main_sidebar'                  => array( 'manga-recent-2', 'manga-genres-id-2' ),
      'manga_archive_sidebar'         => array( 'manga-recent-3', 'custom_html-91' ),
      'manga_single_sidebar'          => array( 'manga-recent-2', 'manga-genres-id-2' ),
      'manga_reading_sidebar'         => array( 'custom_html-92' ),
      'footer_sidebar'                => array( 'custom_html-93' ),
    ) );
    update_option( 'sidebars_widgets', $sidebars );
    if ( function_exists( 'wp_cache_flush' ) ) wp_cache_flush();
    echo wp_json_encode( $saved );
  `,
  );
  return JSON.parse(out.slice(out.indexOf('{')));
}

/** Puts the options back as fillEverySlot found them. */
export function restoreSlots(siteDir, saved) {
  phpInSite(
    siteDir,
    `
    global $wpdb;
    foreach ( json_decode( ${JSON.stringify(JSON.stringify(saved))}, true ) as $name => $row ) {
      if ( null === $row ) {
        $wpdb->delete( $wpdb->options, array( 'option_name' => $name ) );
      } else {
        $wpdb->replace( $wpdb->options, array( 'option_name' => $name, 'option_value' => base64_decode( $row['value'] ), 'autoload' => $row['autoload'] ) );
      }
    }
    if ( function_exists( 'wp_cache_flush' ) ) wp_cache_flush();
  `,
  );
}
