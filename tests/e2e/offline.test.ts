// Offline chapters and the installable web app (issue 18, item 6), at 375 and 1280 px: a reader saves a chapter
// and the next ones, the network goes away, and the saved chapter still opens and turns its pages; a page nobody
// saved shows the site's offline page, linking what is saved. The chapter list marks the saved chapters, the
// account page lists them with their sizes and frees the space. Nothing is saved behind the 18+ gate. Every page
// links a valid web app manifest.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launch, screenshot } from '../support/browser';
import { fixture } from '../support/fixture';
import { login, site } from '../support/site';
import { createReaderFixture, removeReaderFixture, type ReaderFixture } from './reader-fixture';
import { wakeReader } from '../support/reader-page';

let browser: Browser;
let fx: ReaderFixture;
const PASSWORD = 'Çevrimdışı-şifre-7';
const made = { users: [] as number[], adult: 0, adultUrl: '', accountUrl: '', pageWasSet: false };

beforeAll(async () => {
  fx = createReaderFixture();
  browser = await launch();
  const account = fixture('reader_ensure_account_page', { tab: 'bookmark' });
  const adult = fixture('offline_seed_adult', { tag: fx.tag });
  Object.assign(made, { pageWasSet: account.existed, accountUrl: account.url, adult: adult.adult, adultUrl: adult.url });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  removeReaderFixture(fx);
  fixture('delete_users', { ids: made.users });
  if (made.adult) fixture('delete_posts', { ids: [made.adult] });
  if (!made.pageWasSet) fixture('remove_account_page', {});
});

async function reader(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const name = `off${width}${Date.now().toString(36)}`;
  made.users.push(fixture('make_user', { login: name, password: PASSWORD }));
  const cookie = await login(name, PASSWORD);
  const phone = width < 768;
  const context = await browser.newContext({ viewport: { width, height: phone ? 812 : 900 }, isMobile: phone, hasTouch: phone });
  const host = new URL(site.url).hostname;
  await context.addCookies([
    ...cookie.split('; ').map((pair) => {
      const [cookieName, ...rest] = pair.split('=');
      return { name: cookieName, value: rest.join('='), domain: host, path: '/' };
    }),
    { name: 'cookieyes-consent', value: encodeURIComponent('consentid:E2eOffline0123456789abcdefABCDEF,consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no'), domain: host, path: '/' },
  ]);
  return { context, page: await context.newPage() };
}

/** The reading page's first page image has loaded and drawn. */
const imageShown = (page: Page) =>
  page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.reading-content img');
    return !!img && img.complete && img.naturalWidth > 0;
  });

/** axe's serious and critical findings about the offline controls. */
const offlineViolations = async (page: Page) => (await seriousViolations(page)).filter((violation) => violation.includes('offline'));

const cacheNames = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('yomu-offline-chapter-')));

