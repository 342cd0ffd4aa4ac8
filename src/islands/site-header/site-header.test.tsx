import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unmountIsland } from '../../lib/islands/mount-react';
import { mountIsland } from '../../test-support/islands';
import { HEADER_HTML, OFF_CANVAS_HTML } from './fixture';
import { mount } from './index';

/** The markup with whitespace-only text nodes dropped (React renders none between elements). */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const blank: Text[] = [];
  while (walker.nextNode()) if (!(walker.currentNode as Text).data.trim()) blank.push(walker.currentNode as Text);
  blank.forEach((node) => node.remove());
  return Array.from(template.content.children, (element) => element.outerHTML).join('');
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  act(() => void window.dispatchEvent(new Event('resize')));
}

/** The reader reaches for the header (a focus inside it): its React part loads and mounts. */
async function wake(element: HTMLElement, target: Element = element) {
  await act(async () => {
    target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await reactArrived();
  });
  expect(element.dataset.mounted).toBe('true');
}

/** Inside act(): lets the header's React part arrive and start rendering (act renders it when it ends). */
async function reactArrived() {
  await import('./mount-header');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Mounts the island as the page does; `woken` also has the reader reach for it. */
async function mountHeader(html = HEADER_HTML, woken = true) {
  document.body.insertAdjacentHTML('beforeend', OFF_CANVAS_HTML);
  const element = await mountIsland(mount, html, {}, 'site-header');
  if (woken) await wake(element);
  return element;
}

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Show submenu': 'Alt menüyü göster' } };
});

afterEach(() => {
  // Unmounting first puts the server menu back, so it can go with the rest.
  document.querySelectorAll<HTMLElement>('[data-island="site-header"]').forEach((element) => act(() => unmountIsland(element)));
  document.getElementById('off-canvas')?.remove();
  document.body.className = '';
  document.body.removeAttribute('style');
  delete window.yomuL10n;
  vi.useRealTimers();
});

/** The header's search toggle (the search form's own submit button is also called "Ara"). */
const searchToggle = () => screen.getAllByRole('button', { name: 'Ara' }).find((button) => button.hasAttribute('aria-controls'))!;

