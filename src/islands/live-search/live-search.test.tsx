import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch, type StubbedCall } from '../../test-support/islands';
import { mount } from './index';
import { DELAY_MS, LiveSearch } from './live-search';

// The form as theme/template-parts/header-search.php prints it.
const FORM =
  '<form class="manga-search-form search-form" role="search" action="https://site.test/" method="get">' +
  '<label class="screen-reader-text" for="header-search-input">Manga ara</label>' +
  '<input id="header-search-input" type="search" name="s" value="" placeholder="Manga ara…">' +
  '<input type="hidden" name="post_type" value="wp-manga">' +
  '<button type="submit" class="search-form__submit">Ara</button></form>';

const found = (call: StubbedCall) => ({
  success: true as const,
  data: [
    { title: `Yıldız <b>Avcıları</b> ${call.fields.title}`, url: 'https://site.test/manga/yildiz/', type: 'text' },
    { title: 'Yıldız Yolu', url: 'javascript:alert(1)', type: 'manga' },
  ],
});
const notFound = () => ({ success: false as const, data: [{ error: 'not found', message: 'Manga bulunamadı.', type: 'error' }] });

beforeEach(() => {
  window.yomuL10n = {
    locale: 'tr_TR',
    rtl: false,
    strings: { Suggestions: 'Öneriler', Novel: 'Roman', '%s suggestions available.': '%s öneri var.', 'Search is not available right now.': 'Arama şu anda kullanılamıyor.' },
  };
});

afterEach(() => {
  delete window.yomuL10n;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Testing Library's async wrapper waits on a real setTimeout, so userEvent runs with real timers; the tests of
// the timings use fake timers and plain events.
const user = () => userEvent.setup();
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const typed = (input: HTMLInputElement, value: string) => {
  input.value = value;
  fireEvent.input(input);
};

async function mounted() {
  const element = await mountIsland(mount, FORM, {}, 'live-search');
  const input = screen.getByRole('combobox') as HTMLInputElement;
  return { element, input };
}

/** The island rendered directly, to see where it navigates. */
function rendered() {
  document.body.insertAdjacentHTML('beforeend', `<div id="island">${FORM}</div>`);
  const form = document.querySelector('form')!;
  const input = form.querySelector<HTMLInputElement>('input[name="s"]')!;
  const host = form.appendChild(document.createElement('div'));
  const navigate = vi.fn();
  const view = render(<LiveSearch form={form} input={input} navigate={navigate} />, { container: host });
  return { input, navigate, cleanup: () => (view.unmount(), document.getElementById('island')!.remove()) };
}

describe('live search', () => {
  it('turns the server input into a combobox without replacing it', async () => {
    document.body.innerHTML = '';
    const element = await mountIsland(mount, FORM, {}, 'live-search');
    const input = element.querySelector('#header-search-input');
    expect(screen.getByRole('combobox')).toBe(input);
    expect(element.dataset.mounted).toBe('true');
    expect(element.querySelector('form')!.classList.contains('live-search')).toBe(true);
    expect(input!.getAttribute('aria-expanded')).toBe('false');
    expect(input!.getAttribute('autocomplete')).toBe('off');
    const list = screen.getByRole('listbox', { hidden: true });
    expect(input!.getAttribute('aria-controls')).toBe(list.id);
    expect(list.getAttribute('aria-label')).toBe('Öneriler');
    expect(list.hidden).toBe(true);
    expect(element.querySelector('form')!.contains(list)).toBe(true);
  });

  it('asks once, 300 ms after the typing stops, and lists the suggestions with the words marked as text', async () => {
    fakeTimers();
    const calls = stubFetch(found);
    const { input } = await mounted();
    act(() => input.focus());
    typed(input, 'yil');
    await wait(DELAY_MS - 10);
    expect(calls).toHaveLength(0);
    typed(input, 'yildiz ');
    await wait(DELAY_MS - 10);
    expect(calls).toHaveLength(0);
    await wait(10);
    expect(calls.map((call) => call.fields)).toEqual([{ title: 'yildiz', action: 'wp-manga-search-manga' }]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const [first, second] = screen.getAllByRole('option');
    expect(first.className).toBe('live-search__item live-search__item--text');
    expect(second.className).toBe('live-search__item live-search__item--manga');
    expect(within(first).getAllByText('Yıldız', { selector: 'mark' })).toHaveLength(1);
    expect(first.querySelector('b')).toBeNull();
    expect(first.textContent).toBe('Yıldız <b>Avcıları</b> yildizRoman');
    expect(screen.getByRole('status').textContent).toBe('2 öneri var.');
  });

  it('moves with the arrows, closes on Escape, clears on a second Escape', async () => {
    stubFetch(found);
    const { input } = await mounted();
    await user().type(input, 'y');
    const options = await screen.findAllByRole('option');
    await user().keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await user().keyboard('{ArrowDown}');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    await user().keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await user().keyboard('{Escape}');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('y');
    await user().keyboard('{Escape}');
    expect(input.value).toBe('');
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  it('shows a failure as an option that cannot be chosen, and Enter then submits the plain form', async () => {
    stubFetch(notFound);
    const { input } = await mounted();
    await user().type(input, 'zzz');
    const option = await screen.findByRole('option');
    expect(option.textContent).toBe('Manga bulunamadı.');
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(option.className).toContain('live-search__item--failure');
    expect(screen.getByRole('status').textContent).toBe('Manga bulunamadı.');
    await user().keyboard('{ArrowDown}');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
  });

  it('says so when the server cannot be reached', async () => {
    stubFetch(() => ({ status: 500, body: 'Internal Server Error' }));
    const { input } = await mounted();
    await user().type(input, 'y');
    expect((await screen.findByRole('option')).textContent).toBe('Arama şu anda kullanılamıyor.');
  });

  it('closes 150 ms after the input loses focus and reopens on focus', async () => {
    fakeTimers();
    stubFetch(found);
    const { input } = await mounted();
    act(() => input.focus());
    typed(input, 'y');
    await wait(DELAY_MS);
    act(() => input.blur());
    await wait(100);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await wait(50);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    act(() => input.focus());
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('looks up words typed before the island loaded', async () => {
    fakeTimers();
    const calls = stubFetch(found);
    document.body.insertAdjacentHTML('beforeend', `<div id="early">${FORM}</div>`);
    const early = document.getElementById('early')!;
    const input = early.querySelector('input')!;
    input.focus();
    input.value = 'kedi';
    await act(async () => mount(early));
    await wait(DELAY_MS);
    expect(calls.map((call) => call.fields.title)).toEqual(['kedi']);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    act(() => early.querySelector<HTMLElement>('.island-root')!.remove());
    early.remove();
  });

  it('navigates to a suggestion chosen with Enter or a click, never to a non-http url', async () => {
    stubFetch(found);
    const { input, navigate, cleanup } = rendered();
    await user().type(input, 'y');
    await screen.findAllByRole('option');
    await user().keyboard('{ArrowDown}');
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(navigate).toHaveBeenCalledWith('https://site.test/manga/yildiz/');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user().keyboard('{ArrowDown}');
    await user().click(screen.getAllByRole('option')[1]);
    await user().click(screen.getAllByRole('option')[0]);
    expect(navigate.mock.calls).toEqual([['https://site.test/manga/yildiz/'], ['https://site.test/manga/yildiz/']]);
    cleanup();
  });
});
