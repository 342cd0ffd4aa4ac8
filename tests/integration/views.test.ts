// Action manga_views over real HTTP: parallel requests must never lose or double a count, and on a Madara
// site's data the period meta stays in Madara's own formats with the counts Madara had plus the new views.
// php -S serves everything from 127.0.0.1, so every request here is the same client. The rate limit is
// keyed per client + manga + chapter, so the parallel test honestly uses distinct keys by reading 200
// distinct chapters (as one reader going through a series would), and the limit itself is tested with
// parallel requests for one key. Nothing is switched off for the tests.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site, wpEval } from '../support/site';

const CHAPTERS = 200;
type Fixture = { manga: number; other: number; draft: number; slugs: string[] };
let fx: Fixture;
let problemsBefore: PhpLogMark;

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
  problemsBefore = phpLogMark();
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

});

/** Madara's labels (MADARA.md §7: PHP date() in UTC, 'd', 'D-d', 'm', 'y') of a moment, computed here. */
function madaraLabels(at: Date) {
  const two = (n: number) => String(n).padStart(2, '0');
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][at.getUTCDay()];
  return {
    day: two(at.getUTCDate()),
    week: `${weekday}-${two(at.getUTCDate())}`,
    month: two(at.getUTCMonth() + 1),
    year: two(at.getUTCFullYear() % 100),
  };
}

describe('manga_views on a Madara site', () => {
  const loader = path.resolve(__dirname, '../fixtures/madara/load.php');
  type Madara = { fixture: Record<string, unknown> & { manga: number }; slugs: string[] };
  type Meta = { total: string; values: Record<string, string>; arrays: Record<string, Record<string, unknown>> };
  let madara: Madara;

  const meta = (id: number) =>
    json<Meta>(`
      $id = ${id}; $values = array(); $arrays = array();
      wp_cache_delete( $id, 'post_meta' );
      foreach ( array( 'day', 'week', 'month', 'year' ) as $p ) {
        $values[ $p ] = get_post_meta( $id, "_wp_manga_{$p}_views_value", true );
        $arrays[ $p ] = get_post_meta( $id, "_wp_manga_{$p}_views", true );
      }
      echo wp_json_encode( array( 'total' => get_post_meta( $id, '_wp_manga_views', true ), 'values' => $values, 'arrays' => $arrays ) );`);

  beforeAll(() => {
    madara = json<Madara>(`
      global $wpdb;
      require_once ${JSON.stringify(loader)};
      $fixture = yomu_madara_fixture_load();
      $table = Yomu\\Core\\Content\\Schema::tables()['chapters'];
      $slugs = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT chapter_slug FROM \`$table\` WHERE post_id = %d", $fixture['manga'] ) );
      echo wp_json_encode( compact( 'fixture', 'slugs' ) );`);
  });

  afterAll(() => {
    if (!madara) return;
    wpEval(`
      global $wpdb;
      require_once ${JSON.stringify(loader)};
      $id = ${madara.fixture.manga};
      $chapters = Yomu\\Core\\Content\\Schema::tables()['chapters'];
      $ids = array_merge( array( 0 ), array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM \`$chapters\` WHERE post_id = %d", $id ) ) ) );
      foreach ( $ids as $chapter ) { $wpdb->delete( Yomu\\Core\\Views\\Tables::names()['hits'], array( 'hit_key' => Yomu\\Core\\Views\\HitLimiter::key( '127.0.0.1', $id, $chapter ) ) ); }
      $wpdb->delete( Yomu\\Core\\Views\\Tables::names()['counts'], array( 'manga_id' => $id ) );
      yomu_madara_fixture_unload( json_decode( ${JSON.stringify(JSON.stringify(madara.fixture))}, true ) );`);
  });

  it('keeps the period meta in Madara\'s formats with the counts Madara had plus the views', async () => {
    const before = meta(madara.fixture.manga);
    // What Madara left: its own labels and counts.
    expect(before.arrays).toEqual({
      day: { views: 7, date: '03' },
      week: { views: 31, date: 'Mon-03' },
      month: { views: 120, month: '06' },
      year: { views: 1234, date: '24' },
    });

    // The manga page and each chapter once: one client counts each of them once.
    const slugs = ['undefined', ...madara.slugs];
    const answers = await Promise.all(slugs.map((slug) => view(madara.fixture.manga, slug).then((r) => r.json())));
    expect(answers.every((a) => a.success === true && a.data === 'ok')).toBe(true);
    const labels = madaraLabels(new Date());
    const n = slugs.length;
    expect(n).toBeGreaterThan(3);

    const after = meta(madara.fixture.manga);
    expect(after.total).toBe(String(1234 + n));
    expect(after.arrays).toEqual({
      day: { views: 7 + n, date: labels.day },
      week: { views: 31 + n, date: labels.week },
      month: { views: 120 + n, month: labels.month },
      year: { views: 1234 + n, date: labels.year },
    });
    expect(after.values).toEqual({ day: `${7 + n}`, week: `${31 + n}`, month: `${120 + n}`, year: `${1234 + n}` });

    // A repeat by the same client within the window changes nothing.
    await view(madara.fixture.manga);
    expect(meta(madara.fixture.manga)).toEqual(after);
  });

  it('relabels period meta an earlier Yomu wrote in its own formats when WordPress next loads (init), counts kept', async () => {
    const id = Number(
      wpEval(`
        $id = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => 'Views upgrade' ) );
        update_post_meta( $id, '_wp_manga_day_views', array( 'views' => 5, 'date' => '2025-06-14' ) );
        update_post_meta( $id, '_wp_manga_week_views', array( 'views' => 9, 'date' => '2025-06-09' ) );
        update_post_meta( $id, '_wp_manga_month_views', array( 'views' => 40, 'month' => '2025-06' ) );
        update_post_meta( $id, '_wp_manga_year_views', array( 'views' => 300, 'date' => '2025' ) );
        delete_option( Yomu\\Core\\Views\\LabelUpgrade::OPTION );
        echo $id;`),
    );
    try {
      expect((await fetch(`${site.url}/`)).status).toBe(200);
      expect(meta(id).arrays).toEqual({
        day: { views: 5, date: '14' },
        week: { views: 9, date: 'Mon-09' },
        month: { views: 40, month: '06' },
        year: { views: 300, date: '25' },
      });
      expect(wpEval(`echo get_option( Yomu\\Core\\Views\\LabelUpgrade::OPTION );`)).toBe('1');
    } finally {
      wpEval(`wp_delete_post( ${id}, true );`);
    }
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
