// No user enumeration and no existence oracle for guests (DESIGN.md §6, issue 19): the REST user routes and
// the author archives reveal no login or login-derived slug, and the front-end chapter action answers a
// guest the same for an unpublished chapter and a missing one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { ajax, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const marker = `enum${Date.now()}`;
const login = `writer_${marker}`;
let ids: { user: number; manga: number; chapter: number };
let problemsBefore: PhpLogMark;

beforeAll(() => {
  const [user] = fixture('site_make_users', { users: [{ login, email: `${marker}@example.com`, role: 'author', display_name: 'Pen Name' }] });
  fixture('site_make_posts', { posts: [{ type: 'post', title: `News ${marker}`, author: user }] });
  const [manga] = fixture('site_make_posts', { posts: [{ title: `Draft ${marker}`, status: 'draft', author: user }] });
  const [chapter] = fixture('site_text_chapters', { manga, chapters: [{ name: 'Hidden' }] });
  ids = { user, manga, chapter };
  problemsBefore = phpLogMark();
}, 60_000);

afterAll(() => {
  fixture('delete_posts', { ids: [ids.manga] });
  fixture('delete_users', { ids: [ids.user] });
});

async function get(path: string) {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '', text: await response.text() };
}

describe('no user enumeration for guests', () => {
  it('the REST user routes give a guest no login, the same answer for every id', async () => {
    const list = await get('/wp-json/wp/v2/users');
    const listQuery = await get('/?rest_route=/wp/v2/users&per_page=100');
    const one = await get(`/wp-json/wp/v2/users/${ids.user}`);
    const missing = await get(`/wp-json/wp/v2/users/${ids.user + 100000}`);
    const bySlug = await get(`/wp-json/wp/v2/users?slug=${login}`);
    for (const answer of [list, listQuery, one, missing, bySlug]) {
      expect(answer.status).toBe(401);
      expect(answer.text).not.toContain(login);
    }
    expect(one.text).toBe(missing.text);
  });

  it('author archives answer 404 without a redirect to the slug, existing or not', async () => {
    const byId = await get(`/?author=${ids.user}`);
    const missing = await get(`/?author=${ids.user + 100000}`);
    const bySlug = await get(`/author/${login}/`);
    const byName = await get(`/?author_name=${login}`);
    for (const answer of [byId, missing, bySlug, byName]) {
      expect(answer.status).toBe(404);
      expect(answer.location).toBe('');
    }
    expect(byId.text).not.toContain(login);
  });

  it('the sitemap index lists no users sitemap', async () => {
    const index = await get('/wp-sitemap.xml');
    expect(index.text).not.toContain('wp-sitemap-users');
    const users = await get('/wp-sitemap-users-1.xml');
    expect(users.text).not.toContain(login);
  });
});

describe('no existence oracle for guests', () => {
  it('yomu_front_chapter_update answers the same for an unpublished chapter and a missing one', async () => {
    const answer = async (chapter: number) => {
      const response = await ajax({ action: 'yomu_front_chapter_update', chapter_id: String(chapter) });
      return { status: response.status, body: await response.text() };
    };
    const existing = await answer(ids.chapter);
    const missing = await answer(ids.chapter + 100000);
    expect(existing.status).toBe(403);
    expect(missing).toEqual(existing);
  });

  it('the no-JavaScript form goes back to the same place for both', async () => {
    const post = async (chapter: number) => {
      const response = await fetch(`${site.url}/wp-admin/admin-post.php`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ action: 'yomu_front_chapter_update', chapter_id: String(chapter) }),
      });
      return response.headers.get('location');
    };
    expect(await post(ids.chapter)).toBe(await post(ids.chapter + 100000));
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
