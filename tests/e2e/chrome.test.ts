import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFERRED_STYLESHEET, headerReady, launch, screenshot, watchErrors } from '../support/browser';
import { frames } from '../support/settle';
import { fixture } from '../support/fixture';
import { login, site } from '../support/site';

let browser: Browser;
let genre = 0;
let manga = 0;
let menu = 0;
let locations: unknown = false;
let reader = 0;
const tag = `c${Date.now().toString(36)}`;

beforeAll(async () => {
  // A published manga in a genre, so the genres panel has an entry.
  genre = fixture('site_make_term', { name: `Tür ${tag}`, taxonomy: 'wp-manga-genre' });
  [manga] = fixture('site_make_posts', { posts: [{ title: `Chrome ${tag}`, genres: [genre] }] });
  // A primary menu with a submenu (the previous menu locations are restored after).
  ({ menu, locations } = fixture('theme_primary_menu', {
    name: `Menü ${tag}`,
    items: [
      { title: 'Kütüphane', path: '/manga/' },
      { title: 'Alt sayfa', path: '/manga/?m_orderby=new', parent: 0 },
    ],
  }));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (manga) fixture('delete_posts', { ids: [manga] });
  if (genre) fixture('site_delete_terms', { ids: [genre], taxonomy: 'wp-manga-genre' });
  if (menu) fixture('theme_remove_menu', { menu, locations });
  if (reader) fixture('delete_users', { ids: [reader] });
});

/** A returning visitor who already answered the cookie-consent banner (another feature), so it covers nothing. */
async function answeredConsent(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookieyes-consent', value: `consentid:${'c'.repeat(32)},consent:no,action:yes,necessary:yes`, url: site.url }]);
}

async function open(page: Page, path = '/'): Promise<void> {
  await answeredConsent(page);
  await page.goto(site.url + path);
  await headerReady(page);
}

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('site chrome ($name)', ({ name, width, height }) => {
  it('the loader covers the page until its first image has loaded, then fades out in 500 ms, before the rest has loaded', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await page.addInitScript(() => {
      const w = window as unknown as { loadAt: number; doneAt: number; goneAt: number; fade: string; firstReady: boolean };
      window.addEventListener('load', () => (w.loadAt = performance.now()));
      // Watched from the start of the document: the loader can be done before DOMContentLoaded.
      let loader: HTMLElement | null = null;
      new MutationObserver(() => {
        loader ??= document.getElementById('page-loader');
        if (!loader) return;
        if (loader.classList.contains('is-done') && !w.doneAt) {
          w.doneAt = performance.now();
          w.fade = getComputedStyle(loader).transitionDuration;
          // The first image, where the page has one (the home's first cover), has loaded.
          w.firstReady = (document.querySelector('img[fetchpriority="high"]') as HTMLImageElement | null)?.complete ?? true;
        }
        if (!loader.isConnected && !w.goneAt) w.goneAt = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    // The stylesheet at the end of the body is held: the page's load cannot come, its first screen can.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(DEFERRED_STYLESHEET, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(site.url + '/', { waitUntil: 'commit' });
    // Read from the observer's note, not the element: the loader may be done and gone before a selector could see it.
    await page.waitForFunction(() => (window as unknown as { doneAt?: number }).doneAt, undefined, { timeout: 10000 });
    expect(await page.evaluate(() => (window as unknown as { loadAt?: number }).loadAt)).toBeUndefined();
    release();
    // Generous waits for a loaded machine; the lower bound below still fails when the fade is missing.
    await page.waitForSelector('#page-loader', { state: 'detached', timeout: 10000 });
    const { doneAt, goneAt, fade, firstReady } = await page.evaluate(() => {
      const w = window as unknown as { doneAt: number; goneAt: number; fade: string; firstReady: boolean };
      return { doneAt: w.doneAt, goneAt: w.goneAt, fade: w.fade, firstReady: w.firstReady };
    });
    expect(firstReady).toBe(true);
    expect(fade).toBe('0.5s');
    expect(goneAt - doneAt).toBeGreaterThanOrEqual(450);
    expect(goneAt - doneAt).toBeLessThan(5000);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('search and genres panels open from their toggles', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await open(page);
    const search = page.locator('#header-search');
    expect(await search.isVisible()).toBe(false);
    // The first click brings the header's React part, which opens the panel it was held for.
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await search.waitFor({ state: 'visible' });
    expect(await page.locator('#header-search-input').evaluate((el) => el === document.activeElement)).toBe(true);
    const form = page.locator('form.manga-search-form');
    expect(await form.locator('input[name="s"]').count()).toBe(1);
    expect(await form.locator('input[name="post_type"]').getAttribute('value')).toBe('wp-manga');
    // On mobile the toggle copies the advanced-search link into the search panel.
    expect(await search.locator('.advanced-search-link').count()).toBe(width < 768 ? 1 : 0);
    await screenshot(page, `chrome-search-${name}`);

    const genres = page.getByRole('button', { name: 'Türler' });
    await genres.click();
    expect(await genres.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: `Tür ${tag}` }).isVisible()).toBe(true);
    expect(await search.isVisible()).toBe(false);
    await genres.click();
    expect(await page.locator('#header-genres').isVisible()).toBe(false);
    await page.close();
  });

  it('switches to the mobile layout below 1008 px, on load and on resize', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await open(page);
    expect(await page.evaluate(() => document.body.classList.contains('mobile-layout'))).toBe(width < 1008);
    await page.setViewportSize({ width: 1007, height });
    await page.waitForFunction(() => document.body.classList.contains('mobile-layout'));
    await page.setViewportSize({ width: 1008, height });
    await page.waitForFunction(() => !document.body.classList.contains('mobile-layout'));
    await page.close();
  });

  it('sticky header appears 750 px past the nav', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await open(page);
    await page.evaluate(() => {
      document.body.style.minHeight = '6000px';
    });
    const header = page.locator('header.site-header');
    const navBottom = await header.evaluate((el) => (el as HTMLElement).offsetTop + (el as HTMLElement).offsetHeight);
    await page.evaluate((y) => window.scrollTo(0, y), navBottom + 700);
    await frames(page); // the scroll event has been handled and rendered
    expect(await header.evaluate((el) => el.classList.contains('is-sticky'))).toBe(false);
    await page.evaluate((y) => window.scrollTo(0, y), navBottom + 800);
    await page.waitForFunction(() => document.querySelector('header.site-header')?.classList.contains('is-sticky'));
    expect((await header.boundingBox())?.y).toBe(0);
    await screenshot(page, `chrome-sticky-${name}`);
    await page.close();
  });
});

