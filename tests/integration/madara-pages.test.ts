// Issue 29 item 6: Madara's page settings carry over. A page on the Front-Page template (its page meta as Madara's
// editor stores it) lists manga filtered and ordered by that meta, with the A–Z bar and /page/N/ pages (404 past
// the end), lists blog posts, or shows its content; the "Manga Archive Page" shows the all-manga listing and is
// where "all manga" links lead; on a fresh install the members' "User Settings" link reaches the account page at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara-pages';
import '../support/fixtures/listing';
import '../support/fixtures/madara-site';
import { login, phpLogMark, phpProblemsSince, site, type PhpLogMark } from '../support/site';

const TAG = `mpg${Date.now().toString(36)}`;
let seed: ReturnType<typeof fixture<'madara_pages_seed'>>;
const pages: number[] = [];
const saved: Record<string, unknown> = {};
let mark: PhpLogMark;
/** Each test makes its pages through PHP fixtures (one WordPress boot each): more than the 30 s default on a loaded machine. */
const SLOW = 120_000;

const get = async (url: string, cookie = '') => {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};
/** The manga cards of a page, in order. */
const cards = (html: string) => [...html.matchAll(/id="manga-item-(\d+)"/g)].map((m) => Number(m[1]));
const page = (title: string, meta: Record<string, unknown>, template?: string) => {
  const made = fixture('madara_pages_page', { title: `${title} ${TAG}`, meta, ...(template === undefined ? {} : { template }) });
  pages.push(made.id);
  return made;
};
const paged = (url: string, n: number, query = '') => `${url.replace(/\/$/, '')}/page/${n}/${query}`;

beforeAll(() => {
  mark = phpLogMark();
  for (const name of ['show_on_front', 'page_on_front', 'option_tree', 'wp_manga_settings']) saved[name] = fixture('get_option', { name });
  seed = fixture('madara_pages_seed', { tag: TAG });
}, SLOW);

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  fixture('delete_posts', { ids: [...Object.values(seed.ids), ...pages] });
  fixture('madara_pages_delete_terms', { tag: TAG });
  expect(phpProblemsSince(mark)).toEqual([]);
}, SLOW);

