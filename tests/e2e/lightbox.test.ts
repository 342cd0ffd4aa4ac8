// The image lightbox (PhotoSwipe, imported on first open): gallery items open it with captions, prev/next
// and looping; a failed image shows the message and the next one loads; a single image does not loop;
// links to other files are left alone; page-level settings override the defaults.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { frames } from '../support/settle';
import { fixture } from '../support/fixture';
import { site } from '../support/site';
import { block, createPage, deletePosts, ensureSingularTemplate, hideConsentBanner, removeSingularTemplate, translated } from './blocks-fixture';

const stamp = Date.now();
let browser: Browser;
let installedTemplate = false;
let url = '';
let pageId = 0;
let madeImages = false;

beforeAll(async () => {
  installedTemplate = ensureSingularTemplate();
  // Two real JPEGs in the uploads folder, and one URL that does not exist.
  const made = fixture('reader_lightbox_images', { stamp });
  madeImages = true;
  const [red, blue] = made.urls;
  const content =
    block('gallery-lightbox', {
      images: [
        { url: red, caption: 'Kırmızı', width: 800, height: 600 },
        { url: `${made.base}/e2e-lightbox-${stamp}-missing.jpg`, caption: 'Kayıp' },
        { url: blue, caption: 'Mavi' },
      ],
    }) +
    `<!-- wp:paragraph --><p><a class="yomu-lightbox-item" id="single" href="${blue}" data-lightbox-caption="Tek">Tek görsel</a></p><!-- /wp:paragraph -->` +
    `<!-- wp:paragraph --><p><a class="yomu-lightbox-item" id="document" data-lightbox-group="docs" href="${site.url}/wp-content/plugins/yomu-core/blocks/recipe/print.css">CSS</a></p><!-- /wp:paragraph -->`;
  ({ id: pageId, url } = createPage(`E2E lightbox ${stamp}`, content));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  deletePosts([pageId]);
  if (madeImages) fixture('reader_delete_lightbox_images', { stamp });
  if (installedTemplate) removeSingularTemplate();
});

/** Clicks an arrow as a reader does (moving the mouse first, so the bars show) until the caption says `expected`:
 * on a loaded machine the bars can hide again between the check and the click, and a click on hidden bars only
 * shows them. */
async function arrow(page: Page, which: 'prev' | 'next', expected: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.mouse.move(20, 20);
    await page.mouse.move(40, 40);
    await page.waitForFunction(() => document.querySelector('.pswp')?.classList.contains('pswp--ui-visible'));
    await page.locator(`.pswp__button--arrow--${which}`).click();
    try {
      await page.waitForFunction((text) => document.querySelector('.yomu-lightbox__caption')?.textContent === text, expected, { timeout: 5000 });
      return;
    } catch {
      if (attempt === 3) throw new Error(`three clicks on "${which}" did not show "${expected}": ${await lightboxState(page)}`);
    }
  }
}

/** What the lightbox shows, for a failure message. */
function lightboxState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('.pswp');
    const arrow = document.querySelector('.pswp__button--arrow--prev');
    const box = arrow?.getBoundingClientRect();
    return JSON.stringify({
      caption: document.querySelector('.yomu-lightbox__caption')?.textContent,
      classes: root?.className,
      arrow: box && { x: box.x, y: box.y, w: box.width, h: box.height, position: getComputedStyle(arrow as Element).position },
      slide: document.querySelector('.pswp__item[aria-hidden="false"]')?.innerHTML.slice(0, 200),
    });
  });
}

async function open(width: number): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors = watchErrors(page, site.url);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(url);
  await hideConsentBanner(page);
  await page.waitForSelector('[data-island="lightbox"][data-mounted="true"]', { state: 'attached' });
  return { page, errors, requests };
}

const caption = (page: Page) => page.locator('.pswp .yomu-lightbox__caption').innerText();
const state = (page: Page) => page.evaluate(() => document.documentElement.dataset.lightbox);

