// @vitest-environment jsdom
// Issue 32 item 4: Madara's chapter feed at /feed/manga-chapters/ (and ?feed=manga-chapters), read by a feed parser
// as feed readers, Discord bots and aggregators do, on a site in Europe/Istanbul with manga_feed_max_entries = 4:
// exactly the four newest chapters of readable manga (three newer chapters of a draft, a private and a
// password-protected manga do not take places), Madara's item fields, pubDates with the real +0300 offset, one feed
// per manga, the links in the pages' heads, conditional GET (304), and the purge of both feeds when a chapter is added.
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/chapter-feed';
import '../support/fixtures/premium-early-access';
import type { FeedChapter, FeedSeed } from '../support/fixtures/chapter-feed';
import { phpLogMark, phpProblemsSince, site } from '../support/site';
import type { PhpLogMark } from '../support/site';

const TAG = `cf${Date.now().toString(36)}`;
const MAX = 4;
const parser = new Parser();
let fx: FeedSeed;
let siteName = '';
let mark: PhpLogMark;

const url = (path: string) => new URL(path, site.url).toString();
const get = (target: string, headers: Record<string, string> = {}) => fetch(target, { redirect: 'manual', headers });
const feedUrl = () => url('/feed/manga-chapters/');
const mangaFeedUrl = (chapter: FeedChapter) => `${chapter.manga_url}feed/manga-chapters/`;

async function readFeed(target: string) {
  const answer = await get(target);
  expect(answer.status, target).toBe(200);
  const xml = await answer.text();
  return { answer, xml, feed: await parser.parseString(xml) };
}

/** The guids as the XML has them, with their isPermaLink attribute. */
function guids(xml: string): Array<[string, string | null]> {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return [...doc.querySelectorAll('item > guid')].map((guid) => [guid.textContent ?? '', guid.getAttribute('isPermaLink')]);
}

/** The RSS alternate links of a page's head. */
async function feedLinks(target: string): Promise<string[]> {
  const answer = await get(target);
  expect(answer.status, target).toBe(200);
  const doc = new DOMParser().parseFromString(await answer.text(), 'text/html');
  return [...doc.querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]')].map((link) => link.getAttribute('href') ?? '');
}

beforeAll(() => {
  mark = phpLogMark();
  fx = fixture('feed_seed', { tag: TAG, max: MAX });
  siteName = String(fixture('get_option', { name: 'blogname' }));
});

afterAll(() => {
  fixture('early_access_purge_log', { on: 0 });
  fixture('feed_templates', {});
  if (fx) {
    fixture('feed_restore', { before: fx.before });
    fixture('delete_posts', { ids: Object.values(fx.manga) });
  }
});

