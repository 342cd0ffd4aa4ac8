// @vitest-environment jsdom
// Issue 32 item 1, without an SEO plugin: the chapter sitemaps in WordPress core's sitemaps. The index
// /wp-sitemap.xml lists /wp-sitemap-chapters-N.xml with each page's newest chapter date; the pages together list every
// chapter guests may read exactly once (premium ones with their real URL; none of a password-protected, draft or
// private manga), with its GMT date; everything is valid against the sitemaps.org schemas. Madara's names
// /wp-manga-chapters-sitemapN.xml answer 200 with the same XML (no redirect); past the last page, or under a name
// Madara never had, 404. The answers carry the guest cache header; hiding a manga or adding a chapter through Yomu's
// writes shows in the next crawl.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/seo';
import '../support/fixtures/premium';
import { changedPages, crawl, entries, get, W3C } from '../support/fixtures/sitemaps';
import type { SitemapsSeed } from '../support/fixtures/sitemaps';
import { phpLogMark, phpProblemsSince, site } from '../support/site';
import type { PhpLogMark } from '../support/site';

const PER_PAGE = 3;
const PAGE = /\/wp-sitemap-chapters-(\d+)\.xml$/;
let fx: SitemapsSeed;
let mark: PhpLogMark;

beforeAll(() => {
  mark = phpLogMark();
  expect(fixture('seo_plugin', { plugin: '' })).toBe(true);
  expect(fixture('sitemaps_flush', {})).toBe('');
  fixture('premium_mycred', { on: 1 });
  fixture('sitemaps_per_page', { per_page: PER_PAGE });
  fx = fixture('sitemaps_seed', { tag: `sm${Date.now().toString(36)}` });
});

afterAll(() => {
  fixture('sitemaps_per_page', { per_page: 0 });
  fixture('premium_mycred', { on: 0 });
  if (fx) fixture('delete_posts', { ids: Object.values(fx.manga) });
});

const index = () => `${site.url}/wp-sitemap.xml`;

describe('chapter sitemaps in WordPress core sitemaps', () => {
  it('the index lists pages with lastmod, and the pages list every readable chapter once with its date', async () => {
    const expected = fixture('sitemaps_expected', {});
    const { pages, urls, repeats } = await crawl(index(), PAGE, PER_PAGE);
    expect(pages.length).toBe(Math.ceil(Object.keys(expected).length / PER_PAGE));
    expect(pages.map((page) => Number(PAGE.exec(page.loc)?.[1]))).toEqual(pages.map((_, i) => i + 1));
    for (const page of pages) expect(page.lastmod).toMatch(W3C);
    expect(repeats).toBe(0);
    expect(Object.fromEntries(urls)).toEqual(expected);
    expect(urls.get(fx.premium)).toBe('2026-04-14T10:04:00+00:00');
    for (const hidden of fx.hidden) expect(urls.has(hidden)).toBe(false);
    expect(fx.hidden).toHaveLength(2 + 2 + 4);
  });

  it("Madara's names answer 200 with the same XML; past the last page and unknown names 404", async () => {
    const { pages } = await crawl(index(), PAGE, PER_PAGE);
    const last = pages.length;
    for (const n of [1, last]) {
      const core = await get(`${site.url}/wp-sitemap-chapters-${n}.xml`);
      const madara = await get(`${site.url}/wp-manga-chapters-sitemap${n}.xml`);
      expect(madara.status).toBe(200);
      expect(madara.location).toBe('');
      expect(entries(madara.body, 'url')).toEqual(entries(core.body, 'url'));
    }
    expect((await get(`${site.url}/wp-manga-chapters-sitemap${last + 1}.xml`)).status).toBe(404);
    expect((await get(`${site.url}/wp-sitemap-chapters-${last + 1}.xml`)).status).toBe(404);
    // Madara's provider answered any name nobody claimed with chapters; these stay 404.
    for (const name of ['foo-sitemap1.xml', 'wp-manga-chapters-sitemap0.xml', 'manga-chapters-sitemap1.xml']) {
      const answer = await get(`${site.url}/${name}`);
      expect(answer.status, name).toBe(404);
      expect(answer.body).not.toContain('<urlset');
    }
  });

  it('the index and the pages carry the guest cache header', async () => {
    for (const url of [index(), `${site.url}/wp-sitemap-chapters-1.xml`, `${site.url}/wp-manga-chapters-sitemap1.xml`]) {
      expect((await get(url)).cacheControl, url).toMatch(/^public, max-age=0, s-maxage=\d+/);
    }
  });

  it("a manga hidden or a chapter added through Yomu's writes shows in the next crawl, its changed pages purged", async () => {
    /** Every page that changed, under core's and Madara's names, and the index, were handed to the purge. */
    const purgedAll = (purged: string[], changed: string[]) => {
      expect(changed.length).toBeGreaterThan(0);
      expect(purged).toContain(index());
      for (const loc of changed) {
        expect(purged).toContain(loc);
        expect(purged).toContain(loc.replace(PAGE, (_, n: string) => `/wp-manga-chapters-sitemap${n}.xml`));
      }
    };
    const before = await crawl(index(), PAGE, PER_PAGE);
    expect(before.urls.has(fx.premium)).toBe(true);
    const hid = fixture('sitemaps_status', { manga: fx.manga.open, status: 'draft' });
    const hidden = await crawl(index(), PAGE, PER_PAGE);
    expect(hidden.urls.has(fx.premium)).toBe(false);
    purgedAll(hid, changedPages(before.lists, hidden.lists));
    const added = fixture('sitemaps_add_chapter', { manga: fx.manga.novel, name: 'Bölüm 5' });
    const expected = fixture('sitemaps_expected', {});
    expect(Object.keys(expected)).toContain(added.url);
    expect(Object.keys(expected)).not.toContain(fx.premium);
    const after = await crawl(index(), PAGE, PER_PAGE);
    expect(after.repeats).toBe(0);
    expect(Object.fromEntries(after.urls)).toEqual(expected);
    purgedAll(added.purged, changedPages(hidden.lists, after.lists));
    // A new chapter takes the last place: the pages before the last stay cached.
    expect(added.purged).not.toContain(`${site.url}/wp-sitemap-chapters-1.xml`);
    expect(fixture('sitemaps_status', { manga: fx.manga.open, status: 'publish' }).length).toBeGreaterThan(0);
    const again = await crawl(index(), PAGE, PER_PAGE);
    expect(Object.fromEntries(again.urls)).toEqual(fixture('sitemaps_expected', {}));
    expect(again.urls.has(fx.premium)).toBe(true);
    // Three crawls of every page.
  }, 60_000);

  it('leaves no PHP warning behind', () => {
    expect(phpProblemsSince(mark)).toEqual([]);
  });
});
