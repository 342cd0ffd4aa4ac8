// A stand-in IntersectionObserver for islands that wait until they are on screen: tests say when an element
// comes into view.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

interface Observer {
  callback: IntersectionObserverCallback;
  elements: Set<Element>;
  options?: IntersectionObserverInit;
}

export interface FakeViewport {
  /** Elements being watched right now, across observers. */
  watched(): Element[];
  /** Options the observers were made with. */
  options(): Array<IntersectionObserverInit | undefined>;
  /** Reports `element` as on screen (or off screen) to every observer watching it. */
  show(element: Element, visible?: boolean): void;
}

export function stubIntersectionObserver(): FakeViewport {
  const observers: Observer[] = [];
  class FakeIntersectionObserver {
    private readonly entry: Observer;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: new Set(), options };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    watched: () => observers.flatMap((observer) => [...observer.elements]),
    options: () => observers.map((observer) => observer.options),
    show(element, visible = true) {
      act(() => {
        for (const observer of observers.filter((o) => o.elements.has(element))) {
          const entry = { target: element, isIntersecting: visible, intersectionRatio: visible ? 1 : 0 } as IntersectionObserverEntry;
          observer.callback([entry], observer as unknown as IntersectionObserver);
        }
      });
    },
  };
}

/**
 * For islands that animate once in view: fakes animation frames and IntersectionObserver around each test of the
 * calling file. `viewport()` is this test's fake viewport; `advance(ms)` moves the frames on inside act().
 */
export function inViewAnimationClock(): { viewport: () => FakeViewport; advance: (ms: number) => void } {
  let viewport: FakeViewport | null = null;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    viewport = stubIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return {
    viewport: () => viewport!,
    advance: (ms) => act(() => void vi.advanceTimersByTime(ms)),
  };
}