describe('sticky header style 2', () => {
  it('hides while scrolling down and comes back when scrolling up', async () => {
    fixture('theme_set_mod', { name: 'yomu_sticky_header', value: 2 });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await open(page);
      await page.evaluate(() => {
        document.body.style.minHeight = '6000px';
      });
      const header = page.locator('header.site-header');
      // Real wheel scrolling, as a reader does it: several scroll events in each direction.
      await page.mouse.move(640, 400);
      for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 200);
      await page.waitForFunction(() => window.scrollY >= 1500 && document.querySelector('header.site-header')?.classList.contains('is-sticky-hidden'));
      for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -100);
      await page.waitForFunction(() => !document.querySelector('header.site-header')?.classList.contains('is-sticky-hidden'));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      expect(await header.evaluate((el) => el.classList.contains('is-sticky'))).toBe(true);
      await page.close();
    } finally {
      fixture('theme_set_mod', { name: 'yomu_sticky_header', value: null });
    }
  });
});

describe('mobile off-canvas menu (375 px)', () => {
  it('opens, closes on Escape and on an outside click, and returns focus to the toggle', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const errors = watchErrors(page, site.url);
    await open(page);
    const toggle = page.getByRole('button', { name: 'Menüyü aç' });
    const canvas = page.locator('#off-canvas');
    // The first tap brings the header's React part, which opens the menu it was held for.
    await toggle.click();
    await canvas.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('off-canvas__close'))).toBe(true);
    await screenshot(page, 'chrome-off-canvas-mobile');
    await page.keyboard.press('Escape');
    expect(await canvas.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await canvas.isVisible()).toBe(true);
    await page.mouse.click(360, 400);
    expect(await canvas.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens for a tap that came before the header’s code had arrived', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const errors = watchErrors(page, site.url);
    // The islands' schedule is held back until the reader has tapped: the header's own code is not there yet.
    let tapped = () => {};
    const tap = new Promise<void>((resolve) => (tapped = resolve));
    let asked = () => {};
    const scheduleAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      asked();
      await tap;
      await route.continue();
    });
    await answeredConsent(page);
    await page.goto(site.url + '/');
    await scheduleAsked;
    expect(await page.locator('[data-island="site-header"][data-wake]').count()).toBe(0);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    tapped();
    const canvas = page.locator('#off-canvas');
    await canvas.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Menüyü aç' }).getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('expands submenus and carries the menu and the user section items', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const errors = watchErrors(page, site.url);
    await open(page);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const canvas = page.locator('#off-canvas');
    await canvas.waitFor({ state: 'visible' });
    const child = canvas.getByRole('link', { name: 'Alt sayfa' });
    expect(await canvas.getByRole('link', { name: 'Kütüphane' }).isVisible()).toBe(true);
    expect(await child.isVisible()).toBe(false);
    const sub = canvas.getByRole('button', { name: 'Alt menüyü göster' });
    await sub.click();
    expect(await sub.getAttribute('aria-expanded')).toBe('true');
    expect(await child.isVisible()).toBe(true);
    // The header's user section (hidden on phones) is offered inside the menu: the same sign-in and sign-up items.
    const headerItems = await page.locator('.c-sub-header-nav a').allInnerTexts();
    const canvasItems = await page.locator('.off-canvas__user a').allInnerTexts();
    expect(headerItems.length).toBeGreaterThan(0);
    expect(canvasItems).toEqual(headerItems);
    expect(await page.locator('.off-canvas__user a').first().isVisible()).toBe(true);
    expect(await page.locator('.c-sub-header-nav').isVisible()).toBe(false);
    await sub.click();
    expect(await child.isVisible()).toBe(false);
    await screenshot(page, 'chrome-off-canvas-submenu-mobile');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is not offered on desktop, where the menu shows in the header', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page);
    expect(await page.locator('.off-canvas-toggle').isVisible()).toBe(false);
    expect(await page.locator('header .main-navigation').getByRole('link', { name: 'Kütüphane' }).isVisible()).toBe(true);
    expect(await page.locator('.c-sub-header-nav a').first().isVisible()).toBe(true);
    await page.close();
  });
});

