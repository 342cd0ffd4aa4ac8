// Waits on what the page itself does, instead of fixed sleeps: a check that "nothing happened" first waits for the
// point where the thing would have happened (the frame that delivers an input's effects, the component's own timer).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Resolves after the page has rendered `count` more frames. By then an input event's handlers, the React state they
 * set, and the scroll, IntersectionObserver and ResizeObserver callbacks a frame delivers have all run.
 */
export function frames(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const step = (n: number) => (n === 0 ? resolve() : requestAnimationFrame(() => step(n - 1)));
        step(left);
      }),
    count,
  );
}

/**
 * Resolves once every timer the page has scheduled so far with a delay of at most `ms` has run: the page's timers
 * fire in order of due time, and a later one with the same delay after an earlier one (HTML "timer initialisation
 * steps"). Given a component's own delay (a tap delay, a hover delay), it waits for the end of that timer, however
 * loaded the machine is; not a margin.
 */
export function pageTimersDue(page: Page, ms: number): Promise<void> {
  return page.evaluate((delay) => new Promise<void>((resolve) => window.setTimeout(resolve, delay)), ms);
}

/** Waits until the element's box stops moving (CSS transitions, smooth scrolls, a slider's snap) and returns it. */
export async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const page = locator.page();
  let last = '';
  await expect
    .poll(
      async () => {
        await frames(page, 3);
        const box = JSON.stringify(await locator.boundingBox());
        const same = box === last;
        last = box;
        return same;
      },
      { timeout: 15_000, interval: 0 },
    )
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

/** Records the page's navigation requests (a click that would open another page sends one at once). */
export function watchNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  return navigations;
}
