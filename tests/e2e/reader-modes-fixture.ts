// Test data for the reader-modes tests: a long image manga (8 + 2 pages, no volumes), a manga whose editor set
// right-to-left reading (3 + 3 pages), and a signed-in reader. Removed again by removeModesFixture().
import { wpEval } from '../support/site';

export interface ModesFixture {
  long: number;
  rtl: number;
  user: number;
  login: string;
  password: string;
  longUrl: string;
  rtlUrl: string;
  accountUrl: string;
  pageWasSet: boolean;
}

export function createModesFixture(): ModesFixture {
  const tag = `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const out = wpEval(`
    $images = function ( $count, $w, $h ) {
      $files = array();
      for ( $i = 1; $i <= $count; $i++ ) {
        $img = imagecreatetruecolor( $w, $h );
        imagefill( $img, 0, 0, imagecolorallocate( $img, 30 * $i, 200 - 20 * $i, 90 ) );
        imagefilledrectangle( $img, 20, 20, 60, 60, imagecolorallocate( $img, 255, 255, 255 ) );
        $path = tempnam( sys_get_temp_dir(), "yomu-modes" );
        imagepng( $img, $path );
        $files[] = array( 'path' => $path, 'name' => sprintf( '%02d.png', $i ) );
      }
      return $files;
    };
    $make = function ( $title ) {
      $id = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => $title ) );
      update_post_meta( $id, '_wp_manga_chapter_type', 'manga' );
      return $id;
    };
    $long = $make( 'Uzun Şerit ${tag}' );
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $long, array( 'name' => 'Bölüm 1', 'index' => 1 ), $images( 8, 400, 900 ) );
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $long, array( 'name' => 'Bölüm 2', 'index' => 2 ), $images( 2, 400, 900 ) );
    $rtl = $make( 'Sağdan Sola ${tag}' );
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $rtl, array( 'name' => 'Bölüm 1', 'index' => 1 ), $images( 3, 500, 700 ) );
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $rtl, array( 'name' => 'Bölüm 2', 'index' => 2 ), $images( 3, 500, 700 ) );
    Yomu\\Core\\Reader\\MangaDefaultsField::save( $rtl, array( 'yomu_reader_defaults' => array( 'direction' => 'rtl' ) ) );
    $password = wp_generate_password( 20, false );
    $user = wp_insert_user( array( 'user_login' => 'okuyucu_${tag}', 'user_email' => '${tag}@example.com', 'user_pass' => $password, 'role' => 'subscriber' ) );
    $had_page = Yomu\\Core\\Account\\Page::id() > 0;
    if ( ! $had_page ) {
      wp_set_current_user( 1 );
      Yomu\\Core\\Account\\Page::ensure();
    }
    echo wp_json_encode( array(
      'long' => $long, 'rtl' => $rtl, 'user' => $user, 'login' => 'okuyucu_${tag}', 'password' => $password,
      'longUrl' => get_permalink( $long ), 'rtlUrl' => get_permalink( $rtl ),
      'accountUrl' => Yomu\\Core\\Account\\Page::url( 'reader-settings' ), 'pageWasSet' => $had_page,
    ) );
  `);
  return JSON.parse(out) as ModesFixture;
}

export function removeModesFixture(fx: ModesFixture | undefined): void {
  if (!fx) return;
  const removePage = fx.pageWasSet
    ? ''
    : `wp_delete_post( Yomu\\Core\\Account\\Page::id(), true ); $s = get_option( 'wp_manga_settings', array() ); if ( is_array( $s ) ) { unset( $s['user_page'] ); update_option( 'wp_manga_settings', $s ); }`;
  wpEval(`
    global $wpdb;
    require_once ABSPATH . 'wp-admin/includes/user.php';
    $tables = Yomu\\Core\\Content\\Schema::tables();
    foreach ( array( ${fx.long}, ${fx.rtl} ) as $manga ) {
      foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM \`{$tables['chapters']}\` WHERE post_id = %d", $manga ) ) as $chapter ) {
        Yomu\\Core\\Content\\ChapterWriter::delete( (int) $chapter );
      }
      wp_delete_post( $manga, true );
      Yomu\\Core\\Content\\Cache::bump( $manga );
    }
    wp_delete_user( ${fx.user} );
    ${removePage}
  `);
}
