// Rating a manga with the keyboard at 375 and 1280 px (MADARA-SITE.md §8.7): the manga page's stars are a native
// radio group; Space chooses the focused star and the arrow keys move to the next ones, each choice is saved through
// wp-manga-save-rating (read back raw from Madara's meta), the focus stays visible, the stars are large enough to
// tap, and axe finds nothing serious before or after. On an Arabic (right-to-left) site the stars mirror.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/rating';
import { login, site } from '../support/site';

const PASSWORD = 'Yıldız-şifresi-5';
let browser: Browser;
const posts: number[] = [];
const users: number[] = [];

beforeAll(async () => {
  fixture('rating_switches', { user_rating: null, guest_rating: null });
  browser = await launch();
}, 60000);

afterAll(async () => {
  await browser?.close();
  fixture('delete_posts', { ids: posts });
  fixture('delete_users', { ids: users });
});

/** A signed-in reader (and a returning visitor who answered the consent banner, so it covers nothing) on a new manga. */
async function readerOn(name: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; user: number; manga: number }> {
  const made = fixture('rating_make_manga', { word: `${name}${Date.now().toString(36)}` });
  posts.push(made.a, made.b, made.draft, made.locked, made.post);
  const loginName = `yildiz${name}${Date.now().toString(36)}`;
  const user = fixture('make_user', { login: loginName, password: PASSWORD });
  users.push(user);
  const context = await browser.newContext({ viewport });
  const cookies = (await login(loginName, PASSWORD)).split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: site.url };
  });
  await context.addCookies([...cookies, { name: 'cookieyes-consent', value: `consentid:${'c'.repeat(32)},consent:no,action:yes,necessary:yes`, url: site.url }]);
  const page = await context.newPage();
  await page.goto(made.url);
  return { context, page, user, manga: made.a };
}

const reviews = (manga: number) => fixture('rating_raw_meta', { post: manga })._manga_reviews;
const star = (page: Page, n: number) => page.locator(`.rating-stars input[value="${n}"]`);
/** The star with the focus, read in one step: the island may swap the server's stars for React's at any moment. */
const focusedStar = (page: Page) => page.evaluate(() => (document.activeElement?.matches('.rating-stars input') ? Number((document.activeElement as HTMLInputElement).value) : 0));

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('rating by keyboard ($name)', ({ name, width, height }) => {
  it('Space chooses, the arrow keys move on, every choice is saved, and axe finds nothing serious', async () => {
    const { context, page, user, manga } = await readerOn(name, { width, height });
    const errors = watchErrors(page, site.url);
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard only: Tab from the element before the group lands on its first star.
    await page.locator('[data-island="rating"]').evaluate((island) => {
      const before = document.createElement('button');
      before.textContent = 'önce';
      island.before(before);
      before.focus();
    });
    // The block is the server's form until this focus brings its React, which keeps the focus on the same star.
    await page.keyboard.press('Tab');
    expect(await focusedStar(page)).toBe(1);
    await page.waitForSelector('[data-island="rating"][data-mounted="true"]', { state: 'attached' });
    expect(await focusedStar(page)).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(() => reviews(manga)).toBe(`a:1:{i:${user};d:1;}`);
    await page.locator('.rating-status', { hasText: /\S/ }).waitFor();

    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await star(page, 4).isChecked()).toBe(true);
    await expect.poll(() => reviews(manga)).toBe(`a:1:{i:${user};d:4;}`);
    await expect.poll(() => page.locator('#averagerate').textContent()).toMatch(/^4[.,]0$/);

    // The focused star shows a ring, and every star is at least 24 px square (WCAG 2.5.8).
    const ring = await page.locator('.rating-star:has(input:focus)').evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(ring).toBe('solid');
    for (const label of await page.locator('.rating-star').all()) {
      const box = await label.boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
    }
    await screenshot(page, `rating-keyboard-${name}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The reader's own stars come back with the page.
    await page.reload();
    expect(await star(page, 4).isChecked()).toBe(true);
    expect(await page.locator('[data-island="rating"][data-mounted="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('rating on a right-to-left site', () => {
  let language: unknown;
  beforeAll(() => {
    language = fixture('get_option', { name: 'WPLANG' });
    fixture('set_option', { name: 'WPLANG', value: 'ar' });
  });
  afterAll(() => {
    fixture('set_option', { name: 'WPLANG', value: language ?? null });
  });

  it('mirrors the stars and still saves by keyboard (375 px)', async () => {
    const { context, page, user, manga } = await readerOn('rtl', { width: 375, height: 740 });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const [one, five] = [await star(page, 1).locator('..').boundingBox(), await star(page, 5).locator('..').boundingBox()];
    expect(one!.x).toBeGreaterThan(five!.x);
    await star(page, 2).focus();
    // The focus brings the block's React; the keys go to React's stars (the left-to-right test covers the handover).
    await page.waitForSelector('[data-island="rating"][data-mounted="true"]', { state: 'attached' });
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => reviews(manga), { timeout: 10000 }).toBe(`a:1:{i:${user};d:3;}`);
    await screenshot(page, 'rating-keyboard-rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
