import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstImage } from './first-image';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Element and Paint Timing as Chromium has them: `paint(image)` reports the frame that showed the image,
 * `contentfulPaint()` the first contentful paint; an observer gets the entries reported before it (buffered).
 */
function paintTiming() {
  const entries: Array<{ entryType: string; name?: string; element?: Element }> = [];
  const observers: Array<{ type: string; notify: (entries: unknown[]) => void }> = [];
  class Observer {
    static supportedEntryTypes = ['element', 'largest-contentful-paint', 'paint'];
    constructor(private callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe({ type }: { type: string }) {
      const notify = (list: unknown[]) => this.callback({ getEntries: () => list });
      observers.push({ type, notify });
      const buffered = entries.filter((entry) => entry.entryType === type);
      if (buffered.length) queueMicrotask(() => notify(buffered));
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  const report = (entry: (typeof entries)[number]) => {
    entries.push(entry);
    observers.filter(({ type }) => type === entry.entryType).forEach(({ notify }) => notify([entry]));
  };
  return {
    paint: (element: Element) => report({ entryType: 'element', element }),
    contentfulPaint: () => report({ entryType: 'paint', name: 'first-contentful-paint' }),
  };
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

/** The priority image as the server marks it, loaded (not necessarily painted) before the loader runs, on screen. */
function loadedMarkedImage(): HTMLImageElement {
  document.body.innerHTML = '<img fetchpriority="high" elementtiming="yomu-first-image" alt="Sayfa 1">';
  const image = document.querySelector('img') as HTMLImageElement;
  Object.defineProperty(image, 'complete', { value: true });
  Object.defineProperty(image, 'naturalWidth', { value: 720 });
  placed(image, 80);
  return image;
}

function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

describe('afterFirstImage', () => {
  it('waits, without a priority image, for the first contentful paint', async () => {
    vi.useFakeTimers();
    const timing = paintTiming();
    document.body.innerHTML = '<img alt="">';
    const done = settled(afterFirstImage(document));
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);
    timing.contentfulPaint();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('releases after a frame, without a priority image, where Paint Timing is missing', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img alt="">';
    const done = settled(afterFirstImage(document));
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
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
    const timing = paintTiming();
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

  it('waits for the paint of an image the server marked, even when it had loaded before the loader ran', async () => {
    vi.useFakeTimers();
    const timing = paintTiming();
    const image = loadedMarkedImage();
    const done = settled(afterFirstImage(document));
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(false);
    timing.paint(image);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('releases at once when the marked image painted before the loader ran (the observer’s buffer)', async () => {
    vi.useFakeTimers();
    const timing = paintTiming();
    const image = loadedMarkedImage();
    timing.paint(image);
    const done = settled(afterFirstImage(document));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('does not wait for a paint that never comes: a loaded image below the screen releases after a frame', async () => {
    vi.useFakeTimers();
    paintTiming();
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
