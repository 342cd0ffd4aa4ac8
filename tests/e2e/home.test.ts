// The home page of issue 34: "Continue reading" for a returning reader (an account's history from the server, a
// guest's from the history cookie), the most read by period picked with the keyboard and without JavaScript, and
// the NEW tag on a card; at 375 and 1280 px, axe clean with the new rows.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { violations } from '../support/axe';
import { headerReady, launch, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { login, site } from '../support/site';

const TAG = `home${Date.now().toString(36)}`;
const PASSWORD = 'Ana-sayfa-şifre-34';
let browser: Browser;
let manga: number[] = [];
let chapter = 0;
let user = 0;
let cover = 0;
let cookie = '';

beforeAll(async () => {
  browser = await launch();
  manga = fixture('listing_seed_genre_manga', { tag: TAG, prefix: 'Home', count: 3 });
  const slugs = fixture('cache_add_text_chapters', { manga: manga[0], names: ['Bölüm 1', 'Bölüm 2', 'Bölüm 3'], text: '<p>x</p>' });
  chapter = fixture('reader_chapter_id_by_slug', { manga: manga[0], slug: slugs[1] });
  cover = fixture('listing_make_cover', { tag: TAG, posts: manga });
  // The NEW tag for this manga only (its own meta overrides Madara's theme option, as in Madara).
  fixture('site_set_post_meta', { post: manga[0], values: { manga_new_chapter: 'on', manga_new_chapter_time_range: '3' } });
  user = fixture('make_user', { login: TAG, password: PASSWORD });
  cookie = await login(TAG, PASSWORD);
});

/**
 * The views and the reading history the tests read, set again before each test: the mobile run opens the chapter,
 * which counts a view (a new week starts the count again) and records where the reader is.
 */
function seedReading(): void {
  // Far above any other test's numbers, so these three lead every period: A, B, C this week; C, A, B this month;
  // B, C, A of all time.
  const views = [
    [3, 2, 1],
    [2, 1, 3],
    [1, 3, 2],
  ];
  manga.forEach((id, i) =>
    fixture('site_set_post_meta', {
      post: id,
      values: { _wp_manga_week_views_value: 9e9 + views[i][0], _wp_manga_month_views_value: 9e9 + views[i][1], _wp_manga_views: 9e9 + views[i][2] },
    }),
  );
  fixture('account_set_history', { user, entries: [{ id: manga[0], c: chapter, p: 3, i: 2, t: Math.floor(Date.now() / 1000) - 120 }] });
}

afterAll(async () => {
  await browser?.close();
  if (cover) fixture('listing_remove_cover', { cover, posts: manga });
  fixture('delete_posts', { ids: manga });
  fixture('listing_delete_terms', { terms: [{ slug: `genre-${TAG}`, taxonomy: 'wp-manga-genre' }] });
  if (user) fixture('account_delete_users_with_avatars', { ids: [user] });
});

const title = (i: number) => `Home 0${i + 1} ${TAG}`;
const host = () => new URL(site.url).hostname;
// A consent already given, so the cookie banner covers nothing.
const consent = () => ({
  name: 'cookieyes-consent',
  value: encodeURIComponent('consentid:E2eHomePage0123456789abcdefABCDE,consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no'),
  domain: host(),
  path: '/',
});

async function context(width: number, options: { signedIn?: boolean; history?: string; javaScript?: boolean } = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 900 }, javaScriptEnabled: options.javaScript ?? true });
  const cookies = [consent()];
  if (options.signedIn) {
    cookies.push(
      ...cookie.split('; ').map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name, value: rest.join('='), domain: host(), path: '/' };
      }),
    );
  }
  if (options.history) cookies.push({ name: 'wpmanga-reading-history', value: options.history, domain: host(), path: '/' });
  await ctx.addCookies(cookies);
  return ctx;
}

/** The first three titles of a period's list (the test's manga lead every list). */
const leaders = (ctx: import('playwright-core').Page, period: string) => ctx.locator(`.popular-periods__panel[data-period="${period}"] .popular-periods__title`).allInnerTexts().then((all) => all.slice(0, 3));

