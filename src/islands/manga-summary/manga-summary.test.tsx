import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unmountIsland } from '../../lib/islands/mount-react';
import { mount } from './index';
import { SUMMARY_LIMIT } from './manga-summary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fallback = '<div class="summary__content"><p>Bir simyacının <a href="/etiket/ay">ay ışığında</a> geçen hikâyesi.</p><img src="/kapak.webp" alt="Kapak"></div>';
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

afterEach(() => {
  document.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => {
    act(() => unmountIsland(element));
    element.remove();
  });
  delete window.yomuL10n;
  vi.restoreAllMocks();
});

describe('manga summary', () => {
  it('collapses a summary taller than 120 px, keeping the server nodes, and toggles it', async () => {
    height = SUMMARY_LIMIT + 1;
    const { element, server } = await mountSummary();
    const content = element.querySelector<HTMLElement>('.summary__content')!;
    expect(element.querySelectorAll('.summary__content')).toHaveLength(1);
    expect(content.innerHTML).toBe(server.html);
    expect(content.querySelector('img')).toBe(server.image);
    expect(content.querySelector('p')).toBe(server.paragraph);
    expect(content.className).toBe('summary__content is-collapsible is-collapsed');

    const more = screen.getByRole('button', { name: 'Daha fazla göster' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(content.id);
    expect(content.nextElementSibling).toBe(more);
    await userEvent.click(more);
    expect(content.classList.contains('is-collapsed')).toBe(false);
    const less = screen.getByRole('button', { name: 'Daha az göster' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(less);
    expect(content.classList.contains('is-collapsed')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Daha fazla göster' }));
  });

  it('leaves a summary of 120 px or less as it is, without a toggle', async () => {
    height = SUMMARY_LIMIT;
    const { element: mounted } = await mountSummary();
    expect(mounted.dataset.mounted).toBe('true');
    expect(mounted.querySelector('.summary__content')?.className).toBe('summary__content');
    expect(screen.getByRole('link', { name: 'ay ışığında' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
