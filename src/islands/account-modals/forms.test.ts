import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadUserSection } from './forms';

const before = '<div class="c-sub-header-nav"><div class="c-modal_item">guest</div></div><div class="off-canvas"><div class="c-modal_item">guest</div></div>';

function answer(body: unknown, status = 200) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('user section reload after sign-in', () => {
  it('swaps the header and off-canvas copies, without scripts or handlers', async () => {
    document.body.innerHTML = before;
    vi.stubGlobal('fetch', answer({ success: true, data: { main: '<div class="c-modal_item">Ayşe<img src=x onerror="alert(1)"></div>', off_canvas: '<div class="c-modal_item">Ayşe off</div>' } }));
    expect(await reloadUserSection()).not.toBeNull();
    expect(document.querySelector('.c-sub-header-nav .c-modal_item')?.textContent).toBe('Ayşe');
    expect(document.querySelector('.c-sub-header-nav img')?.hasAttribute('onerror')).toBe(false);
    expect(document.querySelector('.off-canvas .c-modal_item')?.textContent).toBe('Ayşe off');
  });

  it('keeps the previous markup when the reload fails or errors', async () => {
    document.body.innerHTML = before;
    vi.stubGlobal('fetch', answer({ success: false, data: { message: 'no' } }, 401));
    expect(await reloadUserSection()).toBeNull();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(await reloadUserSection()).toBeNull();
    expect(document.body.innerHTML).toBe(before);
  });
});
