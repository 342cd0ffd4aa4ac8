// Saving chapters for offline reading (issue 18). The server decides: the chapter's REST answer (GET /chapters/{id},
// sent with the reader's cookie and nonce) refuses what this reader may not read (adult content before the 18+
// confirmation, unpublished or locked manga), and then nothing is stored. Only what this reader has just fetched
// successfully is kept: the chapter's reading pages as they were served to them, their images, and the built
// scripts and styles. One cache per chapter, so a removal frees exactly its space.
import { site } from '../api/client';
import { restRequest } from '../api/rest-fetch';
import { collect, readerProps, type PageNeeds } from './collect';
import { ASSET_CACHE, CHANGED, CHAPTER_CACHE, META_PATH, SAVED_FLAG, type ChapterMeta } from './keys';


export function offlineSupported(): boolean {
  return typeof caches !== 'undefined' && 'serviceWorker' in navigator && !!site().sw;
}

const metaKey = () => `${location.origin}${META_PATH}`;

async function worker(): Promise<ServiceWorkerRegistration | undefined> {
  const config = site();
  if (!config.sw) return undefined;
  await navigator.serviceWorker.register(config.sw, { scope: config.swScope });
  // Saved means readable offline: the worker that answers for the saved pages is running.
  return navigator.serviceWorker.ready;
}

async function notify(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(site().swScope).catch(() => undefined);
  [registration?.active, navigator.serviceWorker.controller].forEach((target) => target?.postMessage(CHANGED));
}

function pageUrl(link: string, page: number): string {
  const url = new URL(link);
  url.pathname = `${url.pathname.replace(/\/?$/, '/')}p/${page}/`;
  return url.href;
}

async function fetchPage(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok || response.redirected || !(response.headers.get('Content-Type') ?? '').includes('text/html')) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** A copy of a fetched body, as a plain 200 answer the worker may give a navigation or an image. */
async function keep(url: string): Promise<Response> {
  const sameOrigin = new URL(url).origin === location.origin;
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', mode: sameOrigin ? 'same-origin' : 'cors' });
  } catch (error) {
    if (sameOrigin) throw error;
    return fetch(url, { mode: 'no-cors' }); // An image host without CORS: kept as is, its size unknown.
  }
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const headers = { 'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream' };
  return new Response(await response.blob(), { status: 200, headers });
}

const size = async (response: Response): Promise<number> => (response.type === 'opaque' ? 0 : (await response.clone().blob()).size);

async function assetList(): Promise<string[]> {
  const list = new URL(/* @vite-ignore */ '../offline-assets.json', import.meta.url);
  try {
    const files = (await (await fetch(list)).json()) as string[];
    return files.map((file) => new URL(file, list).href);
  } catch {
    return [];
  }
}

async function saveAssets(urls: Set<string>): Promise<void> {
  const cache = await caches.open(ASSET_CACHE);
  for (const url of [...urls, ...(await assetList())]) {
    if (await cache.match(url)) continue;
    try {
      await cache.put(url, await keep(url));
    } catch {
      // An asset that failed to load: the saved page works without what it does.
    }
  }
}

/** Saves one chapter; returns what was stored and the next chapter's id (null at the end). */
export async function saveChapter(id: number, owner = site().userId ?? 0): Promise<{ meta: ChapterMeta; next: number | null }> {
  const chapter = await restRequest('GET /chapters/{id}', {}, { id });
  await worker();
  const needs: PageNeeds = { images: new Set(), extras: new Set(), assets: new Set(), aliases: {} };
  const pages = new Map<string, string>();
  const first = await fetchPage(chapter.link);
  pages.set(chapter.link, first);
  const parser = new DOMParser();
  const firstDoc = parser.parseFromString(first, 'text/html');
  const props = readerProps(firstDoc);
  const count = props.style === 'paged' ? Math.min(props.pages ?? 1, 500) : 1;
  for (let page = 2; page <= count; page++) pages.set(pageUrl(chapter.link, page), await fetchPage(pageUrl(chapter.link, page)));
  pages.forEach((html, url) => collect(url === chapter.link ? firstDoc : parser.parseFromString(html, 'text/html'), url, needs));
  chapter.pages.forEach((page) => needs.images.add(new URL(page.url, location.href).href));

  const name = CHAPTER_CACHE + id;
  await caches.delete(name);
  const cache = await caches.open(name);
  let bytes = 0;
  try {
    for (const [url, html] of pages) {
      const response = new Response(html, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
      bytes += await size(response);
      await cache.put(url, response);
    }
    for (const url of [...needs.images, ...needs.extras]) {
      const response = await keep(url).catch((error: unknown) => {
        if (needs.images.has(url)) throw error;
        return null;
      });
      if (!response) continue;
      bytes += await size(response);
      await cache.put(url, response);
    }
    const meta: ChapterMeta = {
      id,
      manga: chapter.manga_id,
      mangaTitle: firstDoc.querySelector('.reading-header .breadcrumb li:nth-last-child(2)')?.textContent?.trim() ?? '',
      title: chapter.title,
      url: chapter.link,
      bytes,
      saved: new Date().toISOString(),
      owner,
      aliases: needs.aliases,
    };
    await saveAssets(needs.assets);
    await cache.put(metaKey(), new Response(JSON.stringify(meta), { headers: { 'Content-Type': 'application/json' } }));
    localStorage.setItem(SAVED_FLAG, '1');
    await notify();
    return { meta, next: chapter.next };
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
}

/**
 * Every saved chapter, newest first. Chapters another signed-in reader saved on this device (their pages show
 * their account) are removed, not listed; a guest's saved chapters stay for whoever reads next.
 */
export async function savedChapters(reader = site().userId ?? 0): Promise<ChapterMeta[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(CHAPTER_CACHE));
  const metas = await Promise.all(
    names.map(async (name) => {
      const answer = await (await caches.open(name)).match(metaKey());
      return answer ? ((await answer.json()) as ChapterMeta) : null;
    }),
  );
  const others = metas.filter((meta): meta is ChapterMeta => !!meta && meta.owner !== 0 && meta.owner !== reader);
  if (others.length) await removeSaved(others.map((meta) => meta.id));
  return metas.filter((meta): meta is ChapterMeta => !!meta && !others.includes(meta)).sort((a, b) => b.saved.localeCompare(a.saved));
}

/** Removes saved chapters (all of them without ids); the shared assets go with the last one. */
export async function removeSaved(ids?: number[]): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith(CHAPTER_CACHE));
  const doomed = ids ? names.filter((name) => ids.includes(Number(name.slice(CHAPTER_CACHE.length)))) : names;
  await Promise.all(doomed.map((name) => caches.delete(name)));
  if (doomed.length === names.length) {
    await caches.delete(ASSET_CACHE);
    localStorage.removeItem(SAVED_FLAG);
  }
  await notify();
}

/** The origin's storage use and quota in bytes, where the browser tells. */
export async function storageUse(): Promise<{ usage: number; quota: number } | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate?.usage !== undefined && estimate.quota !== undefined ? { usage: estimate.usage, quota: estimate.quota } : null;
}

/** Bytes as the reader's language writes them (KB, MB). */
export function formatBytes(bytes: number, locale = document.documentElement.lang || 'tr'): string {
  const [unit, value] = bytes >= 1e6 ? (['megabyte', bytes / 1e6] as const) : (['kilobyte', Math.max(bytes / 1e3, 0.1)] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
