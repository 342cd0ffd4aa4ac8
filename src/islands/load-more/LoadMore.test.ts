import { afterEach, describe, expect, it, vi } from 'vitest';
import { flatten, initialPage, isLastAnswer } from './counter';
import { mount } from './index';

const card = (id: number) => `<div class="page-listing-item"><div id="manga-item-${id}" class="page-item-detail manga"><div class="post-title"><a href="/m/${id}">M${id}</a></div></div></div>`;
const MARKER = '<div class="invi no-posts"><!-- --></div>';

function setup(props: Record<string, unknown>) {
  document.body.innerHTML = `<div data-listing-items>${card(1)}</div><nav class="navigation-ajax"><div id="island"><div class="nav-previous"><a href="/manga/page/2/">Load more</a></div></div></nav>`;
  const island = document.getElementById('island')!;
  mount(island, props);
  return { list: document.querySelector('[data-listing-items]')!, button: island.querySelector('button')!, island };
}

function answers(...bodies: Array<string | Error>) {
  const spy = vi.spyOn(globalThis, 'fetch');
  for (const body of bodies) {
    if (body instanceof Error) spy.mockRejectedValueOnce(body);
    else spy.mockResolvedValueOnce(new Response(body, { status: 200 }));
  }
  return spy;
}

const sentPage = (spy: ReturnType<typeof answers>, call: number) => new URLSearchParams(String(spy.mock.calls[call][1]!.body)).get('page');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('load-more counter (SPEC §4)', () => {
  it('starts at 1, counts paged 0 as 1, and starts at -1 without query vars', () => {
    expect(initialPage({ paged: 1 })).toBe(1);
    expect(initialPage({ paged: 0 })).toBe(1);
    expect(initialPage({ paged: '3' })).toBe(3);
    expect(initialPage({ m_orderby: 'views' })).toBe(1);
    expect(initialPage({})).toBe(-1);
    expect(initialPage(undefined)).toBe(-1);
  });

  it('flattens nested vars into PHP form keys', () => {
    expect(flatten('vars', { paged: 1, tax_query: [{ taxonomy: 'wp-manga-genre', terms: ['a'] }] })).toEqual({
      'vars[paged]': '1',
      'vars[tax_query][0][taxonomy]': 'wp-manga-genre',
      'vars[tax_query][0][terms][0]': 'a',
    });
  });

  it('treats an empty answer or the marker as the end', () => {
    expect(isLastAnswer('  ')).toBe(true);
    expect(isLastAnswer(card(2) + MARKER)).toBe(true);
    expect(isLastAnswer(card(2))).toBe(false);
  });
});

describe('load-more island', () => {
  it('appends each answer, increments the page, and hides the control at the marker', async () => {
    const spy = answers(card(2), card(3) + MARKER);
    const { list, button } = setup({ action: 'yomu_load_more', template: 'yomu/listing/card', vars: { paged: 0, m_orderby: 'views' } });
    button.click();
    await settle();
    expect(sentPage(spy, 0)).toBe('1');
    expect(new URLSearchParams(String(spy.mock.calls[0][1]!.body)).get('vars[m_orderby]')).toBe('views');
    expect(list.querySelectorAll('.page-item-detail')).toHaveLength(2);
    button.click();
    await settle();
    expect(sentPage(spy, 1)).toBe('2');
    expect(list.querySelectorAll('.page-item-detail')).toHaveLength(3);
    expect(list.querySelector('.no-posts')).toBeNull();
    expect(button.closest<HTMLElement>('.nav-previous')!.hidden).toBe(true);
  });

  it('ends on an empty answer', async () => {
    answers('');
    const { button } = setup({ vars: { paged: 1 } });
    button.click();
    await settle();
    expect(button.closest<HTMLElement>('.nav-previous')!.hidden).toBe(true);
  });

  it('runs one request at a time', async () => {
    let release: (r: Response) => void = () => {};
    const spy = vi.spyOn(globalThis, 'fetch').mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    const { button } = setup({ vars: { paged: 1 } });
    button.click();
    button.click();
    expect(spy).toHaveBeenCalledTimes(1);
    release(new Response(card(2)));
    await settle();
    spy.mockResolvedValueOnce(new Response(card(3)));
    button.click();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('alerts the error text and releases loading when the request fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const spy = answers(new TypeError('Failed to fetch'), card(2));
    const { button, list } = setup({ vars: { paged: 1 } });
    button.click();
    await settle();
    expect(alert).toHaveBeenCalledWith('Failed to fetch');
    button.click();
    await settle();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(sentPage(spy, 1)).toBe('1');
    expect(list.querySelectorAll('.page-item-detail')).toHaveLength(2);
  });

  it('strips scripts and handlers from the answer', async () => {
    answers(`${card(2)}<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>`);
    const { button, list } = setup({ vars: { paged: 1 } });
    button.click();
    await settle();
    expect(list.querySelector('script')).toBeNull();
    expect(list.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
