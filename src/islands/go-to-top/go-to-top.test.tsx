import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { mount } from './index';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

/** Inside act(): lets the button's React part arrive and start rendering (act renders it when it ends). */
async function reactArrived() {
  await import('./mount-go-to-top');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

// theme/footer.php
const BUTTON = '<button type="button" class="go-to-top" aria-label="Yukarı çık" title="Yukarı çık" hidden=""><span aria-hidden="true">↑</span></button>';
const SERVER = `<a class="go-to-top go-to-top--static" href="#top">Başa dön</a>${BUTTON}`;

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
  it('takes the server link away and keeps the server button hidden, with no React until the reader reaches for it', async () => {
    const element = await mountIsland(mount, SERVER, {}, 'go-to-top');
    expect(element.querySelector('a')).toBeNull();
    expect(element.querySelector('button')?.outerHTML).toBe(BUTTON);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(element.dataset.mounted).toBeUndefined();
  });

  it('stays hidden until the reader has scrolled more than half a viewport, before and after React', async () => {
    const element = await mountIsland(mount, SERVER, {}, 'go-to-top');
    const shown = () => screen.queryByRole('button', { name: 'Yukarı çık' });
    scrollTo(400);
    expect(shown()).toBeNull();
    scrollTo(401);
    expect(shown()).toBeTruthy();
    await act(async () => {
      shown()!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await reactArrived();
    });
    expect(element.dataset.mounted).toBe('true');
    expect(shown()).toBeTruthy();
    scrollTo(10);
    expect(shown()).toBeNull();
    scrollTo(900);
    expect(shown()?.className).toBe('go-to-top is-visible');
  });

  it('scrolls back to the top over 500 ms on a click that came before React', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    }) as typeof window.scrollTo);
    const element = await mountIsland(mount, SERVER, {}, 'go-to-top');
    scrollTo(3000);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    await act(async () => {
      screen.getByRole('button', { name: 'Yukarı çık' }).click();
      await reactArrived();
    });
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenCalled());
    expect(element.dataset.mounted).toBe('true');
    vi.advanceTimersByTime(250);
    expect(window.scrollY).toBeGreaterThan(0);
    expect(window.scrollY).toBeLessThan(3000);
    vi.advanceTimersByTime(300);
    expect(window.scrollY).toBe(0);
  });
});
