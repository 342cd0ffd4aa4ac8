// Nothing competes with the page (issue 17): on a reader page the consent banner never covers the first page
// image and stays usable by keyboard; DOMPurify is fetched only by a page that inserts server HTML.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlaps, pageBox } from '../support/boxes';
import { launch, screenshot, watchErrors } from '../support/browser';
import { frames } from '../support/settle';
import { site } from '../support/site';
import { createReaderFixture, removeReaderFixture, type ReaderFixture } from './reader-fixture';

let browser: Browser;
let fx: ReaderFixture;

beforeAll(async () => {
  fx = createReaderFixture();
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  removeReaderFixture(fx);
});

describe.each([
  { mode: 'paged', cookie: null },
  { mode: 'long strip', cookie: 'strip.-.-' },
])('consent banner on a $mode chapter at 375 px', ({ mode, cookie }) => {
  it('never covers the first page image, and is operable by keyboard alone', async () => {
    const url = `${fx.volUrl}cilt-1/bolum-1/`;
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    if (cookie) await context.addCookies([{ name: 'yomu-reader-settings', value: cookie, url: site.url }]);
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(url);
    const banner = page.locator('.yomu-consent-banner');
    await banner.waitFor({ state: 'visible' });
    await page.locator('.reading-content img').first().evaluate((image: HTMLImageElement) => image.decode());
    const image = await pageBox(page, '.reading-content img');
    expect(image.height).toBeGreaterThan(300);
    // Not over the image now, nor anywhere the page scrolls to: the banner has its own place.
    expect(overlaps(await pageBox(page, '.yomu-consent-banner'), image)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(overlaps(await pageBox(page, '.yomu-consent-banner'), image)).toBe(false);
    await screenshot(page, `consent-reader-${mode.replace(' ', '-')}-375`);

    // From the top of the page, Tab alone reaches the banner's Reject All, and Enter works it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('body').focus();
    let reached = false;
    for (let i = 0; i < 300 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.closest('.yomu-consent-banner') !== null && document.activeElement?.textContent === 'Tümünü Reddet');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await banner.first().waitFor({ state: 'hidden' });
    const consent = (await context.cookies()).find((c) => c.name === 'cookieyes-consent');
    expect(decodeURIComponent(consent?.value ?? '')).toMatch(/,consent:no,action:yes,necessary:yes,functional:no,analytics:no,/);
    expect(await page.locator('.yomu-consent-revisit').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('consent banner over the page', () => {
  it('stays on top of positioned content with a z-index (as the home slider has) and takes its clicks', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(`${site.url}/`);
    const reject = page.locator('.yomu-consent-banner').getByRole('button', { name: 'Tümünü Reddet' });
    await reject.waitFor({ state: 'visible' });
    // What Swiper's stylesheet gives a slider's track (position: relative; z-index: 1), under the whole banner.
    await page.evaluate(() => {
      const track = document.createElement('div');
      track.className = 'test-positioned-track';
      track.style.cssText = 'position: relative; z-index: 1; block-size: 3000px; background: #eee';
      document.querySelector('main')!.prepend(track);
    });
    await frames(page);
    const onTop = await reject.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === button;
    });
    expect(onTop).toBe(true);
    await reject.click({ timeout: 5000 });
    await page.locator('.yomu-consent-banner').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('consent banner and the largest paint', () => {
  it('is never the LCP element of a search page, though its text is larger than any result (desktop)', async () => {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    await context.addInitScript(() => {
      const seen: Array<{ banner: boolean; size: number }> = [];
      (window as unknown as { lcp: typeof seen }).lcp = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null; size: number }>) {
          seen.push({ banner: !!entry.element?.closest('.yomu-consent'), size: entry.size });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(new URL(`/?s=${fx.tag}&post_type=wp-manga`, site.url).href, { waitUntil: 'networkidle' });
    await page.locator('.yomu-consent-banner').waitFor({ state: 'visible' });
    // The banner's paint is reported, were it a candidate: two frames after it shows, a fresh buffered observer
    // is handed every entry so far.
    await frames(page);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new PerformanceObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const { entries, banner } = await page.evaluate(() => {
      const rect = document.querySelector('.yomu-consent-banner__text')!.getBoundingClientRect();
      return { entries: (window as unknown as { lcp: Array<{ banner: boolean; size: number }> }).lcp, banner: rect.width * rect.height };
    });
    expect(entries.length).toBeGreaterThan(0);
    // The banner's text is larger than anything of the page's own, so only the way it is painted keeps it out.
    expect(banner).toBeGreaterThan(Math.max(...entries.map((entry) => entry.size)));
    expect(entries.filter((entry) => entry.banner)).toEqual([]);
    await context.close();
  });
});

describe('DOMPurify', () => {
  /** Loads a page, scrolls it through so every island loads, and returns the sanitizer requests it made. */
  async function purifyRequests(page: Page, url: string): Promise<string[]> {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/\/(purify|sanitize)[^/]*\.js/.test(new URL(request.url()).pathname)) requests.push(request.url());
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        // Two frames: the scroll is rendered and the islands' IntersectionObservers have seen it.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await page.waitForLoadState('networkidle');
    return requests;
  }

  it('is not fetched by pages that insert no server HTML (manga page with its reloaded list, reader, search)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    // The manga page reloads its chapter list from ajax/chapters/: the same list, so nothing is inserted.
    const listReload = page.waitForResponse((response) => response.url().includes('/ajax/chapters/'));
    expect(await purifyRequests(page, fx.volUrl)).toEqual([]);
    expect((await listReload).status()).toBe(200);
    expect(await page.locator('#manga-chapters-holder li.wp-manga-chapter').count()).toBe(3);
    expect(await purifyRequests(page, `${fx.volUrl}cilt-1/bolum-1/`)).toEqual([]);
    expect(await purifyRequests(page, new URL(`/?s=${fx.tag}&post_type=wp-manga`, site.url).href)).toEqual([]);

    // The same search page fetches it once it inserts server HTML: the hover card of a result.
    const fetched = page.waitForRequest((request) => /\/(purify|sanitize)[^/]*\.js/.test(request.url()));
    await page.locator('.c-tabs-item__content .tab-thumb').first().hover();
    await page.locator('.manga-hover').waitFor({ state: 'visible' });
    await fetched;
    expect(errors).toEqual([]);
    await context.close();
  });
});
