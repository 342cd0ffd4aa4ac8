// Issue 33 item 1 in Chromium: an editor imports a ZIP of 3 volumes × 10 chapters × 20 real-size pages (the demo
// page pool, about 116 MB) from the manga edit screen. The connection drops after the first chunk, the script tries
// again and then says the upload stopped; after a reload the same file goes on from the bytes the server has. The
// preview lists every chapter before anything is written; the import follows its progress to the end, the box
// draws itself again with the chapters under their volumes (no reload), and a guest reads one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorsStarted, launch, screenshot, signInAsAdmin, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/import';
import '../support/fixtures/upload';
import { site } from '../support/site';

let browser: Browser;
let folder = '';
let zip = { path: '', size: 0, pages: 0 };
const made: number[] = [];
const WAIT = { timeout: 60000 };

beforeAll(async () => {
  browser = await launch();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-import-e2e-'));
  zip = fixture('import_pool_zip', { folder, volumes: 3, chapters: 10, pages: 20 });
});

afterAll(async () => {
  await browser?.close();
  if (made.length) fixture('delete_posts', { ids: made });
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

const status = (page: Page) => page.locator('#yomu-import-status');

/**
 * The page's admin-ajax answers as "status@seconds" (or "failed@seconds"), for the message of a wait that runs out:
 * it tells a server that never answered from a script that never asked.
 */
function ajaxLog(page: Page): string[] {
  const start = Date.now();
  const log: string[] = [];
  const at = () => Math.round((Date.now() - start) / 1000);
  page.on('response', (response) => void (response.url().includes('admin-ajax.php') && log.push(`${response.status()}@${at()}s`)));
  page.on('requestfailed', (request) => void (request.url().includes('admin-ajax.php') && log.push(`failed@${at()}s`)));
  return log;
}

/** Waits for the status line to read the text (or match the pattern), naming the admin-ajax answers when it does not. */
async function statusMatches(page: Page, expected: RegExp | string, log: string[], timeout: number): Promise<void> {
  try {
    const poll = expect.poll(() => status(page).innerText(), { timeout });
    await (typeof expected === 'string' ? poll.toBe(expected) : poll.toMatch(expected));
  } catch (error) {
    throw new Error(`${(error as Error).message}; admin-ajax answers: ${log.join(' ') || 'none'}`, { cause: error });
  }
}
const isChunk = (route: Route) => (route.request().postDataBuffer() ?? Buffer.alloc(0)).includes('yomu_import_chunk');

describe('Import chapters from a ZIP', () => {
  // Uploads 116 MB, waits out three retries and checks and writes 600 pages: minutes, not the default one.
  it('resumes a dropped upload of 3 volumes × 10 chapters × 20 pages, previews, imports in the background and the chapters read', { timeout: 720000 }, async () => {
    expect(zip.pages).toBe(600);
    expect(zip.size).toBeGreaterThan(100_000_000); // over a hundred chunks of at most 1 MB
    const manga = fixture('upload_make_manga', { title: `E2E İçe Aktarma ${Date.now()}` });
    made.push(manga.id);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page, site.url);
    const answers = ajaxLog(page);
    await signInAsAdmin(page);
    const edit = `${site.url}/wp-admin/post.php?post=${manga.id}&action=edit`;
    await page.goto(edit);

    // The connection drops after the first chunk: every later chunk request fails.
    let chunks = 0;
    await page.route('**/wp-admin/admin-ajax.php', (route) => {
      if (!isChunk(route)) return route.continue();
      chunks += 1;
      return chunks === 1 ? route.continue() : route.abort('internetdisconnected');
    });
    await page.setInputFiles('#yomu-import-file', zip.path);
    await editorsStarted(page);
    await page.getByRole('button', { name: 'Yükle ve denetle' }).click();
    // Minutes, not one: this machine runs other test files beside this one, and a loaded site answers slowly.
    await statusMatches(page, /^Bağlantı koptu\./, answers, 180000);
    const stopped = fixture('import_session', { user: 1, manga: manga.id });
    expect(stopped).toMatchObject({ state: 'uploading', size: zip.size });
    expect(stopped?.received).toBeGreaterThan(0);
    expect(stopped?.received).toBeLessThan(zip.size);

    // A reload: the page says where the upload stopped; the same file goes on from there.
    await page.unroute('**/wp-admin/admin-ajax.php');
    await page.reload();
    await expect.poll(() => status(page).innerText(), WAIT).toMatch(/pool\.zip yüklemesi %\d+ noktasında durdu/);
    expect(await page.getByRole('button', { name: 'Bu bölümleri içe aktar' }).isVisible()).toBe(false); // not before a preview
    // The first chunk sent is read on the wire; the other hundred-odd go past the browser's request interception,
    // which copies every body it sees and would slow the upload down.
    const offsets: number[] = [];
    const firstChunk = async (route: Route) => {
      const chunk = isChunk(route);
      if (chunk) offsets.push(Number(/name="offset"\r\n\r\n(\d+)/.exec((route.request().postDataBuffer() ?? Buffer.alloc(0)).toString('latin1'))?.[1]));
      await route.continue();
      if (chunk) await page.unroute('**/wp-admin/admin-ajax.php', firstChunk);
    };
    await page.route('**/wp-admin/admin-ajax.php', firstChunk);
    await page.setInputFiles('#yomu-import-file', zip.path);
    await editorsStarted(page);
    await page.getByRole('button', { name: 'Yükle ve denetle' }).click();
    // 135 MB on a machine that runs other tests beside this one: minutes, not one.
    await page.locator('.yomu-import__preview:not([hidden])').waitFor({ timeout: 240000 });
    expect(offsets[0]).toBe(stopped?.received);

    // The preview: every chapter, nothing written yet.
    expect(await page.locator('.yomu-import__summary').innerText()).toBe('Oluşturulacak: 30 bölüm (600 sayfa). Zaten var, atlanan: 0.');
    const rows = await page.locator('.yomu-import__preview tbody tr').allInnerTexts();
    expect(rows).toHaveLength(30);
    expect([rows[0], rows[10], rows[29]]).toEqual(['Cilt 1 (yeni)\tBölüm 1\t20\tOluşturulacak', 'Cilt 2 (yeni)\tBölüm 11\t20\tOluşturulacak', 'Cilt 3 (yeni)\tBölüm 30\t20\tOluşturulacak']);
    expect(fixture('site_chapter_ids', { manga: manga.id })).toEqual([]);
    // Thirty rows scroll inside the preview, under their header, so the import button stays close to the summary.
    const region = page.getByRole('region', { name: 'Oluşturulacak: 30 bölüm (600 sayfa). Zaten var, atlanan: 0.' });
    expect(await region.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await region.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const header = await region.evaluate((element) => Math.round((element.querySelector('thead th')?.getBoundingClientRect().top ?? -1) - element.getBoundingClientRect().top));
    expect(header).toBeGreaterThanOrEqual(0);
    expect(header).toBeLessThanOrEqual(2);
    await region.evaluate((element) => element.scrollTo(0, 0));
    await page.locator('.yomu-import').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-chapter-import-preview');

    await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 33));
    await page.getByRole('button', { name: 'Bu bölümleri içe aktar' }).click();
    const done = 'İçe aktarma bitti: 30 bölüm oluşturuldu (600 sayfa), 0 atlandı.';
    await expect.poll(() => status(page).innerText(), { timeout: 300000 }).toBe(done);
    // The box draws itself again with the new chapters, without a reload; the outcome is read out and stays shown,
    // and the focus waits on the import's heading.
    await expect.poll(() => page.locator('.yomu-volume-heading').allInnerTexts(), WAIT).toEqual(['Cilt 1', 'Cilt 2', 'Cilt 3']);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(33);
    expect(await page.locator('#yomu-box-live').textContent()).toBe(done);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe('yomu-import-heading');
    await expect.poll(() => status(page).innerText(), WAIT).toBe(done);
    expect(await page.locator('.yomu-import progress').getAttribute('value')).toBe('100');
    expect(await page.locator('tr[data-yomu-chapter-text]').count()).toBe(30);
    const ids = fixture('site_chapter_ids', { manga: manga.id });
    expect(ids).toHaveLength(30);
    // The browser logs the requests the test cut; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);

    // A guest reads the first chapter: its first page shows, and the chapter has its 20 pages.
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(`${manga.url}cilt-1/bolum-1/`);
    const first = guest.locator('.reading-content img').first();
    await expect.poll(() => first.evaluate((image) => (image as HTMLImageElement).naturalWidth), WAIT).toBeGreaterThan(0);
    const chapter = (await (await fetch(`${site.url}/wp-json/yomu/v1/chapters/${ids[0]}`)).json()) as { pages: unknown[] };
    expect(chapter.pages).toHaveLength(20);
    await guest.context().close();
    await page.close();
  });

  it('imports a ZIP of 20 text chapters into a novel, on a phone', { timeout: 240000 }, async () => {
    const novel = fixture('upload_make_manga', { title: `E2E Roman İçe Aktarma ${Date.now()}`, chapter_type: 'text' });
    made.push(novel.id);
    const text = fixture('import_text_zip', { folder, volumes: 2, chapters: 10 });
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const errors = watchErrors(page, site.url);
    const answers = ajaxLog(page);
    await signInAsAdmin(page);
    await page.goto(`${site.url}/wp-admin/post.php?post=${novel.id}&action=edit`);
    await page.setInputFiles('#yomu-import-file', text.path);
    await editorsStarted(page);
    await page.getByRole('button', { name: 'Yükle ve denetle' }).click();
    await statusMatches(page, 'Oluşturulacak: 20 bölüm. Zaten var, atlanan: 0.', answers, 120000);
    await page.locator('.yomu-import__preview:not([hidden])').waitFor(WAIT);
    expect(await page.locator('.yomu-import__preview thead th').nth(2).innerText()).toBe('Dosyalar');
    // The section fits the phone's width.
    expect(await page.locator('.yomu-import').evaluate((box) => box.scrollWidth <= box.clientWidth + 1)).toBe(true);
    await page.getByRole('button', { name: 'Bu bölümleri içe aktar' }).click();
    await statusMatches(page, 'İçe aktarma bitti: 20 bölüm oluşturuldu, 0 atlandı.', answers, 120000);
    await expect.poll(() => page.locator('tr[data-yomu-chapter-text]').count(), WAIT).toBe(20);
    expect(await page.getByRole('button', { name: 'Bu bölümleri içe aktar' }).isVisible()).toBe(false);
    await page.locator('.yomu-import').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-chapter-import-novel-phone');
    expect(fixture('site_chapter_ids', { manga: novel.id })).toHaveLength(20);
    expect(errors).toEqual([]);

    const guest = await (await browser.newContext()).newPage();
    await guest.goto(`${novel.url}cilt-2/bolum-20/`);
    const body = await guest.locator('.text-left, .reading-content').first().innerText();
    expect(body).toContain('Bölüm 20 başlıyor.');
    expect(body).toContain('Sonra <b>kalın değil</b> bir satır.');
    await guest.context().close();
    await page.close();
  });
});
