// Issue 31 item 2: Madara's widgets under their id_bases. Instances are written as Madara writes them (option
// widget_{id_base}, numbered, _multiwidget) with settings other than the defaults, placed in a sidebar of the
// fixture's own process, and rendered by WordPress's dynamic_sidebar(): each shows its saved count, order, period,
// filters, style, button, slider settings, exclusions and layout, with Yomu's cards, published manga only, adult
// ones left out for a Family Safe visitor. Per-reader widgets render for their reader only; a guest's history
// comes from guest_histories (MADARA.md §3.1). The block widget editor offers every widget and saves its form
// sanitized through the Legacy Widget block's calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/widgets';
import type { WidgetsSeed } from '../support/fixtures/widgets';
import { login, phpLogMark, phpProblemsSince, site } from '../support/site';
import type { PhpLogMark } from '../support/site';

const TAG = `wg${Date.now().toString(36)}`;
const PASSWORD = 'widgets-Madara-123';
let fx: WidgetsSeed;
let mark: PhpLogMark;
let saved: Record<string, unknown> = {};

/** Madara's instances, by id_base and number. */
function instances(): Record<string, Record<number, Record<string, string>>> {
  const t = fx.terms;
  return {
    'manga-recent': {
      901: { title: 'Haftanın Popülerleri', number_of_post: '2', genre: t.action.slug, author: '', artist: '', release: '', order_by: 'trending', time_range: 'week', order: 'desc', style: 'style-2', show_volume: 'no', button: 'Tümü', url: 'https://example.test/tum' },
      902: { title: 'Son Eklenenler' },
      903: { title: 'Yazar', number_of_post: '5', author: t.author.slug, artist: t.artist.slug, order_by: 'alphabet', order: 'asc', style: 'style-1' },
      904: { title: 'Rastgele', number_of_post: '2', genre: t.action.slug, order_by: 'random' },
      905: { title: 'Yıllar', number_of_post: '4', release: '1901, 1904', order_by: 'rating', order: 'desc' },
      906: { title: 'Yeni', number_of_post: '4', genre: t.drama.slug, order_by: 'new-manga', order: 'asc' },
      907: { title: 'Güncel', number_of_post: '4', genre: t.action.slug, order_by: 'latest', order: 'desc' },
    },
    'manga-slider': {
      901: { title: '', number_of_post: '3', number_to_show: '3', genre: t.action.slug, order_by: 'views', timerange: 'all', order: 'desc', style: 'style-2', autoplay: '1' },
      902: { title: 'Metin', number_of_post: '5', manga_type: 'text', manga_tags: t.mtag.slug, order_by: 'latest' },
    },
    'manga-popular-slider': {
      901: { title: 'Puan', number_of_post: '3', genre: t.action.slug, order_by: 'rating', order: 'asc', style: 'style-2' },
    },
    'manga-search': { 901: { title: 'Ara', search_advanced: 'Detaylı Arama' }, 902: { title: '', search_advanced: '' } },
    'manga-genres-id': {
      901: { title: 'Türler', exclude_genre: String(t.drama.id), show_manga_counts: 'true', layout: 'layout-2' },
      902: { title: 'Türler 2', exclude_genre: t.action.slug, show_manga_counts: 'false' },
    },
    'manga-authors-id': {
      901: { title: 'Çizerler', data: 'wp-manga-artist', exclude_author: '', show_manga_counts: 'true', layout: 'layout-1' },
      902: { title: 'Yazarlar', exclude_author: t.author.slug },
    },
    wp_manga_release_id: {
      901: { title: 'Yıllar', exclude: `1902,${t.y1903.id}`, number: '0', go_release: 'true' },
      902: { title: 'İki yıl', number: '2', go_release: 'false' },
    },
    'wp-manga-user-section-id': { 901: { title: 'Hesap' } },
    'manga-bookmark-id': { 901: { title: 'Yer imleri', number_of_posts: '5', style: 'style-2' } },
    'manga-history-id': { 901: { title: 'Geçmiş', number_of_posts: '1' }, 902: { title: 'Geçmiş 2', number_of_posts: '5' } },
    'c-w-posts': {
      901: { title: 'Haberler', number_of_posts: '2', category: t.news.slug },
      902: { title: 'Son haberler', number_of_posts: '5', order_by: 'date', order: 'DESC', category: String(t.news.id) },
      903: { title: 'Rastgele yazılar', number_of_posts: '2', order_by: 'rand', post_ids: `${fx.posts.one}, ${fx.posts.four}` },
    },
  };
}

