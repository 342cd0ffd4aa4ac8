// Early access through the real page cache: nginx's fastcgi_cache in front of php-fpm with the purge location
// (scripts/lib/stack.mjs), myCred on. A chapter free from "now + 3 s" is locked for a guest, and its page is kept
// by the cache no longer than that; from the moment on the same URL shows its pages to a guest, with nobody in
// wp-admin, and the site purged the manga's and the chapter's URLs (logged by a test must-use plugin).
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

let stack: { url: string; stop(): Promise<void> } | undefined;
let seeded: { manga: number; url: string; chapters: PremiumChapter[] } | undefined;

const now = () => Date.now() / 1000;
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** A guest GET through the stack, with the site's own Host header (fetch cannot set Host); times in Unix seconds. */
function guest(path: string): Promise<Answer> {
  const sent = now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${stack?.url}${path}`, { headers: { host: new URL(site.url).host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8'), sent, received: now() }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The s-maxage of a guest answer (max-age when there is none), or null when shared caches may not keep it. */
function sharedSeconds(answer: Answer): number | null {
  const value = String(answer.headers['cache-control'] ?? '');
  const found = /s-maxage=(\d+)/.exec(value) ?? /max-age=(\d+)/.exec(value);
  return /private|no-store/.test(value) || !found ? null : Number(found[1]);
}

beforeAll(async () => {
  expect(fixture('premium_mycred', { on: 1 })).toBe(true);
  seeded = fixture('premium_seed', { title: `Early access ${Date.now()}`, prices: [5, 5] });
  expect(fixture('early_access_purge_log', { on: 1 })).toBe(true);
  stack = await startStack({ siteDir: site.dir, port: await freePort(), cache: true, purge: true, children: 2 });
});

afterAll(async () => {
  await stack?.stop();
  fixture('early_access_purge_log', { on: 0 });
  if (seeded) fixture('delete_posts', { ids: [seeded.manga] });
  fixture('premium_mycred', { on: 0 });
});

describe('early access through the page cache', () => {
  it('locks a chapter until its moment, caches it no longer, then shows it to guests and purges its manga', async () => {
    if (!seeded) throw new Error('not seeded');
    const [early, other] = seeded.chapters;
    expect(early.images.length).toBeGreaterThan(0);
    // php-fpm's first answers are slow (cold opcache): warm it up before the clock starts.
    expect((await guest(pathOf(seeded.url))).status).toBe(200);
    expect((await guest(pathOf(other.url))).status).toBe(200);

    const { moment, scheduled } = fixture('early_access_set', { chapter: early.id, seconds: 3 });
    expect(scheduled, 'a WP-Cron event is scheduled for the moment').toBe(moment);

    const locked = await guest(pathOf(early.url));
    expect(locked.status).toBe(200);
    expect(locked.received, 'the first answer came before the moment (the machine was too slow otherwise)').toBeLessThan(moment);
    expect(locked.text).toContain('premium-block');
    for (const image of early.images) expect(locked.text).not.toContain(image);
    const kept = sharedSeconds(locked);
    expect(kept, `Cache-Control: ${locked.headers['cache-control']}`).not.toBeNull();
    expect(kept ?? Infinity, 'the page cache keeps the locked page no longer than the moment').toBeLessThanOrEqual(moment - locked.sent);
    expect(String(locked.headers['cache-control'])).not.toContain('stale-while-revalidate');

    const mangaPage = await guest(pathOf(seeded.url));
    expect(mangaPage.received).toBeLessThan(moment);
    expect(sharedSeconds(mangaPage) ?? Infinity, 'the manga page, which shows the lock, neither').toBeLessThanOrEqual(moment - mangaPage.sent);

    // Poll the same URL as a guest until it shows the pages; nothing else happens on the site meanwhile.
    let open: Answer | undefined;
    const deadline = now() + 30;
    while (!open && now() < deadline) {
      const answer = await guest(pathOf(early.url));
      expect(answer.status).toBe(200);
      if (early.images.every((image) => answer.text.includes(image))) open = answer;
      else if (answer.sent >= moment + 1) throw new Error(`still locked a second after the moment (X-Cache ${answer.headers['x-cache']}, Cache-Control ${answer.headers['cache-control']})`);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(open, 'the chapter opened for guests').toBeDefined();
    expect(open?.received ?? 0, 'not before its moment').toBeGreaterThanOrEqual(moment);
    expect(open?.text).not.toContain('premium-block');

    // The other chapter of the manga has no early access: still locked.
    const still = await guest(pathOf(other.url));
    for (const image of other.images) expect(still.text).not.toContain(image);
    expect(still.text).toContain('premium-block');

    // The request that ran the unlock purged the manga's URLs at its end (shutdown): poll the log for them.
    let purged: string[] = [];
    while (now() < deadline) {
      purged = fixture('early_access_purges', {}).flat();
      if (purged.includes(early.url) && purged.includes(seeded.url)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(purged).toContain(early.url);
    expect(purged).toContain(seeded.url);
  });
});
