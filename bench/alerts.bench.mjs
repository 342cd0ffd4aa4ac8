// New-chapter alerts (issue 30 item 4): the wp-admin request that publishes a chapter, on a manga 10,000 readers
// bookmarked vs on one nobody bookmarked (the request only queues the chapter), and the background work that puts
// the chapter into every reader's unread_c, run as WP-Cron runs it (the yomu_alerts_batch event, until the queue is
// empty), plus the one-off index backfill a Madara site's existing bookmarks need. `npm run bench -- --only=alerts`.
//
// The readers are written straight into wp_users / wp_usermeta (Madara's bookmark format, `p` = ''), as a Madara
// site leaves them; the bench removes them, its manga and its chapters afterwards.
import { adminCookie, phpInSite } from './lib/wp.mjs';

export const title = 'New-chapter alerts: the publish request and filling unread_c for 10,000 bookmarkers';

const READERS = Number(process.env.YOMU_BENCH_ALERT_READERS ?? 10000);
const PUBLISHES = Number(process.env.YOMU_BENCH_ROUNDS ?? 5);
const PREFIX = `alertbench${process.pid}x`;

const json = (out) => JSON.parse(out.slice(out.indexOf('{')));

/** Milliseconds of one text-chapter publish through the manga edit screen's form (admin-post.php). */
async function publish(site, cookie, manga, name) {
  const edit = await (await fetch(`${site.url}/wp-admin/post.php?post=${manga}&action=edit`, { headers: { cookie } })).text();
  const form = [...edit.matchAll(/<form id="[^"]+" class="yomu-form"[^>]*data-yomu-action="([^"]+)">(.*?)<\/form>/gs)].find((m) => m[1] === 'yomu_chapter_create_text');
  if (!form) throw new Error('no text chapter form on the manga edit screen');
  const body = new globalThis.FormData();
  for (const input of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) body.append(input[1], input[2]);
  body.append('chapter_name', name);
  body.append('yomu_text', '<p>Bench alerts.</p>');
  const began = performance.now();
  const response = await fetch(`${site.url}/wp-admin/admin-post.php`, { method: 'POST', body, headers: { cookie }, redirect: 'manual' });
  const ms = performance.now() - began;
  if (response.status !== 303) throw new Error(`the publish answered ${response.status}`);
  return ms;
}

async function medianPublish(site, cookie, manga, label) {
  const times = [];
  for (let i = 0; i < PUBLISHES; i++) times.push(await publish(site, cookie, manga, `${label} ${i + 1}`));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

export async function run(site) {
  const made = json(
    phpInSite(
      site.siteDir,
      `$ids = array();
      foreach ( array( 'Alerts bench (bookmarked)', 'Alerts bench (nobody)' ) as $title ) {
        $ids[] = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => $title, 'meta_input' => array( '_wp_manga_chapter_type' => 'text' ) ) );
      }
      echo wp_json_encode( array( 'busy' => $ids[0], 'quiet' => $ids[1] ) );`,
    ),
  );
  const rows = [];
  try {
    const cookie = await adminCookie(site);
    site.log(`${READERS} readers bookmark manga ${made.busy}`);
    phpInSite(
      site.siteDir,
      `global $wpdb;
      $entry = serialize( array( array( 'id' => ${made.busy}, 'c' => 0, 'p' => '', 'unread_c' => array() ) ) );
      for ( $from = 1; $from <= ${READERS}; $from += 500 ) {
        $users = array(); $names = array();
        for ( $n = $from; $n < min( $from + 500, ${READERS} + 1 ); $n++ ) {
          $login = '${PREFIX}' . $n;
          $names[] = $login;
          $users[] = $wpdb->prepare( '(%s, %s, %s, %s, %s, %s)', $login, 'x', $login, $login . '@example.com', '2025-01-01 00:00:00', $login );
        }
        $wpdb->query( "INSERT INTO {$wpdb->users} (user_login, user_pass, user_nicename, user_email, user_registered, display_name) VALUES " . implode( ',', $users ) );
        $ids = $wpdb->get_col( "SELECT ID FROM {$wpdb->users} WHERE user_login IN ('" . implode( "','", $names ) . "')" );
        $meta = array();
        foreach ( $ids as $id ) { $meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_wp_manga_bookmark', $entry ); }
        $wpdb->query( "INSERT INTO {$wpdb->usermeta} (user_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) );
      }`,
    );
    const backfill = json(
      phpInSite(
        site.siteDir,
        `update_option( Yomu\\Core\\Alerts\\Bookmarkers::BACKFILL_OPTION, 0, true );
        $t = microtime( true );
        while ( Yomu\\Core\\Alerts\\Bookmarkers::backfill() ) {}
        global $wpdb; $table = Yomu\\Core\\Alerts\\Bookmarkers::name();
        $s = microtime( true ) - $t;
        Yomu\\Core\\Alerts\\Queue::run_all(); // whatever the demo's seeding left queued, so the fill below is only this bench's
        echo wp_json_encode( array( 's' => $s, 'indexed' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM \`$table\` WHERE manga_id = %d", ${made.busy} ) ) ) );`,
      ),
    );
    if (backfill.indexed !== READERS) throw new Error(`the index has ${backfill.indexed} readers of ${READERS}`);

    site.log(`publishing ${PUBLISHES} chapters on each manga`);
    const quiet = await medianPublish(site, cookie, made.quiet, 'Quiet');
    const busy = await medianPublish(site, cookie, made.busy, 'Busy');

    site.log('running yomu_alerts_batch until the queue is empty');
    const fill = json(
      phpInSite(
        site.siteDir,
        `$scheduled = (bool) wp_next_scheduled( Yomu\\Core\\Alerts\\Queue::HOOK );
        $t = microtime( true ); $runs = 0;
        while ( Yomu\\Core\\Alerts\\Queue::entries() && $runs < 1000 ) { do_action( Yomu\\Core\\Alerts\\Queue::HOOK ); $runs++; }
        $s = microtime( true ) - $t;
        global $wpdb; $t = Yomu\\Core\\Content\\Schema::tables()['chapters'];
        $chapters = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM \`$t\` WHERE post_id = %d", ${made.busy} ) ) );
        $full = 0;
        foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->usermeta} m INNER JOIN {$wpdb->users} u ON u.ID = m.user_id WHERE m.meta_key = '_wp_manga_bookmark' AND u.user_login LIKE %s", '${PREFIX}%' ) ) as $value ) {
          $list = maybe_unserialize( $value );
          $full += ( is_array( $list ) && array() === array_diff( $chapters, array_map( 'intval', $list[0]['unread_c'] ?? array() ) ) && '' === $list[0]['p'] ) ? 1 : 0;
        }
        echo wp_json_encode( array( 's' => $s, 'runs' => $runs, 'full' => $full, 'scheduled' => $scheduled ) );`,
      ),
    );
    if (!fill.scheduled) throw new Error('publishing scheduled no yomu_alerts_batch event');
    if (fill.full !== READERS) throw new Error(`${fill.full} of ${READERS} readers got every new chapter`);
    rows.push(
      { name: `publish request (wp-admin, text chapter), manga with ${READERS.toLocaleString('en')} bookmarkers: median`, value: Math.round(busy), unit: 'ms', note: `${PUBLISHES} publishes` },
      { name: 'publish request, manga nobody bookmarked: median', value: Math.round(quiet), unit: 'ms', note: `${PUBLISHES} publishes` },
      { name: 'publish request: bookmarked / not bookmarked', value: Number((busy / quiet).toFixed(2)), unit: '×', budget: 1.5 },
      {
        name: `unread_c filled for all ${READERS.toLocaleString('en')} readers (${PUBLISHES} chapters): background time`,
        value: Number(fill.s.toFixed(1)),
        unit: 's',
        budget: 300,
        note: `${fill.runs} cron run(s) of up to 20 s; every reader checked`,
      },
      { name: `bookmarkers index backfill, ${READERS.toLocaleString('en')} readers (once per site)`, value: Number(backfill.s.toFixed(2)), unit: 's' },
    );
  } finally {
    phpInSite(
      site.siteDir,
      `global $wpdb;
      $ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->users} WHERE user_login LIKE %s", '${PREFIX}%' ) ) );
      foreach ( array_chunk( $ids, 500 ) as $chunk ) {
        $in = implode( ',', $chunk );
        $wpdb->query( "DELETE FROM {$wpdb->usermeta} WHERE user_id IN ($in)" );
        $wpdb->query( "DELETE FROM {$wpdb->users} WHERE ID IN ($in)" );
        $wpdb->query( 'DELETE FROM \`' . Yomu\\Core\\Alerts\\Bookmarkers::name() . "\` WHERE user_id IN ($in)" );
      }
      foreach ( array( ${made.busy}, ${made.quiet} ) as $manga ) {
        foreach ( Yomu\\Core\\Content\\ChapterRepository::reading_order( $manga ) as $chapter ) { Yomu\\Core\\Content\\ChapterWriter::delete( $chapter->id ); }
        wp_delete_post( $manga, true );
      }
      update_option( Yomu\\Core\\Alerts\\Queue::OPTION, array_values( array_filter( Yomu\\Core\\Alerts\\Queue::entries(), static fn( $e ) => ! in_array( $e['manga'], array( ${made.busy}, ${made.quiet} ), true ) ) ), false );
      if ( ! Yomu\\Core\\Alerts\\Queue::entries() ) { wp_clear_scheduled_hook( Yomu\\Core\\Alerts\\Queue::HOOK ); }`,
    );
  }
  return rows;
}
