// Issue 29 (reading): Madara's reading page layout in a real Chromium. At 375 px a list chapter with
// manga_reading_content_gaps off shows its images touching, and manga_reading_full_width spans them across the
// screen; the chapter navigation sticks (below the sticky site header) on wide screens as
// manga_reading_sticky_navigation says, and the phone reader bar stays as manga_reading_sticky_navigation_mobile says.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara-reading';
import { site } from '../support/site';
import { wakeReader } from '../support/reader-page';

const TAG = `mre${Date.now().toString(36)}`;
let browser: Browser;
let saved: unknown;
let fx: { manga: number; chapters: string[]; text_manga: number };

const themeOptions = (value: Record<string, string>) => fixture('set_option', { name: 'option_tree', value });

async function open(width: number, height: number, url: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const page = await ctx.newPage();
  const errors = watchErrors(page, site.url);
  await page.goto(url);
  await wakeReader(page);
  return { page, errors, close: () => ctx.close() };
}

/** The page boxes of the chapter: left edge, width, and the space between each and the next. */
const pageBoxes = (page: Page) =>
  page.locator('.reading-content .page-break').evaluateAll((boxes) => {
    const rects = boxes.map((box) => box.getBoundingClientRect());
    return { left: rects[0].left, width: rects[0].width, screen: document.documentElement.clientWidth, gaps: rects.slice(1).map((rect, i) => rect.top - rects[i].bottom) };
  });

beforeAll(async () => {
  saved = fixture('get_option', { name: 'option_tree' });
  fx = fixture('madara_reading_seed', { title: `${TAG} Strip` });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  fixture('set_option', { name: 'option_tree', value: saved ?? null });
  fixture('delete_posts', { ids: [fx.manga, fx.text_manga] });
}, 60_000);

describe("Madara's reading layout at 375 px", () => {
  it('shows list images touching with gaps off and across the whole screen with full width on', async () => {
    themeOptions({ manga_reading_style: 'list', manga_reading_content_gaps: 'off' });
    let view = await open(375, 740, fx.chapters[0]);
    let boxes = await pageBoxes(view.page);
    expect(boxes.gaps).toHaveLength(2);
    for (const gap of boxes.gaps) expect(Math.abs(gap)).toBeLessThan(0.5);
    expect(boxes.left).toBeCloseTo(0, 0);
    expect(boxes.width).toBeCloseTo(boxes.screen, 0);
    expect(view.errors).toEqual([]);
    await view.close();

    themeOptions({ manga_reading_style: 'list', manga_reading_full_width: 'off' });
    view = await open(375, 740, fx.chapters[0]);
    boxes = await pageBoxes(view.page);
    for (const gap of boxes.gaps) expect(gap).toBeGreaterThan(2); // Madara's default: gaps on
    expect(boxes.left).toBeGreaterThan(8);
    expect(boxes.left + boxes.width).toBeLessThan(boxes.screen - 8);
    await view.close();
  });

  it("keeps the phone reader bar while scrolling down only with the mobile sticky navigation", async () => {
    for (const [mobile, pinned] of [
      ['off', false],
      ['on', true],
    ] as const) {
      themeOptions({ manga_reading_style: 'list', manga_reading_sticky_navigation_mobile: mobile });
      const view = await open(375, 740, fx.chapters[0]);
      await view.page.evaluate(() => window.scrollTo(0, 600));
      await view.page.evaluate(() => window.scrollTo(0, 1200));
      const bar = view.page.locator('.reader-bar');
      if (pinned) await view.page.waitForSelector('.reader-bar.is-shown');
      else await expect.poll(() => view.page.evaluate(() => window.scrollY)).toBe(1200);
      // The bar is on screen (not slid away above it) exactly when pinned.
      await expect.poll(async () => ((await bar.boundingBox())?.y ?? -100) >= 0, { timeout: 3000 }).toBe(pinned);
      await view.close();
    }
  });
});

describe("Madara's sticky chapter navigation at 1280 px", () => {
  it('keeps the navigation at the top, below the sticky header, only when the option is on', async () => {
    for (const [option, sticks] of [
      ['on', true],
      ['off', false],
    ] as const) {
      themeOptions({ manga_reading_style: 'list', manga_reading_sticky_navigation: option, nav_sticky: '1' });
      const view = await open(1280, 800, fx.chapters[0]);
      await view.page.evaluate(() => window.scrollTo(0, 2000));
      await view.page.waitForSelector('header.site-header.is-sticky');
      const nav = view.page.locator('[data-island="reader"] .wp-manga-nav.header');
      if (sticks) {
        await expect
          .poll(async () => {
            const [navBox, header] = [await nav.boundingBox(), await view.page.locator('header.site-header').boundingBox()];
            return navBox && header ? Math.round(navBox.y - (header.y + header.height)) : null;
          })
          .toBe(0);
      } else {
        expect((await nav.boundingBox())!.y).toBeLessThan(-500);
      }
      expect(view.errors).toEqual([]);
      await view.close();
    }
  });
});
