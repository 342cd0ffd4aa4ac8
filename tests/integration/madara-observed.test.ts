// The rows running Madara sites hold (MADARA.md §7, tests/fixtures/madara/observed.php) opened over real HTTP:
// every chapter link Yomu prints on the manga pages answers 200, percent-encoded unicode slugs open with and
// without their volume and in either spelling, `n-a` slugs, NULL metas and storage, broken, missing and
// Google Photos page lists render, and the site logs no PHP warning while serving them.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMadaraFixture, unloadMadaraFixture } from '../support/madara';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

interface Fixture {
  suffix: string;
  odd_slug: string;
  novel_slug: string;
  video_slug: string;
  audio_slug: string;
  [key: string]: unknown;
}

let fixture: Fixture;
let problemsBefore: PhpLogMark;

const get = async (url: string) => {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};
const links = (html: string) => [...html.matchAll(/<li class="wp-manga-chapter"><a href="([^"]+)">([^<]*)<\/a>/g)].map((m) => ({ href: m[1], name: m[2] }));
const images = (html: string) => [...html.matchAll(/<img id="image-\d+" class="wp-manga-chapter-img" src="([^"]+)"/g)].map((m) => path.basename(m[1]));
const manga = (slug: string, rest = '') => `${site.url}/manga/${slug}/${rest}`;

beforeAll(() => {
  problemsBefore = phpLogMark();
  fixture = loadMadaraFixture<Fixture>();
});

afterAll(() => {
  if (fixture) unloadMadaraFixture(fixture);
});

describe('rows a running Madara site holds', () => {
  it('every chapter link printed on the odd, novel, video and audio manga pages opens', async () => {
    const expected: Record<string, number> = { odd_slug: 6, novel_slug: 3, video_slug: 2, audio_slug: 1 };
    for (const [key, count] of Object.entries(expected)) {
      const page = await get(manga(fixture[key] as string));
      expect(page.status, key).toBe(200);
      const found = links(page.html);
      expect(found, key).toHaveLength(count);
      for (const { href, name } of found) {
        const chapter = await get(href);
        expect(chapter.status, href).toBe(200);
        expect(chapter.html, href).toContain(name);
      }
    }
  });

  it('prints the stored percent-encoded slug, which opens with and without the volume, encoded or not', async () => {
    const odd = await get(manga(fixture.odd_slug));
    const unicode = links(odd.html).find((link) => link.name === '第2話');
    expect(unicode?.href).toBe(manga(fixture.odd_slug, 'cilt-1/%e7%ac%ac2%e8%a9%b1/'));
    const forms = ['cilt-1/%e7%ac%ac2%e8%a9%b1/', '%e7%ac%ac2%e8%a9%b1/', 'cilt-1/%E7%AC%AC2%E8%A9%B1/', `cilt-1/${encodeURIComponent('第2話')}/`, `${encodeURIComponent('第2話')}/?style=list`];
    for (const rest of forms) {
      const chapter = await get(manga(fixture.odd_slug, rest));
      expect(chapter.status, rest).toBe(200);
      expect(chapter.html, rest).toContain('第2話');
    }
    // Madara's reading order is the JSON order of the page list.
    const list = await get(manga(fixture.odd_slug, 'cilt-1/%e7%ac%ac2%e8%a9%b1/?style=list'));
    expect(images(list.html)).toEqual(['1.png', '3.png', 'page-2.png']);
    expect((await get(manga(fixture.odd_slug, 'n-a/%e7%ac%ac2%e8%a9%b1/'))).status, 'a wrong volume').toBe(404);

    const novel = await get(manga(fixture.novel_slug));
    expect(links(novel.html).find((link) => link.name === '第3話')?.href).toBe(manga(fixture.novel_slug, '%e7%ac%ac3%e8%a9%b1/'));
    for (const rest of ['%e7%ac%ac3%e8%a9%b1/', `${encodeURIComponent('第3話')}/`]) {
      const chapter = await get(manga(fixture.novel_slug, rest));
      expect(chapter.status, rest).toBe(200);
      expect(chapter.html).toContain('Üçüncü bölüm.');
    }
  });

  it('renders n-a, broken, missing and Google Photos chapters as far as their rows allow', async () => {
    const na = await get(manga(fixture.odd_slug, 'n-a/?style=list'));
    expect(na.status).toBe(200);
    expect(images(na.html)).toEqual(['01.png', '02.png']);
    const broken = await get(manga(fixture.odd_slug, 'chapter-4/?style=list'));
    expect(broken.status).toBe(200);
    expect(images(broken.html)).toEqual([]);
    const missing = await get(manga(fixture.odd_slug, 'chapter-5/?style=list'));
    expect(images(missing.html)).toEqual(['01.png']);
    const gphotos = await get(manga(fixture.odd_slug, 'chapter-6/?style=list'));
    expect(gphotos.status).toBe(200);
    expect(images(gphotos.html)).toEqual([]);
    expect(gphotos.html).not.toContain('googleusercontent.com');
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
