// The service worker (issue 18, offline chapters). Online, every request goes to the network as before; only what a
// reader explicitly saved (store.ts fills one cache per chapter) answers: saved images and built assets first from
// the cache, saved chapter pages when the network is gone, and for a page nobody saved the site's own offline page
// (with links to what is saved) instead of the browser's error. It never answers or stores anything else: no
// writes, no admin, no REST, no admin-ajax, no page nobody saved.
import { CHANGED, CHAPTER_CACHE, META_PATH, OFFLINE_PAGE_CACHE, OFFLINE_PAGE_MARKER, OFFLINE_PAGE_PATH, type ChapterMeta } from '../lib/offline/keys';

interface FetchEventLike extends Event {
  request: Request;
  respondWith(response: Promise<Response>): void;
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  registration: { scope: string; navigationPreload?: { disable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: FetchEventLike) => void): void;
}

const scope = self as unknown as WorkerScope;
const origin = scope.location.origin;

/** Whether anything is saved (null: not known yet), and the saved image aliases. */
let saved: boolean | null = null;
let aliases: Promise<Map<string, string>> | null = null;

async function chapterCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(CHAPTER_CACHE));
}

function refresh(): Promise<unknown> {
  aliases = null;
  return chapterCaches().then((names) => (saved = names.length > 0));
}

/** Settles once the worker knows whether anything is saved. */
const known = refresh();

/** What each saved chapter's cache says of it. */
async function savedChapters(): Promise<ChapterMeta[]> {
  const metas = await Promise.all(
    (await chapterCaches()).map(async (name) => {
      const meta = await (await caches.open(name)).match(origin + META_PATH);
      return meta ? ((await meta.json()) as ChapterMeta) : null;
    }),
  );
  return metas.filter((meta): meta is ChapterMeta => meta !== null);
}

function aliasMap(): Promise<Map<string, string>> {
  aliases ??= savedChapters().then((metas) => new Map(metas.flatMap((meta) => Object.entries(meta.aliases ?? {}))));
  return aliases;
}

const offlinePageUrl = () => new URL(OFFLINE_PAGE_PATH, scope.registration.scope).href;

const escaped = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The site's offline page with a link to each saved chapter, or undefined when the worker could not keep it. */
async function offlinePage(): Promise<Response | undefined> {
  const page = await caches.match(offlinePageUrl());
  if (!page) return undefined;
  const links = (await savedChapters())
    .filter((meta) => new URL(meta.url).origin === origin)
    .map((meta) => `<li><a href="${escaped(meta.url)}">${escaped(`${meta.mangaTitle} – ${meta.title}`)}</a></li>`);
  const html = (await page.text()).replace(OFFLINE_PAGE_MARKER, links.join(''));
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Never touched: writes, the admin, sign-in, the REST API, admin-ajax, and the worker itself. */
function ignored(request: Request, url: URL): boolean {
  if (request.method !== 'GET') return true;
  if (url.origin !== origin) return request.destination !== 'image';
  return /\/(wp-admin|wp-json|wp-login\.php|xmlrpc\.php)/.test(url.pathname) || url.searchParams.has('rest_route') || url.searchParams.has('yomu-sw');
}

async function fromSaved(request: Request): Promise<Response | undefined> {
  const url = request.url.split('#')[0];
  const hit = await caches.match(url, { ignoreVary: true });
  if (hit) return hit;
  const alias = (await aliasMap()).get(url);
  return alias ? caches.match(alias, { ignoreVary: true }) : undefined;
}

async function navigate(event: FetchEventLike): Promise<Response> {
  // A worker that just started learns what is saved while the page loads, before the page asks for its images.
  await known;
  try {
    return await fetch(event.request);
  } catch (error) {
    const page = saved === false ? undefined : ((await fromSaved(event.request)) ?? (await offlinePage()));
    if (page) return page;
    throw error;
  }
}

async function resource(request: Request): Promise<Response> {
  const hit = await fromSaved(request);
  return hit ?? fetch(request);
}

scope.addEventListener('install', (event) => {
  void scope.skipWaiting();
  // The offline page, in the site's language, as the server draws it now (a worker installed offline goes without).
  event.waitUntil(caches.open(OFFLINE_PAGE_CACHE).then((cache) => cache.add(offlinePageUrl())).catch(() => undefined));
});

scope.addEventListener('activate', (event) => {
  // No navigation preload: the browser would send it for every page in scope, the admin and sign-in included, and a
  // page the worker lets through would then be requested twice (a one-shot notice read by the unseen copy).
  event.waitUntil(Promise.all([scope.clients.claim(), scope.registration.navigationPreload?.disable(), known]));
});

scope.addEventListener('message', (event) => {
  if ((event as unknown as MessageEvent).data === CHANGED) void refresh();
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (ignored(request, url)) return;
  // Pages go through the worker only when something is saved (or it is not known yet: a worker that just started).
  if (request.mode === 'navigate') return saved === false ? undefined : event.respondWith(navigate(event));
  // With nothing saved (or not known yet: the worker just started), the browser fetches as if there were no worker;
  // scripts' own fetch() calls (destination '') always reach the network, so saving a chapter again stores what the
  // server answers now.
  if (saved !== true || request.destination === '') return;
  event.respondWith(resource(request));
});

