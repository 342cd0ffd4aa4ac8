// The account page: bookmarks table (check all, bulk delete, row delete) and reading history (remove, then
// the empty message), at phone and desktop widths.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from '../support/axe';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture as phpFixture } from '../support/fixture';
import { login, site } from '../support/site';

let browser: Browser;
const PASSWORD = 'Hesap-sayfası-şifre-7';
const fixture = { page: 0, pageWasSet: 0, mangas: [] as number[], users: [] as number[], url: '', cover: 0, chapter: 0 };

beforeAll(async () => {
  browser = await launch();
  const page = phpFixture('account_page_ensure', { as: 1 });
  fixture.pageWasSet = page.before;
  fixture.page = page.id;
  fixture.mangas = ['Alpha', 'Beta', 'Gamma'].map((title) => phpFixture('upload_make_manga', { title: `E2E ${title} <b>${Math.random().toString(36).slice(2, 6)}` }).id);
  fixture.url = phpFixture('account_page_url', { tab: 'bookmark' });
  // Alpha has three chapters; all three have a cover.
  const slugs = phpFixture('cache_add_text_chapters', { manga: fixture.mangas[0], names: ['Bölüm 1', 'Bölüm 2', 'Bölüm 3'], text: '<p>x</p>' });
  fixture.chapter = phpFixture('reader_chapter_id_by_slug', { manga: fixture.mangas[0], slug: slugs[1] });
  fixture.cover = phpFixture('listing_make_cover', { tag: `library-${Date.now().toString(36)}`, posts: fixture.mangas });
});

afterAll(async () => {
  await browser?.close();
  if (fixture.cover) phpFixture('listing_remove_cover', { cover: fixture.cover, posts: fixture.mangas });
  phpFixture('delete_posts', { ids: fixture.mangas });
  phpFixture('account_delete_users_with_avatars', { ids: fixture.users });
  if (fixture.pageWasSet === 0) phpFixture('remove_account_page', { id: fixture.page });
});

async function signedIn(width: number, height: number): Promise<{ context: BrowserContext; user: number }> {
  const name = `acct${width}${Date.now().toString(36)}`;
  const [a, b, c] = fixture.mangas;
  const user = phpFixture('make_user', { login: name, password: PASSWORD });
  phpFixture('account_add_bookmarks', { user, mangas: [a, b, c] });
  phpFixture('account_set_history', {
    user,
    entries: [
      { id: a, c: 0, p: 1, i: 0, t: 100 },
      { id: b, c: 0, p: 1, i: 0, t: 200 },
    ],
  });
  fixture.users.push(user);
  const cookie = await login(name, PASSWORD);
  const context = await browser.newContext({ viewport: { width, height } });
  const host = new URL(site.url).hostname;
  await context.addCookies([
    ...cookie.split('; ').map((pair) => {
      const [cookieName, ...rest] = pair.split('=');
      return { name: cookieName, value: rest.join('='), domain: host, path: '/' };
    }),
    // A consent already given, so the cookie banner does not cover the table on phones.
    { name: 'cookieyes-consent', value: encodeURIComponent('consentid:E2eAccountPage0123456789abcdefAB,consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no'), domain: host, path: '/' },
  ]);
  return { context, user };
}

