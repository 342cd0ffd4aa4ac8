// Editing a video chapter's servers in wp-admin (Chromium), on the Madara fixture's two-server chapter: the panel
// lists the servers, the server-rows island's buttons move, remove and add rows by keyboard and mouse, and the save writes
// Madara's `name :: <iframe> || …` format; an invalid server is refused by name and changes nothing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, submitted, watchErrors } from '../support/browser';
import { loadMadaraFixture, unloadMadaraFixture } from '../support/madara';
import { fixture as phpFixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

let browser: Browser;
let fixture: { video: number; observed_chapters: Record<string, number>; [key: string]: unknown };
let problemsBefore: PhpLogMark;

beforeAll(async () => {
  problemsBefore = phpLogMark();
  fixture = loadMadaraFixture<typeof fixture>();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (fixture) unloadMadaraFixture(fixture);
});

/** The stored body of a chapter, read back as Madara's servers. */
function storedServers(chapterId: number): { names: string[]; body: string } {
  return phpFixture('admin_video_servers', { chapter: chapterId });
}

async function signIn(page: Page, to: string): Promise<void> {
  await page.goto(`${site.url}/wp-login.php?redirect_to=${encodeURIComponent(to)}`);
  await page.fill('#user_login', 'admin');
  await page.fill('#user_pass', site.adminPassword);
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/wp-admin/post.php')), page.click('#wp-submit')]);
}

const rowNames = (page: Page) => page.locator('#yomu-chapter-panel .yomu-video-server input[type="text"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

describe('video servers in wp-admin', () => {
  it('moves, removes and adds servers and saves them in Madara format', async () => {
    const chapter = fixture.observed_chapters.v2;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page, site.url);
    const panel = `${site.url}/wp-admin/post.php?post=${fixture.video}&action=edit&yomu_chapter=${chapter}`;
    await signIn(page, panel);
    const box = page.locator('#yomu-chapter-panel [data-yomu-video-servers]');
    await box.waitFor();
    // The island draws the saved servers without the server's empty row (its "Add server" button adds rows) and
    // without the position fields (its buttons order the rows).
    await box.locator('[data-island="server-rows"][data-mounted="true"]').waitFor();
    expect(await rowNames(page)).toEqual(['Server 1', 'Server 2']);
    expect(await box.locator('input[type="number"]').count()).toBe(0);
    expect(await box.getByRole('button', { name: 'Yukarı taşı: Server 1' }).isDisabled()).toBe(true);

    await box.getByRole('button', { name: 'Aşağı taşı: Server 1' }).focus();
    await page.keyboard.press('Enter');
    expect(await rowNames(page)).toEqual(['Server 2', 'Server 1']);
    // Focus stays with the moved row; at the end, on its other move button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Yukarı taşı: Server 1');
    expect(await box.locator('.yomu-video-server__legend').allInnerTexts()).toEqual(['Sunucu 1', 'Sunucu 2']);

    await box.getByRole('button', { name: 'Sunucu ekle' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await box.getByLabel('Sunucu adı').nth(2).getAttribute('id'));
    await page.keyboard.type('Yedek');
    await box.getByLabel('Yerleştirme kodu').nth(2).fill('<iframe src="https://www.dailymotion.com/embed/video/x8" onload="alert(1)"></iframe>');
    await box.locator('.yomu-video-server').nth(0).getByLabel('Sunucu adı').fill('Vimeo');
    await box.getByRole('button', { name: 'Sunucuyu kaldır: Server 1' }).click();
    expect(await rowNames(page)).toEqual(['Vimeo', 'Yedek']);
    await screenshot(page, 'admin-video-servers');

    await submitted(page, () => page.getByRole('button', { name: 'Video sunucularını kaydet' }).click());
    expect(new URL(page.url()).searchParams.get('yomu_chapter')).toBe(String(chapter));
    expect(await page.locator('.yomu-notice').innerText()).toContain('Video sunucuları kaydedildi.');
    const saved = storedServers(chapter);
    expect(saved.names).toEqual(['Vimeo', 'Yedek']);
    expect(saved.body).toMatch(/^Vimeo :: <iframe src="https:\/\/player\.vimeo\.com\/video\/76979871"[^>]*><\/iframe> \|\| Yedek :: <iframe src="https:\/\/www\.dailymotion\.com\/embed\/video\/x8"/);
    expect(saved.body).not.toContain('onload');

    // An embed from another site: refused by name, nothing changes.
    await box.locator('.yomu-video-server').nth(1).getByLabel('Yerleştirme kodu').fill('<iframe src="https://evil.example/x"></iframe>');
    await submitted(page, () => page.getByRole('button', { name: 'Video sunucularını kaydet' }).click());
    expect(new URL(page.url()).searchParams.get('yomu_chapter')).toBe(String(chapter));
    // The site speaks Turkish: the whole message is translated and names the server first.
    expect(await page.locator('.yomu-notice').innerText()).toMatch(/"Yedek" sunucusu: \S/);
    expect(storedServers(chapter).body).toBe(saved.body);
    expect(errors).toEqual([]);
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
    await page.close();
  });
});
