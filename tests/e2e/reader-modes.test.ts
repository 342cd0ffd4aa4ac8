// The reader beyond Madara, in Chromium at 375 and 1280 px: the moving preload window, right-to-left reading set by
// the editor (keys, click zones, swipe, buttons mirrored), the settings panel (long strip, list, fit height) kept
// in the cookie and, for signed-in readers, in the account (panel and "Reader settings" tab), the progress bar,
// double-tap zoom that leaves the tap zones alone, no layout shift in list and long strip, and accessibility
// (alt text, labelled controls, polite announcements, reduced motion). Chapters are created by the test.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutShift, openReader, readerContext, watchLayoutShift, wakeReader } from '../support/reader-page';
import { launch, screenshot, watchErrors } from '../support/browser';
import { frames, pageTimersDue } from '../support/settle';
import { closeReaderMenu, openReaderMenu, showReaderBar } from '../support/reader-chrome';
import { fixture } from '../support/fixture';
import { login, site } from '../support/site';
import { createModesFixture, removeModesFixture, type ModesFixture } from './reader-modes-fixture';

let browser: Browser;
let fx: ModesFixture;

beforeAll(async () => {
  fx = createModesFixture();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  removeModesFixture(fx);
});

const context = (width: number, height: number, extra: Parameters<Browser['newContext']>[0] = {}) => readerContext(browser, width, height, extra);
const open = openReader;

const shownImage = (page: Page) => page.locator('.reading-content img').first().getAttribute('id');
const bodyHas = (page: Page, name: string) => page.evaluate((c) => document.body.classList.contains(c), name);
const settingsCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'yomu-reader-settings')?.value ?? '';

