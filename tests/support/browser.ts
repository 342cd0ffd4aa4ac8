// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import type { Browser, Locator, Page, Request, Response } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { login, site } from './site';
import { frames } from './settle';
import { expect } from 'vitest';

export function launch(): Promise<Browser> {
  return launchChromium();
}

/** Collects console errors and uncaught exceptions, ignoring blocked third-party requests (no network here). */
export function watchErrors(page: Page, siteUrl: string): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (url && !url.startsWith(siteUrl)) return;
    errors.push(message.text());
  });
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve('.wp/results/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** Moves the pointer over the consent banner or its revisit button, as a visitor does: the island takes over then. */
export async function reachConsent(page: Page): Promise<void> {
  await page.locator('.yomu-consent-banner:visible, .yomu-consent-revisit:visible').first().hover();
  await page.waitForSelector('[data-island="consent"][data-mounted="true"]', { state: 'attached' });
}

/**
 * Signs the page's browser in as the administrator with wp-login.php's cookies, taken over HTTP: the dashboard a
 * form sign-in lands on is not what the tests look at, and on a loaded machine it took over 30 s to load.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const cookies = (await login('admin', site.adminPassword)).split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: site.url };
  });
  await page.context().addCookies(cookies);
}

/**
 * Waits for the classic editor's TinyMCE on a wp-admin edit screen to start. Its iframe replaces the textarea then
 * and can move everything below it: a click aimed at a box button before that lands where the button was, and
 * nothing happens (seen on 7.1.4 under load; the manga screen's editor no longer expands to full height, whose
 * toolbar docking moved the boxes by 40 px during a scroll, Admin\MangaEditor::expand_editor). Polled from here,
 * not in the page, so a page without JavaScript (no editor there) passes straight through.
 */
export async function editorsStarted(p: Page): Promise<void> {
  const editors = () =>
    p.evaluate(() => {
      const list = (window as unknown as { tinymce?: { editors?: ArrayLike<{ initialized?: boolean }> } }).tinymce?.editors ?? [];
      return { count: list.length, ready: Array.from(list).every((editor) => editor.initialized === true) };
    });
  await expect.poll(async () => (await editors()).ready, { timeout: 45000 }).toBe(true);
  if ((await editors()).count > 0) await frames(p);
}

/**
 * Submits a form whose answer is the same screen again (…#yomu-chapters): waiting for that URL would return at
 * once, so this waits for the box to be updated in place or, for other forms, the new document to commit and load. The server's work (a chapter moved between storages,
 * then the whole edit screen) once took over 30 s on a loaded CI machine, hence the longer wait; a timeout says
 * whether the form was sent at all and whether the server answered, so the next failure names its cause.
 */
export async function submitted(p: Page, click: () => Promise<unknown>): Promise<void> {
  await editorsStarted(p);
  const posts: string[] = [];
  const onRequest = (request: Request) => {
    if (request.method() === 'POST' && (request.isNavigationRequest() || request.resourceType() === 'fetch')) posts.push(`sent ${request.url()}`);
  };
  const onResponse = (response: Response) => {
    if (response.request().method() === 'POST' && (response.request().isNavigationRequest() || response.request().resourceType() === 'fetch')) posts.push(`answered ${response.status()}`);
  };
  p.on('request', onRequest);
  p.on('response', onResponse);
  // The manga edit screen's box answers in place (src/admin/in-place.ts counts its updates on <html>); other forms load a page.
  const updates = await p.evaluate(() => document.documentElement.dataset.yomuUpdated ?? '0');
  const loaded = p.waitForEvent('framenavigated', { predicate: (frame) => frame === p.mainFrame(), timeout: 45000 });
  const updated = p.waitForFunction((before) => (document.documentElement.dataset.yomuUpdated ?? '0') !== before, updates, { timeout: 45000 });
  // Whichever does not happen fails later: it must not surface as an unhandled rejection.
  [loaded, updated].forEach((promise) => promise.catch(() => undefined));
  try {
    await Promise.all([Promise.any([loaded, updated]), click()]);
  } catch (error) {
    throw new Error(`the form's answer never loaded (${posts.join(', ') || 'no form was sent'}): ${(error as Error).message}`, { cause: error });
  } finally {
    p.off('request', onRequest);
    p.off('response', onResponse);
  }
  await p.waitForLoadState('load');
}

/**
 * A listbox picker's chosen value (src/lib/ui/listbox-picker.tsx): its listbox's selected option; before the
 * island has taken the page over, the server's own <select>'s value.
 */
export async function pickedValue(combobox: Locator): Promise<string> {
  return combobox.evaluate((element) =>
    element instanceof HTMLSelectElement
      ? element.value
      : (document.getElementById(element.getAttribute('aria-controls') ?? '')?.querySelector('[aria-selected="true"]')?.getAttribute('data-value') ?? ''),
  );
}

/** The labels of a listbox picker's options. */
export async function pickerLabels(combobox: Locator): Promise<string[]> {
  return combobox.evaluate((element) => Array.from(document.getElementById(element.getAttribute('aria-controls') ?? '')?.querySelectorAll('[role="option"]') ?? [], (option) => option.textContent ?? ''));
}

/** Opens a listbox picker and clicks the option with that label. */
export async function pickOption(combobox: Locator, label: string): Promise<void> {
  await combobox.click();
  const list = await combobox.getAttribute('aria-controls');
  await combobox.page().locator(`[id="${list}"] [role="option"]`, { hasText: label }).first().click();
}

/**
 * Waits for the header island's own code: the sticky header and mobile layout follow the page, and a click on a
 * toggle is held until its React part (fetched on the first touch, hover or focus of the header) has mounted.
 */
export async function headerReady(page: Page): Promise<void> {
  await page.waitForSelector('[data-island="site-header"][data-wake]', { state: 'attached' });
}

/** The stylesheet a page loads at the end of its body: the whole one, or on an image chapter the rest of it after its
 * first-screen rules (theme/inc/critical-css.php). */
export const DEFERRED_STYLESHEET = /\/assets\/main-[\w-]+\.css$|\/css\/critical\/image-rest\.css\?ver=\w+$/;

/**
 * Waits for the whole stylesheet: it comes once the page's first image has shown (or on the first scroll), which may
 * be after the load event, and what is below the first screen may move when it does.
 */
export async function wholeStylesheet(page: Page): Promise<void> {
  await page.waitForFunction(
    (source) => [...document.styleSheets].some((sheet) => new RegExp(source).test(sheet.href ?? '') && sheet.cssRules.length > 0),
    DEFERRED_STYLESHEET.source,
  );
}

/** Opens the phone menu (the off-canvas panel). */
export async function openPhoneMenu(page: Page): Promise<void> {
  await headerReady(page);
  await page.locator('.off-canvas-toggle').click();
  await page.locator('#off-canvas').waitFor({ state: 'visible' });
}
