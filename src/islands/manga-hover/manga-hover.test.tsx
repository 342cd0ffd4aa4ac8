import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch } from '../../test-support/islands';
import { mount } from './index';

const POPUP = (id: string) => `<div id="manga-hover-${id}" class="manga-hover-popup"><div class="post-title"><h3><a href="/manga/m${id}/">Manga ${id}</a></h3></div></div>`;
let desktop = true;

function cards() {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="cards"><div class="hover-details" data-post-id="7"><a class="thumb" href="/m7">7</a></div><div class="hover-details" data-post-id="8"><a class="thumb" href="/m8">8</a></div><div class="hover-details" data-post-id="x9"><a class="thumb" href="/m9">9</a></div><p id="away">away</p></div>',
  );
  return (id: string) => document.querySelector<HTMLElement>(`[data-post-id="${id}"] a`)!;
}

/** Lets the stubbed answer arrive and React render it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  desktop = true;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: desktop && query === '(min-width: 768px)' }));
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
});

afterEach(() => {
  document.getElementById('cards')?.remove();
  vi.unstubAllGlobals();
});

describe('manga hover popup', () => {
  it('shows the sanitized card of the hovered manga beside the cursor, asking the server once per card', async () => {
    const calls = stubFetch(({ fields }) => `${POPUP(fields.postid)}<img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>`);
    await mountIsland(mount, '', {}, 'manga-hover');
    const thumb = cards();
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.mouseOver(thumb('7'), { clientX: 100, clientY: 120 });
    const popup = await screen.findByRole('tooltip');
    expect(popup.querySelector('h3')?.textContent).toBe('Manga 7');
    expect(popup.querySelector('script')).toBeNull();
    expect(popup.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    // Cursor in the left half: on its right, 16 px away.
    expect(popup.dataset.side).toBe('right');
    expect([popup.style.left, popup.style.top]).toEqual(['116px', '136px']);

    fireEvent.mouseMove(thumb('7'), { clientX: 1000, clientY: 120 });
    expect(popup.dataset.side).toBe('left');
    expect(popup.style.left).toBe(`${1000 - 16 - 320}px`);

    fireEvent.mouseOut(thumb('7'), { relatedTarget: document.getElementById('away') });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseOver(thumb('7'), { clientX: 100, clientY: 120 });
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(calls.map((call) => call.fields)).toEqual([{ action: 'madara_hover_load_post', postid: '7' }]);
  });

  it('moving inside the same card keeps the popup; Escape, a press and scrolling drop it', async () => {
    stubFetch(({ fields }) => POPUP(fields.postid));
    await mountIsland(mount, '', {}, 'manga-hover');
    const thumb = cards();
    const show = async () => {
      fireEvent.mouseOver(thumb('8'), { clientX: 100, clientY: 100 });
      expect(await screen.findByRole('tooltip')).toBeTruthy();
    };
    await show();
    fireEvent.mouseOut(thumb('8'), { relatedTarget: thumb('8').parentElement });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await show();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await show();
    fireEvent.scroll(window);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows nothing on phones, for ids that are not numbers, for a failed answer or a card already left', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const id = new URLSearchParams(String(init.body)).get('postid')!;
        calls.push(id);
        if (id === '8') return new Response('', { status: 404 });
        await held;
        return new Response(POPUP(id));
      }),
    );
    await mountIsland(mount, '', {}, 'manga-hover');
    const thumb = cards();
    desktop = false;
    fireEvent.mouseOver(thumb('7'));
    desktop = true;
    fireEvent.mouseOver(thumb('x9'));
    expect(calls).toEqual([]);

    fireEvent.mouseOver(thumb('8'));
    await settle();
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.mouseOver(thumb('7'));
    fireEvent.mouseOut(thumb('7'), { relatedTarget: document.getElementById('away') });
    release();
    await settle();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(calls).toEqual(['8', '7']);
  });
});
