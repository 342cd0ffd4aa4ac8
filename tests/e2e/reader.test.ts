// The reader in Chromium at 375 and 1280 px: preloaded in-place paging, in-place fetches across chapters,
// keys (ignored while typing), click zones, the last-page 'Manga Info' button, contrast and font size cookies,
// list style, and history. Chapters are created by the test (reader-fixture.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from '../support/axe';
import { launch, pickedValue, pickerLabels, screenshot, watchErrors } from '../support/browser';
import { frames, settledBox, watchNavigations } from '../support/settle';
import { openReaderMenu } from '../support/reader-chrome';
import { fixture } from '../support/fixture';
import { site } from '../support/site';
import { createReaderFixture, removeReaderFixture, type ReaderFixture } from './reader-fixture';
import { firstView, wakeReader } from '../support/reader-page';

let browser: Browser;
let fx: ReaderFixture;

beforeAll(async () => {
  fx = createReaderFixture();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  removeReaderFixture(fx);
});

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await wakeReader(page);
  // The consent banner (another feature) sits over the reading area's corner.
  await page.addStyleTag({ content: '.yomu-consent-banner, .yomu-consent-revisit { display: none !important; }' });
}

const shownImage = (page: Page) => page.locator('.reading-content img').first().getAttribute('id');
const navigateCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('admin-ajax.php') && (request.postData() ?? '').includes('chapter_navigate_page') === false && request.method() === 'POST') return;
    if (request.url().includes('admin-ajax.php')) calls.push(request.postData() ?? request.url());
  });
  return calls;
};

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('reader ($name)', ({ name, width, height }) => {
  it('pages through a preloaded chapter in place, then fetches the next chapter in place', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    const calls = navigateCalls(page);
    await open(page, `${fx.flatUrl}bolum-1/`);
    await page.locator('.reading-content img').first().evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(page, `reader-paged-${name}`);
    expect(await page.locator('.wp-manga-nav .btn.prev_page').count()).toBe(0);

    await openReaderMenu(page);
    await page.locator('.wp-manga-nav.header .btn.next_page').click();
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);
    expect(await shownImage(page)).toBe('image-1');
    expect(calls).toEqual([]);
    expect(await pickedValue(page.locator('#single-pager'))).toBe('2');
    await expect.poll(() => page.locator('.reader-status').textContent()).toMatch(/2/);

    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/bolum-1\/p\/3\/$/);
    expect(await shownImage(page)).toBe('image-2');

    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/bolum-2\/$/);
    await expect.poll(() => page.locator('#chapter-heading').textContent()).toMatch(/2/);
    expect(calls.some((call) => call.includes('chapter_navigate_page'))).toBe(true);
    expect(await shownImage(page)).toBe('image-0');
    expect(await page.locator('.wp-manga-nav.header .btn.prev_page').count()).toBe(1);

    await page.goBack();
    await page.waitForURL(/\/bolum-1\/p\/3\/$/);
    await wakeReader(page);
    expect(await shownImage(page)).toBe('image-2');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('ignores arrow keys while typing and turns pages with the click zones', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await open(page, `${fx.volUrl}cilt-1/bolum-1/`);
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'typing';
      document.body.prepend(input);
    });
    await page.focus('#typing');
    const navigations = watchNavigations(page);
    await page.keyboard.press('ArrowRight');
    await frames(page); // the key handler has run (an in-place turn would have changed the URL, a leave sent a request)
    expect(page.url()).toMatch(/\/bolum-1\/$/);
    expect(navigations).toEqual([]);

    const box = await page.locator('.reading-content').boundingBox();
    if (!box) throw new Error('no reading content');
    await page.mouse.click(box.x + box.width * 0.8, box.y + Math.min(box.height, height) / 3);
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);
    expect(await page.locator('.page-next-link').evaluate((el) => getComputedStyle(el).cursor)).toBe('e-resize');
    // The page turn scrolls to the reading content (500 ms): click where the content is once it has settled.
    const moved = await settledBox(page.locator('.reading-content'));
    await page.mouse.click(moved.x + moved.width * 0.2, Math.max(moved.y, 0) + 120);
    await page.waitForURL(/\/bolum-1\/$/);
    await page.close();
  });

  it('picks a page and a chapter with the keyboard alone in the bar\'s listbox pickers, axe clean with a list open', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await open(page, `${fx.flatUrl}bolum-1/`);
    await openReaderMenu(page);
    const pager = page.locator('#single-pager');
    await pager.focus();
    await page.keyboard.press('ArrowDown');
    expect(await pager.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);
    expect(await shownImage(page)).toBe('image-1');
    expect(await pager.getAttribute('aria-expanded')).toBe('false');
    // The focus stays on the picker; on a phone the menu sheet closes over the new page and the Menu button takes it.
    const focused = width < 768 ? page.locator('.reader-bar__menu') : pager;
    expect(await focused.evaluate((element) => element === document.activeElement)).toBe(true);
    await openReaderMenu(page);

    const chapters = page.locator('.wp-manga-nav.header .single-chapter-select').first();
    await chapters.focus();
    await page.keyboard.type('bolum 2');
    expect(await chapters.getAttribute('aria-expanded')).toBe('true');
    expect(await pickerLabels(chapters).then((labels) => labels.length)).toBeGreaterThan(0);
    expect(await violations(page, 'moderate')).toEqual([]);
    await screenshot(page, `reader-chapter-picker-${name}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/bolum-2\/$/);
    expect(await pickedValue(chapters)).toBe('bolum-2');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('ends the last chapter with a Manga Info button', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await open(page, `${fx.volUrl}bolum-3/`);
    const back = page.locator('.wp-manga-nav.header .btn.back');
    expect(await back.getAttribute('href')).toBe(fx.volUrl);
    expect(await page.locator('.wp-manga-nav .btn.next_page').count()).toBe(0);
    await screenshot(page, `reader-last-${name}`);
    await page.close();
  });

  it('shows the whole chapter in the list style, pre-sized', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await open(page, `${fx.volUrl}cilt-1/bolum-1/?style=list`);
    const blocks = page.locator('.reading-content .page-break');
    expect(await blocks.count()).toBe(3);
    const ratio = await blocks.nth(2).evaluate((el) => el.getBoundingClientRect().height / el.getBoundingClientRect().width);
    expect(ratio).toBeCloseTo(900 / 600, 1);
    await page.close();
  });

  it('switches contrast and keeps it for the next page', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await open(page, `${fx.textUrl}bolum-1/`);
    const toggle = page.locator('.reader-contrast');
    await openReaderMenu(page);
    const colours = () =>
      page.evaluate(() => ({ page: getComputedStyle(document.body).backgroundColor, text: getComputedStyle(document.querySelector('.reading-content')!).color }));
    // Light: theme.json's base and contrast presets; dark: the reader's own dark colours over them.
    expect(await colours()).toEqual({ page: 'rgb(255, 255, 255)', text: 'rgb(29, 29, 31)' });
    await toggle.click();
    expect(await page.evaluate(() => document.body.className)).toContain('text-ui-dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'wpmanga-reading-contrast');
    expect(cookie?.value).toBe('dark');
    expect(cookie?.path).toBe('/');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 86400);
    await page.reload();
    expect(await page.evaluate(() => document.body.className)).toContain('text-ui-dark');
    expect(await colours()).toEqual({ page: 'rgb(18, 18, 20)', text: 'rgb(232, 232, 234)' });
    await screenshot(page, `reader-text-dark-${name}`);
    await page.close();
  });

  it('steps the text font size by 1 px, never showing less than 5 px, A− disabled at the floor', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.context().clearCookies();
    await open(page, `${fx.textUrl}bolum-1/`);
    const text = page.locator('.reading-content');
    const size = () => text.evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el).lineHeight]);
    expect(await size()).toEqual(['18px', '27px']);
    await openReaderMenu(page);
    await page.locator('.font-size-up').click();
    expect(await size()).toEqual(['19px', '28.5px']);
    for (let i = 0; i < 14; i++) await page.locator('.font-size-down').click();
    expect(await size()).toEqual(['5px', '7.5px']);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'wpmanga-reading-fontsize');
    expect(cookie?.value).toBe('5');
    // At the floor A− would change nothing: it is disabled and says so; A+ shows its step at once.
    expect(await page.locator('.font-size-down').isDisabled()).toBe(true);
    expect(await page.locator('.font-size-down').getAttribute('title')).toBe('En küçük yazı boyutu');
    await page.locator('.font-size-up').click();
    expect(await size()).toEqual(['6px', '9px']);
    await page.close();
  });

  it('keeps the text toolbar on screen with "Sabit araç çubuğu" on a desktop; on a phone the reader bar does that', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.context().clearCookies();
    await open(page, `${fx.textUrl}bolum-1/`);
    const sticky = page.locator('.reader-sticky');
    if (width < 768) {
      await openReaderMenu(page);
      expect(await sticky.isVisible()).toBe(false);
      await page.close();
      return;
    }
    const toolbar = page.locator('.reader-toolbar');
    // Halfway down the text, where the toolbar's own place is far above the screen.
    const halfway = () =>
      page.evaluate(() => {
        const text = document.querySelector('.reading-content')?.getBoundingClientRect();
        window.scrollTo(0, window.scrollY + (text?.top ?? 0) + (text?.height ?? 0) / 2);
      });
    await sticky.click();
    expect(await sticky.getAttribute('aria-pressed')).toBe('true');
    await halfway();
    await frames(page);
    // On screen and on top: what the reader sees at the toolbar's buttons is the toolbar, not the sticky site header.
    const seen = await toolbar.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: Math.round(box.top), onTop: element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)) };
    });
    expect(seen.top).toBeGreaterThanOrEqual(0);
    expect(seen.top).toBeLessThan(height / 4);
    expect(seen.onTop).toBe(true);
    await screenshot(page, 'reader-text-sticky-toolbar');
    await sticky.click();
    await halfway();
    await frames(page);
    expect(await toolbar.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThan(0);
    await page.close();
  });

  it('swipes to the next page and never shifts the reading content while images load (CLS)', async () => {
    const page = await browser.newPage({ viewport: { width, height }, hasTouch: true });
    // Counts layout shifts of the reading content only (the site chrome has its own tests).
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
          const inReader = (entry.sources ?? []).some((source) => source.node instanceof Element && !!source.node.closest('.read-container'));
          if (!entry.hadRecentInput && inReader) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page, `${fx.volUrl}cilt-1/bolum-1/?style=list`);
    for (let i = 0; i < 4; i++) {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      // The images now on screen have loaded (the lazy ones start once the scroll is rendered).
      await frames(page);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.reading-content img')].every((img) => img.complete || img.getBoundingClientRect().top > innerHeight),
      );
    }
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.reading-content img')].every((img) => img.complete));
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);

    await open(page, `${fx.volUrl}cilt-1/bolum-1/`);
    await page.evaluate(() => {
      const target = document.querySelector('.reading-content img') as HTMLElement;
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
      target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }));
      target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(150)] }));
    });
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);
    await page.close();
  });

  it('widens the image, opens the shortcut help with ?, and keeps a guest history cookie', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.context().clearCookies();
    await open(page, `${fx.flatUrl}bolum-1/`);
    const full = page.locator('.reader-full-image');
    await openReaderMenu(page);
    await full.click();
    expect(await full.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-island="reader"]').getAttribute('class')).toContain('reader-full');
    await page.keyboard.press('?');
    await page.locator('.reader-help-dialog').waitFor({ state: 'visible' });
    await screenshot(page, `reader-help-${name}`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/p\/2\/$/);
    // Opening page 1 already wrote the cookie: wait for the entry of page 2 (the turn records it after its frame).
    const history = async () => {
      const raw = (await page.context().cookies()).find((c) => c.name === 'wpmanga-reading-history')?.value ?? '';
      return raw === '' ? [] : (JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64').toString()) as Array<Record<string, number>>);
    };
    await expect.poll(async () => (await history())[0]?.p, { timeout: 5000 }).toBe(2);
    expect(await history()).toHaveLength(1);
    expect((await history())[0]).toMatchObject({ id: fx.flat, p: 2, i: 1 });
    await page.close();
  });

  it('scrolls 500 px per click in click-to-scroll mode', async () => {
    fixture('set_option', { name: 'yomu_reader', value: { click_to_scroll: 'on' } });
    try {
      const page = await browser.newPage({ viewport: { width, height } });
      await open(page, `${fx.textUrl}bolum-1/`);
      expect(await page.evaluate(() => document.body.classList.contains('click-to-scroll'))).toBe(true);
      const before = await page.evaluate(() => window.scrollY);
      await page.locator('.reading-content p').nth(3).click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(before + 500);
      await page.close();
    } finally {
      fixture('set_option', { name: 'yomu_reader', value: null });
    }
  });
});

describe("before React's reader (the first view)", () => {
  /** Opens a chapter as a reader who has not touched it yet: the pointer off the page, the first view started. */
  async function openUntouched(page: Page, url: string): Promise<string[]> {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    await page.mouse.move(-1, -1);
    await page.goto(url);
    await firstView(page);
    await page.waitForLoadState('networkidle');
    return scripts;
  }
  const reactLoaded = (scripts: string[]) => scripts.some((name) => /^(react|mount-reader)-/.test(name));

  it('reads, scrolls and counts the opening without React; an arrow key then turns in place', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    const scripts = await openUntouched(page, `${fx.flatUrl}bolum-1/`);
    await page.evaluate(() => window.scrollBy(0, 400));
    await page.waitForLoadState('networkidle');
    expect(reactLoaded(scripts)).toBe(false);
    expect(await page.locator('[data-island="reader"]').getAttribute('data-mounted')).toBeNull();
    // The guest's reading history has the chapter (written a second after the opening).
    const history = async () => (await page.context().cookies()).find((c) => c.name === 'wpmanga-reading-history')?.value ?? '';
    await expect.poll(async () => Buffer.from(decodeURIComponent(await history()), 'base64').toString(), { timeout: 5000 }).toContain(`"id":${fx.flat}`);

    const navigations = watchNavigations(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);
    expect(await shownImage(page)).toBe('image-1');
    expect(navigations).toEqual([]);
    expect(reactLoaded(scripts)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('turns the page for an arrow key pressed before any of the reader’s code had come', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    // The islands' schedule is held back until the key has been pressed.
    let pressed = () => {};
    const press = new Promise<void>((resolve) => (pressed = resolve));
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await press;
      await route.continue();
    });
    await page.goto(`${fx.flatUrl}bolum-1/`);
    expect(await page.evaluate(() => (history.state as { yomuReader?: boolean } | null)?.yomuReader)).toBeUndefined();
    await page.keyboard.press('ArrowRight');
    pressed();
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);
    expect(await shownImage(page)).toBe('image-1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('turns the page for an arrow key pressed the moment the reader says it has mounted', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    // The key comes just after the island is marked mounted and the waking listeners have let go (two microtasks
    // later), before React's passive effects (a later task): a slow phone can take a key there.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const reader = document.querySelector<HTMLElement>('[data-island="reader"]');
        if (!reader) return;
        const press = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
        const observer = new MutationObserver(() => {
          if (reader.dataset.mounted !== 'true') return;
          observer.disconnect();
          queueMicrotask(() => queueMicrotask(press));
        });
        observer.observe(reader, { attributes: true, attributeFilter: ['data-mounted'] });
      });
    });
    await page.goto(`${fx.flatUrl}bolum-1/`);
    await wakeReader(page);
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);
    expect(await shownImage(page)).toBe('image-1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("holds a click on the page's next half until React's reader has come, then turns in place", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openUntouched(page, `${fx.volUrl}cilt-1/bolum-1/`);
    await page.addStyleTag({ content: '.yomu-consent-banner, .yomu-consent-revisit { display: none !important; }' });
    const navigations = watchNavigations(page);
    const box = await page.locator('.reading-content').boundingBox();
    if (!box) throw new Error('no reading content');
    await page.mouse.click(box.x + box.width * 0.8, box.y + Math.min(box.height, 800) / 3);
    await page.waitForURL(/\/bolum-1\/p\/2\/$/);
    expect(await shownImage(page)).toBe('image-1');
    expect(navigations).toEqual([]);
    await page.close();
  });
});
