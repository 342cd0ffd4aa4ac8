// Listing calls over real HTTP: madara_load_more / yomu_load_more / wp_manga_archive_loadmore answer only
// published wp-manga whatever vars a client sends, only whitelisted templates (CVE-2025-4524), and the hover
// popup renders only published manga (MADARA.md §5 items 7–8). Data is unique to this file and removed after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { ajax, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const TAG = `listingit${Date.now().toString(36)}`;
type Fixture = Record<'alpha' | 'bravo' | 'charlie' | 'adult' | 'video' | 'draft' | 'private' | 'pending' | 'locked' | 'post' | 'text', number>;
let fx: Fixture;
let problemsBefore: PhpLogMark;
const MARKER = '<div class="invi no-posts"><!-- --></div>';

const ids = (html: string) => [...html.matchAll(/id="manga-item-(\d+)"/g)].map((m) => Number(m[1]));
const searchIds = (html: string) => [...html.matchAll(/class="row c-tabs-item__content[^"]*" data-post-id="(\d+)"/g)].map((m) => Number(m[1]));

async function loadMore(fields: Record<string, string>, cookie?: string) {
  const response = await ajax({ action: 'madara_load_more', template: 'madara-core/content/content-archive', 'vars[s]': TAG, ...fields }, { cookie });
  return { status: response.status, body: await response.text() };
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  fx = fixture('listing_seed', { tag: TAG });
});

afterAll(() => {
  fixture('delete_posts', { ids: Object.values(fx ?? {}) });
  fixture('listing_delete_terms', { terms: [{ slug: `genre-${TAG}`, taxonomy: 'wp-manga-genre' }] });
});

const published = () => [fx.alpha, fx.bravo, fx.charlie, fx.adult, fx.video].sort((a, b) => a - b);
const hidden = () => [fx.draft, fx.private, fx.pending, fx.locked, fx.post, fx.text];


/** A refused template gets the site's readable message (in its language), with no cards and without the name asked for. */
function expectRefusal(body: string, template: string) {
  expect(body).toMatch(/^[^<>]{10,120}$/);
  expect(body).not.toContain(template);
}

