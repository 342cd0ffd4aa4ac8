// Issue 31 (items 1, 3, 5): Madara's sidebars. A `sidebars_widgets` shaped as Madara stores it, filled with core
// Custom HTML and Text widgets, prints at Madara's places in Yomu's pages with Madara's wrappers, titles and per-widget
// classes; empty sidebars print nothing; Widget Logic's conditions apply (a stand-in: see the mu-plugin's header); a
// switch to a core theme and back, and the arrival from Madara, leave the option byte for byte.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/reader';
import '../support/fixtures/sidebars';
import '../support/fixtures/site';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import { withoutCriticalCss } from '../support/markup';

const TAG = `sb${Date.now().toString(36)}`;
const STAND_IN = path.resolve(__dirname, '../fixtures/mu-plugins/yomu-test-widget-logic.php');
const standInPath = () => path.join(site.dir, 'wp-content/mu-plugins/yomu-test-widget-logic.php');
const PLAIN = 'yomu-test-plain-sidebars';

let state: Record<string, unknown> = {};
let seed: { vol: number; flat: number; text: number; draft: number; volUrl: string; flatUrl: string };
let posts: number[] = [];
let pageUrl = '';
let postUrl = '';
let ids: Record<string, string[]> = {};
let problems: PhpLogMark;

const html = async (url: string) => withoutCriticalCss(await (await fetch(url)).text());
const themeOptions = (value: Record<string, unknown> | null) => fixture('set_option', { name: 'option_tree', value });
/** The text from the first `start` on, up to the first `end` after it. */
function between(text: string, start: string, end: string): string {
  const from = text.indexOf(start);
  expect(from, `${start} is on the page`).toBeGreaterThanOrEqual(0);
  const to = text.indexOf(end, from + start.length);
  return text.slice(from, to < 0 ? undefined : to);
}
/** The opening of a widget's `.widget` element: core's Custom HTML widget adds widget_text to every class of its wrapper. */
const widget = (id: string) => `<div id="${id}" class="${id.startsWith('custom_html-') ? 'widget_text ' : ''}widget `;

beforeAll(() => {
  problems = phpLogMark();
  state = fixture('sidebars_snapshot', {});
  seed = fixture('reader_seed', { tag: TAG });
  posts = fixture('site_make_posts', {
    posts: [
      { title: `Kenar sayfa ${TAG}`, type: 'page', content: '<p>Sayfa içeriği</p>' },
      { title: `Kenar yazı ${TAG}`, type: 'post', content: '<p>Yazı içeriği</p>' },
    ],
  });
  pageUrl = fixture('site_permalink', { post: posts[0] });
  postUrl = fixture('site_permalink', { post: posts[1] });
  ids = fixture('sidebars_place', {
    sidebars: {
      manga_main_top_sidebar: [
        { type: 'custom_html', title: 'Vitrin', content: '<p>MANGA-TOP</p>', variation: ['my-band extra', 'bordered', 'heading-style-2', 'icon ion-md-star'], width: 'col-12 col-md-6' },
        { type: 'custom_html', content: 'HOME-ONLY', logic: 'is_front_page()' },
        { type: 'custom_html', content: 'NOT-HOME', logic: '!is_front_page()' },
      ],
      manga_main_bottom_sidebar: [{ type: 'custom_html', content: 'MANGA-BOTTOM' }],
      top_sidebar: [{ type: 'text', title: 'Duyuru', content: 'TOP-TEXT' }],
      top_second_sidebar: [{ type: 'custom_html', content: 'ONLY-ON-404', logic: 'is_404()' }],
      bottom_sidebar: [{ type: 'custom_html', content: 'BOTTOM-BAND' }],
      body_top_sidebar: [{ type: 'custom_html', content: 'BODY-TOP' }],
      body_bottom_sidebar: [{ type: 'custom_html', title: 'Alt', content: 'BODY-BOTTOM' }],
      footer_sidebar: [{ type: 'custom_html', content: 'FOOTER-MARK' }],
      main_sidebar: [{ type: 'text', title: 'Ana', content: 'MAIN-SIDE' }],
      manga_single_sidebar: [{ type: 'custom_html', title: 'Seri', content: 'MANGA-SIDE' }],
      manga_archive_sidebar: [{ type: 'custom_html', content: 'ARCHIVE-SIDE' }],
      manga_reading_sidebar: [{ type: 'custom_html', content: 'READING-SIDE' }],
      search_sidebar: [{ type: 'custom_html', content: 'SEARCH-SIDE' }],
    },
  });
});

