import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { mount } from './index';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  scrollTo(0);
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Go to top': 'Yukarı çık' } };
});

afterEach(() => {
  document.body.innerHTML = '';
  delete window.yomuL10n;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('go-to-top', () => {
  it('replaces the server link with a labelled button', async () => {
    const element = await mountIsland(mount, '<a href="#top">Başa dön</a>', {}, 'go-to-top');
    expect(element.querySelector('a')).toBeNull();
    expect(element.querySelector('button')?.getAttribute('aria-label')).toBe('Yukarı çık');
    expect(element.dataset.mounted).toBe('true');
    expect(element.querySelector('button')?.outerHTML).toBe('<button type="button" class="go-to-top" aria-label="Yukarı çık" title="Yukarı çık" hidden=""><span aria-hidden="true">↑</span></button>');
  });

  it('stays hidden until the reader has scrolled more than half a viewport', async () => {
    await mountIsland(mount, '<a href="#top">Başa dön</a>', {}, 'go-to-top');
    expect(screen.queryByRole('button', { name: 'Yukarı çık' })).toBeNull();
    scrollTo(400);
    expect(screen.queryByRole('button', { name: 'Yukarı çık' })).toBeNull();
    scrollTo(401);
    expect(screen.getByRole('button', { name: 'Yukarı çık' })).toBeTruthy();
    scrollTo(10);
    expect(screen.queryByRole('button', { name: 'Yukarı çık' })).toBeNull();
  });

  it('scrolls back to the top over 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    }) as typeof window.scrollTo);
    await mountIsland(mount, '<a href="#top">Başa dön</a>', {}, 'go-to-top');
    scrollTo(3000);
    await userEvent.click(screen.getByRole('button', { name: 'Yukarı çık' }));
    vi.advanceTimersByTime(250);
    expect(window.scrollY).toBeGreaterThan(0);
    expect(window.scrollY).toBeLessThan(3000);
    vi.advanceTimersByTime(300);
    expect(window.scrollY).toBe(0);
  });
});