describe.each([375, 1280])('offline chapters at %i px', (width) => {
  it('saves a chapter and the next ones, then opens and turns them with the network off', async () => {
    const { context, page } = await reader(width);
    const chapter = `${fx.volUrl}cilt-1/bolum-1/`;
    await page.goto(chapter);
    await imageShown(page);

    // Keyboard only: the count, then the button. The focus brings the box's React, which keeps it on the count.
    const count = page.getByLabel('Kaydedilecek bölümler');
    await count.focus();
    await page.locator('[data-island="offline"][data-mounted="true"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('offline-save-count');
    await count.selectOption({ label: 'Bu ve sonraki 2' });
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Çevrimdışı kaydet');
    await page.keyboard.press('Enter');
    const status = page.locator('.offline-save__status');
    await status.filter({ hasText: /bölüm çevrimdışı okumak için kaydedildi|kaydedilemedi/ }).waitFor({ timeout: 30_000 });
    expect(await status.textContent()).toBe('3 bölüm çevrimdışı okumak için kaydedildi.');
    await page.getByText(/Bu bölüm bu cihaza kaydedildi \(\d+(,\d)? (kB|MB)\)/).waitFor();
    expect((await cacheNames(page)).length).toBe(3);
    expect(await offlineViolations(page)).toEqual([]);
    // The box keeps a margin from the screen's edges, on a phone too.
    const box = await page.locator('.offline-save').boundingBox();
    expect(box && box.x >= 16 && box.x + box.width <= width - 16).toBe(true);
    await screenshot(page, `offline-saved-${width}`);

    await context.setOffline(true);
    await page.goto(chapter);
    await imageShown(page);
    expect(await page.locator('#chapter-heading').textContent()).toBe('Bölüm 1');
    // The reader's script came from the saved copy too: it runs and turns pages.
    await wakeReader(page);
    // A page turn (the reader's key), then straight to the last page by its URL.
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/p\/2\/$/);
    await imageShown(page);
    const second = await page.locator('.reading-content img').first().getAttribute('src');
    await page.goto(`${chapter}p/3/`);
    await imageShown(page);
    expect(await page.locator('.reading-content img').first().getAttribute('src')).not.toBe(second);
    // The next saved chapter opens too; a chapter nobody saved does not.
    await page.goto(`${fx.volUrl}cilt-1/bolum-2/`);
    await imageShown(page);
    expect(await page.locator('#chapter-heading').textContent()).toBe('Bölüm 2');
    await screenshot(page, `offline-reading-${width}`);
    // A chapter nobody saved: the site's offline page instead of the browser's error, linking the three saved ones.
    await page.goto(`${fx.flatUrl}bolum-1/`);
    expect(await page.locator('h1').textContent()).toBe('Çevrimdışısınız');
    expect(await page.locator('main li a').count()).toBe(3);
    await context.setOffline(false);

    // The chapter list marks the saved chapters, and only them.
    await page.goto(fx.volUrl);
    const marked = page.locator('li.wp-manga-chapter:has(.offline-mark)');
    await expect.poll(() => marked.count(), { timeout: 15_000 }).toBe(3);
    expect(await offlineViolations(page)).toEqual([]);
    await screenshot(page, `offline-marks-${width}`);

    // The account page lists them with their sizes; Remove frees one, then "free space" all.
    await page.goto(made.accountUrl);
    const items = page.locator('.offline-library__item');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(3);
    for (const text of await items.allTextContents()) expect(text).toMatch(/\d+(,\d)? (kB|MB)/);
    await page.getByText(/Kayıtlı bölüm: 3 \(\d+(,\d)? (kB|MB)\)\./).waitFor();
    expect(await offlineViolations(page)).toEqual([]);
    await screenshot(page, `offline-account-${width}`);
    await items.filter({ hasText: 'Bölüm 2' }).getByRole('button', { name: /kaldır/i }).click();
    await expect.poll(() => items.count()).toBe(2);
    expect((await cacheNames(page)).length).toBe(2);
    await page.getByRole('button', { name: /Yer aç/ }).click();
    await page.getByText('Bu cihazda kayıtlı bölüm yok', { exact: false }).waitFor();
    expect(await cacheNames(page)).toEqual([]);
    await context.close();
  });
});

describe('in-place paging without preloaded images', () => {
  it('turns a saved page offline by opening its saved copy', async () => {
    const before = fixture('get_option', { name: 'yomu_reader' });
    fixture('set_option', { name: 'yomu_reader', value: { ...(before as Record<string, unknown> | null), preload_images: 'off', ajax_paging: 'on', keyboard: 'on' } });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      const chapter = `${fx.flatUrl}bolum-2/`;
      await page.goto(chapter);
      await page.getByRole('button', { name: 'Çevrimdışı kaydet' }).click();
      await page.locator('.offline-save__status').filter({ hasText: /kaydedildi\.|kaydedilemedi/ }).waitFor({ timeout: 30_000 });
      expect(await page.locator('.offline-save__status').textContent()).toBe('Çevrimdışı okumak için kaydedildi.');
      await context.setOffline(true);
      await page.goto(chapter);
      await wakeReader(page);
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(/\/bolum-2\/p\/2\/$/);
      await imageShown(page);

      // A page nobody saved: the site's own offline page in the site's language (not the browser's error), with a
      // link to the saved chapter that opens.
      await page.goto(`${site.url}/manga/`);
      expect(await page.locator('h1').textContent()).toBe('Çevrimdışısınız');
      expect(await page.getByRole('button', { name: 'Yeniden dene' }).isVisible()).toBe(true);
      const saved = page.locator('main li a');
      expect(await saved.count()).toBe(1);
      expect(await saved.getAttribute('href')).toBe(chapter);
      await screenshot(page, 'offline-page-unsaved');
      await saved.click();
      await wakeReader(page);
    } finally {
      await context.close();
      fixture('set_option', { name: 'yomu_reader', value: before }); // null (it was not set) deletes it
    }
  });
});

