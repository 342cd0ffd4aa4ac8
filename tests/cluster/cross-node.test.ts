// Two web nodes, one site: what a reader or editor does through node A is true at once on node B. Each node runs
// its own copy of the code with its own temporary folder; they share MariaDB, Redis, the S3 bucket and the uploads folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ajaxOn, nodeOf, onNode } from '../support/cluster';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Küme-şifresi-7';
const TAG = `cl${Date.now().toString(36)}`;
const made = { mangas: [] as number[], users: [] as number[] };
let problemsBefore: PhpLogMark;

function makeUser(): string {
  const name = `${TAG}u${made.users.length}`;
  made.users.push(fixture('make_user', { login: name, password: PASSWORD }));
  return name;
}

/** The guest nonce of the account modals, read from node A's home page. */
async function accountNonce(): Promise<string> {
  const html = await (await onNode('a', '/')).text();
  const nonce = /data-island="account-modals"[^>]*data-props="[^"]*?&quot;nonce&quot;:&quot;([a-f0-9]+)&quot;/.exec(html)?.[1];
  if (!nonce) throw new Error('no account nonce on the home page');
  return nonce;
}

beforeAll(() => {
  problemsBefore = phpLogMark();
});

afterAll(() => {
  fixture('delete_posts', { ids: made.mangas });
  fixture('delete_users', { ids: made.users });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
}, 60_000);

describe('the balancer', () => {
  it('sends requests to both nodes in turn, and to the one a request names', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) seen.add(nodeOf(await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: 'action=none' })));
    expect([...seen].sort()).toEqual(['a', 'b']);
    expect(nodeOf(await onNode('b', '/'))).toBe('b');
  });
});

describe('accounts across nodes', () => {
  it('a reader signed in through node A is signed in on node B', async () => {
    const name = makeUser();
    const signIn = await ajaxOn('a', { action: 'wp_manga_signin', login: name, pass: PASSWORD, nonce: await accountNonce() });
    expect(nodeOf(signIn)).toBe('a');
    expect(((await signIn.json()) as { success: boolean }).success).toBe(true);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const profile = await onNode('b', '/wp-admin/profile.php', { headers: { cookie } });
    expect(nodeOf(profile)).toBe('b');
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain(`value="${name}"`);
    const guest = await onNode('b', '/wp-admin/profile.php');
    expect(guest.status).toBe(302);
  });

  it('failed sign-ins count on both nodes together: five spread over A and B lock the account on either', async () => {
    const name = makeUser();
    const nonce = await accountNonce();
    for (const node of ['a', 'b', 'a', 'b', 'a'] as const) {
      const failed = await ajaxOn(node, { action: 'wp_manga_signin', login: name, pass: 'wrong', nonce });
      expect(failed.status).toBe(401);
    }
    for (const node of ['a', 'b'] as const) {
      const locked = await ajaxOn(node, { action: 'wp_manga_signin', login: name, pass: PASSWORD, nonce });
      expect(locked.status).toBe(429);
      expect(locked.headers.getSetCookie().some((c) => c.startsWith('wordpress_logged_in_'))).toBe(false);
    }
  });
});

describe('shared state of the library and the counters', () => {
  it('bookmarks sent to both nodes at the same moment are all kept (the lock is shared)', async () => {
    const ids = fixture('cache_make_manga', { titles: Array.from({ length: 8 }, (_, i) => `${TAG} lock ${i}`) }).map((manga) => manga.id);
    made.mangas.push(...ids);
    const name = makeUser();
    const signIn = await ajaxOn('a', { action: 'wp_manga_signin', login: name, pass: PASSWORD, nonce: await accountNonce() });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const html = await (await onNode('b', `/?p=${ids[0]}&post_type=wp-manga`, { headers: { cookie }, redirect: 'follow' })).text();
    const nonce = /data-island="bookmark"[^>]*data-props="[^"]*?&quot;nonce&quot;:&quot;([a-f0-9]+)/.exec(html)?.[1] ?? '';
    expect(nonce).not.toBe('');
    const answers = await Promise.all(
      ids.map((id, i) => ajaxOn(i % 2 ? 'b' : 'a', { action: 'wp-manga-user-bookmark', nonce, postID: String(id), isMangaSingle: '0' }, cookie)),
    );
    expect(answers.map(nodeOf).sort()).toEqual(['a', 'a', 'a', 'a', 'b', 'b', 'b', 'b']);
    expect((await Promise.all(answers.map((a) => a.json() as Promise<{ success: boolean }>))).every((a) => a.success)).toBe(true);
    const saved = fixture('concurrency_bookmarks_of', { user: made.users.at(-1)! });
    expect([...saved].sort()).toEqual([...ids].sort());
  });

  it('views counted through node A reorder "most viewed" on node B at once', async () => {
    const [first, second] = fixture('cache_make_manga', {
      titles: [`${TAG} views Alpha`, `${TAG} views Beta`],
      chapters: ['Bölüm 1', 'Bölüm 2'],
      text: '<p>Metin</p>',
    }).map((manga) => manga.id);
    made.mangas.push(first, second);
    const view = (manga: number, chapter: string) => ajaxOn('a', { action: 'manga_views', manga: String(manga), chapter });
    const order = async () =>
      [...(await (await onNode('b', `/?s=${TAG}+views&post_type=wp-manga&m_orderby=views`)).text()).matchAll(/class="row c-tabs-item__content[^"]*" data-post-id="(\d+)"/g)].map(
        (m) => Number(m[1]),
      );
    expect((await view(first, 'undefined')).status).toBe(200);
    expect(await order()).toEqual([first, second]);
    for (const chapter of ['undefined', 'bolum-1', 'bolum-2']) expect((await view(second, chapter)).status).toBe(200);
    expect(await order()).toEqual([second, first]);
  });
});
