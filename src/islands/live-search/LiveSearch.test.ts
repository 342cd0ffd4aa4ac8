import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELAY_MS, mount } from './index';

function setup() {
  document.body.innerHTML = `<div id="island"><form class="manga-search-form" action="/" method="get"><input id="q" type="search" name="s"><input type="hidden" name="post_type" value="wp-manga"><button type="submit">Search</button></form></div>`;
  mount(document.getElementById('island')!);
  const input = document.getElementById('q') as HTMLInputElement;
  input.focus();
  return { input, list: document.querySelector<HTMLUListElement>('[role="listbox"]')! };
}

function answer(body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
}

async function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input'));
  await vi.advanceTimersByTimeAsync(DELAY_MS);
  await vi.runAllTimersAsync();
}

const key = (input: HTMLInputElement, name: string) => input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('live search combobox', () => {
  it('asks after 300 ms of quiet with the typed title, then lists highlighted suggestions by type', async () => {
    vi.useFakeTimers();
    const fetch = answer({ success: true, data: [{ title: 'Yıldız <b>Avcıları</b>', url: '/manga/a/', type: 'text' }, { title: 'B', url: 'javascript:alert(1)', type: 'manga' }] });
    const { input, list } = setup();
    input.value = 'y';
    input.dispatchEvent(new Event('input'));
    await vi.advanceTimersByTimeAsync(DELAY_MS - 10);
    expect(fetch).not.toHaveBeenCalled();
    await type(input, 'yildiz');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new URLSearchParams(String(fetch.mock.calls[0][1]!.body)).get('title')).toBe('yildiz');
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    const first = list.querySelector('li')!;
    expect(first.className).toContain('live-search__item--text');
    expect(first.querySelector('mark')!.textContent).toBe('Yıldız');
    expect(first.querySelector('b')).toBeNull();
    expect(first.textContent).toContain('<b>Avcıları</b>');
  });

  it('moves with the arrows (aria-activedescendant), skips failures, closes on Escape and navigates on Enter', async () => {
    vi.useFakeTimers();
    answer({ success: true, data: [{ title: 'One', url: 'http://localhost/manga/one/', type: 'manga' }, { title: 'Two', url: 'http://localhost/manga/two/', type: 'manga' }] });
    const { input, list } = setup();
    await type(input, 'o');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(list.children[0].id);
    key(input, 'ArrowDown');
    expect(list.children[1].getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(list.children[0].id);
    key(input, 'Escape');
    expect(list.hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('o');
    key(input, 'Escape');
    expect(input.value).toBe('');
  });

  it('shows the server failure as an option that cannot be chosen', async () => {
    vi.useFakeTimers();
    answer({ success: false, data: [{ error: 'not found', message: 'No manga found.', type: 'error' }] });
    const { input, list } = setup();
    await type(input, 'zzz');
    const item = list.querySelector('li')!;
    expect(item.textContent).toBe('No manga found.');
    expect(item.getAttribute('aria-disabled')).toBe('true');
    key(input, 'ArrowDown');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
  });
});
