// @vitest-environment jsdom
// Issue 32 item 2 with the real Yoast SEO 28.3 and Rank Math 1.0.273 (newest WordPress only): the SEO plugin owns
// the head and Yomu prints none of it, so each chapter page carries one canonical (its own first page, not the
// manga), one title, one description and one OpenGraph set, with Madara's values (MADARA-SITE.md §8.6); on manga
// pages Madara's fields are the plugin's defaults, under what the owner wrote in the plugin. The page has one JSON-LD
// graph, the plugin's, holding Yomu's ComicSeries or ComicIssue and breadcrumbs that are the visible ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/seo';
import type { SeoSeed } from '../support/fixtures/seo';
import { head, seoSet, visibleCrumbs } from '../support/head';
import type { Head } from '../support/head';
import { phpLogMark, phpProblemsSince } from '../support/site';
import type { PhpLogMark } from '../support/site';

const TAG = `sp${Date.now().toString(36)}`;
const TITLE = `${TAG} Eklenti Manga`;
let fx: SeoSeed;
let siteName = '';
let mark: PhpLogMark;
const saved: Record<string, unknown> = {};

const themeOptions = (value: Record<string, string> | null) => fixture('set_option', { name: 'option_tree', value });
const mangaMeta = (key: string, value: string | null) => fixture('madara_site_post_meta', { post: fx.manga, key, value });

type Piece = Record<string, unknown> & { '@type': string | string[] };
/** The page's one JSON-LD script, and its graph's pieces. */
function graphOf(page: Head): Piece[] {
  expect(page.jsonLd, 'one JSON-LD script').toHaveLength(1);
  const graph = page.jsonLd[0]['@graph'] as Piece[];
  expect(Array.isArray(graph)).toBe(true);
  return graph;
}
const pieceOf = (graph: Piece[], type: string) => graph.filter((piece) => [piece['@type']].flat().includes(type));
const crumbsOf = (graph: Piece[]) => {
  const lists = pieceOf(graph, 'BreadcrumbList');
  expect(lists, 'one BreadcrumbList').toHaveLength(1);
  return (lists[0].itemListElement as Array<{ name: string; item?: string }>).map((item) => [item.name, item.item ?? null]);
};

beforeAll(() => {
  mark = phpLogMark();
  for (const name of ['option_tree', 'wp_manga_settings']) saved[name] = fixture('get_option', { name });
  siteName = String(fixture('get_option', { name: 'blogname' }));
  themeOptions(null);
  fx = fixture('seo_seed', { title: TITLE });
}, 60_000);

afterAll(() => {
  fixture('seo_plugin', { plugin: '' });
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  if (fx) {
    fixture('delete_posts', { ids: [fx.manga, fx.novel] });
    fixture('seo_delete_genre', { genre: fx.genre });
  }
  expect(phpProblemsSince(mark)).toEqual([]);
});

