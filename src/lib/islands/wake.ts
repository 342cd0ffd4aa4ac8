// An island that loads on interaction may be asked for from elsewhere on the page: the account modals by any
// "Sign in" link ([data-yomu-modal]) and by other islands' `yomu:require-login`. Its mount point names them
// (data-wake: a selector; data-wake-event: an event on document). Touching, hovering or focusing such a link
// starts the download; a click on it, or the event, that comes before the island has mounted is held and given
// again once it has, so the reader's one click opens the modal instead of leaving for wp-login.php. When the island
// cannot load, a held click is let through: the link does what it does without JavaScript. A link inside another
// island of the same name belongs to that one (two "Load more" on a page). Elements that only wake the island
// (data-wake-hover: the cards of the hover popup) start the download and keep their clicks.

import { hoversOver, releaseClicks } from './early-reach';

const NEAR = ['pointerover', 'focusin', 'touchstart'] as const;

const mounted = (element: HTMLElement) => element.dataset.mounted === 'true';

/** Resolves when the island has mounted (React has committed its tree: its listeners are in place). */
export function whenMounted(element: HTMLElement): Promise<void> {
  if (mounted(element)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!mounted(element)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true, attributeFilter: ['data-mounted'] });
  });
}

/**
 * Starts `load` on the first touch, hover or focus of the island or of one of its wake links, or on its wake event;
 * at once when the reader reached for it before this listened (early-reach.ts). `load` resolves with whether the
 * island's code loaded and mounted without error. Returns what stops listening.
 */
export function wakeOnInteraction(element: HTMLElement, load: () => Promise<boolean>, reachedAlready = false): () => void {
  const selector = element.dataset.wake ?? '';
  const hover = element.dataset.wakeHover ?? '';
  const eventName = element.dataset.wakeEvent ?? '';
  let loading: Promise<boolean> | null = null;
  let failed = false;
  const start = () =>
    (loading ??= load().then((ok) => {
      failed = !ok;
      return ok;
    }));
  const trigger = (target: EventTarget | null) => {
    const link = selector && target instanceof Element ? target.closest<HTMLElement>(selector) : null;
    const owner = link?.closest<HTMLElement>('[data-island]');
    return owner && owner !== element && owner.dataset.island === element.dataset.island ? null : link;
  };
  const wakes = (event: Event, target: Node) => element.contains(target) || trigger(target) || (hover && hoversOver(event, target, hover));

  // An island taken off the page (a test's, or one another script replaced) wakes for nothing and holds no click.
  const onNear = (event: Event) => {
    if (!element.isConnected) return;
    if (event.target instanceof Node && wakes(event, event.target)) void start();
  };
  const onClick = (event: MouseEvent) => {
    const link = trigger(event.target);
    if (!link || failed || mounted(element) || !element.isConnected) return;
    event.preventDefault();
    event.stopPropagation();
    // An island may render its own copy of a link it takes over (the header's toggles): the copy gets the click.
    const index = Array.from(document.querySelectorAll(selector)).indexOf(link);
    const again = () => (link.isConnected ? link : document.querySelectorAll<HTMLElement>(selector)[index])?.click();
    void start().then((ok) => (ok ? whenMounted(element) : undefined)).then(again);
  };
  const onEvent = (event: Event) => {
    if (mounted(element)) return;
    const { detail } = event as CustomEvent<unknown>;
    void start().then((ok) => ok && whenMounted(element).then(() => document.dispatchEvent(new CustomEvent(eventName, { detail }))));
  };

  const stop = () => {
    NEAR.forEach((name) => document.removeEventListener(name, onNear, true));
    document.removeEventListener('click', onClick, true);
    if (eventName) document.removeEventListener(eventName, onEvent);
  };
  NEAR.forEach((name) => document.addEventListener(name, onNear, { capture: true, passive: true }));
  document.addEventListener('click', onClick, true);
  if (eventName) document.addEventListener(eventName, onEvent);
  if (reachedAlready) void start();
  // A click held before this listened (early-reach.ts: an eager island's button) comes now, to be held for the island.
  releaseClicks(element);
  // Once mounted, the island answers its links and events itself.
  void whenMounted(element).then(stop);
  return stop;
}

