import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test-support/islands';
import { reloadUserSection } from './user-section';

const before = '<div class="c-sub-header-nav"><div class="c-modal_item">guest</div></div><div class="off-canvas"><div class="c-modal_item">guest</div></div>';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('user section reload after sign-in', () => {
  it('swaps the header and off-canvas copies, without scripts or handlers, and returns the fresh nonces', async () => {
    document.body.innerHTML = before;
    const calls = stubFetch(() => ({
      success: true,
      data: { main: '<div class="c-modal_item">Ayşe<img src=x onerror="alert(1)"></div>', off_canvas: '<div class="c-modal_item">Ayşe off</div>', nonces: { bookmark: 'b2' } },
    }));
    expect((await reloadUserSection())?.nonces).toEqual({ bookmark: 'b2' });
    expect(calls[0].fields.action).toBe('wp-manga-get-user-section');
    expect(document.querySelector('.c-sub-header-nav .c-modal_item')?.textContent).toBe('Ayşe');
    expect(document.querySelector('.c-sub-header-nav img')?.hasAttribute('onerror')).toBe(false);
    expect(document.querySelector('.off-canvas .c-modal_item')?.textContent).toBe('Ayşe off');
  });

  it('keeps the previous markup when the reload fails or errors', async () => {
    document.body.innerHTML = before;
    stubFetch(() => ({ status: 401, body: JSON.stringify({ success: false, data: { message: 'no' } }) }));
    expect(await reloadUserSection()).toBeNull();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(await reloadUserSection()).toBeNull();
    expect(document.body.innerHTML).toBe(before);
  });
});
