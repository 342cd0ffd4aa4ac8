// Holds island code back until the page's most important image (the one the server marks fetchpriority="high":
// the first chapter page, the cover, the first card) has painted, so that no island competes with it for the
// network or the main thread (DESIGN.md §7: no script before the first image paints). A reader who touches the
// page first, or a slow image, releases the islands at once or after `capMs`.
//
// "Painted" is the frame that shows the image, as Element Timing reports it: a large image is decoded off the main
// thread and may only show a frame or two after its load event (about 100 ms at 4× CPU slowdown). Where Element
// Timing is missing, the image's decode and the next frame stand in for it.

import { afterNextPaint } from '../after-paint';

const RELEASE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** Whether any of the image is inside the viewport (an image that is not drawn there is never reported painted). */
function onScreen(image: HTMLImageElement): boolean {
  const box = image.getBoundingClientRect();
  return image.getClientRects().length > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/** Resolves once the image has shown on the screen (or will not show there: it failed, or it is off the screen). */
function whenShown(image: HTMLImageElement): Promise<void> {
  const nextFrame = () => new Promise<void>((resolve) => afterNextPaint(resolve));
  return new Promise((resolve) => {
    image.addEventListener('error', () => void nextFrame().then(resolve), { once: true });
    image.addEventListener('load', () => !onScreen(image) && void nextFrame().then(resolve), { once: true });
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element')) {
      // Element Timing reports only images that carry the attribute when they paint (not yet: it is still loading).
      image.setAttribute('elementtiming', 'yomu-first-image');
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === image)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'element', buffered: true });
      return;
    }
    image.addEventListener('load', () => void (image.decode?.() ?? Promise.resolve()).catch(() => undefined).then(nextFrame).then(resolve), { once: true });
  });
}

export function afterFirstImage(root: Document, capMs = 3000): Promise<void> {
  const image = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return Promise.resolve();
  // Loaded before this script ran is not yet painted: wait for the frame that shows it.
  if (image.complete) return new Promise((resolve) => afterNextPaint(resolve));
  return new Promise((resolve) => {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      window.clearTimeout(cap);
      RELEASE_EVENTS.forEach((name) => root.removeEventListener(name, release, true));
      resolve();
    };
    const cap = window.setTimeout(release, capMs);
    RELEASE_EVENTS.forEach((name) => root.addEventListener(name, release, { capture: true, passive: true }));
    void whenShown(image).then(release);
  });
}
