// Listing behaviours in Chromium at 375 and 1280 px: load more (SPEC §4 counter, append, end), the popular
// slider (swiper, swiping, autoplay), the hover popup (desktop only, placed by cursor half). Own data, removed after.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors, wholeStylesheet } from '../support/browser';
import { frames, settledBox } from '../support/settle';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

const TAG = `liste2e${Date.now().toString(36)}`;
const COUNT = 30;
let browser: Browser;
let ids: number[] = [];

beforeAll(async () => {
  ids = fixture('listing_seed_popular', { tag: TAG, count: COUNT });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  fixture('delete_posts', { ids });
  fixture('listing_theme_mod', { name: 'yomu_slider_autoplay', value: null });
});

/** The slider island's swiper container (swiper keeps its instance on it as el.swiper). */
const SWIPER = '[data-island="manga-slider"] .swiper';

const sizes = [
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** A returning visitor who already answered the cookie-consent banner (another feature), so it covers nothing. */
async function answeredConsent(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookieyes-consent', value: `consentid:${'c'.repeat(32)},consent:no,action:yes,necessary:yes`, url: site.url }]);
}

/** The hover island mounts when the browser is idle; until then a hover does nothing. */
const hoverIslandMounted = (page: Page) => page.waitForSelector('[data-island="manga-hover"][data-mounted="true"]', { state: 'attached' });
/** The reader reaches for the home slider (a hover): swiper comes and takes the track over. */
const wakeSlider = async (page: Page) => {
  await page.locator('.manga-slider').hover();
  await page.waitForSelector(`${SWIPER}.swiper-initialized`);
};
const fetchedChunk = (page: Page, name: string) => page.evaluate((chunk) => performance.getEntriesByType('resource').some((entry) => new RegExp(`/${chunk}-[\\w-]+\\.js$`).test(entry.name)), name);

async function open(width: number, height: number, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors = watchErrors(page, site.url);
  await answeredConsent(page);
  await page.goto(site.url + path);
  return { page, errors };
}

describe.each(sizes)('listing ($name)', ({ name, width, height }) => {
  it('load more appends the next page with the page counter, then hides at the end', async () => {
    const { page, errors } = await open(width, height, `/?s=${TAG}&post_type=wp-manga&m_orderby=alphabet`);
    const cards = page.locator('.c-tabs-item__content');
    expect(await cards.count()).toBe(24);
    // Without JS this submits the search form to page 2 (button[form]); the island swaps it for its own button.
    await page.locator('.navigation-ajax').scrollIntoViewIfNeeded();
    // The island comes when the reader reaches for the control (here a hover; a click first is held for it).
    await page.locator('.navigation-ajax .load-ajax-button').hover();
    const button = page.locator('.navigation-ajax button.load-ajax-button:not([form])');
    await button.waitFor();
    const sent: URLSearchParams[] = [];
    page.on('request', (request) => {
      if (request.url().includes('admin-ajax.php') && request.method() === 'POST') sent.push(new URLSearchParams(request.postData() ?? ''));
    });
    // A double click while the first request runs sends one request only.
    await button.dblclick();
    await page.waitForFunction(() => document.querySelectorAll('.c-tabs-item__content').length === 30);
    // A second request would have left at the second click, before the first answer appended these cards.
    await frames(page);
    expect(sent).toHaveLength(1);
    expect(sent[0].get('action')).toBe('yomu_load_more');
    expect(sent[0].get('page')).toBe('1');
    expect(sent[0].get('vars[s]')).toBe(TAG);
    expect(sent[0].get('vars[m_orderby]')).toBe('alphabet');
    const titles = await page.locator('.c-tabs-item__content .post-title a').allInnerTexts();
    expect(titles.slice(22, 26).map((t) => t.slice(0, 10))).toEqual(['Listing 23', 'Listing 24', 'Listing 25', 'Listing 26']);
    // The answer carried the no-posts marker: the control is hidden and no marker is shown.
    await page.locator('.navigation-ajax .nav-previous').waitFor({ state: 'hidden' });
    expect(await page.locator('[data-listing-items] .no-posts').count()).toBe(0);
    await page.locator('.c-tabs-item__content').nth(24).scrollIntoViewIfNeeded();
    await screenshot(page, `listing-load-more-${name}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the search without JavaScript pages through its form', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${site.url}/?s=${TAG}&post_type=wp-manga&m_orderby=alphabet`);
    // The load-more fallback submits the search form to page 2 (the words are not repeated in a link).
    await page.locator('.navigation-ajax .nav-previous .load-ajax-button').click();
    await page.waitForURL(/page\/2/);
    expect(new URL(page.url()).searchParams.get('s')).toBe(TAG);
    expect(await page.locator('.c-tabs-item__content').count()).toBe(6);
    expect(await page.locator('.navigation-ajax .nav-previous').count()).toBe(0);
    await context.close();
  });

  it(`pagination: ${width < 768 ? 'a toggled page select opens the chosen page' : 'numbered links, no page select'}`, async () => {
    const { page, errors } = await open(width, height, `/?s=${TAG}&post_type=wp-manga&m_orderby=alphabet`);
    await wholeStylesheet(page);
    const island = page.locator('[data-island="mobile-pagination"]');
    const serverHeight = await page.locator('.listing-pagination').evaluate((nav) => nav.getBoundingClientRect().height);
    expect(await island.getAttribute('data-mounted')).toBeNull();
    // The island loads when visible: bring the end of the page into view (cards above may still change height).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('[data-island="mobile-pagination"]').scrollIntoViewIfNeeded();
    const toggle = page.locator('.mobile-pagination__toggle');
    if (width < 768) {
      await page.waitForSelector('[data-island="mobile-pagination"] .mobile-pagination', { state: 'attached' });
      expect(await page.locator('.listing-pagination .wp-pagenavi').isVisible()).toBe(false);
      expect(await toggle.innerText()).toMatch(/1\D+2/);
      // The bar takes the links' place at their height: nothing below moves.
      expect(await page.locator('.listing-pagination').evaluate((nav) => nav.getBoundingClientRect().height)).toBe(serverHeight);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.locator('.mobile-pagination select').selectOption({ label: '2' });
      await page.waitForURL(/page\/2/);
      expect(await page.locator('.c-tabs-item__content').count()).toBe(6);
    } else {
      // A wider window keeps the server's links and never fetches the select's code.
      await page.waitForLoadState('networkidle');
      expect(await fetchedChunk(page, 'mount-pagination')).toBe(false);
      expect(await toggle.count()).toBe(0);
      expect(await page.locator('.listing-pagination .wp-pagenavi button.page-numbers').first().isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the popular slider as a swiper that swipes', async () => {
    const { page, errors } = await open(width, height, '/');
    await page.locator('.manga-slider').scrollIntoViewIfNeeded();
    // Without autoplay the track scrolls on its own; swiper comes with the reader's first reach for the slider.
    await page.waitForLoadState('networkidle');
    expect(await fetchedChunk(page, 'swiper')).toBe(false);
    await wakeSlider(page);
    const slider = page.locator(SWIPER);
    // Style 1 shows 2 slides per view on phones and 5 from 1200 px (SPEC §9 breakpoints).
    const inView = await slider.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll('.swiper-slide')].filter((slide) => {
        const r = slide.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });
    expect(inView).toBe(width < 480 ? 2 : 5);
    const first = await page.locator('.manga-slider .swiper-slide').first().boundingBox();
    const box = (await slider.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + 100, { steps: 8 });
    await page.mouse.up();
    const after = await settledBox(page.locator('.manga-slider .swiper-slide').first());
    expect(after.x).toBeLessThan(first!.x - 50);
    await screenshot(page, `listing-home-${name}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('mirrors the slider in a right-to-left page', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    // The same page as an RTL locale renders it (html dir="rtl"); the slider must start from the right edge.
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => (document.documentElement.dir = 'rtl')));
    await page.goto(site.url + '/');
    await page.locator('.manga-slider').scrollIntoViewIfNeeded();
    await wakeSlider(page);
    const slider = page.locator(SWIPER);
    expect(await slider.evaluate((el) => (el as HTMLElement & { swiper: { rtl: boolean } }).swiper.rtl)).toBe(true);
    const box = (await slider.boundingBox())!;
    const first = (await page.locator('.manga-slider .swiper-slide').first().boundingBox())!;
    expect(Math.abs(first.x + first.width - (box.x + box.width))).toBeLessThan(2);
    await screenshot(page, `listing-home-rtl-${name}`);
    await page.close();
  });

  it('starts swiper where the reader had scrolled the track by hand', async () => {
    const { page, errors } = await open(width, height, '/');
    const track = page.locator('.manga-slider .manga-slider__track');
    await track.scrollIntoViewIfNeeded();
    await track.evaluate((el) => {
      const [first, second] = Array.from(el.children, (slide) => slide.getBoundingClientRect().left);
      el.scrollLeft = 2 * (second - first);
    });
    await wakeSlider(page);
    expect(await page.evaluate((selector) => (document.querySelector(selector) as HTMLElement & { swiper: { activeIndex: number } }).swiper.activeIndex, SWIPER)).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('autoplays the slider when the theme setting is on', async () => {
    fixture('listing_theme_mod', { name: 'yomu_slider_autoplay', value: true });
    try {
      const { page } = await open(width, height, '/');
      await page.waitForSelector(`${SWIPER}.swiper-initialized`);
      const index = () => page.evaluate((selector) => (document.querySelector(selector) as HTMLElement & { swiper: { activeIndex: number } }).swiper.activeIndex, SWIPER);
      expect(await index()).toBe(0);
      await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLElement & { swiper: { activeIndex: number } }).swiper.activeIndex > 0, SWIPER, { timeout: 6000 });
      await page.close();
    } finally {
      fixture('listing_theme_mod', { name: 'yomu_slider_autoplay', value: null });
    }
  });

  it(`hover popup ${width >= 768 ? 'opens beside the cursor' : 'stays off on mobile'}`, async () => {
    const { page, errors } = await open(width, height, `/?s=${TAG}&post_type=wp-manga&m_orderby=alphabet`);
    // The popup's code comes with the first hover of a card, never before.
    await page.waitForLoadState('networkidle');
    expect(await fetchedChunk(page, 'manga-hover')).toBe(false);
    const hoverRequests: string[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('madara_hover_load_post')) hoverRequests.push(request.url());
    });
    const thumb = page.locator('.c-tabs-item__content .tab-thumb').first();
    await thumb.hover();
    const popup = page.locator('.manga-hover');
    await hoverIslandMounted(page);
    if (width < 768) {
      // The island decides in its mouseover handler (no request is sent on a phone).
      await page.locator('.c-tabs-item__content .tab-thumb').nth(1).hover();
      await frames(page);
      expect(await popup.isVisible()).toBe(false);
      expect(hoverRequests).toEqual([]);
    } else {
      await popup.waitFor({ state: 'visible' });
      expect(await popup.innerText()).toContain('Listing 01');
      const cursor = (await thumb.boundingBox())!;
      const at = (await popup.boundingBox())!;
      // The cursor is in the left half, so the popup sits on its right.
      expect(at.x).toBeGreaterThan(cursor.x + cursor.width / 2);
      await screenshot(page, `listing-hover-${name}`);
      await page.mouse.move(5, 5);
      await popup.waitFor({ state: 'hidden' });
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('hover popup placement (1280 px)', () => {
  it('opens on the left of the cursor when the cursor is in the right half', async () => {
    const { page, errors } = await open(1280, 800, '/');
    // The last card of the first grid row sits in the right half of the screen.
    const cards = page.locator('.manga-grid .hover-details[data-post-id]');
    await cards.first().scrollIntoViewIfNeeded();
    let right = cards.first();
    for (let i = 0; i < (await cards.count()); i++) {
      const at = (await cards.nth(i).boundingBox())!;
      if (at.x > 640 && at.y < 800) right = cards.nth(i);
    }
    const thumb = (await right.boundingBox())!;
    expect(thumb.x).toBeGreaterThan(640);
    await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + 40);
    const popup = page.locator('.manga-hover');
    await popup.waitFor({ state: 'visible' });
    const at = (await popup.boundingBox())!;
    expect(at.x + at.width).toBeLessThan(thumb.x + thumb.width / 2);
    expect(await popup.getAttribute('data-side')).toBe('left');
    await screenshot(page, 'listing-hover-right-half-desktop');
    expect(errors).toEqual([]);
    await page.close();
  });
});
