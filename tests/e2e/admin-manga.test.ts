// An editor's afternoon in wp-admin (Chromium): create a manga and set its details, add two volumes,
// upload an image chapter from two PNG files, create a text chapter (on a novel), reorder the volumes,
// check the chapter list and the pages in the admin, and read the chapter on the public site.
// The forms work without JavaScript too (they are plain admin-post forms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, submitted, watchErrors } from '../support/browser';
import { frames, watchNavigations } from '../support/settle';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const TITLE = `E2E Yönetim Mangası ${Date.now()}`;
const NOVEL = `E2E Yönetim Romanı ${Date.now()}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let tmp: string;
let images: string[];
let transients: string[] = [];
let problemsBefore: PhpLogMark;
let mangaId = 0;

async function signIn(target: BrowserContext): Promise<Page> {
  const p = await target.newPage();
  await p.goto(`${site.url}/wp-login.php?redirect_to=${encodeURIComponent(`${site.url}/wp-admin/edit.php?post_type=wp-manga`)}`);
  await p.fill('#user_login', 'admin');
  await p.fill('#user_pass', site.adminPassword);
  await Promise.all([p.waitForURL(/edit\.php\?post_type=wp-manga/), p.click('#wp-submit')]);
  return p;
}

/** Publishes a new manga with a title and a chapter type; returns its ID. */
async function newManga(p: Page, title: string, chapterType: string): Promise<number> {
  await p.goto(`${site.url}/wp-admin/post-new.php?post_type=wp-manga`);
  await p.fill('#title', title);
  // Leaving the title saves a draft (WordPress's post.js), and until that save ends a click on Publish is ignored
  // (ci on b17c5f6 waited 30 s for a redirect that never came). So leave it, and wait for the saved draft's permalink.
  await p.locator('#title').blur();
  await p.locator('#sample-permalink').waitFor();
  await p.locator('#publish:not(.disabled)').waitFor();
  await p.check(`input[name="yomu_chapter_type"][value="${chapterType}"]`);
  // Until the server has answered (the redirect to the edit screen): the steps after wait for what they use, and a
  // loaded machine can take most of 30 s to also load every admin script of that screen.
  await Promise.all([p.waitForURL(/post\.php\?post=\d+&action=edit/, { waitUntil: 'commit' }), p.click('#publish')]);
  return Number(new URL(p.url()).searchParams.get('post'));
}

async function notice(p: Page): Promise<string> {
  return (await p.locator('.yomu-notice p').innerText()).trim();
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-admin-e2e-'));
  images = ['01.png', '02.png'].map((name) => path.join(tmp, name));
  // Two real PNG pages made by GD, and WordPress's update checks marked as done (the site is offline).
  fixture('admin_draw_pages', { folder: tmp });
  transients = fixture('admin_skip_update_checks', {});
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await signIn(context);
  errors = watchErrors(page, site.url);
});

afterAll(async () => {
  await browser?.close();
  fixture('delete_posts', { ids: fixture('site_manga_titled', { titles: [TITLE, NOVEL] }) });
  fixture('admin_forget_notices', { users: [1] });
  fixture('admin_forget_update_checks', { names: transients });
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('manga edit screen', () => {
  it('creates a manga and saves its details in Madara’s meta', async () => {
    mangaId = await newManga(page, TITLE, 'manga');
    expect(mangaId).toBeGreaterThan(0);
    await page.selectOption('#yomu-status', 'end');
    expect(await page.locator('#yomu-status option').allInnerTexts()).toEqual(['Devam Ediyor', 'Tamamlandı', 'İptal Edildi', 'Beklemede', 'Yakında']);
    await page.fill('#yomu-alternative', 'Tek Başına Seviye, Solo Leveling');
    await page.fill('#yomu-type', 'Manhwa');
    await page.check('#yomu-adult');
    await page.selectOption('#yomu-badge', 'hot');
    await Promise.all([page.waitForURL(/message=1/), page.click('#publish')]);
    await screenshot(page, 'admin-manga-details');

    expect(await page.locator('#yomu-status').inputValue()).toBe('end');
    expect(await page.locator('#yomu-type').inputValue()).toBe('Manhwa');
    expect(await page.locator('#yomu-adult').isChecked()).toBe(true);
    const meta = fixture('admin_manga_details', { manga: mangaId });
    expect(meta).toEqual(['end', 'Tek Başına Seviye, Solo Leveling', 'Manhwa', 'manga', 'a:1:{i:0;s:3:"yes";}', 'hot']);
  });

  it('adds two volumes and uploads an image chapter from two PNG files', async () => {
    for (const name of ['Cilt 1', 'Cilt 2']) {
      await page.fill('#yomu-new-volume', name);
      await submitted(page, () => page.getByRole('button', { name: 'Cilt ekle' }).click());
      expect(await notice(page)).toBe(`"${name}" cildi oluşturuldu.`);
    }
    // A second volume of a name already used (whatever its case) is refused.
    await page.fill('#yomu-new-volume', 'cilt 2');
    await submitted(page, () => page.getByRole('button', { name: 'Cilt ekle' }).click());
    expect(await notice(page)).toBe('Bu manganın zaten "cilt 2" adlı bir cildi var.');
    expect(await page.locator('.yomu-notice').getAttribute('class')).toContain('notice-error');
    expect(await page.locator('.yomu-volumes input[name="volume_name"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(['Cilt 1', 'Cilt 2']);
    // The refused form keeps what was typed.
    expect(await page.inputValue('#yomu-new-volume')).toBe('cilt 2');

    await page.fill('#yomu-new-chapter-name', 'Bölüm 1');
    await page.fill('#yomu-new-chapter-extend', 'Uyanış');
    await page.selectOption('#yomu-new-chapter-volume', { label: 'Cilt 1' });
    // A text file named like a picture is refused by its content; the typed fields come back, the files must be chosen again.
    await page.setInputFiles('#yomu-new-chapter-images', { name: '01.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await submitted(page, () => page.getByRole('button', { name: 'Bölümü ekle' }).click());
    expect(await page.locator('.yomu-notice').getAttribute('class')).toContain('notice-error');
    expect(await notice(page)).toContain('Dosyaları yeniden seçin');
    expect(await page.inputValue('#yomu-new-chapter-name')).toBe('Bölüm 1');
    expect(await page.inputValue('#yomu-new-chapter-extend')).toBe('Uyanış');
    expect(await page.locator('#yomu-new-chapter-volume option:checked').innerText()).toBe('Cilt 1');
    expect(await page.inputValue('#yomu-new-volume')).toBe(''); // read once

    await page.setInputFiles('#yomu-new-chapter-images', images);
    await submitted(page, () => page.getByRole('button', { name: 'Bölümü ekle' }).click());
    expect(await notice(page)).toBe('"Bölüm 1 - Uyanış" bölümü oluşturuldu.');
    // Chapters exist now: the chapter type is shown, no longer editable.
    expect(await page.locator('input[name="yomu_chapter_type"]').count()).toBe(0);
  });

  it('reorders the volumes and lists the chapter under its volume', async () => {
    await submitted(page, () => page.getByRole('button', { name: '"Cilt 1" aşağı taşı' }).click());
    expect(await notice(page)).toBe('Cilt sırası kaydedildi.');
    expect(await page.locator('.yomu-volumes input[name="volume_name"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(['Cilt 2', 'Cilt 1']);
    expect(await page.getByRole('button', { name: '"Cilt 2" yukarı taşı' }).isDisabled()).toBe(true);

    expect(await page.locator('.yomu-volume-heading').allInnerTexts()).toEqual(['Cilt 1']);
    const row = page.locator('.yomu-chapter-list tbody tr');
    expect(await row.count()).toBe(1);
    expect(await row.locator('.yomu-chapter-title').innerText()).toContain('Bölüm 1');
    expect(await row.locator('.yomu-chapter-title').innerText()).toContain('Uyanış');
    await page.locator('#yomu-chapters').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-manga-chapters');

    // The chapter panel shows both pages as thumbnails, in file-name order.
    // Opened in place: the address follows, and the focus moves to the panel's title.
    await Promise.all([page.waitForURL(/yomu_chapter=\d+/), row.getByRole('link', { name: 'Düzenle' }).click()]);
    await page.waitForFunction(() => document.activeElement?.id === 'yomu-chapter-panel-title');
    const thumbs = page.locator('#yomu-chapter-panel .yomu-page img');
    expect(await thumbs.count()).toBe(2);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#yomu-chapter-panel .yomu-page img')].every((img) => img.complete && img.naturalWidth === 400));
    expect(await thumbs.evaluateAll((list) => list.map((img) => img.getAttribute('alt')))).toEqual(['Sayfa 1', 'Sayfa 2']);
    await page.locator('#yomu-chapter-panel').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-manga-chapter-panel');
  });

  it('the public chapter URL shows both images (after the adult confirmation the details set)', async () => {
    const href = await page.locator('.yomu-chapter-list tbody tr').getByRole('link', { name: 'Görüntüle' }).getAttribute('href');
    expect(href).toMatch(/\/cilt-1\/bolum-1\/$/);
    const srcs = fixture('site_chapter_page_urls', { chapter: fixture('site_chapter_ids', { manga: mangaId })[0] });
    expect(srcs).toHaveLength(2);
    const reader = await context.newPage();
    // The details step marked the manga adult: no page image reaches the HTML before the confirmation.
    expect(await (await reader.goto(`${href}?style=list`))?.text()).not.toContain('wp-manga-chapter-img');
    await context.addCookies([{ name: 'wpmanga-adault', value: '1', url: site.url }]);
    const response = await reader.goto(`${href}?style=list`);
    expect(response?.status()).toBe(200);
    const shown = reader.locator('.page-break img');
    expect(await shown.count()).toBe(2);
    const attributes = await shown.evaluateAll((list) => list.map((img) => img.getAttribute('src') ?? img.getAttribute('data-src') ?? ''));
    expect(attributes.map((src) => new URL(src, site.url).pathname)).toEqual(srcs.map((src) => new URL(src).pathname));
    // Page by page, as a reader scrolls: the second page waits behind its loading gate until it comes into view.
    for (let n = 0; n < 2; n++) {
      await reader.evaluate((k) => document.querySelectorAll<HTMLImageElement>('.page-break img')[k].scrollIntoView(), n);
      await reader.waitForFunction((k) => {
        const img = document.querySelectorAll<HTMLImageElement>('.page-break img')[k];
        return img.complete && img.naturalWidth === 400 && !img.currentSrc.startsWith('data:');
      }, n);
    }
    await reader.evaluate(() => window.scrollTo(0, 0));
    await screenshot(reader, 'admin-manga-public-chapter');
    await reader.close();
  });

  it('moves the chapter to another volume and marks it uploading from the chapter panel', async () => {
    // The chapter panel is open from the step before.
    expect(await page.locator('#yomu-edit-chapter-volume option:checked').innerText()).toBe('Cilt 1');
    await page.selectOption('#yomu-edit-chapter-volume', { label: 'Cilt 2' });
    await page.selectOption('#yomu-edit-chapter-status', { label: 'Yükleniyor' });
    // The box answers in place: the same document, scrolled where it was, the focus back on the button, the notice read out.
    const save = page.getByRole('button', { name: 'Bölümü kaydet' });
    await save.scrollIntoViewIfNeeded();
    await page.evaluate(() => void ((window as { yomuSameDocument?: boolean }).yomuSameDocument = true));
    await submitted(page, () => save.click());
    expect(await notice(page)).toBe('Bölüm kaydedildi.');
    expect(await page.evaluate(() => (window as { yomuSameDocument?: boolean }).yomuSameDocument)).toBe(true);
    // Still scrolled down to the panel (a reload of the whole screen would start at its top).
    expect(await save.evaluate((button) => button.getBoundingClientRect().bottom <= innerHeight && window.scrollY > 0)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bölümü kaydet');
    expect(await page.locator('#yomu-box-live').innerText()).toBe('Bölüm kaydedildi.');
    expect(new URL(page.url()).searchParams.get('yomu_chapter')).toMatch(/^\d+$/);
    expect(await page.locator('.yomu-volume-heading').allInnerTexts()).toEqual(['Cilt 2']);
    expect(await page.locator('#yomu-edit-chapter-status option:checked').innerText()).toBe('Yükleniyor');
    expect(await page.locator('.yomu-chapter-list tbody tr').getByRole('link', { name: 'Görüntüle' }).getAttribute('href')).toMatch(/\/cilt-2\/bolum-1\/$/);
  });

  it('downloads the chapter as a ZIP of its pages, in order, staying on the screen', async () => {
    const url = page.url();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'ZIP olarak indir', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/-bolum-1\.zip$/);
    const zip = fs.readFileSync(await download.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // Stored uncompressed: each page's bytes are in the archive as the site serves them.
    const srcs = fixture('site_chapter_page_urls', { chapter: fixture('site_chapter_ids', { manga: mangaId })[0] });
    for (const src of srcs) expect(zip.includes(Buffer.from(await (await fetch(src)).arrayBuffer()))).toBe(true);
    expect([...zip.toString('latin1').matchAll(/\d{3}\.png/g)].map((m) => m[0]).slice(0, 2)).toEqual(['001.png', '002.png']);
    expect(page.url()).toBe(url);
    // The screen stays as it was: the same button downloads again.
    const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'ZIP olarak indir', exact: true }).click()]);
    expect(again.suggestedFilename()).toBe(download.suggestedFilename());

    // The whole manga: a folder per volume and chapter, the layout `wp yomu import` reads.
    const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Tüm bölümleri ZIP olarak indir' }).click()]);
    expect(all.suggestedFilename()).toMatch(/^e2e-.*\.zip$/);
    const names = fs.readFileSync(await all.path()).toString('utf8');
    // Each entry is named twice in a ZIP (its header and the directory at the end).
    expect([...names.matchAll(/Cilt 2\/Bölüm 1[^/]*\/\d{3}\.png/g)].length).toBe(2 * srcs.length);
    expect(page.url()).toBe(url);
  });

  it('keeps the page list and what is below it in place when the page-order island takes over, on a phone and a desktop', async () => {
    // The chapter panel is open from the step before. The island's chunk is held back until the server's list is measured.
    const panel = page.locator('#yomu-chapter-panel');
    const layout = () =>
      panel.evaluate((box) => {
        const top = box.getBoundingClientRect().top;
        const list = box.querySelector('[data-island="page-order"]')?.getBoundingClientRect();
        const save = Array.from(box.querySelectorAll('button')).find((button) => button.textContent === 'Sayfa sırasını kaydet')?.getBoundingClientRect();
        return { list: list && Math.round(list.height), save: save && Math.round(save.top - top) };
      });
    for (const [width, height] of [[375, 812], [1280, 900]]) {
      await page.setViewportSize({ width, height });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/page-order-*.js', async (route) => {
        await held;
        await route.continue();
      });
      try {
        await page.reload({ waitUntil: 'domcontentloaded' });
        await panel.locator('.yomu-page input[type="number"]').first().waitFor();
        const server = await layout();
        release();
        await panel.locator('[data-island="page-order"][data-mounted="true"]').waitFor();
        expect(await layout(), `${width} px`).toEqual(server);
      } finally {
        release();
        await page.unrouteAll();
      }
    }
  });

  it('reorders the pages by dragging a handle and from the keyboard, and saves that order', async () => {
    // The chapter panel is open from the step before; the page-order island replaces the position numbers.
    const srcs = fixture('site_chapter_page_urls', { chapter: fixture('site_chapter_ids', { manga: mangaId })[0] });
    const panel = page.locator('#yomu-chapter-panel');
    await panel.locator('[data-island="page-order"][data-mounted="true"]').waitFor();
    expect(await panel.locator('.yomu-page input[type="number"]').count()).toBe(0);
    const alts = () => panel.locator('.yomu-page img').evaluateAll((list) => list.map((img) => img.getAttribute('alt')));

    // Page 2's handle dragged onto page 1 with the mouse.
    await panel.locator('.yomu-pages').scrollIntoViewIfNeeded();
    const handle = await panel.getByRole('button', { name: 'Sayfa 2 taşı' }).boundingBox();
    const first = await panel.locator('.yomu-page img').first().boundingBox();
    if (!handle || !first) throw new Error('the pages are not laid out');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2, { steps: 8 });
    await page.mouse.up();
    expect(await alts()).toEqual(['Sayfa 2', 'Sayfa 1']);
    const live = panel.locator('[aria-live="polite"]');
    expect(await live.innerText()).toBe('Sayfa 2 artık 2 sayfanın 1. sırasında.');

    // From the keyboard: End, then Home, on the focused handle; the focus stays on it.
    await panel.getByRole('button', { name: 'Sayfa 2 taşı' }).focus();
    await page.keyboard.press('End');
    expect(await alts()).toEqual(['Sayfa 1', 'Sayfa 2']);
    await page.keyboard.press('Home');
    expect(await alts()).toEqual(['Sayfa 2', 'Sayfa 1']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Sayfa 2 taşı');
    expect(await live.innerText()).toBe('Sayfa 2 artık 2 sayfanın 1. sırasında.');
    await screenshot(page, 'admin-page-order-moved');

    await submitted(page, () => page.getByRole('button', { name: 'Sayfa sırasını kaydet' }).click());
    expect(await notice(page)).toBe('Sayfa sırası kaydedildi.');
    const saved = fixture('site_chapter_page_urls', { chapter: fixture('site_chapter_ids', { manga: mangaId })[0] });
    expect(saved.map((src) => new URL(src).pathname.split('/').pop())).toEqual([srcs[1], srcs[0]].map((src) => new URL(src).pathname.split('/').pop()));

    // On a 375 px phone (a page of its own, opened at that width as a phone opens it) the pages and their handles
    // fit the panel, the handles big enough to hold.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto(page.url());
    const phonePanel = phone.locator('#yomu-chapter-panel');
    await phonePanel.locator('[data-island="page-order"][data-mounted="true"]').waitFor();
    await phonePanel.locator('.yomu-pages').scrollIntoViewIfNeeded();
    expect(await phonePanel.locator('.yomu-pages').evaluate((list) => list.scrollWidth <= list.clientWidth + 1)).toBe(true);
    const held = await phonePanel.getByRole('button', { name: 'Sayfa 1 taşı' }).boundingBox();
    expect(held?.height).toBeGreaterThanOrEqual(32);
    // What the screenshot shows: the handle on the screen.
    expect(held?.y).toBeGreaterThanOrEqual(0);
    expect((held?.y ?? 812) + (held?.height ?? 0)).toBeLessThanOrEqual(812);
    await screenshot(phone, 'admin-page-order-phone');

    // The chapter list fits the phone's box, its action buttons under each other.
    expect(await phone.locator('.yomu-chapter-list').first().evaluate((table) => table.getBoundingClientRect().right <= (table.closest('.inside')?.getBoundingClientRect().right ?? 0))).toBe(true);
    expect(await phone.getByRole('link', { name: 'Görüntüle', exact: true }).first().evaluate((link) => link.getBoundingClientRect().right <= 375)).toBe(true);

    // The whole-manga ZIP on the phone: the button and its help fit the screen, and it downloads from there too.
    const zipButton = phone.getByRole('button', { name: 'Tüm bölümleri ZIP olarak indir' });
    await zipButton.scrollIntoViewIfNeeded();
    const zipBox = await zipButton.boundingBox();
    expect(zipBox && zipBox.x >= 0 && zipBox.x + zipBox.width <= 375 && zipBox.height >= 32).toBe(true);
    expect(await phone.locator('#yomu-download-all-help').evaluate((help) => help.getBoundingClientRect().right <= 375)).toBe(true);
    await screenshot(phone, 'admin-manga-zip-phone');
    const [phoneZip] = await Promise.all([phone.waitForEvent('download'), zipButton.click()]);
    expect(phoneZip.suggestedFilename()).toMatch(/^e2e-.*\.zip$/);
    await phone.close();
  });

  it('writes the manga’s SEO box and the chapter’s search description, and the public pages’ heads carry them', async () => {
    // The chapter panel is open from the step before.
    await page.fill('#yomu-chapter-seo', 'E2E: bu bölümün arama açıklaması.');
    await submitted(page, () => page.getByRole('button', { name: 'Arama açıklamasını kaydet' }).click());
    expect(await notice(page)).toBe('Arama açıklaması kaydedildi.');
    expect(await page.locator('#yomu-chapter-seo').inputValue()).toBe('E2E: bu bölümün arama açıklaması.');
    await page.fill('#yomu-meta-title', '%title% – E2E SEO başlığı');
    await page.fill('#yomu-meta-desc', 'E2E: bu manganın arama açıklaması.');
    await Promise.all([page.waitForURL(/message=1/), page.click('#publish')]);
    expect(await page.locator('#yomu-meta-title').inputValue()).toBe('%title% – E2E SEO başlığı');

    const reader = await context.newPage();
    const href = (await page.locator('.yomu-chapter-list tbody tr').getByRole('link', { name: 'Görüntüle' }).getAttribute('href')) ?? '';
    const meta = (name: string) => reader.locator(`meta[${name.startsWith('og:') ? 'property' : 'name'}="${name}"]`).getAttribute('content');
    await reader.goto(href.replace(/[^/]+\/[^/]+\/$/, ''));
    expect(await meta('og:title')).toBe(`${TITLE} – E2E SEO başlığı`);
    expect(await meta('description')).toBe('E2E: bu manganın arama açıklaması.');
    await reader.goto(href);
    expect(await meta('description')).toBe('E2E: bu bölümün arama açıklaması.');
    expect(await meta('og:description')).toBe('E2E: bu bölümün arama açıklaması.');
    await reader.close();
  });

  it('creates a text chapter with the visual editor on a novel', async () => {
    await newManga(page, NOVEL, 'text');
    await page.fill('#yomu-new-chapter-name', 'Bölüm 1');
    const editor = page.frameLocator('#yomu_text_chapter_ifr').locator('body');
    await editor.click();
    await page.keyboard.type('Yağmur yağıyordu. İlk satır.');
    await page.locator('#yomu-add-chapter').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-manga-text-chapter');
    await submitted(page, () => page.getByRole('button', { name: 'Bölümü ekle' }).click());
    expect(await notice(page)).toBe('"Bölüm 1" bölümü oluşturuldu.');
    const novelId = Number(new URL(page.url()).searchParams.get('post'));
    const body = fixture('admin_chapter_text', { chapter: fixture('site_chapter_ids', { manga: novelId })[0] });
    expect(body).toContain('Yağmur yağıyordu. İlk satır.');
    expect(await page.locator('.yomu-chapter-list tbody tr').count()).toBe(1);

    // Deleting asks first: "cancel" keeps the chapter, "OK" deletes it.
    const remove = page.locator('.yomu-chapter-list tbody tr').getByRole('button', { name: 'Sil' });
    const dismissed = new Promise<void>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(resolve)));
    const deletes = watchNavigations(page); // deleting submits a form
    await remove.click();
    await dismissed;
    await frames(page); // the handler has gone on after confirm() returned false
    expect(deletes).toEqual([]);
    expect(await page.locator('.yomu-chapter-list tbody tr').count()).toBe(1);
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await submitted(page, () => remove.click());
    expect(question).toBe('"Bölüm 1" tüm sayfalarıyla silinsin mi? Bu işlem geri alınamaz.');
    expect(await notice(page)).toBe('Bölüm silindi.');
    expect(await page.locator('.yomu-chapter-list').count()).toBe(0);
  });

  it('warns when a chapter is named like another in its volume, and creates it', async () => {
    for (const expected of ['"Bölüm 2" bölümü oluşturuldu.', '"Bölüm 2" bölümü oluşturuldu. Cildindeki başka bir bölüm de aynı ada sahip: bu bilerek yapılmadıysa birini yeniden adlandırın.']) {
      await page.fill('#yomu-new-chapter-name', 'Bölüm 2');
      await page.frameLocator('#yomu_text_chapter_ifr').locator('body').click();
      await page.keyboard.type('İkinci bölüm.');
      await submitted(page, () => page.getByRole('button', { name: 'Bölümü ekle' }).click());
      expect(await notice(page)).toBe(expected);
    }
    expect(await page.locator('.yomu-notice').getAttribute('class')).toContain('notice-warning');
    expect(await page.locator('.yomu-chapter-list tbody tr').count()).toBe(2);
  });

  it('has no script errors on the edit screen', () => {
    expect(errors).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('the volume form still works (plain admin-post form)', async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const p = await signIn(noJs);
    await p.goto(`${site.url}/wp-admin/post.php?post=${mangaId}&action=edit`);
    await p.fill('#yomu-new-volume', 'Cilt 3');
    await submitted(p, () => p.getByRole('button', { name: 'Cilt ekle' }).click());
    expect(await notice(p)).toBe('"Cilt 3" cildi oluşturuldu.');
    await noJs.close();
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
