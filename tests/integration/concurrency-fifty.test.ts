// Fifty writers at once on the SQLite site (issue 19, item 1): 12 readers bookmark one manga, 12 save their
// reading history, 13 chapter views are counted and 13 readers comment, all sent together. Every write is kept
// and the PHP log stays empty (no "database is locked"). The SQLite integration opens every connection in WAL
// mode with a busy timeout; this test is what shows that it is enough at this load. (Yomu has no rating write.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Elli-yazar-şifre-7';
let manga = 0;
let slugs: string[] = [];
const users: number[] = [];
let problemsBefore: PhpLogMark;

interface Reader {
  id: number;
  cookie: string;
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  const [made] = fixture('cache_make_manga', {
    titles: ['Elli yazar'],
    comments: true,
    chapters: Array.from({ length: 15 }, (_, i) => `Bölüm ${i + 1}`),
    text: '<p>Metin</p>',
  });
  ({ id: manga, slugs } = made);
}, 60_000);

afterAll(() => {
  fixture('delete_posts', { ids: [manga] });
  fixture('delete_users', { ids: users });
});

/** Readers made in one PHP call, each signed in. */
async function readers(count: number): Promise<Reader[]> {
  const stamp = Date.now().toString(36);
  const ids = fixture('concurrency_make_readers', { prefix: `fifty${stamp}`, count, password: PASSWORD });
  users.push(...ids);
  const made: Reader[] = [];
  for (let i = 0; i < count; i++) made.push({ id: ids[i], cookie: await login(`fifty${stamp}_${i}`, PASSWORD) });
  return made;
}

/** A nonce read from a page the reader opens (the manga page for bookmarks, a chapter for history). */
async function nonceFrom(url: string, reader: Reader, pattern: RegExp): Promise<string> {
  const html = await (await fetch(url, { headers: { cookie: reader.cookie } })).text();
  const nonce = pattern.exec(html)?.[1] ?? '';
  expect(nonce).not.toBe('');
  return nonce;
}

/** A comment through WordPress's own form handler; it answers a redirect when the comment is saved. */
async function comment(reader: Reader, text: string) {
  const body = new URLSearchParams({ comment_post_ID: String(manga), comment: text, comment_parent: '0' });
  const response = await fetch(`${site.url}/wp-comments-post.php`, { method: 'POST', headers: { cookie: reader.cookie }, body, redirect: 'manual' });
  return { success: response.status === 302 };
}

async function post(fields: Record<string, string>, cookie = '') {
  const response = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', headers: cookie ? { cookie } : {}, body: new URLSearchParams(fields) });
  return (await response.json()) as { success: boolean };
}

describe('fifty concurrent writers on SQLite', () => {
  // SQLite only: MariaDB has no journal mode to check, so the test exists on SQLite runs (none is left skipped).
  if (site.db === 'sqlite') {
    it('the SQLite database runs in WAL mode', () => {
      const mode = fixture('concurrency_sqlite_journal_mode', {});
      expect(mode.toLowerCase()).toBe('wal');
    });
  }

  it('keeps every bookmark, history entry, view and comment, and logs nothing', async () => {
    const bookmarkers = await readers(12);
    const historians = await readers(12);
    const commenters = await readers(13);
    const viewed = slugs.slice(0, 13);
    const mangaUrl = `${site.url}/?p=${manga}&post_type=wp-manga`;
    const chapterUrl = fixture('cache_first_chapter', { manga }).url;
    const bookmarkNonces = await Promise.all(bookmarkers.map((r) => nonceFrom(mangaUrl, r, /data-island="bookmark"[^>]*data-props="[^"]*?&quot;nonce&quot;:&quot;([a-f0-9]+)/)));
    const historyNonces = await Promise.all(historians.map((r) => nonceFrom(chapterUrl, r, /var user_history_params = \{[^;]*"nonce":"([a-f0-9]+)"/)));
    const viewsBefore = fixture('concurrency_total_views', { manga });

    const answers = await Promise.all([
      ...bookmarkers.map((r, i) => post({ action: 'wp-manga-user-bookmark', nonce: bookmarkNonces[i], postID: String(manga), isMangaSingle: '0' }, r.cookie)),
      ...historians.map((r, i) => post({ action: 'manga-user-history', nonce: historyNonces[i], postID: String(manga), chapterSlug: slugs[i], paged: '1', img_id: '0' }, r.cookie)),
      ...viewed.map((slug) => post({ action: 'manga_views', manga: String(manga), chapter: slug })),
      ...commenters.map((r) => comment(r, `Yorum ${r.id}: aynı anda yazıldı.`)),
    ]);

    expect(answers.length).toBe(50);
    expect(answers.filter((answer) => !answer.success)).toEqual([]);
    const marked = fixture('concurrency_bookmarked_by', { manga });
    expect([...marked].sort()).toEqual(bookmarkers.map((r) => r.id).sort());
    for (const r of historians) {
      const history = fixture('concurrency_history_of', { user: r.id });
      expect(history).toContain(manga);
    }
    expect(fixture('concurrency_total_views', { manga })).toBe(viewsBefore + viewed.length);
    const comments = fixture('concurrency_comments', { post: manga });
    expect(comments.map(([user]) => user).sort()).toEqual(commenters.map((r) => r.id).sort());
    for (const [user, text] of comments) expect(text).toBe(`Yorum ${user}: aynı anda yazıldı.`);
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  }, 240_000);
});
