// Issue 29: a Madara site's light/dark toggle and Family Safe switch in Chromium, at 375 and 1280 px, in Turkish and
// Arabic (right to left). The footer switch, used with the keyboard, turns the page dark at once and writes Madara's
// cookie; a reload opens dark from the first frame (the head script sets the class before the stylesheet paints);
// with no cookie the system's dark mode decides; axe finds no serious problem in the dark palette (contrast
// included). Screenshots go to .wp/results/screenshots/madara-look.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara-look';
import '../support/fixtures/madara-site';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const TAG = `mle${Date.now().toString(36)}`;
const VIEWS = [
  { view: 'mobile', width: 375, height: 740 },
  { view: 'desktop', width: 1280, height: 800 },
] as const;
const LANGS = [
  { lang: 'tr_TR', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
] as const;
const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(18, 18, 20)';
const saved: Record<string, unknown> = {};
let browser: Browser;
let before: PhpLogMark;
let seed: { page: number; page_url: string; plain: number; adult: number; adult_url: string };
let manga: { manga: number; url: string };
let menu = 0;

/** The body's background in the first animation frame (before the first paint) and at DOMContentLoaded. */
/** The body's background in the page's first frame and at DOMContentLoaded, once both have happened (on a busy
 * machine the load event can come before the first frame). */
async function firstFrames(page: Page): Promise<{ frame: string; ready: string }> {
  const read = () => page.evaluate(() => (window as unknown as { yomuFirst: { frame: string; ready: string } }).yomuFirst);
  await expect.poll(async () => Object.values(await read()).every(Boolean)).toBe(true);
  return read();
}

beforeAll(async () => {
  before = phpLogMark();
  for (const name of ['option_tree', 'theme_mods_madara', 'WPLANG']) saved[name] = fixture('get_option', { name });
  seed = fixture('madara_look_seed', { tag: TAG });
  manga = fixture('madara_site_seed', { title: `${TAG} Manga` });
  menu = fixture('madara_site_menu', { name: `${TAG} secondary`, item: `${TAG} Secondary` });
  fixture('set_option', { name: 'option_tree', value: { body_schema_toggle: 'on', manga_adult_content: 'on' } });
  fixture('set_option', { name: 'theme_mods_madara', value: { nav_menu_locations: { secondary_menu: menu } } });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  fixture('delete_posts', { ids: [seed.page, seed.plain, seed.adult, manga.manga, menu] });
  expect(phpProblemsSince(before)).toEqual([]);
}, 60_000);

describe.each(LANGS)('$lang site', ({ lang, dir }) => {
  describe.each(VIEWS)('$width px', ({ view, width, height }) => {
    it('switches to dark with the keyboard, keeps it across a reload from the first frame, and passes axe in dark', async () => {
      fixture('set_option', { name: 'WPLANG', value: lang });
      const ctx = await browser.newContext({ viewport: { width, height }, colorScheme: 'light' });
      await ctx.addInitScript(() => {
        const first = { frame: '', ready: '' };
        (window as unknown as { yomuFirst: typeof first }).yomuFirst = first;
        const bg = () => (document.body ? getComputedStyle(document.body).backgroundColor : 'no body');
        requestAnimationFrame(() => (first.frame = bg()));
        document.addEventListener('DOMContentLoaded', () => (first.ready = bg()));
      });
      const page = await ctx.newPage();
      const errors = watchErrors(page, site.url);
      await page.goto(site.url);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir === 'rtl' ? 'rtl' : null);
      await expect.poll(() => firstFrames(page).then((f) => f.frame)).toBe(LIGHT);

      const toggle = page.locator('#darklight_toggle button');
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK);
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(page.url()).toBe(`${site.url}/`);
      const cookies = await ctx.cookies();
      expect(cookies.find((c) => c.name === 'wpmanga-body-contrast')?.value).toBe('light');
      const box = await toggle.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `madara-look-home-dark-${lang}-${view}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.reload();
      const frames = await firstFrames(page);
      expect(frames).toEqual({ frame: DARK, ready: DARK });
      expect(await page.locator('#darklight_toggle button').getAttribute('aria-pressed')).toBe('true');

      await page.goto(manga.url);
      expect((await firstFrames(page)).frame).toBe(DARK);
      await screenshot(page, `madara-look-manga-dark-${lang}-${view}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Back to light with the space bar (at 375 px the consent banner covers the footer until it is answered); the
      // cookie says so (Madara's "dark" = the light palette).
      await page.locator('#darklight_toggle button').focus();
      await page.keyboard.press('Space');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT);
      expect((await ctx.cookies()).find((c) => c.name === 'wpmanga-body-contrast')?.value).toBe('dark');
      expect(errors).toEqual([]);
      await ctx.close();
    });

    it("follows the system's dark mode when the visitor has not chosen, and hides adult manga with the Family Safe switch", async () => {
      fixture('set_option', { name: 'WPLANG', value: lang });
      const ctx = await browser.newContext({ viewport: { width, height }, colorScheme: 'dark' });
      const page = await ctx.newPage();
      const errors = watchErrors(page, site.url);
      const search = `${site.url}/?s=${TAG}&post_type=wp-manga`;
      await page.goto(search);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK);
      const adult = page.locator(`[data-post-id="${seed.adult}"]`);
      expect(await adult.count()).toBeGreaterThan(0);
      expect(await page.locator('.sub-header .second-menu').textContent()).toContain(`${TAG} Secondary`);

      const safe = page.locator('.family-safe--header button');
      expect(await safe.getAttribute('aria-pressed')).toBe('false');
      await Promise.all([page.waitForURL(search), page.waitForEvent('load'), safe.click()]);
      expect(await page.locator('.family-safe--header button').getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator(`[data-post-id="${seed.adult}"]`).count()).toBe(0);
      expect(await page.locator(`[data-post-id="${seed.plain}"]`).count()).toBeGreaterThan(0);
      expect((await ctx.cookies()).find((c) => c.name === 'wpmanga-adult')?.value).toBe('1');
      await screenshot(page, `madara-look-family-safe-${lang}-${view}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  });
});
