// Holds island code back until the page's most important image (the one the server marks fetchpriority="high":
// the first chapter page, the cover, the first card) has painted, so that no island competes with it for the
// network or the main thread (DESIGN.md §7: no script before the first image paints). A page without one waits for
// its first contentful paint. A reader who touches the page first, or a slow image, releases the islands at once or
// after `capMs`.
//
// "Painted" is the frame that shows the image, as Element Timing reports it: a large image is decoded off the main
// thread and may only show a frame or two after its load event (about 100 ms at 4× CPU slowdown; on a fast link it
// has often loaded before this script runs, and not yet shown). The server marks the image elementtiming, so a paint
// before this script is in the observer's buffer. Where Element Timing is missing, the image's decode and the next
// frame stand in for it.

import { afterNextPaint } from '../after-paint';

const RELEASE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
/** The elementtiming name the server gives the priority image (Reader\Content, Listing\Card, the manga page's cover). */
const FIRST_IMAGE = 'yomu-first-image';

const nextFrame = () => new Promise<void>((resolve) => afterNextPaint(resolve));

function observes(type: string): boolean {
  return typeof PerformanceObserver !== 'undefined' && Boolean(PerformanceObserver.supportedEntryTypes?.includes(type));
}

/** Resolves at the first entry of `type`, already buffered or to come, that `matches`. */
function firstEntry(type: string, matches: (entry: PerformanceEntry & { element?: Element | null }) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(matches)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

/** Whether any of the image is inside the viewport (an image that is not drawn there is never reported painted). */
function onScreen(image: HTMLImageElement): boolean {
  const box = image.getBoundingClientRect();
  return image.getClientRects().length > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/** Resolves once the image has loaded (true) or failed (false), at once if it already has. */
function settledImage(image: HTMLImageElement): Promise<boolean> {
  if (image.complete) return Promise.resolve(image.naturalWidth > 0);
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(true), { once: true });
    image.addEventListener('error', () => resolve(false), { once: true });
  });
}

/** Resolves after a frame once the image is known never to be painted on the screen: it failed, or it is off it. */
function neverShown(image: HTMLImageElement): Promise<void> {
  return settledImage(image).then((loaded) => (!loaded || !onScreen(image) ? nextFrame() : new Promise<void>(() => undefined)));
}

/** Resolves once the image has shown on the screen (or will not show there). */
function whenShown(image: HTMLImageElement): Promise<void> {
  // An image loaded before this script and not marked by the server may have painted unobserved: the fallback.
  if (observes('element') && (image.hasAttribute('elementtiming') || !image.complete)) {
    if (!image.hasAttribute('elementtiming')) image.setAttribute('elementtiming', FIRST_IMAGE);
    return Promise.race([firstEntry('element', (entry) => entry.element === image), neverShown(image)]);
  }
  return settledImage(image)
    .then(() => (image.decode?.() ?? Promise.resolve()).catch(() => undefined))
    .then(nextFrame);
}

/** Resolves at the page's first contentful paint (or after the next frame where Paint Timing is missing). */
function firstContentfulPaint(): Promise<void> {
  return observes('paint') ? firstEntry('paint', (entry) => entry.name === 'first-contentful-paint') : nextFrame();
}

export function afterFirstImage(root: Document, capMs = 3000): Promise<void> {
  const image = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
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
    void (image ? whenShown(image) : firstContentfulPaint()).then(release);
  });
}
