// Test data for the manga page tests: a manga with details, a long summary, one volume and many loose text
// chapters (a tall list), and a short one with three chapters. Removed again by removeMangaFixture().
import { wpEval } from '../support/site';

export interface MangaFixture {
  long: number;
  short: number;
  longUrl: string;
  shortUrl: string;
  terms: number[];
  tag: string;
}

export function createMangaFixture(): MangaFixture {
  const tag = `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const out = wpEval(`
    $summary = str_repeat( '<p>Bir simyacının ay ışığında geçen uzun hikâyesi. Gece boyunca süren yolculuk, kayıp bir formül ve eski bir dostluk.</p>', 8 );
    $make = function ( $title, $content ) {
      $id = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => $title, 'post_content' => $content ) );
      update_post_meta( $id, '_wp_manga_chapter_type', 'text' );
      return $id;
    };
    $long = $make( 'Uzun Manga ${tag}', $summary );
    $short = $make( 'Kısa Manga ${tag}', '<p>Kısa bir özet.</p>' );
    update_post_meta( $long, '_wp_manga_status', 'end' );
    update_post_meta( $long, '_wp_manga_alternative', 'Long Manga ${tag}' );
    update_post_meta( $long, '_wp_manga_type', 'Manhwa' );
    update_post_meta( $long, '_manga_avarage_reviews', 4.5 );
    update_post_meta( $long, '_manga_total_votes', 12 );
    $terms = array();
    foreach ( array( 'wp-manga-genre' => 'Aksiyon ${tag}', 'wp-manga-tag' => 'Etiket ${tag}', 'wp-manga-author' => 'Yazar ${tag}', 'wp-manga-artist' => 'Çizer ${tag}', 'wp-manga-release' => 'Yıl ${tag}' ) as $tax => $name ) {
      $term = wp_insert_term( $name, $tax );
      $terms[] = $term['term_id'];
      wp_set_object_terms( $long, array( (int) $term['term_id'] ), $tax );
    }
    $volume = Yomu\\Core\\Content\\VolumeWriter::create( $long, 'Cilt 1' )->id;
    for ( $i = 1; $i <= 4; $i++ ) {
      Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $long, array( 'name' => "Bölüm $i", 'volume_id' => $volume, 'index' => $i ), '<p>Metin</p>' );
    }
    for ( $i = 5; $i <= 24; $i++ ) {
      Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $long, array( 'name' => "Bölüm $i", 'index' => $i ), '<p>Metin</p>' );
    }
    for ( $i = 1; $i <= 3; $i++ ) {
      Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $short, array( 'name' => "Bölüm $i", 'index' => $i ), '<p>Metin</p>' );
    }
    echo wp_json_encode( array( 'long' => $long, 'short' => $short, 'longUrl' => get_permalink( $long ), 'shortUrl' => get_permalink( $short ), 'terms' => $terms ) );
  `);
  return { ...(JSON.parse(out) as Omit<MangaFixture, 'tag'>), tag };
}

export function removeMangaFixture(fx: MangaFixture | undefined): void {
  if (!fx) return;
  wpEval(`
    global $wpdb;
    $tables = Yomu\\Core\\Content\\Schema::tables();
    foreach ( array( ${fx.long}, ${fx.short} ) as $manga ) {
      foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM \`{$tables['chapters']}\` WHERE post_id = %d", $manga ) ) as $chapter ) {
        Yomu\\Core\\Content\\ChapterWriter::delete( (int) $chapter );
      }
      $wpdb->delete( $tables['volumes'], array( 'post_id' => $manga ) );
      wp_delete_post( $manga, true );
      Yomu\\Core\\Content\\Cache::bump( $manga );
    }
    foreach ( array( 'wp-manga-genre', 'wp-manga-tag', 'wp-manga-author', 'wp-manga-artist', 'wp-manga-release' ) as $i => $tax ) {
      wp_delete_term( array( ${fx.terms.join(', ')} )[ $i ], $tax );
    }
  `);
}
