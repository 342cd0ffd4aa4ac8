// A page built from Madara's shortcodes, in Chromium at 375 and 1280 px: the heading, the manga slider (swiper with
// the shortcode's visible count), the listing grid, the grid of nine, the latest chapters table and the blog list,
// laid out without horizontal overflow; screenshots of each width. Own data, removed after.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/shortcodes';
import { site } from '../support/site';

const TAG = `sce${Date.now().toString(36)}`;
let browser: Browser;
let seed: ReturnType<typeof fixture<'shortcodes_seed'>>;
let url = '';
let pageId = 0;

beforeAll(async () => {
  seed = fixture('shortcodes_seed', { tag: TAG, login: `okur_${TAG}`, password: `Parola-${TAG}-9` });
  const g = seed.genre;
  const content = [
    '[manga_heading style="2" icon="ion-ios-star"]Öne çıkanlar[/manga_heading]',
    `[manga_post_slider post_type="wp-manga" cats="${g}" orderby="view" count="4" number="3" style="1"]`,
    `[manga_listing genres="${g}" orderby="views" count="4" heading="Çok okunanlar"]`,
    `[manga_grid tags="${seed.filler_tag}" orderby="new-manga"]`,
    `[manga_listing genres="${g}" item_layout="chapters" count="3" heading="Son bölümler"]`,
    `[manga_blog cats="${seed.category}" count="3"]`,
  ].join('\n\n');
  const [made] = fixture('shortcodes_pages', { pages: [{ title: `Kısa kodlar ${TAG}`, content }] });
  url = made.url;
  pageId = made.id;
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (seed) {
    fixture('delete_posts', { ids: [...Object.values(seed.ids), ...seed.fillers, pageId] });
    fixture('shortcodes_cleanup', { tag: TAG, user: seed.user });
  }
}, 120_000);

/** A returning visitor who already answered the cookie-consent banner (another feature), so it covers nothing. */
async function open(width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.context().addCookies([{ name: 'cookieyes-consent', value: `consentid:${'c'.repeat(32)},consent:no,action:yes,necessary:yes`, url: site.url }]);
  const errors = watchErrors(page, site.url);
  await page.goto(url);
  return { page, errors };
}

/** The distinct rows (rounded tops) the elements sit on, and how many sit on the first. */
async function rows(page: Page, selector: string): Promise<{ rows: number; first: number }> {
  return page.locator(selector).evaluateAll((elements) => {
    const tops = elements.map((el) => Math.round(el.getBoundingClientRect().top));
    return { rows: new Set(tops).size, first: tops.filter((top) => top === tops[0]).length };
  });
}

describe.each([
  { name: 'mobile', width: 375 },
  { name: 'desktop', width: 1280 },
])('a page built from shortcodes ($name)', ({ name, width }) => {
  it('lays out every shortcode with its settings and no horizontal overflow', async () => {
    const { page, errors } = await open(width);
    await expect(page.locator('.c-shortcode-heading.style-2 h4').textContent()).resolves.toContain('Öne çıkanlar');

    // The slider: swiper starts, and shows at most the shortcode's number (3) of its 4 slides.
    const swiper = page.locator('.manga-slider-shortcode [data-island="manga-slider"] .swiper');
    await page.locator('.manga-slider-shortcode').scrollIntoViewIfNeeded();
    // It does not autoplay: swiper comes with the reader's first reach for it.
    await page.locator('.manga-slider-shortcode').hover();
    await page.waitForSelector('.manga-slider-shortcode [data-island="manga-slider"] .swiper.swiper-initialized');
    const inView = await swiper.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll('.swiper-slide')].filter((slide) => {
        const r = slide.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });
    expect(inView).toBe(width < 480 ? 2 : 3);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `shortcodes-top-${name}`);

    // The listing: Yomu's grid, two cards a row on phones, all four in one row at 1280 px.
    const listing = await rows(page, '.shortcode-grid .page-item-detail');
    expect(listing).toEqual(width < 480 ? { rows: 2, first: 2 } : { rows: 1, first: 4 });

    // The grid of nine: the first cell is as wide as two others and the gap between them.
    const cells = await page.locator('.grid9 > .item').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(cells).toHaveLength(9);
    expect(cells[0]).toBeGreaterThan(cells[1] * 2);

    // The chapters table: genre and author columns only where there is room.
    const table = page.locator('.manga-chapters-listing');
    await table.scrollIntoViewIfNeeded();
    expect(await table.locator('tbody tr').count()).toBe(3);
    expect(await table.locator('td.genre').first().isVisible()).toBe(width >= 600);
    expect(await table.locator('td.title a').first().isVisible()).toBe(true);
    // A row's shown cells sit side by side (the cards' .chapter-item flex column once stacked them).
    const cellTops = await table.locator('tbody tr').first().evaluate((tr) =>
      [...tr.querySelectorAll('td')].filter((td) => td.getBoundingClientRect().width > 0).map((td) => Math.round(td.getBoundingClientRect().top)),
    );
    expect(cellTops.length).toBe(width >= 600 ? 5 : 3);
    expect(new Set(cellTops).size).toBe(1);
    await screenshot(page, `shortcodes-chapters-${name}`);

    // The blog: one post a row on phones, three at 1280 px.
    expect(await rows(page, '.shortcode-blog .c-blog__item')).toEqual(width < 600 ? { rows: 3, first: 1 } : { rows: 1, first: 3 });

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
