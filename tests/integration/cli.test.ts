// `wp yomu reindex`, `wp yomu views recount|reset` and `wp yomu import` run by WP-CLI from Composer against the
// test site (in English, so the assertions read the report text as the code writes it): reindex rebuilds rows the derived tables lost; views rewrite Madara's period meta from Yomu's table,
// byte for byte in Madara's serialized formats; an import dry run changes no row and no file; the import of a
// ZIP of three chapters creates them in natural order and the public chapter pages serve every page image.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterZip, widths, wpYomuInEnglish } from '../support/cli';
import { phpLogMark, phpProblemsSince, type PhpLogMark } from '../support/site';
import { fixture } from '../support/fixture';

interface Fixture {
  manga: number;
  counted: number;
  target: number;
  slug: string;
}

let fx: Fixture;
let zip = '';
let problemsBefore: PhpLogMark;

/** Rows of the manga in Yomu's search index and rank table. */
function derivedRows(manga: number): { search: number; rank: number } {
  return fixture('cli_derived_rows', { manga });
}

/** The raw stored values of a manga's view meta (as Madara would read them), fresh from the database. */
function viewMeta(manga: number): Record<string, string> {
  return fixture('cli_view_meta', { manga });
}

/** Chapter rows, page rows and data files of a manga, for "nothing changed" checks. */
function snapshot(manga: number): string {
  return JSON.stringify(fixture('cli_manga_snapshot', { manga }));
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  const suffix = () => Math.random().toString(36).slice(2, 8);
  const [manga, counted, target] = fixture('site_make_posts', {
    posts: [{ title: `CLI reindex ${suffix()}` }, { title: `CLI views ${suffix()}` }, { title: `CLI import ${suffix()}` }],
  });
  fx = { manga, counted, target, slug: fixture('site_post_slug', { post: target }) };
  zip = chapterZip();
});

afterAll(() => {
  if (zip) fs.rmSync(zip, { force: true });
  if (!fx) return;
  fixture('cli_reset_healing', {});
  fixture('delete_posts', { ids: [fx.manga, fx.counted, fx.target] });
});

describe('wp yomu reindex', () => {
  it('puts back the search and rank rows a manga lost, each table on its own or both', () => {
    // The tables' own 15-minute healing is marked as just done, so only the command can put the rows back.
    const forget = () => fixture('cli_forget_derived_rows', { manga: fx.manga });
    forget();
    expect(derivedRows(fx.manga)).toEqual({ search: 0, rank: 0 });

    const rank = wpYomuInEnglish('reindex', '--rank', `--manga=${fx.manga}`);
    expect(rank.status, rank.stderr).toBe(0);
    expect(rank.stdout).toMatch(/Success: Rank table: \d+ rows\./);
    expect(derivedRows(fx.manga)).toEqual({ search: 0, rank: 1 });

    forget();
    const both = wpYomuInEnglish('reindex');
    expect(both.status, both.stderr).toBe(0);
    expect(both.stdout).toMatch(/Success: Search index: \d+ manga reindexed, \d+ rows\. Rank table: \d+ rows\./);
    expect(derivedRows(fx.manga)).toEqual({ search: 1, rank: 1 });
    const found = fixture('cli_suggest_title', { manga: fx.manga });
    expect(found).toContain(fx.manga);
  });

  it('refuses unknown options and bad IDs with its usage, exit code 1', () => {
    for (const args of [['--bogus'], ['--manga=1,x'], ['extra']]) {
      const run = wpYomuInEnglish('reindex', ...args);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Usage: wp yomu reindex');
    }
  });
});

