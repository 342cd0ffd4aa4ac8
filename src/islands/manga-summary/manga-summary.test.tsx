import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unmountIsland } from '../../lib/islands/mount-react';
import { mount } from './index';
import { SUMMARY_LIMIT } from './summary-limit';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fallback =
  '<div class="summary__content" id="manga-summary-content"><p>Bir simyacının <a href="/etiket/ay">ay ışığında</a> geçen hikâyesi.</p><img src="/kapak.webp" alt="Kapak"></div>' +
  '<button type="button" class="summary__toggle" aria-controls="manga-summary-content" aria-expanded="false" hidden>Daha fazla göster</button>';
let height = 0;

beforeEach(() => {
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Show more': 'Daha fazla göster', 'Show less': 'Daha az göster' } };
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('summary__content') ? height : 0;
  });
});

/** Mounts by hand so the test can hold on to the server's nodes from before the mount. */
async function mountSummary() {
  const element = document.createElement('div');
  element.dataset.island = 'manga-summary';
  element.innerHTML = fallback;
  document.body.append(element);
  const server = { image: element.querySelector('img'), paragraph: element.querySelector('p'), html: element.firstElementChild!.innerHTML };
  await act(async () => mount(element));
  return { element, server };
}

/** Inside act(): lets the summary's React part arrive and start rendering (act renders it when it ends). */
async function reactArrived() {
  await import('./mount-summary');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  document.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => {
    act(() => unmountIsland(element));
    element.remove();
  });
  delete window.yomuL10n;
  vi.restoreAllMocks();
});

describe('manga summary', () => {
  it('folds a summary taller than 120 px at once, with no React until the reader reaches for it', async () => {
    height = SUMMARY_LIMIT + 1;
    const { element, server } = await mountSummary();
    expect(element.querySelector('.summary__content')?.className).toBe('summary__content is-collapsible is-collapsed');
    expect(screen.getByRole('button', { name: 'Daha fazla göster' }).getAttribute('aria-expanded')).toBe('false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(element.dataset.mounted).toBeUndefined();
    expect(element.querySelector('img')).toBe(server.image);
  });

  it('opens on a click that came before React, keeping the server nodes, and toggles it', async () => {
    height = SUMMARY_LIMIT + 1;
    const { element, server } = await mountSummary();
    await act(async () => {
      screen.getByRole('button', { name: 'Daha fazla göster' }).click();
      await reactArrived();
    });
    expect(element.dataset.mounted).toBe('true');
    const content = element.querySelector<HTMLElement>('.summary__content')!;
    expect(element.querySelectorAll('.summary__content')).toHaveLength(1);
    expect(content.innerHTML).toBe(server.html);
    expect(content.querySelector('img')).toBe(server.image);
    expect(content.querySelector('p')).toBe(server.paragraph);
    await vi.waitFor(() => expect(content.className).toBe('summary__content is-collapsible'));
    const less = screen.getByRole('button', { name: 'Daha az göster' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(less.getAttribute('aria-controls')).toBe(content.id);
    expect(content.nextElementSibling).toBe(less);
    await userEvent.click(less);
    expect(content.classList.contains('is-collapsed')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Daha fazla göster' }));
  });

  it('leaves a summary of 120 px or less as it is, without a toggle or React', async () => {
    height = SUMMARY_LIMIT;
    const { element } = await mountSummary();
    element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(element.dataset.mounted).toBeUndefined();
    expect(element.querySelector('.summary__content')?.className).toBe('summary__content');
    expect(screen.getByRole('link', { name: 'ay ışığında' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
