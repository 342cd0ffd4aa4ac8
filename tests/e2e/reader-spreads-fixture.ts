// Test data for the spreads and fit tests: a manga whose first chapter has 7 pages (1–3 portrait, 4 landscape,
// 5–7 portrait; 1000×1500 and 1600×1000 px, so every fit mode draws them differently), a second chapter of 4
// portrait pages, and a signed-in reader. Removed again by removeSpreadsFixture().
import { removeMangaWithChapters } from '../support/remove-manga';
import { wpEval } from '../support/site';

export interface SpreadsFixture {
  manga: number;
  user: number;
  login: string;
  password: string;
  url: string;
}

export function createSpreadsFixture(): SpreadsFixture {
  const tag = `s${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const out = wpEval(`
    $images = function ( $shapes ) {
      $files = array();
      foreach ( str_split( $shapes ) as $i => $shape ) {
        list( $w, $h ) = 'w' === $shape ? array( 1600, 1000 ) : array( 1000, 1500 );
        $img = imagecreatetruecolor( $w, $h );
        imagefill( $img, 0, 0, imagecolorallocate( $img, 40 + 25 * $i, 180 - 15 * $i, 120 ) );
        imagefilledrectangle( $img, 40, 40, 200, 200, imagecolorallocate( $img, 255, 255, 255 ) );
        $path = tempnam( sys_get_temp_dir(), "yomu-spreads" );
        imagepng( $img, $path );
        $files[] = array( 'path' => $path, 'name' => sprintf( '%02d.png', $i + 1 ) );
      }
      return $files;
    };
    $id = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => 'Çift Sayfa ${tag}' ) );
    update_post_meta( $id, '_wp_manga_chapter_type', 'manga' );
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $id, array( 'name' => 'Bölüm 1', 'index' => 1 ), $images( 'tttwttt' ) );
    Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $id, array( 'name' => 'Bölüm 2', 'index' => 2 ), $images( 'tttt' ) );
    $password = wp_generate_password( 20, false );
    $user = wp_insert_user( array( 'user_login' => 'cift_${tag}', 'user_email' => '${tag}@example.com', 'user_pass' => $password, 'role' => 'subscriber' ) );
    echo wp_json_encode( array( 'manga' => $id, 'user' => $user, 'login' => 'cift_${tag}', 'password' => $password, 'url' => get_permalink( $id ) ) );
  `);
  return JSON.parse(out) as SpreadsFixture;
}

export function removeSpreadsFixture(fx: SpreadsFixture | undefined): void {
  if (fx) removeMangaWithChapters(fx.manga, fx.user);
}
