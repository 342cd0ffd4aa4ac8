// An image chapter's page carries no WordPress common block rules (wp-block-library) until a block is drawn on it:
// the reader's HTML (DESIGN.md §7: 14 KB gzip) has no room for rules nothing on the page uses. A block widget in the
// reading sidebar brings them, and a post keeps them in its head.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/reader';
import '../support/fixtures/sidebars';
import '../support/fixtures/site';
import { phpLogMark, phpProblemsSince, type PhpLogMark } from '../support/site';

const TAG = `bc${Date.now().toString(36)}`;
const COMMON = /<style id=['"]wp-block-library-inline-css['"][^>]*>[^<]*\.wp-element-button/;

let state: Record<string, unknown> = {};
let seed: { vol: number; flat: number; text: number; draft: number; flatUrl: string };
let posts: number[] = [];
let problems: PhpLogMark;

const html = async (url: string) => (await fetch(url)).text();

beforeAll(() => {
  problems = phpLogMark();
  state = fixture('sidebars_snapshot', {});
  seed = fixture('reader_seed', { tag: TAG });
  posts = fixture('site_make_posts', { posts: [{ title: `Blok yazı ${TAG}`, type: 'post', content: '<!-- wp:paragraph --><p>Yazı içeriği</p><!-- /wp:paragraph -->' }] });
});

afterAll(() => {
  fixture('sidebars_restore', { state });
  fixture('delete_posts', { ids: [...posts, seed.vol, seed.flat, seed.text, seed.draft].filter(Boolean) });
  expect(phpProblemsSince(problems)).toEqual([]);
});

describe("WordPress's common block rules on an image chapter", () => {
  it('are left out while nothing on the page is a block, and kept in the head of a post', async () => {
    fixture('sidebars_place', { sidebars: {} });
    expect(await html(`${seed.flatUrl}bolum-1/`)).not.toMatch(COMMON);
    const post = await html(fixture('site_permalink', { post: posts[0] }));
    expect(post.slice(0, post.indexOf('</head>'))).toMatch(COMMON);
  });

  it('come with a block drawn in the reading sidebar', async () => {
    fixture('sidebars_place', { sidebars: { manga_reading_sidebar: [{ type: 'block', content: '<!-- wp:paragraph --><p>OKUMA-BLOK</p><!-- /wp:paragraph -->' }] } });
    const page = await html(`${seed.flatUrl}bolum-1/`);
    expect(page).toContain('OKUMA-BLOK');
    expect(page).toMatch(COMMON);
  });
});
