// Issue 29 (reading): a Madara site's reading page options and 404 texts carry over. Each option is written in the
// form Madara's OptionTree stores it (strings in option_tree, the manga editor's meta), the page shows it, the owner
// can override it in Settings → Reader, and option_tree is byte for byte what it was after all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { saveSettingsForm } from '../support/settings-form';
import '../support/fixtures/madara-reading';
import '../support/fixtures/madara-site';
import { login, site } from '../support/site';

const TAG = `mr${Date.now().toString(36)}`;
let fx: { manga: number; url: string; volumes: string[]; chapters: string[]; text_manga: number; text_chapter: string };
let savedThemeOptions: unknown;
let savedReader: unknown;
let admin = '';

const html = async (url: string) => (await fetch(url)).text();
const themeOptions = (value: Record<string, string> | null) => fixture('set_option', { name: 'option_tree', value });
const ownSettings = (value: Record<string, string> | null) => fixture('set_option', { name: 'yomu_reading', value });
const bodyClasses = async (url: string) => (/<body class="([^"]*)"/.exec(await html(url))?.[1] ?? '').split(' ');
/** The volume names in the reading page's volume select, and its data-order. */
async function volumeSelect(url: string) {
  const found = /<select class="selectpicker volume-select" data-order="(\d)">(.*?)<\/select>/s.exec(await html(url));
  return { order: found?.[1], names: [...(found?.[2] ?? '').matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]) };
}
/** The volume names of the manga page's chapter list (the ajax list Madara's script and reader apps fetch), in order. */
async function listVolumes() {
  const list = await (await fetch(`${fx.url}ajax/chapters/`, { method: 'POST' })).text();
  return fx.volumes.map((name) => ({ name, at: list.indexOf(name) })).sort((a, b) => a.at - b.at).map((v) => v.name);
}
const headerSticky = async (url: string) => /<header class="site-header" id="top" data-sticky="(\d)"/.exec(await html(url))?.[1];
const props = async (url: string) => JSON.parse(/data-island="reader"[^>]*data-props="([^"]*)"/.exec(await html(url))?.[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&') ?? '{}') as Record<string, unknown>;

/** Sends the Settings → Reader form as a browser would (every field as shown), with some fields changed. */
async function saveReaderSettings(page: string, changes: Record<string, string>) {
  const saved = await saveSettingsForm('options-general.php?page=yomu-reader', page, changes, admin);
  expect(saved.status).toBe(302);
}

beforeAll(async () => {
  savedThemeOptions = fixture('get_option', { name: 'option_tree' });
  savedReader = fixture('get_option', { name: 'yomu_reader' });
  fx = fixture('madara_reading_seed', { title: `${TAG} Reading` });
  admin = await login('admin', process.env.YOMU_ADMIN_PASSWORD ?? '');
});

afterAll(() => {
  fixture('set_option', { name: 'option_tree', value: savedThemeOptions ?? null });
  ownSettings(null);
  fixture('set_option', { name: 'yomu_reader', value: savedReader ?? null });
  fixture('delete_posts', { ids: [fx.manga, fx.text_manga] });
});

