// @vitest-environment jsdom
// wp-manga-save-rating over real HTTP (MADARA.md §3.1, §5; MADARA-SITE.md §8.7): votes land in Madara's own meta
// formats (read back raw from the database), a reader's second vote replaces the first, two votes at once both
// count, guests vote only when guest_rating is on and are keyed by REMOTE_ADDR whatever X-Forwarded-For says, and a
// bad nonce, another site's page, or any post but a published manga changes nothing. The rating order, the manga
// page's average and its JSON-LD follow at once; user_rating '0' hides every rating.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/rating';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Puan-şifresi-7';
const WORD = `puan${Date.now().toString(36)}`;
const EVIL = 'https://evil.example';
const ACTION = 'wp-manga-save-rating';

const fx = {
  m: { a: 0, b: 0, draft: 0, locked: 0, post: 0, url: '' },
  users: [] as number[],
  cookies: [] as string[],
  posts: [] as number[],
};
let problemsBefore: PhpLogMark;

const raw = (post: number) => fixture('rating_raw_meta', { post });
const page = async (url: string, cookie = '') => new DOMParser().parseFromString(await (await fetch(url, { headers: cookie ? { cookie } : {} })).text(), 'text/html');

/** The rating island's props on a manga page, as a visitor with that cookie gets them. */
async function props(url: string, cookie = ''): Promise<{ nonce: string; canVote: boolean; own: number }> {
  const island = (await page(url, cookie)).querySelector('[data-island="rating"]');
  expect(island, 'the rating island').not.toBeNull();
  return JSON.parse(island!.getAttribute('data-props') ?? '{}') as { nonce: string; canVote: boolean; own: number };
}

/** The manga page's JSON-LD series (ComicSeries). */
async function series(url: string): Promise<Record<string, unknown>> {
  const scripts = [...(await page(url)).querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>);
  return scripts.find((data) => data['@type'] === 'ComicSeries') ?? {};
}

async function save(fields: Record<string, string>, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${site.url}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    body: new URLSearchParams({ action: ACTION, ...fields }),
    headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a bare body such as `0`
  }
  return { status: response.status, body };
}

