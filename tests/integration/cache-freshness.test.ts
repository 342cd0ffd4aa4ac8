// No stale answers under a persistent object cache: each test first reads a listing, search or chapter list over
// HTTP (so a persistent cache now holds it), then changes the data through one real write path (admin-ajax view
// counts written by SQL, the views upkeep run as cron runs it, `wp yomu views` / `reindex` / `import`, PHP run in
// another process as WP-CLI or an importer would, the REST API, wp-admin's forms, the front-end chapter form), and
// reads again: the search and archive pages, the REST API's answers and counts, chapter lists. npm test
// runs this file on MariaDB + Redis (Redis Object Cache's drop-in), where WordPress keeps query results until what
// their cache key names changes; on the SQLite runs, without a persistent cache, it checks the same answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterZip, wpYomu } from '../support/cli';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const TAG = `fresh${Date.now().toString(36)}`;
const created: number[] = [];
let problemsBefore: PhpLogMark;

const searchIds = (html: string) => [...html.matchAll(/class="row c-tabs-item__content[^"]*" data-post-id="(\d+)"/g)].map((m) => Number(m[1]));
const archiveIds = (html: string) => [...html.matchAll(/id="manga-item-(\d+)"/g)].map((m) => Number(m[1]));
const get = async (url: string) => (await fetch(`${site.url}${url}`)).text();
/** The manga a search for `word` lists, in the order asked for. */
const search = async (word: string, order = '') => searchIds(await get(`/?s=${encodeURIComponent(word)}&post_type=wp-manga${order ? `&m_orderby=${order}` : ''}`));

/**
 * Published manga titled "NAME WORD", with meta written through WordPress (as an editor or importer would) and
 * three chapters each; returns their IDs in the order given.
 */
function manga(word: string, metas: Record<string, string | number | Record<string, string | number>>[]): number[] {
  const ids = fixture('cache_make_listed_manga', { word, metas });
  created.push(...ids);
  return ids;
}

/** Writes a manga's counter row (Yomu's authoritative period counts) straight into its table. */
function counterRow(id: number, week: number, current: boolean) {
  fixture('views_counter_row', { manga: id, week, current });
}

const week = '_wp_manga_week_views_value';

/** Madara's week counter as Madara leaves it after a view today (label PHP date('D-d') in UTC, MADARA.md §7). */
function weekCounter(views: number) {
  const now = new Date();
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][now.getUTCDay()];
  return { views, date: `${weekday}-${String(now.getUTCDate()).padStart(2, '0')}` };
}

/** What the REST API answers a reader app: the IDs in order and the X-WP-Total count. */
async function rest(word: string, order = ''): Promise<{ ids: number[]; total: string | null }> {
  const response = await fetch(`${site.url}/wp-json/yomu/v1/manga?search=${encodeURIComponent(word)}${order ? `&orderby=${order}` : ''}`);
  const body = (await response.json()) as Array<{ id: number }>;
  return { ids: body.map((m) => m.id), total: response.headers.get('x-wp-total') };
}

beforeAll(() => {
  problemsBefore = phpLogMark();
});

afterAll(() => {
  fixture('views_delete_manga', { ids: created });
  fixture('cache_delete_author', { slug: `author-${TAG}` });
});

