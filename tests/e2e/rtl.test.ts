// Right-to-left: the site language switched to Arabic (WPLANG = ar, restored after). WordPress then reports
// is_rtl() from the core language file, and every page must mirror: header, menu, cards, sliders, off-canvas
// menu and the manga page, at 375 and 1280 px. Own data (manga, a menu), removed after.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerReady, launch, screenshot, watchErrors } from '../support/browser';
import { settledBox } from '../support/settle';
import { fixture } from '../support/fixture';
import { site } from '../support/site';
import { createMangaFixture, removeMangaFixture, type MangaFixture } from './manga-page-fixture';

const TAG = `rtl${Date.now().toString(36)}`;
let browser: Browser;
let fx: MangaFixture;
let ids: number[] = [];
let menu = 0;
let locations: unknown = false;
let language: unknown;

beforeAll(async () => {
  fx = createMangaFixture();
  const now = Math.floor(Date.now() / 1000);
  ids = fixture('site_make_posts', {
    posts: Array.from({ length: 8 }, (_, k) => ({
      title: `Sağdan ${String(k + 1).padStart(2, '0')} ${TAG}`,
      meta: { _wp_manga_views: 900000 + k + 1, _latest_update: now + 1000 + k + 1 },
    })),
  });
  ({ menu, locations } = fixture('theme_primary_menu', {
    name: `Menü ${TAG}`,
    items: ['Birinci', 'İkinci', 'Üçüncü'].map((title) => ({ title, path: '/manga/' })),
  }));
  language = fixture('get_option', { name: 'WPLANG' });
  fixture('set_option', { name: 'WPLANG', value: 'ar' });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  fixture('set_option', { name: 'WPLANG', value: language ?? null });
  if (menu) fixture('theme_remove_menu', { menu, locations });
  fixture('delete_posts', { ids });
  removeMangaFixture(fx);
});

/** A returning visitor who already answered the cookie-consent banner (another feature), so it covers nothing. */
async function answeredConsent(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookieyes-consent', value: `consentid:${'c'.repeat(32)},consent:no,action:yes,necessary:yes`, url: site.url }]);
}

