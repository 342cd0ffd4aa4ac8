// Premium chapters over real HTTP with the real myCred 2.6.3 (issue 28): a locked chapter leaks nothing to a guest
// or a member who did not buy it on any surface (reading page, chapter_navigate_page, REST, OPDS, the previous
// chapter's "next image"), a buyer and an editor read it, and wp_manga_buy_chapter charges once, exactly, under
// parallel requests, writing the purchase in Chapter Coin's form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import type { PremiumChapter } from '../support/fixtures/premium';
import { login, site } from '../support/site';

const PASSWORD = 'premium-Pass-1!';
const TAG = `prem${Date.now().toString(36)}`;
let fx: { manga: number; url: string; chapters: PremiumChapter[] };
const users: number[] = [];
let reader = { id: 0, cookie: '' };
let editor = { id: 0, cookie: '' };
let strings: Record<string, string> = {};
/** The site language's form of a plugin string (the test site may run in Turkish). */
const t = (text: string): string => strings[text] ?? text;
const INVALID = 'Invalid request. Please try again';
const SHORT = 'You do not have enough coin to buy this chapter';
const THANKS = 'Thank you. You are now redirected to the chapter';
const ENTRY = 'Buy Chapter: "%1$s" of "%2$s"';

/** A member with a cookie header. */
async function member(name: string, role = 'subscriber') {
  const id = fixture('make_user', { login: `${TAG}${name}`, password: PASSWORD, role });
  users.push(id);
  return { id, cookie: await login(`${TAG}${name}`, PASSWORD) };
}

