// theme.json is the one source of the theme's colours, font, sizes and widths: in Chromium, the front end's computed
// styles, the preset classes blocks carry, and the block editor's palette, fonts and canvas all equal its presets.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signInAsAdmin, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import { createPage, deletePosts } from './blocks-fixture';

type Preset = { slug: string; name: string };
type ThemeJson = {
  settings: {
    color: { palette: Array<Preset & { color: string }> };
    typography: { fontFamilies: Array<Preset & { fontFamily: string }>; fontSizes: Array<Preset & { size: string }> };
    layout: { contentSize: string; wideSize: string };
  };
};

const themeJson = JSON.parse(fs.readFileSync(path.resolve('theme/theme.json'), 'utf8')) as ThemeJson;
const color = (slug: string) => rgb(themeJson.settings.color.palette.find((c) => c.slug === slug)!.color);
const font = (slug: string) => themeJson.settings.typography.fontFamilies.find((f) => f.slug === slug)!.fontFamily;
const px = (value: string) => `${parseFloat(value) * (value.endsWith('rem') ? 16 : 1)}px`;
const fontSize = (slug: string) => px(themeJson.settings.typography.fontSizes.find((f) => f.slug === slug)!.size);

/** '#c0392b' → 'rgb(192, 57, 43)', as getComputedStyle reports it. */
function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Chromium's computed font-family for a declared stack (it normalises quotes and spaces). */
async function computedFamily(page: Page, family: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.fontFamily = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).fontFamily;
    probe.remove();
    return computed;
  }, family);
}

const CONTENT = [
  '<!-- wp:paragraph {"textColor":"accent","backgroundColor":"surface","fontSize":"large"} -->',
  '<p class="has-accent-color has-surface-background-color has-text-color has-background has-large-font-size" id="preset-para">Vurgu</p>',
  '<!-- /wp:paragraph -->',
  '<!-- wp:paragraph -->',
  '<p id="plain-para">Düz metin</p>',
  '<!-- /wp:paragraph -->',
  '<!-- wp:group {"align":"wide"} -->',
  '<div class="wp-block-group alignwide" id="wide-group"><!-- wp:paragraph --><p>Geniş</p><!-- /wp:paragraph --></div>',
  '<!-- /wp:group -->',
].join('\n');

let browser: Browser;
let postId = 0;
let postUrl = '';
let mangaId = 0;
let problemsBefore: PhpLogMark;

beforeAll(async () => {
  problemsBefore = phpLogMark();
  ({ id: postId, url: postUrl } = createPage(`E2E theme.json ${Date.now()}`, CONTENT));
  [mangaId] = fixture('site_make_posts', { posts: [{ title: 'E2E theme.json manga', status: 'draft', content: 'Özet' }] });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  deletePosts([postId, mangaId]);
});

describe('theme.json presets on the front end', () => {
  it('the page body, header, accent and container take their colours, font and widths from theme.json', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page, site.url);
    await page.goto(`${site.url}/`);
    // WordPress's global styles are in the head, before the theme's first-screen rules, so the presets are there at
    // first paint.
    const order = await page.evaluate(() => {
      const styles = [...document.head.querySelectorAll('style, link[rel="stylesheet"]')].map((el) => el.id);
      return { globalStyles: styles.indexOf('global-styles-inline-css'), theme: styles.indexOf('yomu-critical-css'), inBody: document.body.querySelector('#global-styles-inline-css') !== null };
    });
    expect(order.globalStyles).toBeGreaterThanOrEqual(0);
    expect(order.globalStyles).toBeLessThan(order.theme);
    expect(order.inBody).toBe(false);

    const seen = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        bodyBg: style('body').backgroundColor,
        bodyColor: style('body').color,
        bodyFont: style('body').fontFamily,
        bodySize: style('body').fontSize,
        header: style('.site-header').backgroundColor,
        accent: style('.go-to-top').backgroundColor,
        footer: style('.site-footer').color,
        container: style('.site-header__inner').maxWidth,
      };
    });
    expect(seen).toEqual({
      bodyBg: color('base'),
      bodyColor: color('contrast'),
      bodyFont: await computedFamily(page, font('system')),
      bodySize: fontSize('medium'),
      header: color('contrast'),
      accent: color('accent'),
      footer: color('muted'),
      container: `${parseFloat(themeJson.settings.layout.wideSize) + 32}px`,
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a post with palette, font-size and wide-alignment choices shows them as the editor does', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(postUrl);
    const seen = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      const width = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().width;
      return {
        color: style('#preset-para').color,
        background: style('#preset-para').backgroundColor,
        size: style('#preset-para').fontSize,
        plain: width('#plain-para'),
        wide: width('#wide-group'),
      };
    });
    expect(seen).toEqual({
      color: color('accent'),
      background: color('surface'),
      size: fontSize('large'),
      plain: parseFloat(themeJson.settings.layout.contentSize),
      wide: parseFloat(themeJson.settings.layout.wideSize),
    });
    await page.close();
  });
});