describe('the chapter feed', () => {
  it('lists exactly the newest readable chapters, newest first, with Madara’s fields and the real offset', async () => {
    const { answer, xml, feed } = await readFeed(feedUrl());
    expect(answer.headers.get('content-type')).toMatch(/xml/);
    expect(feed.title).toBe(`${siteName} - Akış`); // Madara's "{site} - Feed", in the site's language
    expect(feed.link).toBe(url('/'));
    expect(feed.lastBuildDate).toMatch(/\+0300$/);

    const expected = fx.chapters.slice(0, MAX);
    expect(feed.items).toHaveLength(MAX);
    expect(guids(xml)).toEqual(expected.map((chapter) => [String(chapter.id), 'false']));
    expect(feed.items.map((item) => item.guid)).not.toEqual(expect.arrayContaining(fx.hidden.map(String)));
    for (const [i, item] of feed.items.entries()) {
      const chapter = expected[i];
      expect(item.title).toBe(`${chapter.title} - ${chapter.name}`);
      // The premium chapter (the first) too: its real URL, where it shows its lock.
      expect(item.link).toBe(chapter.url);
      expect(item.pubDate, 'Istanbul is UTC+3').toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0300$/);
      expect(Date.parse(item.pubDate ?? '')).toBe(Date.parse(`${chapter.gmt.replace(' ', 'T')}Z`));
    }
    expect(feed.items[1].title).toBe(`${TAG} Alfa - Chapter 3 - The Return`);
    expect(feed.items[0].title).toBe(`${TAG} Beta & Co - Chapter 2`);
  });

  it('describes a chapter as its page does (manga, chapter, the manga’s summary) as text, markup and CDATA ends escaped', async () => {
    const { feed } = await readFeed(feedUrl());
    const alfa = feed.items[1];
    expect(alfa.contentSnippet).toBe(`${TAG} Alfa. Chapter 3 - The Return. ${TAG} summary: Tom & Jerry, 3 > 2 ]]> bold "quoted" words`);
    expect(alfa.content).not.toContain('<b>');
    expect(feed.items[0].contentSnippet).toBe(`${TAG} Beta & Co. Chapter 2. ${TAG} Beta story.`);
  });

  it('answers ?feed=manga-chapters with the same document', async () => {
    const pretty = await get(feedUrl());
    const plain = await get(url('/?feed=manga-chapters'));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('etag')).toBe(pretty.headers.get('etag'));
    expect(await plain.text()).toBe(await pretty.text());
  });

  it('gives each readable manga its own feed, and none to a manga nobody may read', async () => {
    const alfa = fx.chapters.filter((chapter) => chapter.manga === fx.manga.alfa);
    const { feed } = await readFeed(mangaFeedUrl(alfa[0]));
    expect(feed.title).toBe(`${TAG} Alfa - ${siteName} - Akış`);
    expect(feed.link).toBe(alfa[0].manga_url);
    expect(feed.items.map((item) => item.link)).toEqual(alfa.map((chapter) => chapter.url));
    for (const key of ['draft', 'private', 'locked'] as const) {
      const answer = await get(url(`/?manga-core=${TAG.toLowerCase()}-${key}&feed=manga-chapters`));
      expect(answer.status, key).toBe(404);
    }
    expect((await get(url(`/manga/${TAG.toLowerCase()}-locked/feed/manga-chapters/`))).status).toBe(404);
  });

  it('is linked from the heads: the site’s feed everywhere, a manga’s on its page and its chapters', async () => {
    const alfa = fx.chapters.find((chapter) => chapter.manga === fx.manga.alfa) as FeedChapter;
    const home = await feedLinks(url('/'));
    expect(home).toContain(feedUrl());
    expect(home).not.toContain(mangaFeedUrl(alfa));
    for (const page of [alfa.manga_url, alfa.url]) {
      const links = await feedLinks(page);
      expect(links, page).toContain(feedUrl());
      expect(links, page).toContain(mangaFeedUrl(alfa));
    }
  });

  it('is cacheable: guest Cache-Control, and 304 for a reader whose copy is current', async () => {
    const first = await get(feedUrl());
    const etag = first.headers.get('etag') ?? '';
    const modified = first.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    // The newest change: a chapter's date, or a later edit of a listed manga (here: their creation by the seed).
    expect(Date.parse(modified)).toBeGreaterThanOrEqual(Date.parse(`${fx.chapters[0].gmt.replace(' ', 'T')}Z`));
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const again = await get(feedUrl(), { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await get(feedUrl(), { 'If-Modified-Since': modified })).status).toBe(304);
    expect((await get(feedUrl(), { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it('uses Madara’s chapter title and description templates when the site set them', async () => {
    fixture('feed_templates', { title: '%title% #%chapter_index% (%chapter%)', desc: 'Read %chapter% of %title%.' });
    const { feed } = await readFeed(feedUrl());
    const chapter = fx.chapters[1];
    expect(feed.items[1].title).toBe(`${chapter.title} #${chapter.index} (${chapter.name})`);
    expect(feed.items[1].contentSnippet).toBe(`Read ${chapter.name} of ${chapter.title}.`);
    fixture('feed_templates', {});
  });

  it('purges both feeds with the pages when a chapter is added, and lists the chapter first', async () => {
    const beta = fx.chapters[0];
    const before = (await get(feedUrl())).headers.get('etag') ?? '';
    expect(fixture('early_access_purge_log', { on: 1 })).toBe(true);
    const added = fixture('feed_add_chapter', { manga: fx.manga.beta, name: 'Chapter 3' });
    await expect.poll(() => fixture('early_access_purges', {}).flat(), { timeout: 5000 }).toEqual(expect.arrayContaining([feedUrl(), mangaFeedUrl(beta), added.url]));
    const fresh = await get(feedUrl(), { 'If-None-Match': before });
    expect(fresh.status).toBe(200);
    const feed = await parser.parseString(await fresh.text());
    expect(feed.items).toHaveLength(MAX);
    expect(feed.items[0].link).toBe(added.url);
    expect(feed.items[0].title).toBe(`${beta.title} - Chapter 3`);
  });

  it('leaves no PHP warning behind', () => {
    expect(phpProblemsSince(mark)).toEqual([]);
  });
});
