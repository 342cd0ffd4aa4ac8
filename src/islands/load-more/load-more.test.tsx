import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unmountIsland } from '../../lib/islands/mount-react';
import { stubFetch } from '../../test-support/islands';
import { mount } from './index';

const card = (id: number) => `<div class="page-listing-item"><div id="manga-item-${id}" class="page-item-detail manga"><div class="post-title"><a href="/m/${id}">M${id}</a></div></div></div>`;
const MARKER = '<div class="invi no-posts"><!-- --></div>';
const FALLBACK = '<div class="nav-previous float-left"><a class="btn btn-default load-ajax-button" href="/manga/page/2/">Daha fazla</a></div>';

let island: HTMLElement;

async function setup(props: Record<string, unknown>) {
  document.body.innerHTML = `<div class="page-content-listing" data-listing-items>${card(1)}</div><nav class="navigation-ajax" aria-label="Daha fazla manga"><div data-island="load-more">${FALLBACK}</div></nav>`;
  island = document.querySelector<HTMLElement>('[data-island]')!;
  await act(async () => mount(island, props));
  return { list: document.querySelector('[data-listing-items]')!, button: screen.getByRole('button', { name: 'Daha fazla' }) };
}

/** Lets pending answers arrive and React render them. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const titles = (list: Element) => Array.from(list.querySelectorAll('.post-title a'), (link) => link.textContent);

// The island imports the sanitizer when the first answer arrives; load it once here, as a browser keeps a
// chunk it fetched, so settle() has only the answers to wait for.
beforeAll(() => import('../../lib/sanitize'));

beforeEach(() => {
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Load more': 'Daha fazla', 'Loading…': 'Yükleniyor…', 'More manga loaded.': 'Daha fazla manga yüklendi.' } };
});

afterEach(() => {
  act(() => unmountIsland(island));
  document.body.innerHTML = '';
  delete window.yomuL10n;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('load-more island', () => {
  it('swaps the server link for a button and keeps the nav and list markup', async () => {
    const { list } = await setup({ action: 'yomu_load_more', template: 'yomu/listing/card', vars: { paged: 1 } });
    expect(island.querySelector('a')).toBeNull();
    expect(island.closest('nav.navigation-ajax')).not.toBeNull();
    expect(island.querySelector('.nav-previous.float-left > button.btn.btn-default.load-ajax-button')).not.toBeNull();
    expect(list.innerHTML).toBe(card(1));
  });

  it('on a search page sends the words and filters of the page URL, which the server printed only in its form', async () => {
    window.history.replaceState(null, '', '/?s=kara+kedi&post_type=wp-manga&genre%5B%5D=aksiyon&genre%5B%5D=dram&op=1&author=&status%5B%5D=end&adult=0&m_orderby=views');
    const calls = stubFetch(() => card(2));
    const { button } = await setup({ action: 'yomu_load_more', template: 'yomu/listing/search-item', vars: { paged: 1, m_orderby: 'views' }, fromUrl: true });
    await userEvent.click(button);
    await settle();
    window.history.replaceState(null, '', '/');
    expect(calls[0].fields).toEqual({
      action: 'yomu_load_more',
      page: '1',
      template: 'yomu/listing/search-item',
      'vars[paged]': '1',
      'vars[m_orderby]': 'views',
      'vars[s]': 'kara kedi',
      'vars[yomu_search][op]': '1',
      'vars[yomu_search][adult]': '0',
      'vars[yomu_search][genre][0]': 'aksiyon',
      'vars[yomu_search][genre][1]': 'dram',
      'vars[yomu_search][status][0]': 'end',
    });
  });

  it('appends each answer after the server cards, counts pages, and hides the control at the marker', async () => {
    const calls = stubFetch(({ fields }) => (fields.page === '1' ? card(2) : card(3) + MARKER));
    const { list, button } = await setup({ action: 'yomu_load_more', template: 'yomu/listing/card', vars: { paged: 0, m_orderby: 'views' } });
    await userEvent.click(button);
    await settle();
    expect(calls[0].fields).toEqual({ action: 'yomu_load_more', page: '1', template: 'yomu/listing/card', 'vars[paged]': '0', 'vars[m_orderby]': 'views' });
    expect(titles(list)).toEqual(['M1', 'M2']);
    expect(screen.getByRole('status').textContent).toBe('Daha fazla manga yüklendi.');

    await userEvent.click(button);
    await settle();
    expect(calls[1].fields.page).toBe('2');
    expect(titles(list)).toEqual(['M1', 'M2', 'M3']);
    expect(list.querySelector('.no-posts')).toBeNull();
    expect(button.closest<HTMLElement>('.nav-previous')!.hidden).toBe(true);
  });

  it('ends on an empty answer', async () => {
    stubFetch(() => '');
    const { list, button } = await setup({ vars: { paged: 1 } });
    await userEvent.click(button);
    await settle();
    expect(button.closest<HTMLElement>('.nav-previous')!.hidden).toBe(true);
    expect(titles(list)).toEqual(['M1']);
  });

  it('runs one request at a time and shows that it is loading', async () => {
    let release: (html: string) => void = () => {};
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        calls.push(new URLSearchParams(String(init.body)).get('page')!);
        return new Promise<Response>((resolve) => (release = (html) => resolve(new Response(html))));
      }),
    );
    const { list, button } = await setup({ vars: { paged: 1 } });
    await userEvent.dblClick(button);
    expect(calls).toEqual(['1']);
    expect(button.textContent).toBe('Yükleniyor…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.classList.contains('loading')).toBe(true);
    await act(async () => release(card(2)));
    await settle();
    expect(button.textContent).toBe('Daha fazla');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await userEvent.click(button);
    expect(calls).toEqual(['1', '2']);
    await act(async () => release(card(3)));
    await settle();
    expect(titles(list)).toEqual(['M1', 'M2', 'M3']);
  });

  it('alerts the error text and releases loading when the request fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    let failing = true;
    const calls = stubFetch(() => (failing ? { status: 500, body: 'no' } : card(2)));
    const { list, button } = await setup({ vars: { paged: 1 } });
    await userEvent.click(button);
    await settle();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls[0][0]).toMatch(/500|Internal/);
    failing = false;
    await userEvent.click(button);
    await settle();
    expect(calls.map((call) => call.fields.page)).toEqual(['1', '1']);
    expect(titles(list)).toEqual(['M1', 'M2']);
  });

  it('strips scripts and handlers from the answer', async () => {
    stubFetch(() => `${card(2)}<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>`);
    const { list, button } = await setup({ vars: { paged: 1 } });
    await userEvent.click(button);
    await settle();
    expect(list.querySelector('script')).toBeNull();
    expect(list.querySelector('img')).not.toBeNull();
    expect(list.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('keeps the server link when the page has no listing before it', async () => {
    document.body.innerHTML = `<nav class="navigation-ajax"><div data-island="load-more">${FALLBACK}</div></nav>`;
    island = document.querySelector<HTMLElement>('[data-island]')!;
    await act(async () => mount(island, { vars: { paged: 1 } }));
    expect(island.innerHTML).toBe(FALLBACK);
  });
});