describe('site header: taking over the server markup', () => {
  it('renders the same header and menu markup, and keeps the server nodes other code holds', async () => {
    document.body.insertAdjacentHTML('beforeend', OFF_CANVAS_HTML);
    const element = document.createElement('div');
    element.dataset.island = 'site-header';
    element.innerHTML = HEADER_HTML;
    document.body.append(element);
    const liveSearch = element.querySelector('[data-island="live-search"]');
    const user = element.querySelector('.c-modal_item');
    const canvasUser = document.querySelector('.off-canvas__user .c-modal_item');
    await act(async () => mount(element));
    await wake(element);

    expect(element.dataset.mounted).toBe('true');
    expect(element.querySelectorAll('header')).toHaveLength(1);
    expect(normalized(element.querySelector('header')!.outerHTML)).toBe(normalized(HEADER_HTML));
    // The menu is rendered after the header with the same markup plus its submenu toggles; the server copy left.
    const canvas = document.querySelectorAll('#off-canvas');
    expect(canvas).toHaveLength(1);
    expect(element.contains(canvas[0])).toBe(true);
    const expected = normalized(OFF_CANVAS_HTML)
      .replace('<a href="/manga/">Kütüphane</a>', '$&<button type="button" class="submenu-toggle" aria-expanded="false" aria-controls="SUB" aria-label="Alt menüyü göster"></button>')
      .replace('<ul class="sub-menu">', '<ul class="sub-menu" id="SUB" hidden="">');
    expect(normalized(canvas[0].outerHTML).replace(/off-canvas-sub-[^"]+/g, 'SUB')).toBe(expected);

    // Adopted nodes are the server's own: the live-search mount point and the user sections that account-modals swaps.
    expect(element.querySelector('[data-island="live-search"]')).toBe(liveSearch);
    expect(element.querySelector('.c-sub-header-nav .c-modal_item')).toBe(user);
    expect(canvas[0].querySelector('.off-canvas__user .c-modal_item')).toBe(canvasUser);
    element.remove();
  });

  it('keeps working when another script swaps the user section, and gives the fallback back on unmount', async () => {
    const element = await mountHeader();
    const fresh = document.createElement('div');
    fresh.className = 'c-modal_item';
    fresh.textContent = 'Ayşe';
    document.querySelector('.c-sub-header-nav .c-modal_item')!.replaceWith(fresh);
    await userEvent.click(screen.getByRole('button', { name: 'Türler' }));
    expect(document.querySelector('.c-sub-header-nav')?.textContent).toBe('Ayşe');
    expect(element.querySelector('.c-sub-header-nav .c-modal_item')).toBe(fresh);
  });

  it('hands the focus of a server toggle to its React copy', async () => {
    document.body.insertAdjacentHTML('beforeend', OFF_CANVAS_HTML);
    const element = document.createElement('div');
    element.dataset.island = 'site-header';
    element.innerHTML = HEADER_HTML;
    document.body.append(element);
    await act(async () => mount(element));
    const server = element.querySelector<HTMLElement>('.search-toggle')!;
    server.focus();
    await wake(element, server);
    expect(searchToggle()).not.toBe(server);
    expect(document.activeElement).toBe(searchToggle());
    expect(element.contains(document.activeElement)).toBe(true);
    element.remove();
  });
});

describe('site header: loaded when a reader reaches for it', () => {
  it('keeps the server header, with no React, until the first touch, hover or focus', async () => {
    const element = await mountHeader(HEADER_HTML, false);
    const server = element.querySelector('header');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(element.dataset.mounted).toBeUndefined();
    expect(element.querySelector('header')).toBe(server);
    await act(async () => {
      element.querySelector('.site-title')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await reactArrived();
    });
    expect(element.dataset.mounted).toBe('true');
    expect(element.querySelector('header')).not.toBe(server);
  });

  it('opens the panel a toggle was clicked for before React arrived', async () => {
    const element = await mountHeader(HEADER_HTML, false);
    await act(async () => {
      element.querySelector<HTMLElement>('.genres-toggle')!.click();
      await reactArrived();
    });
    await vi.waitFor(() => expect(document.getElementById('header-genres')!.classList.contains('is-open')).toBe(true));
    expect(screen.getByRole('button', { name: 'Türler' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('site header: panels', () => {
  it('opens one panel at a time and focuses its first field or link', async () => {
    await mountHeader();
    const search = searchToggle();
    const genres = screen.getByRole('button', { name: 'Türler' });
    const searchPanel = document.getElementById('header-search')!;
    const genresPanel = document.getElementById('header-genres')!;
    expect(searchPanel.classList.contains('is-open')).toBe(false);

    await userEvent.click(search);
    expect(search.getAttribute('aria-expanded')).toBe('true');
    expect(searchPanel.classList.contains('is-open')).toBe(true);
    expect(document.activeElement?.id).toBe('header-search-input');
    // On desktop the advanced-search link stays in the header only.
    expect(searchPanel.querySelector('.advanced-search-link')).toBeNull();

    await userEvent.click(genres);
    expect(genres.getAttribute('aria-expanded')).toBe('true');
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(searchPanel.classList.contains('is-open')).toBe(false);
    expect(genresPanel.classList.contains('is-open')).toBe(true);
    expect(document.activeElement).toBe(within(genresPanel).getByRole('link', { name: 'Aksiyon' }));

    await userEvent.click(genres);
    expect(genresPanel.classList.contains('is-open')).toBe(false);
    expect(genres.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the advanced-search link inside the search panel on mobile', async () => {
    setWidth(375);
    await mountHeader();
    await userEvent.click(searchToggle());
    const panel = document.getElementById('header-search')!;
    const link = within(panel).getByRole('link', { name: 'Gelişmiş arama' });
    expect(link.getAttribute('href')).toBe('/?s&post_type=wp-manga');
    expect(link.className).toBe('advanced-search-link');
    // After the live-search mount point, and only once.
    expect(panel.lastElementChild).toBe(link);
    await userEvent.click(searchToggle());
    await userEvent.click(searchToggle());
    expect(panel.querySelectorAll('.advanced-search-link')).toHaveLength(1);
  });
});

describe('site header: mobile layout', () => {
  it('marks the body below 1008 px, on load and on resize', async () => {
    setWidth(1007);
    await mountHeader(HEADER_HTML, false);
    expect(document.body.classList.contains('mobile-layout')).toBe(true);
    setWidth(1008);
    expect(document.body.classList.contains('mobile-layout')).toBe(false);
    setWidth(700);
    expect(document.body.classList.contains('mobile-layout')).toBe(true);
  });
});

describe('site header: off-canvas menu', () => {
  beforeEach(() => setWidth(375));

  it('opens as a dialog with the focus on its close button, and Escape closes it back to the toggle', async () => {
    await mountHeader();
    const toggle = screen.getByRole('button', { name: 'Menüyü aç' });
    await userEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Menü' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.classList.contains('is-open')).toBe(true);
    expect(document.body.classList.contains('off-canvas-open')).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Menüyü kapat' }));

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('off-canvas')!.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.classList.contains('off-canvas-open')).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes from its close button and from a click outside the panel, not from one inside', async () => {
    await mountHeader();
    const toggle = screen.getByRole('button', { name: 'Menüyü aç' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Menüyü kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);

    await userEvent.click(toggle);
    fireEvent.click(document.querySelector('.off-canvas__user')!);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(document.getElementById('off-canvas')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('expands and folds submenus', async () => {
    await mountHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const dialog = screen.getByRole('dialog');
    const sub = within(dialog).getByRole('button', { name: 'Alt menüyü göster' });
    const child = within(dialog).getByText('Alt sayfa');
    expect(child.closest('ul')!.hidden).toBe(true);
    expect(document.getElementById(sub.getAttribute('aria-controls')!)).toBe(child.closest('ul'));
    await userEvent.click(sub);
    expect(sub.getAttribute('aria-expanded')).toBe('true');
    expect(child.closest('ul')!.hidden).toBe(false);
    await userEvent.click(sub);
    expect(child.closest('ul')!.hidden).toBe(true);
    // Items without children get no toggle.
    expect(within(dialog).getAllByRole('button', { name: 'Alt menüyü göster' })).toHaveLength(1);
  });

  it('closes, without taking the focus, when the window leaves the mobile layout', async () => {
    await mountHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const close = screen.getByRole('button', { name: 'Menüyü kapat' });
    expect(document.activeElement).toBe(close);
    setWidth(1200);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('off-canvas-open')).toBe(false);
  });

  it('puts the server menu back when the island unmounts', async () => {
    const element = await mountHeader();
    act(() => unmountIsland(element));
    const canvas = document.getElementById('off-canvas')!;
    expect(canvas.parentElement).toBe(document.body);
    expect(canvas.hidden).toBe(true);
    expect(canvas.querySelector('.off-canvas__user .c-modal_item')).not.toBeNull();
  });
});

describe('site header: sticky', () => {
  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(20);
    });
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('sticks 750 px past the nav and pads the body by its height', async () => {
    await mountHeader();
    const header = document.querySelector('header')!;
    scrollTo(750);
    expect(header.classList.contains('is-sticky')).toBe(false);
    scrollTo(751);
    expect(header.classList.contains('is-sticky')).toBe(true);
    expect(document.body.style.paddingBlockStart).toBe('0px');
    scrollTo(100);
    expect(header.classList.contains('is-sticky')).toBe(false);
    expect(document.body.style.paddingBlockStart).toBe('');
  });

  it('in style 2 hides while scrolling down and comes back when scrolling up', async () => {
    await mountHeader(HEADER_HTML.replace('data-sticky="1"', 'data-sticky="2"'));
    const header = document.querySelector('header')!;
    scrollTo(1000);
    scrollTo(1200);
    expect(header.className).toBe('site-header is-sticky is-sticky-hidden');
    scrollTo(1195);
    expect(header.classList.contains('is-sticky-hidden')).toBe(true);
    scrollTo(1100);
    expect(header.className).toBe('site-header is-sticky');
  });

  it('stays in the flow with style 0', async () => {
    await mountHeader(HEADER_HTML.replace('data-sticky="1"', 'data-sticky="0"'));
    scrollTo(5000);
    expect(document.querySelector('header')!.className).toBe('site-header');
  });
});
