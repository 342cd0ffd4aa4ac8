// Issue 29 item 6: a Madara site's home page on the Front-Page template, in manga mode ordered by name, as a reader
// sees it at 375 and 1280 px: the cards with their covers loaded, the A–Z bar and the page links, without
// serious or critical axe violations. Screenshots go to .wp/results/screenshots/madara-pages.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launch, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/listing';
import '../support/fixtures/madara-pages';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const SHOTS = path.resolve('.wp/results/screenshots/madara-pages');
const TAG = `mpe${Date.now().toString(36)}`;
const VIEWS = [
  { view: 'mobile', width: 375, height: 740 },
  { view: 'desktop', width: 1280, height: 800 },
] as const;
const saved: Record<string, unknown> = {};
let browser: Browser;
let before: PhpLogMark;
let seed: ReturnType<typeof fixture<'madara_pages_seed'>>;
let front: { id: number; url: string };
let cover = 0;
let mangaIds: number[] = [];

beforeAll(async () => {
  before = phpLogMark();
  for (const name of ['show_on_front', 'page_on_front']) saved[name] = fixture('get_option', { name });
  seed = fixture('madara_pages_seed', { tag: TAG });
  mangaIds = [seed.ids.apple, seed.ids.avocado, seed.ids.banana, seed.ids.cherry, seed.ids.nine];
  cover = fixture('listing_make_cover', { tag: TAG, posts: mangaIds });
  front = fixture('madara_pages_page', {
    title: `Home ${TAG}`,
    meta: { page_content: 'manga', manga_genres: seed.genre, page_post_orderby: 'name', page_post_count: '4', archive_heading_text: `Series ${TAG}` },
  });
  fixture('set_option', { name: 'show_on_front', value: 'page' });
  fixture('set_option', { name: 'page_on_front', value: front.id });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  fixture('listing_remove_cover', { cover, posts: mangaIds });
  fixture('delete_posts', { ids: [...Object.values(seed.ids), front.id] });
  fixture('madara_pages_delete_terms', { tag: TAG });
  expect(phpProblemsSince(before)).toEqual([]);
}, 60_000);

describe.each(VIEWS)('the Front-Page manga listing at $width px', ({ view, width, height }) => {
  it('shows the cards with their covers, the A–Z bar and the pages, without axe violations', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    const response = await page.goto(`${site.url}/`);
    expect(response?.status()).toBe(200);
    const cards = page.locator('#loop-content .page-item-detail');
    expect(await cards.count()).toBe(4);
    const covers = page.locator('#loop-content .item-thumb img');
    expect(await covers.count()).toBe(4);
    // Every cover is loaded and laid out (scrolled into view first: the later rows may load lazily).
    for (let i = 0; i < 4; i++) {
      await covers.nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(() => covers.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const box = await covers.nth(i).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(40);
    }
    const first = await cards.first().boundingBox();
    const second = await cards.nth(1).boundingBox();
    // Two or more cards a row: the second card sits beside the first.
    expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1))).toBeLessThan(2);
    expect(await page.locator('#manga-filte-alphabeta-bar a').count()).toBe(37);
    expect(await page.locator('.c-blog__heading').textContent()).toContain(`Series ${TAG}`);
    expect(await page.locator(`.listing-pagination a[href="${site.url}/page/2/"]`).count()).toBeGreaterThan(0);
    // No horizontal scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `front-page-${view}.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
