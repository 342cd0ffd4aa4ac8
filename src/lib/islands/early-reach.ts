// From the loader's first moment until an interaction island's wake code listens (wake.ts: a chunk of its own,
// fetched after the first image), what the reader does to that island is kept here. A hover, touch or focus of the
// island or of its wake elements starts its download as soon as the wake code listens; a click on one of its wake
// links is held, not followed to the no-JavaScript page (wp-login.php for "Giriş yap"), and given again then. So
// however slowly the page's scripts arrive, the reader's first gesture counts.

import { followPresses } from './press';

const NEAR = ['pointerover', 'focusin', 'touchstart'] as const;
const listening = new WeakSet<HTMLElement>();
const reached = new WeakSet<HTMLElement>();
const held = new Map<HTMLElement, HTMLElement>();

/** A mouse pointer come over one of the elements that only wake an island by hover (never a touch: phones have no hover). */
export const hoversOver = (event: Event, target: Node, selector: string): boolean =>
  event instanceof PointerEvent && event.pointerType === 'mouse' && target instanceof Element && target.closest(selector) !== null;

const waiting = (root: Document) => Array.from(root.querySelectorAll<HTMLElement>('[data-island][data-load="interaction"]')).filter((island) => !listening.has(island));

const closest = (target: Element, selector: string | undefined) => (selector ? target.closest<HTMLElement>(selector) : null);

/** Starts keeping the reader's gestures towards the page's interaction islands. */
export function watchEarlyReach(root: Document): void {
  const onNear = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    for (const island of waiting(root)) {
      const { wake, wakeHover } = island.dataset;
      if (island.contains(event.target) || closest(event.target, wake) || (wakeHover && hoversOver(event, event.target, wakeHover))) reached.add(island);
    }
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    for (const island of waiting(root)) {
      const link = closest(event.target, island.dataset.wake);
      if (!link) continue;
      event.preventDefault();
      event.stopPropagation();
      held.set(island, link);
      reached.add(island);
      return;
    }
  };
  NEAR.forEach((name) => root.addEventListener(name, onNear, { capture: true, passive: true }));
  root.addEventListener('click', onClick, true);
  followPresses(root);
}

/** Whether the reader has touched, hovered, focused or clicked towards the island before its wake code listened. */
export const reachedEarly = (island: HTMLElement): boolean => reached.has(island);

/** The island's wake code listens from now on (or could not load: the link goes where it goes); a click held for it is given again. */
export function releaseClicks(island: HTMLElement): void {
  listening.add(island);
  const link = held.get(island);
  held.delete(island);
  link?.click();
}