const render = (widgets: string[], user = 0, cookies: Record<string, string> = {}) => fixture('widgets_render', { widgets, user, cookies });

/** One widget's HTML out of a rendered sidebar ('' when it printed nothing). */
function widgetIn(html: string, id: string): string {
  const start = html.indexOf(`<div class="row"><div id="${id}" class="widget `);
  if (start < 0) return '';
  const next = html.indexOf('<div class="row"><div id="', start + 1);
  return html.slice(start, next < 0 ? html.length : next);
}

/** The manga ids of a widget's cards, in order. */
const cards = (html: string): number[] => [...html.matchAll(/<div id="manga-item-(\d+)" class="page-item-detail manga/g)].map((m) => Number(m[1]));

const decode = (text: string) => text.replace(/&#0?38;/g, '&').replace(/&amp;/g, '&').replace(/&quot;/g, '"');

let guest = '';
let familySafe = '';
let reader = '';
const ALL: string[] = [];

beforeAll(async () => {
  fx = fixture('widgets_seed', { tag: TAG, password: PASSWORD });
  // A fresh test site has none of these options; instances are added to any it has.
  const values: Record<string, unknown> = {};
  for (const [idBase, list] of Object.entries(instances())) {
    values[`widget_${idBase}`] = { ...list, _multiwidget: 1 };
    ALL.push(...Object.keys(list).map((n) => `${idBase}-${n}`));
  }
  saved = fixture('widgets_swap_options', { values });
  const merged = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { ...((saved[name] as Record<string, unknown> | null) ?? {}), ...(value as object) }]));
  fixture('widgets_swap_options', { values: merged });
  mark = phpLogMark();
  guest = render(ALL);
  familySafe = render(ALL, 0, { 'wpmanga-adult': '1' });
  reader = render(ALL, fx.reader);
}, 180_000);

afterAll(() => {
  if (!fx) return;
  fixture('widgets_swap_options', { values: saved });
  fixture('delete_posts', { ids: [...Object.values(fx.manga), fx.draft, ...Object.values(fx.posts)] });
  fixture('delete_users', { ids: [fx.reader] });
}, 60_000);

