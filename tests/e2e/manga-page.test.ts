import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { frames } from '../support/settle';
import { fixture } from '../support/fixture';
import { site } from '../support/site';
import { createMangaFixture, removeMangaFixture, type MangaFixture } from './manga-page-fixture';

let browser: Browser;
let fx: MangaFixture;

beforeAll(async () => {
  fx = createMangaFixture();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  removeMangaFixture(fx);
});

/** A returning visitor who already answered the cookie-consent banner (another feature), so it covers nothing. */
async function answeredConsent(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookieyes-consent', value: `consentid:${'c'.repeat(32)},consent:no,action:yes,necessary:yes`, url: site.url }]);
}

/** Opens the page once the chapter list's plain part has cut it and shown its controls (React comes on a reach). */
async function openMounted(page: Page, url: string): Promise<void> {
  await answeredConsent(page);
  await page.goto(url);
  await page.waitForSelector('[data-island="chapter-list"][data-wake]', { state: 'attached' });
}

const chapterNames = (page: Page) => page.locator('li.wp-manga-chapter > a').allInnerTexts();

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('manga information page ($name)', ({ name, width, height }) => {
  it('collapses a tall summary to 120 px with Show more / Show less', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await answeredConsent(page);
    await page.goto(fx.longUrl);
    const toggle = page.getByRole('button', { name: 'Daha fazla göster' }).first();
    await toggle.waitFor();
    const content = page.locator('.description-summary .summary__content');
    expect((await content.boundingBox())?.height).toBe(120);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Folded by plain code: the toggle's React comes with this first click, which it then answers.
    expect(await page.locator('[data-island="manga-summary"][data-mounted="true"]').count()).toBe(0);
    await toggle.click();
    const less = page.getByRole('button', { name: 'Daha az göster' });
    await less.waitFor();
    expect((await content.boundingBox())?.height).toBeGreaterThan(120);
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    await less.click();
    expect((await content.boundingBox())?.height).toBe(120);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a short summary gets no toggle', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await openMounted(page, fx.shortUrl);
    // The summary island measured it when it came (before the chapter list, which is idle) and left it alone.
    expect(await page.locator('.summary__toggle').isVisible()).toBe(false);
    expect(await page.locator('.summary__content').getAttribute('class')).toBe('summary__content');
    expect(await page.locator('[data-island="manga-summary"][data-mounted="true"]').count()).toBe(0);
    await page.close();
  });

  it('cuts a list of 550 px or more, opens it after a 1 s loading state', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await openMounted(page, fx.longUrl);
    const wrap = page.locator('.listing-chapters_wrap');
    expect((await wrap.boundingBox())?.height).toBe(550);
    await screenshot(page, `manga-page-${name}`);
    await page.locator('.manga-chapters').scrollIntoViewIfNeeded();
    await screenshot(page, `manga-page-chapters-${name}`);
    const more = page.locator('button.chapter-readmore');
    expect(await more.innerText()).toBe('Daha fazla göster');
    // When the list grows, measured in the page from the click.
    // The list's React comes with this click, which it then answers: no React before it.
    expect(await page.locator('[data-island="chapter-list"][data-mounted="true"]').count()).toBe(0);
    // Kept on window and read from the island: React's list takes the place of the server's.
    await page.locator('[data-island="chapter-list"]').evaluate((island) => {
      const at = window as Window & { yomuClicked?: number; yomuGrew?: number };
      window.addEventListener('click', () => (at.yomuClicked = performance.now()), { capture: true, once: true });
      new ResizeObserver(() => {
        const list = island.querySelector('.listing-chapters_wrap');
        if (at.yomuGrew === undefined && list && list.getBoundingClientRect().height > 550) at.yomuGrew = performance.now();
      }).observe(island);
    });
    const started = Date.now();
    await more.click();
    await page.locator('button.chapter-readmore[disabled]').waitFor();
    expect(await more.innerText()).toBe('Yükleniyor…');
    await more.waitFor({ state: 'detached', timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    // It stayed cut for the whole loading second.
    const grewAfter = await page.evaluate(() => {
      const at = window as Window & { yomuClicked?: number; yomuGrew?: number };
      return (at.yomuGrew ?? Infinity) - (at.yomuClicked ?? Infinity);
    });
    expect(grewAfter).toBeGreaterThanOrEqual(900);
    expect((await wrap.boundingBox())?.height).toBeGreaterThan(550);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a short list is not cut', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await openMounted(page, fx.shortUrl);
    expect(await page.locator('button.chapter-readmore').isVisible()).toBe(false);
    expect(await page.locator('.listing-chapters_wrap.is-cut').count()).toBe(0);
    expect(await chapterNames(page)).toEqual(['Bölüm 3', 'Bölüm 2', 'Bölüm 1']);
    await page.close();
  });

  it('shows the title and the ways to read on the first screen, clear of the cookie button', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await openMounted(page, fx.longUrl);
    const inFirstScreen = async (selector: string) => {
      const box = await page.locator(selector).boundingBox();
      return Boolean(box && box.y >= 0 && box.y + box.height <= height && box.x >= 0 && box.x + box.width <= width);
    };
    expect(await inFirstScreen('.post-title h1')).toBe(true);
    expect(await inFirstScreen('#btn-read-first')).toBe(true);
    expect(await inFirstScreen('#btn-read-last')).toBe(true);
    if (width < 768) {
      // The cover beside the title, not a screen of its own.
      const cover = await page.locator('.summary_image').boundingBox();
      const title = await page.locator('.post-title h1').boundingBox();
      expect(cover && title && cover.x + cover.width <= title.x && cover.y < title.y + title.height && title.y < cover.y + cover.height).toBe(true);
    }
    // The cookie settings button (fixed in a corner) covers neither button.
    const revisit = await page.locator('.yomu-consent-revisit').boundingBox();
    for (const selector of ['#btn-read-first', '#btn-read-last']) {
      const button = await page.locator(selector).boundingBox();
      const overlaps = Boolean(revisit && button && revisit.x < button.x + button.width && button.x < revisit.x + revisit.width && revisit.y < button.y + button.height && button.y < revisit.y + revisit.height);
      expect(overlaps).toBe(false);
    }
    await screenshot(page, `manga-first-screen-${name}`);
    await page.close();
  });

  it('reverses the order, expands and collapses volumes, and reads first / last', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await openMounted(page, fx.shortUrl);
    const reverse = page.getByRole('button', { name: 'Sırayı ters çevir' });
    // The first click brings the list's React, which answers it.
    await reverse.click();
    await page.locator('.chapter-list__reverse[aria-pressed="true"]').waitFor();
    expect(await chapterNames(page)).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3']);
    await reverse.click();
    expect(await chapterNames(page)).toEqual(['Bölüm 3', 'Bölüm 2', 'Bölüm 1']);

    await page.getByRole('link', { name: 'İlk bölümü oku' }).click();
    await page.waitForURL(/bolum-1\/?$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Son bölümü oku' }).click();
    await page.waitForURL(/bolum-3\/?$/);

    await openMounted(page, fx.longUrl);
    await page.locator('button.chapter-readmore').click();
    await page.locator('button.chapter-readmore').waitFor({ state: 'detached' });
    const volume = page.getByRole('button', { name: 'Cilt 1' });
    // Loose chapters come first (newest first), then the volume, open because it is the only one.
    expect(await volume.getAttribute('aria-expanded')).toBe('true');
    const inVolume = page.locator('ul.sub-chap li.wp-manga-chapter').first();
    expect(await inVolume.isVisible()).toBe(true);
    await volume.click();
    expect(await volume.getAttribute('aria-expanded')).toBe('false');
    expect(await inVolume.isVisible()).toBe(false);
    await volume.press('Enter');
    expect(await inVolume.isVisible()).toBe(true);
    await page.close();
  });
});

