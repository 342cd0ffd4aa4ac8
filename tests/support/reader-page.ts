// Opening the reader in Chromium as the reader tests do: a context without the consent banner (another feature,
// which sits over the reading area's corner), and a page load that waits for the reader island (woken: React's reader).
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
  await wakeReader(page);
}

/** Waits for the reader's first view (src/islands/reader/first-view.ts), which makes the page's history entry the reader's. */
export async function firstView(page: Page): Promise<void> {
  await page.waitForFunction(() => (history.state as { yomuReader?: boolean } | null)?.yomuReader === true);
}

/**
 * React's reader comes on the reader's first interaction (src/islands/reader/wake-reader.ts): this reaches for it as
 * a keyboard reader's first Tab into the page would (a focus inside the reading area), until it has mounted.
 */
export async function wakeReader(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const reader = document.querySelector<HTMLElement>('[data-island="reader"]');
      if (reader?.dataset.mounted === 'true') return true;
      reader?.querySelector('.reading-content')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      return false;
    },
    undefined,
    { polling: 100 },
  );
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