describe.each([
  ['Yoast SEO', 'yoast', '_yoast_wpseo_title', '_yoast_wpseo_metadesc'],
  ['Rank Math', 'rank-math', 'rank_math_title', 'rank_math_description'],
] as const)('with %s in charge of the head', (_name, plugin, titleKey, descriptionKey) => {
  beforeAll(() => {
    fixture('seo_plugin', { plugin });
  }, 60_000);
  afterAll(() => {
    themeOptions(null);
    mangaMeta('manga_meta_title', null);
    fixture('seo_plugin_field', { post: fx.manga, key: titleKey, value: null });
    fixture('seo_plugin_field', { post: fx.manga, key: descriptionKey, value: null });
  });

  it("gives each chapter page one canonical (its own first page), title, description and OpenGraph set, Madara's", async () => {
    const title = `${TITLE} - Bölüm 1 - Başlangıç - ${siteName}`;
    const description = `${TITLE}. Bölüm 1 - Başlangıç. Kısa özet.`;
    for (const url of [fx.urls[0], fx.page2, fx.list]) {
      const page = await head(url);
      expect(seoSet(page)).toEqual({ canonical: fx.urls[0], title, description, ogTitle: title, ogUrl: fx.urls[0], ogDescription: description });
    }
    const second = seoSet(await head(fx.urls[1]));
    expect(second).toMatchObject({ canonical: fx.urls[1], description: 'İkinci bölümün kendi açıklaması.', ogDescription: 'İkinci bölümün kendi açıklaması.' });
    expect(second.canonical).not.toBe(fx.url);
  });

  it("shows Madara's templates and the manga's fields through the plugin, the owner's plugin fields first", async () => {
    themeOptions({ seo_manga_title: '%title% oku', seo_manga_desc: '%title% hakkında', seo_chapter_title: '%title% %chapter% #%chapter_index%' });
    let manga = seoSet(await head(fx.url));
    expect(manga).toMatchObject({ canonical: fx.url, title: `${TITLE} oku`, ogTitle: `${TITLE} oku`, description: `${TITLE} hakkında`, ogDescription: `${TITLE} hakkında` });
    expect(seoSet(await head(fx.urls[0]))).toMatchObject({ title: `${TITLE} Bölüm 1 - Başlangıç #1 - ${siteName}`, ogTitle: `${TITLE} Bölüm 1 - Başlangıç #1 - ${siteName}` });

    mangaMeta('manga_meta_title', 'Kendi %title% başlığı');
    expect(seoSet(await head(fx.url)).title).toBe(`Kendi ${TITLE} başlığı`);

    fixture('seo_plugin_field', { post: fx.manga, key: titleKey, value: 'Eklentide yazılan başlık' });
    fixture('seo_plugin_field', { post: fx.manga, key: descriptionKey, value: 'Eklentide yazılan açıklama.' });
    manga = seoSet(await head(fx.url));
    expect(manga).toMatchObject({ title: 'Eklentide yazılan başlık', description: 'Eklentide yazılan açıklama.' });
    // The manga's plugin fields are the manga page's, not its chapters'.
    expect(seoSet(await head(fx.urls[0]))).toMatchObject({ title: `${TITLE} Bölüm 1 - Başlangıç #1 - ${siteName}`, description: `${TITLE}. Bölüm 1 - Başlangıç. Kısa özet.` });
  });

  it("puts Yomu's ComicIssue and ComicSeries in the plugin's one graph, with the visible trail as breadcrumbs", async () => {
    const manga = await head(fx.url);
    const mangaGraph = graphOf(manga);
    expect(pieceOf(mangaGraph, 'ComicSeries')).toEqual([expect.objectContaining({ name: TITLE, url: fx.url })]);
    const visible = visibleCrumbs(manga.doc);
    expect(visible.length).toBeGreaterThan(1);
    const mangaCrumbs = crumbsOf(mangaGraph);
    expect(mangaCrumbs.map(([name]) => name)).toEqual(visible.map(([name]) => name));
    expect(mangaCrumbs.slice(0, -1).map(([, url]) => url)).toEqual(visible.slice(0, -1).map(([, url]) => url));

    const chapter = await head(fx.page2);
    const chapterGraph = graphOf(chapter);
    expect(pieceOf(chapterGraph, 'ComicIssue')).toEqual([
      expect.objectContaining({ name: 'Bölüm 1 - Başlangıç', url: fx.urls[0], isPartOf: expect.objectContaining({ url: fx.url }) }),
    ]);
    expect(pieceOf(chapterGraph, 'ComicSeries')).toEqual([]);
    // The manga page's trail, then the chapter.
    const chapterCrumbs = crumbsOf(chapterGraph);
    expect(chapterCrumbs.map(([name]) => name)).toEqual([...visible.map(([name]) => name), 'Bölüm 1 - Başlangıç']);
    expect(chapterCrumbs.slice(0, -2).map(([, url]) => url)).toEqual(visible.slice(0, -1).map(([, url]) => url));
    expect(chapterCrumbs.at(-2)?.[1]).toBe(fx.url);
    // The plugin's page piece, when it prints one (Yoast does; Rank Math once its knowledge graph is set up), is the
    // chapter's first page, not the manga.
    const pages = pieceOf(chapterGraph, 'WebPage');
    expect(pages.length).toBe(plugin === 'yoast' ? 1 : pages.length);
    for (const page of pages) expect(page).toMatchObject({ '@id': expect.stringContaining(fx.urls[0]), url: fx.urls[0] });
    // Dated as the chapter, not as the manga's post.
    const issueDate = (pieceOf(chapterGraph, 'ComicIssue')[0] as { datePublished?: string }).datePublished;
    expect(issueDate).toBeTruthy();
    for (const page of pages) expect((page as { datePublished?: string }).datePublished).toBe(issueDate);
  });
});