describe('preload window', () => {
  it('starts after the first image, warms the next pages and the previous one, then the next chapter near the end', async () => {
    const ctx = await context(1280, 800);
    // A fast connection: the window is four pages ahead (it shrinks on slower ones).
    await ctx.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', downlink: 10, saveData: false } }));
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    const events: string[] = [];
    page.on('request', (r) => r.resourceType() === 'image' && events.push(`start ${r.url()}`));
    page.on('requestfinished', (r) => r.resourceType() === 'image' && events.push(`done ${r.url()}`));
    const ajaxCalls: string[] = [];
    page.on('request', (r) => r.url().includes('admin-ajax.php') && ajaxCalls.push(r.postData() ?? ''));

    await open(page, `${fx.longUrl}bolum-1/p/3/`);
    const urls = await page.evaluate(() => (window as unknown as { chapter_preloaded_images: string[] }).chapter_preloaded_images);
    expect(urls).toHaveLength(8);
    const started = (i: number) => events.includes(`start ${urls[i]}`);
    // Pages 4-7 ahead and page 2 behind; page 8 is outside the window.
    await expect.poll(() => [1, 3, 4, 5, 6].every(started), { timeout: 10000 }).toBe(true);
    expect(started(7)).toBe(false);
    expect(started(0)).toBe(false);
    const firstDone = events.indexOf(`done ${urls[2]}`);
    expect(firstDone).toBeGreaterThanOrEqual(0);
    for (const i of [1, 3, 4, 5, 6]) expect(events.indexOf(`start ${urls[i]}`)).toBeGreaterThan(firstDone);
    // One at a time in reading order: pages 4, 5, 6, 7, then page 2, each after the one before has finished.
    const order = [3, 4, 5, 6, 1];
    order.slice(1).forEach((i, k) => expect(events.indexOf(`start ${urls[i]}`)).toBeGreaterThan(events.indexOf(`done ${urls[order[k]]}`)));

    // Moving to page 7 (one before the end) moves the window: page 8 and the next chapter's first page.
    const nextImage = await page.evaluate(() => JSON.parse(document.querySelector<HTMLElement>('[data-island="reader"]')!.dataset.props!).nextImage as string);
    expect(nextImage).not.toBe('');
    expect(events.some((e) => e === `start ${nextImage}`)).toBe(false);
    for (const n of [4, 5, 6, 7]) {
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(new RegExp(`/bolum-1/p/${n}/$`));
    }
    await expect.poll(() => started(7) && events.includes(`start ${nextImage}`), { timeout: 10000 }).toBe(true);
    // Page turns inside the preloaded chapter never asked the server for content.
    expect(ajaxCalls.filter((c) => c.includes('chapter_navigate_page'))).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('keeps the window moving in the next chapter after an in-place chapter change', async () => {
    const ctx = await context(1280, 800);
    const page = await ctx.newPage();
    await open(page, `${fx.longUrl}bolum-1/p/8/`);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/bolum-2\/$/);
    await expect.poll(() => page.locator('#chapter-heading').textContent()).toMatch(/2/);
    const navigate: string[] = [];
    page.on('request', (r) => (r.postData() ?? '').includes('chapter_navigate_page') && navigate.push(r.url()));
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/bolum-2\/p\/2\/$/);
    expect(await shownImage(page)).toBe('image-1');
    expect(navigate).toEqual([]);
    // Back across the chapter edge: the previous chapter's last page.
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/\/bolum-2\/$/);
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/\/bolum-1\/p\/8\/$/);
    await ctx.close();
  });
});

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('reader modes ($name)', ({ name, width, height }) => {
  it('reads right to left when the editor set it: arrow keys, click zones, swipe and buttons are mirrored', async () => {
    const ctx = await context(width, height, { hasTouch: width < 500 });
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await open(page, `${fx.rtlUrl}bolum-1/`);
    expect(await bodyHas(page, 'reader-dir-rtl')).toBe(true);
    await page.locator('.reading-content img').first().evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(page, `reader-rtl-${name}`);

    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/bolum-1\/$/);

    // The Next button stands left of Prev.
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);
    await openReaderMenu(page);
    const prev = await page.locator('.wp-manga-nav.header .btn.prev_page').boundingBox();
    const next = await page.locator('.wp-manga-nav.header .btn.next_page').boundingBox();
    expect(next!.x).toBeLessThan(prev!.x);
    expect(await page.locator('.page-next-link').evaluate((el) => getComputedStyle(el).cursor)).toBe('w-resize');
    expect(await page.locator('.reader-progress__range').getAttribute('dir')).toBe('rtl');
    await closeReaderMenu(page);

    // Left half: next; right half.
    const clickAt = async (fraction: number) => {
      const box = (await page.locator('.reading-content').boundingBox())!;
      await page.mouse.click(box.x + box.width * fraction, Math.max(box.y, 0) + 120);
    };
    await clickAt(0.2);
    await page.waitForURL(/\/bolum-1\/p\/3\/$/);
    await clickAt(0.8);
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);

    // A swipe with the finger moving right goes forward.
    await page.locator('.reading-content').evaluate((content) => {
      const target = content.querySelector('img') ?? content;
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
      target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(100)], changedTouches: [touch(100)] }));
      target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(260)] }));
    });
    await page.waitForURL(/\/bolum-1\/p\/3\/$/);
    expect(await shownImage(page)).toBe('image-2');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('switches to the long strip from the settings panel, keeps it for the next chapter, and back to list and paged', async () => {
    const ctx = await context(width, height);
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await open(page, `${fx.longUrl}bolum-1/`);
    expect(await bodyHas(page, 'reader-mode-paged')).toBe(true);
    const toggle = page.locator('.reader-settings-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await openReaderMenu(page);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#reader-settings-panel').isVisible()).toBe(true);
    await screenshot(page, `reader-settings-${name}`);
    await Promise.all([page.waitForEvent('load'), page.locator('input[name="reader-mode"][value="strip"]').check()]);
    await wakeReader(page);
    expect(await bodyHas(page, 'reader-mode-strip')).toBe(true);
    expect(page.url()).not.toContain('style=');
    expect(await settingsCookie(page)).toBe('strip.-.-');
    const images = page.locator('.reading-content img.wp-manga-chapter-img');
    expect(await images.count()).toBe(8);
    const attrs = await images.evaluateAll((list) => list.map((img) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]));
    attrs.forEach(([w, h, loading], i) => {
      expect([w, h]).toEqual(['400', '900']);
      expect(loading).toBe(i === 0 ? null : 'lazy');
    });
    // One seamless column: consecutive images touch.
    const gap = await images.evaluateAll((list) => list[1].getBoundingClientRect().top - list[0].getBoundingClientRect().bottom);
    expect(Math.abs(gap)).toBeLessThan(1);
    await page.mouse.wheel(0, 1400);
    await page.waitForFunction(() => window.scrollY > 0);
    await frames(page);
    await screenshot(page, `reader-strip-${name}`);

    // The next chapter opens in the long strip too.
    await page.goto(`${fx.longUrl}bolum-2/`);
    expect(await bodyHas(page, 'reader-mode-strip')).toBe(true);
    await wakeReader(page);

    // Long strip → list: no reload.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await openReaderMenu(page);
    await page.locator('.reader-settings-toggle').click();
    await page.locator('input[name="reader-mode"][value="list"]').check();
    expect(await bodyHas(page, 'reader-mode-list')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await settingsCookie(page)).toBe('list.-.-');
    await page.keyboard.press('Escape');
    expect(await page.locator('#reader-settings-panel').isVisible()).toBe(false);

    // Back to paged, fitted to the screen height.
    await openReaderMenu(page);
    await page.locator('.reader-settings-toggle').click();
    await Promise.all([page.waitForEvent('load'), page.locator('input[name="reader-mode"][value="paged"]').check()]);
    await wakeReader(page);
    expect(await bodyHas(page, 'reader-mode-paged')).toBe(true);
    expect(await page.locator('.reading-content img').count()).toBe(1);
    await openReaderMenu(page);
    await page.locator('.reader-settings-toggle').click();
    await page.locator('input[name="reader-fit"][value="height"]').check();
    expect(await bodyHas(page, 'reader-fit-height')).toBe(true);
    const box = (await page.locator('.reading-content img').first().boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(height);
    expect(box.height).toBeGreaterThan(height / 2);
    expect(await settingsCookie(page)).toBe('paged.-.height');
    await page.keyboard.press('Escape');
    await screenshot(page, `reader-fit-height-${name}`);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('jumps with the progress bar: to a page when paged, to an image in the long strip', async () => {
    const ctx = await context(width, height);
    const page = await ctx.newPage();
    await open(page, `${fx.longUrl}bolum-1/`);
    const range = page.locator('.reader-progress__range');
    expect(await range.getAttribute('max')).toBe('8');
    expect(await range.getAttribute('aria-valuetext')).toMatch(/1\D+8/);
    await showReaderBar(page);
    await range.fill('5');
    await page.waitForURL(/\/bolum-1\/p\/5\/$/);
    expect(await shownImage(page)).toBe('image-4');
    await expect.poll(() => page.locator('.reader-status').textContent()).toMatch(/5\D+8/);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/bolum-1\/p\/6\/$/);
    expect(await range.inputValue()).toBe('6');

    await ctx.addCookies([{ name: 'yomu-reader-settings', value: 'strip.-.-', url: site.url }]);
    await open(page, `${fx.longUrl}bolum-1/`);
    expect(await range.inputValue()).toBe('1');
    await showReaderBar(page);
    await range.fill('6');
    await expect
      .poll(() => page.locator('#image-5').evaluate((img) => Math.abs(img.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(80);
    await expect.poll(() => range.inputValue()).toBe('6');
    await ctx.close();
  });

  it('never shifts the list or the long strip while its lazy images load (CLS)', async () => {
    for (const mode of ['list', 'strip']) {
      const ctx = await context(width, height);
      await ctx.addCookies([{ name: 'yomu-reader-settings', value: `${mode}.-.-`, url: site.url }]);
      await watchLayoutShift(ctx);
      const page = await ctx.newPage();
      await open(page, `${fx.longUrl}bolum-1/`);
      expect(await bodyHas(page, `reader-mode-${mode}`)).toBe(true);
      for (let i = 0; i < 8; i++) {
        const from = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 600);
        // The wheel has scrolled (or the page has ended), and the frame that starts the lazy loads is rendered.
        await page.waitForFunction((y) => window.scrollY > y || innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1, from);
        await frames(page);
      }
      await page.waitForLoadState('networkidle');
      const loaded = await page.locator('.reading-content img').evaluateAll((list) => list.filter((img) => (img as HTMLImageElement).complete).length);
      expect(loaded).toBeGreaterThan(3);
      expect(await layoutShift(page)).toBeLessThan(0.02);
      await ctx.close();
    }
  });

  it('has alt text "Page N of M" on every image, labelled controls, and announces page changes politely', async () => {
    const ctx = await context(width, height);
    await ctx.addCookies([{ name: 'yomu-reader-settings', value: 'list.-.-', url: site.url }]);
    const page = await ctx.newPage();
    await open(page, `${fx.longUrl}bolum-1/`);
    const alts = await page.locator('.reading-content img').evaluateAll((list) => list.map((img) => img.getAttribute('alt') ?? ''));
    expect(alts).toHaveLength(8);
    alts.forEach((alt, i) => expect(alt).toMatch(new RegExp(`(^|\\D)${i + 1}\\D+8(\\D|$)`)));
    await ctx.clearCookies();

    await open(page, `${fx.longUrl}bolum-1/`);
    const unlabelled = await page.evaluate(() => {
      const root = document.querySelector('[data-island="reader"]')!;
      const name = (el: Element) =>
        (el.getAttribute('aria-label') ?? '') ||
        (document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '') ||
        (el.getAttribute('title') ?? '') ||
        (el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '') ||
        (el.closest('label')?.textContent ?? '') ||
        (el.tagName === 'SELECT' || el.tagName === 'INPUT' ? '' : (el.textContent ?? ''));
      return Array.from(root.querySelectorAll('button, a[href]:not([aria-hidden="true"]), select, input'))
        .filter((el) => (el as HTMLElement).offsetParent !== null || el.closest('[hidden]') !== null)
        .filter((el) => name(el).trim() === '')
        .map((el) => el.outerHTML.slice(0, 80));
    });
    expect(unlabelled).toEqual([]);
    const status = page.locator('.reader-status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/p\/2\/$/);
    await expect.poll(() => status.textContent()).toMatch(/2\D+8/);
    const alt = await page.locator('.reading-content img').first().getAttribute('alt');
    expect(alt).toMatch(/2\D+8/);

    await page.keyboard.press('?');
    expect(await page.locator('.reader-help-dialog').evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('.reader-help-dialog').evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await ctx.close();
  });

  it('jumps to the reading content at once when the reader prefers reduced motion, animates otherwise', async () => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const ctx = await context(width, height, { reducedMotion });
      const page = await ctx.newPage();
      await open(page, `${fx.longUrl}bolum-1/`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const [top, after] = await page.evaluate(async () => {
        const content = document.querySelector('.reading-content')!;
        const target = content.getBoundingClientRect().top + window.scrollY;
        document.querySelector<HTMLAnchorElement>('.wp-manga-nav.footer .btn.next_page')!.click();
        // The scroll starts right after the frame that shows the new page; look two frames later.
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        await frame();
        await frame();
        return [target, window.scrollY];
      });
      if (reducedMotion === 'reduce') expect(Math.abs(after - top)).toBeLessThan(2);
      else {
        expect(Math.abs(after - top)).toBeGreaterThan(50);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(top + 2);
      }
      await ctx.close();
    }
  });
});

/** src/islands/reader/use-input.ts: a touch tap on a click zone turns the page after this long (or zooms on a second). */
const TOUCH_TAP_DELAY_MS = 300;

describe('touch zoom (375 px)', () => {
  it('zooms on a double tap without turning the page or moving the tap zones; a single tap still turns', async () => {
    const ctx = await context(375, 740, { hasTouch: true, isMobile: true });
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await open(page, `${fx.longUrl}bolum-1/`);
    await page.locator('.reading-content img').first().evaluate((img: HTMLImageElement) => img.decode());
    const zones = () => page.locator('.page-link').evaluateAll((list) => list.map((a) => JSON.stringify(a.getBoundingClientRect())));
    const before = await zones();
    const box = (await page.locator('.reading-content img').first().boundingBox())!;
    const x = box.x + box.width * 0.7;
    const y = box.y + 100;
    // Two taps well inside 300 ms (dispatched together so a loaded machine cannot slow them apart).
    await page.evaluate(
      ([px, py]) => {
        const target = document.elementFromPoint(px, py)!;
        for (let i = 0; i < 2; i++) target.dispatchEvent(new PointerEvent('click', { bubbles: true, cancelable: true, clientX: px, clientY: py, pointerType: 'touch' }));
      },
      [x, y],
    );
    expect(await page.locator('img.is-zoomed').count()).toBe(1);
    await screenshot(page, 'reader-zoom-mobile');
    // A single tap turns the page on a 300 ms timer (it waits for a possible second tap): by the end of a timer
    // set now with that delay, the first tap's turn would have run.
    await pageTimersDue(page, TOUCH_TAP_DELAY_MS);
    await frames(page);
    expect(page.url()).toMatch(/\/bolum-1\/$/);
    expect(await zones()).toEqual(before);
    const scale = await page.locator('img.is-zoomed').evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a);
    expect(scale).toBeCloseTo(2, 1);

    // A real single tap on the right half turns the page (after the double-tap window) and drops the zoom.
    await page.touchscreen.tap(x, y);
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);
    expect(await page.locator('img.is-zoomed').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('signed-in reader settings', () => {
  it('saves a choice from the panel to the account, and from the "Reader settings" tab', async () => {
    const cookie = await login(fx.login, fx.password);
    const ctx = await context(1280, 800);
    await ctx.addCookies(
      cookie.split('; ').map((pair) => {
        const [cookieName, ...rest] = pair.split('=');
        return { name: cookieName, value: rest.join('='), url: site.url };
      }),
    );
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await open(page, `${fx.longUrl}bolum-1/`);
    await page.locator('.reader-settings-toggle').click();
    const saved = page.waitForResponse((r) => (r.request().postData() ?? '').includes('yomu_reader_settings'));
    await page.locator('input[name="reader-direction"][value="rtl"]').check();
    expect((await (await saved).json()).success).toBe(true);
    expect(await bodyHas(page, 'reader-dir-rtl')).toBe(true);
    expect(JSON.stringify(fixture('user_meta', { user: fx.user, key: 'yomu_reader_settings' }))).toBe('{"direction":"rtl"}');

    await page.goto(fx.accountUrl);
    await screenshot(page, 'reader-account-tab-desktop');
    expect(await page.locator('select[name="settings[direction]"]').inputValue()).toBe('rtl');
    await page.locator('select[name="settings[mode]"]').selectOption('strip');
    await Promise.all([page.waitForURL(/reader-settings=saved/), page.locator('form.yomu-reader-settings button[type="submit"]').click()]);
    expect(await page.locator('.yomu-notice--success').count()).toBe(1);
    expect(JSON.stringify(fixture('user_meta', { user: fx.user, key: 'yomu_reader_settings' }))).toBe('{"mode":"strip","direction":"rtl"}');

    // The account setting wins over this browser's cookie.
    await ctx.addCookies([{ name: 'yomu-reader-settings', value: 'paged.ltr.-', url: site.url }]);
    await open(page, `${fx.longUrl}bolum-1/`);
    expect(await bodyHas(page, 'reader-mode-strip')).toBe(true);
    expect(await bodyHas(page, 'reader-dir-rtl')).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
