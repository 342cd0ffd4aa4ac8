// Issue 33, item 5: an administrator edits the manga site's settings (Settings → Manga) in Chromium, on a
// desktop and on a 375 px phone: the screen is in Turkish, its help explains where the values live, a save says so
// and shows the new values, and a refused save says why and keeps what was typed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, signInAsAdmin, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

let browser: Browser;
let before: unknown;
let problemsBefore: PhpLogMark;

beforeAll(async () => {
  problemsBefore = phpLogMark();
  before = fixture('get_option', { name: 'wp_manga_settings' });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  fixture('set_option', { name: 'wp_manga_settings', value: before ?? null });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

async function open(width: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page, site.url);
  await signInAsAdmin(page);
  await page.goto(`${site.url}/wp-admin/options-general.php?page=yomu-manga-settings`);
  return { page, errors };
}

// WordPress's own strings stay English here: the test sites are offline, without core's Turkish language pack.
const save = (page: Page) => Promise.all([page.waitForURL(/settings-updated=true/), page.locator('#submit').click()]);

describe('Settings → Manga', () => {
  it('saves by keyboard on a desktop, with the help tab and a notice', async () => {
    const { page, errors } = await open(1280);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Manga ayarları');
    await page.locator('#contextual-help-link').click();
    const help = page.locator('#contextual-help-wrap .help-tab-content.active');
    await help.waitFor();
    expect(await help.innerText()).toContain("Madara'ya geri dönen bir site");

    const bookmarks = page.getByLabel('Okur başına yer imi');
    await bookmarks.fill('45');
    await page.getByLabel('Bölüm akışındaki bölüm sayısı').fill('60');
    await page.getByLabel('Manga sayfasında benzer mangaları göster').check();
    await page.getByLabel('Benzerlik ölçütü').selectOption({ label: 'Yazar' });
    await bookmarks.focus();
    await Promise.all([page.waitForURL(/settings-updated=true/), page.keyboard.press('Enter')]);
    expect(await page.locator('#setting-error-settings_updated').getAttribute('class')).toContain('notice-success');
    expect(await page.getByLabel('Okur başına yer imi').inputValue()).toBe('45');
    expect(await page.getByLabel('Benzerlik ölçütü').inputValue()).toBe('related_author');
    expect(fixture('get_option', { name: 'wp_manga_settings' })).toMatchObject({
      user_bookmark_max: '45',
      manga_feed_max_entries: '60',
      related_manga: '1',
      related_by: 'related_author',
    });
    await screenshot(page, 'site-settings-saved');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a phone, a refused save says why and keeps what was typed', async () => {
    fixture('set_option', { name: 'wp_manga_settings', value: { user_bookmark_max: '45' } });
    const { page, errors } = await open(375);
    const tag = page.getByLabel('Etiket temeli');
    await tag.fill('manga-genre');
    await page.getByLabel('Okur başına yer imi').fill('33');
    await save(page);
    const error = page.locator('#setting-error-yomu_manga_tag_slug');
    expect(await error.innerText()).toContain('Etiket temeli ile Tür temeli aynı olamaz.');
    expect(await tag.inputValue()).toBe('manga-genre');
    expect(await page.getByLabel('Okur başına yer imi').inputValue()).toBe('33');
    expect(fixture('get_option', { name: 'wp_manga_settings' })).toMatchObject({ user_bookmark_max: '45' });
    await error.scrollIntoViewIfNeeded();
    await screenshot(page, 'site-settings-refused');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