/** The REST nonce of a signed-in member (WordPress answers REST calls with a cookie but no nonce as a guest). */
const restHeaders = async (cookie: string): Promise<Record<string, string>> =>
  cookie ? { cookie, 'X-WP-Nonce': await (await fetch(`${site.url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } })).text() } : {};
const page = async (url: string, cookie = '') => (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
/** The buy nonce a member's locked chapter page carries. */
const nonceOf = (html: string) => /name="wp-manga-coin-nonce" value="([^"]+)"/.exec(html)?.[1] ?? '';
const buy = async (chapter: number, nonce: string, cookie = '') =>
  fetch(`${site.url}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams({ action: 'wp_manga_buy_chapter', chapter: String(chapter), nonce }),
  });
/** Everything a surface answered that could carry a page of chapter n: its folder in the uploads. */
const pagesOf = (n: number) => `premium-${fx.manga}/chapter-${n}/`;
/** Whether a surface's answer names a page of chapter n, as a public file URL or as a signed link. */
const shows = (text: string, n: number) => text.includes(pagesOf(n)) || text.includes(encodeURIComponent(pagesOf(n)));

beforeAll(async () => {
  strings = fixture('manga_translations', { strings: [INVALID, SHORT, THANKS, ENTRY] });
  expect(fixture('premium_mycred', { on: 1 })).toBe(true);
  fixture('premium_settings', { default_coin: 0, free_word: 'Free' });
  fx = fixture('premium_seed', { title: `${TAG} Premium`, prices: [0, 5, null, 3] });
  reader = await member('reader');
  editor = await member('editor', 'editor');
});

afterAll(() => {
  fixture('premium_settings', { default_coin: '', free_word: '' });
  fixture('delete_posts', { ids: [fx.manga] });
  fixture('delete_users', { ids: users });
  fixture('premium_mycred', { on: 0 });
});

describe('a locked chapter leaks nothing', () => {
  for (const who of ['guest', 'reader without the purchase'] as const) {
    it(`to a ${who}: reading page, chapter_navigate_page, REST, OPDS and the previous chapter's preload`, async () => {
      const cookie = who === 'guest' ? '' : reader.cookie;
      const locked = fx.chapters[1];
      const html = await page(locked.url, cookie);
      expect(html).toContain('content-blocked');
      expect(html).toContain(`coin-5 data-chapter-${locked.id}`);
      expect(html).not.toContain('single-pager'); // not even the page count
      expect(shows(html, 2)).toBe(false);

      const previous = await page(fx.chapters[0].url, cookie);
      expect(shows(previous, 1)).toBe(true); // the free chapter itself is read …
      expect(shows(previous, 2)).toBe(false); // … without the locked next chapter's first image

      const nav = await fetch(`${site.url}/wp-admin/admin-ajax.php`, {
        method: 'POST',
        headers: cookie ? { cookie } : {},
        body: new URLSearchParams({ action: 'chapter_navigate_page', postID: String(fx.manga), chapter: locked.slug, 'manga-paged': '1', style: 'paged' }),
      });
      expect(nav.status).toBe(403);
      expect(shows(await nav.text(), 2)).toBe(false);

      const headers = await restHeaders(cookie);
      const rest = await fetch(`${site.url}/wp-json/yomu/v1/chapters/${locked.id}`, { headers });
      const body = await rest.text();
      expect(rest.status).toBe(403);
      expect(JSON.parse(body)).toMatchObject({ code: 'yomu_rest_chapter_locked', data: { price: 5 } });
      expect(shows(body, 2)).toBe(false);
      const free = await fetch(`${site.url}/wp-json/yomu/v1/chapters/${fx.chapters[0].id}`, { headers });
      expect(free.status).toBe(200);

      const feed = await page(`${site.url}/opds/manga/${fx.manga}/`, cookie);
      const entry = feed.split('<entry>').find((e) => e.includes(`:chapter:${locked.id}<`)) ?? '';
      expect(/<summary[^>]*>([^<]*)<\/summary>/.exec(entry)?.[1]).toMatch(/\b5\b/); // the price, in the site's words
      expect(entry).not.toContain('opds-pse/stream');
      expect(feed.split('<entry>').find((e) => e.includes(`:chapter:${fx.chapters[0].id}<`))).toContain('opds-pse/stream');
      const stream = await fetch(`${site.url}/opds/chapter/${locked.id}/page/0`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      expect(stream.status).not.toBe(302);
      expect(shows(stream.headers.get('location') ?? '', 2)).toBe(false);
    });
  }

  it('shows reader apps (MADARA.md §6) which chapters are premium: li.premium-block in the chapter list, no page in ?style=list', async () => {
    const slug = new URL(fx.url).pathname.split('/').filter(Boolean).pop();
    const list = await (await fetch(`${site.url}/manga/${slug}/ajax/chapters`, { method: 'POST' })).text();
    const item = (id: number) => new RegExp(`<li class="([^"]*\\bdata-chapter-${id}\\b[^"]*)"`).exec(list)?.[1] ?? '';
    expect(item(fx.chapters[1].id)).toMatch(/\bwp-manga-chapter\b.*\bpremium\b.*\bpremium-block\b/);
    expect(item(fx.chapters[0].id)).toMatch(/\bwp-manga-chapter\b.*\bfree-chap\b/);
    expect(item(fx.chapters[0].id)).not.toContain('premium-block');
    const listStyle = await page(`${fx.chapters[1].url}?style=list`);
    expect(listStyle).not.toContain('class="page-break');
    expect(await page(`${fx.chapters[0].url}?style=list`)).toContain('class="page-break');
  });

  it('keeps chapters free when their price is 0 or unset with a default of 0, and locks the unset ones once the default is above 0', async () => {
    expect(shows(await page(fx.chapters[2].url), 3)).toBe(true);
    fixture('premium_settings', { default_coin: 2 });
    try {
      const html = await page(fx.chapters[2].url);
      expect(html).toContain(`coin-2 data-chapter-${fx.chapters[2].id}`);
      expect(shows(html, 3)).toBe(false);
      expect(shows(await page(fx.chapters[0].url), 1)).toBe(true); // a price of 0 stays free
    } finally {
      fixture('premium_settings', { default_coin: 0 });
    }
  });

  it('locks nothing without myCred', async () => {
    fixture('premium_mycred', { on: 0 });
    try {
      expect(shows(await page(fx.chapters[1].url), 2)).toBe(true);
    } finally {
      fixture('premium_mycred', { on: 1 });
    }
  });

  it('opens every chapter to an editor without a purchase', async () => {
    expect(shows(await page(fx.chapters[1].url, editor.cookie), 2)).toBe(true);
    expect(fixture('premium_ledger', { user: editor.id, chapter: fx.chapters[1].id }).purchases).toEqual([]);
  });
});

describe('page files by URL', () => {
  const status = async (url: string, cookie = '') => (await fetch(url, { headers: cookie ? { cookie } : {} })).status;
  /** The signed page links a chapter page gives this visitor, as the browser would request them. */
  const linksOf = (html: string) => [...html.matchAll(/src="([^"]*[?&](?:amp;|#038;)?yomu_page=[^"]+)"/g)].map((m) => m[1].replace(/&(?:amp|#038);/g, '&'));

  it('refuses a locked chapter\'s files by their URL to everyone, and serves a free chapter\'s', async () => {
    const locked = fx.chapters[1];
    for (const cookie of ['', reader.cookie, editor.cookie]) expect(await status(locked.images[0], cookie)).toBe(403);
    expect(await status(fx.chapters[0].images[0])).toBe(200);
  });

  it('gives an editor signed links that open for that editor only, until they expire', async () => {
    const html = await page(fx.chapters[1].url, editor.cookie);
    expect(html).not.toContain(pagesOf(2)); // no public file URL, even for an editor
    const links = linksOf(html);
    expect(links.length).toBeGreaterThan(0);
    const mine = await fetch(links[0], { headers: { cookie: editor.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(await mine.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await status(links[0])).toBe(403); // shared with a guest
    expect(await status(links[0], reader.cookie)).toBe(403); // shared with another member
    const tampered = links[0].replace(encodeURIComponent(pagesOf(2)), encodeURIComponent(pagesOf(4)));
    expect(tampered).not.toBe(links[0]);
    expect(await status(tampered, editor.cookie)).toBe(403);
    const src = `${pagesOf(2)}01.jpg`;
    const expired = fixture('premium_page_link', { src, user: editor.id, expires: Math.floor(Date.now() / 1000) - 60 });
    expect(await status(expired, editor.cookie)).toBe(403);
    const fresh = fixture('premium_page_link', { src, user: editor.id, expires: Math.floor(Date.now() / 1000) + 600 });
    expect(await status(fresh, editor.cookie)).toBe(200);
  });

  it('opens the files by URL once the chapter is free, and closes them again when it is priced', async () => {
    const chapter = fx.chapters[3];
    expect(await status(chapter.images[0])).toBe(403);
    fixture('premium_price', { manga: fx.manga, chapter: chapter.id, coin: 0 });
    try {
      expect(await status(chapter.images[0])).toBe(200);
      expect(shows(await page(chapter.url), 4)).toBe(true);
    } finally {
      fixture('premium_price', { manga: fx.manga, chapter: chapter.id, coin: 3 });
    }
    expect(await status(chapter.images[0])).toBe(403);
  });

  it('seals the chapters a site default prices once the background sweep has run, and unseals them after', async () => {
    const chapter = fx.chapters[2]; // no coin row: the site default
    expect(await status(chapter.images[0])).toBe(200);
    fixture('premium_settings', { default_coin: 2 });
    try {
      expect(fixture('premium_seal_sweep', {})).toBe(true);
      expect(await status(chapter.images[0])).toBe(403);
    } finally {
      fixture('premium_settings', { default_coin: 0 });
    }
    expect(fixture('premium_seal_sweep', {})).toBe(true);
    expect(await status(chapter.images[0])).toBe(200);
  });
});

describe('wp_manga_buy_chapter', () => {
  it('refuses a guest, a bad nonce and a member short of points, and changes nothing', async () => {
    const chapter = fx.chapters[3];
    const guest = await (await buy(chapter.id, nonceOf(await page(chapter.url)))).json();
    expect(guest).toMatchObject({ success: false, data: { status: false, message: t(INVALID) } });

    const poor = await member('poor');
    fixture('premium_set_points', { user: poor.id, points: 2 });
    const forged = await (await buy(chapter.id, 'bad-nonce', poor.cookie)).json();
    expect(forged).toMatchObject({ success: false, data: { status: false, message: t(INVALID) } });
    const short = await (await buy(chapter.id, nonceOf(await page(chapter.url, poor.cookie)), poor.cookie)).json();
    expect(short).toMatchObject({ success: false, data: { status: false, message: t(SHORT) } });
    expect(fixture('premium_ledger', { user: poor.id, chapter: chapter.id })).toEqual({ balance: 2, purchases: [] });
  });

  it('charges a buyer once, in Chapter Coin\'s form, and opens the chapter at once', async () => {
    const chapter = fx.chapters[1];
    fixture('premium_set_points', { user: reader.id, points: 12 });
    const nonce = nonceOf(await page(chapter.url, reader.cookie));
    const answer = await (await buy(chapter.id, nonce, reader.cookie)).json();
    expect(answer).toMatchObject({ success: true, data: { status: true, message: t(THANKS), url: chapter.url } });
    expect(answer.data.nonce).toMatch(/^[0-9a-f]{10}$/);
    const again = await (await buy(chapter.id, nonce, reader.cookie)).json();
    expect(again.success).toBe(true);

    const ledger = fixture('premium_ledger', { user: reader.id, chapter: chapter.id });
    expect(ledger.balance).toBe(7);
    expect(ledger.purchases).toHaveLength(1);
    expect(Number(ledger.purchases[0].creds)).toBe(-5);
    expect(ledger.purchases[0].data).toBe(`a:3:{s:10:"chapter_id";i:${chapter.id};s:8:"manga_id";s:${String(fx.manga).length}:"${fx.manga}";s:9:"author_id";s:1:"0";}`);
    expect(ledger.purchases[0].entry).toBe(t(ENTRY).replace('%1$s', 'Chapter 2').replace('%2$s', `${TAG} Premium`));

    const opened = await fetch(chapter.url, { headers: { cookie: reader.cookie } });
    expect(opened.headers.get('cache-control')).toMatch(/^private/); // no shared cache keeps the buyer's page
    const html = await opened.text();
    expect(shows(html, 2)).toBe(true);
    expect(html).not.toContain('content-blocked');
    const link = /src="([^"]*yomu_page=[^"]+)"/.exec(html)?.[1].replace(/&(?:amp|#038);/g, '&') ?? '';
    expect((await fetch(link, { headers: { cookie: reader.cookie } })).status).toBe(200); // the buyer's own signed link
    expect((await fetch(`${site.url}/wp-json/yomu/v1/chapters/${chapter.id}`, { headers: await restHeaders(reader.cookie) })).status).toBe(200);
    expect(shows(await page(chapter.url), 2)).toBe(false); // still locked for guests
  });

  it('charges once for 50 parallel purchases by one reader, even when myCred writes slowly', async () => {
    const rich = await member('rich');
    const chapter = fx.chapters[3];
    fixture('premium_set_points', { user: rich.id, points: 100 });
    const nonce = nonceOf(await page(chapter.url, rich.cookie));
    fixture('set_option', { name: 'yomu_test_slow_ledger', value: 150 }); // parallel requests overlap for certain
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(chapter.id, nonce, rich.cookie).then((r) => r.json()))).finally(() =>
      fixture('set_option', { name: 'yomu_test_slow_ledger', value: 0 }),
    );
    expect(answers.filter((a) => a.success === true)).toHaveLength(50);
    const ledger = fixture('premium_ledger', { user: rich.id, chapter: chapter.id });
    expect(ledger.balance).toBe(97);
    expect(ledger.purchases).toHaveLength(1);
  });

  it('never spends below zero when one reader buys five chapters at once with points for two', async () => {
    const shopper = await member('shopper');
    const five = fixture('premium_seed', { title: `${TAG} Five`, prices: [4, 4, 4, 4, 4] });
    try {
      fixture('premium_set_points', { user: shopper.id, points: 10 });
      const nonce = nonceOf(await page(five.chapters[0].url, shopper.cookie));
      fixture('set_option', { name: 'yomu_test_slow_ledger', value: 150 });
      const answers = await Promise.all(five.chapters.map((c) => buy(c.id, nonce, shopper.cookie).then((r) => r.json()))).finally(() =>
        fixture('set_option', { name: 'yomu_test_slow_ledger', value: 0 }),
      );
      expect(answers.filter((a) => a.success === true)).toHaveLength(2);
      expect(answers.filter((a) => a.data.message === t(SHORT))).toHaveLength(3);
      const rows = five.chapters.map((c) => fixture('premium_ledger', { user: shopper.id, chapter: c.id }));
      expect(rows.reduce((n, r) => n + r.purchases.length, 0)).toBe(2);
      expect(rows[0].balance).toBe(2);
    } finally {
      fixture('delete_posts', { ids: [five.manga] });
    }
  });

  it('gives 50 readers buying at once each their chapter, with exact balances', async () => {
    const chapter = fx.chapters[1];
    const buyers = fixture('premium_buyers', { prefix: `${TAG}crowd`, count: 50, password: PASSWORD, points: 7 });
    users.push(...buyers.map((buyer) => buyer.id));
    const nonces = await Promise.all(buyers.map(async (buyer) => nonceOf(await page(chapter.url, buyer.cookie))));
    const answers = await Promise.all(buyers.map((buyer, i) => buy(chapter.id, nonces[i], buyer.cookie).then((r) => r.json())));
    expect(answers.every((a) => a.success === true)).toBe(true);
    const ledgers = fixture('premium_ledgers', { users: buyers.map((buyer) => buyer.id), chapter: chapter.id });
    expect(ledgers.map((ledger) => [ledger.balance, ledger.purchases.length])).toEqual(buyers.map(() => [2, 1]));
  }, 120_000);
});
