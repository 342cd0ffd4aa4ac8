// Issue 29, "Done when": the configured Madara site (tests/fixtures/php/madara-configured.php) as a reader sees it on
// Yomu, at 375 and 1280 px: the Front-Page home lists its manga, the manga page shows its badge, breadcrumbs and
// banner, a chapter opens in the site's "list" style without gaps, and a blog post has its comments. Screenshots go
// to .wp/results/screenshots/madara-configured (the closing note compares them with the same site before issue 29).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launch, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara-configured';
import '../support/fixtures/madara-site';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const SHOTS = path.resolve('.wp/results/screenshots/madara-configured');
const TAG = `mce${Date.now().toString(36)}`;
const VIEWS = [
  { view: 'mobile', width: 375, height: 740 },
  { view: 'desktop', width: 1280, height: 800 },
] as const;
const saved: Record<string, unknown> = {};
let browser: Browser;
let before: PhpLogMark;
let fx: ReturnType<typeof configure>;

const configure = () => fixture('madara_configured_site', { title: TAG });

async function open(page: Page, url: string, name: string, width: number): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} overflows`).toBeLessThanOrEqual(width);
}

beforeAll(async () => {
  before = phpLogMark();
  for (const name of ['option_tree', 'wp_manga_settings', 'theme_mods_madara', 'show_on_front', 'page_on_front', 'page_for_posts']) {
    saved[name] = fixture('get_option', { name });
  }
  fx = configure();
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  if (fx) fixture('madara_configured_remove', { menus: fx.menus, posts: [fx.manga, fx.oneshot, fx.front, fx.blog, fx.post] });
  expect(phpProblemsSince(before)).toEqual([]);
}, 60_000);

describe.each(VIEWS)('$width px', ({ view, width, height }) => {
  it('reads as the Madara site did: home, manga page, chapter and blog post', async () => {
    const ctx = await browser.newContext({ viewport: { width, height } });
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);

    await open(page, site.url, `home-${view}`, width);
    // Madara's dark scheme, logo and footer; the Front-Page template's heading and its manga grid with the new manga.
    expect(await page.locator('html').getAttribute('class')).toContain('yomu-dark');
    await expect.poll(() => page.locator('.site-title img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    expect(await page.locator('footer.site-footer .copyright strong').textContent()).toBe('Gece Scans');
    expect(await page.locator('.front-page-listing .c-blog__heading').textContent()).toContain('Son güncellenenler');
    expect(await page.locator('#loop-content').textContent()).toContain(`${TAG} Gece Yolu`);
    expect(await page.locator('#darklight_toggle button').count()).toBe(1);
    expect(await page.locator('.family-safe').count()).toBeGreaterThan(0);

    await open(page, fx.manga_url, `manga-${view}`, width);
    expect((await page.locator('.manga-title-badges.hot').first().textContent())?.trim()).not.toBe('');
    expect(await page.locator('.profile-manga.manga-banner').count()).toBe(1);
    expect(await page.locator('nav.c-breadcrumb li').allTextContents()).toEqual(expect.arrayContaining([`${TAG} Dram`]));

    await open(page, fx.chapter_url, `chapter-${view}`, width);
    // The site's "list" default, without gaps: every page of the chapter on one page, each touching the next.
    expect(await page.locator('.reading-content .page-break img').count()).toBe(3);
    const gaps = await page.locator('.reading-content .page-break').evaluateAll((boxes) =>
      boxes.map((box) => box.getBoundingClientRect()).slice(1).map((rect, i, rects) => rect.top - (i === 0 ? boxes[0].getBoundingClientRect().bottom : rects[i - 1].bottom)),
    );
    expect(gaps.every((gap) => Math.abs(gap) < 1)).toBe(true);

    await open(page, fx.oneshot_url, `oneshot-${view}`, width);
    expect(await page.locator('#oneshot-reader .image-item img').count()).toBe(3);

    await open(page, fx.post_url, `post-${view}`, width);
    expect(await page.locator('.comment-list').textContent()).toContain(fx.comment);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
