// Issue 33 item 3 in Chromium: an editor adds a chapter dated two minutes ahead; the notice and the list say it is
// scheduled, a guest's manga page does not list it and its address is a 404; when its minute comes the guest's next
// visit finds it listed and readable, and it is queued for the new-chapter alerts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, signInAsAdmin, submitted, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/schedule';
import type { ScheduledManga } from '../support/fixtures/schedule';
import { site } from '../support/site';

let browser: Browser;
let fx: ScheduledManga;

beforeAll(async () => {
  browser = await launch();
  fx = fixture('schedule_manga', { title: `E2E Zamanlı ${Date.now()}` });
});

afterAll(async () => {
  await browser?.close();
  if (fx) fixture('delete_posts', { ids: [fx.manga] });
});

/** The chapter links of the manga page as a guest sees it. */
async function guestChapters(guest: Page): Promise<string[]> {
  await guest.goto(fx.url);
  return guest.locator('.wp-manga-chapter a').evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim()).filter(Boolean));
}

describe('a chapter scheduled from the manga edit screen', () => {
  it('stays out of sight until its minute, then is listed and readable', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page, site.url);
    await signInAsAdmin(page);
    await page.goto(`${site.url}/wp-admin/post.php?post=${fx.manga}&action=edit`);
    await page.fill('#yomu-new-chapter-name', 'Bölüm 3');
    await page.fill('#yomu-new-chapter-date', fixture('schedule_local_time', { seconds: 120 }));
    await page.frameLocator('#yomu_text_chapter_ifr').locator('body').click();
    await page.keyboard.type('Gece yarısı yayımlanacak.');
    await submitted(page, () => page.getByRole('button', { name: 'Bölümü ekle' }).click());
    expect(await page.locator('.yomu-notice p').innerText()).toMatch(/^"Bölüm 3" bölümü oluşturuldu\. Zamanlandı: okurlar .+ itibarıyla görecek\.$/);
    const row = page.locator('.yomu-chapter-list tbody tr', { hasText: 'Bölüm 3' });
    expect(await row.locator('.yomu-scheduled').innerText()).toMatch(/için zamanlandı$/);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-scheduled-chapter');
    const state = fixture('schedule_state', { manga: fx.manga });
    const third = state.scheduled.find((id) => id !== fx.later.id) ?? 0;
    expect(state.scheduled).toHaveLength(2);

    const guest = await (await browser.newContext()).newPage();
    expect(await guestChapters(guest)).toEqual(['Bölüm 1']);
    const address = `${fx.url}bolum-3/`;
    expect((await guest.goto(address))?.status()).toBe(404);

    fixture('schedule_come_due', { manga: fx.manga, chapter: third });
    expect(await guestChapters(guest)).toEqual(['Bölüm 3', 'Bölüm 1']);
    expect((await guest.goto(address))?.status()).toBe(200);
    expect(await guest.locator('.text-left, .reading-content').first().innerText()).toContain('Gece yarısı yayımlanacak.');
    expect(fixture('schedule_state', { manga: fx.manga }).queued).toContain(third);
    expect(errors).toEqual([]);
    await guest.context().close();
    await page.close();
  });
});
