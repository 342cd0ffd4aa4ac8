// The demo's showcase (scripts/wp/seed.php, seed/class-showcase.php), seeded alone with --showcase so the test
// stays quick (no series drawn): a page rendering every content block the plugin registers, a post with an
// image gallery, both linked from the main menu, and registration on, so the sign-in modal offers sign-up.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site, wpEval } from '../support/site';

interface Seeded {
  page: number;
  post: number;
  pageUrl: string;
  postUrl: string;
  blocks: string[];
  attachments: number[];
  pages: number;
}

let before = { register: '0', locations: '' };
let problems: PhpLogMark;
let seeded: Seeded;

const seed = () => execFileSync('php', ['scripts/wp/seed.php', site.dir, '--showcase'], { encoding: 'utf8' });
const read = (): Seeded =>
  JSON.parse(
    wpEval(`
      $page = get_page_by_path( 'blok-vitrini', OBJECT, 'page' );
      $post = get_page_by_path( 'cizim-galerisi', OBJECT, 'post' );
      echo wp_json_encode( array(
        'page' => $page ? $page->ID : 0, 'post' => $post ? $post->ID : 0,
        'pageUrl' => $page ? get_permalink( $page ) : '', 'postUrl' => $post ? get_permalink( $post ) : '',
        'blocks' => Yomu\\Core\\Blocks\\Blocks::NAMES,
        'attachments' => $post ? array_map( 'intval', array_keys( get_attached_media( 'image', $post->ID ) ) ) : array(),
        'pages' => count( get_posts( array( 'post_type' => 'page', 'name' => 'blok-vitrini', 'post_status' => 'any', 'fields' => 'ids' ) ) ),
      ) );`),
  ) as Seeded;
const html = async (url: string) => (await fetch(url)).text();

beforeAll(() => {
  problems = phpLogMark();
  before = JSON.parse(wpEval(`echo wp_json_encode( array( 'register' => (string) get_option( 'users_can_register' ), 'locations' => wp_json_encode( get_theme_mod( 'nav_menu_locations', array() ) ) ) );`));
  expect(read().page).toBe(0);
  seed();
  seeded = read();
}, 120_000);

afterAll(() => {
  if (!seeded) return;
  wpEval(`
    foreach ( array( ${[...seeded.attachments, 0].join(',')} ) as $id ) { if ( $id ) { wp_delete_attachment( $id, true ); } }
    foreach ( array( ${seeded.page}, ${seeded.post} ) as $id ) { if ( $id ) { wp_delete_post( $id, true ); } }
    $before = json_decode( '${before.locations}', true );
    $menu = wp_get_nav_menu_object( 'Ana menü' );
    if ( $menu && ! in_array( $menu->term_id, array_map( 'intval', (array) $before ), true ) ) { wp_delete_nav_menu( $menu->term_id ); }
    set_theme_mod( 'nav_menu_locations', is_array( $before ) ? $before : array() );
    update_option( 'users_can_register', '${before.register}' );`);
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
    expect(home).toMatch(/<a href="[^"]*"\s+data-yomu-switch="form-sign-up">/);
    expect(home).toContain('id="registerform"');
  });

  it('seeds again without doubling anything', () => {
    seed();
    const again = read();
    expect(again.pages).toBe(1);
    expect(again.attachments).toHaveLength(6);
    const links = wpEval(`$l = get_theme_mod( 'nav_menu_locations' ); echo count( array_filter( wp_get_nav_menu_items( $l['primary'] ), fn ( $i ) => in_array( (int) $i->object_id, array( ${seeded.page}, ${seeded.post} ), true ) ) );`);
    expect(links).toBe('2');
    expect(phpProblemsSince(problems)).toEqual([]);
  });
});
