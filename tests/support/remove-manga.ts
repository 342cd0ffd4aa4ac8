// Removes a manga a test made, with its chapters (and their files), and optionally the reader account it made.
import { wpEval } from './site';

export function removeMangaWithChapters(manga: number, user = 0): void {
  wpEval(`
    global $wpdb;
    require_once ABSPATH . 'wp-admin/includes/user.php';
    $tables = Yomu\\Core\\Content\\Schema::tables();
    foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM \`{$tables['chapters']}\` WHERE post_id = %d", ${manga} ) ) as $chapter ) {
      Yomu\\Core\\Content\\ChapterWriter::delete( (int) $chapter );
    }
    wp_delete_post( ${manga}, true );
    Yomu\\Core\\Content\\Cache::bump( ${manga} );
    if ( ${user} ) {
      wp_delete_user( ${user} );
    }
  `);
}
