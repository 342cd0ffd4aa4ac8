// Issue 31 "Done when", in Chromium at 375 and 1280 px, on a configured Madara site's data
// (tests/fixtures/php/madara-widgets-site.php): sidebars full of Madara's widgets with non-default settings, a page
// per shortcode, a page of Madara's saved Gutenberg blocks and ad slots with custom code. Each widget shows with its
// own title where Madara put it; no page prints a raw shortcode or block comment; the footer's custom ad code runs
// only after "Tümünü Kabul Et". Screenshots: .wp/results/screenshots/madara-site-*.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, reachConsent, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara-widgets-site';
import type { MadaraShortcode, WidgetsSite } from '../support/fixtures/madara-widgets-site';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import { wakeReader } from '../support/reader-page';

const TAG = `mws${Date.now().toString(36)}`;
const VIEWS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
/** What each shortcode page shows a guest, from its non-default attributes. */
const SHOWS: Record<MadaraShortcode, string> = {
  manga_listing: '.manga-listing-shortcode:has-text("Bu hafta popüler") .page-item-detail',
  manga_grid: '.grid9 .page-item-detail',
  manga_info: '.shortcode-manga-chapter .post-title',
  manga_chapters: '.shortcode-manga-chapters',
  manga_post_slider: '.manga-slider-shortcode .manga-slider__slide',
  manga_heading: '#fx-heading:has-text("Haftanın serileri")',
  manga_blog: '.shortcode-blog',
  // A guest has no bookmarks: Madara prints nothing for one.
  'wp-manga-my-bookmarks': '',
};

let browser: Browser;
let before: PhpLogMark;
let fx: WidgetsSite;

beforeAll(async () => {
  before = phpLogMark();
  fx = fixture('madara_widgets_site', { title: TAG });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (fx) fixture('madara_widgets_remove', fx);
  expect(phpProblemsSince(before)).toEqual([]);
}, 60_000);

async function open(url: string, width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height }, locale: 'tr-TR' });
  const errors = watchErrors(page, site.url);
  await page.goto(url);
  await page.waitForSelector('#page-loader', { state: 'detached' });
  return { page, errors };
}

/** A placed widget's element and its saved title. */
async function expectWidget(page: Page, id: string): Promise<void> {
  const widget = page.locator(`[id="${id}"]`);
  expect(await widget.count(), id).toBe(1);
  const title = String(fx.instances[id]?.title ?? '');
  if (title !== '') expect(await widget.textContent(), id).toContain(title);
}

/** Text a reader would see that is a shortcode or block left unrendered (page titles name their shortcode). */
const rawMarkup = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('main .entry__content, main .yomu-layout__main > :not(.entry)')).flatMap((part) => part.innerText.match(/\[(manga_|wp-manga-)[^\]]*\]|wp:wp-manga/g) ?? []));

describe.each(VIEWS)('$name ($width px)', ({ name, width, height }) => {
  it("home: the manga bands, the side column and the footer show Madara's widgets with their saved titles; the footer's ad code waits for consent", async () => {
    const { page, errors } = await open(`${site.url}/`, width, height);
    for (const id of [...fx.sidebars.manga_main_top_sidebar, ...fx.sidebars.manga_main_top_second_sidebar, ...fx.sidebars.footer_sidebar]) {
      await expectWidget(page, id);
    }
    // The hero slider lists the fixture's manga, as the saved widget chose them.
    expect(await page.locator('[id="manga-slider-2"] [data-island="manga-slider"] a[href*="/manga/"]').count()).toBeGreaterThan(0);
    // Inactive widgets stay out.
    expect(await page.locator('[id="manga-recent-4"], [id="text-4"]').count()).toBe(0);
    expect(await rawMarkup(page)).toEqual([]);
    await screenshot(page, `madara-site-home-${name}`);
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
    await screenshot(page, `madara-site-footer-${name}`);

    expect(await page.locator('.fx-ad-footer').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { fxAdFooter?: number }).fxAdFooter ?? 0)).toBe(0);
    await reachConsent(page);
    await page.locator('.yomu-consent-banner').getByRole('button', { name: 'Tümünü Kabul Et' }).click();
    await page.waitForFunction(() => (window as unknown as { fxAdFooter?: number }).fxAdFooter === 1);
    expect(await page.locator('.fx-ad-footer').textContent()).toBe('Reklam: Gece Market');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the history widget shows a guest's own reading history, which the cached home page cannot carry", async () => {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'tr-TR' });
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(`${site.url}/`);
    await page.waitForSelector('#page-loader', { state: 'detached' });
    const widget = page.locator('[id="manga-history-id-2"]');
    expect(await widget.locator('.my-history-item-wrap').count()).toBe(0);

    // Reading a chapter writes the guest's history cookie.
    await page.goto(fx.manga[1].url);
    const chapter = await page.locator('li.wp-manga-chapter > a').first().getAttribute('href');
    await page.goto(chapter!);
    await wakeReader(page);
    // The reader writes it a second after the chapter opens (debounced).
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'wpmanga-reading-history'), { timeout: 15_000 }).toBe(true);

    await page.goto(`${site.url}/`);
    await page.waitForSelector('[id="manga-history-id-2"] .my-history-item-wrap');
    expect(await widget.locator('.my-history-item-wrap').first().innerHTML()).toContain(`href="${fx.manga[1].url}"`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page per Madara shortcode shows what its attributes ask, never the raw shortcode', async () => {
    for (const [tag, { url }] of Object.entries(fx.shortcodes) as Array<[MadaraShortcode, { url: string }]>) {
      const { page, errors } = await open(url, width, height);
      if (SHOWS[tag] !== '') expect(await page.locator(`main ${SHOWS[tag]}`).first().isVisible(), tag).toBe(true);
      else expect(await page.locator('main .my-bookmarks').count(), tag).toBe(0);
      expect(await rawMarkup(page), tag).toEqual([]);
      if (tag === 'manga_listing' || tag === 'manga_post_slider') {
        await page.locator('main .entry__content').scrollIntoViewIfNeeded();
        await screenshot(page, `madara-site-${tag}-${name}`);
      }
      expect(errors, tag).toEqual([]);
      await page.close();
    }
  });

  it("the page of Madara's saved Gutenberg blocks shows each block's shortcode rendered", async () => {
    const { page, errors } = await open(fx.pages.blocks_page.url, width, height);
    expect(await rawMarkup(page)).toEqual([]);
    await expect.poll(() => page.locator('main :text("Son bölümler")').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.locator('main :text("Editörün seçimi")').first().isVisible()).toBe(true);
    expect(await page.locator('main a[href*="/manga/"]').count()).toBeGreaterThan(3);
    await page.locator('main .entry__content').scrollIntoViewIfNeeded();
    await screenshot(page, `madara-site-blocks-${name}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