afterAll(() => {
  fs.rmSync(standInPath(), { force: true });
  fs.rmSync(path.join(site.dir, 'wp-content/themes', PLAIN), { recursive: true, force: true });
  fixture('sidebars_restore', { state });
  fixture('delete_posts', { ids: [...posts, seed.vol, seed.flat, seed.text, seed.draft].filter(Boolean) });
  expect(phpProblemsSince(problems)).toEqual([]);
});

describe("Madara's sidebars at Madara's places", () => {
  it('home: the manga bands with Madara’s wrappers, title and per-widget classes; the side column after the content', async () => {
    const page = await html(`${site.url}/`);
    const [top, onlyHome, notHome] = ids.manga_main_top_sidebar;
    expect(page).toContain(
      `<div class="c-sidebar c-top-sidebar wp-manga"><div class="container c-container"><div class="row c-row">${widget(top)}col-12 col-md-6 my-band extra bordered heading-style-2 widget_custom_html"><div class="widget_text widget__inner widget_custom_html__inner c-widget-wrap">`,
    );
    expect(page).toContain('<div class="widget-title"><div class="c-blog__heading style-2 font-heading"><h4><i class="icon ion-md-star"></i> Vitrin</h4></div></div>');
    // Without options a widget gets Madara's defaults: full width, default layout, no icon.
    expect(page).toContain(`${widget(onlyHome)}col-12 col-md-12 default no-icon widget_custom_html">`);
    expect(page).toContain(`${widget(notHome)}col-12 col-md-12 default no-icon widget_custom_html">`);
    expect(page).toContain('<div class="c-sidebar c-bottom-sidebar wp-manga"><div class="container c-container"><div class="row c-row">');
    expect(page).toContain('MANGA-BOTTOM');
    // The home is a manga page: no band of the other pages, and the empty second band prints nothing at all.
    expect(page).not.toContain('TOP-TEXT');
    expect(page).not.toContain('BOTTOM-BAND');
    expect(page).not.toContain('c-top-second-sidebar');
    expect(page).not.toMatch(/<div class="row c-row">\s*<\/div>/);
    // The bands are the first thing in <main>, before the listing.
    expect(page.indexOf('MANGA-TOP')).toBeGreaterThan(page.indexOf('<main id="main"'));
    expect(page.indexOf('MANGA-TOP')).toBeLessThan(page.indexOf('latest-updates-title'));
    expect(page.indexOf('MANGA-BOTTOM')).toBeLessThan(page.indexOf('</main>'));
    // The side column: manga_archive_sidebar (the home lists manga), after the listing in the HTML, on Madara's side.
    expect(page).toContain('<div class="yomu-layout yomu-layout--side yomu-layout--right"><div class="yomu-layout__main main-col">');
    const side = between(page, '<aside id="main-sidebar" class="sidebar-col yomu-layout__side"', '</aside>');
    expect(side).toContain(`<div class="sidebar c-sidebar manga-archive-sidebar"><div class="widget_text row">${widget(ids.manga_archive_sidebar[0])}`);
    expect(side).toContain('ARCHIVE-SIDE');
    expect(page.indexOf('ARCHIVE-SIDE')).toBeGreaterThan(page.indexOf('latest-updates-title'));
    // The body sidebars open and close the main column.
    const main = between(page, '<div class="yomu-layout__main main-col">', '<aside id="main-sidebar"');
    expect(main.indexOf('BODY-TOP')).toBeLessThan(main.indexOf('latest-updates-title'));
    expect(main.indexOf('BODY-BOTTOM')).toBeGreaterThan(main.indexOf('latest-updates-title'));
    expect(main).toContain('<div class="c-sidebar"><div class="body-top-sidebar"><div class="row c-row">');
    expect(main).toContain('<div class="widget-title"><div class="c-blog__heading style-2 font-heading"><h4>Alt</h4></div></div>');
  });

  it('the footer sidebar opens the footer, and the search sidebar is in the header’s search panel', async () => {
    const page = await html(`${site.url}/`);
    const footer = between(page, '<footer class="site-footer">', '</footer>');
    const opening = `<div class="c-footer-sidebar"><div class="container"><div class="row c-row">${widget(ids.footer_sidebar[0])}`;
    expect(footer).toContain(opening);
    expect(footer.indexOf(opening)).toBeLessThan(footer.indexOf('<nav'));
    expect(footer).toContain('FOOTER-MARK');
    const panel = between(page, 'id="header-search"', '</header>');
    expect(panel).toContain(`<div class="search-navigation search-sidebar">${widget(ids.search_sidebar[0])}`);
    expect(panel).toContain('SEARCH-SIDE');
    // The panel's own manga search stays.
    expect(panel).toContain('<input type="hidden" name="post_type" value="wp-manga">');
  });

  it('a page: the bands of the other pages, the Text widget under the theme’s title markup, main_sidebar beside it', async () => {
    const page = await html(pageUrl);
    expect(page).toContain(
      `<div class="c-sidebar c-top-sidebar"><div class="container c-container"><div class="row c-row">${widget(ids.top_sidebar[0])}col-12 col-md-12 default no-icon widget_text"><div class="widget__inner widget_text__inner c-widget-wrap"><div class="widget-heading font-nav"><h5 class="heading">Duyuru</h5></div>`,
    );
    expect(page).toContain('TOP-TEXT');
    expect(page).toContain('<div class="c-sidebar c-bottom-sidebar"><div class="container c-container"><div class="row c-row">');
    expect(page).not.toContain('MANGA-TOP');
    expect(page).not.toContain('MANGA-BOTTOM');
    // Main and single-post sidebars use Madara's row wrapper.
    const side = between(page, '<aside id="main-sidebar"', '</aside>');
    expect(side).toContain(`<div class="row">${widget(ids.main_sidebar[0])}`);
    expect(side).toContain('MAIN-SIDE');
    expect(page.indexOf('MAIN-SIDE')).toBeGreaterThan(page.indexOf('Sayfa içeriği'));
    expect(page).toContain('BODY-TOP');
  });

  it('the band containers, backgrounds and spacing, and the side column’s position, follow the theme options', async () => {
    themeOptions({
      main_top_sidebar_container: 'full_width',
      main_top_sidebar_background: { 'background-color': '#112233', 'background-image': '' },
      main_top_sidebar_spacing: { top: '10', right: '', bottom: '20', left: '', unit: 'px' },
      main_bottom_sidebar_container: 'custom_width',
      page_sidebar: 'left',
      single_sidebar: 'full',
    });
    try {
      const page = await html(pageUrl);
      expect(page).toContain('<div class="c-sidebar c-top-sidebar" style="background-color:#112233;padding-top:10px;padding-bottom:20px"><div class="container-fluid c-container-fluid"><div class="row c-row">');
      expect(page).toContain('<div class="c-sidebar c-bottom-sidebar"><div class="container custom-width c-container"><div class="row c-row">');
      expect(page).toContain('<div class="yomu-layout yomu-layout--side yomu-layout--left">');
      // A post with single_sidebar "full": no side column.
      const post = await html(postUrl);
      expect(post).toContain('Yazı içeriği');
      expect(post).not.toContain('id="main-sidebar"');
      expect(post).toContain('<div class="yomu-layout"><div class="yomu-layout__main main-col">');
    } finally {
      themeOptions(null);
    }
    // A post falls back to main_sidebar while single_post_sidebar is empty.
    expect(between(await html(postUrl), '<aside id="main-sidebar"', '</aside>')).toContain('MAIN-SIDE');
  });

  it('the manga page: manga_single_sidebar beside it, none with its position "full"', async () => {
    const page = await html(seed.volUrl);
    expect(page).toContain('MANGA-TOP');
    const side = between(page, '<aside id="main-sidebar"', '</aside>');
    expect(side).toContain('<div class="widget-title"><h4 class="heading">Seri</h4></div>');
    expect(side).toContain('MANGA-SIDE');
    expect(page.indexOf('MANGA-SIDE')).toBeGreaterThan(page.indexOf('manga-chapters-heading'));
    // No body sidebars on the manga page (Madara prints them on listings, posts and pages).
    expect(page).not.toContain('BODY-TOP');
    themeOptions({ manga_single_sidebar: 'full' });
    try {
      expect(await html(seed.volUrl)).not.toContain('id="main-sidebar"');
    } finally {
      themeOptions(null);
    }
  });

  it('a chapter: page-first, its top bands after the chapter, the reading sidebar after its comments; minimal_reading_page drops the top bands', async () => {
    const chapter = `${seed.flatUrl}bolum-1/`;
    const page = await html(chapter);
    expect(page).toContain('<div class="reading-content"');
    expect(page).toContain('MANGA-TOP');
    // Nothing before the first image (DESIGN.md §4): Madara's top bands follow the chapter, before the bottom band.
    expect(page.indexOf('MANGA-TOP')).toBeGreaterThan(page.indexOf('<div class="reading-content"'));
    expect(page.indexOf('MANGA-TOP')).toBeLessThan(page.indexOf('MANGA-BOTTOM'));
    const reading = page.indexOf('READING-SIDE');
    expect(reading).toBeGreaterThan(page.indexOf('<div class="reading-content"'));
    expect(page).toContain('id="manga-discussion"');
    expect(reading).toBeGreaterThan(page.indexOf('id="manga-discussion"'));
    expect(between(page, '<aside class="sidebar-col c-reading-sidebar container"', '</aside>')).toContain(`<div class="widget_text row">${widget(ids.manga_reading_sidebar[0])}`);
    // The chapter page has no side column and no body sidebars.
    expect(page).not.toContain('id="main-sidebar"');
    expect(page).not.toContain('BODY-TOP');
    themeOptions({ minimal_reading_page: 'on' });
    try {
      const minimal = await html(chapter);
      expect(minimal).not.toContain('MANGA-TOP');
      expect(minimal).toContain('MANGA-BOTTOM');
      expect(minimal).toContain('READING-SIDE');
    } finally {
      themeOptions(null);
    }
    themeOptions({ manga_reading_page_sidebar: 'full' });
    try {
      expect(await html(chapter)).not.toContain('READING-SIDE');
    } finally {
      themeOptions(null);
    }
  });

  it('the manga archive: the archive sidebar beside the list and the body sidebars inside it', async () => {
    const page = await html(`${site.url}/manga/`);
    const main = between(page, '<div class="yomu-layout__main main-col">', '<aside id="main-sidebar"');
    expect(main).toContain('BODY-TOP');
    expect(main).toContain('BODY-BOTTOM');
    expect(between(page, '<aside id="main-sidebar"', '</aside>')).toContain('ARCHIVE-SIDE');
    expect(page).toContain('MANGA-TOP');
  });

  it('the 404 page: no bands and no footer sidebar, as Madara', async () => {
    const page = await html(`${site.url}/no-such-page-${TAG}/`);
    for (const mark of ['MANGA-TOP', 'TOP-TEXT', 'BOTTOM-BAND', 'FOOTER-MARK', 'c-sidebar']) expect(page).not.toContain(mark);
  });
});

