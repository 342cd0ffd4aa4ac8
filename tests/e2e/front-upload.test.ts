// Front-end chapter upload and edit in the browser, at phone and desktop widths: the manga's author uploads
// an image chapter (several images, a thumbnail, a progress bar, the result in the form), then edits it from
// the reading page (current thumbnail shown, the thumbnail input cleared once the save is prepared); the
// chapter list shows an uploaded chapter without a page load; a subscriber sees neither form.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { site } from '../support/site';
import { wakeReader } from '../support/reader-page';

const PASSWORD = 'On-yuz-Yukleme-7';
let browser: Browser;
let tmp: string;
const fx = { manga: 0, url: '', users: [] as number[], author: '', subscriber: '' };

beforeAll(async () => {
  browser = await launch();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-e2e-upload-'));
  const suffix = () => Math.random().toString(36).slice(2, 6);
  fx.author = `e2eupauthor${suffix()}`;
  fx.subscriber = `e2eupsubscriber${suffix()}`;
  fx.users = [fixture('make_user', { login: fx.author, password: PASSWORD, role: 'author' }), fixture('make_user', { login: fx.subscriber, password: PASSWORD, role: 'subscriber' })];
  const manga = fixture('upload_make_manga', { title: `E2E upload ${suffix()}`, author: fx.users[0] });
  fx.manga = manga.id;
  fx.url = manga.url;
  const colours: Record<string, [number, number, number]> = { '1.png': [200, 40, 40], '2.png': [40, 160, 40], '10.png': [40, 40, 200], 'thumb.png': [240, 200, 0], 'thumb2.png': [0, 200, 240] };
  for (const [name, color] of Object.entries(colours)) {
    fs.writeFileSync(path.join(tmp, name), Buffer.from(fixture('upload_image', { format: 'png', width: 120, height: 170, color }), 'base64'));
  }
});

afterAll(async () => {
  await browser?.close();
  fixture('delete_posts', { ids: [fx.manga] });
  fixture('delete_users', { ids: fx.users });
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function signIn(page: Page, user: string): Promise<void> {
  await page.goto(`${site.url}/wp-login.php`);
  await page.fill('#user_login', user);
  await page.fill('#user_pass', PASSWORD);
  await Promise.all([page.waitForNavigation(), page.click('#wp-submit')]);
}

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('front-end chapter upload ($name)', ({ name, width, height }) => {
  it('the author uploads an image chapter with a thumbnail, then edits it from the reading page', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await signIn(page, fx.author);
    await page.goto(fx.url);
    const form = page.locator('#yomu-chapter-upload form');
    await form.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="chapter-upload"][data-mounted="true"]', { state: 'attached' });
    if (name === 'mobile') {
      // A manga without chapters takes images or text: choosing text hides the image inputs.
      await page.check('input[name="chapter_kind"][value="text"]');
      expect(await page.locator('#yomu-images').isVisible()).toBe(false);
      await page.check('input[name="chapter_kind"][value="images"]');
    } else {
      // Once it holds image chapters, only images are offered (a manga holds one kind of chapter).
      expect(await page.locator('input[name="chapter_kind"][type="radio"]').count()).toBe(0);
    }

    const chapterName = `Bölüm ${name}`;
    await page.fill('#yomu-name', chapterName);
    await page.setInputFiles('#yomu-images', ['10.png', '2.png', '1.png'].map((f) => path.join(tmp, f)));
    await page.setInputFiles('#yomu-thumbnail', path.join(tmp, 'thumb.png'));
    await form.locator('button[type="submit"]').click();
    const status = form.locator('.yomu-upload__status--success');
    await status.waitFor({ state: 'visible', timeout: 30000 });
    await screenshot(page, `front-upload-created-${name}`);
    const newChapter = await status.locator('a').getAttribute('href');
    expect(newChapter).toBeTruthy();
    // The chapter list on the page reloads and shows the new chapter, without a page load.
    const listed = page.locator('#manga-chapters-holder li.wp-manga-chapter > a', { hasText: chapterName });
    await listed.waitFor({ state: 'attached', timeout: 10000 });
    expect(new URL((await listed.getAttribute('href')) ?? '', site.url).href).toBe(new URL(newChapter ?? '', site.url).href);
    // Natural order: 1, 2, 10 (blue last).
    expect(fixture('upload_chapter', { manga: fx.manga, name: chapterName }).mimes).toHaveLength(3);

    await page.goto(newChapter ?? '');
    const edit = page.locator('#yomu-chapter-edit');
    // Its island mounts once the box is in view, the reader's at once; opened before they have, the box would be
    // taken over closed.
    await edit.scrollIntoViewIfNeeded();
    await wakeReader(page);
    await page.waitForSelector('[data-island="chapter-upload"][data-mounted="true"]', { state: 'attached' });
    // From the keyboard: the reader's fixed progress bar may cover the summary where a click would land.
    await edit.locator('summary').press('Enter');
    await page.waitForSelector('#yomu-chapter-edit form', { state: 'visible' });
    const current = edit.locator('.yomu-upload__current-thumbnail');
    expect(await current.getAttribute('src')).toMatch(/thumbnails\/chapter-\d+-[a-z0-9]+\.png$/);
    const oldSrc = await current.getAttribute('src');
    await page.fill('#yomu-edit-extend', 'Düzenlendi');
    await page.setInputFiles('#yomu-edit-thumbnail', path.join(tmp, 'thumb2.png'));
    await screenshot(page, `front-upload-edit-${name}`);
    const navigated = page.waitForNavigation();
    await edit.locator('button[type="submit"]').click();
    // The save is prepared: the thumbnail input is cleared at once.
    expect(await page.inputValue('#yomu-edit-thumbnail')).toBe('');
    await navigated;
    await page.waitForSelector('#yomu-chapter-edit', { state: 'attached' });
    expect(await page.inputValue('#yomu-edit-extend')).toBe('Düzenlendi');
    const newSrc = await page.locator('.yomu-upload__current-thumbnail').getAttribute('src');
    expect(newSrc).toMatch(/thumbnails\/chapter-\d+-[a-z0-9]+\.png$/);
    expect(newSrc).not.toBe(oldSrc);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a subscriber sees no upload or edit form', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await signIn(page, fx.subscriber);
    await page.goto(fx.url);
    expect(await page.locator('#yomu-chapter-upload').count()).toBe(0);
    const chapter = await page.locator('.wp-manga-chapter a, #manga-chapters-holder a').first().getAttribute('href');
    expect(chapter).toBeTruthy();
    await page.goto(chapter ?? '');
    expect(await page.locator('#chapter-heading').count()).toBe(1);
    expect(await page.locator('#yomu-chapter-edit').count()).toBe(0);
    await page.close();
  });
});

