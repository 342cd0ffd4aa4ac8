import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountGoToTop } from './go-to-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

let unmount: () => void = () => {};

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  scrollTo(0);
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Go to top': 'Yukarı çık' } };
  document.body.innerHTML = '<div data-island="go-to-top"><a href="#top">Başa dön</a></div>';
});

afterEach(() => {
  unmount();
  delete window.yomuL10n;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function mountHere() {
  const element = document.querySelector<HTMLElement>('[data-island]')!;
  unmount = mountGoToTop(element);
  return element.querySelector('button')!;
}

describe('go-to-top', () => {
  it('replaces the server link with a labelled button', () => {
    const button = mountHere();
    expect(document.querySelector('a')).toBeNull();
    expect(button.getAttribute('aria-label')).toBe('Yukarı çık');
    expect(document.querySelector<HTMLElement>('[data-island]')!.dataset.mounted).toBe('true');
  });

  it('stays hidden until the reader has scrolled more than half a viewport', () => {
    const button = mountHere();
    expect(button.hidden).toBe(true);
    scrollTo(400);
    expect(button.hidden).toBe(true);
    scrollTo(401);
    expect(button.hidden).toBe(false);
    scrollTo(10);
    expect(button.hidden).toBe(true);
  });

  it('scrolls back to the top over 500 ms', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    }) as typeof window.scrollTo);
    const button = mountHere();
    scrollTo(3000);
    button.click();
    vi.advanceTimersByTime(250);
    expect(window.scrollY).toBeGreaterThan(0);
    expect(window.scrollY).toBeLessThan(3000);
    vi.advanceTimersByTime(300);
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
  });
});
