// The premium reports over real HTTP with myCred switched on, on purchases written exactly as Chapter Coin writes
// them (mycred_subtract, ref buy_chapter, data with the manga id as a string): Tools → Manga Coins Report shows
// each manga's revenue equal to Chapter Coin's own query (myCRED_Query_Log with its LIKE), within the dates, with
// the author filter that Chapter Coin's form never applied, sorted and paged; only administrators see it. The
// account page's "My Bought Mangas" tab lists a member's manga newest purchase first, every bought chapter linked,
// more than Chapter Coin's 25.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Coins-report-Pass-42';
const tag = Math.random().toString(36).slice(2, 8);
const fx = {
  users: [] as number[],
  mangas: [] as number[],
  alice: 0,
  bob: 0,
  readers: [] as Array<{ id: number; login: string }>,
  a: { manga: 0, url: '', chapters: [] as Array<{ id: number; url: string }> },
  b: { manga: 0, url: '', chapters: [] as Array<{ id: number; url: string }> },
  c: { manga: 0, url: '', chapters: [] as Array<{ id: number; url: string }> },
  today: '',
};
let admin = '';
let problemsBefore: PhpLogMark;

function user(role: string) {
  const login = `pr_${role}_${tag}_${fx.users.length}`;
  const id = fixture('make_user', { login, password: PASSWORD, role });
  fx.users.push(id);
  return { id, login };
}

function seed(title: string, prices: number[], author: number, type: 'manga' | 'text' = 'manga') {
  const made = fixture('premium_seed', { title, prices, type });
  fx.mangas.push(made.manga);
  fixture('premium_report_author', { manga: made.manga, author });
  return { manga: made.manga, url: made.url, chapters: made.chapters.map((c) => ({ id: c.id, url: c.url })) };
}

