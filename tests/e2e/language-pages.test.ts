// The public pages in Turkish and in Arabic in Chromium (issue 19, item 6). On the Arabic site the reader's page
// counter ("1 / 3" in the reader bar and on the progress bar) is isolated left to right: in the DOM
// (<bdi dir="ltr">) and as laid out, the first number stands left of the second (it read "3 / 1" before). The
// manga page, its comments, a reader page and the home page are shot at 375 and 1280 px in both languages
// (screenshots lang-*), with no errors. The site language is switched through WPLANG and restored after.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { openReader, readerContext } from '../support/reader-page';
import { fixture } from '../support/fixture';
import { site } from '../support/site';
import { createReaderFixture, removeReaderFixture, type ReaderFixture } from './reader-fixture';

let browser: Browser;
let fx: ReaderFixture;
let language: unknown;

beforeAll(async () => {
  fx = createReaderFixture();
  language = fixture('get_option', { name: 'WPLANG' });
  fixture('site_set_post_meta', { post: fx.flat, values: { _manga_avarage_reviews: 4.5, _manga_total_votes: 12 } });
  fixture('comments_add', {
    post: fx.flat,
    comments: [
      { author: 'Ayşe', email: 'ayse@example.com', content: 'Harika bir bölüm, çizimler çok güzel.', date: '2026-10-05 12:00:00' },
      { parent: 0, author: 'Mehmet', email: 'mehmet@example.com', content: 'Katılıyorum.', date: '2026-11-22 18:30:00' },
    ],
  });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  fixture('set_option', { name: 'WPLANG', value: language ?? null });
  if (fx) fixture('comments_delete_all', { post: fx.flat });
  removeReaderFixture(fx);
});

/** Where the first and the last character of an element's text are drawn (left edges, px). */
function firstAndLastX(page: Page, selector: string): Promise<[number, number]> {
  return page.locator(selector).first().evaluate((el) => {
    const text = el.firstChild as Text;
    const at = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    return [at(0), at(text.data.length - 1)] as [number, number];
  });
}

describe('Arabic reader: the page counter reads left to right', () => {
  it.each([
    { where: 'progress bar (desktop)', width: 1280, height: 800, selector: '.reader-progress__label bdi' },
    { where: 'reader bar (phone)', width: 375, height: 740, selector: '.reader-bar__count bdi' },
  ])('the $where isolates "1 / 3", drawn with 1 left of 3', async ({ width, height, selector }) => {
    fixture('set_option', { name: 'WPLANG', value: 'ar' });
    const ctx = await readerContext(browser, width, height);
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await openReader(page, `${fx.flatUrl}bolum-1/`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const counter = page.locator(selector).first();
    expect(await counter.getAttribute('dir')).toBe('ltr');
    expect(await counter.textContent()).toBe('1 / 3');
    const [first, last] = await firstAndLastX(page, selector);
    expect(last - first).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe.each([
  { lang: 'tr_TR', name: 'tr' },
  { lang: 'ar', name: 'ar' },
])('$lang pages (screenshots)', ({ lang, name }) => {
  it.each([
    { view: 'mobile', width: 375, height: 740 },
    { view: 'desktop', width: 1280, height: 800 },
  ])('manga page with comments, reader and home at $width px', async ({ view, width, height }) => {
    fixture('set_option', { name: 'WPLANG', value: lang });
    const ctx = await readerContext(browser, width, height);
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(fx.flatUrl);
    await page.waitForSelector('#page-loader', { state: 'detached' });
    await screenshot(page, `lang-${name}-manga-${view}`);
    await page.locator('#comments').scrollIntoViewIfNeeded();
    await screenshot(page, `lang-${name}-comments-${view}`);
    await openReader(page, `${fx.flatUrl}bolum-1/`);
    await screenshot(page, `lang-${name}-reader-${view}`);
    await page.goto(`${site.url}/`);
    await page.waitForSelector('#page-loader', { state: 'detached' });
    await screenshot(page, `lang-${name}-home-${view}`);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
