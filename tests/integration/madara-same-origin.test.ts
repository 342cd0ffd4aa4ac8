// Madara-era calls without a nonce (MADARA.md §3.1, §7: wp-manga-user-bookmark, wp-manga-delete-bookmark,
// wp-manga-delete-multi-bookmark, manga-remove-history) over real HTTP: accepted from a signed-in reader only when
// the Origin header (else the Referer) is the site's origin; a cross-site request changes nothing and gets the
// error a missing nonce gets. A call that carries a nonce is still judged by its nonce.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Aynı-köken-şifresi-7';
const EVIL = 'https://evil.example';
const fx = { mangas: [] as number[], user: 0, cookie: '' };
let problemsBefore: PhpLogMark;

async function call(fields: Record<string, string | string[]>, headers: Record<string, string>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v) => body.append(`${key}[]`, v));
    else body.append(key, value);
  }
  const response = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body, headers: { cookie: fx.cookie, ...headers } });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as { success: boolean; data: unknown } };
}

/** The stored meta, serialized as it is in the database. */
const raw = (key: string) => fixture('madara_user_meta_serialized', { user: fx.user, key });
const bookmarkedBy = (manga: number) => JSON.stringify(fixture('post_meta', { post: manga, key: '_wp_user_bookmarked' }));
const siteOrigin = () => new URL(site.url).origin;
// The answer a call without a valid nonce has always had (the message is in the site's language).
const refused = { status: 403, body: { success: false, data: { code: 'invalid_nonce', message: expect.stringMatching(/\S/) } } };

beforeAll(async () => {
  problemsBefore = phpLogMark();
  fx.mangas = fixture('manga_make_published', { titles: [1, 2, 3].map((i) => `Same origin ${i}`) });
  const name = `origin${Date.now().toString(36)}`;
  fx.user = fixture('make_user', { login: name, password: PASSWORD });
  fx.cookie = await login(name, PASSWORD);
});

afterAll(() => {
  fixture('delete_posts', { ids: fx.mangas });
  fixture('delete_users', { ids: [fx.user] });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe('wp-manga-user-bookmark without a nonce', () => {
  it('changes nothing from another site, without headers, or from a lookalike host', async () => {
    // A Madara-shaped list, with the empty page Madara leaves.
    fixture('madara_set_user_meta', { user: fx.user, key: '_wp_manga_bookmark', value: [{ id: fx.mangas[0], c: 0, p: '', unread_c: [] }] });
    const before = raw('_wp_manga_bookmark');
    const host = new URL(site.url).host;
    const tries: Array<Record<string, string>> = [
      { origin: EVIL },
      { origin: EVIL, referer: `${site.url}/manga/` },
      { origin: 'null', referer: `${site.url}/manga/` },
      { referer: `${EVIL}/manga/` },
      { referer: `http://${host}.evil.example/` },
      {},
    ];
    for (const headers of tries) {
      const answer = await call({ action: 'wp-manga-user-bookmark', postID: String(fx.mangas[1]), chapter: '', page: '' }, headers);
      expect(answer, JSON.stringify(headers)).toEqual(refused);
    }
    expect(raw('_wp_manga_bookmark')).toBe(before);
    expect(bookmarkedBy(fx.mangas[1])).toBe('""');
  });

  it('works with the Origin of the site, and with only a Referer on the site', async () => {
    const byOrigin = await call({ action: 'wp-manga-user-bookmark', postID: String(fx.mangas[1]), chapter: '', page: '' }, { origin: siteOrigin() });
    expect(byOrigin.status).toBe(200);
    expect(byOrigin.body.success).toBe(true);
    const byReferer = await call({ action: 'wp-manga-user-bookmark', postID: String(fx.mangas[2]), page: '2' }, { referer: `${site.url}/manga/x/` });
    expect(byReferer.status).toBe(200);
    expect(byReferer.body.success).toBe(true);
    const list = fixture('user_meta', { user: fx.user, key: '_wp_manga_bookmark' }) as Array<Record<string, unknown>>;
    expect(list.map((entry) => entry.id)).toEqual(fx.mangas);
    // Madara's own entry keeps its empty page when Yomu rewrites the list.
    expect(list[0]).toEqual({ id: fx.mangas[0], c: 0, p: '', unread_c: [] });
    expect(list[2]).toMatchObject({ c: 0, p: 2 });
    expect(bookmarkedBy(fx.mangas[1])).toBe(`[${fx.user}]`);
  });

  it('still judges a call that carries a nonce by its nonce, even from the site', async () => {
    const before = raw('_wp_manga_bookmark');
    const answer = await call({ action: 'wp-manga-delete-bookmark', postID: String(fx.mangas[1]), nonce: 'bad' }, { origin: siteOrigin() });
    expect(answer).toEqual(refused);
    expect(raw('_wp_manga_bookmark')).toBe(before);
  });
});

describe('the other Madara calls without a nonce', () => {
  it('wp-manga-delete-bookmark and wp-manga-delete-multi-bookmark: refused cross-site, done same-origin', async () => {
    const before = raw('_wp_manga_bookmark');
    expect(await call({ action: 'wp-manga-delete-bookmark', postID: String(fx.mangas[1]), isMangaSingle: '0' }, { origin: EVIL })).toEqual(refused);
    expect(await call({ action: 'wp-manga-delete-multi-bookmark', bookmark: [String(fx.mangas[0]), String(fx.mangas[2])] }, { referer: `${EVIL}/` })).toEqual(refused);
    expect(raw('_wp_manga_bookmark')).toBe(before);

    const one = await call({ action: 'wp-manga-delete-bookmark', postID: String(fx.mangas[1]), isMangaSingle: '0' }, { referer: `${site.url}/user-settings/?tab=bookmark` });
    expect(one).toEqual({ status: 200, body: { success: true } });
    const many = await call({ action: 'wp-manga-delete-multi-bookmark', bookmark: [String(fx.mangas[0]), String(fx.mangas[2])] }, { origin: siteOrigin() });
    expect(many.status).toBe(200);
    expect(many.body).toMatchObject({ success: true, data: { is_empty: true } });
    expect(raw('_wp_manga_bookmark')).toBe('a:0:{}'); // maybe_serialize( array() )
    expect(bookmarkedBy(fx.mangas[1])).toBe('[]');
  });

  it('manga-remove-history: refused cross-site, done same-origin', async () => {
    fixture('madara_set_user_meta', {
      user: fx.user,
      key: '_wp_manga_history',
      value: [
        { id: fx.mangas[0], c: 0, p: 1, i: '', t: 1717300000 },
        { id: fx.mangas[1], c: 0, p: 1, i: '', t: 1717400000 },
      ],
    });
    const before = raw('_wp_manga_history');
    const cross = await call({ action: 'manga-remove-history', postID: String(fx.mangas[0]) }, { origin: EVIL });
    expect(cross).toEqual({ status: 403, body: { success: false, data: { message: expect.stringMatching(/\S/) } } });
    expect(raw('_wp_manga_history')).toBe(before);
    const same = await call({ action: 'manga-remove-history', postID: String(fx.mangas[0]) }, { origin: siteOrigin() });
    expect(same).toEqual({ status: 200, body: { success: true } });
    const left = fixture('user_meta', { user: fx.user, key: '_wp_manga_history' }) as Array<{ id: number }>;
    expect(left.map((entry) => entry.id)).toEqual([fx.mangas[1]]);
  });
});
