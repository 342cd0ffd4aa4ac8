// @vitest-environment jsdom
// Issue 32 item 5, without an SEO plugin: robots.txt lists core's sitemap index and Disallows neither search nor
// account pages (a crawler must be able to read their noindex); search results and the account page say noindex in
// the robots meta, once; the manga page, the chapter and its duplicates (?style=, p/2/, canonicalised to the
// chapter) stay indexable; the reader app endpoints (OPDS catalog, yomu/v1 REST) answer with X-Robots-Tag: noindex.
import { describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { get, robotsMeta, robotsSite, url } from '../support/fixtures/robots';

const TAG = `rb${Date.now().toString(36)}`;
const fx = robotsSite(TAG);

describe('robots.txt', () => {
  it('lists the sitemap index, which answers, and keeps search and account pages crawlable', async () => {
    const answer = await get(url('/robots.txt'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    const sitemaps = [...text.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1]);
    expect(sitemaps).toEqual([url('/wp-sitemap.xml')]);
    const index = await get(sitemaps[0]);
    expect(index.status).toBe(200);
    expect(new DOMParser().parseFromString(await index.text(), 'application/xml').querySelector('sitemapindex')).not.toBeNull();
    const disallowed = [...text.matchAll(/^Disallow: (\S*)$/gm)].map((m) => m[1]);
    expect(disallowed).toEqual(['/wp-admin/']);
  });
});

describe('the robots meta', () => {
  it('keeps search results out of the index, once', async () => {
    for (const search of ['/?s=robots', `/?s=${TAG}&post_type=wp-manga`]) {
      const metas = await robotsMeta(url(search));
      expect(metas, search).toHaveLength(1);
      expect(metas[0], search).toMatch(/(^|, )noindex(,|$)/);
      expect(metas[0], search).toMatch(/(^|, )follow(,|$)/);
    }
  });

  it('keeps the account page out of the index, once', async () => {
    const page = fixture('account_page_url', { tab: 'bookmark' });
    expect(page).not.toBe('');
    for (const target of [page, page.replace(/\?.*$/, '')]) {
      const metas = await robotsMeta(target);
      expect(metas, target).toHaveLength(1);
      expect(metas[0], target).toMatch(/(^|, )noindex(,|$)/);
    }
  });

  it('lets the manga page, the chapter and its canonicalised duplicates be indexed', async () => {
    expect(fx.other_style_url).toContain('style=');
    expect(fx.page_two_url).toMatch(/\/p\/2\/$/);
    for (const target of [url('/'), fx.manga_url, fx.chapter_url, fx.other_style_url, fx.page_two_url]) {
      const metas = await robotsMeta(target);
      expect(metas.join(' '), target).not.toMatch(/noindex|none/);
    }
  });
});

describe('reader app endpoints', () => {
  it('answer with X-Robots-Tag: noindex', async () => {
    for (const path of ['/opds/', '/opds/latest/', '/?yomu_opds=/', `/opds/manga/${fx.manga}/`, '/wp-json/yomu/v1/manga', `/wp-json/yomu/v1/manga/${fx.manga}/chapters`, '/?rest_route=/yomu/v1/manga']) {
      const answer = await get(url(path));
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-robots-tag'), path).toBe('noindex');
    }
  });
});
