import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test-support/islands';
import { fill } from './index';

const EMPTY = '<div class="no-histories"><span>Henüz manga okumadınız</span></div>';
const ITEM = '<div class="my-history-item-wrap"><div class="history-content"><h5 class="widget-title"><a href="/manga/a/">A</a></h5></div></div>';

function widget(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = EMPTY;
  return element;
}

afterEach(() => {
  Cookies.remove('wpmanga-reading-history', { path: '/' });
  vi.unstubAllGlobals();
});

describe('the guest history island', () => {
  it('asks nothing of a guest without the history cookie', async () => {
    const calls = stubFetch(() => ITEM);
    const element = widget();
    await fill(element, { count: 4 });
    expect(calls).toEqual([]);
    expect(element.innerHTML).toBe(EMPTY);
  });

  it("replaces the empty list with the guest's items, sanitized, asking for the widget's count", async () => {
    Cookies.set('wpmanga-reading-history', btoa(JSON.stringify([{ id: 4, c: 12, p: 3, i: 0, t: 2 }])), { path: '/' });
    const calls = stubFetch(() => `${ITEM}<img src="x" onerror="window.hacked = 1">`);
    const element = widget();
    await fill(element, { count: 4 });
    expect(calls).toEqual([{ url: '/wp-admin/admin-ajax.php', fields: { count: '4', action: 'guest_histories' } }]);
    expect(element.querySelector('.my-history-item-wrap a')?.getAttribute('href')).toBe('/manga/a/');
    expect(element.querySelector('.no-histories')).toBeNull();
    expect(element.innerHTML).not.toContain('onerror');
  });

  it('keeps the empty list when the answer has no item or fails', async () => {
    Cookies.set('wpmanga-reading-history', btoa(JSON.stringify([{ id: 4, c: 12, p: 3, i: 0, t: 2 }])), { path: '/' });
    stubFetch(() => EMPTY);
    const element = widget();
    await fill(element, { count: 3 });
    expect(element.innerHTML).toBe(EMPTY);
    stubFetch(() => ({ status: 500, body: 'boom' }));
    await fill(element, {});
    expect(element.innerHTML).toBe(EMPTY);
  });
});