describe("Madara's widget instances render with their saved settings", () => {
  it('manga-recent: count, trending week, genre, style, button; Family Safe leaves the adult manga out', () => {
    const widget = widgetIn(guest, 'manga-recent-901');
    // Madara's wrapper classes, which owners' custom CSS targets.
    expect(widget).toContain('<div id="manga-recent-901" class="widget c-popular manga-widget widget-manga-recent">');
    expect(widget).toContain('<h5 class="heading">Haftanın Popülerleri</h5>');
    expect(widget).toContain('<div class="c-widget-content style-2 with-button"><div class="popular-item-wrap"><div class="page-listing-item">');
    expect(cards(widget)).toEqual([fx.manga.alfa, fx.manga.gama]);
    expect(widget).toContain('<span class="c-wg-button-wrap"><a class="widget-view-more" href="https://example.test/tum">Tümü</a></span>');
    expect(cards(widgetIn(familySafe, 'manga-recent-901'))).toEqual([fx.manga.alfa, fx.manga.beta]);
  });

  it('manga-recent: the defaults at render (3 manga, style 1, no button)', () => {
    const widget = widgetIn(guest, 'manga-recent-902');
    expect(widget).toContain('<div class="c-widget-content style-1">');
    expect(cards(widget)).toHaveLength(3);
    expect(widget).not.toContain('widget-view-more');
  });

  it('manga-recent: authors and artists OR-ed, A-Z; years by rating; new manga ascending; latest update; draft never', () => {
    expect(cards(widgetIn(guest, 'manga-recent-903'))).toEqual([fx.manga.beta, fx.manga.delta]);
    expect(cards(widgetIn(guest, 'manga-recent-905'))).toEqual([fx.manga.beta, fx.manga.alfa]);
    expect(cards(widgetIn(guest, 'manga-recent-906'))).toEqual([fx.manga.delta, fx.manga.eta]);
    expect(cards(widgetIn(guest, 'manga-recent-907'))).toEqual([fx.manga.alfa, fx.manga.gama, fx.manga.beta]);
  });

  it('manga-recent: random picks distinct published manga of the genre', () => {
    for (const html of [guest, render(['manga-recent-904'])]) {
      const picked = cards(widgetIn(html, 'manga-recent-904'));
      expect(picked).toHaveLength(2);
      expect(new Set(picked).size).toBe(2);
      for (const id of picked) expect([fx.manga.alfa, fx.manga.beta, fx.manga.gama]).toContain(id);
    }
  });

  it('manga-slider: most viewed, slides shown, style and autoplay, through the slider island', () => {
    const widget = widgetIn(guest, 'manga-slider-901');
    expect(widget).toContain('<div class="manga-slider style-2 manga-slider--style-2" data-autoplay="1" data-style="style-2" data-count="3" style="--slider-items: 3"><div class="slider__container">');
    expect(widget).toMatch(/data-island="manga-slider" data-load="visible" data-props="[^"]*&quot;style&quot;:2,&quot;autoplay&quot;:true,&quot;items&quot;:3/);
    expect(widget).toContain('<div class="manga-slider__track" role="list"><div class="manga-slider__slide slider__item" role="listitem">');
    expect(cards(widget)).toEqual([fx.manga.beta, fx.manga.gama, fx.manga.alfa]);
    // An empty title prints no heading.
    expect(widget).not.toContain('class="widget-heading');
    expect(cards(widgetIn(guest, 'manga-slider-902'))).toEqual([fx.manga.delta]);
  });

  it('manga-popular-slider: rating ascending, its style 2 (class style-3), no autoplay, two shown by default', () => {
    const widget = widgetIn(guest, 'manga-popular-slider-901');
    expect(widget).toContain('<div class="manga-slider popular-slider style-3 manga-slider--style-4" data-autoplay="0" data-style="style-2" data-count="2"');
    expect(widget).toMatch(/&quot;style&quot;:4,&quot;autoplay&quot;:false,&quot;items&quot;:2/);
    expect(cards(widget)).toEqual([fx.manga.alfa, fx.manga.gama, fx.manga.beta]);
    expect(cards(widgetIn(familySafe, 'manga-popular-slider-901'))).toEqual([fx.manga.alfa, fx.manga.beta]);
  });

  it('manga-search: the manga search form with its advanced link text, or none', () => {
    const widget = widgetIn(guest, 'manga-search-901');
    expect(widget).toContain('<div class="search-navigation__wrap"><div data-island="live-search" data-load="interaction"');
    expect(widget).toMatch(/<form class="manga-search-form search-form" role="search" action="[^"]+" method="get">/);
    expect(widget).toContain('<input type="hidden" name="post_type" value="wp-manga">');
    expect(decode(widget)).toMatch(/<div class="link-adv-search"><a href="[^"]*\/\?s=&post_type=wp-manga">Detaylı Arama<\/a><\/div>/);
    const bare = widgetIn(guest, 'manga-search-902');
    expect(bare).toContain('manga-search-form');
    expect(bare).not.toContain('link-adv-search');
  });

  it('manga-genres-id: every genre (empty ones too) but the excluded id or slug, counts, layout', () => {
    const first = widgetIn(guest, 'manga-genres-id-901');
    expect(first).toContain('<div class="genres_wrap layout-2"><div class="genres__collapse"><ul class="list-unstyled">');
    expect(first).toContain(`>${TAG} Aksiyon <span class="count">(3)</span></a></li>`);
    expect(first).toContain(`>${TAG} Boş <span class="count">(0)</span></a></li>`);
    expect(first).not.toContain(`${TAG} Dram`);
    const second = widgetIn(guest, 'manga-genres-id-902');
    expect(second).toContain('<div class="genres_wrap layout-1">');
    expect(second).toContain(`>${TAG} Dram</a></li>`);
    expect(second).not.toContain(`${TAG} Aksiyon`);
    expect(second).not.toContain('class="count"');
  });

  it('manga-authors-id: artists or authors (with manga), exclusions, counts shown by default', () => {
    const artists = widgetIn(guest, 'manga-authors-id-901');
    expect(artists).toContain(`>${TAG} Çizer <span class="count">(1)</span></a></li>`);
    expect(artists).not.toContain(`${TAG} Yazar`);
    const authors = widgetIn(guest, 'manga-authors-id-902');
    expect(authors).toContain(`>${TAG} Yazar İki <span class="count">(1)</span></a></li>`);
    expect(authors).not.toContain(`>${TAG} Yazar <`);
    expect(authors).not.toContain(`${TAG} Çizer`);
  });

  it('wp_manga_release_id: years with manga, newest first, four a line, exclusions, the Other… box, the count', () => {
    const widget = widgetIn(guest, 'wp_manga_release_id-901');
    const years = [...widget.matchAll(/<a href="[^"]+">(\d{4})<\/a>/g)].map((m) => m[1]);
    expect(years).toContain('1904');
    expect(years).toContain('1901');
    expect(years.indexOf('1904')).toBeLessThan(years.indexOf('1901'));
    for (const gone of ['1902', '1903', '1905']) expect(years).not.toContain(gone);
    for (const line of widget.matchAll(/<li>(.*?)<\/li>/g)) expect((line[1].match(/<a /g) ?? []).length).toBeLessThanOrEqual(4);
    expect(widget).toContain('<div class="c-released_content"><div class="released-item-wrap"><ul class="list-released">');
    expect(widget).toMatch(/<div class="released-search"><form method="get" action="[^"]+">.*name="wp-manga-release"/);
    const two = widgetIn(guest, 'wp_manga_release_id-902');
    expect([...two.matchAll(/<a href=/g)]).toHaveLength(2);
    expect(two).not.toContain('released-search');
  });

  it('wp-manga-user-section-id: sign-in links for a guest, the reader’s own menu for the reader', () => {
    expect(widgetIn(guest, 'wp-manga-user-section-id-901')).toContain('c-user-section--guest');
    expect(widgetIn(guest, 'wp-manga-user-section-id-901')).not.toContain(`${TAG} Okur`);
    const own = widgetIn(reader, 'wp-manga-user-section-id-901');
    expect(own).toContain('c-user-section--widget');
    expect(own).toContain(`<span class="c-user_name">${TAG} Okur</span>`);
  });

  it('manga-bookmark-id: nothing at all for a guest; the reader’s newest bookmarks, published only, with the style', () => {
    expect(guest).not.toContain('id="manga-bookmark-id-901"');
    const widget = widgetIn(reader, 'manga-bookmark-id-901');
    expect(widget).toContain('<div class="c-widget-content style-2">');
    expect(cards(widget)).toEqual([fx.manga.beta, fx.manga.alfa]);
  });

  it('manga-history-id: the reader’s newest entries with the chapter and page; for a guest an empty list the island fills', () => {
    const one = widgetIn(reader, 'manga-history-id-901');
    expect([...one.matchAll(/<div class="my-history-item-wrap">/g)]).toHaveLength(1);
    expect(one).toContain(`>${TAG} Delta</a></h5>`);
    const five = widgetIn(reader, 'manga-history-id-902');
    expect(five.indexOf(`${TAG} Delta`)).toBeLessThan(five.indexOf(`${TAG} Alfa`));
    expect(five).toMatch(/<div class="chapter"><a href="[^"]*bolum-1\/p\/3\/">Bölüm 1<\/a><\/div>/);
    const empty = widgetIn(guest, 'manga-history-id-902');
    expect(empty).toMatch(/<div class="my-history"><div data-island="guest-history" data-load="idle" data-props="\{&quot;count&quot;:5\}"><div class="no-histories">/);
    expect(empty).not.toContain('my-history-item-wrap');
  });

  it('c-w-posts: category by slug or id, Madara’s default ascending date order, descending, random among chosen ids', () => {
    const titles = (html: string) => [...html.matchAll(/<h5 class="widget-title"><a href="[^"]+">([^<]+)<\/a><\/h5>/g)].map((m) => m[1]);
    expect(titles(widgetIn(guest, 'c-w-posts-901'))).toEqual([`${TAG} Yazı One`, `${TAG} Yazı Two`]);
    expect(titles(widgetIn(guest, 'c-w-posts-902'))).toEqual([`${TAG} Yazı Three`, `${TAG} Yazı Two`, `${TAG} Yazı One`]);
    expect(titles(widgetIn(guest, 'c-w-posts-903')).sort()).toEqual([`${TAG} Yazı Four`, `${TAG} Yazı One`]);
  });

  it('renders without a PHP warning', () => {
    expect(phpProblemsSince(mark)).toEqual([]);
  });
});

describe('guest_histories (MADARA.md §3.1)', () => {
  const history = (cookie: string, count = 5) => fetch(`${site.url}/wp-admin/admin-ajax.php?action=guest_histories&count=${count}`, { headers: cookie ? { cookie } : {} });
  const guestCookie = (entries: unknown[]) => `wpmanga-reading-history=${Buffer.from(JSON.stringify(entries)).toString('base64')}`;

  it("answers a guest's cookie entries, published manga only, newest first, as many as asked; Family Safe leaves adult ones out", async () => {
    const now = Math.floor(Date.now() / 1000);
    const cookie = guestCookie([
      { id: fx.manga.beta, c: 0, p: 1, i: 0, t: now - 100 },
      { id: fx.draft, c: 0, p: 1, i: 0, t: now - 50 },
      { id: fx.manga.gama, c: 0, p: 1, i: 0, t: now - 10 },
      { id: fx.manga.alfa, c: fx.chapter, p: 2, i: 0, t: now - 500 },
    ]);
    const answer = await history(cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control') ?? '').toMatch(/no-cache|no-store|private/);
    const body = await answer.text();
    expect(body.indexOf(`${TAG} Gama`)).toBeLessThan(body.indexOf(`${TAG} Beta`));
    expect(body.indexOf(`${TAG} Beta`)).toBeLessThan(body.indexOf(`${TAG} Alfa`));
    expect(body).not.toContain(`${TAG} Taslak`);
    expect(body).toMatch(/bolum-1\/p\/2\//);
    expect([...(await (await history(cookie, 2)).text()).matchAll(/my-history-item-wrap/g)]).toHaveLength(2);
    const safe = await (await history(`${cookie}; wpmanga-adult=1`)).text();
    expect(safe).not.toContain(`${TAG} Gama`);
    expect(safe).toContain(`${TAG} Beta`);
  });

  it('answers the empty message without a cookie or with a broken one, and the reader’s own history when signed in', async () => {
    for (const cookie of ['', 'wpmanga-reading-history=%%%not-base64', guestCookie([{ id: 'x' }])]) {
      const body = await (await history(cookie)).text();
      expect(body).toMatch(/^<div class="no-histories"><span>[^<]+<\/span><\/div>$/);
    }
    const own = await (await history(await login(`${TAG}_reader`, PASSWORD))).text();
    expect(own.indexOf(`${TAG} Delta`)).toBeLessThan(own.indexOf(`${TAG} Alfa`));
  });
});

describe("the release widget's box", () => {
  it('opens a year that has manga, and takes a year without a page to the manga search for it', async () => {
    // WordPress may first move the query to the year's pretty permalink.
    const found = await fetch(`${site.url}/?wp-manga-release=1904`);
    expect(found.status).toBe(200);
    expect(await found.text()).toContain(`${TAG} Beta`);
    const missing = await fetch(`${site.url}/?wp-manga-release=1899`, { redirect: 'manual' });
    expect(missing.status).toBe(302);
    const to = new URL(missing.headers.get('location') ?? '', site.url);
    expect([to.searchParams.get('s'), to.searchParams.get('post_type'), to.searchParams.get('release')]).toEqual(['', 'wp-manga', '1899']);
    expect((await fetch(`${site.url}/?wp-manga-release=%3Cscript%3E`, { redirect: 'manual' })).status).not.toBe(302);
  });
});

describe('the block widget editor', () => {
  it('offers every Madara widget, and its Legacy Widget block saves a form sanitized, with a form and a preview', () => {
    const form = new URLSearchParams({
      'widget-manga-recent[1][title]': '<b>Yeni</b> liste',
      'widget-manga-recent[1][number_of_post]': '99',
      'widget-manga-recent[1][order_by]': 'bogus',
      'widget-manga-recent[1][style]': 'style-2',
      'widget-manga-recent[1][url]': 'javascript:alert(1)',
    }).toString();
    const answer = fixture('widgets_block_editor', { id_base: 'manga-recent', form_data: form });
    const ids = [
      'manga-recent', 'manga-slider', 'manga-popular-slider', 'manga-search', 'manga-genres-id', 'wp_manga_release_id',
      'manga-authors-id', 'wp-manga-user-section-id', 'manga-bookmark-id', 'manga-history-id', 'c-w-posts',
    ];
    for (const id of ids) expect(answer.types).toContain(id);
    expect(answer.status).toBe(200);
    expect(answer.encode.instance.raw).toMatchObject({ title: 'Yeni liste', number_of_post: '48', order_by: 'latest', style: 'style-2', url: '' });
    expect(answer.encode.form).toMatch(/<select class="widefat" id="[^"]+" name="widget-manga-recent\[-?\d+\]\[order_by\]">/);
    expect(answer.encode.form).toContain(`<option value="style-2" selected='selected'>`);
    expect(answer.encode.preview).toContain('<div class="c-widget-content style-2">');
  });
});
