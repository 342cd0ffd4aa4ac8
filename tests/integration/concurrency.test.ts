// Parallel writes to one reader's library and to one manga end consistent: no bookmark, history entry or view is
// lost when a reader (or many readers) write at the same moment, adds and removals mixed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Eşzamanlı-şifre-9';
const made = { mangas: [] as number[], users: [] as number[] };
let problemsBefore: PhpLogMark;

async function reader(): Promise<{ id: number; cookie: string; nonce: string }> {
  const name = `conc${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const id = fixture('make_user', { login: name, password: PASSWORD });
  made.users.push(id);
  const cookie = await login(name, PASSWORD);
  const html = await (await fetch(`${site.url}/?p=${made.mangas[0]}&post_type=wp-manga`, { headers: { cookie } })).text();
  const nonce = /data-island="bookmark"[^>]*data-props="[^"]*?&quot;nonce&quot;:&quot;([a-f0-9]+)/.exec(html)?.[1] ?? '';
  expect(nonce).not.toBe('');
  return { id, cookie, nonce };
}

function libraryCall(user: { cookie: string; nonce: string }, action: string, manga: number) {
  return fetch(`${site.url}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    headers: { cookie: user.cookie },
    body: new URLSearchParams({ action, nonce: user.nonce, postID: String(manga), isMangaSingle: '0' }),
  }).then((response) => response.json() as Promise<{ success: boolean }>);
}

const bookmark = (user: { cookie: string; nonce: string }, manga: number) => libraryCall(user, 'wp-manga-user-bookmark', manga);
const unbookmark = (user: { cookie: string; nonce: string }, manga: number) => libraryCall(user, 'wp-manga-delete-bookmark', manga);
const bookmarkedBy = (manga: number) => fixture('concurrency_bookmarked_by', { manga });
const savedBy = (user: number) => fixture('concurrency_bookmarks_of', { user });

async function historyNonce(user: { cookie: string }): Promise<string> {
  const chapterUrl = fixture('cache_first_chapter', { manga: made.mangas[0] }).url;
  const html = await (await fetch(chapterUrl, { headers: { cookie: user.cookie } })).text();
  const nonce = /var user_history_params = \{[^;]*"nonce":"([a-f0-9]+)"/.exec(html)?.[1] ?? '';
  expect(nonce).not.toBe('');
  return nonce;
}

function history(user: { cookie: string }, nonce: string, manga: number) {
  return fetch(`${site.url}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    headers: { cookie: user.cookie },
    body: new URLSearchParams({ action: 'manga-user-history', nonce, postID: String(manga), chapterSlug: 'bolum-1', paged: '1', img_id: '0' }),
  }).then((response) => response.json() as Promise<{ success: boolean }>);
}

const historyOf = (user: number) => fixture('concurrency_history_of', { user });

beforeAll(() => {
  problemsBefore = phpLogMark();
  made.mangas = fixture('cache_make_manga', {
    titles: Array.from({ length: 8 }, (_, i) => `Concurrent ${i}`),
    chapters: ['Bölüm 1'],
    text: '<p>Metin</p>',
  }).map((manga) => manga.id);
});

afterAll(() => {
  fixture('delete_posts', { ids: made.mangas });
  fixture('delete_users', { ids: made.users });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe('concurrent library writes', () => {
  it('one reader bookmarking eight manga at once keeps all eight', async () => {
    const user = await reader();
    const answers = await Promise.all(made.mangas.map((manga) => bookmark(user, manga)));
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect([...savedBy(user.id)].sort()).toEqual([...made.mangas].sort());
  });

  it('one reader adding four bookmarks while removing four others, all at once, ends with exactly the four added', async () => {
    const user = await reader();
    const [kept, added] = [made.mangas.slice(0, 4), made.mangas.slice(4)];
    await Promise.all(kept.map((manga) => bookmark(user, manga)));
    const answers = await Promise.all([...added.map((manga) => bookmark(user, manga)), ...kept.map((manga) => unbookmark(user, manga))]);
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect([...savedBy(user.id)].sort()).toEqual([...added].sort());
    for (const manga of kept) expect(bookmarkedBy(manga)).not.toContain(user.id);
    for (const manga of added) expect(bookmarkedBy(manga)).toContain(user.id);
  });

  it('three readers leaving one manga while three others bookmark it, all at once, leave exactly the three', async () => {
    const manga = made.mangas[2];
    const leaving = await Promise.all(Array.from({ length: 3 }, () => reader()));
    const joining = await Promise.all(Array.from({ length: 3 }, () => reader()));
    await Promise.all(leaving.map((user) => bookmark(user, manga)));
    const others = bookmarkedBy(manga).filter((id) => !leaving.some((user) => user.id === id));
    const answers = await Promise.all([...joining.map((user) => bookmark(user, manga)), ...leaving.map((user) => unbookmark(user, manga))]);
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect([...bookmarkedBy(manga)].sort()).toEqual([...others, ...joining.map((user) => user.id)].sort());
  });

  it('six readers bookmarking one manga at once are all recorded on the manga', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => reader()));
    const answers = await Promise.all(users.map((user) => bookmark(user, made.mangas[1])));
    expect(answers.every((answer) => answer.success)).toBe(true);
    const marked = bookmarkedBy(made.mangas[1]);
    for (const user of users) expect(marked).toContain(user.id);
  });

  it('history writes for eight manga sent at once keep all eight', async () => {
    const user = await reader();
    const nonce = await historyNonce(user);
    const answers = await Promise.all(made.mangas.map((manga) => history(user, nonce, manga)));
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect([...historyOf(user.id)].sort()).toEqual([...made.mangas].sort());
  });

  it('views of twenty chapters, three bookmarks and two histories on one manga, all at once, are all kept', async () => {
    const manga = made.mangas[3];
    const slugs = fixture('cache_add_text_chapters', { manga, names: Array.from({ length: 20 }, (_, i) => `Bölüm ${i + 2}`), text: '<p>Metin</p>' });
    const viewsBefore = fixture('concurrency_total_views', { manga });
    const bookmarkedBefore = bookmarkedBy(manga);
    const bookmarkers = await Promise.all(Array.from({ length: 3 }, () => reader()));
    const historians = await Promise.all(Array.from({ length: 2 }, () => reader()));
    const nonces = await Promise.all(historians.map((user) => historyNonce(user)));
    const view = (slug: string) =>
      fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams({ action: 'manga_views', manga: String(manga), chapter: slug }) }).then((response) => response.json() as Promise<{ success: boolean }>);
    const answers = await Promise.all([
      ...slugs.map(view),
      ...bookmarkers.map((user) => bookmark(user, manga)),
      ...historians.map((user, i) => history(user, nonces[i], manga)),
    ]);
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(fixture('concurrency_total_views', { manga })).toBe(viewsBefore + slugs.length);
    expect([...bookmarkedBy(manga)].sort()).toEqual([...bookmarkedBefore, ...bookmarkers.map((user) => user.id)].sort());
    for (const user of historians) expect(historyOf(user.id)).toContain(manga);
  });
});
