import { afterEach, describe, expect, it, vi } from 'vitest';
import { __ } from '../i18n';

afterEach(() => {
  delete window.yomuL10n;
  vi.unstubAllGlobals();
  vi.resetModules();
});

const URL_OF_STRINGS = 'https://site.test/?yomu-l10n=tr_TR&v=0123abcd';

/** A fresh copy of the module: it fetches once per page. */
const fresh = () => import('./strings');

describe('stringsReady', () => {
  it("fetches the strings from the catalogue's address once, and __ speaks them after", async () => {
    window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: {}, url: URL_OF_STRINGS };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ 'Go to top': 'Yukarı çık' })));
    vi.stubGlobal('fetch', fetch);
    const { stringsReady } = await fresh();
    expect(__('Go to top')).toBe('Go to top');
    await Promise.all([stringsReady(), stringsReady()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(URL_OF_STRINGS);
    expect(__('Go to top')).toBe('Yukarı çık');
  });

  it('reads the copy saved for offline reading without a network, and keeps the English strings with neither', async () => {
    window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: {}, url: URL_OF_STRINGS };
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    vi.stubGlobal('caches', { match: vi.fn(async (url: string) => (url === URL_OF_STRINGS ? new Response('{"Go to top":"Yukarı çık"}') : undefined)) });
    const saved = await fresh();
    await saved.stringsReady();
    expect(__('Go to top')).toBe('Yukarı çık');

    vi.resetModules();
    window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: {}, url: URL_OF_STRINGS };
    vi.stubGlobal('caches', { match: vi.fn(async () => undefined) });
    const nothing = await fresh();
    await nothing.stringsReady();
    expect(__('Go to top')).toBe('Go to top');
  });

  it('resolves at once when the page carried its strings (wp-admin)', async () => {
    window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Go to top': 'Yukarı çık' } };
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await (await fresh()).stringsReady();
    expect(fetch).not.toHaveBeenCalled();
  });
});

