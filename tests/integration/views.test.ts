// Action manga_views over real HTTP: parallel requests must never lose or double a count.
// php -S serves everything from 127.0.0.1, so every request here is the same client. The rate limit is
// keyed per client + manga + chapter, so the parallel test honestly uses distinct keys by reading 200
// distinct chapters (as one reader going through a series would), and the limit itself is tested with
// parallel requests for one key. Nothing is switched off for the tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phpProblems, site, wpEval } from '../support/site';

const CHAPTERS = 200;
type Fixture = { manga: number; other: number; draft: number; slugs: string[] };
let fx: Fixture;
let problemsBefore = 0;

function json<T>(code: string): T {
  return JSON.parse(wpEval(code)) as T;
}

type Counts = { total: string; periods: Record<string, string>; week: { views: number }; chapterViews: number[] };

/** Counters of a manga, fresh from the database. */
function counts(manga: number): Counts {
  return json<Counts>(`
    global $wpdb;
    $id = ${manga};
    $periods = array();
    foreach ( array( 'day', 'week', 'month', 'year' ) as $p ) { $periods[ $p ] = get_post_meta( $id, "_wp_manga_{$p}_views_value", true ); }
    $table = Yomu\\Core\\Content\\Schema::tables()['chapters'];
    echo wp_json_encode( array(
      'total'        => get_post_meta( $id, '_wp_manga_views', true ),
      'periods'      => $periods,
      'week'         => get_post_meta( $id, '_wp_manga_week_views', true ),
      'chapterViews' => array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT views FROM \`$table\` WHERE post_id = %d ORDER BY chapter_id", $id ) ) ),
    ) );`);
}

const view = (manga: number, chapter = 'undefined', headers: Record<string, string> = {}) =>
  fetch(`${site.url}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ action: 'manga_views', manga: String(manga), chapter }),
  });

beforeAll(() => {
  problemsBefore = phpProblems().length;
  fx = json<Fixture>(`
    global $wpdb;
    $make = function ( $status ) { return wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => $status, 'post_title' => 'Views integration ' . $status ) ); };
    $manga = $make( 'publish' ); $other = $make( 'publish' ); $draft = $make( 'draft' );
    $table = Yomu\\Core\\Content\\Schema::tables()['chapters'];
    $slugs = array();
    for ( $i = 1; $i <= ${CHAPTERS}; $i++ ) {
      $slugs[] = "chapter-$i";
      $wpdb->insert( $table, array( 'post_id' => $manga, 'chapter_name' => "Chapter $i", 'chapter_name_extend' => '', 'chapter_slug' => "chapter-$i", 'date' => '2025-01-01 00:00:00', 'date_gmt' => '2025-01-01 00:00:00' ) );
    }
    $wpdb->insert( $table, array( 'post_id' => $other, 'chapter_name' => 'Chapter 1', 'chapter_name_extend' => '', 'chapter_slug' => 'chapter-1', 'date' => '2025-01-01 00:00:00', 'date_gmt' => '2025-01-01 00:00:00' ) );
    $wpdb->insert( $table, array( 'post_id' => $draft, 'chapter_name' => 'Chapter 1', 'chapter_name_extend' => '', 'chapter_slug' => 'chapter-1', 'date' => '2025-01-01 00:00:00', 'date_gmt' => '2025-01-01 00:00:00' ) );
    echo wp_json_encode( compact( 'manga', 'other', 'draft', 'slugs' ) );`);
});

afterAll(() => {
  wpEval(`
    global $wpdb;
    $hits = Yomu\\Core\\Views\\Tables::names()['hits'];
    $chapters = Yomu\\Core\\Content\\Schema::tables()['chapters'];
    foreach ( array( ${fx.manga}, ${fx.other}, ${fx.draft} ) as $id ) {
      $ids = array_merge( array( 0 ), array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM \`$chapters\` WHERE post_id = %d", $id ) ) ) );
      foreach ( $ids as $chapter ) { $wpdb->delete( $hits, array( 'hit_key' => Yomu\\Core\\Views\\HitLimiter::key( '127.0.0.1', $id, $chapter ) ) ); }
      $wpdb->delete( $chapters, array( 'post_id' => $id ) );
      $wpdb->delete( Yomu\\Core\\Views\\Tables::names()['counts'], array( 'manga_id' => $id ) );
      wp_delete_post( $id, true );
    }`);
});

describe('manga_views', () => {
  it(`counts ${CHAPTERS} parallel chapter views exactly, in the total, every period and every chapter`, async () => {
    const answers = await Promise.all(fx.slugs.map((slug) => view(fx.manga, slug).then((r) => r.json())));
    expect(answers.every((a) => a.success === true && a.data === 'ok')).toBe(true);

    const after = counts(fx.manga);
    expect(after.total).toBe(String(CHAPTERS));
    expect(after.periods).toEqual({ day: `${CHAPTERS}`, week: `${CHAPTERS}`, month: `${CHAPTERS}`, year: `${CHAPTERS}` });
    expect(after.week.views).toBe(CHAPTERS);
    expect(after.chapterViews).toEqual(Array(CHAPTERS).fill(1));
  });

  it('does not count the same client again, even when the repeats arrive in parallel', async () => {
    await Promise.all(fx.slugs.map((slug) => view(fx.manga, slug)));
    await Promise.all(Array.from({ length: 40 }, () => view(fx.other, 'chapter-1')));

    expect(counts(fx.manga).total).toBe(String(CHAPTERS));
    const other = counts(fx.other);
    expect(other.total).toBe('1');
    expect(other.chapterViews).toEqual([1]);
  });

  it('ignores X-Forwarded-For and Client-IP: a made-up address is not a new client', async () => {
    for (const [i, header] of ['X-Forwarded-For', 'Client-IP', 'X-Real-IP'].entries()) {
      const answer = await view(fx.other, 'chapter-1', { [header]: `198.51.100.${i + 1}` });
      expect(await answer.json()).toEqual({ success: true, data: 'ok' });
    }
    expect(counts(fx.other).total).toBe('1');
  });

  it('refuses a draft with a translated message and counts nothing', async () => {
    const answer = await view(fx.draft, 'chapter-1');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ success: false, data: { message: 'Bu manga bulunamadı.' } });
    expect(counts(fx.draft)).toMatchObject({ total: '', chapterViews: [0] });
  });

  it('answers {success:false} and counts nothing when manga_view is off', async () => {
    const saved = wpEval(`echo wp_json_encode( get_option( 'wp_manga_settings', null ) );`);
    wpEval(`$s = (array) get_option( 'wp_manga_settings', array() ); $s['manga_view'] = '0'; update_option( 'wp_manga_settings', $s );`);
    try {
      const answer = await view(fx.other);
      expect(await answer.json()).toEqual({ success: false });
      expect(counts(fx.other).total).toBe('1');
    } finally {
      wpEval(`$saved = json_decode( '${saved.replace(/'/g, "\\'")}', true ); null === $saved ? delete_option( 'wp_manga_settings' ) : update_option( 'wp_manga_settings', $saved );`);
    }
  });

  it('logs no PHP warnings or notices', () => {
    expect(phpProblems().slice(problemsBefore)).toEqual([]);
  });
});
