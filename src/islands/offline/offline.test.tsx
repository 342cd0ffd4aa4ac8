// The offline island as a reader meets it: the "Offline reading" box under a chapter, the account page's list of
// saved chapters and the chapter list's marks. The service worker, Cache API and storage work lives in
// src/lib/offline/store.ts (tested on its own and end to end in tests/e2e/offline.test.ts); here it is stubbed at
// that boundary, with the browser features the island checks before loading anything.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChapterMeta } from '../../lib/offline/keys';
import { SAVED_FLAG } from '../../lib/offline/keys';
import { mountIsland } from '../../test-support/islands';
import { mount } from './index';

const store = vi.hoisted(() => ({
  offlineSupported: vi.fn(() => true),
  saveChapter: vi.fn(),
  savedChapters: vi.fn(async (): Promise<ChapterMeta[]> => []),
  removeSaved: vi.fn(async () => {}),
  storageUse: vi.fn(async (): Promise<{ usage: number; quota: number } | null> => null),
}));

vi.mock('../../lib/offline/store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/offline/store')>()),
  ...store,
}));

const meta = (id: number, bytes: number, extra: Partial<ChapterMeta> = {}): ChapterMeta => ({
  id,
  manga: 7,
  mangaTitle: 'Gece Yarısı Kılıcı',
  title: `Bölüm ${id}`,
  url: `http://localhost/manga/gece-yarisi-kilici/bolum-${id}/`,
  bytes,
  saved: `2026-11-2${id}T10:00:00Z`,
  owner: 0,
  aliases: {},
  ...extra,
});

/** A promise and the functions that settle it, to hold a save half-way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The server's box (theme/inc/offline.php yomu_offline_save_html()). */
const SERVER_BOX =
  '<section class="offline-save" aria-labelledby="offline-save-title"><h2 id="offline-save-title" class="offline-save__title">Offline reading</h2>' +
  '<div class="offline-save__form"><label for="offline-save-count">Chapters to save</label><select id="offline-save-count"><option value="1">This chapter</option><option value="3">This and the next 2</option><option value="5">This and the next 4</option><option value="10">This and the next 9</option></select>' +
  '<button type="button" class="offline-save__button">Save offline</button></div><p class="offline-save__status" role="status" aria-live="polite"></p></section>';
const mounted = (element: HTMLElement) => waitFor(() => expect(element.dataset.mounted).toBe('true'));
/** The box once its React has come (the loader brings it on the reader's first interaction). */
async function saveBox(chapter = 3): Promise<HTMLElement> {
  const element = await mountIsland(mount, SERVER_BOX, { view: 'save', chapter }, 'offline');
  await mounted(element);
  return element;
}

