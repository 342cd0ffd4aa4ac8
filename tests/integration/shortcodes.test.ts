// Issue 31 item 3: Madara's shortcodes render from Yomu's cards, orders, chapter list, slider and account view with
// their attributes (counts, orders, filters, layouts), in pages built from shortcode text and from the markup
// Madara's Gutenberg blocks saved; per-user ones print nothing to guests, and their pages stay out of shared caches
// for signed-in readers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/shortcodes';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark } from '../support/site';

const TAG = `sc${Date.now().toString(36)}`;
const LOGIN = `okur_${TAG}`;
const PASSWORD = `Parola-${TAG}-9`;
const SLOW = 120_000;

let seed: ReturnType<typeof fixture<'shortcodes_seed'>>;
let mark: PhpLogMark;
let cookie = '';
const urls: Record<string, string> = {};
const pageIds: number[] = [];

/** The page's content area (the theme's header and footer left out). */
const content = (html: string) => {
  const start = html.indexOf('class="entry__content"');
  expect(start, 'the page shows its content').toBeGreaterThan(-1);
  return html.slice(start, html.lastIndexOf('</article>'));
};
const get = async (name: string, signedIn = false) => {
  const response = await fetch(urls[name], { headers: signedIn ? { cookie } : {}, redirect: 'manual' });
  const html = await response.text();
  expect(response.status, name).toBe(200);
  return { html: content(html), cache: response.headers.get('cache-control') ?? '' };
};
/** Card ids in order. */
const cards = (html: string) => [...html.matchAll(/id="manga-item-(\d+)"/g)].map((m) => Number(m[1]));
const slides = (html: string) => [...html.matchAll(/class="manga-slider__slide slider__item"[^>]*>[\s\S]*?data-post-id="(\d+)"/g)].map((m) => Number(m[1]));
const posts = (html: string) => [...html.matchAll(/class="c-blog__item[^"]*" data-post-id="(\d+)"/g)].map((m) => Number(m[1]));

beforeAll(async () => {
  mark = phpLogMark();
  seed = fixture('shortcodes_seed', { tag: TAG, login: LOGIN, password: PASSWORD });
  const { alpha, beta, gamma, outside } = seed.ids;
  const g = seed.genre;
  const pages: Record<string, string> = {
    views: `[manga_listing genres="${g}" orderby="views" count="3" items_per_row="2" heading="Çok okunanlar" heading_icon="ion-ios-star"]`,
    filters: `[manga_listing genres="${g}" tags="${seed.tag}" orderby="alphabet" order="ASC" chapter_type="manga"]`,
    status: `[manga_listing genres="${g}" status="end"]\n\n[manga_listing genres="${g}" type="Manhwa" item_layout="big_thumbnail" sidebar="0"]`,
    ids: `[manga_listing ids="${gamma},${outside}" genres="nothing-${TAG}" orderby="new-manga"]`,
    chapters: `[manga_listing genres="${g}" item_layout="chapters" count="2"]`,
    random: `[manga_listing genres="${g}" orderby="random" count="3"]`,
    following: `[manga_listing following orderby="alphabet"]`,
    author: `[manga_listing author="0" orderby="new-manga"]`,
    grid: `[manga_grid tags="${seed.filler_tag}" orderby="new-manga"]\n\n[manga_grid genres="${g}" orderby="rating"]`,
    info: `[manga_info id="${alpha}" title_link="1" genre_link="0"]`,
    chapterList: `[manga_chapters id="${alpha}" count="2" cols="3" border="1"]`,
    slider: `[manga_post_slider post_type="wp-manga" cats="${g}" orderby="view" count="3" number="3" style="2" autoplay="1"]`,
    sliderWeek: `[manga_post_slider post_type="wp-manga" cats="${g}" orderby="view" time="week" count="2"]`,
    sliderBanner: `[manga_post_slider post_type="wp-manga" ids="${beta},${alpha}" orderby="input" use_banner style="4"]`,
    sliderPosts: `[manga_post_slider cats="${seed.category}" orderby="comment" count="2"]`,
    heading: '[manga_heading style="2" icon="ion-ios-star" heading="h2" heading_bg="#112233" margin="10px 0"]Öne çıkanlar[/manga_heading]',
    blog: `[manga_blog cats="${seed.category}" count="2" order="ASC" items_per_row="2"]`,
    bookmarks: '[wp-manga-my-bookmarks column="5" style="2"]',
    userPage: '[manga-user-page]',
    // Madara's Gutenberg blocks, as their save() stored them: the shortcode in a div between block comments.
    blocks:
      `<!-- wp:wp-manga/gutenberg-manga-listing-block {"orderby":"views","count":"2","genres":"${g}"} -->\n<div>[manga_listing orderby="views" count="2" genres="${g}"]</div>\n<!-- /wp:wp-manga/gutenberg-manga-listing-block -->\n\n` +
      '<!-- wp:wp-manga/gutenberg-heading-block -->\n<div>[manga_heading style="1"]Blok başlığı[/manga_heading]</div>\n<!-- /wp:wp-manga/gutenberg-heading-block -->\n\n' +
      `<!-- wp:wp-manga/gutenberg-manga-chapters-block -->\n<div>[manga_chapters id="${alpha}" count="1"]</div>\n<!-- /wp:wp-manga/gutenberg-manga-chapters-block -->\n\n` +
      '<!-- wp:wp-manga/gutenberg-bookmarks-block -->\n<div>[wp-manga-my-bookmarks column="2" style="1"]</div>\n<!-- /wp:wp-manga/gutenberg-bookmarks-block -->\n\n' +
      '<!-- wp:paragraph -->\n<p>Blok sonu.</p>\n<!-- /wp:paragraph -->',
    // Yomu's own listing blocks, as the block editor saves them (server-rendered, no saved HTML).
    yomuBlocks:
      `<!-- wp:yomu/manga-listing {"genres":"${g}","orderby":"views","count":2,"itemsPerRow":2,"heading":"Blok listesi"} /-->\n\n` +
      `<!-- wp:yomu/manga-grid {"tags":"${seed.filler_tag}","orderby":"new-manga"} /-->\n\n` +
      `<!-- wp:yomu/manga-slider {"postType":"wp-manga","genres":"${g}","orderby":"view","count":3,"number":2,"style":3,"autoplay":"on"} /-->`,
    // A classic page: the shortcode alone in its paragraph, text around it.
    classic: `Giriş metni.\n\n[manga_listing genres="${g}" orderby="views" count="1"]\n\nSon metin.`,
  };
  const made = fixture('shortcodes_pages', { pages: Object.entries(pages).map(([name, text]) => ({ title: `Kısa kod ${name} ${TAG}`, content: text })) });
  Object.keys(pages).forEach((name, i) => {
    urls[name] = made[i].url;
    pageIds.push(made[i].id);
  });
  cookie = await login(LOGIN, PASSWORD);
}, SLOW);

afterAll(() => {
  if (seed) {
    fixture('delete_posts', { ids: [...Object.values(seed.ids), ...seed.fillers, ...pageIds] });
    fixture('shortcodes_cleanup', { tag: TAG, user: seed.user });
  }
  expect(phpProblemsSince(mark)).toEqual([]);
}, SLOW);

describe('[manga_listing]', { timeout: SLOW }, () => {
  it('orders by views, counts, and prints its heading and row size in Madara’s wrappers', async () => {
    const { html } = await get('views');
    const { alpha, gamma, delta } = seed.ids;
    expect(cards(html)).toEqual([alpha, gamma, delta]);
    expect(html).toMatch(/<div class="c-page manga-shortcode manga-listing-shortcode"><div class="c-page__content"><div class="tab-wrap"><div class="c-blog__heading style-2 font-heading"><h4><i class="ion-ios-star" aria-hidden="true"><\/i> Çok okunanlar<\/h4>/);
    expect(html).toContain('<div class="tab-content-wrap"><div class="c-tabs-item"><div class="page-content-listing item-default manga-grid shortcode-grid per-row-2">');
    expect(html).toContain('class="page-item-detail manga manga__item');
  });

  it('ORs genres and tags, counts a manga without a chapter type as images, and sorts A–Z ascending', async () => {
    const { alpha, delta, epsilon } = seed.ids;
    expect(cards((await get('filters')).html)).toEqual([alpha, delta, epsilon]);
  });

  it('filters by status and by type, with the big-cover layout and full width', async () => {
    const { html } = await get('status');
    const [ended, manhwa] = html.split('manga-listing-shortcode').slice(1);
    expect(cards(ended)).toEqual([seed.ids.beta]);
    expect(cards(manhwa)).toEqual([seed.ids.alpha]);
    expect(html).toContain('manga-listing-shortcode full-width');
    expect(manhwa).toContain('page-content-listing item-big_thumbnail');
  });

  it('lists chosen ids whatever the other filters say', async () => {
    expect(cards((await get('ids')).html)).toEqual([seed.ids.outside, seed.ids.gamma]);
  });

  it('shows the latest chapters table with item_layout=chapters', async () => {
    const { html } = await get('chapters');
    expect(html).toContain('<table class="manga-shortcodes manga-chapters-listing">');
    const rows = [...html.matchAll(/<tr class="chapter-item" data-post-id="(\d+)">(.*?)<\/tr>/g)];
    expect(rows.map((m) => Number(m[1]))).toEqual([seed.ids.beta, seed.ids.alpha]);
    expect(rows[1][2]).toContain('Bölüm 3</a>');
    expect(rows[1][2]).toContain(`Tür ${TAG}</a>`);
  });

  it('picks a random order from the matches without listing others', async () => {
    const { alpha, beta, gamma, delta } = seed.ids;
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const ids = cards((await get('random')).html);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect([alpha, beta, gamma, delta]).toContain(id);
      seen.add(ids.join(','));
    }
    // Six draws of 3 out of 4 manga in 24 orders: all the same would mean no shuffle (chance 1 in 24^5).
    expect(seen.size).toBeGreaterThan(1);
  });

  it('following and author="0" list the signed-in reader’s manga, and print nothing for guests', async () => {
    const { alpha, gamma, delta } = seed.ids;
    expect((await get('following')).html).not.toContain('manga-listing-shortcode');
    expect(cards((await get('following', true)).html)).toEqual([alpha, gamma]);
    expect((await get('author')).html).not.toContain('manga-listing-shortcode');
    expect(cards((await get('author', true)).html)).toEqual([delta, alpha]);
  });
});

