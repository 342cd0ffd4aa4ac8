import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch } from '../../test-support/islands';
import { mount } from './index';

const EMPTY = '<div class="no-histories"><span>Henüz manga okumadınız</span></div>';
const ITEM = '<div class="my-history-item-wrap"><div class="history-content"><h5 class="widget-title"><a href="/manga/a/">A</a></h5></div></div>';
const guest = () => Cookies.set('wpmanga-reading-history', btoa(JSON.stringify([{ id: 4, c: 12, p: 3, i: 0, t: 2 }])), { path: '/' });
const island = (props: Record<string, unknown>) => mountIsland(mount, EMPTY, props, 'guest-history');

afterEach(() => {
  Cookies.remove('wpmanga-reading-history', { path: '/' });
  vi.unstubAllGlobals();
});

describe('the guest history island', () => {
  it('asks nothing of a guest without the history cookie, and leaves the server list alone, with no React', async () => {
    const calls = stubFetch(() => ITEM);
    const element = await island({ count: 4 });
    expect(calls).toEqual([]);
    expect(element.dataset.mounted).toBeUndefined();
    expect(element.innerHTML).toBe(EMPTY);
  });

  it("renders the guest's items, sanitized, in place of the empty list, asking for the widget's count", async () => {
    guest();
    const calls = stubFetch(() => `${ITEM}<img src="x" onerror="window.hacked = 1">`);
    const element = await island({ count: 4 });
    await waitFor(() => expect(element.querySelector('.my-history-item-wrap a')?.getAttribute('href')).toBe('/manga/a/'));
    expect(calls).toEqual([{ url: '/wp-admin/admin-ajax.php', fields: { count: '4', action: 'guest_histories' } }]);
    expect(element.dataset.mounted).toBe('true');
    expect(element.querySelector('.island-root > .my-history__items > .my-history-item-wrap')).not.toBeNull();
    expect(element.querySelector('.no-histories')).toBeNull();
    expect(element.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(element.innerHTML).not.toContain('onerror');
  });

  it('keeps the empty list when the answer has no item or fails, and asks for 3 without a count', async () => {
    guest();
    const empty = stubFetch(() => EMPTY);
    const first = await island({ count: 3 });
    await waitFor(() => expect(empty).toHaveLength(1));
    expect(first.querySelector('.my-history__items')?.innerHTML).toBe(EMPTY);
    const failed = stubFetch(() => ({ status: 500, body: 'boom' }));
    const second = await island({});
    await waitFor(() => expect(failed).toEqual([{ url: '/wp-admin/admin-ajax.php', fields: { count: '3', action: 'guest_histories' } }]));
    expect(second.querySelector('.my-history__items')?.innerHTML).toBe(EMPTY);
  });
});
