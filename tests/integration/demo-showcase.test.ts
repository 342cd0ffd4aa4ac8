// The demo's showcase (scripts/wp/seed.php, seed/class-showcase.php), seeded alone with --showcase so the test
// stays quick (no series drawn): a page rendering every content block the plugin registers, a post with an
// image gallery, both linked from the main menu, and registration on, so the sign-in modal offers sign-up.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Showcase } from '../support/fixtures/site';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';


let before: { register: string; locations: unknown } = { register: '0', locations: [] };
let problems: PhpLogMark;
let seeded: Showcase;

const seed = () => execFileSync('php', ['scripts/wp/seed.php', site.dir, '--showcase'], { encoding: 'utf8' });
const read = (): Showcase => fixture('site_showcase', {});
const html = async (url: string) => (await fetch(url)).text();

beforeAll(() => {
  problems = phpLogMark();
  before = fixture('site_showcase_settings', {});
  expect(read().page).toBe(0);
  seed();
  seeded = read();
}, 120_000);

afterAll(() => {
  if (!seeded) return;
  fixture('site_remove_showcase', { attachments: seeded.attachments, posts: [seeded.page, seeded.post], ...before });
});

describe('the seeded showcase', () => {
  it('is a page on which every content block renders', async () => {
    expect(seeded.page).toBeGreaterThan(0);
    expect(seeded.blocks.length).toBeGreaterThanOrEqual(9);
    const page = await html(seeded.pageUrl);
    for (const name of seeded.blocks) {
      const wrapper = name === 'gallery-lightbox' ? 'yomu-gallery' : `yomu-${name}`;
      expect(page, `block ${name}`).toMatch(new RegExp(`class="(?:[^"]* )?${wrapper}(?: [^"]*)?"`));
    }
    // Realistic Turkish content, not placeholders; the lightbox gallery shows the gallery post's images.
    expect(page).toContain('Sıkça sorulan sorular');
    expect(page).toContain('Ev yapımı miso ramen');
    expect((page.match(/class="yomu-lightbox-item/g) ?? []).length).toBeGreaterThanOrEqual(4);
  });

  it('has a post with an image gallery', async () => {
    expect(seeded.post).toBeGreaterThan(0);
    const post = await html(seeded.postUrl);
    const gallery = /<figure class="wp-block-gallery[\s\S]*?<\/figure>\s*(?:<\/div>|<\/article>|<p|$)/.exec(post)?.[0] ?? post.slice(post.indexOf('wp-block-gallery'));
    expect(post).toContain('wp-block-gallery');
    expect((gallery.match(/<img /g) ?? []).length).toBe(6);
    expect(seeded.attachments).toHaveLength(6);
  });

  it('links both from the main menu, and the sign-in modal offers sign-up', async () => {
    const home = await html(`${site.url}/`);
    const nav = /<nav class="site-nav main-navigation"[\s\S]*?<\/nav>/.exec(home)?.[0] ?? '';
    expect(nav).toContain(`href="${seeded.pageUrl}"`);
    expect(nav).toContain(`href="${seeded.postUrl}"`);
    // The menu's "Manga" is the archive wherever the site is served, not the address it had when it was seeded.
    expect(nav).toContain(`<a href="${site.url}/manga/">Manga</a>`);
    expect(fixture('site_primary_menu_elsewhere', { home: 'https://manga.example' })).toContain('<a href="https://manga.example/manga/">Manga</a>');
    expect(home).toMatch(/<a href="[^"]*"\s+data-yomu-switch="form-sign-up">/);
    expect(home).toContain('id="registerform"');
  });

  it('seeds again without doubling anything', () => {
    seed();
    const again = read();
    expect(again.pages).toBe(1);
    expect(again.attachments).toHaveLength(6);
    const links = fixture('site_primary_menu_links', { posts: [seeded.page, seeded.post] });
    expect(links).toBe(2);
    expect(phpProblemsSince(problems)).toEqual([]);
  });
});
