// The property-based fuzz layer's shared parts (tests/fuzz/): hostile typed values (fast-check arbitraries), how
// they are encoded into a request (x[]=1, x[a][b]=…), the seeds, the users with their real nonces, the per-request
// checks (no 5xx, no PHP log line, a readable error) and the state snapshots that show a caller changed nothing it
// may not change. Each file counts its requests per endpoint; tests/fuzz/summary.ts prints the table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { fieldNames } from './hostile';
import { removeMangaWithChapters } from './remove-manga';
import { fixture } from './fixture';
import { login, site } from './site';

// ── Seeds ────────────────────────────────────────────────────────────────────────────────────────────────────
// Every property runs twice: once on the fixed seed (the same requests on every run) and once on a random seed.
// YOMU_FUZZ_SEED=<n> runs only that seed (YOMU_FUZZ_PATH=<path> too: replays one failing case as fast-check's
// message printed it). A failure names the seed and the path.
export const FIXED_SEED = 19_052_026;
export const seeds: number[] = process.env.YOMU_FUZZ_SEED
  ? [Number(process.env.YOMU_FUZZ_SEED)]
  : [FIXED_SEED, Number(process.env.YOMU_FUZZ_RANDOM_SEED ?? Math.floor(Math.random() * 2 ** 31))];
const replayPath = process.env.YOMU_FUZZ_PATH;

/** Runs a property once per seed, numRuns cases each; the failure message carries seed, path and counterexample. */
export async function fuzz<T>(what: string, arbitrary: fc.Arbitrary<T>, numRuns: number, check: (value: T) => Promise<void>): Promise<void> {
  for (const seed of seeds) {
    const details = await fc.check(fc.asyncProperty(arbitrary, check), { seed, numRuns, path: replayPath, endOnFailure: !process.env.YOMU_FUZZ_SHRINK });
    if (details.failed) {
      const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      throw new Error(
        `${what} failed on seed ${details.seed}, path ${details.counterexamplePath} — re-run with ` +
          `YOMU_FUZZ_SEED=${details.seed} YOMU_FUZZ_PATH=${details.counterexamplePath}\n${error}\ncounterexample: ${fc.stringify(details.counterexample).slice(0, 3000)}`,
      );
    }
  }
}

/** Runs fuzz() and keeps its failure in the list instead of stopping the test, so one run shows every finding. */
export async function collect<T>(failures: string[], what: string, arbitrary: fc.Arbitrary<T>, numRuns: number, check: (value: T) => Promise<void>): Promise<void> {
  try {
    await fuzz(what, arbitrary, numRuns, check);
  } catch (error) {
    failures.push((error as Error).message);
  }
}

// ── Values ───────────────────────────────────────────────────────────────────────────────────────────────────
export type Value = string | Value[] | { [key: string]: Value };

const hostileStrings = [
  "1' OR '1'='1' -- ", "'; DROP TABLE wp_posts; --", '" UNION SELECT user_pass FROM wp_users -- ', '1) OR SLEEP(3)#', '%', '_', '\\',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '</textarea><svg onload=alert(1)>', '{{7*7}}${7*7}',
  '../../../../wp-config.php', '..%2F..%2Fwp-config.php', '/etc/passwd', 'php://filter/resource=wp-config.php', 'C:\\Windows\\win.ini',
  '\u202Eevil\u202C', 'مرحبا بالعالم', 'שלום עולם', '😀👨‍👩‍👧‍👦🏳️‍🌈', 'e\u0301\u0302\u0303\u0304', 'Z̷̡̛͓a̸l̴g̶o̵', 'İıŞşĞğ', '\u0000', 'a\u0000b', '\uFEFF', '\u00AD',
  '{"a":[1,{"b":null}]}', '[]', '{}', 'null', 'true', 'false', '-1', '0', '-0', '00', '1e308', '-1e308', 'NaN', 'Infinity', '0x1A', '1.5', '1,5', ' ', '',
  '99999999999999999999999', '-9223372036854775809', '2147483648', 'https://evil.example/steal', '//evil.example', 'javascript:alert(1)', 'data:text/html,x',
  'a:1:{s:1:"a";O:8:"stdClass":0:{}}', 'O:8:"stdClass":0:{}', 'admin', 'publish', 'private', 'draft', 'any', 'desc', 'asc', 'manga', 'wp-manga', 'page',
];

export interface Pools {
  /** Real ids and slugs of the fixtures, so that some requests reach past the lookups. */
  real: string[];
}

