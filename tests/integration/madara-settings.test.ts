// Issue 29: a Madara site's reading defaults carry over. Madara keeps them in its theme options (option_tree) and in
// each manga's meta, not in the wp_manga_settings keys Yomu used to read: a webtoon site set to "list" must open its
// chapters as lists the day it switches. The owner can override in Settings → Reader, and Madara's options are never
// rewritten (a switch back finds them byte for byte).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { saveSettingsForm } from '../support/settings-form';
import '../support/fixtures/madara-site';
import { login, site } from '../support/site';

const TAG = `ms${Date.now().toString(36)}`;
let fx: { manga: number; url: string; slug: string; chapters: Array<{ id: number; url: string }> };
let savedThemeOptions: unknown;
let savedReader: unknown;
let strings: Record<string, string> = {};
let admin = '';

const html = async (url: string, cookie = '') => (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
/** How many page images a chapter page shows: 3 in the list style, 1 in the paged style. */
const pagesShown = async (url: string) => (await html(url)).match(/class="page-break/g)?.length ?? 0;
const themeOptions = (value: Record<string, string> | null) => fixture('set_option', { name: 'option_tree', value });

/** The Settings → Reader form as a browser would send it, with some fields changed; the screen's HTML. */
async function saveReaderSettings(changes: Record<string, string>) {
  const page = await html(`${site.url}/wp-admin/options-general.php?page=yomu-reader`, admin);
  const saved = await saveSettingsForm('options-general.php?page=yomu-reader', page, changes, admin);
  expect(saved.status).toBe(302);
  return page;
}

beforeAll(async () => {
  savedThemeOptions = fixture('get_option', { name: 'option_tree' });
  savedReader = fixture('get_option', { name: 'yomu_reader' });
  strings = fixture('manga_translations', { strings: ['List', "As Madara's theme options say (%s)", 'Server %d'] });
  fx = fixture('madara_site_seed', { title: `${TAG} Webtoon` });
  admin = await login('admin', process.env.YOMU_ADMIN_PASSWORD ?? '');
});

afterAll(() => {
  fixture('set_option', { name: 'option_tree', value: savedThemeOptions ?? null });
  fixture('set_option', { name: 'yomu_reading', value: null });
  fixture('set_option', { name: 'yomu_reader', value: savedReader ?? null });
  fixture('delete_posts', { ids: [fx.manga] });
});

describe("Madara's reading defaults", () => {
  it("open chapters in the style Madara's theme options set, with a manga's own style first", async () => {
    themeOptions(null);
    expect(await pagesShown(fx.chapters[0].url)).toBe(1); // Madara's code default: paged
    themeOptions({ manga_reading_style: 'list' });
    expect(await pagesShown(fx.chapters[0].url)).toBe(3);
    fixture('madara_site_post_meta', { post: fx.manga, key: 'manga_reading_style', value: 'paged' });
    try {
      expect(await pagesShown(fx.chapters[0].url)).toBe(1);
    } finally {
      fixture('madara_site_post_meta', { post: fx.manga, key: 'manga_reading_style', value: null });
    }
  });

  it("show images per page and chapter order as Madara's theme options set them", async () => {
    themeOptions({ manga_reading_images_per_page: '3' });
    expect(await pagesShown(fx.chapters[0].url)).toBe(3);
    const firstOf = async () => {
      const list = await (await fetch(`${site.url}/manga/${fx.slug}/ajax/chapters/`, { method: 'POST' })).text();
      expect(list).toContain('chapter-2/');
      return list.indexOf('chapter-1/') < list.indexOf('chapter-2/');
    };
    themeOptions({ manga_chapters_order: 'name_desc' });
    expect(await firstOf()).toBe(false); // newest first
    themeOptions({ manga_chapters_order: 'date_asc' });
    expect(await firstOf()).toBe(true); // oldest first
  });

  it("name servers and show the chapter heading as Madara's settings say", async () => {
    const hostOptions = async () => {
      const select = /<select class="selectpicker host-select">(.*?)<\/select>/s.exec(await html(fx.chapters[1].url))?.[1];
      return select === undefined ? null : [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
    };
    const server = (n: number) => strings['Server %d'].replace('%d', String(n));
    const savedManga = fixture('get_option', { name: 'wp_manga_settings' });
    try {
      expect(await hostOptions()).toEqual([server(1), server(2)]); // anonymous names unless saved off
      fixture('set_option', { name: 'wp_manga_settings', value: { hosting_anonymous_name: '0' } });
      expect(await hostOptions()).toEqual(['local', 'amazon']);
      fixture('set_option', { name: 'wp_manga_settings', value: { hosting_selection: '0' } });
      expect(await hostOptions()).toBeNull();
    } finally {
      fixture('set_option', { name: 'wp_manga_settings', value: savedManga ?? null });
    }
    themeOptions({ chapter_heading: 'off' });
    expect(await html(fx.chapters[0].url)).toContain('<h1 id="chapter-heading" class="screen-reader-text">');
    themeOptions(null);
    expect(await html(fx.chapters[0].url)).toContain('<h1 id="chapter-heading">');
  });

  it('let the owner override them in Settings → Reader, never writing Madara\'s options', async () => {
    themeOptions({ manga_reading_style: 'list', manga_page_reading_ajax: 'off' });
    const before = fixture('madara_site_option_bytes', { name: 'option_tree' });
    const page = await saveReaderSettings({ 'yomu_reading[style]': 'paged' });
    // The form names what Madara's options say, and shows Madara's switch as it is until saved.
    const follow = strings["As Madara's theme options say (%s)"].replace('%s', strings.List);
    expect(page).toContain(`<option value="" selected='selected'>${follow.replace(/'/g, '&#039;')}</option>`);
    expect(page).not.toMatch(/id="yomu-reader-ajax_paging"[^>]*checked/);
    expect(await pagesShown(fx.chapters[0].url)).toBe(1);
    await saveReaderSettings({ 'yomu_reading[style]': '' });
    expect(await pagesShown(fx.chapters[0].url)).toBe(3);
    expect(fixture('madara_site_option_bytes', { name: 'option_tree' })).toBe(before);
  });
});