beforeEach(() => {
  document.documentElement.lang = 'en';
  vi.stubGlobal('caches', {});
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Object.values(store).forEach((fn) => fn.mockReset());
  store.offlineSupported.mockReturnValue(true);
  store.savedChapters.mockResolvedValue([]);
  store.removeSaved.mockResolvedValue(undefined);
  store.storageUse.mockResolvedValue(null);
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('offline island: saving a chapter', () => {
  it('offers to save this chapter or it and the next ones', async () => {
    const element = await saveBox();
    await screen.findByRole('heading', { name: 'Offline reading' });
    const count = screen.getByRole('combobox', { name: 'Chapters to save' });
    expect(within(count).getAllByRole('option').map((option) => option.textContent)).toEqual(['This chapter', 'This and the next 2', 'This and the next 4', 'This and the next 9']);
    expect((screen.getByRole('button', { name: 'Save offline' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(element.querySelectorAll('.offline-save')).toHaveLength(1);
  });

  it('keeps the count the reader picked in the server\'s box before it came', async () => {
    const element = await mountIsland(mount, SERVER_BOX.replace('<option value="5">', '<option value="5" selected>'), { view: 'save', chapter: 3 }, 'offline');
    await mounted(element);
    expect((screen.getByRole('combobox', { name: 'Chapters to save' }) as HTMLSelectElement).value).toBe('5');
    expect(element.querySelectorAll('select')).toHaveLength(1);
  });

  it('saves, shows the progress chapter by chapter, then the saved size', async () => {
    const user = userEvent.setup();
    const first = deferred<{ meta: ChapterMeta; next: number | null }>();
    const second = deferred<{ meta: ChapterMeta; next: number | null }>();
    store.saveChapter.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    await saveBox(3);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Chapters to save' }), 'This and the next 2');
    await user.click(screen.getByRole('button', { name: 'Save offline' }));

    const status = screen.getByRole('status');
    expect((status).textContent).toContain('Saving for offline reading…');
    expect((screen.getByRole('button', { name: 'Save offline' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Chapters to save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(store.saveChapter).toHaveBeenCalledWith(3);

    await act(async () => first.resolve({ meta: meta(3, 1_500_000), next: 4 }));
    expect((status).textContent).toContain('Saved 1 of 3 chapters.');
    expect(screen.getByText(/This chapter is saved on this device \(1\.5 MB\)/)).toBeTruthy();
    expect(store.saveChapter).toHaveBeenLastCalledWith(4);

    // The last chapter of the manga: no next one, so the save stops at two.
    await act(async () => second.resolve({ meta: meta(4, 300_000), next: null }));
    expect((status).textContent).toContain('Saved 2 chapters for offline reading.');
    expect(store.saveChapter).toHaveBeenCalledTimes(2);
    expect((screen.getByRole('button', { name: 'Save offline' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the chapter was saved before, and removes it', async () => {
    const user = userEvent.setup();
    store.savedChapters.mockResolvedValue([meta(2, 90_000), meta(3, 2_400_000)]);
    await saveBox(3);
    expect(await screen.findByText(/This chapter is saved on this device \(2\.4 MB\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(store.removeSaved).toHaveBeenCalledWith([3]);
    expect((screen.getByRole('status')).textContent).toContain('Removed from this device.');
    expect(screen.queryByText(/This chapter is saved/)).toBeNull();
  });

  it('shows why a save failed and lets the reader try again', async () => {
    const user = userEvent.setup();
    store.saveChapter.mockRejectedValueOnce(new Error('Sorry, you are not allowed to read this chapter.'));
    await saveBox(3);
    await user.click(await screen.findByRole('button', { name: 'Save offline' }));
    expect((await screen.findByRole('status')).textContent).toContain('Could not save for offline reading: Sorry, you are not allowed to read this chapter.');
    expect(screen.queryByText(/This chapter is saved/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Save offline' }) as HTMLButtonElement).disabled).toBe(false);

    store.saveChapter.mockResolvedValueOnce({ meta: meta(3, 50_000), next: 4 });
    await user.click(screen.getByRole('button', { name: 'Save offline' }));
    await waitFor(() => expect((screen.getByRole('status')).textContent).toContain('Saved for offline reading.'));
    expect(screen.getByText(/This chapter is saved on this device \(50 kB\)/)).toBeTruthy();
  });

  it('keeps a failure after some chapters were saved visible, with what was saved', async () => {
    const user = userEvent.setup();
    store.saveChapter.mockResolvedValueOnce({ meta: meta(3, 200_000), next: 4 }).mockRejectedValueOnce(new Error('http://localhost/p/2/: 503'));
    await saveBox(3);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Chapters to save' }), 'This and the next 4');
    await user.click(screen.getByRole('button', { name: 'Save offline' }));
    expect(await screen.findByText('Could not save for offline reading: http://localhost/p/2/: 503')).toBeTruthy();
    expect(screen.getByText(/This chapter is saved on this device \(200 kB\)/)).toBeTruthy();
  });
});

describe('offline island: where offline reading is unavailable', () => {
  const serverBox = () => mountIsland(mount, SERVER_BOX, { view: 'save', chapter: 3 }, 'offline');

  it("takes the server's box away without Cache Storage, and loads nothing", async () => {
    vi.stubGlobal('caches', undefined);
    const element = await serverBox();
    expect(element.innerHTML).toBe('');
    expect(store.savedChapters).not.toHaveBeenCalled();
  });

  it("takes the server's box away without a service worker", async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const element = await serverBox();
    expect(element.innerHTML).toBe('');
  });

  it("takes the server's box away where the site offers no offline worker", async () => {
    store.offlineSupported.mockReturnValue(false);
    const element = await serverBox();
    await waitFor(() => expect(element.innerHTML).toBe(''));
    expect(element.dataset.mounted).toBeUndefined();
    expect(store.savedChapters).not.toHaveBeenCalled();
  });
});

describe('offline island: the account page list', () => {
  const library = () => mountIsland(mount, '', { view: 'library' }, 'offline');

  it('says nothing is saved, and how to save', async () => {
    await library();
    expect((await screen.findByText(/No chapters are saved on this device\./)).textContent).toContain('Use “Save offline” under a chapter to read it without a connection.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the saved chapters with their sizes and the space used, and removes one', async () => {
    const user = userEvent.setup();
    const saved = [meta(4, 1_200_000), meta(3, 300_000)];
    store.savedChapters.mockImplementation(async () => saved);
    store.storageUse.mockResolvedValue({ usage: 2_000_000, quota: 50_000_000 });
    await library();
    expect(await screen.findByText('Saved chapters: 2 (1.5 MB). This site uses 2 MB on this device.')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Gece Yarısı Kılıcı: Bölüm 4', 'Gece Yarısı Kılıcı: Bölüm 3']);
    expect((within(items[0]).getByRole('link')).getAttribute('href')).toBe(saved[0].url);
    expect((items[1]).textContent).toContain('300 kB');

    store.removeSaved.mockImplementation(async () => {
      saved.splice(1, 1);
    });
    await user.click(screen.getByRole('button', { name: 'Remove Gece Yarısı Kılıcı: Bölüm 3' }));
    expect(store.removeSaved).toHaveBeenCalledWith([3]);
    expect(await screen.findByText(/Saved chapters: 1 \(1\.2 MB\)/)).toBeTruthy();
    expect((screen.getByRole('status')).textContent).toContain('Removed from this device.');
  });

  it('frees all the space at once', async () => {
    const user = userEvent.setup();
    let saved = [meta(4, 1_200_000, { mangaTitle: '' })];
    store.savedChapters.mockImplementation(async () => saved);
    store.removeSaved.mockImplementation(async () => {
      saved = [];
    });
    await library();
    expect(await screen.findByRole('link', { name: 'Bölüm 4' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Free space: remove all saved chapters' }));
    expect(store.removeSaved).toHaveBeenCalledWith(undefined);
    expect(await screen.findByText(/No chapters are saved on this device\./)).toBeTruthy();
    expect((screen.getByRole('status')).textContent).toContain('All saved chapters were removed.');
  });
});

describe('offline island: the chapter list marks', () => {
  const chapterList = () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="manga-chapters"><ul><li class="wp-manga-chapter"><a href="/manga/gece-yarisi-kilici/bolum-3/">Bölüm 3</a></li><li class="wp-manga-chapter"><a href="/manga/gece-yarisi-kilici/bolum-2">Bölüm 2</a></li></ul></div>',
    );
    return mountIsland(mount, '', { view: 'marks' }, 'offline');
  };

  it('marks the chapters saved on this device, also after the list redraws', async () => {
    localStorage.setItem(SAVED_FLAG, '1');
    store.savedChapters.mockResolvedValue([meta(3, 640_000), meta(2, 10_000, { url: 'http://localhost/manga/gece-yarisi-kilici/bolum-2/' })]);
    await chapterList();
    await waitFor(() => expect(document.querySelectorAll('.offline-mark')).toHaveLength(2));
    const mark = document.querySelector('.offline-mark')!;
    expect((mark).textContent).toContain('Saved offline');
    expect((mark).getAttribute('title')).toBe('Saved on this device (640 kB)');

    // Sorting or loading more redraws the list: the marks come back, once each.
    document.querySelector('.manga-chapters ul')!.innerHTML = '<li class="wp-manga-chapter"><a href="/manga/gece-yarisi-kilici/bolum-3/">Bölüm 3</a></li>';
    await waitFor(() => expect(document.querySelectorAll('.offline-mark')).toHaveLength(1));
  });

  it('loads nothing when this device never saved a chapter', async () => {
    await chapterList();
    // The marks would be looked up as soon as their chunk loaded, had the island loaded it: wait for that chunk.
    await act(() => import('./marks'));
    expect(store.savedChapters).not.toHaveBeenCalled();
    expect(document.querySelector('.offline-mark')).toBeNull();
  });
});
