// Holds island code back until the page's most important image (the one the server marks fetchpriority="high":
// the first chapter page, the cover, the first card) has painted, so that no island competes with it for the
// network or the main thread (DESIGN.md §7: no script before the first image paints). A reader who touches the
// page first, or a slow image, releases the islands at once or after `capMs`.

import { afterNextPaint } from '../after-paint';

const RELEASE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

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
    const painted = () => afterNextPaint(release);
    image.addEventListener('load', painted, { once: true });
    image.addEventListener('error', painted, { once: true });
  });
}
