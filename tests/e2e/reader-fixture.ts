// Test data for the reader tests: an image manga with a volume (chapters of 3 and 2 pages, plus a loose chapter),
// an image manga without volumes, a text manga, and a draft manga. Removed again by removeReaderFixture().
import { wpEval } from '../support/site';

export interface ReaderFixture {
  vol: number;
  flat: number;
  text: number;
  draft: number;
  volUrl: string;
  flatUrl: string;
  textUrl: string;
  draftUrl: string;
  tag: string;
}

export function createReaderFixture(): ReaderFixture {
  const tag = `r${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const out = wpEval(`
    $images = function ( $count, $w, $h ) {
      $files = array();
      for ( $i = 1; $i <= $count; $i++ ) {
        $img = imagecreatetruecolor( $w, $h );
        imagefill( $img, 0, 0, imagecolorallocate( $img, 40 * $i, 120, 255 - 40 * $i ) );
        $path = tempnam( sys_get_temp_dir(), "yomu-reader" );
        imagepng( $img, $path );
        $files[] = array( 'path' => $path, 'name' => sprintf( '%02d.png', $i ) );
      }
      return $files;
    };
    $make = function ( $title, $type, $status = 'publish' ) {
      $id = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => $status, 'post_title' => $title ) );
      update_post_meta( $id, '_wp_manga_chapter_type', $type );
      return $id;
    };
    $vol = $make( 'Okuyucu Cilt ${tag}', 'manga' );
    $volume = Yomu\\Core\\Content\\VolumeWriter::create( $vol, 'Cilt 1' )->id;
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $vol, array( 'name' => 'Bölüm 1', 'volume_id' => $volume, 'index' => 1 ), $images( 3, 600, 900 ) );
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $vol, array( 'name' => 'Bölüm 2', 'volume_id' => $volume, 'index' => 2 ), $images( 2, 600, 800 ) );
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $vol, array( 'name' => 'Bölüm 3', 'index' => 3 ), $images( 1, 600, 700 ) );
    $flat = $make( 'Okuyucu Düz ${tag}', 'manga' );
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $flat, array( 'name' => 'Bölüm 1', 'index' => 1 ), $images( 3, 500, 760 ) );
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $flat, array( 'name' => 'Bölüm 2', 'index' => 2 ), $images( 3, 500, 760 ) );
    $text = $make( 'Okuyucu Metin ${tag}', 'text' );
    Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $text, array( 'name' => 'Bölüm 1', 'index' => 1 ), str_repeat( '<p>Uzun bir gece metni, satır satır okunur.</p>', 60 ) );
    Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $text, array( 'name' => 'Bölüm 2', 'index' => 2 ), '<p>İkinci bölüm.</p>' );
    $draft = $make( 'Okuyucu Taslak ${tag}', 'manga', 'draft' );
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $draft, array( 'name' => 'Gizli Bölüm', 'index' => 1 ), $images( 1, 300, 300 ) );
    echo wp_json_encode( array( 'vol' => $vol, 'flat' => $flat, 'text' => $text, 'draft' => $draft, 'volUrl' => get_permalink( $vol ), 'flatUrl' => get_permalink( $flat ), 'textUrl' => get_permalink( $text ), 'draftUrl' => get_permalink( $draft ) ) );
  `);
  return { ...(JSON.parse(out) as Omit<ReaderFixture, 'tag'>), tag };
}

export function removeReaderFixture(fx: ReaderFixture | undefined): void {
  if (!fx) return;
  wpEval(`
    global $wpdb;
    $tables = Yomu\\Core\\Content\\Schema::tables();
    foreach ( array( ${fx.vol}, ${fx.flat}, ${fx.text}, ${fx.draft} ) as $manga ) {
      foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM \`{$tables['chapters']}\` WHERE post_id = %d", $manga ) ) as $chapter ) {
        Yomu\\Core\\Content\\ChapterWriter::delete( (int) $chapter );
      }
      $wpdb->delete( $tables['volumes'], array( 'post_id' => $manga ) );
      wp_delete_post( $manga, true );
      Yomu\\Core\\Content\\Cache::bump( $manga );
    }
  `);
}
