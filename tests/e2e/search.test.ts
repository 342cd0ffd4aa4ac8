// Search in Chromium at 375 and 1280 px: the header live search (ARIA combobox, 300 ms, highlighted words as
// text, type classes, keyboard, choosing navigates, failures not choosable), the plain GET form without
// JavaScript, the advanced filters, and hover prefetch of same-host links. Own data, removed after.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headingSkips, seriousViolations } from '../support/axe';
import { headerReady, launch, screenshot, watchErrors } from '../support/browser';
import { frames, pageTimersDue, watchNavigations } from '../support/settle';
import { HOVER_MS } from '../../src/islands/link-prefetch';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

const TAG = `srche2e${Date.now().toString(36)}`;
let browser: Browser;
let fx: { ids: number[]; ejder: string; yol: string };

beforeAll(async () => {
  fx = fixture('search_seed_dragons', { tag: TAG });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  fixture('delete_posts', { ids: fx?.ids ?? [] });
  fixture('listing_delete_terms', { terms: ['gone', 'gtwo'].map((g) => ({ slug: `${g}-${TAG}`, taxonomy: 'wp-manga-genre' })) });
});

const sizes = [
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function openSearch(width: number, height: number): Promise<{ page: Page; errors: string[]; asked: URLSearchParams[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors = watchErrors(page, site.url);
  const asked: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (request.url().includes('admin-ajax.php') && request.method() === 'POST') {
      const body = new URLSearchParams(request.postData() ?? '');
      if (body.get('action') === 'wp-manga-search-manga') asked.push(body);
    }
  });
  await page.goto(`${site.url}/`);
  await headerReady(page);
  await page.locator('.search-toggle').click();
  await page.locator('#header-search-input').waitFor({ state: 'visible' });
  await page.waitForSelector('[data-island="live-search"][data-mounted="true"]', { state: 'attached' });
  return { page, errors, asked };
}