describe("Widget Logic's conditions", () => {
  it('drop widgets through the sidebars_widgets filter, and a sidebar left without widgets prints nothing', async () => {
    // Without the plugin every widget shows (the condition is only data).
    expect(await html(pageUrl)).toContain('ONLY-ON-404');
    fs.mkdirSync(path.dirname(standInPath()), { recursive: true });
    fs.copyFileSync(STAND_IN, standInPath());
    try {
      const home = await html(`${site.url}/`);
      expect(home).toContain('HOME-ONLY');
      expect(home).not.toContain('NOT-HOME');
      expect(home).toContain('MANGA-TOP');
      const archive = await html(`${site.url}/manga/`);
      expect(archive).not.toContain('HOME-ONLY');
      expect(archive).toContain('NOT-HOME');
      const page = await html(pageUrl);
      expect(page).not.toContain('ONLY-ON-404');
      expect(page).not.toContain('c-top-second-sidebar');
    } finally {
      fs.rmSync(standInPath(), { force: true });
    }
  });
});

describe('theme switches', () => {
  it('to a core theme and back leave sidebars_widgets byte for byte', () => {
    const before = fixture('sidebars_stored', {});
    expect(before).toContain(`s:22:"manga_main_top_sidebar";a:3:{`);
    const core = fs.existsSync(path.join(site.dir, 'wp-content/themes/twentytwentyfour/style.css')) ? 'twentytwentyfour' : PLAIN;
    if (core === PLAIN) {
      fs.mkdirSync(path.join(site.dir, 'wp-content/themes', PLAIN), { recursive: true });
      fs.writeFileSync(path.join(site.dir, 'wp-content/themes', PLAIN, 'style.css'), '/*\nTheme Name: Yomu test plain sidebars\nVersion: 1.0\n*/\n');
      fs.writeFileSync(path.join(site.dir, 'wp-content/themes', PLAIN, 'index.php'), '<?php wp_head(); wp_footer();\n');
    }
    // An earlier visit of the core theme would bring back the layout WordPress remembered for it then.
    fixture('sidebars_forget_theme_layout', { theme: core });
    const switched = fixture('theme_switch', { theme: core });
    try {
      expect(switched.active).toBe(core);
      // The next load completes the switch (after_switch_theme: retrieve_widgets()).
      expect(fixture('sidebars_switch_pending', {})).toBe(false);
      expect(fixture('sidebars_stored', {})).toBe(before);
    } finally {
      fixture('theme_switch', { theme: switched.previous });
    }
    expect(fixture('sidebars_switch_pending', {})).toBe(false);
    expect(fixture('sidebars_stored', {})).toBe(before);
  });

  it('the arrival from Madara keeps every widget where the owner put it', () => {
    const before = fixture('sidebars_stored', {});
    // The first switch to Yomu: no layout remembered for it, and after_switch_theme runs on the next load.
    fixture('sidebars_forget_theme_layout', { theme: 'yomu' });
    fixture('sidebars_mark_switch_from', { from: 'madara' });
    expect(fixture('sidebars_switch_pending', {})).toBe(false);
    expect(fixture('sidebars_stored', {})).toBe(before);
  });
});
