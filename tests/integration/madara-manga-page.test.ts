// @vitest-environment jsdom
// Issue 29 item 5: what a Madara site showed around a manga, from Madara's stored forms. Title badges (manga meta
// manga_title_badges / manga_custom_badges / the badge link, the 18+ badge of adult manga, the colours and position
// theme options) on the manga page and on listing cards; the profile background (theme option with the manga's
// override) and the manga banner; the Rank row (manga_rank_views); the visible breadcrumbs (manga_single_breadcrumb,
// manga_archive_breadcrumb, wp_manga_settings breadcrumb_all_manga_link / breadcrumb_first_genre_link), the same
// crumbs as the JSON-LD; and one-shot manga (manga_reading_oneshot, manga_oneshot_image_height) shown as a gallery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, type Fixtures } from '../support/fixture';
import '../support/fixtures/madara-site';
import '../support/fixtures/madara-mangapage';
import '../support/fixtures/premium';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const TAG = `mmp${Date.now().toString(36)}`;
type Seed = Fixtures['madara_mangapage_seed']['result'];
const saved: Record<string, unknown> = {};
const seeds: Seed[] = [];
let problems: PhpLogMark;

function seed(title: string, prices: Array<number | null> = [null]): Seed {
  const made = fixture('madara_mangapage_seed', { title: `${TAG} ${title}`, prices });
  seeds.push(made);
  return made;
}
const meta = (post: number, key: string, value: unknown) => fixture('madara_site_post_meta', { post, key, value });
const options = (value: Record<string, unknown> | null) => fixture('set_option', { name: 'option_tree', value });
const settings = (value: Record<string, unknown>) => fixture('set_option', { name: 'wp_manga_settings', value: { ...((saved.wp_manga_settings as object) ?? {}), ...value } });

async function load(url: string): Promise<Document> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}
const crumbsOf = (doc: Document) =>
  Array.from(doc.querySelectorAll('nav.c-breadcrumb ol.breadcrumb > li')).map((li) => [li.textContent?.trim() ?? '', li.querySelector('a')?.getAttribute('href') ?? null]);
const jsonCrumbs = (doc: Document) => {
  const list = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))
    .map((s) => JSON.parse(s.textContent ?? '') as { '@type': string; itemListElement?: Array<{ name: string; item: string }> })
    .find((data) => data['@type'] === 'BreadcrumbList');
  return (list?.itemListElement ?? []).map((item) => [item.name, item.item]);
};
const card = (doc: Document, manga: number) => doc.querySelector(`#manga-item-${manga}`);

beforeAll(() => {
  problems = phpLogMark();
  for (const name of ['option_tree', 'wp_manga_settings']) saved[name] = fixture('get_option', { name });
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  fixture('premium_mycred', { on: 0 });
  fixture('delete_posts', { ids: seeds.map((s) => s.manga) });
  fixture('madara_mangapage_delete_genres', { ids: seeds.map((s) => s.genre.id) });
  expect(phpProblemsSince(problems)).toEqual([]);
});

describe('title badges', () => {
  it("shows HOT and 18+ before the title on the manga page and the card, linked in a new tab, in Madara's colours", async () => {
    options({ site_custom_colors: 'on', hot_badges_bg_color: '#a01010', new_badges_bg_color: '#105010', custom_badges_bg_color: 'javascript:x' });
    const manga = seed('hot');
    meta(manga.manga, 'manga_title_badges', 'hot');
    meta(manga.manga, 'manga_adult_content', ['yes']);
    meta(manga.manga, 'manga_custom_badge_link', 'https://example.com/event');
    meta(manga.manga, 'manga_custom_badge_link_target', '_blank');
    const page = await load(manga.url);
    const group = page.querySelector('.post-title > .manga-badges');
    expect(group?.nextElementSibling?.tagName).toBe('H1');
    const link = group?.querySelector(':scope > a');
    expect(link?.getAttribute('href')).toBe('https://example.com/event');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');
    expect(Array.from(link?.querySelectorAll('span.manga-title-badges') ?? []).map((b) => b.className)).toEqual(['manga-title-badges hot', 'manga-title-badges custom adult']);
    expect(page.querySelector('.manga-title-badges.adult')?.textContent).toBe('18+');
    const style = page.querySelector('#yomu-madara-custom-css')?.textContent ?? '';
    expect(style).toContain('--yomu-badge-hot:#a01010;--yomu-badge-new:#105010');
    expect(style).not.toContain('--yomu-badge-custom');

    // The listing card (its genre's page): the same group inside the title heading (position 1, Madara's default).
    const listing = await load(manga.genre.url);
    const item = card(listing, manga.manga);
    expect(item?.classList.contains('badge-pos-1')).toBe(true);
    expect(item?.querySelector('.post-title h3 > .manga-badges .manga-title-badges.hot')).not.toBeNull();
    expect(item?.querySelector('.item-thumb .manga-badges')).toBeNull();
    // Reader apps take the first link of div.post-title for the title (MADARA.md §6): still the manga's.
    expect(item?.querySelector('div.post-title a')?.getAttribute('href')).toBe(manga.url);
  });

  it('puts the badges on the thumbnail with manga_badge_position 2, shows a custom text, and nothing for "no" or an unknown label', async () => {
    options({ manga_badge_position: '2' });
    const custom = seed('custom');
    meta(custom.manga, 'manga_title_badges', 'custom');
    meta(custom.manga, 'manga_custom_badges', 'Sezon Finali');
    meta(custom.manga, 'manga_custom_badge_link', 'javascript:alert(1)');
    const listing = await load(custom.genre.url);
    const item = card(listing, custom.manga);
    expect(item?.classList.contains('badge-pos-2')).toBe(true);
    const badge = item?.querySelector('.item-thumb .manga-badges > span.manga-title-badges');
    expect(badge?.className).toBe('manga-title-badges custom sezon-finali');
    expect(badge?.textContent).toBe('Sezon Finali');
    expect(item?.querySelector('.post-title .manga-badges')).toBeNull();
    expect(item?.querySelector('.manga-badges a')).toBeNull(); // not an http(s) link: no link at all

    for (const value of ['no', 'sicak-ama-bilinmeyen']) {
      meta(custom.manga, 'manga_title_badges', value);
      const page = await load(custom.url);
      expect(page.querySelector('.manga-badges')).toBeNull();
    }
    meta(custom.manga, 'manga_title_badges', 'new');
    expect((await load(custom.url)).querySelector('.post-title .manga-title-badges.new')).not.toBeNull();
  });
});

