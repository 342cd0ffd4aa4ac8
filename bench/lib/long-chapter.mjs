// The demo's 20-page chapter (the first image series' first chapter, scripts/wp/seed/class-demo.php) and a copy of
// it served as Madara serves a chapter: the same original files, page entries without Yomu's `yomu_variants`, so
// the reader has nothing but the originals (no srcset, no picture). The copy is its own published series so the
// demo's chapter lists stay as they are; removeMadaraCopy() takes it away again without touching the files.
import { phpInSite } from './wp.mjs';

const PAGES = `
  $pages = function ( $chapter ) {
    $out = array();
    foreach ( Yomu\\Core\\Content\\ChapterRepository::pages( $chapter ) as $page ) {
      $out[] = array( 'url' => $page->url, 'w' => $page->width, 'h' => $page->height, 'variants' => array_map( fn ( $v ) => array( 'url' => $v->url, 'mime' => $v->mime, 'w' => $v->width ), $page->variants ) );
    }
    return $out;
  };`;

/** { manga, chapter, pagedUrl (page 2, as the vitals bench opens it), listUrl, pages: [{ url, w, h, variants: [{ url, mime, w }] }] } of the 20-page chapter. */
export function longChapter(siteDir) {
  const out = phpInSite(
    siteDir,
    `${PAGES}
    $ids = get_posts( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'posts_per_page' => 1, 'fields' => 'ids', 'orderby' => 'ID', 'order' => 'ASC', 'meta_query' => array( array( 'key' => '_wp_manga_chapter_type', 'value' => 'manga' ) ) ) );
    $manga = get_post( $ids[0] );
    $chapter = Yomu\\Core\\Content\\ChapterRepository::reading_order( $manga->ID )[0];
    echo wp_json_encode( array( 'manga' => $manga->ID, 'chapter' => $chapter->id, 'pagedUrl' => Yomu\\Core\\Routing\\Urls::chapter( $manga, $chapter, 'paged', '', 2 ), 'listUrl' => Yomu\\Core\\Routing\\Urls::chapter( $manga, $chapter, 'list' ), 'pages' => $pages( $chapter ) ) );`,
  );
  return JSON.parse(out.slice(out.indexOf('{')));
}

/** Creates the Madara-style copy of a chapter; returns { manga, chapter, pagedUrl, listUrl, pages }. */
export function createMadaraCopy(siteDir, chapterId) {
  const out = phpInSite(
    siteDir,
    `${PAGES}
    add_filter( 'yomu_variants_queue', '__return_false' );
    $source  = Yomu\\Core\\Content\\ChapterRepository::find( ${Number(chapterId)} );
    $entries = Yomu\\Core\\Content\\PageRows::get( $source->id, 'local' );
    $manga   = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => 'Madara kopyası (bench)' ) );
    update_post_meta( $manga, '_wp_manga_chapter_type', 'manga' );
    // A chapter of its own with one throw-away page, whose entries are then replaced by the source's originals.
    $img = imagecreatetruecolor( 10, 10 );
    $tmp = tempnam( sys_get_temp_dir(), 'bench-madara' );
    imagepng( $img, $tmp );
    $copy = Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Bölüm 1' ), array( array( 'path' => $tmp, 'name' => '01.png' ) ) );
    unlink( $tmp );
    update_post_meta( $manga, '_bench_own_entries', wp_json_encode( Yomu\\Core\\Content\\PageRows::get( $copy->id, 'local' ) ) );
    $plain = array_map( function ( $entry ) { unset( $entry[ Yomu\\Core\\Content\\Variant::ENTRY_KEY ] ); return $entry; }, $entries );
    Yomu\\Core\\Content\\PageRows::save( $copy->id, $plain, 'local' );
    Yomu\\Core\\Content\\Cache::bump( $manga );
    $chapter = Yomu\\Core\\Content\\ChapterRepository::find( $copy->id );
    $post    = get_post( $manga );
    echo wp_json_encode( array( 'manga' => $manga, 'chapter' => $chapter->id, 'pagedUrl' => Yomu\\Core\\Routing\\Urls::chapter( $post, $chapter, 'paged', '', 2 ), 'listUrl' => Yomu\\Core\\Routing\\Urls::chapter( $post, $chapter, 'list' ), 'pages' => $pages( $chapter ) ) );`,
  );
  return JSON.parse(out.slice(out.indexOf('{')));
}

/** Removes the copy: its own throw-away page entry goes back first, so deleting it never deletes the originals. */
export function removeMadaraCopy(siteDir, copy) {
  if (!copy) return;
  phpInSite(
    siteDir,
    `
    $own = json_decode( (string) get_post_meta( ${Number(copy.manga)}, '_bench_own_entries', true ), true );
    Yomu\\Core\\Content\\PageRows::save( ${Number(copy.chapter)}, is_array( $own ) ? $own : array(), 'local' );
    Yomu\\Core\\Content\\ChapterWriter::delete( ${Number(copy.chapter)} );
    wp_delete_post( ${Number(copy.manga)}, true );
    Yomu\\Core\\Content\\Cache::bump( ${Number(copy.manga)} );`,
  );
}
