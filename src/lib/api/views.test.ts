import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test-support/islands';
import { boot } from '../islands/boot';
import { whenIdle } from '../islands/loader';
import { countPageView, pageView } from './views';

const printView = (json: string) => document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="yomu-page-view">${json}</script>`);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe("the page's view", () => {
  it('counts the manga page once, without a chapter', async () => {
    const calls = stubFetch(() => ({ success: true, data: 'ok' }));
    printView('{"manga":7,"chapter":""}');
    countPageView();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([{ url: '/wp-admin/admin-ajax.php', fields: { manga: '7', action: 'manga_views' } }]);
    // keepalive: a reader who leaves at once still gets the view counted.
    expect(vi.mocked(fetch).mock.calls[0][1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('counts a chapter page with its slug', async () => {
    const calls = stubFetch(() => ({ success: true, data: 'ok' }));
    printView('{"manga":7,"chapter":"bolum-2"}');
    countPageView();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls.map((call) => call.fields)).toEqual([{ manga: '7', chapter: 'bolum-2', action: 'manga_views' }]);
  });

  it('is counted by the boot when the browser is idle, and only on a page that prints it', async () => {
    const calls = stubFetch(() => ({ success: true, data: 'ok' }));
    boot(document);
    printView('{"manga":9,"chapter":"bolum-1"}');
    boot(document);
    await waitFor(() => expect(calls).toHaveLength(1));
    // The first boot, on a page without a view when it ran, asked for nothing once the browser had been idle again.
    await new Promise<void>((resolve) => whenIdle(() => void import('./views').then(() => resolve())));
    expect(calls).toHaveLength(1);
    expect(calls[0].fields).toEqual({ manga: '9', chapter: 'bolum-1', action: 'manga_views' });
  });

  it('sends nothing for what the server never prints', async () => {
    const calls = stubFetch(() => ({ success: true, data: 'ok' }));
    for (const json of ['', '{broken', '{}', '{"manga":"7","chapter":""}', '{"manga":0,"chapter":""}', '{"manga":7}', '{"manga":7.5,"chapter":""}']) {
      document.body.innerHTML = '';
      printView(json);
      expect(pageView(), json).toBeNull();
      countPageView();
    }
    await flush();
    expect(calls).toEqual([]);
  });

  it('is none on a page without it', () => {
    expect(pageView()).toBeNull();
  });

  it('ignores a failed request (an unhandled rejection would fail the run)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    printView('{"manga":7,"chapter":""}');
    countPageView();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});