describe('the Front-Page template, manga mode', { timeout: SLOW }, () => {
  it('lists the genre OR the tag, newest first, without the other manga or the page content', async () => {
    const { url } = page('Newest', { page_content: 'manga', manga_genres: seed.genre, manga_tags: seed.tag, page_post_orderby: 'latest' });
    const { status, html } = await get(url);
    expect(status).toBe(200);
    const { apple, avocado, banana, cherry, nine, tagged } = seed.ids;
    expect(cards(html)).toEqual([tagged, nine, cherry, banana, avocado, apple]);
    expect(html).toMatch(/<div id="loop-content" class="page-content-listing manga-grid item-default">/);
    expect(html).not.toContain(`<p>Content of Newest ${TAG}`);
    expect(html).toContain('class="page-item-detail manga manga__item');
  });

  it('orders by the latest chapter (modified), the views and the trending period', async () => {
    const { apple, avocado, banana, cherry, nine } = seed.ids;
    const modified = page('Modified', { page_content: 'manga', manga_genres: seed.genre, page_post_orderby: 'modified' });
    expect(cards((await get(modified.url)).html)).toEqual([apple, avocado, banana, cherry, nine]);
    const views = page('Views', { page_content: 'manga', manga_genres: seed.genre, page_post_orderby: 'views' });
    expect(cards((await get(views.url)).html)).toEqual([apple, nine, cherry, banana, avocado]);
    // "all" is the total views; the default range (week) reads the week counts none of these have: newest first.
    const all = page('Trending all', { page_content: 'manga', manga_genres: seed.genre, page_post_orderby: 'trending', frontpage_orderby_trending_timerange: 'all' });
    expect(cards((await get(all.url)).html)).toEqual([apple, nine, cherry, banana, avocado]);
    const week = page('Trending week', { page_content: 'manga', manga_genres: seed.genre, page_post_orderby: 'trending' });
    expect(cards((await get(week.url)).html)).toEqual([nine, cherry, banana, avocado, apple]);
  });

  it('filters by chapter type and status, and leaves out the ignored ids', async () => {
    const { apple, avocado, banana, cherry, nine } = seed.ids;
    const video = page('Video', { page_content: 'manga', manga_genres: seed.genre, manga_type: 'video' });
    expect(cards((await get(video.url)).html)).toEqual([avocado]);
    const images = page('Images', { page_content: 'manga', manga_genres: seed.genre, manga_type: 'manga', page_post_orderby: 'latest' });
    expect(cards((await get(images.url)).html)).toEqual([nine, cherry, banana, apple]);
    const ended = page('Ended', { page_content: 'manga', manga_genres: seed.genre, manga_status: 'end' });
    expect(cards((await get(ended.url)).html)).toEqual([banana]);
    const ignore = page('Ignore', { page_content: 'manga', manga_genres: seed.genre, page_post_orderby: 'latest', ignore_ids: `${apple}, ${cherry}` });
    expect(cards((await get(ignore.url)).html)).toEqual([nine, banana, avocado]);
  });

  it('shows page_post_count per page on /page/N/ links and answers 404 past the last page', async () => {
    const { apple, avocado, banana, cherry, nine } = seed.ids;
    const { url } = page('Paged', { page_content: 'manga', manga_genres: seed.genre, page_post_orderby: 'latest', page_post_count: '2' });
    const first = await get(url);
    expect(cards(first.html)).toEqual([nine, cherry]);
    expect(first.html).toContain(`href="${paged(url, 2)}"`);
    expect(first.html).toContain(`href="${paged(url, 3)}"`);
    expect(cards((await get(paged(url, 2))).html)).toEqual([banana, avocado]);
    const last = await get(paged(url, 3));
    expect(last.status).toBe(200);
    expect(cards(last.html)).toEqual([apple]);
    expect(last.html).not.toContain(`href="${paged(url, 4)}"`);
    const past = await get(paged(url, 4));
    expect(past.status).toBe(404);
    expect(cards(past.html)).toEqual([]);
  });

  it('orders by name with the A–Z bar; ?start= filters and is kept in the page links', async () => {
    const { apple, avocado, banana, cherry, nine } = seed.ids;
    const { url } = page('Names', { page_content: 'manga', manga_genres: seed.genre, page_post_orderby: 'name', page_post_count: '1' });
    const all = await get(url);
    expect(cards(all.html)).toEqual([nine]);
    const bar = /<nav id="manga-filte-alphabeta-bar"[^>]*>(.*?)<\/nav>/s.exec(all.html)?.[1] ?? '';
    expect([...bar.matchAll(/href="[^"?]*\?start=([0-9a-z])"/g)].map((m) => m[1]).join('')).toBe('0123456789abcdefghijklmnopqrstuvwxyz');
    expect(bar).toContain(`href="${url}"`);
    const a = await get(`${url}?start=a`);
    expect(cards(a.html)).toEqual([apple]);
    expect(a.html).toContain(`href="${paged(url, 2, '?start=a')}"`);
    expect(cards((await get(paged(url, 2, '?start=a'))).html)).toEqual([avocado]);
    expect((await get(paged(url, 3, '?start=a'))).status).toBe(404);
    expect(cards((await get(`${url}?start=9`)).html)).toEqual([nine]);
    expect(cards((await get(`${url}?start=B`)).html)).toEqual([banana]);
    void cherry;
    // Page links never repeat other parameters of the request.
    const navs = [...(await get(`${url}?start=a&x=%3Cb%3E`)).html.matchAll(/<nav[^>]*class="listing-pagination"[^>]*>.*?<\/nav>/gs)].map((m) => m[0]);
    expect(navs.length).toBe(2);
    for (const nav of navs) expect(nav).not.toContain('x=');
  });

  it('shows a message with 200 when page 1 has nothing; the A–Z bar only with the name order and its switch on', async () => {
    const none = page('None', { page_content: 'manga', manga_genres: seed.genre, manga_status: 'upcoming', page_post_orderby: 'name', manga_filter_by_characters: 'off' });
    const { status, html } = await get(none.url);
    expect(status).toBe(200);
    expect(html).toContain('class="no-posts-message"');
    expect(cards(html)).toEqual([]);
    expect(html).not.toContain('manga-filte-alphabeta-bar');
    expect((await get(`${none.url}?start=a`)).html).toContain('class="no-posts-message"');
  });

  it("takes an empty or 'default' page setting from the theme option of the same id", async () => {
    const { apple, avocado, banana, cherry, nine } = seed.ids;
    fixture('set_option', { name: 'option_tree', value: { page_post_orderby: 'views', manga_archives_item_layout: 'big_thumbnail', archive_heading_text: `Heading ${TAG}` } });
    const { url } = page('Fallback', { page_content: 'manga', manga_genres: seed.genre, page_post_orderby: 'default', manga_archives_item_layout: '' });
    const html = (await get(url)).html;
    expect(cards(html)).toEqual([apple, nine, cherry, banana, avocado]);
    expect(html).toContain('class="page-content-listing manga-grid item-big_thumbnail"');
    expect(html).toMatch(new RegExp(`<div class="c-blog__heading style-2"><h2 class="h4">Heading ${TAG}</h2></div>`));
    fixture('set_option', { name: 'option_tree', value: saved.option_tree ?? null });
  });

  it('is the static home page, paged on /page/N/', async () => {
    const { apple, avocado, banana, cherry, nine } = seed.ids;
    const front = page('Home', { page_content: 'manga', manga_genres: seed.genre, page_post_orderby: 'latest', page_post_count: '3', page_title: 'off' });
    fixture('set_option', { name: 'show_on_front', value: 'page' });
    fixture('set_option', { name: 'page_on_front', value: front.id });
    try {
      const home = await get(`${site.url}/`);
      expect(home.status).toBe(200);
      expect(cards(home.html)).toEqual([nine, cherry, banana]);
      expect(home.html).not.toContain(`Home ${TAG}</h1>`);
      expect(home.html).toContain(`href="${site.url}/page/2/"`);
      expect(cards((await get(`${site.url}/page/2/`)).html)).toEqual([avocado, apple]);
      expect((await get(`${site.url}/page/3/`)).status).toBe(404);
    } finally {
      fixture('set_option', { name: 'show_on_front', value: saved.show_on_front ?? null });
      fixture('set_option', { name: 'page_on_front', value: saved.page_on_front ?? null });
    }
  });
});

describe('the Front-Page template, blog and content modes', { timeout: SLOW }, () => {
  it('lists the chosen category, newest first or in the order asked', async () => {
    const { post_first: first, post_second: second } = seed.ids;
    const postIds = (html: string) => [...html.matchAll(/<article id="post-(\d+)"/g)].map((m) => Number(m[1]));
    const desc = page('Blog', { page_content: 'blog', page_post_cats: String(seed.category) });
    const html = (await get(desc.url)).html;
    expect(postIds(html)).toEqual([second, first]);
    expect(html).toContain(`Second post ${TAG}</a>`);
    const asc = page('Blog asc', { page_content: 'blog', page_post_cats: String(seed.category), page_post_order: 'ASC' });
    expect(postIds((await get(asc.url)).html)).toEqual([first, second]);
    const chosen = page('Blog chosen', { page_content: 'blog', page_post_ids: String(first) });
    expect(postIds((await get(chosen.url)).html)).toEqual([first]);
  });

  it('shows the page content in page_content mode (the default)', async () => {
    const plain = page('Plain', {});
    const { status, html } = await get(plain.url);
    expect(status).toBe(200);
    expect(html).toContain(`<p>Content of Plain ${TAG}`);
    expect(cards(html)).toEqual([]);
  });
});

describe('the Manga Archive Page', { timeout: SLOW }, () => {
  it('shows the all-manga listing with its orders and pages instead of its content, and "all manga" links there', async () => {
    const archive = page('Archive', {}, '');
    fixture('set_option', { name: 'wp_manga_settings', value: { ...((saved.wp_manga_settings as Record<string, unknown>) ?? {}), manga_archive_page: String(archive.id) } });
    try {
      const { status, html } = await get(archive.url);
      expect(status).toBe(200);
      expect(html).not.toContain(`<p>Content of Archive ${TAG}`);
      expect(html).toContain('class="c-nav-tabs listing-orderby"');
      expect(html).toContain(`href="${archive.url}?m_orderby=alphabet"`);
      expect(cards(html)).toContain(seed.ids.outside);
      const byName = cards((await get(`${archive.url}?m_orderby=alphabet`)).html);
      expect(byName.indexOf(seed.ids.apple)).toBeLessThan(byName.indexOf(seed.ids.banana));
      const manga = await get(`${site.url}/manga/`);
      expect(cards(manga.html).slice(0, 5)).toEqual(cards(html).slice(0, 5));
      // The manga page's breadcrumbs lead to it.
      const info = (await get(`${site.url}/manga/${fixture('listing_post_slug', { post: seed.ids.apple })}/`)).html;
      expect(info).toContain(`"item":"${archive.url}"`);
      // As the static home page.
      fixture('set_option', { name: 'show_on_front', value: 'page' });
      fixture('set_option', { name: 'page_on_front', value: archive.id });
      const home = await get(`${site.url}/`);
      expect(home.status).toBe(200);
      expect(home.html).toContain('class="c-nav-tabs listing-orderby"');
      expect(cards(home.html).slice(0, 5)).toEqual(cards(html).slice(0, 5));
    } finally {
      fixture('set_option', { name: 'show_on_front', value: saved.show_on_front ?? null });
      fixture('set_option', { name: 'page_on_front', value: saved.page_on_front ?? null });
      fixture('set_option', { name: 'wp_manga_settings', value: saved.wp_manga_settings ?? null });
    }
  });
});

describe('the account page on a fresh install', { timeout: SLOW }, () => {
  const PASSWORD = 'Sayfa-uyesi-7';
  const userMenuLinks = (html: string) => [...html.matchAll(/<ul class="c-user_menu"><li><a href="([^"]+)"/g)].map((m) => m[1].replaceAll('&#038;', '&'));

  it("exists right after activation: a member's User Settings link reaches it, and wp_manga_settings is not written", async () => {
    const member = fixture('make_user', { login: `${TAG}m`, password: PASSWORD, role: 'subscriber' });
    const fresh = fixture('madara_pages_activate', { settings: null });
    try {
      expect(fresh.after.id).toBeGreaterThan(0);
      expect(fresh.after.settings).toBe(false);
      const cookie = await login(`${TAG}m`, PASSWORD);
      const links = userMenuLinks((await get(`${site.url}/`, cookie)).html);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link).not.toContain('profile.php');
        expect(new URL(link).pathname).toBe(new URL(fresh.after.url).pathname);
      }
      const account = await get(links[0], cookie);
      expect(account.status).toBe(200);
      expect(account.html).toContain('class="container yomu-account"');
    } finally {
      fixture('madara_pages_restore_account', { page: fresh.after.id, settings: fresh.before.settings, own: fresh.before.own });
      fixture('delete_users', { ids: [member] });
    }
  });

  it("on a Madara site whose user_page names no page, makes one without rewriting Madara's settings", () => {
    const madara = { manga_slug: 'manga', user_page: '0', paging_style: 'load-more' };
    const run = fixture('madara_pages_activate', { settings: madara });
    try {
      expect(run.after.id).toBeGreaterThan(0);
      expect(fixture('madara_site_option_bytes', { name: 'wp_manga_settings' })).toBe('a:3:{s:10:"manga_slug";s:5:"manga";s:9:"user_page";s:1:"0";s:12:"paging_style";s:9:"load-more";}');
    } finally {
      fixture('madara_pages_restore_account', { page: run.after.id, settings: run.before.settings, own: run.before.own });
    }
  });
});
