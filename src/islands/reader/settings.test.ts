import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReaderProps } from './globals';
import { bindSettings, direction, SETTINGS_COOKIE } from './settings';

function setup(own: ReaderProps['own'], saveNonce = '') {
  document.body.className = 'reader-mode-list reader-dir-ltr reader-fit-width';
  document.body.innerHTML = `<div id="root"><button class="reader-settings-toggle" aria-expanded="false"></button>
    <div class="reader-settings-panel" hidden>
      ${['paged', 'list', 'strip'].map((v) => `<input type="radio" name="reader-mode" value="${v}">`).join('')}
      ${['ltr', 'rtl'].map((v) => `<input type="radio" name="reader-direction" value="${v}">`).join('')}
      ${['width', 'height'].map((v) => `<input type="radio" name="reader-fit" value="${v}">`).join('')}
    </div></div>`;
  const root = document.getElementById('root')!;
  const flipped = vi.fn();
  const props = { mode: 'list', own, saveNonce, chapterUrl: '/manga/m/c/' } as unknown as ReaderProps;
  bindSettings(root, props, flipped);
  const choose = (name: string, value: string) => {
    const input = root.querySelector<HTMLInputElement>(`input[name="reader-${name}"][value="${value}"]`)!;
    input.checked = true;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return { root, choose, flipped };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
  Cookies.remove(SETTINGS_COOKIE, { path: '/' });
  document.body.innerHTML = '';
});

describe('reader settings panel', () => {
  it('opens and closes with its button and Escape', () => {
    const { root } = setup({});
    const toggle = root.querySelector<HTMLButtonElement>('.reader-settings-toggle')!;
    const panel = root.querySelector<HTMLElement>('.reader-settings-panel')!;
    toggle.click();
    expect(panel.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(panel.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("applies direction, fit and list ↔ long strip at once and keeps only the reader's own choices in the cookie", () => {
    const { choose, flipped } = setup({ fit: 'height' });
    choose('direction', 'rtl');
    expect(document.body.classList.contains('reader-dir-rtl')).toBe(true);
    expect(document.body.classList.contains('reader-dir-ltr')).toBe(false);
    expect(direction()).toBe('rtl');
    expect(flipped).toHaveBeenCalledTimes(1);
    choose('mode', 'strip');
    expect(document.body.classList.contains('reader-mode-strip')).toBe(true);
    expect(document.body.classList.contains('reader-mode-list')).toBe(false);
    expect(Cookies.get(SETTINGS_COOKIE)).toBe('strip.rtl.height');
  });

  it('saves to the account with the nonce for signed-in readers, and not for guests', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"success":true,"data":{}}', { status: 200 }));
    setup({}).choose('fit', 'height');
    await settle();
    expect(fetch).not.toHaveBeenCalled();

    setup({}, 'n0nce').choose('fit', 'height');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = new URLSearchParams(String(fetch.mock.calls[0][1]!.body));
    expect(body.get('action')).toBe('yomu_reader_settings');
    expect(body.get('nonce')).toBe('n0nce');
    expect(body.get('settings[fit]')).toBe('height');
    expect(body.get('settings[mode]')).toBe('');
  });

  it('ignores values it does not know', () => {
    const { root } = setup({});
    const input = root.querySelector<HTMLInputElement>('input[name="reader-mode"]')!;
    input.value = 'webtoon';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.body.className).toBe('reader-mode-list reader-dir-ltr reader-fit-width');
    expect(Cookies.get(SETTINGS_COOKIE)).toBeUndefined();
  });
});