describe('orderings by views', () => {
  it('follow view counts written by SQL (admin-ajax manga_views): search, archive, home slider, REST and trending', async () => {
    const word = `${TAG}views`;
    // Far above any other manga of the test site, so the archive's first two cards are these.
    const [a, b] = manga(word, [
      // Labelled this week, so the first counted view goes on from it (Views\Adoption).
      { _wp_manga_views: 900000010, [week]: 900000010, _wp_manga_week_views: weekCounter(900000010) },
      { _wp_manga_views: 900000009, [week]: 900000009, _wp_manga_week_views: weekCounter(900000009) },
    ]);
    expect(await search(word, 'views')).toEqual([a, b]);
    expect(await search(word, 'trending')).toEqual([a, b]);
    expect(archiveIds(await get('/manga/?m_orderby=views')).slice(0, 2)).toEqual([a, b]);
    expect((await rest(word, 'views')).ids).toEqual([a, b]);
    expect(archiveIds(await get('/')).slice(0, 2)).toEqual([a, b]); // The home's Popular slider.

    for (const chapter of ['chapter-1', 'chapter-2']) {
      const answer = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams({ action: 'manga_views', manga: String(b), chapter }) });
      expect((await answer.json()).success).toBe(true);
    }

    expect(await search(word, 'views')).toEqual([b, a]);
    expect(await search(word, 'trending')).toEqual([b, a]);
    expect(archiveIds(await get('/manga/?m_orderby=views')).slice(0, 2)).toEqual([b, a]);
    expect((await rest(word, 'views')).ids).toEqual([b, a]);
    expect(archiveIds(await get('/')).slice(0, 2)).toEqual([b, a]);
  });

  it('follow the hourly views upkeep restarting a period nobody viewed in (run as cron runs it)', async () => {
    const word = `${TAG}upkeep`;
    const [stale, current] = manga(word, [{ [week]: 100 }, { [week]: 50 }]);
    counterRow(stale, 100, false);
    counterRow(current, 50, true);
    expect(await search(word, 'trending')).toEqual([stale, current]);

    fixture('views_run_upkeep', {});

    expect(await search(word, 'trending')).toEqual([current, stale]);
  });

  it('follow `wp yomu views reset` and `wp yomu views recount`', async () => {
    const word = `${TAG}repair`;
    const [a, b] = manga(word, [{ [week]: 100 }, { [week]: 50 }]);
    counterRow(a, 100, true);
    counterRow(b, 50, true);
    expect(await search(word, 'trending')).toEqual([a, b]);

    expect(wpYomu('views', 'reset', '--period=week', `--manga=${a}`).status).toBe(0);
    expect(await search(word, 'trending')).toEqual([b, a]);

    counterRow(a, 500, true); // Yomu's count is ahead of Madara's copy, as after an interrupted write.
    expect(wpYomu('views', 'recount', '--period=week', `--manga=${a}`).status).toBe(0);
    expect(await search(word, 'trending')).toEqual([a, b]);
  });

  it('follow `wp yomu reindex --rank --search` after counts and a title were written straight into the database (an import)', async () => {
    const word = `${TAG}reindex`;
    const imported = `${TAG}imported`;
    const [a, b] = manga(word, [{ _wp_manga_views: 10 }, { _wp_manga_views: 5 }]);
    expect(await search(word, 'views')).toEqual([a, b]);
    expect(await search(imported)).toEqual([]);

    fixture('cache_set_views_by_sql', { post: b, views: 20 });
    fixture('cache_set_title_by_sql', { post: a, title: `C ${imported}` });
    expect(wpYomu('reindex', '--rank', '--search').status).toBe(0);

    expect(await search(word, 'views')).toEqual([b]);
    expect(await search(imported)).toEqual([a]);
  });
});

