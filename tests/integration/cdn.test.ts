// CDN base URL: with it set, a guest's reader page takes the first chapter image, the loader module and the
// deferred stylesheet from the CDN origin (same paths) and preconnects to it; without it, the page is as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

const cdn = 'https://cdn.yomu.test';
let fx: { manga: number; chapterUrl: string };

beforeAll(() => {
  const [manga] = fixture('cache_make_manga', { titles: ['CDN manga'] });
  fx = { manga: manga.id, chapterUrl: fixture('storage_make_image_chapter', { manga: manga.id, name: 'Chapter 1', width: 40, height: 60 }).url };
});

afterAll(() => {
  fixture('set_option', { name: 'yomu_cdn_url', value: null });
  fixture('delete_posts', { ids: [fx.manga] });
});

async function readerPage(): Promise<{ image: string; module: string; css: string; preconnects: string[] }> {
  const response = await fetch(fx.chapterUrl);
  expect(response.status).toBe(200);
  const html = await response.text();
  return {
    image: /<img id="image-0" class="wp-manga-chapter-img" src="([^"]+)"/.exec(html)?.[1] ?? '',
    module: /<script\b(?=[^>]* type="module")[^>]* src="([^"]+)"/.exec(html)?.[1] ?? '',
    css: /<noscript id="yomu-stylesheet"><link rel='stylesheet' id='[\w-]+' href='([^']+)'/.exec(html)?.[1] ?? '',
    preconnects: [...html.matchAll(/<link rel="preconnect" href="([^"]+)"( crossorigin)?>/g)].map((m) => m[1] + (m[2] ?? '')),
  };
}

describe('CDN base URL', () => {
  it('serves the reader’s images and the built assets from the CDN and preconnects to it', async () => {
    fixture('set_option', { name: 'yomu_cdn_url', value: `${cdn}/` });
    const page = await readerPage();
    expect(page.image).toMatch(new RegExp(`^${cdn}/wp-content/uploads/WP-manga/data/[^"]+\\.jpg$`));
    expect(page.module).toMatch(new RegExp(`^${cdn}/wp-content/plugins/yomu-core/dist/assets/main-[\\w-]+\\.js$`));
    expect(page.css, 'an image chapter defers the rest of the stylesheet, a theme file').toMatch(new RegExp(`^${cdn}/wp-content/themes/[\\w-]+/css/critical/image-rest\\.css\\?ver=\\w+$`));
    expect((await fetch(page.css.replace(cdn, site.url))).status, 'the CDN mirrors this path of the site').toBe(200);
    expect(page.preconnects).toEqual([cdn, `${cdn} crossorigin`]);
    const file = await fetch(page.image.replace(cdn, site.url));
    expect(file.status, 'the CDN mirrors this path of the site').toBe(200);
  });

  it('changes nothing without a CDN', async () => {
    fixture('set_option', { name: 'yomu_cdn_url', value: null });
    const page = await readerPage();
    expect(page.image.startsWith(`${site.url}/wp-content/uploads/WP-manga/data/`)).toBe(true);
    expect(page.module.startsWith(`${site.url}/wp-content/plugins/yomu-core/dist/`)).toBe(true);
    expect(page.css.startsWith(`${site.url}/wp-content/themes/`)).toBe(true);
    expect(page.preconnects).toEqual([]);
  });
});
