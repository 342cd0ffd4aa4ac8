// Bench helpers for a site's WordPress: PHP run inside it, and the admin's signed-in cookie.
import { execFileSync } from 'node:child_process';

/** The cookie header of the site's admin, signed in through wp-login.php. */
export async function adminCookie(site) {
  const body = new globalThis.URLSearchParams({ log: 'admin', pwd: site.adminPassword, 'wp-submit': 'Log In', testcookie: '1' });
  const response = await fetch(`${site.url}/wp-login.php`, { method: 'POST', body, headers: { cookie: 'wordpress_test_cookie=WP%20Cookie%20check' }, redirect: 'manual' });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export function phpInSite(siteDir, code) {
  const script = `$_SERVER['HTTP_HOST']='localhost'; require ${JSON.stringify(`${siteDir}/wp-load.php`)}; ${code}`;
  return execFileSync('php', ['-d', 'memory_limit=1G', '-r', script], { encoding: 'utf8', maxBuffer: 1 << 24 });
}

/** URLs the server bench loads on a site: a bare WordPress post, the manga pages and the ajax endpoints. */
export function benchTargets(siteDir) {
  const json = phpInSite(
    siteDir,
    `
    $bare = get_page_by_path( 'bench-bare-post', OBJECT, 'post' );
    $bare_id = $bare ? $bare->ID : wp_insert_post( array( 'post_type' => 'post', 'post_status' => 'publish', 'post_name' => 'bench-bare-post', 'post_title' => 'Bench bare post', 'post_content' => str_repeat( '<p>Lorem ipsum dolor sit amet.</p>', 20 ) ) );
    $ids = get_posts( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'posts_per_page' => 1, 'orderby' => 'ID', 'order' => 'DESC', 'fields' => 'ids', 'meta_query' => array( array( 'key' => '_wp_manga_chapter_type', 'value' => 'manga' ) ) ) );
    $manga = get_post( $ids[0] );
    $order = Yomu\\Core\\Content\\ChapterRepository::reading_order( $manga->ID );
    $chapter = $order[ intdiv( count( $order ), 2 ) ];
    echo wp_json_encode( array(
      'bare'        => get_permalink( $bare_id ),
      'home'        => home_url( '/' ),
      'archive'     => get_post_type_archive_link( 'wp-manga' ),
      'manga'       => Yomu\\Core\\Routing\\Urls::manga( $manga ),
      'chapter'     => Yomu\\Core\\Routing\\Urls::chapter( $manga, $chapter ),
      'chapterList' => Yomu\\Core\\Routing\\Urls::chapter_list( $manga ),
      'search'      => add_query_arg( array( 's' => 'a', 'post_type' => 'wp-manga' ), home_url( '/' ) ),
      'ajax'        => admin_url( 'admin-ajax.php' ),
      'title'       => $manga->post_title,
      'mangaId'     => $manga->ID,
      'chapterSlug' => $chapter->slug,
    ) );
  `,
  );
  return JSON.parse(json.slice(json.indexOf('{')));
}

/** One URL per public page type of the demo site (the manga and chapter are the first image manga's, the text
 * chapter the first novel's). */
export function pageUrls(siteDir) {
  const code = `
    // Another bench may leave rewrite rules flushed without Yomu's (then every manga URL is a 404): rebuild them.
    $rules = get_option( 'rewrite_rules' );
    if ( ! is_array( $rules ) || ! preg_grep( '#^manga/#', array_keys( $rules ) ) ) {
      flush_rewrite_rules( false );
      fwrite( STDERR, "bench: rebuilt the rewrite rules\\n" );
    }
    $ids = get_posts( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'posts_per_page' => 1, 'fields' => 'ids', 'orderby' => 'ID', 'order' => 'ASC', 'meta_query' => array( array( 'key' => '_wp_manga_chapter_type', 'value' => 'manga' ) ) ) );
    $manga = get_post( $ids[0] );
    $order = Yomu\\Core\\Content\\ChapterRepository::reading_order( $manga->ID );
    $novels = get_posts( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'posts_per_page' => 1, 'fields' => 'ids', 'orderby' => 'ID', 'order' => 'ASC', 'meta_query' => array( array( 'key' => '_wp_manga_chapter_type', 'value' => 'text' ) ) ) );
    $novel = get_post( $novels[0] );
    $genres = get_terms( array( 'taxonomy' => 'wp-manga-genre', 'hide_empty' => true, 'number' => 1, 'orderby' => 'count', 'order' => 'DESC' ) );
    echo wp_json_encode( array(
      'home'          => home_url( '/' ),
      'manga archive' => get_post_type_archive_link( 'wp-manga' ),
      'genre page'    => get_term_link( $genres[0] ),
      'manga page'    => Yomu\\Core\\Routing\\Urls::manga( $manga ),
      'paged chapter' => Yomu\\Core\\Routing\\Urls::chapter( $manga, $order[0], 'paged', '', 2 ),
      'text chapter'  => Yomu\\Core\\Routing\\Urls::chapter( $novel, Yomu\\Core\\Content\\ChapterRepository::reading_order( $novel->ID )[0] ),
      'search'        => add_query_arg( array( 's' => 'gece', 'post_type' => 'wp-manga' ), home_url( '/' ) ),
      '404 page'      => home_url( '/no-such-page-bench/' ),
    ) );`;
  const out = phpInSite(siteDir, code);
  return JSON.parse(out.slice(out.indexOf('{')));
}
