// Bookmark and history calls over real HTTP: nonce and login on every call, only the caller's own data
// changes, hostile values are data, answers never echo markup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Kitaplık-şifresi-3';
const fx = { mangas: [] as number[], draft: 0, users: [] as Array<{ id: number; cookie: string; bookmark: string }> };
let problemsBefore: PhpLogMark;

async function reader(): Promise<{ id: number; cookie: string; bookmark: string }> {
  const name = `lib${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const id = fixture('make_user', { login: name, password: PASSWORD });
  const cookie = await login(name, PASSWORD);
  // Nonces are tied to the session: read them from the page the signed-in reader sees.
  const html = await (await fetch(`${site.url}/?p=${fx.mangas[0]}&post_type=wp-manga`, { headers: { cookie } })).text();
  const bookmark = /data-island="bookmark"[^>]*data-props="[^"]*?&quot;nonce&quot;:&quot;([a-f0-9]+)/.exec(html)?.[1] ?? '';
  const user = { id, cookie, bookmark };
  fx.users.push(user);
  return user;
}

async function call(fields: Record<string, string | string[]>, cookie?: string) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v) => body.append(`${key}[]`, v));
    else body.append(key, value);
  }
  const response = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body, headers: cookie ? { cookie } : {} });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as { success: boolean; data: unknown } };
}

const bookmarks = (user: number) => fixture('account_bookmarks', { user }).map((entry) => entry.id);
const bookmarkedBy = (manga: number) => fixture('post_meta', { post: manga, key: '_wp_user_bookmarked' });

beforeAll(() => {
  problemsBefore = phpLogMark();
  const made = ['publish', 'publish', 'draft'].map((status) => fixture('upload_make_manga', { title: `Library ${status} <img src=x onerror=alert(1)>`, status }).id);
  fx.mangas = made.slice(0, 2);
  fx.draft = made[2];
});

afterAll(() => {
  fixture('delete_posts', { ids: [...fx.mangas, fx.draft] });
  fixture('delete_users', { ids: fx.users.map((u) => u.id) });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe('wp-manga-user-bookmark', () => {
  it('needs the nonce and a signed-in reader; a guest gets login_error', async () => {
    const user = await reader();
    expect(user.bookmark).toMatch(/^[a-f0-9]+$/);
    const [manga] = fx.mangas;
    for (const nonce of [undefined, 'bad', '']) {
      const fields: Record<string, string> = { action: 'wp-manga-user-bookmark', postID: String(manga), page: '1' };
      if (nonce !== undefined) fields.nonce = nonce;
      const answer = await call(fields, user.cookie);
      expect(answer.status).toBe(403);
      expect(answer.body.success).toBe(false);
    }
    const guestNonce = fixture('account_nonce', { action: 'wp-manga-bookmark', user: 0 });
    const guest = await call({ action: 'wp-manga-user-bookmark', postID: String(manga), nonce: guestNonce });
    expect(guest.body).toEqual({ success: false, data: { code: 'login_error' } });
    expect(bookmarks(user.id)).toEqual([]);
    expect(bookmarkedBy(manga)).toBe('');
  });

  it('bookmarks a published manga; drafts, arrays and hostile values change nothing', async () => {
    const user = await reader();
    const [manga] = fx.mangas;
    const tries: Array<Record<string, string | string[]>> = [
      { postID: String(fx.draft) },
      { postID: [String(manga)] },
      { postID: `${manga}' OR '1'='1` },
      { postID: String(manga), chapter: `x' UNION SELECT user_pass FROM wp_users --` },
    ];
    for (const fields of tries) {
      const answer = await call({ action: 'wp-manga-user-bookmark', nonce: user.bookmark, ...fields }, user.cookie);
      expect(answer.body.success).toBe(false);
      expect(answer.text).not.toContain('<img');
      expect(answer.text).not.toContain('$P$');
    }
    expect(bookmarks(user.id)).toEqual([]);
    const ok = await call({ action: 'wp-manga-user-bookmark', nonce: user.bookmark, postID: String(manga), page: '2' }, user.cookie);
    expect(ok.body.success).toBe(true);
    expect(String(ok.body.data)).toContain('wp-manga-delete-bookmark');
    expect(bookmarks(user.id)).toEqual([manga]);
    expect(bookmarkedBy(manga)).toContain(user.id);
  });
});

describe('wp-manga-delete-bookmark and wp-manga-delete-multi-bookmark', () => {
  it("deletes only the caller's own bookmarks, and needs the nonce", async () => {
    const [a, b] = fx.mangas;
    const owner = await reader();
    const other = await reader();
    fixture('account_add_bookmarks', { user: owner.id, mangas: [a, b] });

    expect((await call({ action: 'wp-manga-delete-bookmark', postID: String(a), isMangaSingle: '0' }, owner.cookie)).status).toBe(403);
    expect((await call({ action: 'wp-manga-delete-multi-bookmark', bookmark: [String(a)], nonce: 'bad' }, owner.cookie)).status).toBe(403);
    // Another reader sends the owner's ids with their own valid nonce: their own (empty) list is all they touch.
    const crossed = await call({ action: 'wp-manga-delete-multi-bookmark', bookmark: [String(a), String(b)], nonce: other.bookmark }, other.cookie);
    expect(crossed.body.success).toBe(true);
    expect(bookmarks(owner.id).sort()).toEqual([a, b].sort());
    expect((await call({ action: 'wp-manga-delete-multi-bookmark', nonce: owner.bookmark }, owner.cookie)).body.success).toBe(false);

    const one = await call({ action: 'wp-manga-delete-bookmark', postID: String(a), isMangaSingle: '0', nonce: owner.bookmark }, owner.cookie);
    expect(one.body).toEqual({ success: true });
    const last = await call({ action: 'wp-manga-delete-multi-bookmark', bookmark: [String(b), '<script>', '1 OR 1'], nonce: owner.bookmark }, owner.cookie);
    expect(last.body).toEqual({ success: true, data: { is_empty: true, msg: '<span>Henüz yer iminiz yok</span>' } });
    expect(bookmarks(owner.id)).toEqual([]);
  });
});

describe('manga-remove-history', () => {
  it('needs the nonce, touches only the own history and answers the exact empty message', async () => {
    const [a] = fx.mangas;
    const owner = await reader();
    const other = await reader();
    const entries = [{ id: a, c: 0, p: 1, i: 0, t: 5 }];
    fixture('account_set_history', { user: owner.id, entries });
    fixture('account_set_history', { user: other.id, entries });
    const nonceFor = async (cookie: string) => {
      const answer = await call({ action: 'wp-manga-get-user-section' }, cookie);
      expect(answer.body.success).toBe(true);
      return (answer.body.data as { nonces: Record<string, string> }).nonces.history ?? '';
    };
    expect(await nonceFor(owner.cookie)).toMatch(/^[a-f0-9]+$/);
    expect((await call({ action: 'manga-remove-history', postID: String(a) }, owner.cookie)).body.success).toBe(false);
    const removed = await call({ action: 'manga-remove-history', postID: String(a), nonce: await nonceFor(owner.cookie) }, owner.cookie);
    expect(removed.body).toEqual({ success: true, data: { is_empty: true, msg: '<span>Henüz hiç manga okumadınız</span>' } });
    expect(fixture('user_meta', { user: other.id, key: '_wp_manga_history' })).toHaveLength(1);
  });
});