/** Manga IDs a search for `word` lists, ordered by rating. */
async function byRating(word: string): Promise<number[]> {
  const html = await (await fetch(`${site.url}/?s=${encodeURIComponent(word)}&post_type=wp-manga&m_orderby=rating`)).text();
  return [...html.matchAll(/class="row c-tabs-item__content[^"]*" data-post-id="(\d+)"/g)].map((m) => Number(m[1]));
}
/** The two listed manga of a pair, in the order a listing by rating shows them (the password-protected one aside). */
const orderOf = async (word: string, pair: { a: number; b: number }) => (await byRating(word)).filter((id) => id === pair.a || id === pair.b);

const refusedNonce = { status: 403, body: { success: false, data: { code: 'invalid_nonce', message: expect.stringMatching(/\S/) } } };

beforeAll(async () => {
  problemsBefore = phpLogMark();
  fixture('rating_switches', { user_rating: null, guest_rating: null });
  fx.m = fixture('rating_make_manga', { word: WORD });
  fx.posts.push(fx.m.a, fx.m.b, fx.m.draft, fx.m.locked, fx.m.post);
  for (const i of [1, 2]) {
    const name = `puan${i}${Date.now().toString(36)}`;
    fx.users.push(fixture('make_user', { login: name, password: PASSWORD }));
    fx.cookies.push(await login(name, PASSWORD));
  }
});

afterAll(() => {
  fixture('rating_switches', { user_rating: null, guest_rating: null });
  fixture('delete_posts', { ids: fx.posts });
  fixture('delete_users', { ids: fx.users });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe('wp-manga-save-rating', () => {
  it("records two readers' votes and a replaced vote in Madara's formats, with Madara's answer", async () => {
    const [u1, u2] = fx.users;
    const [c1, c2] = fx.cookies;
    const n1 = (await props(fx.m.url, c1)).nonce;
    const n2 = (await props(fx.m.url, c2)).nonce;

    const first = await save({ postID: String(fx.m.a), star: '4', nonce: n1 }, { cookie: c1 });
    expect(first).toEqual({ status: 200, body: { success: true, data: { rating_html: expect.any(String), text: expect.any(String) } } });
    const data = (first.body as { data: { rating_html: string; text: string } }).data;
    expect(data.rating_html).toContain('class="post-total-rating allow_vote" data-average="4" data-votes="1"');
    expect(data.rating_html).toContain(`<input type="hidden" class="rating-post-id" value="${fx.m.a}">`);
    expect(data.text).toMatch(/4[.,]0 \/ 5\D+1\b/);

    expect((await save({ postID: String(fx.m.a), star: '5', nonce: n2 }, { cookie: c2 })).status).toBe(200);
    expect(raw(fx.m.a)).toEqual({
      _manga_reviews: `a:2:{i:${u1};d:4;i:${u2};d:5;}`,
      _manga_avarage_reviews: '4.5',
      _manga_total_votes: '2',
    });

    // The first reader changes their mind: the vote is replaced, not added.
    const again = await save({ postID: String(fx.m.a), star: '2', nonce: n1 }, { cookie: c1 });
    expect((again.body as { data: { text: string } }).data.text).toMatch(/3[.,]5 \/ 5\D+2\b/);
    expect(raw(fx.m.a)).toEqual({
      _manga_reviews: `a:2:{i:${u1};d:2;i:${u2};d:5;}`,
      _manga_avarage_reviews: '3.5',
      _manga_total_votes: '2',
    });
    // The reader's page shows their own stars; the page's average and JSON-LD follow.
    expect((await props(fx.m.url, c1)).own).toBe(2);
    const doc = await page(fx.m.url, c1);
    expect(doc.querySelector('.rating-stars input[value="2"]')?.hasAttribute('checked')).toBe(true);
    expect(doc.querySelector('#averagerate')?.textContent).toMatch(/^3[.,]5$/);
    expect((await series(fx.m.url)).aggregateRating).toMatchObject({ ratingValue: 3.5, ratingCount: 2 });
  });

  it('counts two votes sent at the same moment', async () => {
    const nonces = await Promise.all(fx.cookies.map((cookie) => props(fx.m.url, cookie).then((p) => p.nonce)));
    const answers = await Promise.all(fx.cookies.map((cookie, i) => save({ postID: String(fx.m.b), star: String(i + 3), nonce: nonces[i] }, { cookie })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(raw(fx.m.b)).toMatchObject({ _manga_avarage_reviews: '3.5', _manga_total_votes: '2' });
  });

  it('accepts a nonce-less call from the site’s own page (Madara’s script) and refuses a bad nonce or another site', async () => {
    const [c1] = fx.cookies;
    const before = raw(fx.m.a);
    expect(await save({ postID: String(fx.m.a), star: '5', nonce: 'bad0nonce' }, { cookie: c1 })).toEqual(refusedNonce);
    const tries: Array<Record<string, string>> = [{ origin: EVIL }, { origin: EVIL, referer: fx.m.url }, { referer: `${EVIL}/manga/` }, {}];
    for (const headers of tries) {
      expect(await save({ postID: String(fx.m.a), star: '5' }, { cookie: c1, headers }), JSON.stringify(headers)).toEqual(refusedNonce);
    }
    expect(raw(fx.m.a)).toEqual(before);

    const madara = await save({ postID: String(fx.m.a), star: '3' }, { cookie: c1, headers: { origin: new URL(site.url).origin } });
    expect(madara.status).toBe(200);
    expect(raw(fx.m.a)._manga_reviews).toBe(`a:2:{i:${fx.users[0]};d:3;i:${fx.users[1]};d:5;}`);
  });

  it('refuses any post but a published manga without a password, and stars outside 1 to 5, changing nothing', async () => {
    const [c1] = fx.cookies;
    const nonce = (await props(fx.m.url, c1)).nonce;
    const before = raw(fx.m.a);
    for (const postID of [fx.m.draft, fx.m.locked, fx.m.post, 999999999, '1e3', '', `${fx.m.a}x`].map(String)) {
      const answer = await save({ postID, star: '5', nonce }, { cookie: c1 });
      expect(answer, postID).toMatchObject({ status: 400, body: { success: false, data: { code: 'invalid_manga' } } });
    }
    for (const post of [fx.m.draft, fx.m.locked, fx.m.post]) {
      expect(raw(post)).toEqual({ _manga_reviews: null, _manga_avarage_reviews: null, _manga_total_votes: null });
    }
    for (const star of ['0', '6', '5.01', '-1', 'abc', '']) {
      const answer = await save({ postID: String(fx.m.a), star, nonce }, { cookie: c1 });
      expect(answer, star).toMatchObject({ status: 400, body: { success: false, data: { code: 'invalid_star' } } });
    }
    expect(raw(fx.m.a)).toEqual(before);
  });

  it('refuses a guest while guest_rating is off; when on, keys the guest by REMOTE_ADDR, never X-Forwarded-For', async () => {
    const before = raw(fx.m.a);
    const off = await props(fx.m.url);
    expect(off.canVote).toBe(false);
    expect((await page(fx.m.url)).querySelector('.user-rating')).toBeNull();
    expect(await save({ postID: String(fx.m.a), star: '1', nonce: off.nonce })).toEqual({ status: 400, body: 0 });
    expect(raw(fx.m.a)).toEqual(before);

    fixture('rating_switches', { guest_rating: '1' });
    const on = await props(fx.m.url);
    expect(on.canVote).toBe(true);
    expect(on.own).toBe(0);
    const spoofed = { 'x-forwarded-for': '203.0.113.9', 'client-ip': '203.0.113.10' };
    expect((await save({ postID: String(fx.m.a), star: '1', nonce: on.nonce }, { headers: spoofed })).status).toBe(200);
    // Another forwarded address from the same client replaces that vote instead of adding one.
    expect((await save({ postID: String(fx.m.a), star: '4', nonce: on.nonce }, { headers: { 'x-forwarded-for': '198.51.100.4' } })).status).toBe(200);
    const stored = raw(fx.m.a);
    expect(stored._manga_reviews).toMatch(/^a:3:\{i:\d+;d:3;i:\d+;d:5;s:\d+:"(127\.0\.0\.1|::1)";d:4;\}$/);
    expect(stored._manga_reviews).not.toMatch(/203\.0\.113|198\.51\.100/);
    expect(stored).toMatchObject({ _manga_avarage_reviews: '4', _manga_total_votes: '3' });
    fixture('rating_switches', { guest_rating: null });
  });

  it('takes the manga page form without JavaScript (admin-post.php), with its nonce only', async () => {
    const [, c2] = fx.cookies;
    const form = (await page(fx.m.url, c2)).querySelector<HTMLFormElement>('form.user-rating');
    expect(form?.getAttribute('action')).toBe(`${site.url}/wp-admin/admin-post.php`);
    const fields = Object.fromEntries([...form!.querySelectorAll('input[type="hidden"]')].map((input) => [input.getAttribute('name')!, input.getAttribute('value')!]));
    expect(Object.keys(fields).sort()).toEqual(['action', 'nonce', 'postID']);
    const post = (body: Record<string, string>) =>
      fetch(`${site.url}/wp-admin/admin-post.php`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(body), headers: { cookie: c2, referer: fx.m.url } });
    const forged = await post({ ...fields, nonce: 'bad0nonce', star: '1' });
    expect(forged.status).toBe(403);
    const sent = await post({ ...fields, star: '1' });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe(fx.m.url);
    expect(raw(fx.m.a)._manga_reviews).toContain(`i:${fx.users[1]};d:1;`);
  });

  it('orders by rating and updates the JSON-LD at once', async () => {
    const word = `${WORD}sira`;
    const pair = fixture('rating_make_manga', { word });
    fx.posts.push(pair.a, pair.b, pair.draft, pair.locked, pair.post);
    fixture('rating_set_average', { post: pair.b, average: '4', votes: 1 });
    expect(await orderOf(word, pair)).toEqual([pair.b, pair.a]);
    expect((await series(pair.url)).aggregateRating).toBeUndefined();

    for (const cookie of fx.cookies) {
      const nonce = (await props(pair.url, cookie)).nonce;
      expect((await save({ postID: String(pair.a), star: '5', nonce }, { cookie })).status).toBe(200);
    }
    expect(await orderOf(word, pair)).toEqual([pair.a, pair.b]);
    expect((await series(pair.url)).aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: 2, bestRating: 5 });
  });

  it('user_rating 0 hides every rating and the call answers as if absent', async () => {
    const listed = async () => (await fetch(`${site.url}/?s=${WORD}&post_type=wp-manga`)).text();
    expect(await listed()).toContain('meta-item rating');
    fixture('rating_switches', { user_rating: '0' });
    try {
      const [c1] = fx.cookies;
      const doc = await page(fx.m.url, c1);
      expect(doc.querySelector('.post-rating, [data-island="rating"]')).toBeNull();
      expect((await series(fx.m.url)).aggregateRating).toBeUndefined();
      const before = raw(fx.m.a);
      expect(await save({ postID: String(fx.m.a), star: '5' }, { cookie: c1, headers: { origin: new URL(site.url).origin } })).toEqual({ status: 400, body: 0 });
      expect(raw(fx.m.a)).toEqual(before);
      expect(await listed()).not.toContain('meta-item rating');
    } finally {
      fixture('rating_switches', { user_rating: null });
    }
  });
});