export function stringValue(pools: Pools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
    { weight: 3, arbitrary: fc.constantFrom(...pools.real) },
    { weight: 2, arbitrary: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map(String) },
    { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
    { weight: 1, arbitrary: fc.double().map(String) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
    // Long: up to 70,000 characters (PHP's post_max_size allows it; several fields of it stay under 8 MB).
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('A', 'ş', '😀', '<b>', "'"), fc.integer({ min: 300, max: 70_000 })).map(([unit, n]) => unit.repeat(n)) },
  );
}

/** A scalar, or the array/object shapes PHP builds from x[]=1 and x[a][b]=1. */
export function value(pools: Pools): fc.Arbitrary<Value> {
  const scalar = stringValue(pools);
  const key = fc.oneof(fc.constantFrom('a', '0', '1', 'id', '-1', '99999999999'), fc.string({ maxLength: 6 }).filter((k) => !/[[\]]/.test(k)));
  return fc.oneof(
    { weight: 8, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(key, fc.oneof(scalar, fc.array(scalar, { maxLength: 2 })), { minKeys: 1, maxKeys: 2 }) },
  );
}

/** Form entries for a field: a[]=…, a[k][]=…; an empty array or object becomes a[]= (PHP then sees an array). */
export function entries(name: string, v: Value): [string, string][] {
  if (typeof v === 'string') return [[name, v]];
  if (Array.isArray(v)) return v.length ? v.flatMap((item) => entries(`${name}[]`, item)) : [[`${name}[]`, '']];
  const keys = Object.keys(v);
  return keys.length ? keys.flatMap((k) => entries(`${name}[${k}]`, v[k])) : [[`${name}[]`, '']];
}

/** Field names the product reads: the hostile suite's list plus every request key named in the PHP source. */
export function productFieldNames(): string[] {
  const names = new Set([...fieldNames, 'namespace', 'post_type', 'log', 'pwd', 'userAvatar', 'chapter_name', 'star', 'rememberme', 'yomu_pages', 'pages']);
  const root = path.resolve(__dirname, '../..');
  const key = /\$(?:post|request|_POST|_GET|_REQUEST|query|fields|input)\[\s*'([A-Za-z0-9_-]+)'\s*\]|(?:text|int|id|get_param|has_param)\(\s*\$[a-z_]+,\s*'([A-Za-z0-9_-]+)'/g;
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !['vendor', 'node_modules', 'dist', 'languages'].includes(entry.name)) walk(full);
      else if (entry.name.endsWith('.php')) for (const m of fs.readFileSync(full, 'utf8').matchAll(key)) names.add(m[1] ?? m[2]);
    }
  };
  walk(path.join(root, 'plugin/src'));
  walk(path.join(root, 'theme'));
  return [...names].sort();
}

/** An admin-ajax action as declared to Yomu\Core\Http\Ajax\Registrar: who may call, its nonce, its fields and their types. */
export interface Declared {
  who: 'everyone' | 'guests' | 'members';
  nonce: [field: string, action: string] | null;
  fields: Record<string, string>;
}

/** Every admin-ajax action the running site declares, by name. */
export function declaredActions(): Record<string, Declared> {
  return fixture('admin_ajax_actions', {});
}

/** Some of the fields (missing ones are part of the fuzz), each with a hostile value. */
export function fields(names: string[], pools: Pools, maxFields = 10): fc.Arbitrary<[string, Value][]> {
  return fc.uniqueArray(fc.tuple(fc.constantFrom(...names), value(pools)), { maxLength: maxFields, selector: ([name]) => name });
}

// ── Users and nonces ─────────────────────────────────────────────────────────────────────────────────────────
export type Role = 'guest' | 'member' | 'editor';
export interface Caller {
  role: Role;
  id: number;
  login: string;
  cookie: string;
  /** Nonce action => a valid nonce for this user's session. */
  nonces: Record<string, string>;
}

/** A subscriber and an editor, signed in through wp-login.php, each with real nonces for the given actions. */
export async function callers(marker: string, nonceActions: string[]): Promise<Record<Role, Caller>> {
  const [member, editor] = fixture('site_make_users', {
    users: (['member', 'editor'] as const).map((who) => ({
      login: `${who}_${marker}`,
      email: `${who}-${marker}@example.com`,
      password: `Fuzz-pass-${marker}`,
      role: who === 'member' ? 'subscriber' : 'editor',
    })),
  });
  const ids = { member, editor };
  const result: Record<Role, Caller> = { guest: { role: 'guest', id: 0, login: '', cookie: '', nonces: {} } } as Record<Role, Caller>;
  for (const role of ['member', 'editor'] as const) {
    const name = `${role}_${marker}`;
    const cookie = await login(name, `Fuzz-pass-${marker}`);
    result[role] = { role, id: ids[role], login: name, cookie, nonces: fixture('fuzz_nonces', { user: ids[role], cookie, actions: nonceActions }) };
  }
  return result;
}

