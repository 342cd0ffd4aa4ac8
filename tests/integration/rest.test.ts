// A reader app's walk through the REST API yomu/v1 over real HTTP: the manga list (found by a search, with the
// pagination headers), one manga by id and by slug, its chapters, each chapter's pages, and every page image
// downloaded; a text chapter's body; drafts invisible; then a signed-in reader's bookmarks (added with the REST
// nonce, read back, removed) and reading history. Runs on SQLite and on MariaDB (`--db=mariadb`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReaderFixture, removeReaderFixture, type ReaderFixture } from '../e2e/reader-fixture';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import type { RestBookmark, RestChapter, RestChapterContent, RestHistoryEntry, RestManga, RestMangaDetail } from '../../src/lib/api/rest';

let fx: ReaderFixture;
let problemsBefore: PhpLogMark;
const user = `restreader${Date.now().toString(36)}`;
const password = `Pw-${Date.now().toString(36)}-long-enough`;
let userId = 0;

async function get<T>(path: string, init: { cookie?: string; nonce?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.nonce) headers['x-wp-nonce'] = init.nonce;
  const response = await fetch(`${site.url}/wp-json/yomu/v1${path}`, { headers });
  return { response, body: (await response.json()) as T };
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  fx = createReaderFixture();
  userId = fixture('make_user', { login: user, password: password, role: 'subscriber' });
}, 60_000);

afterAll(() => {
  removeReaderFixture(fx);
  if (userId) fixture('delete_users', { ids: [userId] });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
}, 60_000);

