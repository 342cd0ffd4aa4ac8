// At phone widths the reader's chrome (toolbar, selectors, Prev/Next) waits behind the reader bar's menu, and the
// jump slider comes with the bar, as a reader finds them: a tap in the middle of the page brings the bar, its menu
// opens the chrome. Wider screens keep all of it in the page, so these do nothing there.
import type { Page } from 'playwright-core';

const phoneBar = async (page: Page) => ((await page.locator('.reader-bar').isVisible()) ? page.locator('.reader-bar') : null);

/** Waits for a page turn's scroll to the reading content to end (it hides the bar, as any scroll down does). */
const scrollSettled = (page: Page) =>
  page.waitForFunction(() => new Promise<boolean>((done) => {
    const y = window.scrollY;
    setTimeout(() => done(window.scrollY === y), 200);
  }));

export async function showReaderBar(page: Page): Promise<void> {
  const bar = await phoneBar(page);
  if (bar) await scrollSettled(page);
  if (!bar || (await bar.evaluate((element) => element.classList.contains('is-shown')))) return;
  const box = (await page.locator('.reading-content').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, Math.max(box.y, 60) + 40);
  await page.locator('.reader-bar.is-shown').waitFor();
}

export async function openReaderMenu(page: Page): Promise<void> {
  const bar = await phoneBar(page);
  if (!bar || (await bar.locator('.reader-bar__menu').getAttribute('aria-expanded')) === 'true') return;
  await showReaderBar(page);
  await bar.locator('.reader-bar__menu').click();
  await page.locator('.reader-chrome .reader-toolbar').waitFor({ state: 'visible' });
}

export async function closeReaderMenu(page: Page): Promise<void> {
  const bar = await phoneBar(page);
  if (!bar || (await bar.locator('.reader-bar__menu').getAttribute('aria-expanded')) !== 'true') return;
  await bar.locator('.reader-bar__menu').click();
  await page.locator('.reader-chrome .reader-toolbar').waitFor({ state: 'hidden' });
}
