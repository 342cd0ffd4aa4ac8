// A Madara 2.2.x site's data (tests/fixtures/madara/load.php) served by Yomu over HTTP: the page URLs the
// repository builds reach the image files Madara left in uploads/WP-manga/data/, the manga keeps its Madara
// permalink, and text chapter bodies (chapter_text_content posts) cannot be fetched directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture as runFixture } from '../support/fixture';
import { loadMadaraFixture, unloadMadaraFixture } from '../support/madara';
import { site } from '../support/site';

interface Fixture {
  manga: number;
  manga_slug: string;
  chapters: Record<string, number>;
  text_posts: Record<string, number>;
  [key: string]: unknown;
}

let fixture: Fixture;
let pages: Record<string, string[]> = {};

beforeAll(() => {
  fixture = loadMadaraFixture<Fixture>();
  const { ch1, ch2, ch3 } = fixture.chapters;
  pages = runFixture('madara_chapter_page_urls', { chapters: { ch1, ch2, ch3 } });
});

afterAll(() => {
  if (fixture) unloadMadaraFixture(fixture);
});

describe('a Madara site read by Yomu', () => {
  it('serves every local page from the URL the repository builds', async () => {
    const local = [...pages.ch1, ...pages.ch2];
    expect(local).toHaveLength(3 + 11);
    for (const url of local) {
      expect(url.startsWith(`${site.url}/wp-content/uploads/WP-manga/data/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      await response.arrayBuffer();
    }
  });

  it('leaves cloud pages on their host', () => {
    expect(pages.ch3).toEqual(['https://i.imgur.com/Fx3aaaa.jpg', 'https://i.imgur.com/Fx3bbbb.png']);
  });

  it('keeps the manga at its Madara permalink', async () => {
    const response = await fetch(`${site.url}/manga/${fixture.manga_slug}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Fixture Manga ${String(fixture.suffix)}`);
  });

  it('never serves a text chapter body as a post of its own', async () => {
    const id = fixture.text_posts.n1;
    for (const query of [`?p=${id}`, `?post_type=chapter_text_content&p=${id}`, `?chapter_text_content=${id}-chapter-1`]) {
      const response = await fetch(`${site.url}/${query}`, { redirect: 'manual' });
      const body = await response.text();
      expect(body, query).not.toContain('Bir varmış, bir yokmuş');
    }
  });
});
