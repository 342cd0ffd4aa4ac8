// Two-page spreads and fit modes (issue 18), in Chromium at 1280 and 375 px: single, double and double with the
// cover alone; a wide page always alone; right-to-left spreads mirrored; arrow keys and click zones moving by
// spread and the live region saying "Sayfa 5–6 / 7"; the five fit modes and three backgrounds, each visible on the
// page and remembered across a reload and the next chapter (cookie for guests, the account when signed in);
// phones held upright read one page at a time. Chapters are created by the test.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutShift, openReader, readerContext, watchLayoutShift, wakeReader } from '../support/reader-page';
import { launch, pickedValue, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { login, site } from '../support/site';
import { createSpreadsFixture, removeSpreadsFixture, type SpreadsFixture } from './reader-spreads-fixture';

let browser: Browser;
let fx: SpreadsFixture;

beforeAll(async () => {
  fx = createSpreadsFixture();
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  removeSpreadsFixture(fx);
});

const context = (width: number, height: number, extra: Parameters<Browser['newContext']>[0] = {}) => readerContext(browser, width, height, extra);
const open = openReader;

/** The page images on screen, left to right as the reader sees them, as page numbers. */
async function shownPages(page: Page): Promise<number[]> {
  const images = await page.locator('.reading-content img.wp-manga-chapter-img').evaluateAll((list) =>
    list.map((img) => ({ page: Number(img.id.replace('image-', '')) + 1, x: img.getBoundingClientRect().left })),
  );
  return images.sort((a, b) => a.x - b.x).map((image) => image.page);
}

async function choose(page: Page, field: string, value: string): Promise<void> {
  const toggle = page.locator('.reader-settings-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator(`input[name="reader-${field}"][value="${value}"]`).check();
  // Escape closes the panel and gives the focus back to its button, so the arrow keys turn pages again.
  await page.keyboard.press('Escape');
}

const status = (page: Page) => page.locator('.reader-status').textContent();
const bodyHas = (page: Page, name: string) => page.evaluate((c) => document.body.classList.contains(c), name);
const settingsCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'yomu-reader-settings')?.value ?? '';

/** Clicks the left or right quarter of the reading area (the page-turn zones). */
async function clickZone(page: Page, side: 'left' | 'right'): Promise<void> {
  const box = (await page.locator('.reading-content').boundingBox())!;
  const y = Math.min(box.y + 200, 700);
  await page.mouse.click(side === 'left' ? box.x + box.width / 4 : box.x + (box.width * 3) / 4, y);
}

describe('two-page spreads at 1280 px', () => {
  it('pairs pages side by side, shows the wide page alone, and moves by spread with keys and click zones', async () => {
    const ctx = await context(1280, 800);
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await open(page, `${fx.url}bolum-1/`);
    expect(await shownPages(page)).toEqual([1]);

    await choose(page, 'spread', 'double');
    expect(await shownPages(page)).toEqual([1, 2]);
    expect(await settingsCookie(page)).toBe('-.-.-.-.double');
    // The two pages meet at the spine, side by side at the same height.
    const [left, right] = await page.locator('.reading-content img').evaluateAll((list) => list.map((img) => img.getBoundingClientRect().toJSON() as DOMRect));
    expect(Math.abs(left.right - right.left)).toBeLessThan(2);
    expect(Math.abs(left.top - right.top)).toBeLessThan(1);
    await screenshot(page, 'reader-spread-double-desktop');

    // Page 3 has nobody to face (page 4 is wide), page 4 is alone and wider than a page of a spread.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownPages(page)).toEqual([3]);
    await expect.poll(() => status(page)).toBe('Sayfa 3 / 7');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownPages(page)).toEqual([4]);
    const wide = (await page.locator('#image-3').boundingBox())!;
    expect(wide.width).toBeGreaterThan(left.width * 1.5);
    await screenshot(page, 'reader-spread-wide-desktop');

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownPages(page)).toEqual([5, 6]);
    await expect.poll(() => status(page)).toBe('Sayfa 5–6 / 7');
    // The progress bar names both pages too.
    expect(await page.locator('.reader-progress__label').textContent()).toBe('5–6 / 7');
    expect(await page.locator('.reader-progress__range').getAttribute('aria-valuetext')).toBe('Sayfa 5–6 / 7');
    await page.waitForURL(/\/bolum-1\/p\/5\/$/);
    // The page selector names the spread's first page.
    expect(await pickedValue(page.locator('.single-pager').first())).toBe('5');

    // Click zones: the right half goes on by a spread, the left half back by one.
    await clickZone(page, 'right');
    await expect.poll(() => shownPages(page)).toEqual([7]);
    await clickZone(page, 'left');
    await expect.poll(() => shownPages(page)).toEqual([5, 6]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownPages(page)).toEqual([4]);

    // A reload keeps the layout: the spread that holds page 5.
    await open(page, `${fx.url}bolum-1/p/6/`);
    expect(await shownPages(page)).toEqual([5, 6]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('shows the cover alone, then 2–3, and keeps the layout for the next chapter', async () => {
    const ctx = await context(1280, 800);
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await open(page, `${fx.url}bolum-1/`);
    await choose(page, 'spread', 'cover');
    expect(await shownPages(page)).toEqual([1]);
    // The cover alone is centred, as wide as one page of a spread.
    const cover = (await page.locator('#image-0').boundingBox())!;
    const area = (await page.locator('.reading-content').boundingBox())!;
    expect(Math.abs(cover.x + cover.width / 2 - (area.x + area.width / 2))).toBeLessThan(2);
    expect(cover.width).toBeLessThan(area.width * 0.6);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownPages(page)).toEqual([2, 3]);
    await expect.poll(() => status(page)).toBe('Sayfa 2–3 / 7');

    await open(page, `${fx.url}bolum-2/`);
    expect(await bodyHas(page, 'reader-spread-cover')).toBe(true);
    expect(await shownPages(page)).toEqual([1]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownPages(page)).toEqual([2, 3]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('mirrors spreads in right-to-left reading: the first page on the right, the left arrow and left half go on', async () => {
    const ctx = await context(1280, 800);
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await ctx.addCookies([{ name: 'yomu-reader-settings', value: '-.-.-.-.double', url: site.url }]);
    await open(page, `${fx.url}bolum-1/`);
    await choose(page, 'direction', 'rtl');
    expect(await shownPages(page)).toEqual([2, 1]);
    await screenshot(page, 'reader-spread-rtl-desktop');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownPages(page)).toEqual([3]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownPages(page)).toEqual([6, 5]);
    await clickZone(page, 'left');
    await expect.poll(() => shownPages(page)).toEqual([7]);
    await clickZone(page, 'right');
    await expect.poll(() => shownPages(page)).toEqual([6, 5]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownPages(page)).toEqual([4]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('opening a chapter in spreads', () => {
  it('draws the first page where its spread puts it, so the page beside it moves nothing (CLS)', async () => {
    const ctx = await context(1280, 800);
    await ctx.addCookies([{ name: 'yomu-reader-settings', value: '-.-.-.-.double', url: site.url }]);
    await watchLayoutShift(ctx);
    const page = await ctx.newPage();
    await open(page, `${fx.url}bolum-1/`);
    expect(await shownPages(page)).toEqual([1, 2]);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.02);
    await ctx.close();
  });
});

describe('fit modes and background at 1280 px', () => {
  it('draws the wide page differently in each fit mode and keeps the choice across a reload and the next chapter', async () => {
    const ctx = await context(1280, 800);
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await open(page, `${fx.url}bolum-1/p/4/`);
    const size = async () => {
      const box = (await page.locator('#image-3').boundingBox())!;
      return { width: Math.round(box.width), height: Math.round(box.height) };
    };
    const column = Math.round((await page.locator('.reading-content').boundingBox())!.width);
    expect(column).toBe(900);
    expect((await size()).width).toBe(900);
    expect(Math.abs((await size()).height - 563)).toBeLessThanOrEqual(1);

    await choose(page, 'fit', 'height');
    expect((await size()).height).toBe(800 - 16);
    await choose(page, 'fit', 'both');
    // The whole page on screen: as wide as the column, its own proportions.
    expect((await size()).width).toBe(900);
    expect(Math.abs((await size()).height - 563)).toBeLessThanOrEqual(1);
    await open(page, `${fx.url}bolum-1/`);
    expect((await page.locator('#image-0').boundingBox())!.height).toBeLessThanOrEqual(800 - 16);
    expect(Math.abs((await page.locator('#image-0').boundingBox())!.width - ((800 - 16) * 1000) / 1500)).toBeLessThanOrEqual(1);
    await open(page, `${fx.url}bolum-1/p/4/`);
    await choose(page, 'fit', 'original');
    expect(await size()).toEqual({ width: 1600, height: 1000 });
    // The page is wider than the screen: the reading area scrolls sideways, the page around it does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await choose(page, 'fit', 'limit');
    expect((await size()).width).toBe(640);
    expect(await settingsCookie(page)).toBe('-.-.limit');

    await page.reload();
    await wakeReader(page);
    expect(await bodyHas(page, 'reader-fit-limit')).toBe(true);
    expect((await size()).width).toBe(640);
    await open(page, `${fx.url}bolum-2/`);
    expect(Math.round((await page.locator('#image-0').boundingBox())!.width)).toBe(640);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('paints the reading area dark, grey or light edge to edge, chosen with the keyboard, and remembers it', async () => {
    const ctx = await context(1280, 800);
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await open(page, `${fx.url}bolum-1/`);
    const background = () => page.evaluate(() => getComputedStyle(document.querySelector('.read-container')!).backgroundColor);
    const band = () => page.evaluate(() => getComputedStyle(document.querySelector('.read-container')!).boxShadow);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');

    await page.locator('.reader-settings-toggle').click();
    // A real radio group: the arrow keys move the choice.
    await page.locator('input[name="reader-background"][value="auto"]').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('input[name="reader-background"][value="dark"]').isChecked()).toBe(true);
    expect(await background()).toBe('rgb(17, 17, 19)');
    await page.keyboard.press('ArrowDown');
    expect(await background()).toBe('rgb(90, 90, 96)');
    await page.keyboard.press('ArrowDown');
    expect(await background()).toBe('rgb(247, 247, 245)');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    expect(await settingsCookie(page)).toBe('-.-.-.-.-.grey');
    await screenshot(page, 'reader-background-grey-desktop');

    await open(page, `${fx.url}bolum-2/`);
    expect(await bodyHas(page, 'reader-bg-grey')).toBe(true);
    expect(await background()).toBe('rgb(90, 90, 96)');
    // The band runs edge to edge: the page's side margins are the same grey.
    expect(await band()).toContain('rgb(90, 90, 96)');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('phones (375 px)', () => {
  it('reads one page at a time although spreads are chosen, says so in the panel, and shows spreads when turned sideways', async () => {
    const ctx = await context(375, 812, { isMobile: true, hasTouch: true });
    await ctx.addCookies([{ name: 'yomu-reader-settings', value: '-.-.-.-.double.dark', url: site.url }]);
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await open(page, `${fx.url}bolum-1/`);
    expect(await shownPages(page)).toEqual([1]);
    expect((await page.locator('#image-0').boundingBox())!.width).toBeGreaterThan(300);
    // A tap in the middle of the page brings the reader bar; its menu holds the toolbar.
    const image = (await page.locator('#image-0').boundingBox())!;
    await page.mouse.click(image.x + image.width / 2, image.y + 150);
    await page.locator('.reader-bar.is-shown').waitFor();
    await page.getByRole('button', { name: 'Okuyucu menüsü' }).click();
    await page.locator('.reader-settings-toggle').click();
    expect(await page.locator('input[name="reader-spread"][value="double"]').isChecked()).toBe(true);
    await expect.poll(() => page.locator('#reader-spread-hint').isVisible()).toBe(true);
    expect(await page.locator('fieldset[aria-describedby="reader-spread-hint"]').count()).toBe(1);
    await screenshot(page, 'reader-spread-settings-phone');
    await page.keyboard.press('Escape');

    // Turned sideways (812 px wide), the phone shows the spread.
    await page.setViewportSize({ width: 812, height: 375 });
    await expect.poll(() => shownPages(page)).toEqual([1, 2]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('signed-in reader', () => {
  it('keeps spreads, fit and background in the account, on any browser', async () => {
    const cookie = await login(fx.login, fx.password);
    const cookies = cookie.split('; ').map((pair) => {
      const [name, ...rest] = pair.split('=');
      return { name, value: rest.join('='), url: site.url };
    });
    const ctx = await context(1280, 800);
    await ctx.addCookies(cookies);
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await open(page, `${fx.url}bolum-1/`);
    for (const [field, value] of [['spread', 'double'], ['fit', 'both'], ['background', 'dark']]) {
      const saved = page.waitForResponse((r) => (r.request().postData() ?? '').includes('yomu_reader_settings'));
      await choose(page, field, value);
      expect((await (await saved).json()).success).toBe(true);
    }
    expect(JSON.stringify(fixture('user_meta', { user: fx.user, key: 'yomu_reader_settings' }))).toBe('{"fit":"both","spread":"double","background":"dark"}');
    await ctx.close();

    // Another browser, no settings cookie: the page opens as the account says.
    const other = await context(1280, 800);
    await other.addCookies(cookies);
    const again = await other.newPage();
    await open(again, `${fx.url}bolum-2/`);
    for (const name of ['reader-spread-double', 'reader-fit-both', 'reader-bg-dark']) expect(await bodyHas(again, name)).toBe(true);
    expect(await shownPages(again)).toEqual([1, 2]);
    expect(errors).toEqual([]);
    await other.close();
  });
});
