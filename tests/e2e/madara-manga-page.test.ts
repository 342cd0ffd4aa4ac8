// Issue 29 item 5: what a Madara site showed around a manga, as a reader sees it at 375 and 1280 px, in Turkish and
// in Arabic (right to left): the HOT badge before the title (manga page and listing card), the profile background
// band with the manga's banner, the breadcrumbs (reading from the start edge), and a one-shot manga's pages as a
// gallery at Madara's image height, with no serious axe violation. Screenshots go to
// .wp/results/screenshots/madara-manga-page.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launch, watchErrors } from '../support/browser';
import { fixture, type Fixtures } from '../support/fixture';
import '../support/fixtures/madara-site';
import '../support/fixtures/madara-mangapage';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const SHOTS = path.resolve('.wp/results/screenshots/madara-manga-page');
const TAG = `mmpe${Date.now().toString(36)}`;
const HEIGHT = 150;
const VIEWS = [
  { view: 'mobile', width: 375, height: 740 },
  { view: 'desktop', width: 1280, height: 800 },
] as const;
const LANGS = [
  { lang: 'tr_TR', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
] as const;
const saved: Record<string, unknown> = {};
let browser: Browser;
let before: PhpLogMark;
let manga: Fixtures['madara_mangapage_seed']['result'];

type Box = { x: number; y: number; width: number; height: number };
/** Whether box a comes before box b in reading order: on a line above, or earlier on the same line. */
const readsBefore = (a: Box, b: Box, dir: 'ltr' | 'rtl') =>
  a.y + a.height <= b.y + 1 || (Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) < b.height && (dir === 'rtl' ? a.x > b.x : a.x < b.x));

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  before = phpLogMark();
  for (const name of ['option_tree', 'wp_manga_settings', 'WPLANG']) saved[name] = fixture('get_option', { name });
  manga = fixture('madara_mangapage_seed', { title: `${TAG} Tek Bölüm` });
  const meta = (key: string, value: unknown) => fixture('madara_site_post_meta', { post: manga.manga, key, value });
  meta('manga_title_badges', 'hot');
  meta('manga_custom_badge_link', 'https://example.com/event');
  meta('manga_custom_badge_link_target', '_blank');
  // A local image, so the browser really paints the band.
  meta('manga_banner', `${site.url}/wp-content/themes/yomu/screenshot.png`);
  meta('manga_reading_oneshot', 'oneshot');
  meta('manga_oneshot_image_height', String(HEIGHT));
  fixture('set_option', { name: 'option_tree', value: { manga_profile_background: { 'background-color': '#1d2733', 'background-size': 'cover' } } });
  fixture('set_option', {
    name: 'wp_manga_settings',
    value: { ...((saved.wp_manga_settings as object) ?? {}), breadcrumb_all_manga_link: '1', breadcrumb_first_genre_link: '1' },
  });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  if (manga) {
    fixture('delete_posts', { ids: [manga.manga] });
    fixture('madara_mangapage_delete_genres', { ids: [manga.genre.id] });
  }
  expect(phpProblemsSince(before)).toEqual([]);
}, 60_000);

describe.each(LANGS)('$lang site', ({ lang, dir }) => {
  describe.each(VIEWS)('$width px', ({ view, width, height }) => {
    it('shows the badge, the banner, the breadcrumbs and the one-shot gallery', async () => {
      fixture('set_option', { name: 'WPLANG', value: lang });
      const ctx = await browser.newContext({ viewport: { width, height } });
      const page = await ctx.newPage();
      const errors = watchErrors(page, site.url);
      await page.goto(manga.url);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir === 'rtl' ? 'rtl' : null);

      // The HOT badge, upper-cased, above the title.
      const badge = page.locator('.post-title .manga-title-badges.hot');
      await badge.waitFor({ state: 'visible' });
      expect(await badge.evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');
      const badgeBox = (await badge.boundingBox())!;
      const titleBox = (await page.locator('.post-title h1').boundingBox())!;
      expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(titleBox.y + 1);
      expect(await page.locator('.post-title .manga-badges a').getAttribute('rel')).toBe('noopener');

      // The band: Madara's background colour with the manga's banner, inside the page.
      const band = page.locator('.profile-manga.manga-banner');
      const painted = await band.evaluate((el) => ({ image: getComputedStyle(el).backgroundImage, color: getComputedStyle(el).backgroundColor }));
      expect(painted.image).toContain('screenshot.png');
      expect(painted.color).toBe('rgb(29, 39, 51)');
      const bandBox = (await band.boundingBox())!;
      expect(bandBox.height).toBeGreaterThanOrEqual(90);
      expect(bandBox.x + bandBox.width).toBeLessThanOrEqual(width);

      // Home › All Manga › genre › title, from the reading start edge.
      const crumbs = page.locator('nav.c-breadcrumb li');
      expect(await crumbs.count()).toBe(4);
      expect(await crumbs.nth(2).textContent()).toBe(manga.genre.name);
      const [home, all] = [(await crumbs.nth(0).boundingBox())!, (await crumbs.nth(1).boundingBox())!];
      if (dir === 'rtl') expect(home.x).toBeGreaterThan(all.x);
      else expect(home.x).toBeLessThan(all.x);

      // The gallery instead of the chapter list: every page at Madara's height once it loads.
      expect(await page.locator('#manga-chapters-holder').count()).toBe(0);
      const images = page.locator('#oneshot-reader .image-item img');
      expect(await images.count()).toBe(3);
      for (let i = 0; i < 3; i++) {
        const image = images.nth(i);
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
        expect(Math.round((await image.boundingBox())!.height)).toBe(HEIGHT);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `manga-${lang}-${view}`);

      // The listing card: the badge before the title, the latest chapter linking to the manga page.
      await page.goto(manga.genre.url);
      const card = page.locator(`#manga-item-${manga.manga}`);
      const cardBadge = (await card.locator('.manga-title-badges.hot').boundingBox())!;
      const cardTitle = (await card.locator('.post-title h3 > a').boundingBox())!;
      expect(readsBefore(cardBadge, cardTitle, dir)).toBe(true);
      expect(await card.locator('.list-chapter a.btn-link').getAttribute('href')).toBe(manga.url);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `genre-${lang}-${view}`);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  });
});
