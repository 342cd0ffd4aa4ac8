// Nothing but the HTML blocks the first paint (issue 35): a page's first-screen rules are in its head and the whole
// stylesheet comes at the end of the body, once the page's first image has loaded. While that stylesheet is held on
// the wire, the first screen must already look as it will: the header styled, and no box of the first screen moving
// when the stylesheet arrives (a move would be a layout shift). An image chapter links its first-screen rules (a
// small file, asked for beside the first page image) instead of printing them, and then loads the rest of the
// stylesheet in the whole one's place, which must draw every element as the whole stylesheet does.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFERRED_STYLESHEET, launch, wholeStylesheet } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/listing';
import { openReader } from '../support/reader-page';
import { site } from '../support/site';
import { type MangaFixture, createMangaFixture, removeMangaFixture } from './manga-page-fixture';
import { type ReaderFixture, createReaderFixture, removeReaderFixture } from './reader-fixture';

const STYLESHEET = DEFERRED_STYLESHEET;

let browser: Browser;
let manga: MangaFixture;
let reader: ReaderFixture;

beforeAll(async () => {
  browser = await launch();
  manga = createMangaFixture();
  reader = createReaderFixture();
});

afterAll(async () => {
  removeMangaFixture(manga);
  removeReaderFixture(reader);
  await browser?.close();
});

type Box = [string, number, number, number, number];

/** Every drawn element's box, kept in the page by element (the loader removes itself meanwhile: no index shifts). */
const rememberFirstScreen = (page: Page): Promise<void> =>
  page.evaluate(() => {
    // The loading overlay fades and removes itself meanwhile: it is not the page's content.
    const content = [...document.querySelectorAll('body *')].filter((element) => !element.closest('#page-loader'));
    (window as unknown as { boxes: Map<Element, number[]> }).boxes = new Map(content.map((element) => [element, boxOf(element)]));
    function boxOf(element: Element): number[] {
      // A spinning box (a loading indicator) changes its bounds by itself: not compared.
      if (element.getAnimations().length > 0) return [-1, -1, 0, 0];
      const rect = element.checkVisibility() ? element.getBoundingClientRect() : { x: -1, y: -1, width: 0, height: 0 };
      return [rect.x, rect.y, rect.width, rect.height].map(Math.round);
    }
  });

/** The remembered elements still in the page, each with its box then and now. */
const comparedFirstScreen = (page: Page): Promise<[Box, Box][]> =>
  page.evaluate(() =>
    [...(window as unknown as { boxes: Map<Element, number[]> }).boxes]
      .filter(([element]) => element.isConnected)
      .map(([element, before]): [Box, Box] => {
        const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
        const rect = element.getAnimations().length > 0 || !element.checkVisibility() ? { x: -1, y: -1, width: 0, height: 0 } : element.getBoundingClientRect();
        return [[name, before[0], before[1], before[2], before[3]], [name, ...([rect.x, rect.y, rect.width, rect.height].map(Math.round) as [number, number, number, number])]];
      }),
  );

/** Boxes of the first screen that the stylesheet moved or resized (a box crossing the fold may grow below it). */
function moved(pairs: [Box, Box][], fold: number): string[] {
  const out: string[] = [];
  for (const [a, b] of pairs) {
    const inScreen = (box: Box) => box[4] > 0 && box[2] < fold && box[2] + box[4] > 0;
    if (!inScreen(a) && !inScreen(b)) continue;
    if (a[1] === b[1] && a[2] === b[2] && a[3] === b[3] && a[2] + Math.min(a[4], b[4]) > fold) continue;
    if (a.slice(1).some((value, k) => Math.abs(Number(value) - Number(b[k + 1])) > 1)) out.push(`${a.join(' ')} → ${b.slice(1).join(' ')}`);
  }
  return out;
}