describe('other orderings and search answers', () => {
  it('order by rating follows a rating written by another PHP process (as WP-CLI or an importer)', async () => {
    const word = `${TAG}rating`;
    const [a, b] = manga(word, [{ _manga_avarage_reviews: 4 }, { _manga_avarage_reviews: 3 }]);
    expect(await search(word, 'rating')).toEqual([a, b]);

    fixture('cache_set_post_meta', { post: b, key: '_manga_avarage_reviews', value: '4.5' });

    expect(await search(word, 'rating')).toEqual([b, a]);
  });

  it('search answers follow a title changed through the REST API and an author renamed in another process', async () => {
    const word = `${TAG}search`;
    const [a] = manga(word, [{}]);
    const renamed = `${TAG}renamed`;
    const author = `${TAG}author`;
    const writer = `${TAG}writer`;
    fixture('cache_tag_author', { manga: a, name: author, slug: `author-${TAG}` });
    expect(await search(renamed)).toEqual([]);
    expect(await search(author)).toEqual([a]);

    const cookie = await login('admin', site.adminPassword);
    const nonce = (await (await fetch(`${site.url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } })).text()).trim();
    const saved = await fetch(`${site.url}/wp-json/wp/v2/wp-manga/${a}`, {
      method: 'POST',
      headers: { cookie, 'x-wp-nonce': nonce, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `A ${renamed}` }),
    });
    expect(saved.status).toBe(200);
    expect(await search(renamed)).toEqual([a]);
    expect(await rest(renamed)).toEqual({ ids: [a], total: '1' });

    // A term write moves no post marker: the search index (written by SQL) is all that changes.
    expect(await search(writer)).toEqual([]);
    expect(await search(author)).toEqual([a]);
    fixture('cache_rename_author', { slug: `author-${TAG}`, name: writer });
    expect(await search(writer)).toEqual([a]);
    expect(await search(author)).toEqual([]);

    const trashed = await fetch(`${site.url}/wp-json/wp/v2/wp-manga/${a}`, { method: 'DELETE', headers: { cookie, 'x-wp-nonce': nonce } });
    expect(trashed.status).toBe(200);
    expect(await search(writer)).toEqual([]);
    expect(await rest(renamed)).toEqual({ ids: [], total: '0' });
  });
});

describe('chapter lists', () => {
  const chaptersOf = async (slug: string) => {
    const html = await (await fetch(`${site.url}/manga/${slug}/ajax/chapters/`, { method: 'POST' })).text();
    return [...html.matchAll(/<li class="wp-manga-chapter"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1].trim());
  };
  const slugOf = (id: number) => fixture('cache_post_slug', { post: id });

  it('show chapters imported by `wp yomu import` and renamed on the wp-admin edit screen', async () => {
    const word = `${TAG}chapters`;
    const [a] = manga(word, [{ _wp_manga_chapter_type: 'manga' }]);
    const slug = slugOf(a);
    const before = await chaptersOf(slug);
    expect(before).toHaveLength(3);
    expect(await get(`/manga/${slug}/`)).not.toContain('Finale');

    expect(wpYomu('import', String(a), chapterZip()).status).toBe(0);
    // Chapters 1 and 2 exist already and are skipped; "Chapter 10 -- Finale" is new.
    expect(await chaptersOf(slug)).toEqual(['Chapter 10 - Finale', 'Chapter 3', 'Chapter 2', 'Chapter 1']);
    expect(await get(`/manga/${slug}/`)).toContain('Finale');

    const cookie = await login('admin', site.adminPassword);
    const first = fixture('cache_first_chapter', { manga: a }).id;
    const edit = await (await fetch(`${site.url}/wp-admin/post.php?post=${a}&action=edit&yomu_chapter=${first}`, { headers: { cookie } })).text();
    const form = /<form id="[^"]+" class="yomu-form"[^>]*data-yomu-action="yomu_chapter_update">(.*?)<\/form>/.exec(edit);
    expect(form).not.toBeNull();
    const body = new FormData();
    for (const input of form![1].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) body.append(input[1], input[2]);
    body.set('chapter_id', String(first));
    body.set('chapter_name', `Chapter ${TAG}`);
    const renamed = await fetch(`${site.url}/wp-admin/admin-post.php`, { method: 'POST', body, headers: { cookie }, redirect: 'manual' });
    expect(renamed.status).toBe(303);
    expect(await chaptersOf(slug)).toContain(`Chapter ${TAG}`);
  });

  it('show a chapter added through the front-end form, and the latest listing puts its manga first', async () => {
    const word = `${TAG}front`;
    const [older, newer] = manga(word, [
      { _wp_manga_chapter_type: 'text', _latest_update: 1700000000 },
      { _wp_manga_chapter_type: 'text', _latest_update: 1700000001 },
    ]);
    fixture('cache_set_post_author', { post: older, author: 1 });
    const slug = slugOf(older);
    expect(await search(word, 'latest')).toEqual([newer, older]);
    expect(await chaptersOf(slug)).toEqual(['Chapter 3', 'Chapter 2', 'Chapter 1']);

    const cookie = await login('admin', site.adminPassword);
    const page = await (await fetch(`${site.url}/manga/${slug}/`, { headers: { cookie } })).text();
    const nonce = /name="_yomu_front_nonce" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const body = new FormData();
    const fields = { action: 'yomu_front_chapter_create', manga_id: String(older), _yomu_front_nonce: nonce, chapter_kind: 'text', chapter_name: 'Chapter 4', yomu_text: '<p>Yeni</p>' };
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    const answer = await (await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body, headers: { cookie } })).json();
    expect(answer.success).toBe(true);

    expect(await chaptersOf(slug)).toEqual(['Chapter 4', 'Chapter 3', 'Chapter 2', 'Chapter 1']);
    expect(await search(word, 'latest')).toEqual([older, newer]);
  });
});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
