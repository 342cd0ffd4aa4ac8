// Manga and chapter routes over HTTP (MADARA.md §2, §3.2, §6): status codes of every route kind, real 404s,
// trailing slashes, the list reading style, the ajax/chapters endpoint, the plain query form, AMP redirects,
// escaping of hostile names, and rewrite rules that repair themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

interface Fixture {
  u: string;
  manga: number;
  slug: string;
  draft: string;
  novel: string;
  ids: number[];
}

let fx: Fixture;
let problemsBefore: PhpLogMark;

// One published image manga (two volumes, one of them with a hostile name, and a chapter outside volumes),
// one draft manga, and one text (novel) manga. Rows go straight into Madara's tables; the image files need
// not exist for routing.
beforeAll(() => {
  problemsBefore = phpLogMark();
  fx = fixture('route_seed_manga', {});
});

afterAll(() => {
  if (!fx) return;
  fixture('delete_posts', { ids: fx.ids });
});

const manga = (rest = '') => `/manga/${fx.slug}/${rest}`;

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(site.url + path, { redirect: 'manual', ...init });
  return { status: response.status, location: response.headers.get('location') ?? '', html: await response.text() };
}

const post = (path: string) => get(path, { method: 'POST' });
const count = (html: string, needle: string) => html.split(needle).length - 1;
// A page image is its div.page-break's <img>, inside a <picture> when it has sources or a loading gate.
const imageIds = (html: string) => [...html.matchAll(/<div class="page-break[^"]*">(?:<picture>(?:<source[^>]*>)*)?<img id="(image-\d+)" class="wp-manga-chapter-img"/g)].map((m) => m[1]);

describe('manga and chapter routes', () => {
  it('serves the manga page with its title, summary and the server-rendered chapter list', async () => {
    const { status, html } = await get(manga());
    expect(status).toBe(200);
    expect(html).toMatch(/<div class="post-title">\s*<h1>Routing Test \w+<\/h1>/);
    expect(html).toContain('<div class="summary__content" id="manga-summary-content">');
    expect(html).toContain(`<div id="manga-chapters-holder" data-id="${fx.manga}">`);
    expect(count(html, '<li class="wp-manga-chapter">')).toBe(3);
    expect(html).toContain(`<a href="${site.url}${manga('volume-1/chapter-1/')}">Chapter 1</a>`);
  });

  it.each([
    ['a chapter', 'chapter-3/'],
    ['a chapter in a volume', 'volume-1/chapter-1/'],
    ['a volume chapter without its volume segment', 'chapter-1/'],
    ['a chapter page', 'chapter-3/p/2/'],
    ['a volume chapter page', 'volume-1/chapter-1/p/3/'],
    ['a chapter with ?manga-paged', 'chapter-3/?manga-paged=2'],
    ['chapter comments', 'chapter-3/comment-page-1/'],
    ['manga comments', 'comment-page-1/'],
    ['GET of the chapter list URL (the manga page)', 'ajax/chapters/'],
  ])('answers 200 for %s', async (_name, rest) => {
    const { status, html } = await get(manga(rest));
    expect(status).toBe(200);
    expect(html).toMatch(/<article id="manga-\d+"/);
    expect(html).toContain('site-footer');
  });

  it.each([
    ['an unknown manga', '/manga/no-such-manga-here/chapter-1/'],
    ['an unknown chapter', 'chapter-99/'],
    ['an unknown chapter without a slash', 'chapter-99'],
    ['a page past the end', 'volume-1/chapter-1/p/4/'],
    ['page 0', 'chapter-3/p/0/'],
    ['a volume that does not hold the chapter', 'volume-2/chapter-1/'],
    ['a chapter without a volume under a volume segment', 'volume-1/chapter-3/'],
    ['a non-numeric ?manga-paged', 'chapter-3/?manga-paged=abc'],
    ['an unknown chapter of the AMP route', 'chapter-99/amp/'],
  ])('answers a real 404 (theme page, no redirect) for %s', async (_name, rest) => {
    const { status, location, html } = await get(rest.startsWith('/') ? rest : manga(rest));
    expect(status).toBe(404);
    expect(location).toBe('');
    expect(html).toContain('site-footer');
    expect(html).not.toContain('wp-manga-chapter-img');
  });

  it('hides draft manga and their chapters from guests, and shows them to an editor', async () => {
    for (const path of [`/manga/${fx.draft}/`, `/manga/${fx.draft}/chapter-1/`]) {
      const guest = await get(path);
      expect(guest.status, path).toBe(404);
      expect(guest.html).not.toContain('Draft ');
    }
    const cookie = await login('admin', site.adminPassword);
    const admin = await get(`/manga/${fx.draft}/chapter-1/`, { headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(imageIds(admin.html)).toEqual(['image-0']);
  });

  it('a text chapter shows its filtered body in div.reading-content and has no second page', async () => {
    const { status, html } = await get(`/manga/${fx.novel}/chapter-1/`);
    expect(status).toBe(200);
    expect(html).toMatch(/<div class="reading-content">\s*<p>Once upon a time<\/p>/);
    expect(html).not.toContain('alert(3)</script>');
    expect((await get(`/manga/${fx.novel}/chapter-1/p/2/`)).status).toBe(404);
  });
});

describe('trailing slashes and redirects', () => {
  it('301s a GET without the trailing slash to the slashed URL, keeping the query', async () => {
    expect(await get(manga('chapter-3'))).toMatchObject({ status: 301, location: `${site.url}${manga('chapter-3/')}` });
    expect(await get(manga('chapter-3?style=list'))).toMatchObject({ status: 301, location: `${site.url}${manga('chapter-3/?style=list')}` });
    expect(await get(manga('volume-1/chapter-1/p/2'))).toMatchObject({ status: 301, location: `${site.url}${manga('volume-1/chapter-1/p/2/')}` });
  });

  it('never redirects a POST: the chapter is served at the unslashed URL', async () => {
    const { status, location, html } = await post(manga('chapter-3'));
    expect(status).toBe(200);
    expect(location).toBe('');
    expect(imageIds(html)).toEqual(['image-0']);
  });

  it.each([
    ['the manga', 'amp/', ''],
    ['a chapter', 'chapter-3/amp/', 'chapter-3/'],
    ['a chapter page', 'chapter-3/amp/p/2', 'chapter-3/p/2/'],
    ['a volume chapter', 'volume-1/chapter-1/amp/', 'volume-1/chapter-1/'],
    ['a volume chapter page', 'volume-1/chapter-1/amp/p/3/', 'volume-1/chapter-1/p/3/'],
  ])('301s the AMP URL of %s to the same page without AMP', async (_name, from, to) => {
    expect(await get(manga(from))).toMatchObject({ status: 301, location: `${site.url}${manga(to)}` });
  });

  it("names the chapter's first page, not the manga nor this page, as rel=canonical", async () => {
    const { html } = await get(manga('chapter-1/p/2/'));
    expect(html).toContain(`<link rel="canonical" href="${site.url}${manga('volume-1/chapter-1/')}" />`);
  });
});

describe('reading styles and hosts', () => {
  it('paged: only the current page, eager with high priority, with prev/next links', async () => {
    const { html } = await get(manga('volume-1/chapter-1/p/2/'));
    expect(imageIds(html)).toEqual(['image-1']);
    expect(html).toMatch(/id="image-1" class="wp-manga-chapter-img" src="[^"]+\/WP-manga\/data\/manga_\w+\/c1\/02\.jpg" alt="[^"]+" fetchpriority="high"/);
    expect(html).toContain(`class="btn prev_page" rel="prev" href="${site.url}${manga('volume-1/chapter-1/')}"`);
    expect(html).toContain(`class="btn next_page" rel="next" href="${site.url}${manga('volume-1/chapter-1/p/3/')}">Sonraki</a>`);
    expect(html).toContain('alt="Sayfa 2 / 3"');
  });

  it('?style=list shows every page in div.page-break, the first eager and the rest lazy', async () => {
    const { status, html } = await get(manga('volume-1/chapter-1/?style=list'));
    expect(status).toBe(200);
    expect(imageIds(html)).toEqual(['image-0', 'image-1', 'image-2']);
    expect(count(html, 'fetchpriority="high"')).toBe(1);
    expect(count(html, 'loading="lazy"')).toBe(2);
  });

  it('gives known image sizes as width and height', async () => {
    const { html } = await get(manga('chapter-3/?style=list'));
    expect(count(html, 'width="800" height="1200"')).toBe(2);
  });

  it('ignores an unknown ?style', async () => {
    const { status, html } = await get(manga('volume-1/chapter-1/?style=../../wp-config'));
    expect(status).toBe(200);
    expect(imageIds(html)).toEqual(['image-0']);
    expect(html).not.toContain('../../wp-config');
  });

  it('?host= picks a mirror the chapter has, and ignores any other', async () => {
    expect((await get(manga('volume-1/chapter-1/?host=mirror'))).html).toMatch(/class="wp-manga-chapter-img" src="https:\/\/cdn\.example\.com\/\w+\/01\.jpg"/);
    const bogus = await get(manga('volume-1/chapter-1/?host=imgur'));
    expect(bogus.status).toBe(200);
    expect(bogus.html).toMatch(/class="wp-manga-chapter-img" src="[^"]+\/WP-manga\/data\/manga_\w+\/c1\/01\.jpg"/);
  });

  it('accepts the plain-permalink query form', async () => {
    const ok = await get(`/?manga-core=${fx.slug}&chapter=chapter-1&volume=volume-1&manga-paged=3`);
    expect(ok.status).toBe(200);
    expect(imageIds(ok.html)).toEqual(['image-2']);
    expect((await get(`/?manga-core=${fx.slug}&chapter=chapter-1&style=list`)).html).toContain('id="image-2"');
    expect((await get(`/?manga-core=${fx.slug}&chapter=chapter-1&volume=volume-2`)).status).toBe(404);
    expect((await get(`/?manga-core=${fx.slug}&chapter=nope`)).status).toBe(404);
  });
});

describe('POST {manga}/ajax/chapters/', () => {
  it.each([['with', 'ajax/chapters/'], ['without', 'ajax/chapters']])('answers the chapter list %s the trailing slash', async (_name, rest) => {
    const { status, location, html } = await post(manga(rest));
    expect(status).toBe(200);
    expect(location).toBe('');
    expect(html.trim()).toMatch(/^<div class="page-content-listing single-page">\s*<div class="listing-chapters_wrap">\s*<ul class="main version-chap volumns">/);
    expect(count(html, '<li class="wp-manga-chapter">')).toBe(3);
    expect(count(html, '<li class="parent has-child">')).toBe(2);
    expect(html).not.toContain('site-footer');
    // Newest first: the chapter outside volumes, then volume 2, then volume 1.
    const order = [...html.matchAll(/<a href="[^"]+\/(chapter-\d)\/">/g)].map((m) => m[1]);
    expect(order).toEqual(['chapter-3', 'chapter-2', 'chapter-1']);
    expect(html).toMatch(/<ul class="sub-chap list-chap"><li><ul class="sub-chap-list">\s*<li class="wp-manga-chapter"><a href="[^"]+\/volume-1\/chapter-1\/">Chapter 1<\/a> <span class="chapter-release-date"><i>[^<]+<\/i><\/span><\/li>/);
  });

  it('answers the plain-permalink form of the endpoint too', async () => {
    const { status, html } = await post(`/?manga-core=${fx.slug}&manga_ajax=1&maction=get_chapters`);
    expect(status).toBe(200);
    expect(count(html, '<li class="wp-manga-chapter">')).toBe(3);
  });

  it('accepts ?t= and sends the whole list', async () => {
    expect(count((await post(manga('ajax/chapters/?t=2'))).html, '<li class="wp-manga-chapter">')).toBe(3);
  });

  it('answers an empty body for an unknown or unpublished manga', async () => {
    for (const path of ['/manga/no-such-manga-here/ajax/chapters/', `/manga/${fx.draft}/ajax/chapters`]) {
      const { status, html } = await post(path);
      expect(status, path).toBe(200);
      expect(html, path).toBe('');
    }
  });

  it('escapes hostile volume and chapter names, in the endpoint and on the pages', async () => {
    const pages = [(await post(manga('ajax/chapters/'))).html, (await get(manga())).html, (await get(manga('chapter-2/'))).html];
    for (const html of pages.slice(0, 2)) {
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Cilt');
      expect(html).toContain('Chapter 2 - &lt;script&gt;alert(2)&lt;/script&gt;');
    }
    for (const html of pages) {
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script>alert(2)');
    }
  });

  it('answers the Madara 1.6 admin-ajax action manga_get_chapters with the same list', async () => {
    const response = await ajax({ action: 'manga_get_chapters', manga: String(fx.manga) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe((await post(manga('ajax/chapters/'))).html);
  });
});

describe('rewrite rules repair themselves', () => {
  it('after a flush that ran without Yomu (as the site installer does)', async () => {
    fixture('route_drop_yomu_rules', {});
    expect((await get(manga('volume-1/chapter-1/p/2/'))).status).toBe(200);
    expect(fixture('route_has_rule', { regex: 'manga/([^/]+)/ajax/chapters/?$' })).toBe(true);
  });

  it('again when the same partial rules come back soon after a repair (the installer runs at every start)', async () => {
    for (let start = 1; start <= 2; start++) {
      fixture('route_drop_yomu_rules', {}); // as the installer's flush does
      expect((await get(manga('chapter-3/'))).status).toBe(200);
    }
  });

  it('after the manga slug setting changes, and back', async () => {
    const saved = fixture('get_option', { name: 'wp_manga_settings' });
    try {
      fixture('route_set_manga_slug', { slug: `seri-${fx.u}` });
      expect((await get(`/seri-${fx.u}/${fx.slug}/chapter-3/`)).status).toBe(200);
      expect((await post(`/seri-${fx.u}/${fx.slug}/ajax/chapters`)).html).toContain(`href="${site.url}/seri-${fx.u}/${fx.slug}/chapter-3/"`);
      expect((await get(manga('chapter-3/'))).status).not.toBe(200);
    } finally {
      fixture('set_option', { name: 'wp_manga_settings', value: saved });
    }
    expect((await get(manga('chapter-3/'))).status).toBe(200);
  });
});


// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
