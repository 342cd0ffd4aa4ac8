import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoToTop } from './GoToTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  scrollTo(0);
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Go to top': 'Yukarı çık' } };
});

afterEach(() => {
  delete window.yomuL10n;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('GoToTop', () => {
  it('stays hidden until the reader has scrolled more than half a viewport', () => {
    const { container } = render(<GoToTop />);
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Yukarı çık');
    expect(button.hidden).toBe(true);
    act(() => scrollTo(400));
    expect(button.hidden).toBe(true);
    act(() => scrollTo(401));
    expect(button.hidden).toBe(false);
    act(() => scrollTo(10));
    expect(button.hidden).toBe(true);
  });

  it('scrolls back to the top over 500 ms', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    }) as typeof window.scrollTo);
    render(<GoToTop />);
    act(() => scrollTo(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Yukarı çık' }));
    vi.advanceTimersByTime(250);
    const halfway = window.scrollY;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(3000);
    vi.advanceTimersByTime(300);
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
  });
});
