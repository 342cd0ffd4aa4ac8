// Property-based fuzz of every admin-ajax and admin-post action the plugin and theme register (read from the
// running WordPress, so a new action is fuzzed the day it is added): as a guest (nopriv actions), a subscriber and
// an editor, the two signed-in callers holding real nonces for the action, so the fuzz reaches past the nonce
// check. The admin-ajax actions' fields and nonces are the ones they declare to the registrar (read from the site);
// admin-post fields are the ones the PHP source reads. Each is missing or given a hostile typed value (x[]=, x[a][b]=,
// huge and negative numbers, unicode, NUL, long strings, markup, SQL, paths, JSON), some sent as multipart with
// hostile files. Every answer: no 5xx, no PHP log line, an error a person can read; guests change nothing,
// subscribers nothing but their own account and reading state, editors no other user and no setting.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productEntryPoints, type EntryPoint } from '../support/hostile';
import {
  callers, changedTables, collect, declaredActions, entries, fields, makeFixture, productFieldNames, realPool, removeCallers, removeFixture, saveCounts, send,
  stateDigest, stringValue, type Caller, type Declared, type Fixture, type Pools, type Role,
} from '../support/fuzz';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

const marker = `fz${Date.now().toString(36)}`;
const RUNS = Math.max(1, Math.round(3 * Number(process.env.YOMU_FUZZ_SCALE ?? 1)));

/**
 * The nonce of the actions that do not declare one to the registrar: admin-post forms, and the front-end chapter
 * forms, whose nonce is made for the target manga ({manga} is the fixture manga). Actions with neither get a nonce
 * of one of these actions at random; either way one request in six keeps a fuzzed nonce instead.
 */
const nonceOf: Record<string, [field: string, action: string]> = {
  yomu_bookmark: ['_wpnonce', 'wp-manga-bookmark'],
  yomu_bookmark_bulk: ['_wpnonce', 'wp-manga-bookmark'],
  yomu_reader_settings: ['_wpnonce', 'yomu_reader_settings'],
  yomu_account_settings: ['_wpnonce', 'yomu_account_settings'],
  yomu_history_remove: ['nonce', 'manga-remove-history'],
  yomu_rating: ['nonce', 'wp-manga-rating'],
  yomu_upload_avatar: ['_wpnonce', '_wp_manga_save_user_settings'],
  yomu_front_chapter_create: ['_yomu_front_nonce', 'yomu_front_chapter_create_{manga}'],
  yomu_front_chapter_update: ['_yomu_front_nonce', 'yomu_front_chapter_update_{manga}'],
  yomu_consent_export: ['_wpnonce', 'yomu_consent_export'],
  yomu_variants_backfill: ['_wpnonce', 'yomu_variants_backfill'],
  yomu_premium_settings: ['_wpnonce', 'yomu_premium_settings'],
};

/** The nonce an entry point checks: the one its admin-ajax action declares, else the list above. */
const nonceFor = (entry: EntryPoint): [string, string] | undefined => (entry.kind === 'ajax' ? (declared[entry.action]?.nonce ?? undefined) : undefined) ?? nonceOf[entry.action];

/**
 * Error bodies of exactly `0` or `-1` that MADARA.md's compatibility contract requires (§7): WordPress's own
 * answer for an action with no handler for this caller (a signed-in-only action called by a guest), and the
 * Madara actions whose clients expect a bare `0`: manga_get_chapters' 400 `0` for an unknown or hidden manga,
 * a guest's multi-bookmark delete, a sign-in with a bad nonce, and a guest's vote where guests may not vote.
 */
const zeroContract = new Set(['manga_get_chapters', 'wp-manga-delete-multi-bookmark', 'wp_manga_signin', 'wp-manga-save-rating']);

/** Error bodies MADARA.md §7 fixes: the history call answers a bare {success:false}; bookmarks tell a guest by code. */
const contractBodies: Record<string, string[]> = {
  'manga-user-history': ['{"success":false}'],
  'wp-manga-user-bookmark': ['{"success":false,"data":{"code":"login_error"}}'],
  'wp-manga-delete-bookmark': ['{"success":false,"data":{"code":"login_error"}}'],
  'wp-manga-delete-multi-bookmark': ['{"success":false,"data":{"code":"login_error"}}'],
};