describe('a manga with volumes', () => {
  it('folds the volumes after the first until React comes, which opens the one clicked', async () => {
    const made = fixture('manga_page_two_volumes', { tag: fx.tag });
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
      const errors = watchErrors(page, site.url);
      await openMounted(page, made.url);
      const names = await page.locator('li.parent > .has-child').allInnerTexts();
      expect([...names].sort()).toEqual(['Cilt 1', 'Cilt 2']);
      const inVolume = (name: string) => page.locator('li.parent', { has: page.locator('> .has-child', { hasText: name }) }).locator('li.wp-manga-chapter').first();
      // The first volume in the list is open, the other folded, as React draws them.
      expect(await inVolume(names[0]).isVisible()).toBe(true);
      expect(await inVolume(names[1]).isVisible()).toBe(false);
      expect(await page.locator('[data-island="chapter-list"][data-mounted="true"]').count()).toBe(0);
      await page.locator('li.parent > .has-child', { hasText: names[1] }).click();
      await page.locator('button.volume-toggle[aria-expanded="true"]', { hasText: names[1] }).waitFor();
      expect(await inVolume(names[1]).isVisible()).toBe(true);
      expect(await inVolume(names[0]).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      fixture('delete_posts', { ids: [made.manga] });
    }
  });
});

describe('manga page data for apps and counters', () => {
  it('reloads the list from ajax/chapters/ and counts one view', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') calls.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    const answered = Promise.all([
      page.waitForResponse((response) => response.url().includes('/ajax/chapters/')),
      page.waitForResponse((response) => (response.request().postData() ?? '').includes('action=manga_views')),
    ]);
    await openMounted(page, fx.shortUrl);
    // Both have been answered; a second of either would have left with the first (both are sent on load).
    await answered;
    await frames(page);
    expect(calls.filter((call) => call.includes('/ajax/chapters/'))).toHaveLength(1);
    expect(calls.filter((call) => call.includes('action=manga_views') && call.includes(`manga=${fx.short}`))).toHaveLength(1);
    await page.close();
  });

  it('without JavaScript the whole list and the whole summary are readable', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(fx.longUrl);
    expect(await page.locator('li.wp-manga-chapter').count()).toBe(24);
    expect(await page.locator('li.wp-manga-chapter').last().isVisible()).toBe(true);
    expect((await page.locator('.summary__content').boundingBox())?.height).toBeGreaterThan(120);
    await context.close();
  });
});
