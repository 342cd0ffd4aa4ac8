// Property-based fuzz of the front-end forms: wp-login.php (sign in, register, lost password), the comment form
// (wp-comments-post.php), search (/?s= with the archive's query variables), a sealed chapter's signed page link, and Madara's POST
// /manga/{slug}/ajax/chapters/; as a guest, a subscriber and an editor. (The account settings form, the front-end
// chapter upload and the other admin-post/admin-ajax forms are fuzzed with valid nonces in ajax.test.ts.)
// Checks as tests/fuzz/ajax.test.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callers, changedTables, collect, entries, fields, makeFixture, realPool, removeCallers, removeFixture, saveCounts, send, stateDigest,
  type Caller, type Fixture, type Pools, type Role,
} from '../support/fuzz';
import { site } from '../support/site';

const marker = `ff${Date.now().toString(36)}`;
const RUNS = Math.max(1, Math.round(8 * Number(process.env.YOMU_FUZZ_SCALE ?? 1)));

let fx: Fixture;
let pools: Pools;
let who: Record<Role, Caller>;

interface Form {
  name: string;
  method: 'GET' | 'POST';
  url: () => string;
  names: string[];
  /** Fields sent as they are before the fuzzed ones (a later field of the same name wins in PHP). */
  base?: () => [string, string][];
  headers?: Record<string, string>;
}

const forms: Form[] = [
  { name: 'wp-login.php sign in', method: 'POST', url: () => `${site.url}/wp-login.php`, names: ['log', 'pwd', 'rememberme', 'redirect_to', 'testcookie', 'wp-submit', 'interim-login', 'reauth'], base: () => [['log', 'nobody'], ['pwd', 'x'], ['testcookie', '1']], headers: { cookie: 'wordpress_test_cookie=WP%20Cookie%20check' } },
  { name: 'wp-login.php register', method: 'POST', url: () => `${site.url}/wp-login.php?action=register`, names: ['user_login', 'user_email', 'redirect_to', 'wp-submit'] },
  { name: 'wp-login.php lost password', method: 'POST', url: () => `${site.url}/wp-login.php?action=lostpassword`, names: ['user_login', 'redirect_to', 'wp-submit'] },
  {
    name: 'wp-comments-post.php',
    method: 'POST',
    url: () => `${site.url}/wp-comments-post.php`,
    names: ['comment_post_ID', 'comment', 'author', 'email', 'url', 'comment_parent', 'comment_meta', 'wp-comment-cookies-consent', '_wp_unfiltered_html_comment'],
    base: () => [['comment_post_ID', String(fx.manga)], ['comment', 'Fuzz'], ['author', 'Fuzz'], ['email', 'fuzz@example.com']],
  },
  { name: 'search /?s=', method: 'GET', url: () => `${site.url}/`, names: ['s', 'post_type', 'paged', 'orderby', 'm_orderby', 'order', 'genre', 'wp-manga-genre', 'status', 'type', 'author', 'artist', 'release', 'adult', 'op', 'cat', 'tag', 'p', 'name', 'm', 'year', 'monthnum', 'feed', 'template', 'namespace'], base: () => [['s', 'fuzz']] },
  // A sealed chapter's signed page link (Premium\Files\PageDelivery): hostile parts get a refusal, never a file.
  { name: 'signed page link /?yomu_page=', method: 'GET', url: () => `${site.url}/`, names: ['yomu_page', 'u', 'e', 's'], base: () => [['yomu_page', 'a/b/01.jpg'], ['u', '0'], ['e', '4102444800'], ['s', '0']] },
  { name: 'POST /manga/{slug}/ajax/chapters/', method: 'POST', url: () => `${site.url}/manga/${fx.slug}/ajax/chapters/`, names: ['manga', 'paged', 't', 'order', 'chapter', 'style'] },
];

async function fuzzForms(role: Role): Promise<string[]> {
  const caller = who[role];
  const failures: string[] = [];
  for (const form of forms) {
    const arb = fc.record({ fuzzed: fields(form.names, pools, form.names.length), base: fc.boolean(), slug: fc.oneof(fc.constant(fx.slug), fc.constantFrom(...pools.real)) });
    await collect(failures, `${form.name} as ${role}`, arb, RUNS, async (call) => {
      const body: [string, string][] = [...(call.base && form.base ? form.base() : []), ...call.fuzzed.flatMap(([k, v]) => entries(k, v))];
      const url = form.name.startsWith('POST /manga/') ? `${site.url}/manga/${encodeURIComponent(call.slug)}/ajax/chapters/` : form.url();
      await send({ endpoint: form.name, method: form.method, url, caller, form: body, headers: form.headers });
    });
  }
  return failures;
}

beforeAll(async () => {
  fx = makeFixture(marker);
  pools = realPool(fx);
  who = await callers(marker, []);
}, 120_000);

afterAll(() => {
  saveCounts();
  removeCallers(who);
  removeFixture(fx);
});

describe('fuzz: front-end forms', () => {
  // Anyone may comment (moderated) and every visit may count views; search terms are logged.
  const mayChange = ['comments', 'commentmeta', 'yomu_manga_views', 'yomu_view_hits', 'yomu_manga_rank', 'yomu_consent_log', 'yomu_search', 'yomu_search_words'];

  for (const role of ['guest', 'member', 'editor'] as const) {
    it(`${role}: no 5xx, no PHP log line, readable errors, nothing changed the caller may not change`, async () => {
      const own = role === 'guest' ? [] : [who[role].id];
      const before = stateDigest(mayChange, own);
      const failures = await fuzzForms(role);
      // The failures lead the message: the CI summary keeps only its first lines.
      expect(failures, failures.join('\n')).toEqual([]);
      expect(changedTables(before, stateDigest(mayChange, own))).toEqual([]);
    }, 600_000);
  }
});