describe('[manga_grid], [manga_info], [manga_chapters]', { timeout: SLOW }, () => {
  it('the grid always shows nine, the first large with its excerpt, in the asked order', async () => {
    const { html } = await get('grid');
    const [fillers, rated] = html.split('class="manga-shortcode grid9"').slice(1);
    expect(cards(fillers)).toEqual([...seed.fillers].reverse().slice(0, 9));
    expect(fillers.match(/class="item grid_col_4"/g)).toHaveLength(1);
    expect(fillers.match(/class="item grid_col_2"/g)).toHaveLength(8);
    const { alpha, beta, gamma, delta } = seed.ids;
    expect(cards(rated)).toEqual([gamma, alpha, beta, delta]);
    expect(rated).toContain('<div class="grid9__excerpt excerpt">Özet gamma</div>');
  });

  it('the info block links the title, leaves genres unlinked, and lists chapters oldest first', async () => {
    const { html } = await get('info');
    const { alpha } = seed.ids;
    expect(html).toContain(`<div class="page-listing-item shortcode-manga-chapter manga-shortcode"><div id="manga-item-${alpha}" class="manga-detail"`);
    expect(html).toMatch(new RegExp(`<div class="post-title"><h3 class="h4"><a href="[^"]+">Alpha ${TAG}</a>`));
    expect(html).toContain(`<div class="summary-content genres-content">Tür ${TAG}</div>`);
    expect(html).toContain('<div class="summary-content type-content">Manhwa</div>');
    const names = [...html.matchAll(/<li class="wp-manga-chapter[^"]*">.*?>(Bölüm \d)<\/a>/g)].map((m) => m[1]);
    expect(names).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3']);
  });

  it('the chapters block shows the first chapters in the site’s order with its columns and border', async () => {
    const { html } = await get('chapterList');
    expect(html).toContain('<div class="page-listing-item shortcode-manga-chapters manga-shortcode chapter-listing-1 cols-3 border-1">');
    const names = [...html.matchAll(/<li class="wp-manga-chapter[^"]*">.*?>(Bölüm \d)<\/a>/g)].map((m) => m[1]);
    expect(names).toEqual(['Bölüm 3', 'Bölüm 2']);
    expect(html).toContain('ul class="main version-chap');
  });
});

describe('[manga_post_slider]', { timeout: SLOW }, () => {
  it('slides manga by views through the slider island with its style, visible count and autoplay', async () => {
    const { html } = await get('slider');
    const { alpha, gamma, delta } = seed.ids;
    expect(slides(html)).toEqual([alpha, gamma, delta]);
    expect(html).toMatch(/<div id="c-post-slider-\d+" class="manga-shortcode manga-slider-shortcode c-post-slider style-2" data-style="2" data-count="3" data-autoplay="1">/);
    const props = html.match(/data-island="manga-slider" data-load="visible" data-props="([^"]+)"/);
    expect(JSON.parse((props?.[1] ?? '{}').replace(/&quot;/g, '"'))).toEqual({ style: 2, autoplay: true, items: 3, rtl: false });
  });

  it('orders by the views of a period', async () => {
    expect(slides((await get('sliderWeek')).html)[0]).toBe(seed.ids.gamma);
  });

  it('keeps the given order with input and shows banners with use_banner (style 4)', async () => {
    const { html } = await get('sliderBanner');
    expect(slides(html)).toEqual([seed.ids.beta, seed.ids.alpha]);
    // WordPress adds fetchpriority to the content's first image: only the src is checked.
    expect(html).toMatch(new RegExp(`<img [^>]*src="https://example.com/banner-${TAG}.jpg"`));
    expect(html).toContain('c-post-slider style-4 related-post');
  });

  it('slides blog posts by comments', async () => {
    const { html } = await get('sliderPosts');
    expect(slides(html)).toEqual([seed.ids.post_second, seed.ids.post_third]);
  });
});

describe('[manga_heading], [manga_blog]', { timeout: SLOW }, () => {
  it('the heading prints its tag, style, icon, background and margin, escaped', async () => {
    const { html } = await get('heading');
    expect(html).toContain(
      '<div class="c-shortcode-heading manga-shortcode style-2 c-blog__heading font-heading has-border" style="background-color:#112233;margin:10px 0"><h2 class="heading"><i class="ion-ios-star" aria-hidden="true"></i> Öne çıkanlar</h2></div>',
    );
  });

  it('the blog lists a category’s posts, oldest first, two a row', async () => {
    const { html } = await get('blog');
    expect(html).toContain('<div class="c-blog-listing shortcode-blog manga-shortcode per-row-2">');
    expect(posts(html)).toEqual([seed.ids.post_first, seed.ids.post_second]);
  });
});

describe('per-user shortcodes and cache headers', { timeout: SLOW }, () => {
  it('my bookmarks: nothing for a guest (a page every guest shares), the newest first for the reader (private)', async () => {
    const guest = await get('bookmarks');
    expect(guest.html).not.toContain('my-bookmarks');
    expect(guest.html).not.toContain(`Alpha ${TAG}`);
    expect(guest.cache).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const reader = await get('bookmarks', true);
    expect(reader.cache).toBe('private, no-cache');
    // column=5 does not divide 12: two columns, as in Madara.
    expect(reader.html).toContain('<div class="shortcode my-bookmarks manga-shortcode style-2"><div class="row row-eq-height manga-grid cols-2"><div class="col-md-6">');
    expect(cards(reader.html)).toEqual([seed.ids.alpha, seed.ids.gamma]);
  });

  it('the user page shows the sign-in link to guests and the account tabs to the reader', async () => {
    const guest = await get('userPage');
    expect(guest.html).toContain('yomu-account__guest');
    expect(guest.cache).toMatch(/^public/);
    const reader = await get('userPage', true);
    expect(reader.html).toContain('yomu-account__tabs');
    expect(reader.cache).toBe('private, no-cache');
    expect((await get('following', true)).cache).toBe('private, no-cache');
  });
});

describe('pages Madara built', { timeout: SLOW }, () => {
  it('saved Gutenberg blocks render their shortcodes, with no raw shortcode or stray paragraph left', async () => {
    const guest = (await get('blocks')).html;
    expect(guest).not.toMatch(/\[(manga_|wp-manga-)/);
    expect(cards(guest.split('shortcode-manga-chapters')[0])).toEqual([seed.ids.alpha, seed.ids.gamma]);
    expect(guest).toContain('<div><div class="c-page manga-shortcode manga-listing-shortcode">');
    expect(guest).toContain('<div><div class="c-shortcode-heading manga-shortcode style-1 widget-heading font-nav has-border"><h4 class="heading">Blok başlığı</h4></div></div>');
    expect(guest).toMatch(/shortcode-manga-chapters[^>]*>.*?Bölüm 3/s);
    expect(guest).not.toMatch(/<p>\s*<div/);
    expect(guest).toContain('<p>Blok sonu.</p>');
    const reader = (await get('blocks', true)).html;
    expect(reader).toContain('<div><div class="shortcode my-bookmarks manga-shortcode style-1"><div class="row row-eq-height manga-grid cols-2">');
  });

  it('Yomu’s listing blocks render through the same renderers with their settings', async () => {
    const { html } = await get('yomuBlocks');
    const { alpha, gamma, delta } = seed.ids;
    const [listing, grid, slider] = html.split(/<div class="[^"]*\byomu-manga-(?:listing|grid|slider)\b(?!-)/).slice(1);
    expect(listing).toContain('<h4>Blok listesi</h4>');
    expect(listing).toContain('per-row-2');
    expect(cards(listing)).toEqual([alpha, gamma]);
    expect(cards(grid)).toEqual([...seed.fillers].reverse().slice(0, 9));
    expect(slides(slider)).toEqual([alpha, gamma, delta]);
    expect(slider).toContain('data-style="3" data-count="2" data-autoplay="1"');
  });

  it('a classic page keeps its paragraphs and the listing outside them', async () => {
    const { html } = await get('classic');
    expect(html).toContain('<p>Giriş metni.</p>');
    expect(html).toContain('<p>Son metin.</p>');
    expect(cards(html)).toEqual([seed.ids.alpha]);
    expect(html).not.toMatch(/<p>\s*<div class="c-page/);
    expect(html).not.toMatch(/<\/div>\s*<\/p>/);
  });
});
