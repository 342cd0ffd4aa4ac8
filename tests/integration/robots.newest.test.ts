// @vitest-environment jsdom
// Issue 32 item 5 with the real Yoast SEO 28.3 and Rank Math 1.0.273 (Yoast needs WordPress 6.9+: this file runs on
// the newest core only). The SEO plugin owns robots.txt's sitemap line and the robots meta: Yomu adds no second
// Sitemap line and no second robots tag, yet its account page still says noindex (through the plugin's own robots
// filter), search results too, indexable pages do not, and the reader app endpoints keep X-Robots-Tag: noindex.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/seo';
import { get, robotsMeta, robotsSite, url } from '../support/fixtures/robots';

const TAG = `rn${Date.now().toString(36)}`;
const fx = robotsSite(TAG);

const opds = ['/opds/', '/opds/manga/{manga}/'];
const rest = ['/wp-json/yomu/v1/manga', '/wp-json/yomu/v1/manga/{manga}/chapters'];

describe.each([
  ['Yoast SEO', 'yoast', [...opds, ...rest]],
  ['Rank Math', 'rank-math', [...opds, ...rest]],
] as const)('with %s active', (_name, plugin, endpoints) => {
  beforeAll(() => {
    expect(fixture('seo_plugin', { plugin })).toBe(true);
  });
  afterAll(() => {
    fixture('seo_plugin', { plugin: '' });
  });

  it('leaves robots.txt’s sitemap line to the plugin: its index, once, and no core one', async () => {
    const text = await (await get(url('/robots.txt'))).text();
    const sitemaps = [...text.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1]);
    expect(sitemaps).toEqual([url('/sitemap_index.xml')]);
  });

  it('prints one robots meta: noindex on the account page and search results, none on manga and chapters', async () => {
    const account = fixture('account_page_url', { tab: 'bookmark' });
    for (const target of [account, url(`/?s=${TAG}&post_type=wp-manga`)]) {
      const metas = await robotsMeta(target);
      expect(metas, target).toHaveLength(1);
      expect(metas[0], target).toMatch(/(^|, ?)noindex(,|$)/);
    }
    for (const target of [fx.manga_url, fx.chapter_url, fx.other_style_url, fx.page_two_url]) {
      const metas = await robotsMeta(target);
      expect(metas.length, target).toBeLessThanOrEqual(1);
      expect(metas.join(' '), target).not.toMatch(/noindex|none/);
    }
  });

  it('keeps X-Robots-Tag: noindex on the reader app endpoints', async () => {
    for (const path of endpoints.map((endpoint) => endpoint.replace('{manga}', String(fx.manga)))) {
      const answer = await get(url(path));
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-robots-tag'), path).toBe('noindex');
    }
  });
});

describe('after an SEO plugin is switched off', () => {
  it('answers core’s sitemap index again: the plugin’s stored sitemap rules do not take wp-sitemap.xml', async () => {
    // Yoast stores its rules on activation (its index answers at once), so they are still stored when it goes.
    expect(fixture('seo_plugin', { plugin: 'yoast' })).toBe(true);
    expect((await get(url('/sitemap_index.xml'))).status).toBe(200);
    fixture('seo_plugin', { plugin: '' });
    const index = await get(url('/wp-sitemap.xml'));
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<sitemapindex');
  });
});
