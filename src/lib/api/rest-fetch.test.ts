import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// api-fetch keeps its middlewares for the page's life: each test starts from the page config it sets.
async function load() {
  const module = await import('./rest-fetch');
  await module.resetApiFetch();
  return module;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
}

function sent(fetch: ReturnType<typeof json>, call = 0): { url: URL; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetch.mock.calls[call];
  return { url: new URL(String(url)), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  window.yomuSite = { ajaxUrl: 'https://site.test/wp-admin/admin-ajax.php', homeUrl: 'https://site.test/', restUrl: 'https://site.test/wp-json/', restNonce: 'abc123def0' };
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.yomuSite;
});

describe('restPath and restQuery', () => {
  it('fills placeholders (encoded) and writes arrays as PHP reads them', async () => {
    const { restPath, restQuery } = await load();
    expect(restPath('GET /manga/{id}/chapters', { id: 12 })).toBe('/yomu/v1/manga/12/chapters');
    expect(restPath('GET /manga/by-slug/{slug}', { slug: 'a b/c' })).toBe('/yomu/v1/manga/by-slug/a%20b%2Fc');
    expect(() => restPath('GET /chapters/{id}')).toThrow('Missing id');
    expect(restQuery({ genre: ['action', 'drama'], page: 2, search: undefined })).toBe('?genre%5B%5D=action&genre%5B%5D=drama&page=2');
    expect(restQuery({})).toBe('');
  });
});

describe('restRequest through api-fetch', () => {
  it('reads from the configured REST root with the reader\'s nonce', async () => {
    const fetch = json({ id: 7, title: 'Yıldız' });
    const { restRequest } = await load();
    const manga = await restRequest('GET /manga/{id}', {}, { id: 7 });
    expect(manga).toEqual({ id: 7, title: 'Yıldız' });
    const { url, init, headers } = sent(fetch);
    expect(`${url.origin}${url.pathname}`).toBe('https://site.test/wp-json/yomu/v1/manga/7');
    expect(init.method).toBe('GET');
    expect(headers.get('X-WP-Nonce')).toBe('abc123def0');
  });

  it('sends writes as JSON and turns REST errors into RestRequestError', async () => {
    const fetch = json({ code: 'yomu_rest_invalid_chapter', message: 'This chapter does not belong to the manga.', data: { status: 400 } }, 400);
    const { restRequest, RestRequestError } = await load();
    const failing = restRequest('POST /me/bookmarks', { manga: 3, chapter: 9 });
    await expect(failing).rejects.toBeInstanceOf(RestRequestError);
    await expect(failing).rejects.toMatchObject({ code: 'yomu_rest_invalid_chapter', status: 400, message: 'This chapter does not belong to the manga.' });
    const { init, headers } = sent(fetch);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ manga: 3, chapter: 9 });
    expect(headers.get('Content-Type')).toContain('application/json');
  });

  it('sends no nonce for a guest and falls back to the home URL\'s wp-json', async () => {
    window.yomuSite = { ajaxUrl: '/wp-admin/admin-ajax.php', homeUrl: 'https://site.test/sub' };
    const fetch = json([]);
    const { restRequest } = await load();
    await restRequest('GET /manga', { search: 'ejder', per_page: 10 });
    const { url, headers } = sent(fetch);
    expect(`${url.origin}${url.pathname}`).toBe('https://site.test/sub/wp-json/yomu/v1/manga');
    expect(url.searchParams.get('search')).toBe('ejder');
    expect(url.searchParams.get('per_page')).toBe('10');
    expect(headers.has('X-WP-Nonce')).toBe(false);
  });
});
