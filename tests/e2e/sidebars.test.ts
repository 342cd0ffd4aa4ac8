// Issue 31 (item 1): Madara's sidebars in Chromium at 375 and 1280 px. The home's manga band sits above the listing
// with its half-width widgets side by side on wide screens and stacked on phones; the manga page's sidebar is a column
// beside the content from 1024 px and follows it on phones; the chapter's reading sidebar comes after the chapter.
// Screenshots go to .wp/results/screenshots/sidebars-*.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/reader';
import '../support/fixtures/sidebars';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import { wakeReader } from '../support/reader-page';

const TAG = `sbe${Date.now().toString(36)}`;
const VIEWS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;
const box = (html: string) => `<div style="padding:16px;border-radius:6px;background:#1f6feb;color:#fff">${html}</div>`;

let browser: Browser;
let before: PhpLogMark;
let state: Record<string, unknown> = {};
let seed: { vol: number; flat: number; text: number; draft: number; volUrl: string; flatUrl: string };

beforeAll(async () => {
  before = phpLogMark();
  state = fixture('sidebars_snapshot', {});
  seed = fixture('reader_seed', { tag: TAG });
  fixture('sidebars_place', {
    sidebars: {
      manga_main_top_sidebar: [
        { type: 'custom_html', title: 'Duyuru', content: box('Yeni bölümler her cuma'), width: 'col-12 col-md-6', variation: ['', 'background', '', ''] },
        { type: 'custom_html', title: 'Topluluk', content: box('Discord sunucumuza katılın'), width: 'col-12 col-md-6', variation: ['', 'background', '', ''] },
      ],
      manga_archive_sidebar: [{ type: 'custom_html', title: 'Arşiv', content: box('Tür listesi') }],
      manga_single_sidebar: [{ type: 'text', title: 'Seri notu', content: 'Bu seri haftalık yayınlanır.' }],
      manga_reading_sidebar: [{ type: 'custom_html', title: 'Okuma', content: box('Bir sonraki bölüm cuma') }],
      footer_sidebar: [{ type: 'custom_html', content: 'Altbilgi bandı' }],
    },
  });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  fixture('sidebars_restore', { state });
  fixture('delete_posts', { ids: [seed.vol, seed.flat, seed.text, seed.draft].filter(Boolean) });
  expect(phpProblemsSince(before)).toEqual([]);
}, 60_000);

async function open(url: string, width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors = watchErrors(page, site.url);
  await page.goto(url);
  await page.waitForSelector('#page-loader', { state: 'detached' });
  return { page, errors };
}

async function rect(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

describe.each(VIEWS)('$width px', ({ width, height }) => {
  it('home: the manga band above the listing, its half-width widgets side by side on wide screens', async () => {
    const { page, errors } = await open(`${site.url}/`, width, height);
    const band = await rect(page, '.c-top-sidebar');
    const listing = await rect(page, '#latest-updates-title');
    expect(band.y + band.height).toBeLessThanOrEqual(listing.y);
    const widgets = page.locator('.c-top-sidebar .c-row > .widget');
    expect(await widgets.count()).toBe(2);
    const [first, second] = [(await widgets.nth(0).boundingBox())!, (await widgets.nth(1).boundingBox())!];
    if (width >= 768) {
      expect(Math.abs(first.y - second.y)).toBeLessThan(1);
      expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
    } else {
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
      expect(Math.round(first.width)).toBe(Math.round(second.width));
    }
    await screenshot(page, `sidebars-home-${width}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the manga page: its sidebar beside the content from 1024 px, after it on phones', async () => {
    const { page, errors } = await open(seed.volUrl, width, height);
    const main = await rect(page, '.yomu-layout__main');
    const side = await rect(page, '#main-sidebar');
    expect(await page.locator('#main-sidebar').textContent()).toContain('Bu seri haftalık yayınlanır.');
    if (width >= 1024) {
      expect(side.x).toBeGreaterThanOrEqual(main.x + main.width);
      expect(Math.abs(side.y - main.y)).toBeLessThan(1);
      expect(side.x + side.width).toBeLessThanOrEqual(width);
    } else {
      expect(side.y).toBeGreaterThanOrEqual(main.y + main.height);
      expect(side.width).toBeGreaterThan(width - 40);
      await page.locator('#main-sidebar').scrollIntoViewIfNeeded();
    }
    await screenshot(page, `sidebars-manga-${width}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a chapter: the manga band and the reading sidebar after the chapter', async () => {
    const { page, errors } = await open(`${seed.flatUrl}bolum-1/`, width, height);
    // Measured once the reader has taken over the server's page (on a loaded machine it may still be mounting).
    await wakeReader(page);
    const image = page.locator('.reading-content img').first();
    await image.waitFor({ state: 'visible' });
    const content = await rect(page, '.reading-content');
    const sidebar = await rect(page, '.c-reading-sidebar');
    expect(sidebar.y).toBeGreaterThanOrEqual(content.y + content.height);
    // Page-first: the manga band Madara puts above a chapter comes after it.
    const band = await rect(page, '.c-top-sidebar');
    expect(band.y).toBeGreaterThanOrEqual(content.y + content.height);
    await page.locator('.c-reading-sidebar').scrollIntoViewIfNeeded();
    await screenshot(page, `sidebars-chapter-${width}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
