// Page variants in Chromium (Debian's, through playwright-core): a 375 px phone at DPR 2 downloads the 720 px WebP
// of each page and never the original; pages ahead come one at a time in reading order; the list waits for its first
// page before the second starts; the data saver takes the 480 px variants and skips the next chapter; and the raw
// ?style=list HTML a reader app reads keeps every original in an img src. The chapters are made by the test: PNG
// originals of 1000×1500 with WebP variants drawn by GD and listed in the page entries (yomu_variants).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../support/browser';
import { frames } from '../support/settle';
import { fixture } from '../support/fixture';
import { site } from '../support/site';
import { wakeReader } from '../support/reader-page';

interface Fixture {
  manga: number;
  url: string;
  chapters: string[];
}

let browser: Browser;
let fx: Fixture;

beforeAll(async () => {
  const tag = `v${Date.now().toString(36)}`;
  fx = fixture('reader_variants_seed', { tag });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (fx) {
    fixture('delete_posts', { ids: [fx.manga] });
  }
});

const chapterUrl = (i: number, query = '') => `${fx.url}${fx.chapters[i]}/${query}`;
const isImage = (url: string) => /\.(png|webp)(\?|$)/.test(url) && url.includes('/WP-manga/');
const name = (url: string) => url.split('/').slice(-3).join('/');

/** A phone context that logs image requests and finished responses, in order. */
async function phone(cookies: Array<{ name: string; value: string }> = []): Promise<{ ctx: BrowserContext; page: Page; log: string[] }> {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await ctx.addCookies(cookies.map((cookie) => ({ ...cookie, url: site.url })));
  const page = await ctx.newPage();
  const log: string[] = [];
  page.on('request', (request) => {
    if (isImage(request.url())) log.push(`start ${name(request.url())}`);
  });
  page.on('requestfinished', (request) => {
    if (isImage(request.url())) log.push(`end ${name(request.url())}`);
  });
  return { ctx, page, log };
}

const started = (log: string[]) => log.filter((line) => line.startsWith('start ')).map((line) => line.slice(6));

describe('page variants on a 375 px phone at DPR 2', () => {
  it('downloads the 720 px WebP of the page and of the pages ahead, one at a time in reading order, and no original', async () => {
    const { ctx, page, log } = await phone();
    await page.goto(chapterUrl(0));
    await wakeReader(page);
    await expect.poll(() => started(log).length, { timeout: 15000 }).toBeGreaterThanOrEqual(4);
    await expect.poll(() => log.includes(`end ${started(log)[3]}`), { timeout: 15000 }).toBe(true);
    const requested = started(log);
    expect(requested.slice(0, 4).map((url) => url.split('/').pop())).toEqual(['001.720.webp', '002.720.webp', '003.720.webp', '004.720.webp']);
    expect(requested.filter((url) => url.endsWith('.png'))).toEqual([]);
    // Each page ahead starts only after the one before it has finished.
    for (let i = 1; i < 4; i++) expect(log.indexOf(`start ${requested[i]}`)).toBeGreaterThan(log.indexOf(`end ${requested[i - 1]}`));
    // Turning the page shows the warmed image: no second download.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('.reading-content img').first().getAttribute('id')).toBe('image-1');
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLImageElement>('.reading-content img')?.currentSrc ?? '')).toMatch(/02\.720\.webp$/);
    expect(started(log).filter((url) => url.endsWith('002.720.webp'))).toHaveLength(1);
    await ctx.close();
  });

  it('in the list, starts the second page only once the first has finished', async () => {
    const { ctx, page, log } = await phone();
    await page.goto(chapterUrl(0, '?style=list'));
    await expect.poll(() => started(log).length, { timeout: 15000 }).toBeGreaterThanOrEqual(2);
    const [first, second] = started(log);
    expect([first, second].map((url) => url.split('/').pop())).toEqual(['001.720.webp', '002.720.webp']);
    expect(log.indexOf(`start ${second}`)).toBeGreaterThan(log.indexOf(`end ${first}`));
    await ctx.close();
  });

  it('with the data saver: the 480 px variants, one page ahead, and no next chapter', async () => {
    const { ctx, page, log } = await phone([{ name: 'yomu-reader-settings', value: 'paged.-.-.on' }]);
    await page.goto(chapterUrl(0, 'p/3/'));
    await wakeReader(page);
    await expect.poll(() => started(log).length, { timeout: 15000 }).toBeGreaterThanOrEqual(2);
    // The queue fetches one image at a time: a third would start as soon as the page has the second one.
    await page.waitForFunction((url) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(url)), started(log)[1]);
    await frames(page, 3);
    expect(started(log).map((url) => url.split('/').pop())).toEqual(['003.480.webp', '004.480.webp']);
    await ctx.close();

    // The same page without it fetches the next chapter's first page too (what the data saver leaves out).
    const normal = await phone();
    await normal.page.goto(chapterUrl(0, 'p/3/'));
    await expect.poll(() => started(normal.log).some((url) => url.includes(`/${fx.chapters[1]}/`) || url.split('/').pop() === '001.720.webp'), { timeout: 15000 }).toBe(true);
    await normal.ctx.close();
  });
});

describe('what a reader app reads', () => {
  it('?style=list, fetched raw, has every page original in its div.page-break img src and no img srcset', async () => {
    const html = await (await fetch(chapterUrl(0, '?style=list'))).text();
    const blocks = [...html.matchAll(/<div class="page-break[^"]*">(.*?)<\/div>/g)].map((m) => m[1]);
    expect(blocks).toHaveLength(4);
    blocks.forEach((block, i) => {
      const img = /<img [^>]*>/.exec(block)?.[0] ?? '';
      expect(img).toMatch(new RegExp(`\\ssrc="[^"]+/${String(i + 1).padStart(3, '0')}\\.png"`));
      expect(img).not.toContain('srcset');
      expect(block).toContain(`${String(i + 1).padStart(3, '0')}.720.webp 720w`);
    });
  });
});
