// CDN base URL: with it set, a guest's reader page takes the first chapter image, the loader module and the
// stylesheet from the CDN origin (same paths) and preconnects to it; without it, the page is as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { site, wpEval } from '../support/site';

const cdn = 'https://cdn.yomu.test';
let fx: { manga: number; chapterUrl: string };

beforeAll(() => {
  fx = JSON.parse(
    wpEval(`
      $file = get_temp_dir() . 'yomu-cdn-' . wp_generate_password( 8, false ) . '.jpg';
      $image = imagecreatetruecolor( 40, 60 );
      imagejpeg( $image, $file );
      $manga = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => 'CDN manga' ) );
      $chapter = Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( array( 'path' => $file, 'name' => '1.jpg' ) ) );
      wp_delete_file( $file );
      echo wp_json_encode( array( 'manga' => $manga, 'chapterUrl' => Yomu\\Core\\Routing\\Urls::chapter( $manga, $chapter ) ) );
    `),
  ) as typeof fx;
});

afterAll(() => {
  wpEval(`delete_option( 'yomu_cdn_url' ); wp_delete_post( ${fx.manga}, true );`);
});

async function readerPage(): Promise<{ image: string; module: string; css: string; preconnects: string[] }> {
  const response = await fetch(fx.chapterUrl);
  expect(response.status).toBe(200);
  const html = await response.text();
  return {
    image: /<img id="image-0" class="wp-manga-chapter-img" src="([^"]+)"/.exec(html)?.[1] ?? '',
    module: /<script\b(?=[^>]* type="module")[^>]* src="([^"]+)"/.exec(html)?.[1] ?? '',
    css: /<link rel='stylesheet' id='yomu-0-css' href='([^']+)'/.exec(html)?.[1] ?? '',
    preconnects: [...html.matchAll(/<link rel="preconnect" href="([^"]+)"( crossorigin)?>/g)].map((m) => m[1] + (m[2] ?? '')),
  };
}

describe('CDN base URL', () => {
  it('serves the reader’s images and the built assets from the CDN and preconnects to it', async () => {
    wpEval(`update_option( 'yomu_cdn_url', '${cdn}/' );`);
    const page = await readerPage();
    expect(page.image).toMatch(new RegExp(`^${cdn}/wp-content/uploads/WP-manga/data/[^"]+\\.jpg$`));
    expect(page.module).toMatch(new RegExp(`^${cdn}/wp-content/plugins/yomu-core/dist/assets/main-[\\w-]+\\.js$`));
    expect(page.css).toMatch(new RegExp(`^${cdn}/wp-content/plugins/yomu-core/dist/assets/main-[\\w-]+\\.css`));
    expect(page.preconnects).toEqual([cdn, `${cdn} crossorigin`]);
    const file = await fetch(page.image.replace(cdn, site.url));
    expect(file.status, 'the CDN mirrors this path of the site').toBe(200);
  });

  it('changes nothing without a CDN', async () => {
    fixture('set_option', { name: 'yomu_cdn_url', value: null });
    const page = await readerPage();
    expect(page.image.startsWith(`${site.url}/wp-content/uploads/WP-manga/data/`)).toBe(true);
    expect(page.module.startsWith(`${site.url}/wp-content/plugins/yomu-core/dist/`)).toBe(true);
    expect(page.css.startsWith(`${site.url}/wp-content/plugins/yomu-core/dist/`)).toBe(true);
    expect(page.preconnects).toEqual([]);
  });
});
