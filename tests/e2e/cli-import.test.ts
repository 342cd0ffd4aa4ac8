// `wp yomu import` (WP-CLI from Composer) imports a ZIP of three chapter folders into a new manga; a reader in
// Chromium finds the three chapters on the manga page, opens each from there and sees every page image load
// (naturalWidth is the width drawn for that page, so the right image is in the right place).
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { chapterZip, widths, wpYomu } from '../support/cli';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

let browser: Browser;
let manga = 0;
let mangaUrl = '';
let zip = '';
let problemsBefore: PhpLogMark;

beforeAll(async () => {
  problemsBefore = phpLogMark();
  [manga] = fixture('site_make_posts', { posts: [{ title: `E2E CLI import ${Math.random().toString(36).slice(2, 8)}` }] });
  mangaUrl = fixture('site_permalink', { post: manga });
  zip = chapterZip();
  const run = wpYomu('import', String(manga), zip);
  if (run.status !== 0) throw new Error(`wp yomu import failed: ${run.stderr}`);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (zip) fs.rmSync(zip, { force: true });
  if (manga) {
    fixture('delete_posts', { ids: [manga] });
  }
});

describe('chapters imported with wp yomu import', () => {
  it('are listed on the manga page and read in the browser with every page image loaded', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page, site.url);
    await page.goto(mangaUrl);
    const links = page.locator('li.wp-manga-chapter > a');
    await links.first().waitFor();
    // Madara's default order lists the newest (highest) chapter first.
    expect((await links.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(['Chapter 10 - Finale', 'Chapter 2', 'Chapter 1']);
    const hrefs = await links.evaluateAll((list) => list.map((a) => (a as HTMLAnchorElement).href));
    await screenshot(page, 'cli-import-manga-page');

    for (const [i, chapter] of [30, 20, 10].entries()) {
      await page.goto(`${hrefs[i]}?style=list`);
      const images = page.locator('.page-break img');
      expect(await images.count()).toBe(3);
      // Page by page, as a reader scrolls: each later page waits behind its loading gate until it comes into view.
      for (let n = 0; n < 3; n++) {
        await page.evaluate((k) => document.querySelectorAll<HTMLImageElement>('.page-break img')[k].scrollIntoView(), n);
        await page.waitForFunction((k) => {
          const img = document.querySelectorAll<HTMLImageElement>('.page-break img')[k];
          return img.complete && img.naturalWidth > 0 && !img.currentSrc.startsWith('data:');
        }, n);
      }
      const natural = await images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).naturalWidth));
      expect(natural, hrefs[i]).toEqual(widths(chapter));
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'cli-import-chapter-1');
    expect(errors).toEqual([]);
    await page.close();
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
