// Every manga and chapter page a reader opens in Chromium counts one view, sent by the browser after the page has
// loaded (the page's view, Views\PageView, counted by the boot): a chapter page opened directly, the manga page, a chapter page served
// from nginx's page cache (the stack of scripts/lib/stack.mjs as the browser's HTTP proxy), and the next chapter
// after Next. A site that does not count views gets no request at all. The counts are read from the database:
// Madara's total, its period meta and the chapters' views column.
import http from 'node:http';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/site.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { launch } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/cache';
import '../support/fixtures/views';
import { frames } from '../support/settle';
import { site } from '../support/site';

let browser: Browser;
let proxied: Browser | undefined;
let stack: { url: string; stop(): Promise<void> } | undefined;
let manga: { id: number; url: string; path: string; slugs: string[] };

const counts = () => fixture('views_counts', { manga: manga.id });
const chapterUrl = (slug: string) => `${manga.url}${slug}/`;

/** The X-Cache of a guest's GET through the stack, with the site's own Host header (fetch cannot set Host). */
function cacheStatus(stackUrl: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${stackUrl}${path}`, { headers: { host: new URL(site.url).host } }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.headers['x-cache'] ?? '')));
    });
    request.on('error', reject);
    request.end();
  });
}

const isView = (body: string | null) => new URLSearchParams(body ?? '').get('action') === 'manga_views';

/** The manga_views requests a page sends, as their fields. */
function watchViews(page: Page): Array<Record<string, string>> {
  const sent: Array<Record<string, string>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && isView(request.postData())) sent.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
  });
  return sent;
}

const viewAnswered = (page: Page, chapter: string) =>
  page.waitForResponse((response) => {
    const fields = new URLSearchParams(response.request().postData() ?? '');
    return fields.get('action') === 'manga_views' && (fields.get('chapter') ?? '') === chapter;
  });

/** Opens a page and waits until its view was answered (the count is written before the answer). */
async function openCounted(page: Page, url: string, chapter: string): Promise<Response | null> {
  const answered = viewAnswered(page, chapter);
  const response = await page.goto(url);
  expect((await answered).status()).toBe(200);
  await frames(page);
  return response;
}

/** The counts after one more view of the manga, and of chapter `index` unless it is -1. */
function plusOne(before: ReturnType<typeof counts>, index: number) {
  return {
    ...before,
    total: String(Number(before.total || 0) + 1),
    periods: Object.fromEntries(Object.entries(before.periods).map(([period, value]) => [period, String(Number(value || 0) + 1)])),
    chapterViews: before.chapterViews.map((views, i) => (i === index ? views + 1 : views)),
  };
}

beforeAll(async () => {
  [manga] = fixture('cache_make_manga', { titles: [`Okunan ${Date.now()}`], chapters: ['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4', 'Bölüm 5'], text: '<p>Metin.</p>' });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await proxied?.close();
  await stack?.stop();
  if (manga) fixture('delete_posts', { ids: [manga.id] });
});

describe('views counted by the browser', () => {
  it('a chapter page opened directly counts one view of the manga and of that chapter', async () => {
    const page = await browser.newPage();
    const sent = watchViews(page);
    const before = counts();
    await openCounted(page, chapterUrl(manga.slugs[0]), manga.slugs[0]);
    expect(sent).toEqual([{ manga: String(manga.id), chapter: manga.slugs[0], action: 'manga_views' }]);
    expect(counts()).toEqual({ ...plusOne(before, 0), week: expect.anything() });
    await page.close();
  });

  it('the manga page counts one view of the manga, and none of a chapter', async () => {
    const page = await browser.newPage();
    const sent = watchViews(page);
    const before = counts();
    await openCounted(page, manga.url, '');
    await page.waitForSelector('[data-island="chapter-list"][data-wake]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    await frames(page);
    // The chapter list no longer sends one of its own.
    expect(sent).toEqual([{ manga: String(manga.id), action: 'manga_views' }]);
    expect(counts()).toEqual({ ...plusOne(before, -1), week: expect.anything() });
    await page.close();
  });

  it('Next to another chapter counts that chapter once', async () => {
    const page = await browser.newPage();
    const sent = watchViews(page);
    await openCounted(page, chapterUrl(manga.slugs[2]), manga.slugs[2]);
    const before = counts();
    const answered = viewAnswered(page, manga.slugs[3]);
    await page.locator('a.next_page').first().click();
    await answered;
    await page.waitForURL((address) => address.pathname.endsWith(`/${manga.slugs[3]}/`));
    await frames(page);
    expect(sent.map((fields) => fields.chapter)).toEqual([manga.slugs[2], manga.slugs[3]]);
    expect(counts()).toEqual({ ...plusOne(before, 3), week: expect.anything() });
    await page.close();
  });

  it('a chapter page served from the page cache counts too', async () => {
    stack = await startStack({ siteDir: site.dir, port: await freePort(), cache: true, children: 2 });
    const proxy = new URL(stack.url);
    // The stack as the browser's HTTP proxy; <-loopback> sends even 127.0.0.1 through it.
    proxied = await launchChromium({ args: [`--proxy-server=http://${proxy.host}`, '--proxy-bypass-list=<-loopback>'] });
    const url = chapterUrl(manga.slugs[4]);
    // Another visitor's request (no browser, so no view) put the page in the cache.
    expect(await cacheStatus(stack.url, new URL(url).pathname)).toBe('MISS');
    expect(await cacheStatus(stack.url, new URL(url).pathname)).toBe('HIT');

    const context = await proxied.newContext();
    const page = await context.newPage();
    const sent = watchViews(page);
    const before = counts();
    const response = await openCounted(page, url, manga.slugs[4]);
    expect(response?.headers()['x-cache']).toBe('HIT');
    expect(sent).toEqual([{ manga: String(manga.id), chapter: manga.slugs[4], action: 'manga_views' }]);
    expect(counts()).toEqual({ ...plusOne(before, 4), week: expect.anything() });
    await context.close();
  });

  it('a site that does not count views sends nothing from either page', async () => {
    const saved = fixture('get_option', { name: 'wp_manga_settings' });
    fixture('views_set_counting', { on: false });
    try {
      const before = counts();
      for (const url of [manga.url, chapterUrl(manga.slugs[1])]) {
        const page = await browser.newPage();
        const sent = watchViews(page);
        await page.goto(url);
        // No view printed, so nothing can ask; and nothing did once the page's network went quiet.
        expect(await page.locator('script#yomu-page-view').count(), url).toBe(0);
        await page.waitForLoadState('networkidle');
        expect(sent, url).toEqual([]);
        await page.close();
      }
      expect(counts()).toEqual(before);
    } finally {
      fixture('set_option', { name: 'wp_manga_settings', value: saved });
    }
  });
});