export function removeCallers(all: Record<Role, Caller>): void {
  const ids = [all?.member?.id, all?.editor?.id].filter((id): id is number => Boolean(id));
  if (ids.length) fixture('delete_users', { ids });
}

// ── State ────────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * A digest per row (`table#id|its name columns` → md5 of the row), leaving out what the caller may change: the given
 * tables, rows of the given users in wp_users and wp_usermeta, and bookkeeping every visit may write (transients,
 * cron, view counts, comment counts; for signed-in callers the manga's list of who bookmarked it). A query that
 * fails stops the digest, so a broken query cannot make every state look the same.
 */
export function stateDigest(skipTables: string[], ownUsers: number[]): Record<string, string> {
  return fixture('fuzz_state_digest', { skip: skipTables, own: ownUsers });
}

/** The rows (`table#key`) added, removed or changed between two digests. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => before[key] !== after[key]).sort();
}

// ── Per-request checks ───────────────────────────────────────────────────────────────────────────────────────
/** Bytes of the site's debug.log, to read what one request added to it. */
export function logSize(): number {
  const file = path.join(site.dir, 'debug.log');
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

export function logSince(offset: number): string[] {
  const file = path.join(site.dir, 'debug.log');
  if (!fs.existsSync(file)) return [];
  const buffer = fs.readFileSync(file).subarray(offset);
  return buffer.toString('utf8').split('\n').filter((line) => /PHP (Warning|Notice|Deprecated|Fatal error|Parse error)/.test(line));
}

export interface Answer {
  status: number;
  type: string;
  location: string;
  body: string;
}

/** A request as sent, for the failure message (long values shortened). */
export function describeRequest(method: string, url: string, form: [string, string][] | string | undefined, role: Role): string {
  const shown = Array.isArray(form) ? form.map(([k, v]) => `${k}=${JSON.stringify(v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v)}`).join('&') : (form ?? '').slice(0, 400);
  return `${role} ${method} ${url.slice(0, 300)} ${shown}`;
}

/** Text a person reads in an HTML or plain answer. */
function visibleText(body: string): string {
  return body.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim();
}

/** The message a JSON error answer carries, or '' when it has none a person could read. */
function jsonMessage(data: unknown): string {
  if (typeof data === 'string') return data.trim();
  if (Array.isArray(data)) return data.map(jsonMessage).find(Boolean) ?? '';
  if (!data || typeof data !== 'object') return '';
  const o = data as Record<string, unknown>;
  for (const key of ['message', 'msg', 'error']) if (typeof o[key] === 'string' && (o[key] as string).trim()) return (o[key] as string).trim();
  if ('data' in o) return jsonMessage(o.data);
  return '';
}

/**
 * What is wrong with an answer ('' when nothing): a 5xx, a PHP error or stack trace in the body, a redirect off
 * the site, or an error without a message a person can read. `zeroIsContract` names the exceptions MADARA.md's
 * compatibility contract requires (an error body of exactly `0` or `-1`).
 */
export function problem(answer: Answer, zeroIsContract: boolean): string {
  const { status, body, type, location } = answer;
  if (status >= 500) return `HTTP ${status}: ${visibleText(body).slice(0, 300)}`;
  if (/(Fatal error|Warning|Notice|Deprecated|Parse error)<\/b>:|Stack trace:|\bthrown in \//.test(body)) return `PHP error in the answer: ${visibleText(body).slice(0, 300)}`;
  if (location && new URL(location, site.url).host !== new URL(site.url).host) return `redirects off the site to ${location}`;
  if (status >= 300 && status < 400) return '';
  let json: unknown;
  if (/json/.test(type) || /^[[{]/.test(body.trim())) {
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
  }
  const failed = status >= 400 || (json !== null && typeof json === 'object' && (json as { success?: unknown }).success === false);
  if (!failed) return '';
  if (['0', '-1', ''].includes(body.trim()) && zeroIsContract) return '';
  if (json !== undefined) return jsonMessage(json) ? '' : `error without a message (HTTP ${status}): ${body.slice(0, 200)}`;
  return visibleText(body).length >= 3 ? '' : `error without a readable message (HTTP ${status}): ${JSON.stringify(body.slice(0, 200))}`;
}

// ── Counting ─────────────────────────────────────────────────────────────────────────────────────────────────
const counts: Record<string, number> = {};

export function count(endpoint: string): void {
  counts[endpoint] = (counts[endpoint] ?? 0) + 1;
}

/** Adds this file's counts to the run's tally file (printed by tests/fuzz/summary.ts). */
export function saveCounts(): void {
  const file = tallyFile();
  const all = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>) : {};
  for (const [k, n] of Object.entries(counts)) all[k] = (all[k] ?? 0) + n;
  fs.writeFileSync(file, JSON.stringify(all));
}

export function tallyFile(): string {
  return process.env.YOMU_FUZZ_TALLY ?? path.join(os.tmpdir(), `yomu-fuzz-tally-${process.ppid}.json`);
}

/**
 * A query string of at most ~8 KB: web servers refuse longer request lines themselves (414, or PHP's built-in
 * server closes the connection) before WordPress runs, so long values are cut and late fields dropped.
 */
export function queryString(form: [string, string][]): string {
  const parts: string[] = [];
  let size = 0;
  for (const [k, v] of form) {
    const part = new URLSearchParams([[k.slice(0, 200), v.slice(0, 600)]]).toString();
    if (size + part.length > 7000) break;
    parts.push(part);
    size += part.length + 1;
  }
  return parts.join('&');
}

// ── Sending ──────────────────────────────────────────────────────────────────────────────────────────────────
export interface FuzzRequest {
  endpoint: string;
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  url: string;
  caller: Caller;
  form?: [string, string][];
  /** Send the form as multipart/form-data, with these files (field name, file name, bytes). */
  files?: [string, string, Uint8Array][];
  json?: unknown;
  headers?: Record<string, string>;
  /** MADARA.md requires a bare `0`/`-1` error body here. */
  zeroIsContract?: boolean;
  /** Error bodies MADARA.md's contract fixes exactly (no message in them). */
  contractBodies?: string[];
}

/** Sends one request and throws, naming it, when the answer or the PHP log shows a problem. */
export async function send(request: FuzzRequest): Promise<Answer> {
  count(`${request.endpoint} (${request.caller.role})`);
  const headers: Record<string, string> = { ...request.headers };
  if (request.caller.cookie) headers.cookie = [request.caller.cookie, headers.cookie].filter(Boolean).join('; ');
  let body: BodyInit | undefined;
  let url = request.url;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form && request.method === 'GET') {
    url += (url.includes('?') ? '&' : '?') + queryString(request.form);
  } else if (request.form && request.files) {
    const data = new FormData();
    for (const [k, v] of request.form) data.append(k, v);
    for (const [k, name, bytes] of request.files) data.append(k, new Blob([new Uint8Array(bytes)]), name);
    body = data;
  } else if (request.form) {
    body = new URLSearchParams(request.form);
  }
  const shown = describeRequest(request.method, url, request.json !== undefined ? JSON.stringify(request.json) : request.method === 'GET' ? undefined : request.form, request.caller.role);
  const offset = logSize();
  let response: Response;
  try {
    response = await fetch(url, { method: request.method, headers, body, redirect: 'manual' });
  } catch (error) {
    throw new Error(`${shown}\n→ no answer: ${(error as Error & { cause?: Error }).cause?.message ?? error}`, { cause: error });
  }
  const answer: Answer = { status: response.status, type: response.headers.get('content-type') ?? '', location: response.headers.get('location') ?? '', body: await response.text() };
  const wrong = request.contractBodies?.includes(answer.body.trim()) && answer.status < 500 ? '' : problem(answer, request.zeroIsContract ?? false);
  const logged = logSince(offset);
  if (wrong || logged.length) throw new Error(`${shown}\n→ ${[wrong, ...logged.slice(0, 5)].filter(Boolean).join('\n→ ')}`);
  return answer;
}

// ── Fixtures ─────────────────────────────────────────────────────────────────────────────────────────────────
export interface Fixture {
  manga: number;
  draft: number;
  post: number;
  chapter: number;
  volume: number;
  slug: string;
  chapterSlug: string;
}

/** A published manga (comments open) with a volume and a chapter, a draft manga and a plain post. */
export function makeFixture(marker: string): Fixture {
  return fixture('fuzz_content', { marker });
}

export function removeFixture(fx: Fixture): void {
  if (!fx) return;
  removeMangaWithChapters(fx.manga);
  removeMangaWithChapters(fx.draft);
  fixture('delete_posts', { ids: [fx.post] });
}

export function realPool(fx: Fixture): Pools {
  return { real: [String(fx.manga), String(fx.draft), String(fx.post), String(fx.chapter), String(fx.volume), fx.slug, fx.chapterSlug, '1', '2'] };
}
