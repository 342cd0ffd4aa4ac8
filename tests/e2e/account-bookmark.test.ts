// Bookmarking from the manga page: a guest gets the login modal, signs in, and the bookmark is made without
// another click; the control then deletes it again. Phone and desktop widths. In the reader, the bookmark keeps the
// page being read.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture as phpFixture } from '../support/fixture';
import { login as signIn, site } from '../support/site';

let browser: Browser;
const PASSWORD = 'Yer-imi-şifresi-9';
const fixture = { manga: 0, url: '', users: [] as number[], chapter: 0, chapterUrl: '' };

beforeAll(async () => {
  browser = await launch();
  const made = phpFixture('upload_make_manga', { title: `E2E bookmark ${Math.random().toString(36).slice(2, 7)}` });
  fixture.manga = made.id;
  fixture.url = made.url;
  // One image chapter of two pages, so the reader shows its own bookmark control.
  const pages = ['01.png', '02.png'].map((name) => ({ name, width: 400, height: 600 }));
  const chapter = phpFixture('upload_make_image_chapter', { manga: fixture.manga, name: 'Bölüm 1', index: 1, pages });
  [fixture.chapter, fixture.chapterUrl] = [chapter.id, chapter.url];
}, 60000);

afterAll(async () => {
  await browser?.close();
  phpFixture('delete_posts', { ids: [fixture.manga] });
  phpFixture('delete_users', { ids: fixture.users });
});

function bookmarks(user: number): Array<{ id: number }> {
  return phpFixture('account_bookmarks', { user });
}

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('bookmark ($name)', ({ name, width, height }) => {
  it('guest → login modal → signed in and bookmarked → delete restores the control', async () => {
    const login = `bm${name}${Date.now().toString(36)}`;
    const user = phpFixture('make_user', { login: login, password: PASSWORD });
    fixture.users.push(user);

    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await page.goto(fixture.url);
    // The control is the server's until the reader reaches for it: the click brings its React, which answers it.

    await page.locator('[data-island="bookmark"] [data-action="bookmark"]').click();
    await page.locator('#form-login').waitFor({ state: 'visible' });
    expect(await page.locator('#loginform input[name="bookmarking"]').inputValue()).toBe('1');
    await page.fill('#log', login);
    await page.fill('#pwd', PASSWORD);
    await page.locator('#loginform button[type="submit"]').click();

    const remove = page.locator('[data-island="bookmark"] .wp-manga-delete-bookmark');
    await remove.waitFor({ state: 'visible' });
    expect(bookmarks(user).map((b) => b.id)).toEqual([fixture.manga]);
    expect(await page.locator('[data-island="bookmark"]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, `account-bookmarked-${name}`);

    await remove.click();
    await page.locator('[data-island="bookmark"] [data-action="bookmark"]').waitFor({ state: 'visible' });
    expect(bookmarks(user)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('bookmark in the reader', () => {
  it('guest → login modal → signed in and bookmarked at this chapter', async () => {
    const login = `bmreader${Date.now().toString(36)}`;
    const user = phpFixture('make_user', { login: login, password: PASSWORD });
    fixture.users.push(user);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    await page.goto(fixture.chapterUrl);

    await page.locator('.reader-bookmark [data-action="bookmark"]').first().click();
    await page.locator('#form-login').waitFor({ state: 'visible' });
    await page.fill('#log', login);
    await page.fill('#pwd', PASSWORD);
    await page.locator('#loginform button[type="submit"]').click();
    await page.locator('.reader-bookmark .wp-manga-delete-bookmark').first().waitFor({ state: 'visible', timeout: 20000 });
    const saved = phpFixture('account_bookmarks', { user });
    expect(saved.map((b) => [b.id, b.c])).toEqual([[fixture.manga, fixture.chapter]]);
    await screenshot(page, 'account-bookmarked-reader');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the page being read, and a remove there sends isMangaSingle=0 and leaves the next add at that page', async () => {
    const login = `bmpage${Date.now().toString(36)}`;
    const user = phpFixture('make_user', { login: login, password: PASSWORD });
    fixture.users.push(user);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const cookies = (await signIn(login, PASSWORD)).split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: site.url }));
    await context.addCookies(cookies);
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('admin-ajax.php') && /bookmark/.test(request.postData() ?? '')) sent.push(request.postData() ?? '');
    });
    await page.goto(`${fixture.chapterUrl}p/2/`);
    const control = page.locator('.reader-bookmark [data-island="bookmark"]').first();

    await control.locator('[data-action="bookmark"]').click();
    await control.locator('.wp-manga-delete-bookmark').waitFor({ state: 'visible' });
    expect(phpFixture('account_bookmarks', { user }).map((b) => [b.id, b.c, b.p])).toEqual([[fixture.manga, fixture.chapter, 2]]);

    await control.locator('.wp-manga-delete-bookmark').click();
    await control.locator('[data-action="bookmark"]').waitFor({ state: 'visible' });
    expect(phpFixture('account_bookmarks', { user })).toEqual([]);
    expect(new URLSearchParams(sent.find((body) => body.includes('wp-manga-delete-bookmark'))).get('isMangaSingle')).toBe('0');

    await control.locator('[data-action="bookmark"]').click();
    await control.locator('.wp-manga-delete-bookmark').waitFor({ state: 'visible' });
    expect(phpFixture('account_bookmarks', { user }).map((b) => [b.id, b.c, b.p])).toEqual([[fixture.manga, fixture.chapter, 2]]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
