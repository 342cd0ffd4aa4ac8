import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAPTER_UPLOADED_EVENT } from '../../lib/api/upload';
import { mountIsland, type StubbedCall, stubFetch } from '../../test-support/islands';
import { mount } from './index';
import { SHOW_MORE_DELAY } from './list-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The real DOMPurify, counted: the island imports it only when it inserts server HTML.
const purified = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/sanitize', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/sanitize')>();
  return {
    ...real,
    sanitizeToFragment: (html: string) => {
      purified.count++;
      return real.sanitizeToFragment(html);
    },
  };
});

// The list comparison, recorded: an answer found to be the list shown is where a reload stops.
const compared = vi.hoisted(() => ({ results: [] as boolean[] }));
vi.mock('./list-data', async (importOriginal) => {
  const real = await importOriginal<typeof import('./list-data')>();
  return {
    ...real,
    sameList: (...lists: Parameters<typeof real.sameList>) => {
      const same = real.sameList(...lists);
      compared.results.push(same);
      return same;
    },
  };
});

const URL = '/manga/ay-isigi/ajax/chapters/';

const chapter = (n: string) => `<li class="wp-manga-chapter"><a href="/manga/ay-isigi/bolum-${n}/">Bölüm ${n}</a> <span class="chapter-release-date"><i>3 gün önce</i></span></li>`;
const volume = (name: string, ...chapters: string[]) =>
  `<li class="parent has-child"><a class="has-child">${name}</a><ul class="sub-chap list-chap"><li><ul class="sub-chap-list">${chapters.map(chapter).join('')}</ul></li></ul></li>`;
const listHtml = (items: string, kind = 'volumns') =>
  `<div class="page-content-listing single-page"><div class="listing-chapters_wrap"><ul class="main version-chap ${kind}">${items}</ul></div></div>`;

const serverList = listHtml(chapter('4') + volume('Cilt 2', '3', '2') + volume('Cilt 1', '1'));
// theme/template-parts/manga/info.php: the list's controls, hidden, around Madara's holder.
const holder = (inner: string) =>
  '<div class="chapter-list__toolbar" hidden><button type="button" class="chapter-list__reverse" aria-pressed="false">Reverse order</button></div>' +
  `<div id="manga-chapters-holder" data-id="7">${inner}</div>` +
  '<button type="button" class="c-chapter-readmore chapter-readmore" hidden>Show more</button>';

let listHeight = 0;
let answer: (call: StubbedCall) => string | { status: number; body: string } = () => serverList;
let calls: StubbedCall[] = [];

const names = () => Array.from(document.querySelectorAll('li.wp-manga-chapter > a'), (a) => a.textContent);
const listCalls = () => calls.filter((call) => call.url === URL);

beforeEach(() => {
  purified.count = 0;
  compared.results = [];
  listHeight = 0;
  answer = () => serverList;
  calls = stubFetch((call) => (call.url === URL ? answer(call) : { success: true, data: null }));
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('listing-chapters_wrap') ? listHeight : 0;
  });
});

