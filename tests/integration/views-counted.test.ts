// @vitest-environment jsdom
// What makes every manga and chapter page count its view, on the server side (the browser side is
// tests/e2e/views-counted.test.ts): each page of a site that counts views carries its view (a JSON script)
// naming the manga and the chapter (Views\PageView), read once from Madara's manga_view "≠ 0"; a site that does not
// count prints none, says '0' to apps, and the action refuses. Through nginx's page cache (scripts/lib/stack.mjs) a
// cached page still carries it, and the request it makes is never cached: each page opened is counted. And a video
// chapter whose body Madara's visual editor wrapped in a paragraph shows its player.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/site.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { fixture } from '../support/fixture';
import '../support/fixtures/cache';
import '../support/fixtures/views';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

let problemsBefore: PhpLogMark;
let manga: { id: number; url: string; path: string; slugs: string[] };
let video: { manga: number; url: string };
let stack: { url: string; stop(): Promise<void> } | undefined;

const counts = () => fixture('views_counts', { manga: manga.id });
const chapterPath = (slug: string) => `${manga.path}${slug}/`;

/** A request to the stack with the site's own Host header (fetch cannot set Host). */
function viaStack(path: string, body?: URLSearchParams): Promise<Answer> {
  const headers: Record<string, string> = { host: new URL(site.url).host };
  const payload = body ? Buffer.from(body.toString()) : undefined;
  if (payload) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(`${stack?.url}${path}`, { method: body ? 'POST' : 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

async function html(url: string): Promise<Document> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

/** The page's view (its JSON script), or null when the page prints none. */
function viewOf(doc: Document): unknown {
  const scripts = doc.querySelectorAll<HTMLScriptElement>('script#yomu-page-view');
  expect(scripts.length).toBeLessThan(2);
  if (!scripts.length) return null;
  expect(scripts[0].type).toBe('application/json');
  return JSON.parse(scripts[0].textContent ?? '') as unknown;
}

/** Madara's `var manga = {…}` page config (script#wp-manga-js-extra). */
function mangaConfig(doc: Document): Record<string, unknown> {
  const script = doc.querySelector('script#wp-manga-js-extra')?.textContent ?? '';
  return JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1)) as Record<string, unknown>;
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  [manga] = fixture('cache_make_manga', { titles: [`Görüntülenme ${Date.now()}`], chapters: ['Bölüm 1', 'Bölüm 2', 'Bölüm 3'], text: '<p>Metin.</p>' });
  video = fixture('views_make_wrapped_video', { title: `Video paragraf ${Date.now()}` });
});

afterAll(async () => {
  await stack?.stop();
  fixture('delete_posts', { ids: [manga?.id, video?.manga].filter((id): id is number => !!id) });
});

describe('pages that count their view', () => {
  it('the manga page and every chapter page name their manga and chapter', async () => {
    expect(viewOf(await html(manga.url))).toEqual({ manga: manga.id, chapter: '' });
    for (const slug of manga.slugs) {
      const doc = await html(`${site.url}${chapterPath(slug)}`);
      expect(viewOf(doc), slug).toEqual({ manga: manga.id, chapter: slug });
      expect(mangaConfig(doc)).toMatchObject({ enable_manga_view: '1', manga_id: String(manga.id), chapter_slug: slug });
    }
  });

  it('a site that does not count views asks for nothing, tells apps so, and the action refuses', async () => {
    const saved = fixture('get_option', { name: 'wp_manga_settings' });
    fixture('views_set_counting', { on: false });
    try {
      const before = counts();
      const mangaPage = await html(manga.url);
      const chapterPage = await html(`${site.url}${chapterPath(manga.slugs[0])}`);
      expect(viewOf(mangaPage)).toBeNull();
      expect(viewOf(chapterPage)).toBeNull();
      expect(mangaConfig(mangaPage).enable_manga_view).toBe('0');
      expect(mangaConfig(chapterPage).enable_manga_view).toBe('0');
      const answer = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams({ action: 'manga_views', manga: String(manga.id), chapter: manga.slugs[0] }) });
      expect(await answer.json()).toEqual({ success: false });
      expect(counts()).toEqual(before);
    } finally {
      fixture('set_option', { name: 'wp_manga_settings', value: saved });
    }
  });
});

describe('through the page cache', () => {
  beforeAll(async () => {
    stack = await startStack({ siteDir: site.dir, port: await freePort(), cache: true, children: 2 });
  });

  it('a cached chapter page still asks for its view, and every request it makes reaches PHP and counts', async () => {
    const path = chapterPath(manga.slugs[1]);
    expect((await viaStack(path)).headers['x-cache']).toBe('MISS');
    const cached = await viaStack(path);
    expect(cached.headers['x-cache']).toBe('HIT');
    const doc = new DOMParser().parseFromString(cached.text, 'text/html');
    expect(viewOf(doc)).toEqual({ manga: manga.id, chapter: manga.slugs[1] });

    const before = counts();
    const view = (slug: string) => viaStack('/wp-admin/admin-ajax.php', new URLSearchParams({ action: 'manga_views', manga: String(manga.id), chapter: slug }));
    const first = await view(manga.slugs[1]);
    expect(first.headers['x-cache'] ?? '', 'a POST is never served from the cache').not.toBe('HIT');
    expect(JSON.parse(first.text)).toEqual({ success: true, data: 'ok' });
    const after = counts();
    expect(Number(after.total)).toBe(Number(before.total) + 1);
    expect(after.chapterViews).toEqual(before.chapterViews.map((views, i) => (i === 1 ? views + 1 : views)));

    // The same reader again within the rate limit's window: answered the same, not counted twice.
    expect(JSON.parse((await view(manga.slugs[1])).text)).toEqual({ success: true, data: 'ok' });
    expect(counts()).toEqual(after);
  });
});

describe('a video chapter Madara\'s visual editor wrapped in a paragraph', () => {
  it('shows its player', async () => {
    const doc = await html(video.url);
    const player = doc.querySelector('.chapter-video .chapter-video__player iframe');
    // The cookie-consent layer, where the site runs it, keeps the address in data-src until the visitor accepts.
    expect(player?.getAttribute('src') ?? player?.getAttribute('data-src')).toBe('https://www.youtube.com/embed/yomuWrapped');
    expect(doc.querySelector('.chapter-video__empty')).toBeNull();
  });
});

// Whatever this file's tests requested logged no PHP warning, notice, deprecation or fatal.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
