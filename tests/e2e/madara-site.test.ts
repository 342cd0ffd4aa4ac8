// Issue 29: a Madara site's branding and blog, as a reader sees them, at 375 and 1280 px, in Turkish and in Arabic
// (right to left): Madara's logo in the header, its social links and copyright in the footer, and a blog post's
// classic content laid out (the left-aligned image floats at the reading start, text beside it on wide screens) with
// its comments and form. Screenshots go to .wp/results/screenshots/madara-site.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara-site';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const SHOTS = path.resolve('.wp/results/screenshots/madara-site');
const TAG = `mse${Date.now().toString(36)}`;
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
let blog: { post: number; post_url: string; front: number; blog: number; blog_url: string; comment: string };

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  before = phpLogMark();
  for (const name of ['option_tree', 'WPLANG']) saved[name] = fixture('get_option', { name });
  blog = fixture('madara_site_blog', { title: TAG });
  fixture('set_option', {
    name: 'option_tree',
    value: {
      // A local image, so the browser really loads the logo.
      logo_image: `${site.url}/wp-content/themes/yomu/screenshot.png`,
      copyright: `<strong>${TAG} Scans</strong>`,
      facebook: 'https://facebook.com/scans',
      envelope: 'team@example.com',
    },
  });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  fixture('delete_posts', { ids: [blog.post, blog.front, blog.blog] });
  expect(phpProblemsSince(before)).toEqual([]);
}, 60_000);

describe.each(LANGS)('$lang site', ({ lang, dir }) => {
  describe.each(VIEWS)('$width px', ({ view, width, height }) => {
    it("shows Madara's logo and footer, and a blog post's classic content and comments", async () => {
      fixture('set_option', { name: 'WPLANG', value: lang });
      const ctx = await browser.newContext({ viewport: { width, height } });
      const page = await ctx.newPage();
      const errors = watchErrors(page, site.url);
      await page.goto(site.url);
      const logo = page.locator('.site-title img.custom-logo');
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
      const box = await logo.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(48);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      const footer = page.locator('footer.site-footer');
      expect(await footer.locator('.social_account__item a').count()).toBe(2);
      expect(await footer.locator('.copyright strong').textContent()).toBe(`${TAG} Scans`);
      await shot(page, `home-${lang}-${view}`);

      await page.goto(blog.post_url);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir === 'rtl' ? 'rtl' : null);
      const image = await page.locator('.entry__content img.alignleft').boundingBox();
      // The paragraph the classic editor wrapped the image in: the content column.
      const content = await page.locator('.entry__content img.alignleft').locator('xpath=..').boundingBox();
      // Floated at the reading start: the left edge in Turkish, the right edge in Arabic.
      if (dir === 'rtl') expect(Math.abs(image!.x + image!.width - (content!.x + content!.width))).toBeLessThan(24);
      else expect(Math.abs(image!.x - content!.x)).toBeLessThan(24);
      expect(image!.x + image!.width).toBeLessThanOrEqual(width);
      expect(await page.locator('.comment-list').textContent()).toContain(blog.comment);
      await page.locator('#commentform').waitFor({ state: 'visible' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `post-${lang}-${view}`);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  });
});
