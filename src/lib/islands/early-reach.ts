// From the loader's first moment until an island listens, what the reader does to it is kept here. For an interaction
// island (its wake code: a chunk of its own, fetched after the first image), a hover, touch or focus of the island or
// of its wake elements starts its download as soon as the wake code listens, and a click on one of its wake links is
// held, not followed to the no-JavaScript page (wp-login.php for "Giriş yap"), and given again then. A click on a
// plain button of an eager island of the page (the header's menu toggle), which does nothing until that island's
// code has come, is held the same way until the island has mounted. The last key pressed outside a field before then
// is kept for the island that asks for it (the reader's arrow keys). So however slowly the page's scripts arrive, the
// reader's first gesture counts.

import { followPresses } from './press';

const NEAR = ['pointerover', 'focusin', 'touchstart'] as const;
const listening = new WeakSet<HTMLElement>();
const reached = new WeakSet<HTMLElement>();
const held = new Map<HTMLElement, HTMLElement>();
let earlyKey: string | null = null;
let keysTaken = false;
/** The eager islands the page came with: the loader mounts each of them (islands added later may never be). */
const mounting = new WeakSet<HTMLElement>();

/** A mouse pointer come over one of the elements that only wake an island by hover (never a touch: phones have no hover). */
export const hoversOver = (event: Event, target: Node, selector: string): boolean =>
  event instanceof PointerEvent && event.pointerType === 'mouse' && target instanceof Element && target.closest(selector) !== null;

const waiting = (root: Document) => Array.from(root.querySelectorAll<HTMLElement>('[data-island][data-load="interaction"]')).filter((island) => !listening.has(island));

const closest = (target: Element, selector: string | undefined) => (selector ? target.closest<HTMLElement>(selector) : null);

/** The island a click is held for, and the element to click again: a wake link, or a button with no action of its own. */
function holder(root: Document, target: Element): [HTMLElement, HTMLElement] | null {
  for (const island of waiting(root)) {
    const link = closest(target, island.dataset.wake);
    if (link) return [island, link];
  }
  const button = target.closest<HTMLElement>('button[type="button"]');
  const island = button?.closest<HTMLElement>('[data-island]');
  return button && island && mounting.has(island) && !listening.has(island) ? [island, button] : null;
}

/** Starts keeping the reader's gestures towards the page's interaction islands. */
export function watchEarlyReach(root: Document): void {
  root.querySelectorAll<HTMLElement>('[data-island][data-load="eager"]').forEach((island) => mounting.add(island));
  const onNear = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    for (const island of waiting(root)) {
      const { wake, wakeHover } = island.dataset;
      if (island.contains(event.target) || closest(event.target, wake) || (wakeHover && hoversOver(event, event.target, wakeHover))) reached.add(island);
    }
  };
  const onClick = (event: MouseEvent) => {
    const hold = event.target instanceof Element ? holder(root, event.target) : null;
    if (!hold) return;
    event.preventDefault();
    event.stopPropagation();
    held.set(...hold);
    reached.add(hold[0]);
  };
  const onKey = (event: KeyboardEvent) => {
    const typing = event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable]');
    if (!keysTaken && !typing && !event.altKey && !event.ctrlKey && !event.metaKey) earlyKey = event.key;
  };
  NEAR.forEach((name) => root.addEventListener(name, onNear, { capture: true, passive: true }));
  root.addEventListener('click', onClick, true);
  root.addEventListener('keydown', onKey, { capture: true, passive: true });
  followPresses(root);
}

/** Whether the reader has touched, hovered, focused or clicked towards the island before its wake code listened. */
export const reachedEarly = (island: HTMLElement): boolean => reached.has(island);

/**
 * The island listens from now on (its wake code, or its mount), or could not load (the link goes where it goes); a
 * click held for it is given again.
 */
export function releaseClicks(island: HTMLElement): void {
  listening.add(island);
  const link = held.get(island);
  held.delete(island);
  link?.click();
}

/** The last key pressed outside a field before this was first asked (then none: the island that asked listens itself). */
export function takeEarlyKey(): string | null {
  keysTaken = true;
  const key = earlyKey;
  earlyKey = null;
  return key;
}