describe('profile background and banner', () => {
  it("paints Madara's profile background, the manga's own value first, and the manga banner over its image, escaped", async () => {
    options({ manga_profile_background: { 'background-color': '#102030', 'background-image': 'https://cdn.example.com/site-bg.jpg', 'background-size': 'contain' } });
    const manga = seed('banner');
    const doc = await load(manga.url);
    const band = doc.querySelector('.profile-manga.manga-banner');
    expect(band?.getAttribute('style')).toBe('background-color:#102030;background-image:url("https://cdn.example.com/site-bg.jpg");background-size:contain');
    // A CSS background, not an <img>: the cover stays the first image the HTML asks for.
    expect(band?.querySelector('img')).toBeNull();
    expect(band?.nextElementSibling?.classList.contains('manga-info__head')).toBe(true);

    meta(manga.manga, 'manga_profile_background', { 'background-color': 'red;}body{display:none', 'background-image': '', 'background-repeat': 'repeat-x' });
    meta(manga.manga, 'manga_banner', 'https://cdn.example.com/b.jpg");}body{display:none;}/*');
    const own = (await load(manga.url)).querySelector('.profile-manga')?.getAttribute('style') ?? '';
    // The colour is refused; the banner URL cannot leave url("…"): no quote, brace or parenthesis of its own.
    expect(own).toMatch(/^background-image:url\("https:\/\/cdn\.example\.com\/b\.jpg[^"(){}]*"\);background-repeat:repeat-x$/);

    options(null);
    meta(manga.manga, 'manga_profile_background', null);
    meta(manga.manga, 'manga_banner', null);
    expect((await load(manga.url)).querySelector('.profile-manga')).toBeNull();
  });
});

describe('rank and views', () => {
  it('shows the place among the most viewed manga and the monthly views, or all-time views with manga_rank_views=alltime', async () => {
    options(null);
    const first = seed('rank one');
    const second = seed('rank two');
    meta(first.manga, '_wp_manga_views', '900000000002');
    meta(second.manga, '_wp_manga_views', '900000000001');
    meta(second.manga, '_wp_manga_month_views_value', '1234');
    const words = fixture('madara_mangapage_rank_words', { place: 2, views: 1234 });
    const row = async () => (await load(second.url)).querySelector('.post-content_item--rank .summary-content')?.textContent?.trim();
    expect(await row()).toBe(words.monthly.replace('%1$s', words.place).replace('%2$s', words.views));

    options({ manga_rank_views: 'alltime' });
    const all = fixture('madara_mangapage_rank_words', { place: 2, views: 900000000001 });
    expect(await row()).toBe(all.alltime.replace('%1$s', all.place).replace('%2$s', all.views));
    const top = fixture('madara_mangapage_rank_words', { place: 1, views: 900000000002 });
    expect((await load(first.url)).querySelector('.post-content_item--rank .summary-content')?.textContent?.trim()).toBe(
      top.alltime.replace('%1$s', top.place).replace('%2$s', top.views),
    );
  });
});

describe('breadcrumbs', () => {
  it('shows Home › All Manga › first genre › title on the manga page, the same crumbs as the JSON-LD', async () => {
    options(null);
    settings({ breadcrumb_all_manga_link: '1', breadcrumb_first_genre_link: '1' });
    const manga = seed('crumbs');
    const words = fixture('madara_mangapage_rank_words', { place: 1, views: 0 });
    const page = await load(manga.url);
    const title = page.querySelector('div.post-title h1')?.textContent?.trim() ?? '';
    expect(page.querySelector('nav.c-breadcrumb')?.getAttribute('aria-label')).toBeTruthy();
    const visible = crumbsOf(page);
    expect(visible).toEqual([
      [words.home, `${site.url}/`],
      [words.all, `${site.url}/manga/`],
      [manga.genre.name, manga.genre.url],
      [title, null],
    ]);
    expect(page.querySelector('nav.c-breadcrumb li[aria-current="page"]')?.textContent).toBe(title);
    expect(jsonCrumbs(page)).toEqual([...visible.slice(0, 3), [title, manga.url]]);
  });

  it("follows the wp_manga_settings switches (saved '0'), and manga_single_breadcrumb off hides the trail only", async () => {
    const manga = seed('crumbs off');
    settings({ breadcrumb_all_manga_link: '0', breadcrumb_first_genre_link: '0' });
    const words = fixture('madara_mangapage_rank_words', { place: 1, views: 0 });
    const page = await load(manga.url);
    expect(crumbsOf(page).map(([name]) => name)).toEqual([words.home, page.querySelector('div.post-title h1')?.textContent?.trim()]);
    expect(jsonCrumbs(page)).toHaveLength(2);

    options({ manga_single_breadcrumb: 'off' });
    const hidden = await load(manga.url);
    expect(hidden.querySelector('nav.c-breadcrumb')).toBeNull();
    expect(jsonCrumbs(hidden)).toHaveLength(2);
  });

  it('shows the trail on the manga archive and a genre page unless manga_archive_breadcrumb is off', async () => {
    options(null);
    settings({ breadcrumb_all_manga_link: '1' });
    const manga = seed('archive crumbs');
    const words = fixture('madara_mangapage_rank_words', { place: 1, views: 0 });
    expect(crumbsOf(await load(`${site.url}/manga/`))).toEqual([
      [words.home, `${site.url}/`],
      [words.all, null],
    ]);
    expect(crumbsOf(await load(manga.genre.url))).toEqual([
      [words.home, `${site.url}/`],
      [words.all, `${site.url}/manga/`],
      [manga.genre.name, null],
    ]);
    options({ manga_archive_breadcrumb: 'off' });
    expect((await load(manga.genre.url)).querySelector('nav.c-breadcrumb')).toBeNull();
  });
});

describe('one-shot manga', () => {
  it("shows the single chapter's pages as a gallery instead of the chapter list, and cards link the latest chapter to the manga page", async () => {
    options(null);
    const manga = seed('oneshot');
    meta(manga.manga, 'manga_reading_oneshot', 'oneshot');
    meta(manga.manga, 'manga_oneshot_image_height', '320');
    const page = await load(manga.url);
    expect(page.querySelector('#manga-chapters-holder')).toBeNull();
    const gallery = page.querySelector('#oneshot-reader');
    expect(gallery?.getAttribute('style')).toBe('--yomu-oneshot-height:320px');
    const images = Array.from(gallery?.querySelectorAll('.image-item img') ?? []);
    expect(images.map((img) => img.getAttribute('src'))).toEqual(manga.chapters[0].images);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);

    const listing = await load(manga.genre.url);
    const links = Array.from(card(listing, manga.manga)?.querySelectorAll('.list-chapter a.btn-link') ?? []).map((a) => a.getAttribute('href'));
    expect(links).toEqual([manga.url]);

    // The site-wide option, and a manga that says "manga" reads as usual.
    options({ manga_reading_oneshot: 'oneshot' });
    meta(manga.manga, 'manga_reading_oneshot', 'manga');
    expect((await load(manga.url)).querySelector('#oneshot-reader')).toBeNull();
    meta(manga.manga, 'manga_reading_oneshot', '');
    expect((await load(manga.url)).querySelector('#oneshot-reader .image-item')).not.toBeNull();
  });

  it("keeps a locked premium one-shot's pages from a guest, as the reader does", async () => {
    options({ manga_reading_oneshot: 'oneshot' });
    expect(fixture('premium_mycred', { on: 1 })).toBe(true);
    const manga = seed('locked oneshot', [5]);
    const html = await (await fetch(manga.url)).text();
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('#oneshot-reader .image-item')).toBeNull();
    expect(page.querySelector('#oneshot-reader .reader-hidden-notice')?.textContent).toBeTruthy();
    expect(page.querySelector('#oneshot-reader a')?.getAttribute('href')).toBe(manga.chapters[0].url);
    for (const image of manga.chapters[0].images) expect(html).not.toContain(image.split('/').slice(-2).join('/'));
  });
});
