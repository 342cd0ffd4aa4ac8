// Issue 30 (warn): a chapter's content warning in Chromium at 375 and 1280 px. The content waits behind the warning
// until the reader acknowledges it; the acknowledgement holds for the manga's warning on the next chapter turned in
// place and on a later full page load (no flash: the head script hides it before paint), while a chapter with a
// warning of its own asks again. Without JavaScript the content follows the warning. axe finds nothing serious.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DEFERRED_STYLESHEET, launch, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/warn';
import type { WarnSeed } from '../support/fixtures/warn';
import { site } from '../support/site';
import { wakeReader } from '../support/reader-page';

let browser: Browser;
let fx: WarnSeed;

const mounted = (page: Page) => wakeReader(page);
const contentShown = (page: Page) => page.locator('.reading-content').isVisible();
const warning = (page: Page) => page.locator('.chapter-warning');
/** Turns to the next chapter with the arrow key and waits for the in-place answer. */
async function turnInPlace(page: Page, slug: string): Promise<void> {
  const answer = page.waitForResponse((response) => response.url().includes('admin-ajax.php') && (response.request().postData() ?? '').includes('chapter_navigate_page'));
  await page.keyboard.press('ArrowRight');
  await answer;
  await page.waitForURL(new RegExp(`/${slug}/$`));
}

beforeAll(async () => {
  fx = fixture('warn_seed', { title: `we${Date.now().toString(36)} Uyarı` });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (!fx) return;
  fixture('delete_posts', { ids: [fx.manga, ...fx.related, fx.unrelated, fx.draft] });
  fixture('warn_delete_terms', { ids: fx.terms });
}, 60_000);

describe.each([
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('content warnings ($name)', ({ name, width, height }) => {
  it('waits for the reader, keeps the answer on an in-place turn and a reload, and asks again for a new warning', async () => {
    const ctx = await browser.newContext({ viewport: { width, height } });
    const page = await ctx.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(fx.urls[0]);
    await mounted(page);
    // The consent banner (another feature) would sit over the page's corner.
    await page.addStyleTag({ content: '.yomu-consent-banner, .yomu-consent-revisit { display: none !important; }' });

    await expect.poll(() => warning(page).isVisible()).toBe(true);
    expect(await warning(page).textContent()).toContain('Manga uyarısı: şiddet içerir.');
    expect(await contentShown(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `warning-${name}`);
    const button = page.getByRole('button', { name: 'Anladım, bölümü göster' });
    expect(await button.boundingBox().then((box) => (box?.height ?? 0) >= 44)).toBe(true);
    await button.click();
    expect(await contentShown(page)).toBe(true);
    expect(await warning(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('reading-content'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('yomu-warnings'))).toMatch(new RegExp(`^${fx.manga}-[0-9a-f]+$`));

    // Chapter 2 shows the manga's warning too: acknowledged, it stays away after the in-place turn.
    await turnInPlace(page, 'chapter-2');
    await expect.poll(() => page.locator('#chapter-heading').textContent()).toContain('2');
    expect(await warning(page).count()).toBe(0);
    expect(await contentShown(page)).toBe(true);

    // Chapter 3 has a warning of its own: asked again, in place.
    await turnInPlace(page, 'chapter-3');
    await expect.poll(() => warning(page).isVisible()).toBe(true);
    expect(await warning(page).textContent()).toContain('Bu bölüm kan içerir.');
    expect(await contentShown(page)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { warnImg?: number }).warnImg)).toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);
    // The reader pressed Next: the focus waits on the warning's button, which Enter presses.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('chapter-warning__continue'))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await contentShown(page)).toBe(true);

    // A full load of chapter 2: hidden before the script starts, as the first paint shows it.
    await page.goto(fx.urls[1], { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('yomu-warning-ok'))).toBe(true);
    expect(await page.locator('#chapter-warning').isVisible()).toBe(false);
    expect(await contentShown(page)).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('holds the content back (or the acknowledged notice) from the first paint, before the whole stylesheet has come', async () => {
    const ctx = await browser.newContext({ viewport: { width, height } });
    const page = await ctx.newPage();
    // The whole stylesheet never comes: what the reader sees is drawn by the page's first-screen rules alone.
    await page.route(DEFERRED_STYLESHEET, () => undefined);
    await page.goto(fx.urls[0], { waitUntil: 'domcontentloaded' });
    expect(await warning(page).isVisible()).toBe(true);
    expect(await contentShown(page)).toBe(false);
    // Acknowledged as the island stores it: the key the head script looks for.
    const key = await page.evaluate(() => /' '\+("[^"]+")\+' '/.exec(document.getElementById('yomu-chapter-warning')?.textContent ?? '')?.[1] ?? '""');
    expect(JSON.parse(key)).toMatch(new RegExp(`^${fx.manga}-[0-9a-f]+$`));
    await page.evaluate((stored) => localStorage.setItem('yomu-warnings', stored), JSON.parse(key));
    await page.goto(fx.urls[1], { waitUntil: 'domcontentloaded' });
    expect(await warning(page).isVisible()).toBe(false);
    expect(await contentShown(page)).toBe(true);
    await ctx.close();
  });
});

describe('content warnings without JavaScript', () => {
  it('shows the content after the warning, and its link leads there', async () => {
    const ctx = await browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(fx.urls[2]);
    expect(await page.locator('#chapter-warning').isVisible()).toBe(true);
    expect(await contentShown(page)).toBe(true);
    expect(await page.locator('#chapter-warning .chapter-warning__continue').getAttribute('href')).toBe('#chapter-warning');
    await ctx.close();
  });
});
