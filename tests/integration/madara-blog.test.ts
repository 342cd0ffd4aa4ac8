// Issue 29 item 6: a Madara site's blog carries over. A page chosen as the posts page lists the posts (it used to show
// the manga home), blog posts show their tags, classic content and comments with a form, pages their comments, each
// as Madara's enable_comment / page_comments switches say, and every page's head links the feeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara-site';

const TAG = `mbl${Date.now().toString(36)}`;
let blog: { post: number; post_url: string; front: number; blog: number; blog_url: string; comment: string };
const saved: Record<string, unknown> = {};
const html = async (url: string) => (await fetch(url)).text();

beforeAll(() => {
  for (const name of ['show_on_front', 'page_on_front', 'page_for_posts', 'option_tree']) saved[name] = fixture('get_option', { name });
  blog = fixture('madara_site_blog', { title: TAG });
  fixture('set_option', { name: 'show_on_front', value: 'page' });
  fixture('set_option', { name: 'page_on_front', value: blog.front });
  fixture('set_option', { name: 'page_for_posts', value: blog.blog });
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  fixture('delete_posts', { ids: [blog.post, blog.front, blog.blog] });
});

describe("a Madara site's blog", () => {
  it('lists the posts on the posts page', async () => {
    const page = await html(blog.blog_url);
    expect(page).toContain(`>${TAG}</a>`);
    expect(page).not.toContain('latest-updates-title');
  });

  it('shows a post with its tags, classic content, comments and comment form, and links the feeds', async () => {
    const page = await html(blog.post_url);
    expect(page).toContain(`${TAG} tag</a>`);
    expect(page).toContain('class="alignleft size-medium"');
    expect(page).toMatch(/<figure[^>]*class="wp-caption aligncenter"/);
    expect(page).toContain(blog.comment);
    expect(page).toContain('id="commentform"');
    expect(page).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]+href="[^"]*\/feed\/"/);
  });

  it("hides post comments when Madara's enable_comment is off", async () => {
    fixture('set_option', { name: 'option_tree', value: { enable_comment: 'off' } });
    const page = await html(blog.post_url);
    expect(page).not.toContain(blog.comment);
    expect(page).not.toContain('id="commentform"');
  });
});