const routes = () => [
  ['home', `${site.url}/`],
  ['manga archive', `${site.url}/manga/`],
  ['search', `${site.url}/?s=a&post_type=wp-manga`],
  ['manga page', manga.longUrl],
  ['text chapter', `${reader.textUrl}bolum-1/`],
  ['image chapter', `${reader.volUrl}cilt-1/bolum-1/`],
  ['404', `${site.url}/no-such-page-critical/`],
];

describe.each([
  { name: 'phone', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
])('first screen before the stylesheet ($name)', (screen) => {
  it.each([true, false])('draws each kind of page from its head alone, and the stylesheet moves nothing (JavaScript %s)', async (javaScriptEnabled) => {
    const context = await browser.newContext({ ...screen, javaScriptEnabled });
    try {
      for (const [name, url] of routes()) {
        const page = await context.newPage();
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        let asked = false;
        await page.route(STYLESHEET, async (route) => {
          asked = true;
          await held;
          await route.continue();
        });
        // The first paint comes before any island: the page's inline scripts run, its modules do not.
        await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
        await page.goto(url, { waitUntil: 'commit' });
        await page.locator('.site-footer').waitFor({ state: 'attached' });
        await expect.poll(() => asked, { message: `${name}: the stylesheet is asked for` }).toBe(true);
        // Printed in a <style>, or on an image chapter a linked file, which may still be on its way.
        await page.waitForFunction(() => (document.getElementById('yomu-critical-css') as HTMLStyleElement | HTMLLinkElement | null)?.sheet);
        const head = await page.evaluate(() => ({
          rules: (document.getElementById('yomu-critical-css') as HTMLStyleElement | HTMLLinkElement).sheet!.cssRules.length,
          blocking: document.head.querySelectorAll('link[rel="stylesheet"][href*="/assets/main-"]').length,
          header: getComputedStyle(document.querySelector('.site-header')!).backgroundColor,
        }));
        expect(head.rules, `${name}: first-screen rules in the head`).toBeGreaterThan(100);
        expect(head.blocking, `${name}: no stylesheet in the head`).toBe(0);
        expect(head.header, `${name}: the header is styled`).not.toBe('rgba(0, 0, 0, 0)');
        // Nothing on the page, above the fold or below it (a comment box), is wider than the screen before the
        // stylesheet: a wider page would scroll sideways, or a phone would zoom it out, until the stylesheet came.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: as wide as the screen`).toBeLessThanOrEqual(screen.viewport.width);
        await rememberFirstScreen(page);
        release();
        // Without JavaScript the page's load waits for the stylesheet; with it, the stylesheet is added once the
        // first image has shown, which may come after the load event.
        await page.waitForLoadState('load');
        if (javaScriptEnabled) await wholeStylesheet(page);
        expect(await page.evaluate((source) => [...document.styleSheets].some((sheet) => new RegExp(source).test(sheet.href ?? '')), STYLESHEET.source)).toBe(true);
        expect(moved(await comparedFirstScreen(page), screen.viewport.height), `${name}: boxes the stylesheet moved`).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('the whole stylesheet', () => {
  const TAG = `critical${Date.now().toString(36)}`;
  let covered: number[] = [];
  let cover = 0;
  let coveredUrl = '';
  beforeAll(() => {
    covered = fixture('listing_seed_genre_manga', { tag: TAG, prefix: 'Critical', count: 1 });
    cover = fixture('listing_make_cover', { tag: TAG, posts: covered });
    coveredUrl = fixture('site_permalink', { post: covered[0] });
  });
  afterAll(() => {
    if (cover) fixture('listing_remove_cover', { cover, posts: covered });
    fixture('delete_posts', { ids: covered });
    fixture('listing_delete_terms', { terms: [{ slug: `genre-${TAG}`, taxonomy: 'wp-manga-genre' }] });
  });

  /** A phone on a manga page with its cover (the page's first image) held on the wire. */
  async function coverHeld() {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = { stylesheet: false, images: 0 };
    await page.route(/\.(webp|avif|jpe?g|png)$/, async (route) => {
      asked.images++;
      await held;
      await route.continue();
    });
    await page.route(STYLESHEET, (route) => {
      asked.stylesheet = true;
      return route.continue();
    });
    await page.goto(coveredUrl, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => asked.images).toBeGreaterThan(0);
    return { page, asked, release };
  }

  it('is asked for once the first image has loaded, not beside it on the wire', async () => {
    const { page, asked, release } = await coverHeld();
    // The cover is still on its way: its bytes have the link to themselves.
    expect(await page.evaluate(() => (document.querySelector('img[fetchpriority="high"]') as HTMLImageElement).complete)).toBe(false);
    expect(asked.stylesheet).toBe(false);
    release();
    await expect.poll(() => asked.stylesheet, { timeout: 10000 }).toBe(true);
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => /\/assets\/main-/.test(sheet.href ?? '')));
    await page.close();
  });

  it('comes at once when the reader scrolls before the first image', async () => {
    const { page, asked, release } = await coverHeld();
    expect(asked.stylesheet).toBe(false);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => asked.stylesheet, { timeout: 10000 }).toBe(true);
    release();
    await page.close();
  });
});

describe('an image chapter', () => {
  /** When the page's first image painted (Element Timing), its first contentful paint, and when each file was asked for. */
  async function paintAndRequests(url: string) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    // A busy phone's main thread: an image can load a frame or more before it shows.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/boot-/.test(entry.name)), undefined, { timeout: 10000 });
    const seen = await page.evaluate(
      () =>
        new Promise<{ image: number; fcp: number; asked: Record<string, number> }>((resolve) => {
          const asked: Record<string, number> = {};
          for (const entry of performance.getEntriesByType('resource')) {
            const kind = /\/assets\/(main-[\w-]+\.css|boot-)|\/(image-rest\.css)/.exec(entry.name)?.slice(1).find(Boolean);
            if (kind) asked[kind.startsWith('boot') ? 'islands' : 'stylesheet'] = entry.startTime;
          }
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
          const image = document.querySelector('img[fetchpriority="high"]');
          if (!image) return resolve({ image: -1, fcp, asked });
          // An image the server did not mark elementtiming is never reported from before this script: -1.
          setTimeout(() => resolve({ image: -1, fcp, asked }), 5000);
          new PerformanceObserver((list) => {
            const shown = list.getEntries().find((entry) => (entry as PerformanceEntry & { element: Element }).element === image);
            if (shown) resolve({ image: (shown as PerformanceEntry & { renderTime: number }).renderTime, fcp, asked });
          }).observe({ type: 'element', buffered: true });
        }),
    );
    await page.close();
    return seen;
  }

  it('asks for the whole stylesheet and the islands’ code only once its first page has shown', async () => {
    for (let load = 0; load < 3; load++) {
      const { image, asked } = await paintAndRequests(`${reader.volUrl}cilt-1/bolum-1/`);
      expect(image).toBeGreaterThan(0);
      expect(asked.stylesheet).toBeGreaterThanOrEqual(image);
      expect(asked.islands).toBeGreaterThanOrEqual(image);
    }
  });

  it('asks, in a text chapter, for the islands’ code only after its first contentful paint', async () => {
    const { image, fcp, asked } = await paintAndRequests(`${reader.textUrl}bolum-1/`);
    expect(image).toBe(-1);
    expect(fcp).toBeGreaterThan(0);
    expect(asked.islands).toBeGreaterThanOrEqual(fcp);
  });

  it('links its first-screen rules in the head, then the rest of the stylesheet, never the whole: few rules come twice', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const sizes: Record<string, number> = {};
    page.on('response', async (response) => {
      const kind = /\/css\/critical\/(image|image-rest)\.css|\/assets\/(main)-[\w-]+\.css/.exec(response.url())?.slice(1).find(Boolean);
      if (kind) sizes[kind] = (await response.body()).length;
    });
    await page.goto(`${reader.volUrl}cilt-1/bolum-1/`, { waitUntil: 'load' });
    await wholeStylesheet(page);
    const head = await page.evaluate(() => ({
      linked: document.head.querySelector<HTMLLinkElement>('link#yomu-critical-css[rel="stylesheet"]')?.href ?? '',
      whole: document.querySelectorAll('link[rel="stylesheet"][href*="/assets/main-"]').length,
    }));
    expect(head.linked).toMatch(/\/themes\/yomu\/css\/critical\/image\.css\?ver=\w{12}$/);
    expect(head.whole).toBe(0);
    await expect.poll(() => Object.keys(sizes).sort()).toEqual(['image', 'image-rest']);
    // The two files together weigh little more than the whole stylesheet (which the page never asked for): only the
    // first-screen rules that must come again after a rule of the rest are repeated.
    const whole = (await (await fetch(await wholeStylesheetUrl())).text()).length;
    expect(sizes.image * 4).toBeLessThan(whole);
    expect(sizes.image + sizes['image-rest']).toBeLessThan(whole * 1.15);
    await page.close();
  });

  it.each([
    ['phone', { width: 375, height: 740 }, false],
    ['desktop', { width: 1280, height: 800 }, false],
    ['desktop', { width: 1280, height: 800 }, true],
  ])('draws every element with its rules and the rest as the whole stylesheet does (%s, settings open: %s)', async (_, viewport, settings) => {
    const page = await browser.newPage({ viewport });
    await openReader(page, `${reader.volUrl}cilt-1/bolum-1/`);
    await wholeStylesheet(page);
    await page.waitForSelector('#page-loader', { state: 'detached' });
    if (settings) {
      await page.locator('.reader-settings-toggle').click();
      await page.locator('#reader-settings-panel').waitFor({ state: 'visible' });
    }
    // Styles are compared as they end, not half-way through a transition the swap below could start.
    await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
    const before = await page.evaluate(computedStyles);
    // The whole stylesheet where the rest was, then the page's own two files taken away.
    await page.evaluate(async (href) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      const loaded = new Promise((resolve) => link.addEventListener('load', resolve));
      document.body.append(link);
      await loaded;
      document.querySelectorAll('#yomu-critical-css, #yomu-image-rest-css').forEach((own) => own.remove());
    }, await wholeStylesheetUrl());
    const after = await page.evaluate(computedStyles);
    expect(Object.keys(before).length).toBeGreaterThan(1000);
    const differences = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => after[key] !== before[key]);
    expect(differences.map((key) => `${key}: ${before[key]} → ${after[key]}`)).toEqual([]);
    await page.close();
  });
});

