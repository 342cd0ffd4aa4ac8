// An administrator prices a chapter in wp-admin's chapter panel (issue 28 item 5) in Chromium: the chapter list of
// the edit screen shows the price, and a guest who opens the chapter finds it locked, with the price and no page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signInAsAdmin, submitted, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/premium';
import '../support/fixtures/premium-admin';
import type { PremiumAdminManga } from '../support/fixtures/premium-admin';
import { site } from '../support/site';

let browser: Browser;
let seed: PremiumAdminManga;

beforeAll(async () => {
  seed = fixture('premium_admin_seed', { title: `E2E premium admin ${Date.now()}` });
  fixture('premium_mycred', { on: 1 });
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  fixture('premium_mycred', { on: 0 });
  if (seed) fixture('delete_posts', { ids: [seed.manga] });
});

describe('pricing a chapter in wp-admin', () => {
  it('the admin sets a price in the chapter panel; the list shows it and a guest finds the chapter locked', async () => {
    const chapter = seed.chapters[0];
    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await admin.newPage();
    await signInAsAdmin(page);
    await page.goto(`${site.url}/wp-admin/post.php?post=${seed.manga}&action=edit&yomu_chapter=${chapter.id}`);
    const price = page.locator('#yomu-edit-chapter-coin');
    await expect.poll(() => price.inputValue()).toBe('');
    await price.fill('12');
    await submitted(page, () => page.locator('#yomu-chapter-panel button.button-primary').first().click());

    await expect.poll(() => page.locator('#yomu-edit-chapter-coin').inputValue()).toBe('12');
    const badge = page.locator(`tr[data-chapter-id="${chapter.id}"] .coin`);
    expect(await badge.textContent()).toContain('12');
    expect(await page.locator(`tr[data-chapter-id="${seed.chapters[1].id}"] .coin`).count()).toBe(0);
    expect(fixture('premium_admin_prices', { manga: seed.manga })).toEqual({ [chapter.id]: 12 });
    await admin.close();

    const guest = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const reader = await guest.newPage();
    const errors = watchErrors(reader, site.url);
    await reader.goto(chapter.url);
    const block = reader.locator('.content-blocked.premium-block');
    await block.waitFor();
    expect(await block.getAttribute('class')).toContain('coin-12');
    expect(await block.textContent()).toContain('12');
    expect(await reader.locator('.reading-content img').count()).toBe(0);
    expect(errors).toEqual([]);
    await guest.close();
  });
});
