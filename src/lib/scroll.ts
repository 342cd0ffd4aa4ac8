// Smooth scrolling with an exact duration (the spec's 500 ms), honouring reduced-motion preferences.

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2);

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Until when the page's own scrolling runs (its scroll events come a frame late, hence the margin). */
let autoUntil = 0;

/** Marks scrolling the page does by itself for `duration` ms, so that nothing takes it for the reader's. */
export function markAutoScroll(duration: number): void {
  autoUntil = Math.max(autoUntil, performance.now() + duration + 150);
}

/** Whether the scroll now under way is the page's own (a page turn, a jump), not the reader's. */
export const autoScrolling = (): boolean => performance.now() < autoUntil;

/** Scrolls the window to `top` over `duration` ms; resolves when done. */
export function scrollToY(top: number, duration: number): Promise<void> {
  markAutoScroll(prefersReducedMotion() ? 0 : duration);
  const start = window.scrollY;
  const distance = top - start;
  if (distance === 0 || duration <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, top);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / duration);
      window.scrollTo(0, start + distance * easeInOut(t));
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