describe.each(sizes)('live search ($name)', ({ name, width, height }) => {
  it('suggests after typing, highlights the typed words as text, styles by type and is keyboard operable', async () => {
    const { page, errors, asked } = await openSearch(width, height);
    const input = page.locator('#header-search-input');
    await input.pressSequentially(`ejder ${TAG}`, { delay: 20 });
    const list = page.getByRole('listbox');
    await list.waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.querySelectorAll('[role="listbox"] [role="option"]').length === 2);
    // One request for the whole phrase typed within the 300 ms delay, never one per key.
    expect(asked.length).toBeLessThan(3);
    expect(asked.at(-1)?.get('title')).toBe(`ejder ${TAG}`);
    expect(await input.getAttribute('role')).toBe('combobox');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await input.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    const options = list.getByRole('option');
    // Best first: "Ejder Yolu" starts with the phrase; "Yıldız Ejderi" only has a word starting with it.
    expect(await options.nth(0).locator('.live-search__title').textContent()).toBe(`Ejder Yolu ${TAG}`);
    expect(await options.nth(1).locator('.live-search__title').textContent()).toBe(`Yıldız Ejderi ${TAG}`);
    expect(await options.nth(0).locator('mark').allTextContents()).toEqual(['Ejder', TAG]);
    expect(await options.nth(1).locator('mark').allTextContents()).toEqual(['Ejder', TAG]);
    expect(await options.nth(0).getAttribute('class')).toContain('live-search__item--text');
    expect(await options.nth(1).getAttribute('class')).toContain('live-search__item--manga');
    expect(await page.locator('[role="status"]').filter({ hasText: '2' }).count()).toBeGreaterThan(0);
    await screenshot(page, `search-suggestions-${name}`);
    expect(await seriousViolations(page)).toEqual([]);

    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'));
    await input.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await input.press('Escape');
    expect(await list.isVisible()).toBe(false);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.inputValue()).toBe(`ejder ${TAG}`);
    // Down on a closed list opens it on the first suggestion; Enter goes there.
    await input.press('ArrowDown');
    await list.waitFor({ state: 'visible' });
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'));
    await Promise.all([page.waitForURL(fx.yol), input.press('Enter')]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('navigates when a suggestion is clicked; failures show and cannot be chosen', async () => {
    const { page, errors } = await openSearch(width, height);
    const input = page.locator('#header-search-input');
    await input.fill(`yok${TAG}`);
    const failure = page.locator('[role="listbox"] [role="option"][aria-disabled="true"]');
    await failure.waitFor({ state: 'visible' });
    expect(await failure.textContent()).toBe('Manga bulunamadı.');
    expect(await failure.getAttribute('class')).toContain('live-search__item--failure');
    const navigations = watchNavigations(page);
    await failure.click({ force: true });
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeNull();
    await frames(page); // the click and the key have been handled: a navigation would have sent its request
    expect(navigations).toEqual([]);
    expect(page.url()).toBe(`${site.url}/`);
    await screenshot(page, `search-failure-${name}`);
    expect(await seriousViolations(page)).toEqual([]);

    await input.fill(`yildiz ${TAG}`);
    const option = page.locator('[role="listbox"] [role="option"]', { hasText: `Yıldız Ejderi ${TAG}` });
    await option.waitFor({ state: 'visible' });
    expect(await option.locator('mark').allTextContents()).toEqual(['Yıldız', TAG]);
    await Promise.all([page.waitForURL(fx.ejder), option.click()]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without JavaScript the header form is a plain GET search of manga', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.locator('#header-search-input').fill(`ejder ${TAG}`);
    await Promise.all([page.waitForURL(/[?&]s=/), page.locator('#header-search-input').press('Enter')]);
    const url = new URL(page.url());
    expect(url.searchParams.get('s')).toBe(`ejder ${TAG}`);
    expect(url.searchParams.get('post_type')).toBe('wp-manga');
    expect(await page.locator('.c-tabs-item__content').count()).toBe(2);
    await context.close();
  });

  it('advanced search filters by genres (AND) and status from the form', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await page.goto(`${site.url}/?s=&post_type=wp-manga`);
    const form = page.locator('form.search-advanced-form');
    // The filters are open on a desktop; on a phone they start folded, so the results are on the first screen.
    const filters = form.locator('details.search-advanced-form__filters');
    expect(await filters.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(width >= 768);
    if (width < 768) {
      const first = await page.locator('.c-tabs-item__content').first().boundingBox();
      expect(first && first.y < height).toBe(true);
      await filters.locator('summary').click();
    }
    await form.locator('#listing-search-words').fill(TAG);
    await form.locator(`label[for="genre-gone-${TAG}"]`).click();
    await form.locator(`label[for="genre-gtwo-${TAG}"]`).click();
    await form.locator('#search-filter-op').selectOption('1');
    await screenshot(page, `search-advanced-form-${name}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await headingSkips(page)).toEqual([]);
    await Promise.all([page.waitForURL(/op=1/), form.locator('.search-advanced-form__actions button[type="submit"]').click()]);
    expect(await page.locator('.c-tabs-item__content .post-title a').allTextContents()).toEqual([`Yıldız Ejderi ${TAG}`]);
    expect(await page.locator(`#genre-gone-${TAG}`).isChecked()).toBe(true);
    // The results' headings step down one level at a time: page, results, item, the item's rows.
    expect(await headingSkips(page)).toEqual([]);

    await page.goto(`${site.url}/?s=&post_type=wp-manga`);
    if (width < 768) await filters.locator('summary').click();
    await form.locator('#listing-search-words').fill(TAG);
    await form.locator('label[for="search-filter-status-end"]').click();
    await Promise.all([page.waitForURL(/status/), form.locator('.search-advanced-form__actions button[type="submit"]').click()]);
    expect(await page.locator('.c-tabs-item__content .post-title a').allTextContents()).toEqual([`Ejder Yolu ${TAG}`]);
    await screenshot(page, `search-advanced-results-${name}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('link prefetch', () => {
  it('prefetches a same-host link after a 150 ms hover, and never skipped links', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${site.url}/?s=${TAG}&post_type=wp-manga`);
    await page.waitForSelector('[data-island="link-prefetch"]', { state: 'attached' });
    await page.evaluate((base) => {
      const box = document.createElement('div');
      box.id = 'prefetch-fixture';
      box.style.cssText = 'position:fixed;inset-block-start:0;inset-inline-start:0;z-index:9999;background:#fff;display:flex;flex-direction:column;gap:8px;padding:8px';
      for (const [id, href, extra] of [
        ['skip-hash', '#top', ''],
        ['skip-admin', `${base}/wp-admin/edit.php?e2e=1`, ''],
        ['skip-login', `${base}/wp-login.php?e2e=1`, ''],
        ['skip-cart', `${base}/?add-to-cart=5&e2e=1`, ''],
        ['skip-data', `${base}/?product=1&e2e=1`, 'data'],
        ['quick', `${base}/?quick=1`, ''],
      ]) {
        const a = document.createElement('a');
        a.id = id;
        a.href = href;
        a.textContent = id;
        if (extra) Object.assign(a.dataset, { product_id: '5', quantity: '1', product_sku: 'SKU' });
        box.append(a);
      }
      document.body.append(box);
    }, site.url);
    // Wait until the idle island is running: a hover then prefetches.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('link-prefetch')));
    for (const id of ['skip-hash', 'skip-admin', 'skip-login', 'skip-cart', 'skip-data']) {
      await page.locator(`#${id}`).hover();
      await pageTimersDue(page, HOVER_MS); // the island's hover timer for this link has come due
    }
    // A pass shorter than 150 ms prefetches nothing. The events are sent from the page itself: the leave is a
    // 50 ms timer, which fires before the 150 ms one however loaded the machine is.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const quick = document.getElementById('quick') as HTMLElement;
          quick.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
          setTimeout(() => {
            quick.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
            resolve();
          }, 50);
        }),
    );
    // The quick pass has ended (its leave was sent, so it cannot cancel the target's hover below) and its timer,
    // had the leave not stopped it, has come due. The target's prefetch (awaited) comes after any of theirs.
    await pageTimersDue(page, HOVER_MS);
    const target = page.locator('.c-tabs-item__content .post-title a').first();
    const href = (await target.getAttribute('href')) ?? '';
    await target.hover();
    await page.waitForFunction((url) => [...document.querySelectorAll('link[rel="prefetch"]')].some((link) => (link as HTMLLinkElement).href === url), href);
    await expect.poll(() => requested.includes(href), { timeout: 10_000 }).toBe(true);
    expect(requested.filter((url) => url.includes('e2e=1'))).toEqual([]);
    expect(await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))).toEqual([href]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
