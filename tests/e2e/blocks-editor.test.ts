// An editor (admin) adds every Yomu block in the block editor, fills one in through its sidebar settings,
// publishes the page, and the public page shows each block.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, signInAsAdmin } from '../support/browser';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import { deletePosts, ensureSingularTemplate, hideConsentBanner, removeSingularTemplate } from './blocks-fixture';

const TITLE = `E2E editor blocks ${Date.now()}`;
const BLOCKS: Array<[string, Record<string, unknown>, string]> = [
  ['faq', { items: [{ question: '', answer: 'Cuma günleri.' }], anchor: 'sss' }, '.yomu-faq__card'],
  ['recipe', { title: 'Onigiri', ingredients: ['Pirinç', 'Tuz'], steps: ['Pişirin'] }, '.yomu-recipe'],
  ['testimonials', { perView: 2, items: [{ quote: 'Süper', name: 'Ayşe' }] }, '.yomu-testimonials__slide'],
  ['progress', { shape: 'circle', value: 40, label: 'İlerleme' }, '.yomu-progress--circle'],
  ['icon-box', { icon: 'heart', title: 'Sevgi', text: 'Metin' }, '.yomu-icon-box__title'],
  ['countdown', { target: '2035-06-01T12:00', format: 'full' }, '[data-island="countdown"]'],
  ['counter', { end: 2500, suffix: '+', label: 'Bölüm' }, '.yomu-counter__number'],
  ['video-lightbox', { url: 'https://vimeo.com/76979871', title: 'Tanıtım' }, '.yomu-video-lightbox'],
  ['gallery-lightbox', { images: [{ url: 'https://example.com/a.jpg', caption: 'A' }] }, '.yomu-gallery .yomu-lightbox-item'],
];

let browser: Browser;
let page: Page;
let installedTemplate = false;
let postId = 0;
let problemsBefore: PhpLogMark;

beforeAll(async () => {
  problemsBefore = phpLogMark();
  installedTemplate = ensureSingularTemplate();
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAsAdmin(page);
});

afterAll(async () => {
  await browser?.close();
  if (postId) deletePosts([postId]);
  if (installedTemplate) removeSingularTemplate();
});

describe('Yomu blocks in the block editor', () => {
  it('an editor inserts every block, fills one in from the sidebar, publishes, and the page shows them all', async () => {
    await page.goto(`${site.url}/wp-admin/post-new.php?post_type=page`);
    await page.waitForFunction(() => {
      const wp = (window as unknown as { wp?: { blocks?: { getBlockType: (n: string) => unknown } } }).wp;
      return Boolean(wp?.blocks?.getBlockType('yomu/gallery-lightbox'));
    }, undefined, { timeout: 30000 });

    // Every block is registered with its editor UI and belongs to the Yomu category.
    const registered = await page.evaluate((names) => {
      const wp = (window as unknown as { wp: { blocks: { getBlockType: (n: string) => { category: string; apiVersion: number; edit?: unknown } | undefined } } }).wp;
      return names.map((n) => {
        const type = wp.blocks.getBlockType(`yomu/${n}`);
        return `${n}:${type?.category}:${type?.apiVersion}:${typeof type?.edit}`;
      });
    }, BLOCKS.map(([n]) => n));
    expect(registered).toEqual(BLOCKS.map(([n]) => `${n}:yomu:3:function`));

    // The FAQ's first preview answer is held back until the question has been typed, then given at once: a late
    // answer must not stop the preview from catching up with the typing.
    let releaseFirstPreview = () => {};
    const firstPreviewHeld = new Promise<void>((resolve) => (releaseFirstPreview = resolve));
    let previewRequests = 0;
    await page.route(/block-renderer(\/|%2F)yomu(\/|%2F)faq/, async (route) => {
      previewRequests += 1;
      if (previewRequests > 1) return route.continue();
      const response = await route.fetch();
      await firstPreviewHeld;
      return route.fulfill({ response });
    });

    await page.evaluate(
      ({ blocks, title }) => {
        type Wp = {
          data: { dispatch: (s: string) => Record<string, (...a: unknown[]) => unknown>; select: (s: string) => Record<string, (...a: unknown[]) => unknown> };
          blocks: { createBlock: (n: string, a: Record<string, unknown>) => { clientId: string } };
        };
        const wp = (window as unknown as { wp: Wp }).wp;
        wp.data.dispatch('core/preferences').set?.('core/edit-post', 'welcomeGuide', false);
        wp.data.dispatch('core/editor').editPost({ title });
        const created = blocks.map(([name, attributes]) => wp.blocks.createBlock(`yomu/${name}`, attributes as Record<string, unknown>));
        wp.data.dispatch('core/block-editor').insertBlocks(created);
        wp.data.dispatch('core/block-editor').selectBlock(created[0].clientId);
      },
      { blocks: BLOCKS, title: TITLE },
    );

    // The FAQ question is typed into the block's sidebar settings.
    const label = await page.evaluate(() => (window as unknown as { wp: { i18n: { __: (t: string, d: string) => string } } }).wp.i18n.__('Question', 'yomu-core'));
    const question = page.locator('.block-editor-block-inspector').getByLabel(label, { exact: true });
    await question.waitFor({ timeout: 30000 });
    await question.fill('Yeni bölüm ne zaman?');
    releaseFirstPreview();

    // The canvas shows the server render of the blocks.
    const canvas = page.frameLocator('iframe[name="editor-canvas"]');
    await canvas.locator('.yomu-faq__question', { hasText: 'Yeni bölüm ne zaman?' }).waitFor({ timeout: 30000 });
    await canvas.locator('.yomu-recipe__title', { hasText: 'Onigiri' }).waitFor({ timeout: 30000 });
    await screenshot(page, 'blocks-editor');

    await page.evaluate(() => {
      const wp = (window as unknown as { wp: { data: { dispatch: (s: string) => Record<string, (...a: unknown[]) => unknown> } } }).wp;
      wp.data.dispatch('core/editor').editPost({ status: 'publish' });
      void wp.data.dispatch('core/editor').savePost();
    });
    await page.waitForFunction(() => {
      const wp = (window as unknown as { wp: { data: { select: (s: string) => Record<string, () => unknown> } } }).wp;
      const editor = wp.data.select('core/editor');
      return !editor.isSavingPost() && editor.isCurrentPostPublished() && !editor.isEditedPostDirty();
    }, undefined, { timeout: 30000 });
    const saved = await page.evaluate(() => {
      const wp = (window as unknown as { wp: { data: { select: (s: string) => Record<string, () => unknown> } } }).wp;
      const post = wp.data.select('core/editor').getCurrentPost() as { id: number; link: string; content: string };
      return { id: post.id, link: post.link };
    });
    postId = saved.id;

    // The public page renders every block from the saved markup.
    const front = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await front.goto(saved.link);
    await hideConsentBanner(front);
    for (const [, , selector] of BLOCKS) expect(await front.locator(selector).count(), selector).toBeGreaterThan(0);
    expect(await front.locator('.yomu-faq__question').innerText()).toBe('Yeni bölüm ne zaman?');
    expect(await front.locator('.yomu-counter__number').innerText()).toMatch(/^[\d.,]+\+$/);
    await front.close();
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  });
});
