// Finding a chapter in the manga editor (issue 33, item 4) in Chromium, as the administrator at 1280 px and on a
// 375 px phone: typing in "Search chapters" filters the rows at once (volumes left empty hide), the count is
// announced in a live region, clearing shows every row again, and Enter asks the server, whose answer lists the same
// chapters without saving the manga.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, signInAsAdmin, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/cache';
import { site } from '../support/site';

let browser: Browser;
let manga = 0;
let modified = '';

beforeAll(async () => {
  const [made] = fixture('cache_make_manga', { titles: [`E2E masa ${Date.now()}`], type: 'text', text: '<p>Metin</p>', chapters: [] });
  manga = made.id;
  fixture('cache_add_text_chapters', { manga, names: ['Bölüm 1', 'Bölüm 2', 'Bölüm 10', 'Ara bölüm', 'Final'], text: '<p>Metin</p>' });
  modified = String(fixture('post_meta', { post: manga, key: '_edit_last' }) ?? '');
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (manga) fixture('delete_posts', { ids: [manga] });
});

describe.each([
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
])('chapter search ($name)', ({ name, width, height }) => {
  it('filters the rows as the editor types, announces the count, and searches on the server on Enter', async () => {
    const context = await browser.newContext({ viewport: { width, height }, isMobile: width < 768, hasTouch: width < 768 });
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await signInAsAdmin(page);
    await page.goto(`${site.url}/wp-admin/post.php?post=${manga}&action=edit`);
    const rows = page.locator('tr[data-yomu-chapter-text]:visible');
    await expect.poll(() => rows.count()).toBe(5);

    const field = page.getByLabel('Bölüm ara');
    await field.fill('bölüm 1');
    await expect.poll(() => rows.count()).toBe(2);
    expect((await rows.locator('.yomu-chapter-title strong').allTextContents()).sort()).toEqual(['Bölüm 1', 'Bölüm 10']);
    const count = page.locator('#yomu-chapter-search-count');
    expect(await count.getAttribute('aria-live')).toBe('polite');
    expect((await count.textContent())?.trim()).toBe('Gösterilen bölümler: 2 / 5.');
    await screenshot(page, `admin-chapter-search-${name}`);

    await field.fill('yok böyle');
    await expect.poll(() => rows.count()).toBe(0);
    expect(await page.locator('[data-yomu-chapter-group]:visible').count()).toBe(0);
    await field.fill('');
    await expect.poll(() => rows.count()).toBe(5);
    expect((await count.textContent())?.trim()).toBe('');

    await field.fill('final');
    await Promise.all([page.waitForURL(/yomu_chapters_q=final/), field.press('Enter')]);
    await expect.poll(() => page.locator('tr[data-yomu-chapter-text]').count()).toBe(1);
    expect(await page.getByLabel('Bölüm ara').inputValue()).toBe('final');
    // Searching sent the GET form only: the manga was not saved.
    expect(String(fixture('post_meta', { post: manga, key: '_edit_last' }) ?? '')).toBe(modified);
    // Chromium may abort the cross-document view transition of WordPress's own admin pages on the navigation
    // (newer wp-admin opts into them); that message is the browser's, not a script error.
    expect(errors.filter((error) => !error.startsWith('Transition was aborted'))).toEqual([]);
    await context.close();
  });
});
