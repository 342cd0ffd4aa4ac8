// The page first on phones (issue 18): at 375 px the first page image is at the top of the first screen, the
// reader's chrome waits behind the reader bar's menu, the bar comes back on a scroll up or a tap in the middle of
// the page, and nothing floats over the page or the comments; at 1280 px the reader keeps its layout. One set of
// reading styles everywhere; no keyboard help on touch screens; opening a chapter is remembered for "Continue".
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlaps, viewBox, type Box } from '../support/boxes';
import { seriousViolations } from '../support/axe';
import { launch, pickedValue, pickerLabels, pickOption, screenshot, watchErrors } from '../support/browser';
import { frames } from '../support/settle';
import { openReaderMenu } from '../support/reader-chrome';
import { site } from '../support/site';
import { createReaderFixture, removeReaderFixture, type ReaderFixture } from './reader-fixture';
import { firstView, wakeReader } from '../support/reader-page';

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

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

describe('the reader at 375 px', () => {
  it('puts the first page image at the top of the first screen, with the chrome behind the reader menu', async () => {
    const { context, page } = await phone();
    const errors = watchErrors(page, site.url);
    await page.goto(`${fx.volUrl}cilt-1/bolum-1/`);
    await firstView(page);
    const image = await viewBox(page, '.reading-content img');
    expect(image.y).toBeLessThan(200);
    expect(image.y + Math.min(image.height, 300)).toBeLessThan(812);
    expect(await page.locator('.reader-toolbar').isVisible()).toBe(false);
    expect(await page.locator('.reader-help').isVisible()).toBe(false);
    await screenshot(page, 'reader-phone-375');

    // A scroll down brings the reader's code on a phone and keeps the bar away; a scroll up brings it back; its menu
    // opens the chrome.
    await page.evaluate(() => window.scrollBy(0, 600));
    await page.locator('[data-island="reader"][data-mounted="true"]').waitFor({ state: 'attached' });
    await frames(page); // the scroll event and what the bar does with it
    expect(await page.locator('.reader-bar.is-shown').count()).toBe(0);
    await page.evaluate(() => window.scrollBy(0, -200));
    await page.locator('.reader-bar.is-shown').waitFor();
    const menu = page.getByRole('button', { name: 'Okuyucu menüsü' });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.reader-toolbar').waitFor({ state: 'visible' });
    expect(await page.locator('.wp-manga-nav.header .reading-style-select').isVisible()).toBe(true);
    await screenshot(page, 'reader-phone-menu-375');
    await menu.click();
    await page.locator('.reader-toolbar').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('toggles the bar with a tap in the middle of a paged page, and still turns with the side zones', async () => {
    const { context, page } = await phone();
    await page.goto(`${fx.volUrl}cilt-1/bolum-1/`);
    await firstView(page);
    const box = await viewBox(page, '.reading-content');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + 100);
    await page.locator('.reader-bar.is-shown').waitFor();
    // Solid: nothing under the bar shows through it.
    expect(await page.locator('.reader-bar').evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe('rgb(20, 20, 24)');
    // 60 px below the first tap: two taps within 40 px and 300 ms are a double tap (zoom), these two never are.
    await page.touchscreen.tap(box.x + box.width / 2, box.y + 160);
    await page.locator('.reader-bar:not(.is-shown)').waitFor({ state: 'attached' });
    await page.touchscreen.tap(box.x + box.width - 20, box.y + 100);
    await page.waitForURL(/\/p\/2\//);
    // A sideways swipe stays in the reader: the browser's swipe-back (or forward, reading right to left) is off here,
    // and only here.
    const overscroll = () => page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorX);
    expect(await overscroll()).toBe('none');
    await page.goto(`${fx.volUrl}`);
    expect(await overscroll()).toBe('auto');
    await context.close();
  });

  it('keeps the cookie and go-to-top buttons off the page and the comments', async () => {
    const { context, page } = await phone();
    await context.addCookies([{ name: 'cookieyes-consent', value: 'consentid:x,consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no', url: site.url }]);
    await page.goto(`${fx.volUrl}cilt-1/bolum-1/?style=list`);
    await wakeReader(page);
    for (const y of [0, 1500, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await frames(page);
      for (const floating of ['.yomu-consent-revisit', '.go-to-top']) {
        if (!(await page.locator(floating).first().isVisible())) continue;
        const button = await viewBox(page, floating);
        for (const image of await page.locator('.reading-content img').evaluateAll((images) => images.map((i) => i.getBoundingClientRect().toJSON()))) {
          expect(overlaps(button, image as Box)).toBe(false);
        }
      }
    }
    await context.close();
  });
});

describe('the reader at 1280 px', () => {
  it('keeps the toolbar and selectors in the page, and the same three reading styles', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${fx.volUrl}cilt-1/bolum-1/`);
    await firstView(page);
    // The server's toolbar shows from the first view on, before React's reader has come.
    expect(await page.locator('.reader-toolbar--pending').isVisible()).toBe(true);
    await wakeReader(page);
    await page.locator('.reader-toolbar:not(.reader-toolbar--pending)').waitFor({ state: 'visible' });
    expect(await page.locator('.reader-bar').isVisible()).toBe(false);
    const styles = page.locator('.wp-manga-nav.header .reading-style-select');
    expect(await pickerLabels(styles)).toEqual(['Sayfa sayfa', 'Liste', 'Uzun şerit']);
    await pickOption(styles, 'Uzun şerit');
    await page.waitForURL((url) => !url.pathname.includes('/p/'));
    await page.locator('body.reader-mode-strip').waitFor();
    expect(await pickedValue(page.locator('.wp-manga-nav.header .reading-style-select'))).toBe('strip');
    await screenshot(page, 'reader-desktop-1280');
    await context.close();
  });
});

describe('accessibility of the reader', () => {
  it.each([
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ])('names its two navs apart, labels the bar, and has no serious axe violation with the chrome open ($width px)', async ({ width, height }) => {
    const context = await browser.newContext({ viewport: { width, height }, isMobile: width < 768, hasTouch: width < 768 });
    const page = await context.newPage();
    await page.goto(`${fx.volUrl}cilt-1/bolum-2/`);
    await wakeReader(page);
    await openReaderMenu(page);
    const names = await page.getByRole('navigation').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
    expect(names).toContain('Bölüm gezinmesi, üst');
    expect(names).toContain('Bölüm gezinmesi, alt');
    expect(new Set(names).size).toBe(names.length);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('continue reading', () => {
  it('offers the chapter a guest opened on the manga page, without a page turn', async () => {
    const { context, page } = await phone();
    await page.goto(`${fx.volUrl}cilt-1/bolum-1/`);
    await firstView(page);
    await page.goto(fx.volUrl);
    const link = page.locator('.manga-actions__continue');
    await link.waitFor();
    expect(await link.textContent()).toMatch(/^Devam et: /);
    expect(await link.getAttribute('href')).toContain('bolum-1/');
    await context.close();
  });
});