afterEach(() => {
  delete (window as Window & { manga?: unknown }).manga;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function mountList(inner = serverList, props: Record<string, unknown> = { url: URL }) {
  const element = await mountIsland(mount, holder(inner), props, 'chapter-list');
  await waitFor(() => expect(listCalls().length).toBe(props.url ? 1 : 0));
  return element;
}

/** Lets the list's React part arrive and render (act renders it when it ends). */
async function reactArrived() {
  await act(async () => {
    await import('./mount-list');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The reader reaches for the list (a focus inside it): its React part loads and mounts. */
async function wake(element: HTMLElement) {
  element.querySelector('li.wp-manga-chapter a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await reactArrived();
  await waitFor(() => expect(element.dataset.mounted).toBe('true'));
}

const events = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('chapter list island', () => {
  it('keeps the server list with its controls shown and no React until the reader reaches for it', async () => {
    const element = await mountList();
    await act(events);
    expect(element.dataset.mounted).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Reverse order' }).closest('[data-island]')).toBe(element);
    expect(element.querySelector('a.has-child')).not.toBeNull();
    expect(names()).toEqual(['Bölüm 4', 'Bölüm 3', 'Bölüm 2', 'Bölüm 1']);
  });

  it('draws the server list in Madara markup, volume names as toggles with the first volume open', async () => {
    const element = await mountList();
    await wake(element);
    expect(element.querySelector('#manga-chapters-holder[data-id="7"] .page-content-listing.single-page > .listing-chapters_wrap > ul.main.version-chap.volumns')).not.toBeNull();
    expect(names()).toEqual(['Bölüm 4', 'Bölüm 3', 'Bölüm 2', 'Bölüm 1']);
    expect(element.querySelectorAll('li.wp-manga-chapter .chapter-release-date i')).toHaveLength(4);
    expect(element.querySelector('a.has-child')).toBeNull();
    const second = screen.getByRole('button', { name: 'Cilt 2' });
    const first = screen.getByRole('button', { name: 'Cilt 1' });
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.closest('li')?.classList.contains('active')).toBe(true);
    const list = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(list.matches('ul.sub-chap.list-chap')).toBe(true);
    expect(list.hidden).toBe(true);

    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(within(second.closest('li')!).getByRole('link', { name: 'Bölüm 3', hidden: true }).closest('ul.sub-chap')?.hasAttribute('hidden')).toBe(true);
  });

  it('reverses volumes, loose chapters and the chapters inside volumes, and back', async () => {
    await wake(await mountList());
    const reverse = screen.getByRole('button', { name: 'Reverse order' });
    expect(reverse.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(reverse);
    expect(reverse.getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4']);
    await userEvent.click(reverse);
    expect(names()).toEqual(['Bölüm 4', 'Bölüm 3', 'Bölüm 2', 'Bölüm 1']);
  });

  it('leaves a list under 550 px whole, before and after React', async () => {
    listHeight = 549;
    const element = await mountList();
    expect(element.querySelector('.listing-chapters_wrap')?.classList.contains('is-cut')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await wake(element);
    expect(element.querySelector('.listing-chapters_wrap')?.classList.contains('is-cut')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('gives React a click on Reverse order, a volume or Show more made before it came', async () => {
    listHeight = 550;
    const element = await mountList();
    expect(element.querySelector('.listing-chapters_wrap')?.classList.contains('is-cut')).toBe(true);
    screen.getByRole('button', { name: 'Reverse order' }).click();
    await reactArrived();
    await waitFor(() => expect(names()).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4']));
    expect(screen.getByRole('button', { name: 'Reverse order' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('cuts a list of 550 px or more and opens it after a 1 s loading state, focus going to the list', async () => {
    listHeight = 550;
    const element = await mountList();
    await wake(element);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wrap = element.querySelector<HTMLElement>('.listing-chapters_wrap')!;
    expect(wrap.classList.contains('is-cut')).toBe(true);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-controls')).toBe(wrap.id);
    expect(more.getAttribute('aria-expanded')).toBe('false');

    // Testing Library's async wrapper waits on a real setTimeout, so the click goes through act() here.
    act(() => more.click());
    expect(more).toHaveProperty('disabled', true);
    expect(more.getAttribute('aria-busy')).toBe('true');
    expect(more.textContent).toBe('Loading…');
    expect(more.classList.contains('is-loading')).toBe(true);
    act(() => void vi.advanceTimersByTime(SHOW_MORE_DELAY - 1));
    expect(wrap.classList.contains('is-cut')).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(wrap.classList.contains('is-cut')).toBe(false);
    expect(more.isConnected).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Bölüm 4' }));
  });

  it('reloads the list from ajax/chapters/, sanitized, as data, and brings React to show it', async () => {
    answer = () =>
      listHtml(chapter('5') + '<li class="wp-manga-chapter"><a href="/x" onclick="alert(1)">Bölüm X</a><img src="x" onerror="alert(2)"><script>alert(3)</script></li>', 'no-volumn');
    const element = await mountList();
    await reactArrived();
    await waitFor(() => expect(names()).toEqual(['Bölüm 5', 'Bölüm X']));
    expect(element.dataset.mounted).toBe('true');
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0].fields).toEqual({});
    expect(element.querySelector('ul.main.no-volumn')).not.toBeNull();
    expect(element.querySelector('[onclick], [onerror], script')).toBeNull();
    expect(element.querySelector('img[src="x"]')).not.toBeNull();
  });

  it('inserts nothing and does not load DOMPurify when the answer is the list shown; sanitizes one that differs', async () => {
    const element = await mountList();
    const shown = element.querySelector('ul.main')!;
    // The answer has been read and found to be the list shown: past this point the reload would sanitize it.
    await waitFor(() => expect(compared.results).toEqual([true]));
    expect(purified.count).toBe(0);
    expect(element.querySelector('ul.main')).toBe(shown);
    expect(names()).toEqual(['Bölüm 4', 'Bölüm 3', 'Bölüm 2', 'Bölüm 1']);
    await act(events);
    expect(element.dataset.mounted).toBeUndefined();

    // An upload from the page brings React, which reloads the list.
    answer = () => listHtml(chapter('5') + '<li class="wp-manga-chapter"><a href="/y" onclick="alert(1)">Bölüm Y</a><script>alert(2)</script></li>', 'no-volumn');
    act(() => void document.dispatchEvent(new CustomEvent(CHAPTER_UPLOADED_EVENT, { detail: { url: '/x' } })));
    await reactArrived();
    await waitFor(() => expect(names()).toEqual(['Bölüm 5', 'Bölüm Y']));
    expect(purified.count).toBe(1);
    expect(element.querySelector('[onclick], script')).toBeNull();
  });

  it('keeps the server list when the answer is empty or fails', async () => {
    answer = () => '';
    await mountList();
    expect(names()).toEqual(['Bölüm 4', 'Bölüm 3', 'Bölüm 2', 'Bölüm 1']);
    answer = () => ({ status: 500, body: 'Hata' });
    act(() => void document.dispatchEvent(new CustomEvent(CHAPTER_UPLOADED_EVENT, { detail: { url: '/x' } })));
    await reactArrived();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(names()).toEqual(['Bölüm 4', 'Bölüm 3', 'Bölüm 2', 'Bölüm 1']);
  });

  it('reloads when a chapter was uploaded from the page, keeping the reader’s order', async () => {
    await wake(await mountList());
    await userEvent.click(screen.getByRole('button', { name: 'Reverse order' }));
    answer = () => listHtml(chapter('5') + chapter('4') + volume('Cilt 2', '3', '2') + volume('Cilt 1', '1'));
    act(() => void document.dispatchEvent(new CustomEvent(CHAPTER_UPLOADED_EVENT, { detail: { url: '/manga/ay-isigi/bolum-5/' } })));
    await waitFor(() => expect(names()).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4', 'Bölüm 5']));
  });

  it('leaves the manga view to the boot: the list sends none, even where the page config enables views', async () => {
    (window as Window & { manga?: unknown }).manga = { enable_manga_view: '1', manga_id: '7' };
    await mountList();
    expect(calls.filter((call) => call.fields.action === 'manga_views')).toEqual([]);
  });

  it('a holder without chapters gets no toolbar, and no request without an endpoint', async () => {
    const element = await mountList(listHtml('', 'no-volumn'), {});
    expect(screen.queryByRole('button', { name: 'Reverse order' })).toBeNull();
    expect(element.querySelector('#manga-chapters-holder ul.main.no-volumn')).not.toBeNull();
  });
});