/** The report's rows as manga id → coins, in page order. */
async function report(query: Record<string, string | number>, cookie = admin) {
  const params = new URLSearchParams({ page: 'yomu-coins-report', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const response = await fetch(`${site.url}/wp-admin/tools.php?${params}`, { headers: { cookie } });
  const html = await response.text();
  const rows = [...html.matchAll(/<tr data-manga="(\d+)">.*?data-coins="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  const total = Number(/id="yomu-coins-total" data-coins="([\d.]+)"/.exec(html)?.[1] ?? NaN);
  return { status: response.status, html, rows, total };
}

let strings: Record<string, string> = {};
/** The site language's form of a plugin string (the test site may run in Turkish). */
const t = (text: string): string => strings[text] ?? text;

beforeAll(async () => {
  strings = fixture('manga_translations', { strings: ['Manga Coins Report', 'My Bought Mangas'] });
  problemsBefore = phpLogMark();
  expect(fixture('premium_mycred', { on: 1 })).toBe(true);
  fx.today = fixture('premium_report_today', {});
  fx.alice = user('author').id;
  fx.bob = user('author').id;
  fx.a = seed(`Alpha coins ${tag}`, [5, 3], fx.alice);
  fx.b = seed(`Beta coins ${tag}`, [4], fx.bob);
  // 27 paid chapters: more than the 25 purchases Chapter Coin's list stops at.
  fx.c = seed(`Gamma coins ${tag}`, Array.from({ length: 27 }, () => 1), fx.alice, 'text');
  fx.readers = [user('subscriber'), user('subscriber')];
  const [first, second] = fx.readers;
  const purchases = [
    { user: first.id, chapter: fx.a.chapters[0].id, price: 5 },
    { user: first.id, chapter: fx.a.chapters[1].id, price: 3 },
    { user: second.id, chapter: fx.a.chapters[0].id, price: 5, days_ago: 40 },
    ...fx.c.chapters.map((chapter) => ({ user: second.id, chapter: chapter.id, price: 1 })),
    { user: first.id, chapter: fx.b.chapters[0].id, price: 4 },
  ];
  expect(fixture('premium_report_buy', { purchases })).toHaveLength(purchases.length);
  const adminId = fixture('account_user_id', { login: 'admin' });
  fixture('account_page_ensure', { as: adminId });
  admin = await login('admin', site.adminPassword);
}, 120_000);

afterAll(() => {
  if (fx.users.length) fixture('premium_report_forget', { users: fx.users });
  if (fx.mangas.length) fixture('delete_posts', { ids: fx.mangas });
  if (fx.users.length) fixture('delete_users', { ids: fx.users });
  fixture('premium_mycred', { on: 0 });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe('Tools → Manga Coins Report', () => {
  it("shows each manga's revenue equal to Chapter Coin's own query, within the dates", async () => {
    const all = await report({ manga_id: fx.a.manga });
    expect(all.status).toBe(200);
    expect(all.html).toContain(t('Manga Coins Report'));
    expect(all.rows).toEqual([[fx.a.manga, 13]]);
    expect(fixture('premium_report_chapter_coin_sum', { manga: fx.a.manga, from: '1970-01-01', to: fx.today })).toBe(13);
    expect(all.html).toContain(`href="${fx.a.url}"`);

    // Today only: the purchase dated 40 days back is left out, by the report and by Chapter Coin's query alike.
    const today = await report({ manga_id: fx.a.manga, from: fx.today, to: fx.today });
    expect(today.rows).toEqual([[fx.a.manga, 8]]);
    expect(fixture('premium_report_chapter_coin_sum', { manga: fx.a.manga, from: fx.today, to: fx.today })).toBe(8);

    for (const m of [fx.b.manga, fx.c.manga]) {
      const one = await report({ manga_id: m });
      expect(one.rows).toEqual([[m, fixture('premium_report_chapter_coin_sum', { manga: m, from: '1970-01-01', to: fx.today })]]);
    }
  });

  it('filters by author (author, and the authors field Chapter Coin sent), sorts by coins or title, and pages', async () => {
    const alice = await report({ author: fx.alice, orderby: 'coins', order: 'desc' });
    expect(alice.rows).toEqual([
      [fx.c.manga, 27],
      [fx.a.manga, 13],
    ]);
    expect(alice.total).toBe(40);
    expect((await report({ authors: fx.alice, orderby: 'coins', order: 'asc' })).rows).toEqual([
      [fx.a.manga, 13],
      [fx.c.manga, 27],
    ]);
    expect((await report({ author: fx.bob })).rows).toEqual([[fx.b.manga, 4]]);
    expect((await report({ author: fx.alice, orderby: 'title', order: 'desc' })).rows.map(([id]) => id)).toEqual([fx.c.manga, fx.a.manga]);

    const paged = await report({ author: fx.alice, orderby: 'title', order: 'asc', per_page: 10, paged: 1 });
    expect(paged.rows.map(([id]) => id)).toEqual([fx.a.manga, fx.c.manga]);
    expect(paged.html).toMatch(/<option value="10" selected/);
  });

  it('is for administrators only', async () => {
    const reader = await login(fx.readers[0].login, PASSWORD);
    const refused = await report({}, reader);
    expect(refused.status).toBe(403);
    expect(refused.rows).toEqual([]);
  });
});

describe('My Bought Mangas', () => {
  async function tab(reader: { login: string }) {
    const cookie = await login(reader.login, PASSWORD);
    const url = fixture('account_page_url', { tab: 'bought' });
    const response = await fetch(url, { headers: { cookie } });
    return { status: response.status, html: await response.text(), url };
  }

  it('lists the manga newest purchase first, each with its bought chapters linked', async () => {
    const page = await tab(fx.readers[0]);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(new RegExp(`<a href="[^"]*tab=bought"[^>]*aria-current="page"[^>]*>${t('My Bought Mangas')}</a>`));
    const items = [...page.html.matchAll(/<li class="bought-item" id="bought-item-(\d+)">(.*?)<\/ul><\/li>/g)];
    expect(items.map((m) => Number(m[1]))).toEqual([fx.b.manga, fx.a.manga]);
    const links = (html: string) => [...html.matchAll(/<li class="bought-chapter"><a href="([^"]+)"/g)].map((m) => m[1].replaceAll('&#038;', '&'));
    expect(links(items[0][2])).toEqual([fx.b.chapters[0].url]);
    expect(links(items[1][2])).toEqual([fx.a.chapters[1].url, fx.a.chapters[0].url]);
  });

  it('lists every bought chapter, beyond the 25 Chapter Coin stopped at', async () => {
    const page = await tab(fx.readers[1]);
    const item = new RegExp(`<li class="bought-item" id="bought-item-${fx.c.manga}">(.*?)</ul></li>`).exec(page.html)?.[1] ?? '';
    expect(item.match(/class="bought-chapter"/g)?.length).toBe(27);
    expect(page.html.indexOf(`bought-item-${fx.c.manga}`)).toBeLessThan(page.html.indexOf(`bought-item-${fx.a.manga}`));
  });

  it('is not offered while myCred is off', async () => {
    fixture('premium_mycred', { on: 0 });
    try {
      const page = await tab(fx.readers[0]);
      expect(page.html).not.toContain('tab=bought');
      expect(page.html).not.toContain('bought-item-');
    } finally {
      fixture('premium_mycred', { on: 1 });
    }
  });
});
