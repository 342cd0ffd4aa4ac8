import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAPTER_CACHE, META_PATH, SAVED_FLAG, type ChapterMeta } from './keys';

// An in-memory Cache Storage: names → (url → body).
class FakeCaches {
  stores = new Map<string, Map<string, Response>>();
  keys = () => Promise.resolve([...this.stores.keys()]);
  delete = (name: string) => Promise.resolve(this.stores.delete(name));
  open = (name: string) => {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    return Promise.resolve({
      match: (url: string) => Promise.resolve(store.get(url)?.clone()),
      put: (url: string, response: Response) => Promise.resolve(void store.set(url, response)),
    });
  };
}

let fake: FakeCaches;

function meta(id: number, owner: number): ChapterMeta {
  return { id, manga: 1, mangaTitle: 'M', title: `Bölüm ${id}`, url: `https://site.test/m/b-${id}/`, bytes: 1000 * id, saved: `2026-01-0${id}T00:00:00Z`, owner, aliases: {} };
}

async function put(item: ChapterMeta): Promise<void> {
  const cache = await fake.open(CHAPTER_CACHE + item.id);
  await cache.put(`${location.origin}${META_PATH}`, new Response(JSON.stringify(item)));
}

beforeEach(() => {
  fake = new FakeCaches();
  vi.stubGlobal('caches', fake);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: vi.fn(), getRegistration: vi.fn().mockResolvedValue(undefined), controller: null } });
  window.yomuSite = { ajaxUrl: '/wp-admin/admin-ajax.php', homeUrl: 'https://site.test/', restUrl: 'https://site.test/wp-json/', sw: 'https://site.test/?yomu-sw=1', swScope: '/', userId: 7 };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.doUnmock('../api/rest-fetch');
  vi.resetModules();
  delete window.yomuSite;
  localStorage.clear();
});

describe('saved chapters', () => {
  it('lists this reader’s and guests’ saved chapters, newest first, and removes another reader’s', async () => {
    const { savedChapters } = await import('./store');
    await put(meta(1, 7));
    await put(meta(2, 0));
    await put(meta(3, 8));
    expect((await savedChapters()).map((item) => item.id)).toEqual([2, 1]);
    expect(await fake.keys()).toEqual([CHAPTER_CACHE + 1, CHAPTER_CACHE + 2]);
  });

  it('frees one chapter, then everything with the last one', async () => {
    const { removeSaved } = await import('./store');
    await put(meta(1, 7));
    await put(meta(2, 7));
    await fake.open('yomu-offline-assets');
    localStorage.setItem(SAVED_FLAG, '1');
    await removeSaved([1]);
    expect(await fake.keys()).toEqual([CHAPTER_CACHE + 2, 'yomu-offline-assets']);
    await removeSaved();
    expect(await fake.keys()).toEqual([]);
    expect(localStorage.getItem(SAVED_FLAG)).toBeNull();
  });

  it('stores nothing when the server refuses the chapter (adult, unpublished)', async () => {
    vi.doMock('../api/rest-fetch', () => ({ restRequest: vi.fn().mockRejectedValue(new Error('Sorry, you are not allowed to do that.')) }));
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { saveChapter } = await import('./store');
    await expect(saveChapter(5)).rejects.toThrow('not allowed');
    expect(await fake.keys()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem(SAVED_FLAG)).toBeNull();
  });

  it('writes sizes in the page’s language', async () => {
    const { formatBytes } = await import('./store');
    expect(formatBytes(179_700, 'tr')).toBe('179,7 kB');
    expect(formatBytes(2_500_000, 'en')).toBe('2.5 MB');
  });
});
