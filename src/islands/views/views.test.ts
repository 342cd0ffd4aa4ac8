import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageView } from '../../lib/api/views';
import { stubFetch } from '../../test-support/islands';
import { mount } from './index';

const element = () => document.createElement('div');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the views island', () => {
  it('counts the manga page once, without a chapter', async () => {
    const calls = stubFetch(() => ({ success: true, data: 'ok' }));
    mount(element(), { manga: 7, chapter: '' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([{ url: '/wp-admin/admin-ajax.php', fields: { manga: '7', action: 'manga_views' } }]);
    // keepalive: a reader who leaves at once still gets the view counted.
    expect(vi.mocked(fetch).mock.calls[0][1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('counts a chapter page with its slug', async () => {
    const calls = stubFetch(() => ({ success: true, data: 'ok' }));
    mount(element(), { manga: 7, chapter: 'bolum-2' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls.map((call) => call.fields)).toEqual([{ manga: '7', chapter: 'bolum-2', action: 'manga_views' }]);
  });

  it('sends nothing for props the server never prints', async () => {
    const calls = stubFetch(() => ({ success: true, data: 'ok' }));
    for (const props of [{}, { manga: '7', chapter: '' }, { manga: 0, chapter: '' }, { manga: 7 }, { manga: 7.5, chapter: '' }]) mount(element(), props);
    await flush();
    expect(calls).toEqual([]);
  });

  it('ignores a failed request (an unhandled rejection would fail the run)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    mount(element(), { manga: 7, chapter: '' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});

describe('the page view the reader reads', () => {
  it('is the mount point the server printed, and none without it', () => {
    expect(pageView()).toBeNull();
    document.body.insertAdjacentHTML('beforeend', `<div data-island="views" data-load="idle" data-props='{"manga":12,"chapter":"bolum-1"}'></div>`);
    expect(pageView()).toEqual({ manga: 12, chapter: 'bolum-1' });
    document.body.innerHTML = `<div data-island="views" data-props="{broken"></div>`;
    expect(pageView()).toBeNull();
  });
});