describe('text truncation', () => {
  it('cuts marked text to its limit with "..." and reports a missing limit', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    await page.route(site.url + '/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '<main id="main" class="site-main">',
        '<main id="main" class="site-main"><p id="t1" data-truncate data-limit="10">Ay Işığı Simyacısı ve kayıp formül</p><p id="t2" data-truncate data-limit="50">Kısa</p><p id="t3" data-truncate>Sınırsız</p>',
      );
      await route.fulfill({ response, body });
    });
    await open(page);
    expect(await page.locator('#t1').innerText()).toBe('Ay Işığı S...');
    expect(await page.locator('#t2').innerText()).toBe('Kısa');
    expect(await page.locator('#t3').innerText()).toBe('Sınırsız');
    expect(errors).toEqual(["Cannot find attribute 'data-limit'"]);
    await page.close();
  });
});

describe('without JavaScript', () => {
  it('no loader, and the search form and genres are shown', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(site.url + '/');
    expect(await page.locator('#page-loader').isVisible()).toBe(false);
    expect(await page.locator('form.manga-search-form').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: `Tür ${tag}` }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('script modules', () => {
  it('islands load through the @yomu/main script module WordPress prints, after the page config', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page, site.url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // The page config is defined by the time the parser reaches the loader's tag (so, before the loader runs).
    await page.addInitScript(() => {
      const w = window as unknown as { configAtLoader?: boolean; yomuSite?: unknown };
      new MutationObserver((records, observer) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && node.id === '@yomu/main-js-module') {
              w.configAtLoader = typeof w.yomuSite === 'object';
              observer.disconnect();
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await open(page);
    await page.waitForSelector('[data-island="go-to-top"][data-wake]', { state: 'attached' });

    const tags = await page.$$eval('script[type="module"]', (nodes) => nodes.map((node) => ({ id: node.id, src: (node as HTMLScriptElement).src })));
    expect(tags).toHaveLength(1);
    expect(tags[0].id).toBe('@yomu/main-js-module');
    expect(tags[0].src).toMatch(/\/wp-content\/plugins\/yomu-core\/dist\/assets\/main-[\w-]+\.js$/);
    // The tag is WordPress's (printed in the footer of a classic theme), not a rewritten classic script.
    expect(await page.$$eval('script[src*="/dist/assets/"]:not([type="module"]), script[defer][type="module"]', (nodes) => nodes.length)).toBe(0);
    // The server's HTML has no import map and preloads no chunk (Vite's runtime adds modulepreload links for an
    // island's imports only when that island is due, after the first image).
    const served = await page.evaluate(async () => (await fetch(location.href)).text());
    expect(served).toContain('id="@yomu/main-js-module"');
    expect(served).not.toMatch(/modulepreload|importmap/);
    expect(await page.evaluate(() => (window as unknown as { configAtLoader?: boolean }).configAtLoader)).toBe(true);

    // The loader came first and imported the islands' chunks from beside itself.
    const assets = new URL('.', tags[0].src).href;
    expect(scripts[0]).toBe(tags[0].src);
    expect(scripts.some((url) => /\/go-to-top-[\w-]+\.js$/.test(url) && url.startsWith(assets))).toBe(true);
    expect(await page.locator('[data-island="site-header"][data-wake]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('React only where it is used', () => {
  it('a page with no React island in view fetches no React until the reader reaches for the header', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    const react: string[] = [];
    page.on('request', (request) => void (/\/react-[\w-]+\.js$/.test(request.url()) && react.push(request.url())));
    await answeredConsent(page);
    await page.goto(`${site.url}/?s=nothing-${Date.now().toString(36)}&post_type=wp-manga`);
    await headerReady(page);
    await page.waitForLoadState('networkidle');
    expect(react).toEqual([]);
    // The header's own code already follows the window into the mobile layout and back, with no React.
    const mobileLayout = () => page.locator('body').evaluate((body) => body.classList.contains('mobile-layout'));
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(mobileLayout).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(mobileLayout).toBe(false);
    expect(react).toEqual([]);
    await page.locator('.site-header .site-title').hover();
    await page.waitForSelector('[data-island="site-header"][data-mounted="true"]', { state: 'attached' });
    expect(react).toHaveLength(1);
    await page.locator('.search-toggle').click();
    await page.locator('#header-search').waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a signed-in reader’s header (desktop)', () => {
  it('keeps one row: the account menu folds behind the avatar and name, opens by keyboard and closes on Escape', async () => {
    const name = `chrome${tag}`; // the display name, as WordPress sets it from the login
    reader = fixture('make_user', { login: name, password: 'Okur-parola-1' });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    const cookies = (await login(name, 'Okur-parola-1')).split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: site.url }));
    await page.context().addCookies(cookies);
    await open(page);
    // The same height as a guest's header: one 64 px row.
    expect(await page.locator('.site-header').evaluate((header) => Math.round(header.getBoundingClientRect().height))).toBe(64);
    const toggle = page.locator('.c-user-section--main .c-user_toggle');
    expect(await toggle.innerText()).toBe(name);
    const logout = page.locator('.c-user-section--main').getByRole('link', { name: 'Çıkış Yap' });
    expect(await logout.isVisible()).toBe(false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await logout.isVisible()).toBe(true);
    // The open menu lies over the page, inside the window, and leaves the header's height alone.
    const menuBox = await page.locator('.c-user-section--main .c-user_menu').boundingBox();
    const toggleBox = await toggle.boundingBox();
    expect(menuBox && toggleBox && menuBox.x + menuBox.width <= 1280 && menuBox.y >= toggleBox.y + toggleBox.height).toBe(true);
    expect(await page.locator('.site-header').evaluate((header) => Math.round(header.getBoundingClientRect().height))).toBe(64);
    await screenshot(page, 'chrome-user-menu-desktop');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await logout.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('c-user_toggle');

    // A click elsewhere closes it too.
    await toggle.click();
    expect(await logout.isVisible()).toBe(true);
    await page.mouse.click(640, 600);
    expect(await logout.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the top of a listing page (desktop)', () => {
  it.each(['/', '/manga/'])('%s starts its content right under the header, without an empty band', async (path) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, path);
    const gap = await page.evaluate(() => {
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      // The first thing drawn in the listing: the breadcrumb or the first section's heading.
      const first = document.querySelector('.listing-page .c-breadcrumb, .listing-page h1, .listing-page h2');
      return Math.round((first?.getBoundingClientRect().top ?? 1000) - header);
    });
    expect(gap).toBeLessThanOrEqual(32);
    await page.close();
  });
});