/** The whole stylesheet's address, as the home page links it. */
async function wholeStylesheetUrl(): Promise<string> {
  const html = await (await fetch(`${site.url}/`)).text();
  const href = /href='([^']+\/assets\/main-[\w-]+\.css[^']*)'/.exec(html)?.[1];
  if (!href) throw new Error('the home page links no whole stylesheet');
  return href.replace(/&#038;/g, '&');
}

/** In the page: every element's (and its ::before's and ::after's) computed style; the elements are the ones of the
 * first call (kept in the page), so that a later call compares the same ones, wherever the page has moved them. */
function computedStyles(): Record<string, string> {
  const w = window as unknown as { styledElements?: Element[] };
  w.styledElements ??= [document.documentElement, ...document.querySelectorAll('body, body *')].filter((element) => !element.matches('link, style, script, noscript'));
  const out: Record<string, string> = {};
  w.styledElements.forEach((element, index) => {
    if (!element.isConnected) return;
    const name = `${index} ${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
    for (const pseudo of ['', '::before', '::after']) {
      const style = getComputedStyle(element, pseudo || null);
      if (pseudo && style.content === 'none') continue;
      for (let i = 0; i < style.length; i++) out[`${name}${pseudo} ${style[i]}`] = style.getPropertyValue(style[i]);
    }
  });
  return out;
}