describe('uploading chapters one after another', () => {
  it('the Index field starts one past the highest chapter and moves on; each new chapter heads the list at once', async () => {
    const { id: manga, url } = fixture('upload_make_manga', { title: `E2E sıra ${Math.random().toString(36).slice(2, 7)}`, author: fx.users[0], chapter_type: 'text' });
    for (const index of [3, 8]) fixture('upload_make_text_chapter', { manga, name: `Bölüm ${index}`, index, html: '<p>Metin</p>' });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    try {
      await signIn(page, fx.author);
      await page.goto(url);
      await page.waitForSelector('[data-island="chapter-upload"][data-mounted="true"]', { state: 'attached' });
      await page.waitForSelector('[data-island="chapter-list"][data-wake]', { state: 'attached' });
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 9));
      const firstListed = page.locator('#manga-chapters-holder li.wp-manga-chapter > a').first();
      expect(await page.inputValue('#yomu-index')).toBe('9');
      for (const [name, index] of [['Bölüm dokuz', 9], ['Bölüm on', 10]] as const) {
        await page.fill('#yomu-name', name);
        await page.fill('#yomu-text', '<p>Yeni bölümün metni.</p>');
        await page.locator('#yomu-chapter-upload button[type="submit"]').click();
        await page.locator('#yomu-chapter-upload .yomu-upload__status--success').waitFor({ state: 'visible', timeout: 30000 });
        // The list on the page shows it first, without a page load; the field is ready for the next one.
        await page.waitForFunction((expected) => document.querySelector('#manga-chapters-holder li.wp-manga-chapter > a')?.textContent?.includes(expected), name, { timeout: 10000 });
        expect(await firstListed.textContent()).toContain(name);
        expect(await page.inputValue('#yomu-index')).toBe(String(index + 1));
        expect(fixture('upload_chapter', { manga, name }).index).toBe(index);
      }
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(9);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      fixture('delete_posts', { ids: [manga] });
    }
  });
});
