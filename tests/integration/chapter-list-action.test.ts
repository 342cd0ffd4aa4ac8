// admin-ajax action manga_get_chapters (Madara Core 1.6.x; MADARA.md §3.2, §6, §7) over real HTTP: GET or POST,
// guests and signed-in readers get the same escaped chapter list as POST {manga}/ajax/chapters/; drafts,
// password-protected and unknown manga and hostile ids get 400 `0`, as on Madara 1.7, so clients move on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const TAG = `mgc${Date.now().toString(36)}`;
type Fixture = Record<'manga' | 'draft' | 'locked' | 'privat' | 'post', number> & { slug: string };
let fx: Fixture;
let problemsBefore: PhpLogMark;

const items = (html: string) => [...html.matchAll(/<li class="wp-manga-chapter"><a href="([^"]+)">([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);

async function action(manga: string, init: { method?: 'GET' | 'POST'; cookie?: string } = {}) {
  const url = `${site.url}/wp-admin/admin-ajax.php`;
  const fields = new URLSearchParams({ action: 'manga_get_chapters', manga });
  const headers = init.cookie ? { cookie: init.cookie } : undefined;
  const response = init.method === 'GET' ? await fetch(`${url}?${fields}`, { headers }) : await fetch(url, { method: 'POST', body: fields, headers });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

const endpoint = async (slug: string, rest = 'ajax/chapters/') => (await fetch(`${site.url}/manga/${slug}/${rest}`, { method: 'POST' })).text();

beforeAll(() => {
  problemsBefore = phpLogMark();
  fx = fixture('madara_seed_chapter_list', { tag: TAG });
});

afterAll(() => {
  fixture('delete_posts', { ids: [fx.manga, fx.draft, fx.locked, fx.privat, fx.post] });
});

describe('manga_get_chapters', () => {
  it('answers guests by POST and GET with the same list as POST {manga}/ajax/chapters/', async () => {
    const list = await endpoint(fx.slug);
    expect(items(list)).toHaveLength(2);
    for (const method of ['POST', 'GET'] as const) {
      const answer = await action(String(fx.manga), { method });
      expect(answer.status, method).toBe(200);
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.body).toBe(list);
    }
    const answer = await action(String(fx.manga));
    expect(answer.body).toContain('<div class="page-content-listing single-page">');
    expect(items(answer.body)).toEqual([
      [`${site.url}/manga/${fx.slug}/chapter-2/`, 'Chapter 2'],
      [`${site.url}/manga/${fx.slug}/volume/chapter-1/`, 'Chapter 1 - &lt;img src=x onerror=alert(1)&gt;'],
    ]);
    expect(answer.body).toContain('Volume &lt;1&gt;');
    expect(answer.body).not.toContain('<img');
  });

  it('gives a signed-in reader the same list', async () => {
    const name = `mgc${Date.now().toString(36)}`;
    const user = fixture('make_user', { login: name, password: 'Bölüm-listesi-9' });
    try {
      const cookie = await login(name, 'Bölüm-listesi-9');
      const answer = await action(String(fx.manga), { cookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(await endpoint(fx.slug));
    } finally {
      fixture('delete_users', { ids: [user] });
    }
  });

  it('leaks no chapter of drafts, private, password-protected manga or other posts, even to an administrator', async () => {
    const admin = await login('admin', site.adminPassword);
    for (const id of [fx.draft, fx.locked, fx.privat, fx.post]) {
      for (const cookie of [undefined, admin]) {
        const answer = await action(String(id), { cookie });
        expect(answer.status, `${id} ${cookie ? 'admin' : 'guest'}`).toBe(400);
        expect(answer.body).toBe('0');
      }
    }
  });

  it('treats hostile manga values as data: 400 `0`, nothing else', async () => {
    const hostile = ['', '0', '999999999', '-1', `${fx.manga} OR 1=1`, `${fx.manga}' OR '1'='1`, `${fx.manga}e0`, ` ${fx.manga}`, '<script>alert(1)</script>', '9'.repeat(40)];
    for (const value of hostile) {
      const answer = await action(value);
      expect(answer.status, value).toBe(400);
      expect(answer.body).toBe('0');
    }
    const array = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams([['action', 'manga_get_chapters'], ['manga[]', String(fx.manga)]]) });
    expect(array.status).toBe(400);
    expect(await array.text()).toBe('0');
  });

  it('leaves a client written for Madara 1.7 (action first, ajax/chapters on 400) with a usable list', async () => {
    const chapters = async (id: number, slug: string) => {
      const first = await action(String(id));
      return first.status === 400 ? endpoint(slug, 'ajax/chapters') : first.body;
    };
    expect(items(await chapters(fx.manga, fx.slug))).toHaveLength(2);
    expect(items(await chapters(fx.draft, `draft-${TAG}`))).toEqual([]);
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
