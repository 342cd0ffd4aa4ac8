// New-chapter alerts in the browser (issue 30 item 4), at 375 and 1280 px: a reader bookmarks a manga on its page,
// an editor publishes a chapter in wp-admin, the background batch runs as WP-Cron would; the reader then sees the
// count on the user menu's Bookmarks link and the manga marked on the Bookmarks tab with a link to the new chapter,
// and reading it clears both. axe finds nothing serious on the marked tab.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/alerts';
import { publishTextChapter } from '../support/publish';
import { login, site } from '../support/site';

const PASSWORD = 'Bildirim-şifresi-31';
const stamp = `${Date.now().toString(36)}${process.pid}`;
let browser: Browser;
let editorCookie = '';
const made = { manga: 0, url: '', accountPage: 0, bookmarksUrl: '', users: [] as number[] };

beforeAll(async () => {
  browser = await launch();
  const account = fixture('alerts_account_page', {});
  made.accountPage = account.made;
  made.bookmarksUrl = account.url;
  const manga = fixture('alerts_manga', { title: `Bildirim ${stamp}`, chapters: ['Bölüm 1'] });
  [made.manga, made.url] = [manga.id, manga.url];
  made.users.push(fixture('make_user', { login: `alerted${stamp}`, password: PASSWORD, role: 'editor' }));
  editorCookie = await login(`alerted${stamp}`, PASSWORD);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  fixture('delete_posts', { ids: [made.manga].filter(Boolean) });
  fixture('delete_users', { ids: made.users });
  fixture('remove_account_page', { id: made.accountPage });
});

/** A signed-in reader who answered the consent banner (so it covers nothing). */
async function readerContext(name: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const loginName = `alertreader${name}${Date.now().toString(36)}`;
  made.users.push(fixture('make_user', { login: loginName, password: PASSWORD }));
  const context = await browser.newContext({ viewport });
  const cookies = (await login(loginName, PASSWORD)).split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: site.url };
  });
  await context.addCookies([...cookies, { name: 'cookieyes-consent', value: `consentid:${'c'.repeat(32)},consent:no,action:yes,necessary:yes`, url: site.url }]);
  return context;
}

describe.each([
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('new-chapter alerts ($name)', ({ name, width, height }) => {
  it('a bookmarked manga’s new chapter is counted and marked, and reading it clears the mark', async () => {
    const context = await readerContext(name, { width, height });
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(made.url);
    // The control is the server's until the reader reaches for it: the click brings its React, which answers it.
    await page.locator('[data-island="bookmark"] [data-action="bookmark"]').click();
    await page.locator('[data-island="bookmark"] .wp-manga-delete-bookmark').waitFor({ state: 'visible' });

    const chapterName = `Bölüm ${name === 'phone' ? 2 : 3}`;
    expect((await publishTextChapter(made.manga, chapterName, editorCookie)).status).toBe(303);
    expect(fixture('alerts_cron', {})).toBe(0);
    const chapter = fixture('alerts_chapter', { manga: made.manga, name: chapterName });

    // The user menu: in the header on a desktop (a dot on the closed menu, the count inside it), in the menu panel on
    // a phone.
    await page.goto(`${site.url}/`);
    if (name === 'phone') await page.locator('.off-canvas-toggle').click();
    else {
      const toggle = page.locator('.c-user-section--main .c-user_toggle');
      expect(await toggle.evaluate((summary) => getComputedStyle(summary, '::before').content)).toBe('""');
      await toggle.click();
      expect(await toggle.evaluate((summary) => getComputedStyle(summary, '::before').content)).toBe('none');
    }
    const menuLink = page.locator(`${name === 'phone' ? '.off-canvas' : '.c-user-section--main'} .menu-item-bookmarks a`);
    // On a phone the tap brings the header's React, which then opens the menu.
    await menuLink.waitFor({ state: 'visible' });
    expect(await menuLink.locator('.c-user_notify [aria-hidden="true"]').textContent()).toBe('1');
    expect(await menuLink.locator('.c-user_notify .screen-reader-text').textContent()).toBe('1 yeni bölüm');
    expect(await menuLink.locator('.c-user_notify').isVisible()).toBe(true);

    await page.goto(made.bookmarksUrl);
    const row = page.locator(`tr#manga-item-${made.manga}`);
    await expect.poll(() => row.getAttribute('class')).toBe('unread');
    const link = row.locator('.chapter.unread a');
    expect(await link.textContent()).toBe(chapterName);
    expect(await link.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `alerts-bookmarks-${name}`);

    await link.click();
    await page.waitForURL(chapter?.url ?? '');
    await page.goto(made.bookmarksUrl);
    expect(await row.getAttribute('class')).not.toBe('unread');
    expect(await page.locator('.c-user_notify').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