let fx: Fixture;
let pools: Pools;
let names: string[];
let declared: Record<string, Declared>;
let actions: EntryPoint[];
let who: Record<Role, Caller>;

const fileArb = fc.tuple(
  fc.constantFrom('userAvatar', 'file', 'pages[]', 'yomu_pages[]', 'chapter_zip', 'image', 'files[]'),
  fc.constantFrom('a.png', '../../../evil.php', 'x.php.png', 'şekil 😀.jpg', '.htaccess', 'a'.repeat(300) + '.webp', 'chapter.zip', ''),
  fc.oneof(
    fc.constant(Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'))),
    fc.constant(Uint8Array.from(Buffer.from('<?php echo "owned"; ?>'))),
    fc.constant(Uint8Array.from(Buffer.from('PK\u0003\u0004garbage'))),
    fc.uint8Array({ maxLength: 64 }),
  ),
);

/** One fuzzed call of an action: fields, the caller's nonce (mostly valid), the fixture's ids, maybe files. */
function callArb(entry: EntryPoint, caller: Caller) {
  return fc.record({
    // An action that declares its fields gets them in most requests, and any product field in the others.
    fuzzed: entry.kind === 'ajax' && declared[entry.action] && Object.keys(declared[entry.action].fields).length
      ? fc.oneof({ weight: 3, arbitrary: fields(Object.keys(declared[entry.action].fields), pools) }, { weight: 1, arbitrary: fields(names, pools) })
      : fields(names, pools),
    validNonce: fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
    randomNonce: fc.constantFrom(...Object.keys(caller.nonces).concat('none')),
    targets: fc.boolean(),
    files: fc.option(fc.array(fileArb, { minLength: 1, maxLength: 2 }), { freq: 4 }),
    method: fc.constantFrom('POST', 'POST', 'POST', 'GET'),
    nonceValue: stringValue(pools),
  }).map((c) => {
    const form: [string, string][] = [['action', entry.action]];
    if (c.targets) form.push(['manga_id', String(fx.manga)], ['manga', String(fx.manga)], ['chapter_id', String(fx.chapter)], ['volume_id', String(fx.volume)], ['postID', String(fx.manga)]);
    const hint = nonceFor(entry);
    const adminNonce = `yomu-admin|${entry.action}|${fx.manga}`;
    const [field, action] = hint ?? (caller.nonces[adminNonce] ? ['_yomu_nonce', adminNonce] : ['nonce', c.randomNonce]);
    const nonce = caller.nonces[action.replace('{manga}', String(fx.manga))];
    if (c.validNonce && nonce) form.push([field, nonce], ...(hint ? [] : ([['_wpnonce', nonce], ['security', nonce]] as [string, string][])));
    else form.push([field, c.nonceValue]);
    for (const [name, v] of c.fuzzed) if (name !== 'action') form.push(...entries(name, v));
    return { form, files: c.method === 'POST' ? (c.files ?? undefined) : undefined, method: c.method as 'GET' | 'POST' };
  });
}

/** Fuzzes every action as this caller; returns the failures (one per action at most). */
async function fuzzRole(role: Role): Promise<string[]> {
  const caller = who[role];
  const failures: string[] = [];
  for (const entry of actions) {
    if (role === 'guest' && !entry.guest) continue;
    const endpoint = entry.kind === 'ajax' ? 'admin-ajax.php' : 'admin-post.php';
    await collect(failures, `${endpoint} ${entry.action} as ${role}`, callArb(entry, caller), RUNS, async (call) => {
      await send({
        endpoint: `${endpoint} ${entry.action}`,
        method: call.method,
        url: `${site.url}/wp-admin/${endpoint}${call.method === 'GET' ? `?action=${encodeURIComponent(entry.action)}` : ''}`,
        caller,
        form: call.form,
        files: call.files?.map(([k, n, b]) => [k, n, b]),
        zeroIsContract: zeroContract.has(entry.action) || (role === 'guest' && !entry.guest),
        contractBodies: contractBodies[entry.action],
      });
    });
  }
  return failures;
}

beforeAll(async () => {
  // myCred on and every chapter priced (1 point; the callers have none): the premium actions run their real checks.
  fixture('premium_mycred', { on: 1 });
  fixture('premium_settings', { default_coin: 1 });
  fx = makeFixture(marker);
  pools = realPool(fx);
  declared = declaredActions();
  names = [...new Set([...productFieldNames(), ...Object.values(declared).flatMap((d) => Object.keys(d.fields))])].sort();
  // One entry per action (wp_ajax_X and wp_ajax_nopriv_X are two hooks of one action), guests when either allows;
  // admin_post_nopriv itself (the too-large-upload handler) is no action.
  const byName = new Map<string, EntryPoint>();
  for (const e of productEntryPoints()) {
    if (e.kind === 'admin-post' && e.action === 'nopriv') continue;
    const key = `${e.kind} ${e.action}`;
    byName.set(key, { ...e, guest: e.guest || (byName.get(key)?.guest ?? false) });
  }
  actions = [...byName.values()];
  const admin = actions.filter((e) => e.kind === 'admin-post' && e.action.startsWith('yomu_') && !nonceOf[e.action]).map((e) => `yomu-admin|${e.action}|${fx.manga}`);
  const hints = [...Object.values(nonceOf), ...Object.values(declared).flatMap((d) => (d.nonce ? [d.nonce] : []))];
  const nonceActions = [...new Set([...hints.map(([, a]) => a.replace('{manga}', String(fx.manga))), ...admin])];
  who = await callers(marker, nonceActions);
}, 120_000);

afterAll(() => {
  saveCounts();
  removeCallers(who);
  removeFixture(fx);
  fixture('premium_settings', { default_coin: '' });
  fixture('premium_mycred', { on: 0 });
});

describe('fuzz: every admin-ajax and admin-post action', () => {
  it('finds the actions of the plugin and the theme on the running site', () => {
    const found = actions.map((e) => e.action);
    for (const action of ['wp_manga_signin', 'madara_load_more', 'manga_get_chapters', 'yomu_front_chapter_create', 'yomu_account_settings', 'yomu_reader_settings']) expect(found).toContain(action);
    expect(actions.length).toBeGreaterThan(30);
    // Every action declared to the registrar is hooked, and its fields are among the fuzzed names.
    for (const [action, { fields: declaredFields }] of Object.entries(declared)) {
      expect(found, action).toContain(action);
      for (const field of Object.keys(declaredFields)) expect(names, `${action} ${field}`).toContain(field);
    }
    expect(Object.keys(declared).length).toBeGreaterThan(20);
  });

  // What a guest's visit may write anyway: comments (guests may comment), view counters and the consent log.
  const guestMay = ['comments', 'commentmeta', 'yomu_manga_views', 'yomu_view_hits', 'yomu_manga_rank', 'yomu_consent_log', 'yomu_search', 'yomu_search_words'];

  it('guest: no 5xx, no PHP log line, readable errors, nothing changed', async () => {
    const before = stateDigest(guestMay, []);
    const failures = await fuzzRole('guest');
    expect(failures, failures.join('\n')).toEqual([]);
    expect(changedTables(before, stateDigest(guestMay, []))).toEqual([]);
  }, 600_000);

  it('subscriber with valid nonces: no 5xx, no PHP log line, readable errors, nothing changed but their own', async () => {
    const before = stateDigest(guestMay, [who.member.id]);
    const failures = await fuzzRole('member');
    expect(failures, failures.join('\n')).toEqual([]);
    expect(changedTables(before, stateDigest(guestMay, [who.member.id]))).toEqual([]);
  }, 600_000);

  it('editor with valid nonces: no 5xx, no PHP log line, readable errors, no other user or setting changed', async () => {
    const before = stateDigest(guestMay, [who.editor.id]);
    const failures = await fuzzRole('editor');
    expect(failures, failures.join('\n')).toEqual([]);
    const others = changedTables(before, stateDigest(guestMay, [who.editor.id])).filter((row) => /_(users|usermeta|options)$/.test(row.split('#')[0]));
    expect(others).toEqual([]);
  }, 600_000);
});
