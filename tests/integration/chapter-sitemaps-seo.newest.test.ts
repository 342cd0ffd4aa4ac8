// @vitest-environment jsdom
// Issue 32 item 1 with the real Yoast SEO 28.3, then the real Rank Math 1.0.273, in charge of the sitemaps: their
// index (/sitemap_index.xml) lists the chapter sitemaps under Madara's names (/wp-manga-chapters-sitemap…xml) with
// each page's newest chapter date; each page is valid against the sitemaps.org schema, holds at most the plugin's
// entries per page, and the pages together list every readable chapter once (premium ones with their real URL, none
// of a password-protected, draft or private manga). Madara's registered names answer with the chapters; past the last
// page and names Madara's provider wrongly answered are 404. Rank Math keeps copies of its sitemaps: a manga hidden
// after a crawl leaves the next one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/seo';
import '../support/fixtures/premium';
import { crawl, entries, get, schemaErrors, W3C } from '../support/fixtures/sitemaps';
import type { SitemapsSeed } from '../support/fixtures/sitemaps';
import { phpLogMark, phpProblemsSince, site } from '../support/site';
import type { PhpLogMark } from '../support/site';

const PER_PAGE = 3;
const PAGE = /\/wp-manga-chapters-sitemap(\d*)\.xml$/;
let fx: SitemapsSeed;
let mark: PhpLogMark;

beforeAll(() => {
  mark = phpLogMark();
  fixture('premium_mycred', { on: 1 });
  fixture('sitemaps_per_page', { per_page: PER_PAGE });
  fx = fixture('sitemaps_seed', { tag: `sms${Date.now().toString(36)}` });
});

afterAll(() => {
  fixture('seo_plugin', { plugin: '' });
  fixture('sitemaps_flush', {});
  fixture('sitemaps_per_page', { per_page: 0 });
  fixture('premium_mycred', { on: 0 });
  if (fx) fixture('delete_posts', { ids: Object.values(fx.manga) });
});

const index = () => `${site.url}/sitemap_index.xml`;

/** What every SEO plugin's chapter sitemaps must show. */
async function readsEveryChapterOnce() {
  const expected = fixture('sitemaps_expected', {});
  const crawled = await crawl(index(), PAGE, PER_PAGE);
  expect(crawled.pages.length).toBe(Math.ceil(Object.keys(expected).length / PER_PAGE));
  for (const page of crawled.pages) expect(page.lastmod, page.loc).toMatch(W3C);
  expect(crawled.repeats).toBe(0);
  expect(Object.fromEntries(crawled.urls)).toEqual(expected);
  expect(crawled.urls.get(fx.premium)).toBe('2026-04-14T10:04:00+00:00');
  for (const hidden of fx.hidden) expect(crawled.urls.has(hidden)).toBe(false);
  expect(crawled.index.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
  return crawled;
}

/** Madara's name of page n answers its chapters (after the plugin's own redirect, if any). */
async function madaraPage(n: number) {
  const answer = await fetch(`${site.url}/wp-manga-chapters-sitemap${n}.xml`);
  const body = await answer.text();
  expect(answer.status).toBe(200);
  expect(schemaErrors(body, 'sitemap.xsd')).toEqual([]);
  return { url: answer.url, urls: entries(body, 'url').map((entry) => entry.loc), cacheControl: answer.headers.get('cache-control') ?? '' };
}

async function notFound(names: string[]) {
  for (const name of names) {
    const answer = await get(`${site.url}/${name}`);
    expect(answer.status, name).toBe(404);
    expect(answer.body, name).not.toContain('<urlset');
  }
}

describe('with Yoast SEO in charge', () => {
  beforeAll(() => {
    expect(fixture('seo_plugin', { plugin: 'yoast' })).toBe(true);
    expect(fixture('sitemaps_flush', {})).toBe('yoast');
  });

  it("Yoast's index lists the chapter sitemaps with lastmod; they list every readable chapter once", async () => {
    const { pages } = await readsEveryChapterOnce();
    // Yoast's naming: page 1 without a number, then 2, 3 …
    expect(pages.map((page) => PAGE.exec(page.loc)?.[1])).toEqual(pages.map((_, i) => (i === 0 ? '' : String(i + 1))));
  });

  it("Madara's names answer with the chapters; past the last page and unclaimed names 404", async () => {
    const { pages } = await crawl(index(), PAGE, PER_PAGE);
    const first = await madaraPage(1);
    // Yoast sends {type}-sitemap1.xml to its number-less name, as it did for Madara's provider.
    expect(first.url).toBe(`${site.url}/wp-manga-chapters-sitemap.xml`);
    const listed = entries((await get(pages[0].loc)).body, 'url').map((entry) => entry.loc);
    expect(first.urls).toEqual(listed);
    const second = await madaraPage(2);
    expect(second.url).toBe(`${site.url}/wp-manga-chapters-sitemap2.xml`);
    expect(second.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
    // (Yoast itself sends any {x}-sitemap1.xml to {x}-sitemap.xml first.)
    await notFound([`wp-manga-chapters-sitemap${pages.length + 1}.xml`, 'foo-sitemap2.xml', 'foo-sitemap.xml']);
  });
});

describe('with Rank Math in charge', () => {
  beforeAll(() => {
    expect(fixture('seo_plugin', { plugin: 'rank-math' })).toBe(true);
    expect(fixture('sitemaps_flush', {})).toBe('rank-math');
  });

  it("Rank Math's index lists the chapter sitemaps with lastmod; they list every readable chapter once", async () => {
    const { pages } = await readsEveryChapterOnce();
    expect(pages.map((page) => PAGE.exec(page.loc)?.[1])).toEqual(pages.map((_, i) => String(i + 1)));
  });

  it("Madara's names answer with the chapters directly; past the last page and unclaimed names 404", async () => {
    const { pages } = await crawl(index(), PAGE, PER_PAGE);
    for (const n of [1, pages.length]) {
      const page = await madaraPage(n);
      expect(page.url).toBe(`${site.url}/wp-manga-chapters-sitemap${n}.xml`);
      expect(page.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
    }
    await notFound([`wp-manga-chapters-sitemap${pages.length + 1}.xml`, 'foo-sitemap1.xml']);
  });

  it('a manga hidden after a crawl leaves the next one (Rank Math stored copies are dropped)', async () => {
    await readsEveryChapterOnce();
    expect(fixture('sitemaps_status', { manga: fx.manga.open, status: 'private' })).toContain(index());
    try {
      const crawled = await crawl(index(), PAGE, PER_PAGE);
      expect(crawled.urls.has(fx.premium)).toBe(false);
      expect(Object.fromEntries(crawled.urls)).toEqual(fixture('sitemaps_expected', {}));
    } finally {
      fixture('sitemaps_status', { manga: fx.manga.open, status: 'publish' });
    }
    await readsEveryChapterOnce();
    // Three crawls of every page through Rank Math.
  }, 60_000);
});

describe('afterwards', () => {
  it('leaves no PHP warning behind', () => {
    expect(phpProblemsSince(mark)).toEqual([]);
  });
});
