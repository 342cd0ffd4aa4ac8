// The manga search page's order tabs, page buttons and load-more in Chromium (issue 19: the words appear once,
// in the search form, and these controls submit that form). Without JavaScript the tabs and page buttons are
// plain GET submits that keep the words and Madara's URL shape (m_orderby, /page/N/); with JavaScript load-more
// sends the words and filters from the page URL.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

let browser: Browser;
const WAIT = { timeout: 20000 };
const TAG = `sfc${Date.now().toString(36)}`;
const SLUG = `x${Date.now().toString(36)}`;
const rows = '.c-tabs-item__content.manga__item';

beforeAll(async () => {
  browser = await launch();
  fixture('search_seed_records', { tag: TAG, slug: SLUG, count: 30 });
}, 120000);

afterAll(async () => {
  await browser?.close();
  fixture('search_delete_by_slug_suffix', { suffix: SLUG });
}, 120000);

describe('manga search controls', () => {
  it('without JavaScript: an order tab and a page button submit the search form and keep the words', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/?s=${TAG}&post_type=wp-manga`);
    expect(await page.locator(rows).count()).toBe(24);
    expect(await page.locator('#listing-search-words').inputValue()).toBe(TAG);

    await Promise.all([page.waitForURL(/m_orderby=alphabet/, WAIT), page.locator('.listing-orderby button[value="alphabet"]').click()]);
    let url = new URL(page.url());
    expect(url.searchParams.get('s')).toBe(TAG);
    expect(url.searchParams.getAll('m_orderby').at(-1)).toBe('alphabet');
    expect(await page.locator('.listing-orderby li.active button').getAttribute('value')).toBe('alphabet');
    expect(await page.locator('.listing-orderby li.active button').getAttribute('aria-current')).toBe('page');
    expect(await page.locator(`${rows} .post-title a`).first().innerText()).toBe('Kayit 01');
    await screenshot(page, 'search-controls-ordered');

    await Promise.all([page.waitForURL(/\/page\/2\//, WAIT), page.locator('.listing-pagination button.page-numbers', { hasText: '2' }).click()]);
    url = new URL(page.url());
    expect(url.pathname).toMatch(/\/page\/2\/$/);
    expect(url.searchParams.get('s')).toBe(TAG);
    expect(url.searchParams.get('m_orderby')).toBe('alphabet');
    expect(await page.locator(rows).count()).toBe(6);
    expect(await page.locator(`${rows} .post-title a`).first().innerText()).toBe('Kayit 25');
    expect(await page.locator('.listing-pagination .page-numbers.current').innerText()).toBe('2');
    await context.close();
  }, 120000);

  it('with JavaScript: load more appends the next page of the same search', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page, site.url);
    await page.goto(`${site.url}/?s=${TAG}&post_type=wp-manga&m_orderby=alphabet`);
    // Without JS the control submits the search form to page 2 (button[form]). With it, the island comes when the
    // reader reaches for the control: the first click is held, not submitted, and given to the island's own button.
    await page.locator('.navigation-ajax').scrollIntoViewIfNeeded();
    await page.locator('.navigation-ajax button.load-ajax-button').click();
    await expect.poll(() => page.locator(rows).count(), WAIT).toBe(30);
    expect(await page.locator(`${rows} .post-title a`).last().innerText()).toBe('Kayit 30');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await page.close();
  }, 120000);
});