describe.each([
  { name: 'mobile', width: 375 },
  { name: 'desktop', width: 1280 },
])('home ($name)', ({ name, width }) => {
  beforeEach(seedReading);

  it('lists the most read of the week, then of the month and of all time as the reader moves through the periods with the arrow keys', async () => {
    const ctx = await context(width);
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto(`${site.url}/`);
    await headerReady(page);
    const week = page.getByRole('radio', { name: 'Bu hafta' });
    expect(await week.isChecked()).toBe(true);
    expect(await leaders(page, 'week')).toEqual([title(0), title(1), title(2)]);
    expect(await page.locator('.popular-periods__panel[data-period="month"]').isVisible()).toBe(false);
    expect(await page.locator('.popular-periods__panel[data-period="week"] .popular-periods__views').first().innerText()).toBe('9.000.000.003 görüntülenme');
    await week.focus();
    await page.keyboard.press(await page.evaluate(() => (document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight')));
    expect(await page.getByRole('radio', { name: 'Bu ay' }).isChecked()).toBe(true);
    expect(await page.locator('.popular-periods__panel[data-period="week"]').isVisible()).toBe(false);
    expect(await page.locator('.popular-periods__panel[data-period="month"]').isVisible()).toBe(true);
    expect(await leaders(page, 'month')).toEqual([title(2), title(0), title(1)]);
    await page.keyboard.press('ArrowRight');
    expect(await leaders(page, 'all')).toEqual([title(1), title(2), title(0)]);
    expect(await page.locator('.popular-periods__panel[data-period="all"]').isVisible()).toBe(true);
    // A guest who never read anything sees no "Continue reading", and the browser fetches no code for it.
    expect(await page.locator('.continue-reading-row').isVisible()).toBe(false);
    expect(fetched.filter((url) => url.includes('/guest-history-') || url.includes('guest_histories'))).toEqual([]);
    await page.locator('.popular-periods').scrollIntoViewIfNeeded();
    await screenshot(page, `home-most-read-${name}`);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("shows a signed-in reader's Continue reading with the chapter, page and progress, axe clean", async () => {
    const ctx = await context(width, { signedIn: true });
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(`${site.url}/`);
    const row = page.locator('.continue-reading-row');
    expect(await row.isVisible()).toBe(true);
    expect(await row.getByRole('heading', { level: 2 }).innerText()).toBe('Okumaya devam et');
    const item = row.locator('.my-history-item-wrap', { hasText: title(0) });
    expect(await item.getByRole('heading', { level: 3 }).innerText()).toBe(title(0));
    expect(await item.locator('.chapter a').innerText()).toBe('Bölüm 2');
    expect(await item.locator('.yomu-progress__text').innerText()).toBe('Bölüm 2 / 3, sayfa 3');
    expect(await item.locator('.timediff').innerText()).toBe('2 dakika önce');
    await page.waitForSelector('#page-loader', { state: 'detached' });
    expect(await violations(page, 'moderate')).toEqual([]);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `home-continue-reading-${name}`);
    await item.locator('.chapter a').click();
    await page.waitForURL(/bolum-2/);
    // The chapter counts its view and records the reading before the next test sets them again.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('home for guests', () => {
  it("features the owner's manga in the slider, in the owner's order, instead of the most read", async () => {
    const ctx = await context(1280, { javaScript: false });
    const page = await ctx.newPage();
    fixture('listing_theme_mod', { name: 'yomu_slider_ids', value: `${manga[2]},${manga[0]}` });
    try {
      await page.goto(`${site.url}/`);
      const slider = page.locator('.popular-slider');
      expect(await slider.getByRole('heading', { level: 2 }).innerText()).toBe('Öne çıkanlar');
      expect(await slider.locator('.post-title a').allInnerTexts()).toEqual([title(2), title(0)]);
    } finally {
      fixture('listing_theme_mod', { name: 'yomu_slider_ids', value: null });
    }
    await page.goto(`${site.url}/`);
    expect(await page.locator('.popular-slider').getByRole('heading', { level: 2 }).innerText()).toBe('Popüler');
    await ctx.close();
  });

  it("shows a card's cover as a WebP crop sized for the card at the phone's density, built in the background for a cover that had none", async () => {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    await ctx.addCookies([consent()]);
    const page = await ctx.newPage();
    const cover = page.locator(`.manga-grid img.manga-card__cover[alt="${title(0)}"]`).first();
    // The test's cover (200 × 300) has no crops when its first page is served: that page asks for them, and the
    // worker builds them after the answer. Each visit: the image the browser picked for the card.
    const picked = async () => {
      await page.goto(`${site.url}/`);
      await cover.scrollIntoViewIfNeeded();
      await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await cover.elementHandle());
      return cover.evaluate((img: HTMLImageElement) => img.currentSrc);
    };
    // 182 CSS px at DPR 1.75 asks for 319 px: the cover's widest crop, its own width (the 180 px crop is too small).
    await expect.poll(picked, { timeout: 30000, interval: 250 }).toMatch(/-yomu-cover-200x286\.webp$/);
    // WordPress 6.7 and later put "auto, " first on a lazy image: the browser takes the laid-out width, ours elsewhere.
    expect((await cover.getAttribute('sizes'))?.replace(/^auto, /, '')).toBe('(max-width: 599px) calc(50vw - 24px), (max-width: 767px) calc(33.4vw - 22px), (max-width: 1199px) calc(25vw - 20px), 180px');
    expect((await cover.getAttribute('srcset'))?.split(', ').map((source) => source.split(' ')[1])).toEqual(['180w', '200w']);
    const response = await page.request.get(await cover.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(response.headers()['content-type']).toBe('image/webp');
    await ctx.close();
  });

  it("fills Continue reading from the guest's history cookie once the page is idle", async () => {
    const entries = [{ id: manga[0], c: chapter, p: 2, i: 1, t: Math.floor(Date.now() / 1000) - 3600 }];
    const ctx = await context(1280, { history: Buffer.from(JSON.stringify(entries)).toString('base64') });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/`);
    const item = page.locator('.continue-reading-row .my-history-item-wrap', { hasText: title(0) });
    await item.waitFor();
    expect(await item.getByRole('heading', { level: 3 }).innerText()).toBe(title(0));
    expect(await item.locator('.yomu-progress__text').innerText()).toBe('Bölüm 2 / 3, sayfa 2');
    expect(await page.locator('.continue-reading-row').isVisible()).toBe(true);
    await ctx.close();
  });

  it('picks the period without JavaScript, and the card of a chapter out this week carries the NEW tag', async () => {
    const ctx = await context(375, { javaScript: false });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/`);
    await page.locator('.popular-periods label', { hasText: 'Tüm zamanlar' }).click();
    expect(await page.locator('.popular-periods__panel[data-period="all"]').isVisible()).toBe(true);
    expect(await page.locator('.popular-periods__panel[data-period="week"]').isVisible()).toBe(false);
    await page.goto(`${site.url}/manga-genre/genre-${TAG}/`);
    const card = page.locator('.page-item-detail', { hasText: title(0) });
    expect(await card.locator('.chapter-item').first().locator('.c-new-tag').textContent()).toBe('Yeni');
    expect(await page.locator('.page-item-detail', { hasText: title(1) }).locator('.c-new-tag').count()).toBe(0);
    await ctx.close();
  });
});
