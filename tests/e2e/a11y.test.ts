// axe-core in Chromium on the main page types (no serious or critical violations), plus the mirrored layout when
// the site runs right-to-left (a test-only mu-plugin switches the text direction for a cookie).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot } from '../support/browser';
import { site } from '../support/site';
import { createMangaFixture, removeMangaFixture, type MangaFixture } from './manga-page-fixture';

const axePath = createRequire(import.meta.url).resolve('axe-core');
let browser: Browser;
let fx: MangaFixture;
let muPlugin = '';

interface Violation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[] }>;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  fx = createMangaFixture();
  muPlugin = path.join(site.dir, 'wp-content/mu-plugins/yomu-test-rtl.php');
  fs.mkdirSync(path.dirname(muPlugin), { recursive: true });
  fs.writeFileSync(
    muPlugin,
    "<?php\nadd_action( 'init', static function () { if ( isset( $_COOKIE['yomu_test_rtl'] ) ) { $GLOBALS['wp_locale']->text_direction = 'rtl'; } } );\n",
  );
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (muPlugin) fs.rmSync(muPlugin, { force: true });
  removeMangaFixture(fx);
});

const pages = () => [
  { name: 'home', url: `${site.url}/` },
  { name: 'archive', url: `${site.url}/manga/` },
  { name: 'manga', url: fx.longUrl },
  { name: 'chapter', url: `${fx.shortUrl}bolum-2/` },
  { name: '404', url: `${site.url}/no-such-page-${fx.tag}/` },
];

describe.each([
  { view: 'mobile', width: 375, height: 740 },
  { view: 'desktop', width: 1280, height: 800 },
])('accessibility ($view)', ({ width, height }) => {
  it('home, archive, manga, chapter and 404 pages have no serious or critical axe violations', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const found: Record<string, string[]> = {};
    for (const { name, url } of pages()) {
      await page.goto(url);
      await page.waitForSelector('#page-loader', { state: 'detached' });
      await page.waitForSelector('[data-island="site-header"][data-mounted="true"]', { state: 'attached' });
      const problems = await seriousViolations(page);
      if (problems.length) found[name] = problems;
      expect(await page.locator('h1').count(), `${name}: one h1`).toBe(1);
      expect(await page.locator('main#main').count()).toBe(1);
      expect(await page.locator('header.site-header').count()).toBe(1);
    }
    expect(found).toEqual({});
    await page.close();
  });
});

describe('keyboard', () => {
  it('shows a visible focus ring on header controls', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(fx.longUrl);
    await page.waitForSelector('[data-island="site-header"][data-mounted="true"]', { state: 'attached' });
    await page.locator('.search-toggle').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await page.locator('.search-toggle').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    expect(await page.locator('#header-search').isVisible()).toBe(true);
    await page.close();
  });
});

describe('right-to-left', () => {
  it('mirrors the header and the manga page', async () => {
    for (const { view, width, height } of [
      { view: 'mobile', width: 375, height: 740 },
      { view: 'desktop', width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport: { width, height } });
      await context.addCookies([{ name: 'yomu_test_rtl', value: '1', url: site.url }]);
      const page = await context.newPage();
      await page.goto(fx.longUrl);
      await page.waitForSelector('#page-loader', { state: 'detached' });
      await page.waitForSelector('[data-island="chapter-list"][data-mounted="true"]', { state: 'attached' });
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const title = await page.locator('.site-title').boundingBox();
      expect(title && title.x + title.width > width / 2).toBe(true);
      if (width >= 768) {
        const cover = await page.locator('.summary_image').boundingBox();
        const info = await page.locator('.manga-info__main').boundingBox();
        expect(cover && info && cover.x > info.x).toBe(true);
      }
      const date = await page.locator('.chapter-release-date').first().boundingBox();
      const link = await page.locator('li.wp-manga-chapter > a').first().boundingBox();
      expect(date && link && date.x < link.x).toBe(true);
      await screenshot(page, `rtl-manga-${view}`);
      await context.close();
    }
  });
});