describe('REST API yomu/v1 as a reader app reads it', () => {
  it('walks list → manga → chapters → pages and downloads every page image', async () => {
    const list = await get<RestManga[]>(`/manga?search=${encodeURIComponent(fx.tag)}&orderby=alphabet&per_page=2`);
    expect(list.response.status).toBe(200);
    expect(list.response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    // Cilt, Düz and Metin are published; the draft (Taslak) is not listed.
    expect(list.response.headers.get('x-wp-total')).toBe('3');
    expect(list.response.headers.get('x-wp-totalpages')).toBe('2');
    const secondPage = await get<RestManga[]>(`/manga?search=${encodeURIComponent(fx.tag)}&orderby=alphabet&per_page=2&page=2`);
    const listed = [...list.body, ...secondPage.body];
    expect(listed.map((manga) => manga.id)).toEqual([fx.vol, fx.flat, fx.text]);
    expect(listed.some((manga) => manga.id === fx.draft)).toBe(false);

    const entry = listed[0];
    const byId = await get<RestMangaDetail>(`/manga/${entry.id}`);
    expect(byId.response.status).toBe(200);
    expect(byId.body.title).toBe(`Okuyucu Cilt ${fx.tag}`);
    expect(byId.body.link).toBe(fx.volUrl);
    const bySlug = await get<RestMangaDetail>(`/manga/by-slug/${encodeURIComponent(byId.body.slug)}`);
    expect(bySlug.body.id).toBe(entry.id);

    const chapters = await get<RestChapter[]>(`/manga/${entry.id}/chapters`);
    expect(chapters.body.map((chapter) => chapter.name)).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3']);
    expect(chapters.body[0].volume?.name).toBe('Cilt 1');
    expect(chapters.body[2].volume).toBeNull();

    const sizes: Record<string, [number, number]> = { 'Bölüm 1': [600, 900], 'Bölüm 2': [600, 800], 'Bölüm 3': [600, 700] };
    let downloaded = 0;
    for (const chapter of chapters.body) {
      const content = await get<RestChapterContent>(`/chapters/${chapter.id}`);
      expect(content.response.status).toBe(200);
      expect(content.body.type).toBe('manga');
      expect(content.body.pages.length).toBeGreaterThan(0);
      for (const page of content.body.pages) {
        expect([page.width, page.height]).toEqual(sizes[chapter.name]);
        const image = await fetch(page.url);
        expect(image.status, page.url).toBe(200);
        expect(image.headers.get('content-type'), page.url).toMatch(/^image\//);
        const bytes = new Uint8Array(await image.arrayBuffer());
        expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join(''), page.url).toBe('PNG');
        downloaded += 1;
      }
    }
    expect(downloaded).toBe(3 + 2 + 1);
  });

  it('answers a text chapter\'s body and never shows a draft', async () => {
    const [first] = (await get<RestChapter[]>(`/manga/${fx.text}/chapters`)).body;
    const content = await get<RestChapterContent>(`/chapters/${first.id}`);
    expect(content.body.type).toBe('text');
    expect(content.body.text).toContain('Uzun bir gece metni');
    expect(content.body.pages).toEqual([]);

    expect((await get(`/manga/${fx.draft}`)).response.status).toBe(404);
    expect((await get(`/manga/${fx.draft}/chapters`)).response.status).toBe(404);
    const draftChapter = fixture('reader_first_chapter_id', { manga: fx.draft });
    const hidden = await get<{ code: string }>(`/chapters/${draftChapter}`);
    expect(hidden.response.status).toBe(404);
    expect(JSON.stringify(hidden.body)).not.toContain('Gizli');
  });

  it('holds adult pages back until the 18+ cookie, and a protected manga until its password was entered', async () => {
    const made = fixture('rest_seed_gated', { tag: fx.tag });
    try {
      const refused = await get<{ code: string }>(`/chapters/${made.chapters[0]}`);
      expect([refused.response.status, refused.body.code]).toEqual([403, 'yomu_rest_content_hidden']);
      expect(JSON.stringify(refused.body)).not.toContain('Gizli metin');
      const confirmed = await get<RestChapterContent>(`/chapters/${made.chapters[0]}`, { cookie: 'wpmanga-adault=1' });
      expect(confirmed.response.status).toBe(200);
      expect(confirmed.body.text).toContain('Gizli metin');
      expect(confirmed.response.headers.get('cache-control')).toBe('private, no-cache');

      const locked = await get<{ code: string }>(`/manga/${made.locked}/chapters`);
      expect([locked.response.status, locked.body.code]).toEqual([403, 'yomu_rest_password_required']);
      // The password form of the manga page sets WordPress's post-password cookie.
      const entered = await fetch(`${site.url}/wp-login.php?action=postpass`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ post_password: `sesame-${fx.tag}` }),
      });
      const cookie = entered.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('wp-postpass_')) ?? '';
      expect(cookie).not.toBe('');
      const unlocked = await get<RestChapterContent>(`/chapters/${made.chapters[1]}`, { cookie });
      expect(unlocked.response.status).toBe(200);
      expect(unlocked.body.text).toContain('Gizli metin');
    } finally {
      fixture('delete_posts', { ids: [made.adult, made.locked] });
    }
  });

  it('gives a signed-in reader their bookmarks (REST nonce) and history, and nobody else', async () => {
    expect((await get('/me/bookmarks')).response.status).toBe(401);
    const cookie = await login(user, password);
    // Without the REST nonce a cookie does not sign a request in (WordPress's CSRF rule for cookie sign-in).
    expect((await get('/me/bookmarks', { cookie })).response.status).toBe(401);
    const nonce = (await (await fetch(`${site.url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } })).text()).trim();
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);

    const chapters = (await get<RestChapter[]>(`/manga/${fx.flat}/chapters`)).body;
    const created = await fetch(`${site.url}/wp-json/yomu/v1/me/bookmarks`, {
      method: 'POST',
      headers: { cookie, 'x-wp-nonce': nonce, 'content-type': 'application/json' },
      body: JSON.stringify({ manga: fx.flat, chapter: chapters[1].id, page: 2 }),
    });
    expect(created.status).toBe(201);
    const forged = await fetch(`${site.url}/wp-json/yomu/v1/me/bookmarks`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ manga: fx.vol }),
    });
    expect(forged.status).toBe(401);

    // The page config php-bridge prints gives islands the REST root, and the nonce to a signed-in reader only.
    const yomuSite = async (headers: Record<string, string>) =>
      JSON.parse(/var yomuSite = (\{.*?\});/.exec(await (await fetch(`${site.url}/`, { headers })).text())?.[1] ?? 'null') as { restUrl: string; restNonce: string };
    expect(await yomuSite({})).toMatchObject({ restUrl: `${site.url}/wp-json/`, restNonce: '' });
    const config = await yomuSite({ cookie });
    expect(config.restNonce).toMatch(/^[0-9a-f]{10}$/);
    expect((await get('/me/bookmarks', { cookie, nonce: config.restNonce })).response.status).toBe(200);

    const bookmarks = await get<RestBookmark[]>('/me/bookmarks', { cookie, nonce });
    // WordPress's own no-cache headers for a signed-in REST request are at least as strict as the pages'.
    expect(bookmarks.response.headers.get('cache-control')).toMatch(/^(?=.*\bprivate\b)(?=.*\bno-cache\b)/);
    expect(bookmarks.body.map((bookmark) => [bookmark.manga.id, bookmark.chapter?.id, bookmark.page])).toEqual([[fx.flat, chapters[1].id, 2]]);
    // The same store as the bookmark buttons: Madara's user meta.
    expect(fixture('user_meta', { user: userId, key: '_wp_manga_bookmark' })).toEqual([
      { id: fx.flat, c: chapters[1].id, p: 2, unread_c: [] },
    ]);

    fixture('reader_record_history', { user: userId, entries: [{ manga: fx.vol, ago: 60 }, { manga: fx.draft }] });
    const history = await get<RestHistoryEntry[]>('/me/history', { cookie, nonce });
    expect(history.body.map((item) => item.manga.id)).toEqual([fx.vol]);

    const removed = await fetch(`${site.url}/wp-json/yomu/v1/me/bookmarks/${fx.flat}`, { method: 'DELETE', headers: { cookie, 'x-wp-nonce': nonce } });
    expect(removed.status).toBe(200);
    expect((await get<RestBookmark[]>('/me/bookmarks', { cookie, nonce })).body).toEqual([]);
  });
});