describe("Madara's reading page options", () => {
  it("order the reading page's volumes by manga_volumes_order and the manga page's by the chapter order", async () => {
    const [a, b] = fx.volumes;
    themeOptions(null);
    expect(await volumeSelect(fx.chapters[0])).toEqual({ order: '0', names: [b, a] }); // Madara's default: desc
    expect(await listVolumes()).toEqual([b, a]);
    themeOptions({ manga_volumes_order: 'asc' });
    expect(await volumeSelect(fx.chapters[0])).toEqual({ order: '1', names: [a, b] });
    expect(await listVolumes()).toEqual([b, a]); // Madara's manga page turns volumes with manga_chapters_order
    themeOptions({ manga_volumes_order: 'asc', manga_chapters_order: 'date_asc' });
    expect(await listVolumes()).toEqual([a, b]);
    ownSettings({ volumes_order: 'desc' });
    try {
      expect(await volumeSelect(fx.chapters[0])).toEqual({ order: '0', names: [b, a] });
      expect(await listVolumes()).toEqual([b, a]);
    } finally {
      ownSettings(null);
    }
  });

  it('take the gaps out of list chapters when manga_reading_content_gaps is off, unless the manga says on', async () => {
    themeOptions({ manga_reading_style: 'list' });
    const list = await html(fx.chapters[0]);
    expect(list.match(/class="page-break/g)?.length).toBe(3);
    expect(await bodyClasses(fx.chapters[0])).not.toContain('reader-no-gaps');
    themeOptions({ manga_reading_style: 'list', manga_reading_content_gaps: 'off' });
    expect(await bodyClasses(fx.chapters[0])).toContain('reader-no-gaps');
    for (const [meta, gaps] of [
      ['default', false],
      ['on', true],
    ] as const) {
      fixture('madara_site_post_meta', { post: fx.manga, key: 'manga_reading_content_gaps', value: meta });
      expect(await bodyClasses(fx.chapters[0]), meta).toEqual(gaps ? expect.not.arrayContaining(['reader-no-gaps']) : expect.arrayContaining(['reader-no-gaps']));
    }
    fixture('madara_site_post_meta', { post: fx.manga, key: 'manga_reading_content_gaps', value: null });
  });

  it('span phone screens with the images and stick the chapter navigation as the options say', async () => {
    themeOptions(null);
    let classes = await bodyClasses(fx.chapters[0]);
    expect(classes).toEqual(expect.arrayContaining(['reader-full-width', 'reader-sticky-nav']));
    expect(classes).not.toContain('sticky-for-mobile');
    expect((await props(fx.chapters[0])).pinBar).toBe(false);
    themeOptions({ manga_reading_full_width: 'off', manga_reading_sticky_navigation: 'off', manga_reading_sticky_navigation_mobile: 'on' });
    classes = await bodyClasses(fx.chapters[0]);
    expect(classes).toContain('sticky-for-mobile');
    expect(classes).not.toEqual(expect.arrayContaining(['reader-full-width']));
    expect(classes).not.toEqual(expect.arrayContaining(['reader-sticky-nav']));
    expect((await props(fx.chapters[0])).pinBar).toBe(true);
  });

  it("stick the site header on chapters by manga_reading_sticky_header, else by nav_sticky", async () => {
    themeOptions({ nav_sticky: '2' });
    expect(await headerSticky(fx.chapters[0])).toBe('2');
    expect(await headerSticky(fx.url)).toBe('2');
    themeOptions({ nav_sticky: '2', manga_reading_sticky_header: 'off' });
    expect(await headerSticky(fx.chapters[0])).toBe('0');
    expect(await headerSticky(fx.url)).toBe('2');
    themeOptions({ nav_sticky: '0', manga_reading_sticky_header: 'on' });
    expect(await headerSticky(fx.chapters[0])).toBe('1');
    expect(await headerSticky(fx.url)).toBe('0');
  });

  it("give text chapters Madara's default font size", async () => {
    themeOptions(null);
    expect(await html(fx.text_chapter)).not.toContain('yomu-reading-text-fontsize');
    themeOptions({ manga_reading_text_fontsize: '21' });
    expect(await html(fx.text_chapter)).toContain('<style id="yomu-reading-text-fontsize">.reading-text .reading-content{font-size:21px}</style>');
    expect(await html(fx.chapters[0])).not.toContain('yomu-reading-text-fontsize');
  });

  it('leave the site header out of chapter pages in the minimal reading layout', async () => {
    themeOptions({ minimal_reading_page: 'on' });
    const chapter = await html(fx.chapters[0]);
    expect(chapter).not.toContain('<header class="site-header"');
    expect(chapter).toMatch(/<body class="[^"]*minimal-reading-layout/);
    expect(await html(fx.url)).toContain('<header class="site-header"');
    themeOptions(null);
    expect(await html(fx.chapters[0])).toContain('<header class="site-header"');
  });

  it("let the owner override them in Settings → Reader, never writing Madara's options", async () => {
    themeOptions({ manga_reading_style: 'list', manga_reading_content_gaps: 'off', manga_reading_full_width: 'off', manga_volumes_order: 'asc' });
    const before = fixture('madara_site_option_bytes', { name: 'option_tree' });
    const strings = fixture('manga_translations', { strings: ['Off', "As Madara's theme options say (%s)"] });
    const form = await (await fetch(`${site.url}/wp-admin/options-general.php?page=yomu-reader`, { headers: { cookie: admin } })).text();
    const follow = strings["As Madara's theme options say (%s)"].replace('%s', strings.Off).replace(/'/g, '&#039;');
    expect(form).toMatch(new RegExp(`<select id="yomu-reading-gaps" name="yomu_reading\\[gaps\\]"><option value="" selected='selected'>${follow.replace(/[()]/g, '\\$&')}</option>`));
    await saveReaderSettings(form, { 'yomu_reading[gaps]': 'on', 'yomu_reading[full_width]': 'on', 'yomu_reading[volumes_order]': 'desc' });
    try {
      const classes = await bodyClasses(fx.chapters[0]);
      expect(classes).toContain('reader-full-width');
      expect(classes).not.toContain('reader-no-gaps');
      expect((await volumeSelect(fx.chapters[0])).order).toBe('0');
    } finally {
      ownSettings(null);
    }
    expect(await bodyClasses(fx.chapters[0])).toContain('reader-no-gaps');
    expect(fixture('madara_site_option_bytes', { name: 'option_tree' })).toBe(before);
  });
});

describe("Madara's 404 texts", () => {
  const missing = () => fetch(`${site.url}/${TAG}-nowhere/`);

  it("replace Yomu's heading, add the image and the content, and name the document", async () => {
    themeOptions(null);
    let page = await (await missing()).text();
    expect(page).toMatch(/<h1 class="not-found__title">[^<]+<\/h1>/);
    expect(page).not.toContain('not-found__image');
    expect(page).not.toContain('not-found__content');
    themeOptions({
      page404_head_tag: `${TAG} Lost page`,
      page404_featured_image: 'https://cdn.example.com/404.png',
      page404_title: `${TAG} Oops! page not found.`,
      page404_content: `<p>Try <strong>${TAG}</strong></p><script>alert(1)</script>`,
    });
    const response = await missing();
    expect(response.status).toBe(404);
    page = await response.text();
    expect(page).toMatch(new RegExp(`<title>${TAG} Lost page[^<]*</title>`));
    expect(page).toContain('<img src="https://cdn.example.com/404.png" alt="" decoding="async">');
    expect(page).toContain(`<h1 class="not-found__title">${TAG} Oops! page not found.</h1>`);
    expect(page).toContain(`<div class="not-found__content"><p>Try <strong>${TAG}</strong></p>alert(1)</div>`);
    // Yomu's search and way home stay.
    expect(page).toContain('id="not-found-search"');
    expect(page).toMatch(/<a class="c-btn" href="[^"]+">/);
  });
});