describe('what is never saved', () => {
  it('offers no saving behind the 18+ gate, and the server refuses the chapter there', async () => {
    const { context, page } = await reader(1280);
    const url = `${made.adultUrl}bolum-1/`;
    await page.goto(url);
    await page.locator('[data-island="adult-gate"]').waitFor({ state: 'attached' });
    expect(await page.locator('[data-island="offline"]').count()).toBe(0);
    const chapterId = fixture('reader_first_chapter_id', { manga: made.adult });
    const status = await page.evaluate(async (id) => {
      const config = (window as unknown as { yomuSite: { restUrl: string; restNonce: string } }).yomuSite;
      return (await fetch(`${config.restUrl}yomu/v1/chapters/${id}`, { headers: { 'X-WP-Nonce': config.restNonce } })).status;
    }, chapterId);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(await cacheNames(page)).toEqual([]);
    await context.close();
  });
});

describe('right to left', () => {
  it('mirrors the save box and names the app right-to-left in Arabic', async () => {
    const lang = (fixture('get_option', { name: 'WPLANG' }) as string | null) ?? '';
    fixture('set_option', { name: 'WPLANG', value: 'ar' });
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    try {
      await page.goto(`${fx.volUrl}cilt-1/bolum-1/`);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const button = page.getByRole('button', { name: 'حفظ للقراءة دون اتصال' });
      await button.waitFor();
      const label = await page.getByText('الفصول المراد حفظها').boundingBox();
      const select = await page.getByLabel('الفصول المراد حفظها').boundingBox();
      expect(label!.x).toBeGreaterThan(select!.x); // The label comes first, on the right.
      await screenshot(page, 'offline-rtl-375');
      const manifest = (await (await fetch(`${site.url}/?yomu-manifest=1`)).json()) as { dir: string; lang: string };
      expect(manifest).toMatchObject({ dir: 'rtl', lang: 'ar' });
    } finally {
      await page.close();
      fixture('set_option', { name: 'WPLANG', value: lang });
    }
  });
});

describe('the installable web app', () => {
  it('links a valid manifest and its icons from every page', async () => {
    const page = await browser.newPage();
    let manifestUrl = '';
    for (const url of [`${site.url}/`, fx.volUrl, `${fx.volUrl}cilt-1/bolum-1/`, made.accountUrl]) {
      await page.goto(url);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href, url).toBeTruthy();
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toMatch(/^#[0-9a-f]{6}$/i);
      manifestUrl = new URL(href!, url).href;
    }
    const response = await fetch(manifestUrl);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
    expect(manifest.name).toBeTruthy();
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(new URL(String(manifest.start_url)).origin).toBe(new URL(site.url).origin);
    for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]) {
      const icon = manifest.icons.find((item) => item.sizes === size && item.purpose.split(' ').includes(purpose));
      expect(icon, `${size} ${purpose}`).toBeTruthy();
      const png = Buffer.from(await (await fetch(icon!.src)).arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(size);
    }
    // The worker is served from the site's root, for the whole site.
    const worker = await fetch(`${site.url}/?yomu-sw=1`);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('addEventListener');
    await page.close();
  });
});
