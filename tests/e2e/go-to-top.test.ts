import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { frames } from '../support/settle';
import { site } from '../support/site';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('go-to-top island ($name)', ({ name, width, height }) => {
  it('replaces the server link, appears after half a viewport and scrolls to the top in about 500 ms, with React only once the reader reaches for it', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    // A returning visitor who already answered the cookie-consent banner (another feature), so it covers nothing.
    await page.context().addCookies([{ name: 'cookieyes-consent', value: `consentid:${'c'.repeat(32)},consent:no,action:yes,necessary:yes`, url: site.url }]);
    await page.goto(site.url + '/');
    expect(await page.locator('.site-title').innerText()).toBe('Yomu');

    // The island comes when the browser is idle, takes the no-JS link away and follows the scroll.
    await page.waitForSelector('[data-island="go-to-top"][data-wake]', { state: 'attached' });
    expect(await page.locator('.go-to-top--static').count()).toBe(0);
    const button = page.getByRole('button', { name: 'Yukarı çık' });
    expect(await button.isHidden()).toBe(true);

    await page.evaluate(() => {
      document.body.style.minHeight = '6000px';
    });
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(height / 2) - 10);
    await frames(page); // the scroll event has been handled and rendered
    expect(await button.isHidden()).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 3000));
    await button.waitFor({ state: 'visible' });
    await screenshot(page, `go-to-top-${name}`);
    // Scrolling showed the button without React: React comes with the reader's first reach for the button.
    expect(fetched.filter((url) => /\/(mount-go-to-top|react)[\w-]*\.js$/.test(url))).toEqual([]);
    expect(await page.locator('[data-island="go-to-top"][data-mounted="true"]').count()).toBe(0);

    const started = Date.now();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 6000 });
    const took = Date.now() - started;
    // A smooth 500 ms scroll, not a jump; the upper bound leaves room for a loaded machine.
    expect(took).toBeGreaterThanOrEqual(350);
    expect(took).toBeLessThan(5000);
    await button.waitFor({ state: 'hidden' });
    expect(await page.locator('[data-island="go-to-top"][data-mounted="true"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('without JavaScript', () => {
  it('the server link still takes the reader to the top', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(site.url + '/');
    const link = page.getByRole('link', { name: 'Başa dön' });
    expect(await link.getAttribute('href')).toBe('#top');
    // A link in the footer, its words inside it: not a 44 px circle they spill out of, fixed over the page.
    expect(await link.evaluate((element) => ({ position: getComputedStyle(element).position, fits: element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight }))).toEqual({ position: 'static', fits: true });
    await context.close();
  });
});