describe.each([
  { name: 'mobile', width: 375 },
  { name: 'desktop', width: 1280 },
])('image lightbox ($name)', ({ name, width }) => {
  it('opens a gallery with captions and no counter, moves next/prev with looping, and skips a failed image', async () => {
    const { page, errors, requests } = await open(width);
    // PhotoSwipe is not downloaded until the first open.
    expect(requests.some((r) => /photoswipe/i.test(r))).toBe(false);
    await page.locator('.yomu-gallery .yomu-lightbox-item').first().click();
    await page.locator('.pswp').waitFor();
    expect(requests.some((r) => /photoswipe/i.test(r))).toBe(true);
    await page.waitForFunction(() => document.documentElement.dataset.lightbox === 'open');
    expect(page.url()).toBe(url);
    expect(await caption(page)).toBe('Kırmızı');
    expect(await page.locator('.pswp__counter').count()).toBe(0);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.pswp__bg') as Element).opacity === '0.7');
    await screenshot(page, `lightbox-open-${name}`);

    // Previous from the first image loops to the last (there are three).
    await arrow(page, 'prev', 'Mavi');
    await arrow(page, 'next', 'Kırmızı');

    // The missing image shows the message, then the next image loads by itself.
    await arrow(page, 'next', 'Kayıp');
    const message = page.locator('.pswp__item[aria-hidden="false"] .pswp__error-msg');
    await message.waitFor();
    expect(await message.innerText()).toBe(await translated(page, 'Image not found, next image will be loaded'));
    await screenshot(page, `lightbox-error-${name}`);
    await page.waitForFunction(() => document.querySelector('.yomu-lightbox__caption')?.textContent === 'Mavi', undefined, { timeout: 10000 });

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.documentElement.dataset.lightbox === 'closed');
    expect(await page.locator('.pswp').count()).toBe(0);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await page.close();
  });

  it('arrows pressed or clicked while the gallery fades in are ignored, and work once it is open', async () => {
    const { page, errors } = await open(width);
    // With the thumbnails loaded the full images come from the browser's cache; a 2 s fade leaves time to press.
    await page.locator('.yomu-gallery').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('.yomu-gallery img')].every((img) => (img as HTMLImageElement).complete));
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).yomuLightbox = { fadeDuration: 2000 };
    });
    await page.locator('.yomu-gallery .yomu-lightbox-item').first().click();
    await page.locator('.pswp__button--arrow--prev').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowLeft');
    await page.locator('.pswp__button--arrow--next').click();
    await page.waitForFunction(() => document.documentElement.dataset.lightbox === 'open');
    expect(await caption(page)).toBe('Kırmızı');
    await arrow(page, 'prev', 'Mavi');
    await arrow(page, 'prev', 'Kayıp');
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await page.close();
  });

  it('a single image opens without looping, and links to other files are left alone', async () => {
    const { page } = await open(width);
    await page.locator('#single').click();
    await page.waitForFunction(() => document.documentElement.dataset.lightbox === 'open');
    expect(await caption(page)).toBe('Tek');
    // PhotoSwipe marks a one-slide, non-looping gallery and hides its arrows.
    expect(await page.locator('.pswp').getAttribute('class')).toContain('pswp--one-slide');
    expect(await page.locator('.pswp__button--arrow--next').isVisible()).toBe(false);
    await page.keyboard.press('ArrowRight');
    await frames(page); // PhotoSwipe handles the key at once (a change would set the caption in its change event)
    expect(await caption(page)).toBe('Tek');
    await page.locator('.pswp__button--close').click();
    await page.waitForFunction(() => document.documentElement.dataset.lightbox === 'closed');
    expect(await state(page)).toBe('closed');

    // A non-image file marked as a lightbox item is followed like a normal link.
    await Promise.all([page.waitForURL(/print\.css$/), page.locator('#document').click()]);
    expect(await page.locator('.pswp').count()).toBe(0);
    await page.close();
  });

  it('page-level settings override the defaults', async () => {
    const { page } = await open(width);
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).yomuLightbox = { bgOpacity: 0.9, counter: true };
    });
    await page.locator('.yomu-gallery .yomu-lightbox-item').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.lightbox === 'open');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.pswp__bg') as Element).opacity === '0.9');
    expect(await page.locator('.pswp__counter').innerText()).toMatch(/^1 \/ 3$/);
    await page.keyboard.press('Escape');
    await page.close();
  });
});
