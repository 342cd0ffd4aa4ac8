// Video chapters through the front-end forms in Chromium: the author of a video manga uploads a chapter with two
// servers (ordered by their positions) through the chapter-upload island, reads it with the server choice, then
// renames a server from the edit form under the chapter; an embed from another site is refused with the
// server's name and changes nothing. What is stored is Madara's `name :: <iframe> || …` format.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'On-yuz-Video-7';
const YT = '<iframe src="https://www.youtube-nocookie.com/embed/onyuz" width="640" height="360"></iframe>';
const VIMEO = '<iframe src="https://player.vimeo.com/video/55" width="640" height="360"></iframe>';
let browser: Browser;
let problemsBefore: PhpLogMark;
const fx = { manga: 0, url: '', user: 0, login: '' };

beforeAll(async () => {
  problemsBefore = phpLogMark();
  browser = await launch();
  fx.login = `e2evideo${Math.random().toString(36).slice(2, 6)}`;
  fx.user = fixture('make_user', { login: fx.login, password: PASSWORD, role: 'author' });
  const manga = fixture('upload_make_manga', { title: `E2E video ${Math.random().toString(36).slice(2, 7)}`, author: fx.user, chapter_type: 'video' });
  [fx.manga, fx.url] = [manga.id, manga.url];
});

afterAll(async () => {
  await browser?.close();
  fixture('delete_posts', { ids: [fx.manga] });
  fixture('delete_users', { ids: [fx.user] });
});

const stored = () => fixture('upload_first_chapter_text', { manga: fx.manga });

async function signIn(page: Page): Promise<void> {
  await page.goto(`${site.url}/wp-login.php`);
  await page.fill('#user_login', fx.login);
  await page.fill('#user_pass', PASSWORD);
  await Promise.all([page.waitForNavigation(), page.click('#wp-submit')]);
}

describe('front-end video chapters', () => {
  it('uploads two servers, reads them, renames one and refuses a foreign embed', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page, site.url);
    await signIn(page);
    await page.goto(fx.url);
    const form = page.locator('#yomu-chapter-upload form');
    await form.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="chapter-upload"][data-mounted="true"]', { state: 'attached' });
    await page.fill('#yomu-name', 'Bölüm 1');
    await page.fill('#yomu-new-server-0-name', 'Yedek');
    await page.fill('#yomu-new-server-0-embed', VIMEO);
    await page.fill('#yomu-new-server-0-position', '2');
    await page.fill('#yomu-new-server-1-name', 'Ana');
    await page.fill('#yomu-new-server-1-embed', YT);
    await page.fill('#yomu-new-server-1-position', '1');
    await form.locator('button[type="submit"]').click();
    const status = form.locator('.yomu-upload__status--success');
    await status.waitFor({ state: 'visible', timeout: 30000 });
    const chapterUrl = (await status.locator('a').getAttribute('href')) ?? '';
    expect(stored()).toMatch(/^Ana :: <iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/onyuz"[^>]*><\/iframe> \|\| Yedek :: <iframe src="https:\/\/player\.vimeo\.com\/video\/55"/);

    await page.goto(chapterUrl);
    await page.waitForSelector('[data-island="video-servers"][data-mounted="true"]', { state: 'attached' });
    expect(await page.getByRole('group', { name: 'Video sunucusu' }).getByRole('button').allInnerTexts()).toEqual(['Ana', 'Yedek']);

    const edit = page.locator('#yomu-chapter-edit');
    await edit.locator('summary').click();
    await page.fill('#yomu-edit-server-1-name', 'Vimeo');
    await screenshot(page, 'front-upload-video-edit');
    const navigated = page.waitForNavigation();
    await edit.locator('button[type="submit"]').click();
    await navigated;
    await page.waitForSelector('[data-island="video-servers"][data-mounted="true"]', { state: 'attached' });
    expect(await page.getByRole('group', { name: 'Video sunucusu' }).getByRole('button').allInnerTexts()).toEqual(['Ana', 'Vimeo']);

    const before = stored();
    await page.locator('#yomu-chapter-edit summary').click();
    await page.fill('#yomu-edit-server-0-embed', '<iframe src="https://evil.example/player"></iframe>');
    await page.locator('#yomu-chapter-edit button[type="submit"]').click();
    const refused = page.locator('#yomu-chapter-edit .yomu-upload__status--error');
    await refused.waitFor({ state: 'visible' });
    expect(await refused.innerText()).toMatch(/^"Ana" sunucusu: \S/);
    expect(stored()).toBe(before);
    // The refused save is a 400 answer, which Chromium reports on the console; nothing else may be there.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    expect(errors.length).toBeLessThanOrEqual(1);
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
    await page.close();
  });
});
