// Early access through the real page cache: nginx's fastcgi_cache in front of php-fpm with the purge location
// (scripts/lib/stack.mjs), myCred on, the site in Tokyo time. An editor sets a chapter's "Free from" to now + 3 s
// in its wp-admin chapter panel. Until then a guest gets it locked, from a page the cache keeps no longer than
// that; from the moment on the same URL shows its pages to a guest, with nobody in wp-admin, and the site purged
// the manga's and the chapter's URLs (logged by a test must-use plugin).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/site.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { fixture } from '../support/fixture';
import '../support/fixtures/premium';
import type { PremiumChapter } from '../support/fixtures/premium';
import '../support/fixtures/premium-early-access';
import { site } from '../support/site';

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; sent: number; received: number };

const timeZone = 'Asia/Tokyo';
const password = 'early-editor-Pw-1';
let stack: { url: string; stop(): Promise<void> } | undefined;
let seeded: { manga: number; url: string; chapters: PremiumChapter[] } | undefined;
let editor = 0;
let savedZone: unknown = '';

const now = () => Date.now() / 1000;
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

/** A request to the stack with the site's own Host header (fetch cannot set Host); times in Unix seconds. */
function send(path: string, init: { method?: string; cookie?: string; body?: URLSearchParams } = {}): Promise<Answer> {
  const headers: Record<string, string> = { host: new URL(site.url).host };
  if (init.cookie) headers.cookie = init.cookie;
  const payload = init.body ? Buffer.from(init.body.toString()) : undefined;
  if (payload) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['content-length'] = String(payload.length);
  }
  const sent = now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${stack?.url}${path}`, { method: init.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8'), sent, received: now() }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

async function guest(url: string): Promise<Answer> {
  const answer = await send(pathOf(url));
  expect(answer.status, url).toBe(200);
  return answer;
}

/** The s-maxage of a guest answer (max-age when there is none), or null when shared caches may not keep it. */
function sharedSeconds(answer: Answer): number | null {
  const value = String(answer.headers['cache-control'] ?? '');
  const found = /s-maxage=(\d+)/.exec(value) ?? /max-age=(\d+)/.exec(value);
  return /private|no-store/.test(value) || !found ? null : Number(found[1]);
}

/** A Unix time as the chapter panel's datetime-local field takes it, in the site's time zone, with seconds. */
function siteLocal(time: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(time * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

async function signIn(): Promise<string> {
  const answer = await send('/wp-login.php', {
    method: 'POST',
    cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
    body: new URLSearchParams({ log: 'early_editor', pwd: password, testcookie: '1' }),
  });
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
  expect(cookies.some((c) => c.startsWith('wordpress_logged_in_')), `login answered ${answer.status}`).toBe(true);
  return cookies.join('; ');
}

beforeAll(async () => {
  expect(fixture('premium_mycred', { on: 1 })).toBe(true);
  savedZone = fixture('get_option', { name: 'timezone_string' });
  fixture('set_option', { name: 'timezone_string', value: timeZone });
  seeded = fixture('premium_seed', { title: `Early access ${Date.now()}`, prices: [5, 5] });
  editor = fixture('make_user', { login: 'early_editor', password, role: 'editor' });
  expect(fixture('early_access_purge_log', { on: 1 })).toBe(true);
  stack = await startStack({ siteDir: site.dir, port: await freePort(), cache: true, purge: true, children: 2 });
});

afterAll(async () => {
  await stack?.stop();
  fixture('early_access_purge_log', { on: 0 });
  if (seeded) fixture('delete_posts', { ids: [seeded.manga] });
  if (editor) fixture('delete_users', { ids: [editor] });
  fixture('set_option', { name: 'timezone_string', value: typeof savedZone === 'string' ? savedZone : '' });
  fixture('premium_mycred', { on: 0 });
});

describe('early access through the page cache', () => {
  it('locks a chapter until its moment, caches it no longer, then shows it to guests and purges its manga', async () => {
    if (!seeded) throw new Error('not seeded');
    const [early, other] = seeded.chapters;
    expect(early.images.length).toBeGreaterThan(0);
    // The manga page is in the page cache (for 300 s) before the editor sets the date.
    await guest(seeded.url);
    expect((await guest(seeded.url)).headers['x-cache']).toBe('HIT');

    const cookie = await signIn();
    const panel = await send(`/wp-admin/post.php?post=${seeded.manga}&action=edit&yomu_chapter=${early.id}`, { cookie });
    expect(panel.status).toBe(200);
    expect(panel.text, 'the chapter panel has the "Free from" field').toMatch(/<input type="datetime-local" id="yomu-free-from" name="free_from" form="[^"]+"/);
    const form = /<form id="[^"]+" class="yomu-form"[^>]*data-yomu-action="yomu_chapter_free_from">(.*?)<\/form>/s.exec(panel.text);
    expect(form, 'the editor prints the early-access form').not.toBeNull();
    const body = new URLSearchParams();
    for (const input of (form?.[1] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) body.append(input[1], input[2]);

    const moment = Math.ceil(now() + 3);
    body.append('free_from', siteLocal(moment));
    const saved = await send('/wp-admin/admin-post.php', { method: 'POST', cookie, body });
    expect(saved.status, 'admin-post redirects back to the editor (303)').toBe(303);
    expect(fixture('early_access_schedule', {}), 'stored in UTC, and a WP-Cron event for the moment').toEqual({ next: moment, scheduled: moment });

    const locked = await guest(early.url);
    expect(locked.received, 'the first answer came before the moment (the machine was too slow otherwise)').toBeLessThan(moment);
    expect(locked.text).toContain('content-blocked');
    for (const image of early.images) expect(locked.text).not.toContain(image);
    const kept = sharedSeconds(locked);
    expect(kept, `Cache-Control: ${locked.headers['cache-control']}`).not.toBeNull();
    expect(kept ?? Infinity, 'the page cache keeps the locked page no longer than the moment').toBeLessThanOrEqual(moment - locked.sent);
    expect(String(locked.headers['cache-control'])).not.toContain('stale-while-revalidate');

    const mangaPage = await guest(seeded.url);
    expect(mangaPage.received).toBeLessThan(moment);
    expect(mangaPage.headers['x-cache'], 'saving the date purged the cached manga page').not.toBe('HIT');
    expect(sharedSeconds(mangaPage) ?? Infinity, 'the manga page, which shows the lock, is kept no longer either').toBeLessThanOrEqual(moment - mangaPage.sent);
    expect(fixture('early_access_purges', {}).flat()).toContain(seeded.url);
    fixture('early_access_purge_log', { on: 1 }); // From here on, only what the unlock purges.

    // Poll the same URL as a guest until it shows the pages; nobody does anything else on the site meanwhile.
    let open: Answer | undefined;
    const deadline = now() + 30;
    while (!open && now() < deadline) {
      const answer = await guest(early.url);
      if (early.images.every((image) => answer.text.includes(image))) open = answer;
      else if (answer.sent >= moment + 1) throw new Error(`still locked a second after the moment (X-Cache ${answer.headers['x-cache']}, Cache-Control ${answer.headers['cache-control']})`);
      else await pause();
    }
    expect(open, 'the chapter opened for guests').toBeDefined();
    expect(open?.received ?? 0, 'not before its moment').toBeGreaterThanOrEqual(moment);
    expect(open?.text).not.toContain('content-blocked');

    // The other chapter of the manga has no early access: still locked.
    const still = await guest(other.url);
    expect(still.text).toContain('content-blocked');
    for (const image of other.images) expect(still.text).not.toContain(image);

    // The request that ran the unlock purged the manga's URLs at its end (shutdown): poll the log for them.
    let purged: string[] = [];
    while (now() < deadline && !(purged.includes(early.url) && purged.includes(seeded.url))) {
      await pause();
      purged = fixture('early_access_purges', {}).flat();
    }
    expect(purged).toContain(early.url);
    expect(purged).toContain(seeded.url);
    expect(fixture('early_access_schedule', {}), 'nothing left to unlock').toEqual({ next: 0, scheduled: 0 });
  });
});
