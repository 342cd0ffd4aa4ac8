import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstImage } from './first-image';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Element Timing as Chromium has it: `paint(image)` reports the frame that showed the image. */
function elementTiming() {
  const observers: Array<(entries: unknown[]) => void> = [];
  class Observer {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    constructor(private callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      observers.push((entries) => this.callback({ getEntries: () => entries }));
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return { paint: (element: Element) => observers.forEach((notify) => notify([{ entryType: 'element', element }])) };
}

/** Lays the image out inside (or outside) the viewport: jsdom draws nothing. */
function placed(image: HTMLImageElement, top: number) {
  image.getClientRects = () => [{}] as unknown as DOMRectList;
  image.getBoundingClientRect = () => ({ top, left: 0, right: 300, bottom: top + 400 }) as DOMRect;
}

/** An image that jsdom never loads, so the test decides when it has "loaded". */
function pendingImage(): HTMLImageElement {
  document.body.innerHTML = '<img fetchpriority="high" alt="Sayfa 1">';
  const image = document.querySelector('img') as HTMLImageElement;
  Object.defineProperty(image, 'complete', { value: false });
  return image;
}

function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

describe('afterFirstImage', () => {
  it('releases at once when the page has no priority image', async () => {
    document.body.innerHTML = '<img alt="">';
    await expect(afterFirstImage(document)).resolves.toBeUndefined();
  });

  it('waits for a painted frame when the priority image had loaded before the loader ran', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img fetchpriority="high" alt="Sayfa 1">';
    Object.defineProperty(document.querySelector('img'), 'complete', { value: true });
    const done = settled(afterFirstImage(document));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('waits for the priority image to load, then for a painted frame', async () => {
    vi.useFakeTimers();
    const image = pendingImage();
    const done = settled(afterFirstImage(document));
    await vi.advanceTimersByTimeAsync(1000);
    expect(done()).toBe(false);
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('waits, where Element Timing exists, for the frame that shows the image rather than its load event', async () => {
    vi.useFakeTimers();
    const timing = elementTiming();
    const image = pendingImage();
    placed(image, 80);
    const done = settled(afterFirstImage(document));
    expect(image.getAttribute('elementtiming')).toBe('yomu-first-image');
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(false);
    timing.paint(document.createElement('img'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    timing.paint(image);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('does not wait for a paint that never comes: a loaded image below the screen releases after a frame', async () => {
    vi.useFakeTimers();
    elementTiming();
    const image = pendingImage();
    placed(image, 5000);
    const done = settled(afterFirstImage(document));
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('releases on the reader’s first key press or touch, before the image', async () => {
    vi.useFakeTimers();
    pendingImage();
    const done = settled(afterFirstImage(document));
    await vi.advanceTimersByTimeAsync(10);
    expect(done()).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('releases after the cap when the image is slow or broken', async () => {
    vi.useFakeTimers();
    pendingImage();
    const done = settled(afterFirstImage(document, 3000));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
