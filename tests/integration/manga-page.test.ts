// @vitest-environment jsdom
// The manga page HTML that third-party reader apps parse (MADARA.md §6), and its page metadata (SPEC §2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMangaFixture, removeMangaFixture, type MangaFixture } from '../e2e/manga-page-fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

let fx: MangaFixture;
let problemsBefore: PhpLogMark;
let doc: Document;
let chapterDoc: Document;

async function load(url: string): Promise<Document> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';
const meta = (d: Document, selector: string) => d.querySelector(selector)?.getAttribute('content') ?? null;
const jsonLd = (d: Document) =>
  Array.from(d.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);

beforeAll(async () => {
  problemsBefore = phpLogMark();
  fx = createMangaFixture();
  doc = await load(fx.longUrl);
  chapterDoc = await load(`${fx.shortUrl}bolum-2/`);
});

afterAll(() => removeMangaFixture(fx));

describe('manga page details for third-party apps', () => {
  it('has the title, people, genres, tags, type, alternative names and the Turkish status', () => {
    expect(text(doc.querySelector('div.post-title h1'))).toBe(`Uzun Manga ${fx.tag}`);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(text(doc.querySelector('div.author-content > a'))).toBe(`Yazar ${fx.tag}`);
    expect(text(doc.querySelector('div.artist-content > a'))).toBe(`Çizer ${fx.tag}`);
    expect(text(doc.querySelector('div.genres-content a'))).toBe(`Aksiyon ${fx.tag}`);
    expect(text(doc.querySelector('div.tags-content a'))).toBe(`Etiket ${fx.tag}`);
    const statuses = Array.from(doc.querySelectorAll('div.summary-content')).map(text);
    expect(statuses.at(-1)).toBe('Tamamlandı');
    const rows = Array.from(doc.querySelectorAll('.post-content_item'));
    const row = (label: string) => text(rows.find((r) => text(r.querySelector('.summary-heading')) === label)?.querySelector('.summary-content'));
    expect(row('Tip')).toBe('Manhwa');
    expect(row('Alternatif adlar')).toBe(`Long Manga ${fx.tag}`);
    expect(text(doc.querySelector('#averagerate'))).toMatch(/^4[.,]5$/);
    expect(doc.querySelectorAll('div.description-summary div.summary__content p').length).toBe(8);
  });

  it('server-renders the chapter list inside div#manga-chapters-holder[data-id]', () => {
    const holder = doc.querySelector('div#manga-chapters-holder');
    expect(holder?.getAttribute('data-id')).toBe(String(fx.long));
    const items = holder?.querySelectorAll('li.wp-manga-chapter') ?? [];
    expect(items).toHaveLength(24);
    expect(items[0].querySelector('a')?.getAttribute('href')).toMatch(/bolum-24\/$/);
    expect(text(items[0].querySelector('span.chapter-release-date'))).not.toBe('');
  });

  it('links Read first and Read last to the first and last chapters in reading order', () => {
    expect(doc.querySelector('#btn-read-first')?.getAttribute('href')).toBe(`${fx.longUrl}cilt-1/bolum-1/`);
    expect(doc.querySelector('#btn-read-last')?.getAttribute('href')).toBe(`${fx.longUrl}bolum-24/`);
  });

  it('publishes var manga in script#wp-manga-js-extra', () => {
    const script = text(doc.querySelector('script#wp-manga-js-extra'));
    expect(script.startsWith('var manga = ')).toBe(true);
    const config = JSON.parse(script.slice('var manga = '.length, script.lastIndexOf(';'))) as Record<string, string>;
    expect(config).toMatchObject({
      ajax_url: `${site.url}/wp-admin/admin-ajax.php`,
      home_url: `${site.url}/`,
      base_url: fx.longUrl,
      manga_paged_var: 'manga-paged',
      enable_manga_view: '1',
      manga_id: String(fx.long),
    });
  });
});

describe('page metadata', () => {
  it('manga page: description copied to og:description, title to og:title, canonical and JSON-LD', () => {
    const description = meta(doc, 'meta[name="description"]');
    expect(description).toMatch(/^Bir simyacının ay ışığında/);
    expect(meta(doc, 'meta[property="og:description"]')).toBe(description);
    expect(meta(doc, 'meta[property="og:title"]')).toBe(text(doc.querySelector('title')));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(fx.longUrl);
    expect(meta(doc, 'meta[property="og:url"]')).toBe(fx.longUrl);
    const [series, crumbs] = jsonLd(doc);
    expect(series).toMatchObject({ '@type': 'ComicSeries', name: `Uzun Manga ${fx.tag}`, url: fx.longUrl, alternateName: `Long Manga ${fx.tag}` });
    expect(series.aggregateRating).toMatchObject({ ratingValue: 4.5, ratingCount: 12 });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect((crumbs.itemListElement as Array<{ item: string }>).at(-1)?.item).toBe(fx.longUrl);
  });

  it('chapter page: Madara\'s title "Manga - Chapter - Site" and description, canonical chapter URL and a ComicIssue', () => {
    expect(text(chapterDoc.querySelector('title'))).toBe(`Kısa Manga ${fx.tag} - Bölüm 2 - Yomu`);
    expect(chapterDoc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${fx.shortUrl}bolum-2/`);
    expect(meta(chapterDoc, 'meta[name="description"]')).toBe(`Kısa Manga ${fx.tag}. Bölüm 2. Kısa bir özet.`);
    const [issue, crumbs] = jsonLd(chapterDoc);
    expect(issue).toMatchObject({ '@type': 'ComicIssue', name: 'Bölüm 2', url: `${fx.shortUrl}bolum-2/`, issueNumber: '2' });
    expect(issue.isPartOf).toMatchObject({ '@type': 'ComicSeries', url: fx.shortUrl });
    expect((crumbs.itemListElement as unknown[]).length).toBe(4);
  });

  it('home page uses the site description and has no JSON-LD', async () => {
    const home = await load(`${site.url}/`);
    expect(meta(home, 'meta[property="og:type"]')).toBe('website');
    expect(meta(home, 'meta[property="og:description"]')).toBe(meta(home, 'meta[name="description"]'));
    expect(jsonLd(home)).toHaveLength(0);
  });

  it('core sitemaps list manga and their taxonomies, not user names', async () => {
    const index = await (await fetch(`${site.url}/wp-sitemap.xml`)).text();
    for (const part of ['posts-wp-manga', 'taxonomies-wp-manga-genre', 'taxonomies-wp-manga-author']) {
      expect(index).toContain(`wp-sitemap-${part}-1.xml`);
    }
    expect(index).not.toContain('wp-sitemap-users');
    const manga = await (await fetch(`${site.url}/wp-sitemap-posts-wp-manga-1.xml`)).text();
    expect(manga).toContain(`<loc>${fx.longUrl}</loc>`);
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
