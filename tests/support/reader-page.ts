// Opening the reader in Chromium as the reader tests do: a context without the consent banner (another feature,
// which sits over the reading area's corner), and a page load that waits for the reader island.
import type { Browser, BrowserContext, Page } from 'playwright-core';

const HIDE_CONSENT = '.yomu-consent-banner, .yomu-consent-revisit { display: none !important; }';

export async function readerContext(browser: Browser, width: number, height: number, extra: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width, height }, ...extra });
  await ctx.addInitScript((css: string) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, HIDE_CONSENT);
  return ctx;
}

export async function openReader(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('[data-island="reader"][data-mounted="true"]', { state: 'attached' });
}

/** Counts layout shifts without recent input from the page's start: read it back with layoutShift(page). */
export async function watchLayoutShift(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { cls: number }).cls);
