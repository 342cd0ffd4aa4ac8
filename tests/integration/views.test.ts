// Action manga_views over real HTTP: parallel requests must never lose or double a count, and on a Madara
// site's data the period meta stays in Madara's own formats, the total going on from Madara's and the period
// counts from Madara's only where its labels name the current periods (plugin/tests/Views/AdoptionTest.php).
// php -S serves everything from 127.0.0.1, so every request here is the same client. The rate limit is
// keyed per client + manga + chapter, so the parallel test honestly uses distinct keys by reading 200
// distinct chapters (as one reader going through a series would), and the limit itself is tested with
// parallel requests for one key. Nothing is switched off for the tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const CHAPTERS = 200;
let fx: { manga: number; other: number; draft: number; slugs: string[] };
let problemsBefore: PhpLogMark;

/** Counters of a manga, fresh from the database. */
const counts = (manga: number) => fixture('views_counts', { manga });

const view = (manga: number, chapter = 'undefined', headers: Record<string, string> = {}) =>
  fetch(`${site.url}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ action: 'manga_views', manga: String(manga), chapter }),
  });

beforeAll(() => {
  problemsBefore = phpLogMark();
  fx = fixture('views_make_counted_manga', { chapters: CHAPTERS });
});

afterAll(() => {
  fixture('views_delete_manga', { ids: [fx.manga, fx.other, fx.draft] });
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
    const saved = fixture('get_option', { name: 'wp_manga_settings' });
    fixture('views_set_counting', { on: false });
    try {
      const answer = await view(fx.other);
      expect(await answer.json()).toEqual({ success: false });
      expect(counts(fx.other).total).toBe('1');
    } finally {
      fixture('set_option', { name: 'wp_manga_settings', value: saved });
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
  let madara: { fixture: Record<string, unknown> & { manga: number }; slugs: string[] };

  const meta = (id: number) => fixture('views_period_meta', { manga: id });

  beforeAll(() => {
    madara = fixture('views_load_madara', {});
  });

  afterAll(() => {
    if (!madara) return;
    fixture('views_unload_madara', { fixture: madara.fixture });
  });

  it('keeps the period meta in Madara\'s formats; counts Madara labelled in past periods restart, the total goes on', async () => {
    const before = meta(madara.fixture.manga);
    // What Madara left: its own labels and counts, of a view on Monday 2024-06-03 (long past).
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
    // None of Madara's labels names a current period: those counts are not this day's, week's, month's or year's.
    expect(after.arrays).toEqual({
      day: { views: n, date: labels.day },
      week: { views: n, date: labels.week },
      month: { views: n, month: labels.month },
      year: { views: n, date: labels.year },
    });
    expect(after.values).toEqual({ day: `${n}`, week: `${n}`, month: `${n}`, year: `${n}` });

    // A repeat by the same client within the window changes nothing.
    await view(madara.fixture.manga);
    expect(meta(madara.fixture.manga)).toEqual(after);
  });

  it('relabels period meta an earlier Yomu wrote in its own formats when WordPress next loads (init), counts kept', async () => {
    const id = fixture('views_make_old_labels_manga', {});
    try {
      expect((await fetch(`${site.url}/`)).status).toBe(200);
      expect(meta(id).arrays).toEqual({
        day: { views: 5, date: '14' },
        week: { views: 9, date: 'Mon-09' },
        month: { views: 40, month: '06' },
        year: { views: 300, date: '25' },
      });
      expect(String(fixture('get_option', { name: 'yomu_views_labels' }))).toBe('1');
    } finally {
      fixture('delete_posts', { ids: [id] });
    }
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