describe('madara_load_more', () => {
  it('answers published manga cards with the Madara classes and the no-posts marker on the last page', async () => {
    const { status, body } = await loadMore({ page: '0' });
    expect(status).toBe(200);
    expect(ids(body).sort((a, b) => a - b)).toEqual(published());
    expect(body).toContain('class="page-item-detail manga');
    expect(body).toMatch(/<div class="post-title font-title"><h3 class="h5"><a href="[^"]+">Alpha/);
    expect(body.endsWith(MARKER)).toBe(true);
  });

  const attempts: Record<string, Record<string, string>> = {
    'post_status=draft': { 'vars[post_status]': 'draft' },
    'post_status=any': { 'vars[post_status]': 'any' },
    'post_status[]=private': { 'vars[post_status][]': 'private' },
    'post_type=chapter_text_content': { 'vars[post_type]': 'chapter_text_content', 'vars[post_status]': 'any' },
    'post_type=any': { 'vars[post_type]': 'any' },
    'p / post__in': { 'vars[p]': '0', 'vars[post__in][]': '1' },
    'has_password': { 'vars[has_password]': '1' },
  };
  for (const [name, extra] of Object.entries(attempts)) {
    it(`never shows unpublished or foreign content with ${name}`, async () => {
      const { body } = await loadMore({ page: '0', ...extra });
      const shown = ids(body);
      for (const id of hidden()) expect(shown).not.toContain(id);
      expect(body).not.toContain('Secret body');
    });
  }

  it('pages with posts_per_page (0-based page, +1 on the server) and ends with an empty body', async () => {
    const order = { 'vars[orderby]': 'meta_value_num', 'vars[meta_key]': '_wp_manga_views', 'vars[order]': 'desc', 'vars[posts_per_page]': '2' };
    const first = await loadMore({ page: '0', ...order });
    expect(ids(first.body)).toEqual([fx.bravo, fx.charlie]);
    expect(first.body).not.toContain('no-posts');
    const second = await loadMore({ page: '1', ...order });
    expect(ids(second.body)).toEqual([fx.alpha, fx.video]);
    expect(second.body).not.toContain('no-posts');
    const third = await loadMore({ page: '2', ...order });
    expect(ids(third.body)).toEqual([fx.adult]);
    expect(third.body.endsWith(MARKER)).toBe(true);
    const past = await loadMore({ page: '3', ...order });
    expect(past).toEqual({ status: 200, body: '' });
  });

  it('serves yomu_load_more and the search template the same way', async () => {
    const response = await ajax({ action: 'yomu_load_more', page: '0', template: 'madara-core/content/content-search', 'vars[s]': TAG });
    const body = await response.text();
    expect(searchIds(body).sort((a, b) => a - b)).toEqual(published());
    expect(body).toContain('<div class="post-title"><h3 class="h4"><a href=');
  });

  it('hides adult manga with the family-safe cookie wpmanga-adult=1', async () => {
    const { body } = await loadMore({ page: '0' }, 'wpmanga-adult=1');
    expect(ids(body)).not.toContain(fx.adult);
    expect(ids(body)).toContain(fx.alpha);
  });

  for (const template of ['../../wp-config', '../../../../wp-config.php', 'header', 'functions', 'footer', '/etc/passwd', 'madara-core/content/../../wp-config', 'plugins/yomu-core/yomu-core']) {
    it(`refuses the template "${template}" with 400 and a message that does not repeat it`, async () => {
      const { status, body } = await loadMore({ page: '0', template });
      expect(status).toBe(400);
      expectRefusal(body, template);
    });
  }

  it('links the latest two chapters, newest first, and sends video manga covers to the latest chapter', async () => {
    const { body } = await loadMore({ page: '0' });
    const card = (id: number) => body.slice(body.indexOf(`id="manga-item-${id}"`)).split('<div class="page-listing-item">')[0];
    const alpha = card(fx.alpha);
    expect([...alpha.matchAll(/class="chapter font-meta"><a href="([^"]+)"/g)].map((m) => new URL(m[1]).pathname.split('/').slice(-2)[0])).toEqual(['chapter-3', 'chapter-2']);
    expect(alpha).toMatch(/<div class="item-thumb[^>]*><a href="[^"]+\/manga\/alpha-[^"/]+\/"/);
    expect(card(fx.video)).toMatch(/<div class="item-thumb[^>]*><a href="[^"]+\/chapter-3\/"/);
  });
});

describe('wp_manga_archive_loadmore', () => {
  it('answers the page after manga_args[paged] for guests, published manga only', async () => {
    const response = await ajax({
      action: 'wp_manga_archive_loadmore',
      template: '',
      'manga_args[s]': TAG,
      'manga_args[paged]': '1',
      'manga_args[posts_per_page]': '3',
      'manga_args[m_orderby]': 'views',
      'manga_args[post_status]': 'draft',
    });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(ids(body)).toEqual([fx.video, fx.adult]);
    expect(body.endsWith(MARKER)).toBe(true);
  });

  it('refuses a template outside the whitelist', async () => {
    const response = await ajax({ action: 'wp_manga_archive_loadmore', template: '../../wp-config', 'manga_args[s]': TAG });
    expect(response.status).toBe(400);
    expectRefusal(await response.text(), '../../wp-config');
  });
});

describe('query key whitelist', () => {
  const sorted = (html: string) => ids(html).sort((a, b) => a - b);

  it('applies whitelisted filters: a manga genre and the adult meta key', async () => {
    const genre = await loadMore({ page: '0', 'vars[tax_query][0][taxonomy]': 'wp-manga-genre', 'vars[tax_query][0][field]': 'slug', 'vars[tax_query][0][terms][]': `genre-${TAG}` });
    expect(ids(genre.body)).toEqual([fx.alpha]);
    const adult = await loadMore({ page: '0', 'vars[meta_query][0][key]': 'manga_adult_content', 'vars[meta_query][0][compare]': 'EXISTS' });
    expect(ids(adult.body)).toEqual([fx.adult]);
  });

  const ignored: Record<string, Record<string, string>> = {
    'a taxonomy outside the manga ones': { 'vars[tax_query][0][taxonomy]': 'category', 'vars[tax_query][0][field]': 'slug', 'vars[tax_query][0][terms][]': 'uncategorized' },
    'a meta key outside the filter list': { 'vars[meta_query][0][key]': '_wp_manga_views', 'vars[meta_query][0][compare]': 'NOT EXISTS' },
    'raw WP_Query keys (author, post_parent, name, fields, suppress_filters)': {
      'vars[author]': '999999',
      'vars[post_parent]': '999999',
      'vars[name]': 'no-such-slug',
      'vars[fields]': 'ids',
      'vars[suppress_filters]': '1',
    },
    'a meta_key to order by that is not an order key': { 'vars[orderby]': 'meta_value', 'vars[meta_key]': '_edit_lock' },
  };
  for (const [name, extra] of Object.entries(ignored)) {
    it(`ignores ${name}: the answer is the unfiltered published list`, async () => {
      const { status, body } = await loadMore({ page: '0', ...extra });
      expect(status).toBe(200);
      expect(sorted(body)).toEqual(published());
      expect(body).not.toContain('Secret body');
    });
  }

  it('finds nothing for a draft asked for by its slug or id', async () => {
    const slug = fixture('listing_post_slug', { post: fx.draft });
    const attempts: Array<Record<string, string>> = [{ 'vars[name]': slug, 'vars[post_status]': 'draft' }, { 'vars[p]': String(fx.draft) }, { 'vars[post__in][]': String(fx.draft) }];
    for (const extra of attempts) {
      const { body } = await loadMore({ page: '0', ...extra });
      expect(ids(body)).not.toContain(fx.draft);
      expect(body).not.toContain('Draft');
    }
  });

  it('wp_manga_archive_loadmore forces wp-manga too: no posts or text chapter bodies', async () => {
    // The answer is the page after manga_args[paged]: with 4 per page, page 2 holds the fifth published manga.
    const response = await ajax({
      action: 'wp_manga_archive_loadmore',
      template: '',
      'manga_args[s]': TAG,
      'manga_args[paged]': '1',
      'manga_args[posts_per_page]': '4',
      'manga_args[post_type]': 'post',
      'manga_args[post_status]': 'any',
    });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(ids(body)).toHaveLength(1);
    expect(published()).toContain(ids(body)[0]);
    expect(body).not.toContain('Plain post');
    expect(body).not.toContain('Secret body');
  });

  it('wp_manga_archive_loadmore refuses the search template path traversal and a theme file', async () => {
    for (const template of ['madara-core/content/../../../wp-config', 'functions', 'header']) {
      const response = await ajax({ action: 'wp_manga_archive_loadmore', template, 'manga_args[s]': TAG });
      expect(response.status).toBe(400);
      expectRefusal(await response.text(), template);
    }
  });
});

describe('madara_hover_load_post', () => {
  it('renders a published manga popup', async () => {
    const response = await ajax({ action: 'madara_hover_load_post', postid: String(fx.alpha) });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain(`id="manga-hover-${fx.alpha}"`);
    expect(body).toContain('Alpha');
  });

  it('answers 404 and the same short message, nothing of the post, for drafts, private, pending, protected, posts and text chapter bodies', async () => {
    for (const id of [...hidden(), 0, 999999999]) {
      const response = await ajax({ action: 'madara_hover_load_post', postid: String(id) });
      expect(response.status, `post ${id}`).toBe(404);
      expect(await response.text()).toBe('Bu manga bulunamadı.');
    }
    const bogus = await ajax({ action: 'madara_hover_load_post', postid: "1' OR 1=1" });
    expect(bogus.status).toBe(404);
  });
});

// MADARA.md §6: reader apps take nav.navigation-ajax, div.nav-previous or a.nextpostslink as "a next page exists".
describe('next-page markers', () => {
  const MANY = `pagedit${Date.now().toString(36)}`;
  let many: number[] = [];
  const markers = (html: string) => ({
    nav: /<nav class="navigation-ajax"/.test(html),
    previous: /class="nav-previous/.test(html),
    nextposts: /class="[^"]*\bnextpostslink\b/.test(html),
  });
  const none = { nav: false, previous: false, nextposts: false };
  const get = async (path: string) => {
    const response = await fetch(site.url + path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  beforeAll(() => {
    many = fixture('listing_seed_genre_manga', { tag: MANY, prefix: 'Many', count: 25 });
  });

  afterAll(() => {
    fixture('delete_posts', { ids: many });
    fixture('listing_delete_terms', { terms: [{ slug: `genre-${MANY}`, taxonomy: 'wp-manga-genre' }] });
  });

  it('prints them on page 1 of a search listing with more pages, and not on its last page', async () => {
    const first = await get(`/?s=${MANY}&post_type=wp-manga&m_orderby=alphabet`);
    expect(searchIds(first)).toHaveLength(24);
    expect(markers(first)).toMatchObject({ nav: true, previous: true });
    // The load-more control sits inside the nav and, for clients without JavaScript, submits the search form to
    // page 2 (the words are sent by the form, not repeated in a link: issue 19).
    expect(first).toMatch(/<nav class="navigation-ajax"[^>]*>[\s\S]*?<div class="nav-previous float-left"><button type="submit" class="btn btn-default load-ajax-button" form="listing-search-form" formaction="[^"]*page\/2\/"/);
    const last = await get(`/page/2/?s=${MANY}&post_type=wp-manga&m_orderby=alphabet`);
    expect(searchIds(last)).toHaveLength(1);
    expect(markers(last)).toEqual(none);
  });

  it('prints them on page 1 of a taxonomy archive with more pages, and not on its last page', async () => {
    const first = await get(`/manga-genre/genre-${MANY}/`);
    expect(ids(first)).toHaveLength(24);
    expect(markers(first)).toMatchObject({ nav: true, previous: true });
    const last = await get(`/manga-genre/genre-${MANY}/page/2/`);
    expect(ids(last)).toHaveLength(1);
    expect(markers(last)).toEqual(none);
  });

  it('prints them on page 1 of the manga archive, and not on its last page', async () => {
    const first = await get('/manga/?m_orderby=alphabet');
    expect(markers(first)).toMatchObject({ nav: true, previous: true });
    // The numbered links name the last page.
    const last = Math.max(...[...first.matchAll(/\/manga\/page\/(\d+)\//g)].map((m) => Number(m[1])));
    expect(last).toBeGreaterThanOrEqual(2);
    const end = await get(`/manga/page/${last}/?m_orderby=alphabet`);
    expect(ids(end).length).toBeGreaterThan(0);
    expect(markers(end)).toEqual(none);
    if (last > 2) expect(markers(await get(`/manga/page/${last - 1}/?m_orderby=alphabet`))).toMatchObject({ nav: true, previous: true });
  });

  it('prints none on a one-page listing', async () => {
    const search = await get(`/?s=${TAG}&post_type=wp-manga`);
    expect(searchIds(search)).toHaveLength(5);
    expect(markers(search)).toEqual(none);
    const genre = await get(`/manga-genre/genre-${TAG}/`);
    expect(ids(genre)).toEqual([fx.alpha]);
    expect(markers(genre)).toEqual(none);
  });
});

describe('listing pages', () => {
  it('orders the manga search by ?m_orderby and keeps the reader-app markers', async () => {
    const page = async (order: string) => (await fetch(`${site.url}/?s=${TAG}&post_type=wp-manga&m_orderby=${order}`)).text();
    expect(searchIds(await page('alphabet'))).toEqual([fx.alpha, fx.bravo, fx.charlie, fx.adult, fx.video]);
    const views = await page('views');
    expect(searchIds(views)).toEqual([fx.bravo, fx.charlie, fx.alpha, fx.video, fx.adult]);
    // Reader apps read the genre list from the search page: div.checkbox-group div.checkbox > input + label.
    expect(views).toMatch(new RegExp(`<div class="checkbox-group">[\\s\\S]*<div class="checkbox">\\s*<input id="genre-genre-${TAG}" type="checkbox" name="genre\\[\\]" value="genre-${TAG}">\\s*<label[^>]*>Genre ${TAG}</label>`));
    const filtered = await (await fetch(`${site.url}/?s=${TAG}&post_type=wp-manga&genre[]=genre-${TAG}`)).text();
    expect(searchIds(filtered)).toEqual([fx.alpha]);
  });

  it('hides adult manga from listing pages with the family-safe cookie', async () => {
    const url = `${site.url}/?s=${TAG}&post_type=wp-manga`;
    expect(searchIds(await (await fetch(url)).text())).toContain(fx.adult);
    const safe = searchIds(await (await fetch(url, { headers: { cookie: 'wpmanga-adult=1' } })).text());
    expect(safe).not.toContain(fx.adult);
    expect(safe).toContain(fx.alpha);
  });

  it('gives the home grid load-more vars that keep its order', () => {
    const vars = fixture('listing_load_more_vars', { queries: [{ order: 'latest', count: 24 }, { order: 'views', count: 10 }] });
    expect(vars).toEqual([
      { paged: 1, posts_per_page: 24, m_orderby: 'latest' },
      { paged: 1, posts_per_page: 10, m_orderby: 'views' },
    ]);
  });

  it('shows the manga archive with 24 per page and load-more vars the server accepts', async () => {
    const html = await (await fetch(`${site.url}/manga/?m_orderby=views`)).text();
    const cards = html.match(/class="page-item-detail manga/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(5);
    expect(cards.length).toBeLessThanOrEqual(24);
    for (const id of hidden()) expect(html).not.toContain(`manga-item-${id}"`);
  });

  it('loads the first row of covers eagerly, and only the first cover of the page with high priority', async () => {
    const cover = fixture('listing_make_cover', { tag: TAG, posts: [fx.alpha, fx.bravo, fx.charlie, fx.video] });
    try {
      const covers = async (path: string) => (await (await fetch(`${site.url}${path}`)).text()).match(/<img [^>]*class="img-responsive manga-card__cover[^>]*>/g) ?? [];
      const found = await covers(`/?s=${TAG}&post_type=wp-manga`);
      expect(found).toHaveLength(4);
      expect(found[0]).toContain('fetchpriority="high"');
      expect(found[0]).toContain('elementtiming="yomu-first-image"');
      expect(found.slice(1).every((img) => img.includes('loading="eager"') && !img.includes('fetchpriority'))).toBe(true);
      for (const path of ['/', '/manga/']) expect((await covers(path)).filter((img) => img.includes('fetchpriority="high"'))).toHaveLength(1);
      // On the home, the slider fills the first screen: the grid under it loads its covers lazily.
      const home = await (await fetch(`${site.url}/`)).text();
      const grid = home.slice(home.indexOf('id="latest-updates-title"')).match(/<img [^>]*class="img-responsive manga-card__cover[^>]*>/g) ?? [];
      expect(grid.length).toBeGreaterThan(0);
      expect(grid.every((img) => img.includes('loading="lazy"'))).toBe(true);
      // The manga page's cover asks for its column's width (112 px on phones), not the crop's own 210 px, so a phone
      // takes the crop rather than the original.
      const page = await (await fetch(`${site.url}/?post_type=wp-manga&p=${fx.alpha}`)).text();
      expect(/<div class="summary_image">\s*<img [^>]*fetchpriority="high" elementtiming="yomu-first-image"[^>]* sizes="\(max-width: 767px\) 112px, 200px"/.test(page)).toBe(true);
    } finally {
      fixture('listing_remove_cover', { cover, posts: [fx.alpha, fx.bravo, fx.charlie, fx.video] });
    }
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