async function open(width: number, height: number, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors = watchErrors(page, site.url);
  await answeredConsent(page);
  await page.goto(url);
  await page.waitForSelector('#page-loader', { state: 'detached' });
  await headerReady(page);
  return { page, errors };
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not visible`);
  return found;
};

describe.each([
  { view: 'mobile', width: 375, height: 740 },
  { view: 'desktop', width: 1280, height: 800 },
])('Arabic site, right to left ($view)', ({ view, width, height }) => {
  it('home: Arabic document, mirrored header, menu and cards', async () => {
    const { page, errors } = await open(width, height, `${site.url}/`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.evaluate(() => window.yomuL10n?.rtl)).toBe(true);
    // Theme strings (PHP and island) come from the Arabic catalogue.
    expect(await page.locator('#latest-updates-title').innerText()).toBe('آخر التحديثات');
    const search = page.getByRole('button', { name: 'بحث', exact: true });
    expect(await search.count()).toBe(1);

    const title = await box(page, '.site-title');
    const tools = await box(page, '.search-toggle');
    expect(title.x + title.width / 2).toBeGreaterThan(width / 2);
    expect(tools.x).toBeLessThan(title.x);
    if (width < 1008) {
      const toggle = await box(page, '.off-canvas-toggle');
      expect(toggle.x).toBeGreaterThan(title.x);
      expect(toggle.x + toggle.width).toBeGreaterThan(width - 40);
    } else {
      // The menu reads from the right: its first item sits right of the second, both left of the title.
      const items = page.locator('header .main-navigation li');
      expect(await items.count()).toBe(3);
      const first = (await items.nth(0).boundingBox())!;
      const second = (await items.nth(1).boundingBox())!;
      expect(first.x).toBeGreaterThan(second.x);
      expect(first.x + first.width).toBeLessThanOrEqual(title.x);
      expect((await box(page, '.c-sub-header-nav')).x).toBeLessThan(width / 2);
    }

    // Cards fill each row from the right.
    const cards = page.locator('.manga-grid > *');
    const c1 = (await cards.nth(0).boundingBox())!;
    const c2 = (await cards.nth(1).boundingBox())!;
    const grid = await box(page, '.manga-grid');
    expect(c1.y).toBe(c2.y);
    expect(c1.x).toBeGreaterThan(c2.x);
    expect(Math.abs(c1.x + c1.width - (grid.x + grid.width))).toBeLessThan(2);
    await screenshot(page, `rtl-home-${view}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the popular slider starts at the right edge and advances when dragged to the right', async () => {
    const { page, errors } = await open(width, height, `${site.url}/`);
    await page.locator('[data-island="manga-slider"]').scrollIntoViewIfNeeded();
    // Swiper comes with the reader's first reach for the slider (it does not autoplay here).
    await page.locator('[data-island="manga-slider"]').hover();
    await page.waitForSelector('[data-island="manga-slider"] .swiper-initialized');
    const slider = page.locator('[data-island="manga-slider"] .swiper');
    expect(await slider.evaluate((el) => (el as HTMLElement & { swiper: { rtl: boolean } }).swiper.rtl)).toBe(true);
    const frame = (await slider.boundingBox())!;
    const first = (await page.locator('.manga-slider .swiper-slide').first().boundingBox())!;
    expect(Math.abs(first.x + first.width - (frame.x + frame.width))).toBeLessThan(2);
    // "Previous" sits on the right (the start side), "Next" on the left.
    const prev = await box(page, '.manga-slider__nav--prev');
    const next = await box(page, '.manga-slider__nav--next');
    expect(prev.x).toBeGreaterThan(next.x);
    // Their chevrons point outwards: "Previous" to the right, "Next" to the left (the first matrix term of the
    // drawn chevron's rotation is negative when it points right).
    const pointsRight = (selector: string) =>
      page.locator(selector).evaluate((el) => Number(/matrix\(([^,]+)/.exec(getComputedStyle(el, '::before').transform)?.[1]) < 0);
    expect(await pointsRight('.manga-slider__nav--prev')).toBe(true);
    expect(await pointsRight('.manga-slider__nav--next')).toBe(false);
    const index = () => slider.evaluate((el) => (el as HTMLElement & { swiper: { activeIndex: number } }).swiper.activeIndex);
    await page.mouse.move(frame.x + frame.width * 0.2, frame.y + 100);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.8, frame.y + 100, { steps: 8 });
    await page.mouse.up();
    await page.waitForFunction(() => (document.querySelector('[data-island="manga-slider"] .swiper') as HTMLElement & { swiper: { activeIndex: number } }).swiper.activeIndex > 0);
    const moved = await settledBox(page.locator('.manga-slider .swiper-slide').first());
    expect(moved.x).toBeGreaterThan(first.x + 50);
    expect(await index()).toBeGreaterThan(0);
    await screenshot(page, `rtl-slider-${view}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('archive: cards and order tabs read from the right', async () => {
    const { page, errors } = await open(width, height, `${site.url}/manga/`);
    const cards = page.locator('.manga-grid > *, .c-tabs-item__content');
    const c1 = (await cards.nth(0).boundingBox())!;
    const c2 = (await cards.nth(1).boundingBox())!;
    if (c1.y === c2.y) expect(c1.x).toBeGreaterThan(c2.x);
    else expect(c1.x + c1.width).toBeGreaterThanOrEqual(c2.x + c2.width - 1);
    const tabs = page.locator('.listing-orderby li');
    const t1 = (await tabs.nth(0).boundingBox())!;
    const t2 = (await tabs.nth(1).boundingBox())!;
    expect(t1.x).toBeGreaterThan(t2.x);
    await screenshot(page, `rtl-archive-${view}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('manga page: cover, details and chapter rows mirrored, Arabic labels', async () => {
    const { page, errors } = await open(width, height, fx.longUrl);
    await page.waitForSelector('[data-island="chapter-list"][data-wake]', { state: 'attached' });
    // The cover on the right: of the details on a desktop, of the title on a phone.
    const cover = await box(page, '.summary_image');
    const info = await box(page, width >= 768 ? '.manga-info__main' : '.post-title');
    expect(cover.x).toBeGreaterThan(info.x);
    const heading = await box(page, '.post-content_item .summary-heading');
    const value = await box(page, '.post-content_item .summary-content');
    expect(heading.x).toBeGreaterThan(value.x);
    const date = await box(page, '.chapter-release-date');
    const link = await box(page, 'li.wp-manga-chapter > a');
    expect(date.x).toBeLessThan(link.x);
    expect(await page.locator('.post-status .summary-content').innerText()).toBe('مكتملة');
    expect(await page.locator('button.chapter-readmore').innerText()).toBe('عرض المزيد');
    await screenshot(page, `rtl-manga-${view}`);
    await page.locator('.manga-chapters').scrollIntoViewIfNeeded();
    await screenshot(page, `rtl-manga-chapters-${view}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('Arabic site, off-canvas menu (375 px)', () => {
  it('slides in from the right edge and closes on an outside click', async () => {
    const { page, errors } = await open(375, 740, `${site.url}/`);
    await page.getByRole('button', { name: 'افتح القائمة' }).click();
    const panel = page.locator('.off-canvas__panel');
    await panel.waitFor();
    const at = await settledBox(panel); // its slide-in transition has ended
    expect(Math.abs(at.x + at.width - 375)).toBeLessThan(2);
    expect(at.x).toBeGreaterThan(0);
    expect(await page.locator('#off-canvas li').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'rtl-off-canvas-mobile');
    await page.mouse.click(10, 400);
    expect(await page.locator('#off-canvas').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