const bookmarkIds = (user: number) => phpFixture('account_bookmarks', { user }).map((entry) => entry.id);

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('account page ($name)', ({ name, width, height }) => {
  it('deletes one bookmark, then the checked ones, and removes history down to the empty message', async () => {
    const { context, user } = await signedIn(width, height);
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(fixture.url);
    await page.waitForSelector('[data-island="account-page"][data-mounted="true"]', { state: 'attached' });
    expect(await page.locator('.list-bookmark tbody tr').count()).toBe(3);
    // Titles are escaped text.
    expect(await page.locator('.list-bookmark b').count()).toBe(0);
    await screenshot(page, `account-page-bookmarks-${name}`);

    const [a, b, c] = fixture.mangas;
    await page.locator(`#manga-item-${b} .wp-manga-delete-bookmark`).click();
    await page.locator(`#manga-item-${b}`).waitFor({ state: 'detached' });
    expect(bookmarkIds(user).sort()).toEqual([a, c].sort());

    await page.locator('#wp-manga-bookmark-checkall').check();
    expect(await page.locator('.bookmark-checkbox:checked').count()).toBe(2);
    await page.locator('#delete-bookmark-manga').click();
    await page.locator('.yomu-account__panel').getByText('Henüz yer iminiz yok').waitFor();
    expect(bookmarkIds(user)).toEqual([]);
    expect(dialogs).toEqual(['Henüz yer iminiz yok']);

    await page.locator('.yomu-account__tabs a', { hasText: 'Geçmiş' }).click();
    await page.waitForSelector('[data-island="account-page"][data-mounted="true"]', { state: 'attached' });
    expect(await page.locator('.yomu-history li').count()).toBe(2);
    expect(await page.locator('.yomu-history li').first().getAttribute('id')).toBe(`history-item-${b}`);
    await screenshot(page, `account-page-history-${name}`);
    await page.locator(`#history-item-${a} .remove-manga-history`).click();
    await page.locator(`#history-item-${a}`).waitFor({ state: 'detached' });
    await page.locator(`#history-item-${b} .remove-manga-history`).click();
    await page.locator('.yomu-account__panel').getByText('Henüz hiç manga okumadınız').waitFor();
    expect(phpFixture('user_meta', { user, key: '_wp_manga_history' })).toHaveLength(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('the library ($name)', ({ name, width, height }) => {
  const titles = (page: Page, rows: string) => page.locator(rows).allInnerTexts();

  it('shows covers and where the reader stands, filters and sorts live and by address, and passes axe', async () => {
    const { context, user } = await signedIn(width, height);
    const [a, b] = fixture.mangas;
    phpFixture('account_set_history', {
      user,
      entries: [
        { id: a, c: fixture.chapter, p: 3, i: 2, t: Math.floor(Date.now() / 1000) - 7200 },
        { id: b, c: 0, p: 1, i: 0, t: Math.floor(Date.now() / 1000) - 60 },
      ],
    });
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(fixture.url);
    await page.waitForSelector('[data-island="account-page"][data-mounted="true"]', { state: 'attached' });
    const alpha = page.locator(`#manga-item-${a}`);
    expect(await alpha.locator('.yomu-progress__text').innerText()).toBe('3 bölüm');
    await expect.poll(() => alpha.locator('.bookmark-cover img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await violations(page, 'moderate')).toEqual([]);
    await screenshot(page, `library-bookmarks-${name}`);
    // The dark palette, as a reader whose device is dark gets it (issue 34): still no contrast problem.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page.waitForSelector('[data-island="account-page"][data-mounted="true"]', { state: 'attached' });
    expect(await page.locator('html').getAttribute('class')).toContain('yomu-dark');
    expect(await violations(page, 'moderate')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });

    const filter = page.getByRole('searchbox', { name: 'Başlığa göre süz' });
    await filter.fill('alpha');
    expect(await page.locator('.list-bookmark tbody tr:visible').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe('alpha');
    await page.reload();
    expect(await page.locator('.list-bookmark tbody tr:visible').count()).toBe(1);
    await page.waitForSelector('[data-island="account-page"][data-mounted="true"]', { state: 'attached' });
    expect(await page.getByRole('searchbox', { name: 'Başlığa göre süz' }).inputValue()).toBe('alpha');
    await page.getByRole('searchbox', { name: 'Başlığa göre süz' }).fill('');
    await page.getByRole('combobox', { name: 'Sırala' }).selectOption({ label: 'Başlık (A–Z)' });
    expect((await titles(page, '.bookmark-title > a')).map((title) => title.split(' ')[1])).toEqual(['Alpha', 'Beta', 'Gamma']);

    await page.goto(fixture.url.replace('tab=bookmark', 'tab=history'));
    await page.waitForSelector('[data-island="account-page"][data-mounted="true"]', { state: 'attached' });
    const read = page.locator(`#history-item-${a}`);
    expect(await read.locator('.history-chapter > a').innerText()).toBe('Bölüm 2');
    expect(await read.locator('.yomu-progress__text').innerText()).toBe('Bölüm 2 / 3, sayfa 3');
    expect(await read.locator('.history-time').innerText()).toBe('2 saat önce');
    expect((await titles(page, '.history-title')).map((title) => title.split(' ')[1])).toEqual(['Beta', 'Alpha']);
    expect(await violations(page, 'moderate')).toEqual([]);
    await screenshot(page, `library-history-${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('avatar upload', () => {
  it('shows the chosen file name, uploads, and swaps in the 195 px avatar', async () => {
    const { context, user } = await signedIn(375, 740);
    const file = path.join(os.tmpdir(), `yomu-e2e-avatar-${Math.random().toString(36).slice(2, 8)}.png`);
    fs.writeFileSync(file, Buffer.from(phpFixture('upload_image', { format: 'png', width: 320, height: 240, color: [200, 40, 40] }), 'base64'));
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(fixture.url.replace('tab=bookmark', 'tab=account-settings'));
    await page.waitForSelector('[data-island="account-page"][data-mounted="true"]', { state: 'attached' });
    await page.setInputFiles('#userAvatar', file);
    expect(await page.locator('#wp-manga-upload-avatar-form .file-name').innerText()).toBe(file.split('/').pop());
    await page.locator('#wp-manga-upload-avatar').click();
    await page.locator('.c-user-avatar img[src*="avatar-"]').waitFor();
    const size = await page.locator('.c-user-avatar img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([195, 195]);
    expect(Number(phpFixture('user_meta', { user, key: '_wp_manga_user_avt_id' }))).toBeGreaterThan(0);
    await screenshot(page, 'account-page-avatar-mobile');
    expect(errors).toEqual([]);
    fs.rmSync(file, { force: true });
    await context.close();
  });
});

/** A signed-in reader's desktop page with JavaScript off. */
async function withoutJavaScript(): Promise<{ user: number; context: BrowserContext }> {
  const { user, context: signed } = await signedIn(1280, 800);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  await context.addCookies(await signed.cookies());
  await signed.close();
  return { user, context };
}

describe('account page without JavaScript', () => {
  it('the filter is a form the server applies', async () => {
    const { user, context } = await withoutJavaScript();
    const page = await context.newPage();
    await page.goto(fixture.url);
    await page.getByRole('searchbox', { name: 'Başlığa göre süz' }).fill('gamma');
    await page.getByRole('combobox', { name: 'Sırala' }).selectOption({ label: 'Başlık (A–Z)' });
    await Promise.all([page.waitForURL(/q=gamma/), page.getByRole('button', { name: 'Uygula' }).click()]);
    expect(await page.locator('.list-bookmark tbody tr:visible').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('title');
    await page.getByRole('searchbox', { name: 'Başlığa göre süz' }).fill('none-such');
    await Promise.all([page.waitForURL(/q=none-such/), page.getByRole('button', { name: 'Uygula' }).click()]);
    expect(await page.getByRole('status').innerText()).toBe('Listenizde bu süzgece uyan bir şey yok.');
    expect(bookmarkIds(user)).toHaveLength(3);
    await context.close();
  });

  it('the bookmarks form still deletes the checked rows', async () => {
    const { user, context } = await withoutJavaScript();
    const page = await context.newPage();
    await page.goto(fixture.url);
    await page.locator(`.bookmark-checkbox[value="${fixture.mangas[0]}"]`).check();
    await page.locator('#delete-bookmark-manga').click();
    await page.waitForLoadState();
    expect(bookmarkIds(user).sort()).toEqual(fixture.mangas.slice(1).sort());
    expect(await page.locator('.list-bookmark tbody tr').count()).toBe(2);
    await context.close();
  });
});

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('account settings form ($name)', ({ name, width, height }) => {
  it('lays each label above its input, full width, with room between fields and a visible focus ring, in both directions', async () => {
    const { context } = await signedIn(width, height);
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(fixture.url.replace('tab=bookmark', 'tab=account-settings'));
    // Measured once the page's island has taken the form over (it renders its own copy).
    await page.waitForSelector('[data-island="account-page"][data-mounted="true"]', { state: 'attached' });
    const form = page.locator('.yomu-settings__form');
    await form.scrollIntoViewIfNeeded();
    const fields = ['display_name', 'user_email', 'current_password', 'new_password', 'new_password_2'];
    const layout = async () =>
      form.evaluate((element, names) => {
        const box = element.getBoundingClientRect();
        return names.map((field) => {
          const input = element.querySelector<HTMLInputElement>(`[name="${field}"]`)!;
          const label = element.querySelector<HTMLLabelElement>(`label[for="${input.id}"]`)!.getBoundingClientRect();
          const own = input.getBoundingClientRect();
          return { form: { left: box.left, right: box.right, width: box.width }, label: { left: label.left, right: label.right, bottom: label.bottom }, input: { left: own.left, right: own.right, top: own.top, bottom: own.bottom, width: own.width } };
        });
      }, fields);
    for (const dir of ['ltr', 'rtl'] as const) {
      await page.evaluate((value) => (document.documentElement.dir = value), dir);
      const boxes = await layout();
      boxes.forEach(({ form: box, label, input }, i) => {
        expect(label.bottom).toBeLessThanOrEqual(input.top + 0.5); // the label is above, not beside
        expect(input.width).toBeGreaterThan(box.width * 0.8); // the input spans the form
        // The label starts where the input starts: the inline start edge, left in Turkish, right in Arabic.
        if (dir === 'ltr') expect(Math.abs(label.left - input.left)).toBeLessThan(1);
        else expect(Math.abs(label.right - input.right)).toBeLessThan(1);
        if (i > 0) expect(label.bottom - boxes[i - 1].input.bottom).toBeGreaterThanOrEqual(12); // room between fields
      });
      expect(boxes[0].input.left - boxes[0].form.left).toBeGreaterThanOrEqual(12); // the form has padding
    }
    await page.evaluate(() => (document.documentElement.dir = 'ltr'));
    await page.locator('#yomu-display_name').focus();
    await page.keyboard.press('Tab');
    const ring = await page.locator('#yomu-user_email').evaluate((input) => {
      const style = getComputedStyle(input);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    // The avatar form above follows the same layout.
    const avatar = await page.locator('#wp-manga-upload-avatar-form').evaluate((element) => {
      const label = element.querySelector('label[for="userAvatar"]')!.getBoundingClientRect();
      const input = element.querySelector('#userAvatar')!.getBoundingClientRect();
      return { labelBottom: label.bottom, inputTop: input.top };
    });
    expect(avatar.labelBottom).toBeLessThanOrEqual(avatar.inputTop + 0.5);
    await page.locator('.yomu-avatar').scrollIntoViewIfNeeded();
    await screenshot(page, `account-avatar-${name}`);
    await page.locator('#yomu-display_name').focus();
    await screenshot(page, `account-settings-${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
