// The phone reader bar follows the reader's scrolling (up shows it, down hides it) but not the page's own scrolls,
// such as a page turn bringing the page into view.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markAutoScroll } from '../../lib/scroll';
import { useBar } from './use-bar';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  vi.useRealTimers();
  act(() => scrollTo(0));
});

describe('useBar', () => {
  it('shows after a scroll up and hides after a scroll down', () => {
    const { result } = renderHook(() => useBar());
    expect(result.current.shown).toBe(false);
    act(() => scrollTo(600));
    act(() => scrollTo(400));
    expect(result.current.shown).toBe(true);
    act(() => scrollTo(900));
    expect(result.current.shown).toBe(false);
  });

  it('leaves the bar as it was while the page scrolls by itself', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { result } = renderHook(() => useBar());
    act(() => scrollTo(900));
    markAutoScroll(500);
    act(() => scrollTo(100));
    expect(result.current.shown).toBe(false);
    vi.advanceTimersByTime(700);
    act(() => scrollTo(60));
    act(() => scrollTo(20));
    expect(result.current.shown).toBe(true);
  });

  it('toggles on request (a tap in the middle of the page)', () => {
    const { result } = renderHook(() => useBar());
    act(() => result.current.toggle());
    expect(result.current.shown).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.shown).toBe(false);
  });

  it('pinned, stays once past the site header, whichever way the reader scrolls', () => {
    document.body.innerHTML = '<header class="site-header"></header>';
    Object.defineProperty(document.querySelector('.site-header'), 'offsetHeight', { value: 60 });
    const { result } = renderHook(() => useBar(true));
    expect(result.current.shown).toBe(false);
    act(() => scrollTo(600));
    expect(result.current.shown).toBe(true);
    act(() => scrollTo(900));
    expect(result.current.shown).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.shown).toBe(true);
    act(() => scrollTo(30));
    expect(result.current.shown).toBe(false);
    document.body.innerHTML = '';
  });
});
