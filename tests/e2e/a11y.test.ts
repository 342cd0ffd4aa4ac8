// axe-core in Chromium on every public page type (home, archive, genre, manga, chapter, search, 404 and the
// account page for a guest): no violations of moderate impact or worse and no skipped heading level, at 375 and
// 1280 px, in Turkish (left to right), in the dark palette at 375 px, and with the site language switched to Arabic
// (right to left; WPLANG restored after).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headingSkips, violations } from '../support/axe';
import { headerReady, launch } from '../support/browser';
import { fixture } from '../support/fixture';
import { site } from '../support/site';
import { createMangaFixture, removeMangaFixture, type MangaFixture } from './manga-page-fixture';

let browser: Browser;
let fx: MangaFixture;
let accountUrl = '';
let createdAccountPage = 0;
let genreUrl = '';
let language: unknown;

beforeAll(async () => {
  fx = createMangaFixture();
  // The account page exists once an administrator has visited wp-admin; make it (and remove it after) if needed.
  createdAccountPage = fixture('lang_ensure_account_page', {});
  accountUrl = fixture('lang_account_url', {});
  genreUrl = fixture('site_term_link', { term: fx.terms[0], taxonomy: 'wp-manga-genre' });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  fixture('remove_account_page', { id: createdAccountPage });
  removeMangaFixture(fx);
});

const pages = () => [
  { name: 'home', url: `${site.url}/` },
  { name: 'archive', url: `${site.url}/manga/` },
  { name: 'genre', url: genreUrl },
  { name: 'manga', url: fx.longUrl },
  { name: 'chapter', url: `${fx.shortUrl}bolum-2/` },
  { name: 'search', url: `${site.url}/?s=${fx.tag}&post_type=wp-manga` },
  { name: '404', url: `${site.url}/no-such-page-${fx.tag}/` },
  { name: 'account (guest)', url: accountUrl },
];

async function checkAll(width: number, height: number, dir: 'ltr' | 'rtl', colorScheme: 'light' | 'dark' = 'light'): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme });
  const found: Record<string, string[]> = {};
  for (const { name, url } of pages()) {
    const response = await page.goto(url);
    expect(response?.status(), name).toBe(name === '404' ? 404 : 200);
    await page.waitForSelector('#page-loader', { state: 'detached' });
    await headerReady(page).catch(() => {
      throw new Error(`${name}: the header island did not run`);
    });
    expect(await page.locator('html').getAttribute('dir'), name).toBe(dir === 'rtl' ? 'rtl' : null);
    // A device in dark mode gets the site's dark palette (issue 34), but never on reading pages: the reader has its own.
    const dark = colorScheme === 'dark' && name !== 'chapter';
    expect(await page.locator('html').evaluate((html) => html.classList.contains('yomu-dark')), name).toBe(dark);
    // Moderate, serious and critical alike (issue 34), and headings that skip a level.
    const problems = [...(await violations(page, 'moderate')), ...(await headingSkips(page))];
    if (problems.length) found[name] = problems;
    expect(await page.locator('h1').count(), `${name}: one h1`).toBe(1);
    expect(await page.locator('main#main').count()).toBe(1);
    expect(await page.locator('header.site-header').count()).toBe(1);
  }
  expect(found).toEqual({});
  await page.close();
}

const sizes = [
  { view: 'mobile', width: 375, height: 740 },
  { view: 'desktop', width: 1280, height: 800 },
];

describe.each(sizes)('accessibility ($view)', ({ width, height }) => {
  it('every public page type has no axe violations of moderate impact or worse, and no skipped heading level', async () => {
    await checkAll(width, height, 'ltr');
  }, 240_000);
});

describe('accessibility, dark palette (a device in dark mode)', () => {
  it('every public page type has no axe violations of moderate impact or worse at 375 px', async () => {
    await checkAll(375, 740, 'ltr', 'dark');
  }, 240_000);
});

describe('accessibility, right to left (Arabic site)', () => {
  beforeAll(() => {
    language = fixture('get_option', { name: 'WPLANG' });
    fixture('set_option', { name: 'WPLANG', value: 'ar' });
  });
  afterAll(() => {
    fixture('set_option', { name: 'WPLANG', value: language ?? null });
  });
  it.each(sizes)('every public page type has no axe violations of moderate impact or worse, and no skipped heading level ($view)', async ({ width, height }) => {
    await checkAll(width, height, 'rtl');
  }, 240_000);
});

describe('keyboard', () => {
  it('shows a visible focus ring on header controls', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(fx.longUrl);
    await headerReady(page);
    // The focus brings the header's React part, which takes the toggle's focus over.
    await page.locator('.search-toggle').focus();
    await page.waitForSelector('[data-island="site-header"][data-mounted="true"]', { state: 'attached' });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await page.locator('.search-toggle').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    expect(await page.locator('#header-search').isVisible()).toBe(true);
    await page.close();
  });
});
