// The adult gate (SPEC §4): an adult manga with a cover and an image chapter; the gate must hide the page
// images from the HTML, blur the cover, trap focus in an undismissable, labelled modal, and confirm with the
// cookie wpmanga-adault=1 for 7 days (in place on the information page, by reload on the reading page).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { frames } from '../support/settle';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

interface Fixture {
  adult: number;
  plain: number;
  cover: number;
  adultUrl: string;
  plainUrl: string;
  chapterUrl: string;
  imageUrl: string;
}

let browser: Browser;
let fx: Fixture;
let problemsBefore: PhpLogMark;

beforeAll(async () => {
  problemsBefore = phpLogMark();
  const tag = `a${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  fx = fixture('site_adult_fixture', { tag });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (!fx) return;
  fixture('delete_posts', { ids: [fx.adult, fx.plain] });
  fixture('site_delete_attachments', { ids: [fx.cover] });
}, 60_000);

const html = (url: string, cookie = '') => fetch(url, { headers: cookie ? { cookie } : {} }).then((r) => r.text());
const imageFile = () => fx.imageUrl.split('/').slice(-2).join('/');

describe('adult gate on the server', () => {
  it('leaves the page images out of the reading page until the cookie is 1', async () => {
    const gated = await html(fx.chapterUrl);
    expect(gated).not.toContain(imageFile());
    expect(gated).not.toContain('wp-manga-chapter-img');
    expect(gated).toContain('Bu bölüm yetişkin içerik barındırıyor.');
    expect(gated).toMatch(/<body[^>]*class="[^"]*\badult-content\b/);
    expect(gated).toContain('id="adult_modal"');
    // A wrong value is not a confirmation.
    expect(await html(fx.chapterUrl, 'wpmanga-adault=yes')).not.toContain(imageFile());

    const confirmed = await html(fx.chapterUrl, 'wpmanga-adault=1');
    expect(confirmed).toContain(imageFile());
    expect(confirmed).not.toContain('id="adult_modal"');
    expect(confirmed).not.toMatch(/<body[^>]*class="[^"]*\badult-content\b/);
  });

  it('marks the cover and the body on the information page, and leaves other manga alone', async () => {
    const gated = await html(fx.adultUrl);
    expect(gated).toMatch(/<body[^>]*class="[^"]*\badult-content\b[^"]*\byomu-adult-unconfirmed\b/);
    expect(gated).toMatch(/<img[^>]*class="[^"]*\badult-cover\b/);
    const plain = await html(fx.plainUrl);
    expect(plain).not.toContain('id="adult_modal"');
    expect(plain).not.toMatch(/<body[^>]*class="[^"]*\badult-content\b/);
    const confirmed = await html(fx.adultUrl, 'wpmanga-adault=1');
    expect(confirmed).not.toMatch(/<body[^>]*class="[^"]*\byomu-adult-unconfirmed\b/);

    // Listing cards: the adult cover carries the class the stylesheet blurs while the body says unconfirmed.
    const archive = await html(`${site.url}/manga/`);
    const card = new RegExp(`id="manga-item-${fx.adult}"[\\s\\S]*?<img[^>]*class="[^"]*\\badult-cover\\b`);
    expect(archive).toMatch(card);
    expect(archive).toMatch(/<body[^>]*class="[^"]*\byomu-adult-unconfirmed\b/);
  });

  it('confirms without JavaScript through the form, coming back to the page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(fx.chapterUrl);
    expect(await page.locator('img.wp-manga-chapter-img').count()).toBe(0);
    await page.locator('#adult_modal button[type="submit"]').click();
    await page.waitForURL(fx.chapterUrl);
    expect(await page.locator('img.wp-manga-chapter-img').count()).toBeGreaterThan(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'wpmanga-adault');
    expect(cookie?.value).toBe('1');
    await context.close();
  });
});

async function cover(page: Page) {
  return page.locator('.summary_image img').first();
}

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('adult gate in the browser ($name)', ({ name, width, height }) => {
  it('traps focus in a labelled modal that Escape and outside clicks cannot close; Confirm reveals in place', async () => {
    const context = await browser.newContext({ viewport: { width, height } });
    // Consent already answered: this test is about the gate alone (the banner that follows a confirmed gate, and
    // its own focus, are the 'one dialog at a time' tests below).
    await context.addCookies([{ name: 'cookieyes-consent', value: `consentid:${'c'.repeat(32)},consent:no,action:yes,necessary:yes`, url: site.url }]);
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(fx.adultUrl);
    await page.waitForSelector('[data-island="adult-gate"][data-mounted="true"]', { state: 'attached' });
    const dialog = page.getByRole('dialog', { name: 'Yetişkin içeriği' });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // The island moves focus into the dialog once it has mounted (an effect after the first paint).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('adult_modal');
    expect(await (await cover(page)).evaluate((img) => getComputedStyle(img).filter)).toContain('blur');
    await screenshot(page, `adult-gate-${name}`);

    // Focus never leaves the modal, forwards or backwards.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#adult_modal'))).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#adult_modal'))).toBe(true);
    }
    // The page behind is inert.
    expect(await page.evaluate(() => (document.querySelector('.site-header, header') as HTMLElement | null)?.closest('[inert]') !== null)).toBe(true);

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.mouse.click(width - 5, height - 5);
    await frames(page); // the key and clicks have been handled, and what they set rendered
    expect(await dialog.isVisible()).toBe(true);
    expect(page.url()).toBe(fx.adultUrl);

    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42); // no reload
    // The gate lifts the blur and the inert page in its unmount effects, which React runs after the dialog has left.
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('adult-content'))).toBe(false);
    await expect.poll(async () => (await cover(page)).evaluate((img) => getComputedStyle(img).filter)).toBe('none');
    // What the gate made inert (the header and the content) is usable again. Other inert elements (a closed
    // panel elsewhere on the page) are not the gate's.
    await expect
      .poll(() => page.evaluate(() => ['.site-header, header', 'main'].every((selector) => document.querySelector(selector)?.closest('[inert]') === null)))
      .toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'wpmanga-adault');
    expect(cookie?.value).toBe('1');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    // Confirmed: the next visit shows no modal.
    await page.reload();
    expect(await page.locator('#adult_modal').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('adult gate choices', () => {
  it('"Not adult" goes to the site URL and sets no cookie', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(fx.adultUrl);
    await page.waitForSelector('[data-island="adult-gate"][data-mounted="true"]', { state: 'attached' });
    await page.getByRole('link', { name: 'Yetişkin değilim' }).click();
    await page.waitForURL(site.url + '/');
    expect((await context.cookies()).some((c) => c.name === 'wpmanga-adault')).toBe(false);
    await context.close();
  });

  it('on a reading page, Confirm reloads and the page images arrive', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(fx.chapterUrl);
    await page.waitForSelector('[data-island="adult-gate"][data-mounted="true"]', { state: 'attached' });
    expect(await page.locator('img.wp-manga-chapter-img').count()).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    await page.locator('img.wp-manga-chapter-img').first().waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator('#adult_modal').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
    await context.close();
  });
});

describe('one dialog at a time: the age gate, then the consent banner', () => {
  const consentBanner = (page: Page) => page.getByRole('region', { name: 'Gizliliğinize önem veriyoruz' });

  it('a first visit to an adult manga shows only the gate; the banner appears, focused, once the gate is answered', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(fx.adultUrl);
    await page.waitForSelector('[data-island="adult-gate"][data-mounted="true"]', { state: 'attached' });
    // Both eager islands have loaded and run (the consent entry too), and still no banner.
    await page.waitForLoadState('networkidle');
    const gate = page.getByRole('dialog', { name: 'Yetişkin içeriği' });
    expect(await gate.isVisible()).toBe(true);
    expect(await consentBanner(page).isVisible()).toBe(false);
    expect(await page.locator('.yomu-consent-revisit').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('adult_modal');

    await gate.getByRole('button', { name: 'Onayla' }).click();
    await gate.waitFor({ state: 'detached' });
    await consentBanner(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('yomu-consent-banner'))).toBe(true);
    // The banner is usable: nothing is left inert behind the gate that was.
    await page.getByRole('button', { name: 'Tümünü Kabul Et' }).click();
    await consentBanner(page).waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a page without the gate the banner shows on arrival, as before', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(fx.plainUrl);
    await consentBanner(page).waitFor({ state: 'visible' });
    expect(await page.locator('#adult_modal').count()).toBe(0);
    await context.close();
  });

  it('without JavaScript only the gate shows (the server prints the consent overlays hidden)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(fx.adultUrl);
    expect(await page.getByRole('dialog', { name: 'Yetişkin içeriği' }).isVisible()).toBe(true);
    expect(await page.locator('.yomu-consent-banner').isVisible()).toBe(false);
    await context.close();
  });
});