describe('wp yomu views', () => {
  const today = () => fixture('cli_period_labels', {});
  const madara = (views: number, key: 'date' | 'month', label: string) => `a:2:{s:5:"views";i:${views};s:${key.length}:"${key}";s:${label.length}:"${label}";}`;

  beforeAll(() => {
    // Two counted views, then copies gone wrong: a stray int and a label in a format Madara would reset.
    fixture('cli_spoil_view_copies', { manga: fx.counted, views: 2 });
  });

  it('recount --dry-run lists the copies that would change and changes nothing', () => {
    const before = viewMeta(fx.counted);
    const run = wpYomuInEnglish('views', 'recount', `--manga=${fx.counted}`, '--dry-run');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('_wp_manga_week_views_value');
    expect(run.stdout).toContain('_wp_manga_month_views');
    expect(run.stdout).toMatch(/Success: Dry run: 2 meta values of 1 manga would change; nothing was changed\./);
    expect(viewMeta(fx.counted)).toEqual(before);
  });

  it('recount rewrites the copies from the table in Madara\'s formats and leaves the total', () => {
    const run = wpYomuInEnglish('views', 'recount', `--manga=${fx.counted}`);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Success: Recounted the period views of 1 manga (2 meta values changed).');
    const labels = today();
    const meta = viewMeta(fx.counted);
    expect(meta).toEqual({
      _wp_manga_views: '2',
      _wp_manga_day_views: madara(2, 'date', labels.day),
      _wp_manga_day_views_value: '2',
      _wp_manga_week_views: madara(2, 'date', labels.week),
      _wp_manga_week_views_value: '2',
      _wp_manga_month_views: madara(2, 'month', labels.month),
      _wp_manga_month_views_value: '2',
      _wp_manga_year_views: madara(2, 'date', labels.year),
      _wp_manga_year_views_value: '2',
    });
    expect(labels.day).toMatch(/^\d\d$/);
    expect(labels.week).toMatch(/^[A-Z][a-z]{2}-\d\d$/);
  });

  it('reset --period=day zeroes the day in the table and the meta, in Madara\'s format, and keeps the rest', () => {
    const run = wpYomuInEnglish('views', 'reset', '--period=day', `--manga=${fx.counted}`);
    expect(run.status, run.stderr).toBe(0);
    const labels = today();
    const meta = viewMeta(fx.counted);
    expect(meta._wp_manga_day_views).toBe(madara(0, 'date', labels.day));
    expect(meta._wp_manga_day_views_value).toBe('0');
    expect(meta._wp_manga_week_views_value).toBe('2');
    expect(meta._wp_manga_views).toBe('2');
    const row = fixture('cli_view_counts', { manga: fx.counted });
    expect([row.day_views, row.week_views]).toEqual(['0', '2']);
  });

  it('refuses an unknown period with its usage', () => {
    const run = wpYomuInEnglish('views', 'reset', '--period=total');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: wp yomu views reset');
  });
});

describe('wp yomu import', () => {
  it('--dry-run lists the three chapters in natural order and changes no row and no file', () => {
    const before = snapshot(fx.target);
    const run = wpYomuInEnglish('import', fx.slug, zip, '--dry-run');
    expect(run.status, run.stderr).toBe(0);
    const rows = run.stdout.trim().split('\n').slice(1, 4).map((line) => line.split('\t'));
    expect(rows).toEqual([
      ['create', '', 'Chapter 1', '', '3'],
      ['create', '', 'Chapter 2', '', '3'],
      ['create', '', 'Chapter 10', 'Finale', '3'],
    ]);
    expect(run.stdout).toContain('Success: Dry run: 3 chapters would be created, 0 overwritten and 0 skipped');
    expect(snapshot(fx.target)).toBe(before);
  });

  it('imports the ZIP as three chapters in natural order whose pages the public chapter pages serve', async () => {
    const run = wpYomuInEnglish('import', String(fx.target), zip);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Success: 3 chapters created, 0 overwritten, 0 skipped (9 pages)');
    const chapters = fixture('cli_imported_chapters', { manga: fx.target });
    expect(chapters.map((c) => [c.name, c.extend])).toEqual([
      ['Chapter 1', ''],
      ['Chapter 2', ''],
      ['Chapter 10', 'Finale'],
    ]);
    expect(chapters.map((c) => c.widths)).toEqual([widths(10), widths(20), widths(30)]);
    for (const chapter of chapters) {
      const response = await fetch(chapter.url);
      expect(response.status, chapter.url).toBe(200);
      const html = await response.text();
      for (const src of chapter.srcs) {
        expect(html).toContain(src);
        const image = await fetch(src);
        expect(image.status, src).toBe(200);
        expect(image.headers.get('content-type')).toMatch(/^image\/(png|jpeg)$/);
        expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
      }
    }
  });

  it('skips the chapters on a second run and explains a bad manga or path', () => {
    const again = wpYomuInEnglish('import', String(fx.target), zip);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('0 chapters created, 0 overwritten, 3 skipped');
    const missing = wpYomuInEnglish('import', 'no-such-manga-slug', zip);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No manga has the ID or slug no-such-manga-slug.');
    const nofile = wpYomuInEnglish('import', String(fx.target), `${zip}.missing`);
    expect(nofile.status).toBe(1);
    expect(nofile.stderr).toContain('does not exist');
    const storage = wpYomuInEnglish('import', String(fx.target), zip, '--storage=imgur');
    expect(storage.status).toBe(1);
    expect(storage.stderr).toContain('The storage imgur is not supported');
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