describe('theme.json presets in the block editor', () => {
  it('offers the theme palette, fonts and sizes, and its canvas has the front end colours and font', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(page);
    await page.goto(`${site.url}/wp-admin/post.php?post=${postId}&action=edit`);
    await page.waitForFunction(() => {
      const wp = (window as unknown as { wp?: { data?: { select: (s: string) => { getBlocks: () => unknown[] } } } }).wp;
      return (wp?.data?.select('core/block-editor').getBlocks().length ?? 0) > 0;
    }, undefined, { timeout: 30000 });

    const settings = await page.evaluate(() => {
      type Settings = {
        colors: Array<{ slug: string; color: string }>;
        fontSizes: Array<{ slug: string; size: string }>;
        __experimentalFeatures: { typography: { fontFamilies: { theme: Array<{ slug: string; fontFamily: string }> } } };
      };
      const wp = (window as unknown as { wp: { data: { select: (s: string) => { getSettings: () => Settings } } } }).wp;
      const s = wp.data.select('core/block-editor').getSettings();
      return {
        colors: s.colors.map(({ slug, color }) => ({ slug, color })),
        fontSizes: s.fontSizes.map(({ slug, size }) => ({ slug, size })),
        families: s.__experimentalFeatures.typography.fontFamilies.theme.map(({ slug, fontFamily }) => ({ slug, fontFamily })),
      };
    });
    expect(settings.colors).toEqual(themeJson.settings.color.palette.map(({ slug, color: hex }) => ({ slug, color: hex })));
    expect(settings.fontSizes).toEqual(themeJson.settings.typography.fontSizes.map(({ slug, size }) => ({ slug, size })));
    expect(settings.families).toEqual(themeJson.settings.typography.fontFamilies.map(({ slug, fontFamily }) => ({ slug, fontFamily })));

    // The canvas (an iframe when every block allows it, else the page itself) uses the same body styles.
    const frame = page.frame({ name: 'editor-canvas' }) ?? page.mainFrame();
    const canvas = await frame.waitForSelector('.editor-styles-wrapper');
    const paragraph = await frame.waitForSelector('#preset-para, [data-type="core/paragraph"].has-accent-color');
    const seen = {
      background: await canvas.evaluate((el) => getComputedStyle(el).backgroundColor),
      color: await canvas.evaluate((el) => getComputedStyle(el).color),
      font: await canvas.evaluate((el) => getComputedStyle(el).fontFamily),
      accent: await paragraph.evaluate((el) => getComputedStyle(el).color),
    };
    expect(seen).toEqual({
      background: color('base'),
      color: color('contrast'),
      font: await computedFamily(page, font('system')),
      accent: color('accent'),
    });
    await page.close();
  });

  it('the manga screen\'s classic editor offers the theme palette and shows the front end font and colours', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(page);
    await page.goto(`${site.url}/wp-admin/post.php?post=${mangaId}&action=edit`);
    await page.waitForFunction(() => {
      const tinymce = (window as unknown as { tinymce?: { get: (id: string) => { initialized?: boolean } | null } }).tinymce;
      return Boolean(tinymce?.get('content')?.initialized);
    }, undefined, { timeout: 30000 });
    const seen = await page.evaluate(() => {
      type Editor = { settings: { textcolor_map: string[] }; getBody: () => HTMLElement; getWin: () => Window };
      const editor = (window as unknown as { tinymce: { get: (id: string) => Editor } }).tinymce.get('content');
      const style = editor.getWin().getComputedStyle(editor.getBody());
      return { map: editor.settings.textcolor_map, color: style.color, background: style.backgroundColor, font: style.fontFamily, size: style.fontSize };
    });
    // The map pairs each palette colour with its name: WordPress 6.5 gives theme.json's English names, 7.1 their
    // translation into the admin's language (Turkish, from the theme's .po).
    const po = fs.readFileSync(path.resolve('theme/languages/tr_TR.po'), 'utf8');
    const turkish = (name: string) => new RegExp(`msgctxt "Color name"\\nmsgid "${name}"\\nmsgstr "([^"]+)"`).exec(po)?.[1];
    const palette = themeJson.settings.color.palette;
    expect(seen.map).toHaveLength(palette.length * 2);
    palette.forEach((c, i) => {
      expect(seen.map[2 * i]).toBe(c.color.slice(1));
      expect([c.name, turkish(c.name)]).toContain(seen.map[2 * i + 1]);
    });
    expect({ ...seen, map: undefined }).toEqual({
      map: undefined,
      color: color('contrast'),
      background: color('base'),
      font: await computedFamily(page, font('system')),
      size: fontSize('medium'),
    });
    await page.close();
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
