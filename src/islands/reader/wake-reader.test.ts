import { act, fireEvent, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch } from '../../test-support/islands';
import { goTo, warm } from './dom';
import { mount } from './index';
import { mountReader } from './mount-reader';
import { imageProps, imageReaderHtml, navigateAnswer, selectionHtml } from './server-html.fixture';
import { cleanPage, IMAGE_BODY, placeReadingArea, preparePage, touch } from './test-page';

vi.mock('./dom', async (importOriginal) => ({ ...(await importOriginal<typeof import('./dom')>()), goTo: vi.fn(), reload: vi.fn(), warm: vi.fn(() => Promise.resolve()) }));
vi.mock('./mount-reader', async (importOriginal) => {
  const original = await importOriginal<typeof import('./mount-reader')>();
  return { mountReader: vi.fn(original.mountReader) };
});

const WARNING = `<div id="chapter-warning" class="chapter-warning alert alert-warning" role="region" aria-labelledby="chapter-warning-title" data-key="4-aaaa"><p id="chapter-warning-title" class="chapter-warning__title">Content warning</p><div class="chapter-warning__text"><p>Uyarı</p></div><p class="chapter-warning__actions"><a class="chapter-warning__continue" href="#chapter-warning">I understand, show the chapter</a></p></div>`;

const shown = () => document.querySelector('.reading-content img');
const reactStarted = () => vi.mocked(mountReader).mock.calls.length > 0;

function open(shape: Parameters<typeof imageReaderHtml>[0] = {}, html = imageReaderHtml(shape)) {
  stubFetch((call) => (call.fields.action === 'manga_get_reading_nav' ? selectionHtml(call.fields.chapter) : { success: true as const, data: call.fields.action === 'chapter_navigate_page' ? navigateAnswer(call.fields.chapter) : null }));
  return mountIsland(mount, html, imageProps(shape) as unknown as Record<string, unknown>, 'reader');
}

beforeEach(() => {
  preparePage(IMAGE_BODY);
  localStorage.clear();
  document.documentElement.classList.remove('yomu-warning-ok');
});
afterEach(cleanPage);

describe('the first view, before React', () => {
  it('counts the opening, opens the loading gates and fetches the next page, with no React', async () => {
    const element = await open({ style: 'list' });
    expect(history.state).toEqual({ yomuReader: true, chapter: 'bolum-1', page: 1 });
    const gated = () => Array.from(element.querySelectorAll('source[data-yomu-gate]'), (gate) => gate.parentElement?.querySelector('img')?.id);
    expect(gated()).toEqual(['image-1', 'image-2']);
    fireEvent.load(element.querySelector('#image-0')!);
    expect(gated()).toEqual(['image-2']);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(atob(Cookies.get('wpmanga-reading-history') ?? ''))).toEqual([expect.objectContaining({ id: 4, c: 1, p: 1, i: 0 })]);
    expect(reactStarted()).toBe(false);
    expect(element.dataset.mounted).toBeUndefined();
  });

  it('fetches the page ahead of a paged chapter once the first has loaded, and a scroll on a wide screen brings no React', async () => {
    await open();
    expect(warm).not.toHaveBeenCalled();
    fireEvent.load(shown()!);
    expect(vi.mocked(warm).mock.calls.map(([target]) => target.url)).toEqual(['/img/bolum-1/2.png']);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(reactStarted()).toBe(false);
  });

  it("goes where a server select's option points when it is picked before React's reader", async () => {
    const element = await open();
    const pager = element.querySelector<HTMLSelectElement>('#single-pager')!;
    pager.value = '2';
    act(() => void pager.dispatchEvent(new Event('change', { bubbles: true })));
    expect(goTo).toHaveBeenCalledWith('/manga/m/cilt-1/bolum-1/p/2/');
  });

  it('shows the content when the reader follows the warning, without React', async () => {
    const html = imageReaderHtml().replace('<div class="read-container">', `<div class="read-container">${WARNING}`);
    const element = await open({}, html);
    const link = element.querySelector<HTMLAnchorElement>('a.chapter-warning__continue')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.documentElement.classList.contains('yomu-warning-ok')).toBe(true);
    expect(localStorage.getItem('yomu-warnings')).toBe('4-aaaa');
    expect(document.activeElement).toBe(element.querySelector('.reading-content'));
    // Done by the first view: React's reader (which the focus now asks for) has not mounted.
    expect(element.dataset.mounted).toBeUndefined();
  });
});

describe("waking React's reader", () => {
  it('a scroll through a long strip brings it', async () => {
    const element = await open({ style: 'list' });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(element.dataset.mounted).toBe('true'));
  });

  it('turns the page for an arrow key pressed before it came', async () => {
    const element = await open();
    const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    act(() => void document.dispatchEvent(key));
    expect(key.defaultPrevented).toBe(true);
    await waitFor(() => expect(element.dataset.mounted).toBe('true'));
    await waitFor(() => expect(shown()?.id).toBe('image-1'));
  });

  it('turns the page for a swipe made before it came', async () => {
    await open();
    const content = document.querySelector('.reading-content')!;
    act(() => {
      content.dispatchEvent(touch('touchstart', [[300, 300]]));
      content.dispatchEvent(touch('touchend', [], [[150, 310]]));
    });
    await waitFor(() => expect(shown()?.id).toBe('image-1'));
  });

  it('holds a click on the page and gives it again once it has come: the page turns in place', async () => {
    placeReadingArea();
    const element = await open();
    // jsdom has no layout: what the browser finds at the click's point once React's reader has drawn the page.
    document.elementFromPoint = () => document.querySelector('.page-next-link');
    const click = new PointerEvent('click', { bubbles: true, cancelable: true, clientX: 300, clientY: 400, pointerType: 'mouse' });
    act(() => void document.querySelector('.page-next-link')!.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(element.dataset.mounted).toBe('true'));
    await waitFor(() => expect(shown()?.id).toBe('image-1'));
    await waitFor(() => expect(location.pathname).toBe('/manga/m/cilt-1/bolum-1/p/2/'));
  });
});
