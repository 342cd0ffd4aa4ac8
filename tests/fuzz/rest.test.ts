// Property-based fuzz of every REST route under yomu/v1, read from the running site's /wp-json/yomu/v1 index with
// its methods and arguments (so a new route is fuzzed the day it is added), and of the OPDS catalog: as a guest, a
// subscriber and an editor (the signed-in callers send a valid X-WP-Nonce, mostly). Path placeholders get real
// ids or hostile ones, declared arguments values of their type or hostile ones (arrays for scalars and the
// reverse), plus stray fields; bodies as JSON, as a form or in the query. Checks as tests/fuzz/ajax.test.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callers, changedTables, collect, entries, fields, makeFixture, queryString, realPool, removeCallers, removeFixture, saveCounts, send, stateDigest, stringValue, value,
  type Caller, type Fixture, type Pools, type Role, type Value,
} from '../support/fuzz';
import { site } from '../support/site';

const marker = `fr${Date.now().toString(36)}`;
const SCALE = Number(process.env.YOMU_FUZZ_SCALE ?? 1);
const RUNS = Math.max(1, Math.round(5 * SCALE));
const OPDS_RUNS = Math.max(1, Math.round(20 * SCALE));

interface Arg {
  type?: string | string[];
  enum?: string[];
  items?: { type?: string; enum?: string[] };
  required?: boolean;
}
interface Route {
  pattern: string;
  method: string;
  args: Record<string, Arg>;
}

let fx: Fixture;
let pools: Pools;
let routes: Route[] = [];
let who: Record<Role, Caller>;

/** A value for a declared argument: mostly of its type, else anything hostile. */
function argValue(arg: Arg): fc.Arbitrary<Value | number | boolean | null> {
  const types = ([] as string[]).concat(arg.type ?? 'string');
  const typed: fc.Arbitrary<Value | number | boolean | null>[] = [];
  if (arg.enum) typed.push(fc.constantFrom(...arg.enum));
  if (types.includes('integer') || types.includes('number')) typed.push(fc.oneof(fc.integer(), fc.constantFrom(...pools.real.filter((r) => /^\d+$/.test(r))).map(Number), fc.double()));
  if (types.includes('array')) typed.push(fc.array(arg.items?.enum ? fc.constantFrom(...arg.items.enum) : stringValue(pools), { maxLength: 4 }));
  if (types.includes('boolean')) typed.push(fc.boolean());
  typed.push(stringValue(pools));
  return fc.oneof({ weight: 3, arbitrary: fc.oneof(...typed) }, { weight: 2, arbitrary: value(pools) }, { weight: 1, arbitrary: fc.constantFrom(null, true, -1, 1e300, '') });
}

/** The URL path: each (?P<name>regex) placeholder gets a real id, a number or a hostile (encoded) string. */
function pathArb(pattern: string): fc.Arbitrary<string> {
  const parts = pattern.split(/(\(\?P<\w+>[^)]*\))/);
  return fc.tuple(...parts.map((part) => {
    if (!part.startsWith('(?P<')) return fc.constant(part);
    const digits = part.includes('\\d');
    return fc.oneof(
      fc.constantFrom(...pools.real.filter((r) => !digits || /^\d+$/.test(r))),
      fc.oneof(fc.nat(), fc.constantFrom(0, 2_147_483_648, 99_999_999_999_999)).map(String),
      ...(digits ? [] : [stringValue(pools).map((s) => encodeURIComponent(s.slice(0, 300)) || 'x')]),
    );
  })).map((pieces) => pieces.join(''));
}

function callArb(route: Route) {
  const names = Object.keys(route.args).filter((n) => !route.pattern.includes(`<${n}>`));
  return fc.record({
    path: pathArb(route.pattern),
    args: fc.uniqueArray(fc.constantFrom(...(names.length ? names : ['page'])).chain((n) => argValue(route.args[n] ?? {}).map((v) => [n, v] as const)), { maxLength: names.length + 1, selector: ([n]) => n }),
    stray: fields(['_method', '_envelope', '_fields', 'context', 'id', 'user', 'author', 'status', 'meta', '_embed', 'per_page', 'page'], pools, 2),
    how: fc.constantFrom('json', 'form', 'query'),
    nonce: fc.integer({ min: 0, max: 5 }),
    badNonce: stringValue(pools),
  });
}

type Call = fc.Arbitrary<ReturnType<typeof callArb> extends fc.Arbitrary<infer T> ? T : never>;

