// Every REST route of the product (the wp-manga post type, its taxonomies, and any yomu namespace), sent
// hostile input as a guest and as a signed-in subscriber holding a real REST nonce: every write is refused
// with a REST error (code and message), every read hides drafts and private data, nothing changes in the
// database or the uploads folder, and nothing reaches the PHP log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itLeftTheSiteAsItWas, siteState, type SiteState } from '../support/hostile';
import { fixture } from '../support/fixture';
import { login, site } from '../support/site';

const marker = `rest${Date.now()}`;
const secrets = [`Draft ${marker}`, `Secret summary ${marker}`, `victim-${marker}@example.com`];
let ids: { draft: number; published: number; victim: number; reader: number; term: number };
const subscriber = { cookie: '', nonce: '' };
let routes: { path: string; methods: string[] }[] = [];
let before: SiteState;

const hostileValues: Record<string, unknown> = {
  sql: "1' OR '1'='1' -- ; DROP TABLE wp_posts",
  script: '"><script>alert(1)</script>',
  traversal: '../../../../wp-config.php',
  array: ['1', { a: 'b' }],
  number: -1e20,
  huge: 'A'.repeat(200_000),
  unicode: 'İıŞş\u202Eevil\u0000null😀',
};

/** A body that tries to take over, publish, re-author or re-tag content, with one hostile value in every field. */
function writeBody(value: unknown) {
  return {
    title: value,
    content: value,
    excerpt: value,
    slug: value,
    status: 'publish',
    author: ids.victim,
    name: value,
    description: value,
    parent: value,
    meta: { _wp_manga_status: value, _wp_manga_alternative: value, _manga_views: 999999 },
    'wp-manga-genre': [ids.term, value],
    force: true,
    reassign: ids.reader,
  };
}

/** The route pattern with its placeholders filled: ids point at the draft, other placeholders at junk. */
function concrete(pattern: string): string {
  return pattern.replace(/\(\?P<(\w+)>[^)]*\)/g, (_all, name: string) => (['id', 'parent'].includes(name) ? String(ids.draft) : 'x'));
}

async function call(method: string, path: string, who: 'guest' | 'subscriber', body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (who === 'subscriber') Object.assign(headers, { cookie: subscriber.cookie, 'x-wp-nonce': subscriber.nonce });
  const response = await fetch(`${site.url}/wp-json${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  const [victim, reader] = fixture('site_make_users', {
    users: [
      { login: `victim_${marker}`, email: `victim-${marker}@example.com`, role: 'author' },
      { login: `reader_${marker}`, email: `reader-${marker}@example.com`, password: `Reader-pass-${marker}`, role: 'subscriber' },
    ],
  });
  const [draft, published] = fixture('site_make_posts', {
    posts: [
      { title: `Draft ${marker}`, status: 'draft', content: `Secret summary ${marker}`, author: victim },
      { title: `Open ${marker}` },
    ],
  });
  const term = fixture('site_make_term', { name: `Genre ${marker}`, taxonomy: 'wp-manga-genre' });
  ids = { draft, published, victim, reader, term };
  subscriber.cookie = await login(`reader_${marker}`, `Reader-pass-${marker}`);
  // Core answers the REST nonce of the signed-in user on a GET to admin-ajax (what wp-api-fetch uses to renew it).
  subscriber.nonce = (await (await fetch(`${site.url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie: subscriber.cookie } })).text()).trim();
  const index = await (await fetch(`${site.url}/wp-json/`)).json();
  routes = Object.entries(index.routes as Record<string, { methods: string[] }>)
    .filter(([path]) => /wp-manga|^\/yomu/.test(path))
    .map(([path, route]) => ({ path, methods: route.methods }));
  before = siteState();
}, 120_000);

afterAll(() => {
  fixture('delete_posts', { ids: [ids.draft, ids.published] });
  fixture('delete_users', { ids: [ids.victim, ids.reader] });
  fixture('site_delete_terms', { ids: [ids.term], taxonomy: 'wp-manga-genre' });
});

describe('hostile input to every REST route of the product', () => {
  it('finds the manga and taxonomy routes, and the subscriber is signed in to the REST API', async () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toContain('/wp/v2/wp-manga');
    expect(paths).toContain('/wp/v2/wp-manga/(?P<id>[\\d]+)');
    expect(paths.some((path) => path.startsWith('/wp/v2/wp-manga-genre'))).toBe(true);
    expect(subscriber.nonce).toMatch(/^[0-9a-f]{10}$/);
    const me = await call('GET', '/wp/v2/users/me', 'subscriber');
    expect(me.status).toBe(200);
    expect(JSON.parse(me.text).id).toBe(ids.reader);
  });

  it('refuses every write with a REST error, as a guest and as a subscriber', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const path = concrete(route.path);
      for (const method of route.methods.filter((m) => m !== 'GET')) {
        for (const [name, value] of Object.entries(hostileValues)) {
          for (const who of ['guest', 'subscriber'] as const) {
            const { status, text } = await call(method, path, who, writeBody(value));
            const where = `${method} ${path} [${name}, ${who}]`;
            let error: { code?: unknown; message?: unknown };
            try {
              error = JSON.parse(text);
            } catch {
              failures.push(`${where}: answer is not JSON (${status})`);
              continue;
            }
            if (status < 400 || status >= 500) failures.push(`${where}: HTTP ${status}`);
            else if (typeof error.code !== 'string' || typeof error.message !== 'string' || !error.message) failures.push(`${where}: no error code and message`);
            const leak = secrets.find((secret) => text.includes(secret));
            if (leak) failures.push(`${where}: answer contains "${leak}"`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('never shows a draft, its summary or an e-mail to a reader, however the read is asked', async () => {
    const failures: string[] = [];
    const queries = [
      '',
      `?status=draft`,
      `?status[]=draft&status[]=private`,
      `?context=edit`,
      `?search=${encodeURIComponent(`Draft ${marker}`)}`,
      `?include[]=${ids.draft}`,
      `?slug=${encodeURIComponent(`draft-${marker}`)}`,
      `?author=${ids.victim}&per_page=100`,
      `?orderby=${encodeURIComponent("ID` DESC, (SELECT SLEEP(5))")}`,
      `?per_page=-1&page=99999999999999999999`,
      `?_fields=title,content,author,meta&context=edit`,
      // The namespace's own index (WordPress's) used an array namespace as an array key (found by the REST fuzz).
      `?namespace[]=yomu&namespace[]=v1`,
    ];
    for (const route of routes.filter((r) => r.methods.includes('GET'))) {
      for (const query of queries) {
        for (const who of ['guest', 'subscriber'] as const) {
          const path = concrete(route.path);
          const { status, text } = await call('GET', `${path}${query}`, who);
          const where = `GET ${path}${query} [${who}]`;
          if (status >= 500) failures.push(`${where}: HTTP ${status}`);
          const leak = secrets.find((secret) => text.includes(secret));
          if (leak) failures.push(`${where}: answer contains "${leak}"`);
        }
      }
    }
    const published = await call('GET', `/wp/v2/wp-manga/${ids.published}`, 'guest');
    expect(published.status).toBe(200);
    expect(JSON.parse(published.text).title.rendered).toBe(`Open ${marker}`);
    expect(failures).toEqual([]);
  }, 300_000);

  itLeftTheSiteAsItWas(() => before);
});
