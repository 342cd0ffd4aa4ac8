// Guest pages are the same for every guest, so a reverse proxy may cache them; signed-in pages never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, site } from '../support/site';

let mangaUrl = '';
let mangaId = 0;

beforeAll(() => {
  const [manga] = fixture('cache_make_manga', { titles: ['Cache header manga'] });
  mangaId = manga.id;
  mangaUrl = manga.url;
});

afterAll(() => {
  fixture('delete_posts', { ids: [mangaId] });
});

async function headersOf(url: string, cookie = '') {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control') ?? '', setCookie: response.headers.getSetCookie() };
}

describe('page cache headers', () => {
  it('lets shared caches keep guest pages, without cookies', async () => {
    for (const url of [`${site.url}/`, mangaUrl, `${site.url}/manga/`]) {
      const { status, cacheControl, setCookie } = await headersOf(url);
      expect(status, url).toBe(200);
      expect(setCookie, url).toEqual([]);
      expect(cacheControl, url).toMatch(/^public, max-age=0, s-maxage=300\b/);
    }
  });

  it('keeps a 404 for a minute only', async () => {
    const { status, cacheControl } = await headersOf(`${site.url}/no-such-page-${Date.now()}/`);
    expect(status).toBe(404);
    expect(cacheControl).toMatch(/s-maxage=60\b/);
  });

  it('never lets a shared cache keep a signed-in page or a comment author page', async () => {
    const cookie = await login('admin', site.adminPassword);
    expect((await headersOf(mangaUrl, cookie)).cacheControl).toContain('private');
    expect((await headersOf(mangaUrl, 'comment_author_abc=Ay%C5%9Fe')).cacheControl).toContain('private');
    expect((await headersOf(mangaUrl, 'wpmanga-adault=1')).cacheControl).toContain('private');
  });
});