async function fuzzRest(role: Role): Promise<string[]> {
  const caller = who[role];
  const failures: string[] = [];
  for (const route of routes) {
    const endpoint = `REST ${route.method} ${route.pattern.replace('/yomu/v1', '')}`;
    await collect(failures, `${endpoint} as ${role}`, callArb(route) as Call, RUNS, async (call) => {
      const all: [string, unknown][] = [...call.args.map(([k, v]): [string, unknown] => [k, v]), ...call.stray];
      const headers: Record<string, string> = {};
      // A bad nonce of at most 4 KB: longer header lines are refused by web servers before WordPress runs (nginx
      // answers 400 past its 8 KB buffers; PHP's built-in server closes the connection), as queryString() says.
      if (caller.cookie) headers['x-wp-nonce'] = call.nonce > 0 ? caller.nonces.wp_rest : call.badNonce.replace(/[^\x20-\x7e]/g, '').slice(0, 4000);
      const form = all.flatMap(([k, v]) => entries(k, v === null || typeof v !== 'object' ? String(v) : (v as Value)));
      const inQuery = route.method === 'GET' || call.how === 'query';
      await send({
        endpoint,
        method: route.method as 'GET',
        url: `${site.url}/wp-json${call.path}${inQuery && form.length ? `?${queryString(form)}` : ''}`,
        caller,
        headers,
        json: !inQuery && call.how === 'json' ? Object.fromEntries(all) : undefined,
        form: !inQuery && call.how === 'form' ? form : undefined,
      });
    });
  }
  return failures;
}

/** OPDS: its paths (from plugin/src/Opds/Router.php) and hostile ones, with page and q fuzzed. */
async function fuzzOpds(role: Role): Promise<string[]> {
  const caller = who[role];
  const failures: string[] = [];
  const known = ['', 'latest/', 'popular/', 'genres/', 'search/', 'opensearch.xml', `manga/${fx.manga}/`, `manga/${fx.draft}/`, `chapter/${fx.chapter}/page/1`, 'genre/action/'];
  const pathArb2 = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('genre/', 'manga/', 'chapter/', 'search/', ''), stringValue(pools)).map(([p, s]) => p + encodeURIComponent(s.slice(0, 300))) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('chapter/', 'manga/'), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.bigInt({ min: -5n, max: 10n ** 8n })).map(([p, a, b]) => `${p}${a}/page/${b}`) },
  );
  await collect(failures, `OPDS as ${role}`, fc.record({ path: pathArb2, query: fields(['page', 'q', 'yomu_opds', 'paged', 's'], pools, 3) }), OPDS_RUNS, async (call) => {
    const query = queryString(call.query.flatMap(([k, v]) => entries(k, v)));
    await send({ endpoint: 'OPDS /opds/…', method: 'GET', url: `${site.url}/opds/${call.path}${query ? `?${query}` : ''}`, caller });
  });
  return failures;
}

beforeAll(async () => {
  fx = makeFixture(marker);
  pools = realPool(fx);
  who = await callers(marker, ['wp_rest']);
  const index = (await (await fetch(`${site.url}/wp-json/yomu/v1`)).json()) as { routes: Record<string, { endpoints: { methods: string[]; args: Record<string, Arg> }[] }> };
  for (const [pattern, { endpoints }] of Object.entries(index.routes)) {
    for (const endpoint of endpoints) for (const method of endpoint.methods) routes.push({ pattern, method, args: endpoint.args });
  }
  routes = routes.filter((r) => r.pattern !== '/yomu/v1' || r.method === 'GET');
}, 120_000);

afterAll(() => {
  saveCounts();
  removeCallers(who);
  removeFixture(fx);
});

describe('fuzz: every yomu/v1 REST route and the OPDS catalog', () => {
  it('reads the routes from the site’s REST index', () => {
    expect(routes.map((r) => `${r.method} ${r.pattern}`)).toEqual(expect.arrayContaining(['GET /yomu/v1/manga', 'POST /yomu/v1/me/bookmarks', 'GET /yomu/v1/me/history']));
  });

  const guestMay = ['comments', 'commentmeta', 'yomu_manga_views', 'yomu_view_hits', 'yomu_manga_rank', 'yomu_consent_log', 'yomu_search', 'yomu_search_words'];

  for (const role of ['guest', 'member', 'editor'] as const) {
    it(`${role}: no 5xx, no PHP log line, readable errors, nothing changed the caller may not change`, async () => {
      const own = role === 'guest' ? [] : [who[role].id];
      const before = stateDigest(guestMay, own);
      const failures = [...(await fuzzRest(role)), ...(role === 'editor' ? [] : await fuzzOpds(role))];
      expect(failures, failures.join('\n')).toEqual([]);
      expect(changedTables(before, stateDigest(guestMay, own))).toEqual([]);
    }, 600_000);
  }
});
