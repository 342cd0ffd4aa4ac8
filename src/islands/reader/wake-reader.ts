// React's reader comes when the reader reaches for it, not with the page (DESIGN.md §7: React only where it is used):
// the first view (first-view.ts) shows, counts and fetches ahead without it. A touch, hover or focus of the reader, one
// of its keys, or a scroll where scrolling does something (phones: the reader bar; list and long strip: the page
// count) starts the download. What the reader did meanwhile is done once React's reader has mounted: a click on the
// toolbar, a navigation bar or the page is held and given again where it was made; the key or swipe waits in the
// inbox, as does a key pressed before this code came (early-reach.ts). If the code cannot load, a held click goes
// where it went: the server's links work without it. A server select picked before (or while React's reader replaced
// it, its list still open) goes where its option points, as Madara's.
import { takeEarlyKey } from '../../lib/islands/early-reach';
import { whenMounted } from '../../lib/islands/wake';
import { keyTurn, swipeAt, type Turn } from '../../lib/reader/state';
import { goTo, isPhone, isTyping, pinchZoomed } from './dom';
import type { FirstView } from './first-view';

/** The key or swipe that came before React's reader, done by it once mounted (reader.tsx). */
export interface Inbox {
  key: string | null;
  swipe: Turn | null;
}

/** The parts React's reader draws again: a click there waits for them. */
const REDRAWN = '.reader-toolbar, .wp-manga-nav, .reading-content';
const NEAR = ['pointerover', 'focusin', 'touchstart'] as const;

interface HeldClick {
  target: Element;
  x: number;
  y: number;
  pointerType: string;
}

/** The held click, on its element if React's reader kept it (the page images), else on what is now where it was made. */
function clickAgain({ target, x, y, pointerType }: HeldClick): void {
  const at = target.isConnected ? target : document.elementFromPoint?.(x, y);
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, clientX: x, clientY: y };
  at?.dispatchEvent(typeof PointerEvent === 'function' ? new PointerEvent('click', { ...init, pointerType }) : new MouseEvent('click', init));
}

/** The server's selects (chapter, page, server, reading style): a pick goes to its option's data-redirect. */
function followPicks(element: HTMLElement): void {
  element.querySelectorAll<HTMLSelectElement>('.wp-manga-nav select').forEach((select) =>
    select.addEventListener('change', () => {
      const url = select.selectedOptions[0]?.dataset.redirect;
      if (url) goTo(url);
    }),
  );
}

/** Listens until React's reader has mounted; `load` imports and mounts it, resolving with whether it could. */
export function wakeReader(element: HTMLElement, view: FirstView, load: (inbox: Inbox) => Promise<boolean>): void {
  const inbox: Inbox = { key: null, swipe: null };
  const { options } = view.server;
  let loading: Promise<boolean> | null = null;
  const start = () => (loading ??= load(inbox));
  const mounted = () => element.dataset.mounted === 'true';
  const ours = (target: EventTarget | null): target is Element => target instanceof Element && target.closest('[data-island]') === element;

  const onNear = (event: Event) => {
    if (ours(event.target)) void start();
  };
  /** Keeps a key of the reader's for React's reader; whether it turns the page. */
  const takeKey = (key: string): boolean => {
    const turn = options.keyboard ? keyTurn(key, view.direction) : null;
    if (!turn && key !== '?') return false;
    inbox.key = key;
    void start();
    return turn !== null;
  };
  const onKey = (event: KeyboardEvent) => {
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (takeKey(event.key)) event.preventDefault();
  };
  const onScroll = () => {
    if (view.scrolling || isPhone()) void start();
  };
  let touch: { x: number; y: number } | null = null;
  const onTouchStart = (event: TouchEvent) => {
    touch = event.touches.length === 1 && ours(event.target) && event.target.closest('.reading-content') ? { x: event.touches[0].clientX, y: event.touches[0].clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touch;
    touch = null;
    if (!from || !options.paged || event.touches.length > 0 || pinchZoomed()) return;
    const end = event.changedTouches[0];
    inbox.swipe = swipeAt(end.clientX - from.x, end.clientY - from.y, view.direction) ?? inbox.swipe;
  };
  const onClick = (event: MouseEvent) => {
    if (mounted() || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const { target } = event;
    if (!ours(target) || !target.closest(REDRAWN)) return;
    event.preventDefault();
    event.stopPropagation();
    const held = { target, x: event.clientX, y: event.clientY, pointerType: (event as PointerEvent).pointerType ?? '' };
    void start()
      .then((ok) => (ok ? whenMounted(element) : undefined))
      .then(() => clickAgain(held));
  };

  followPicks(element);
  // A key pressed before any of the page's islands listened (the loader kept it).
  const early = takeEarlyKey();
  if (early) takeKey(early);
  NEAR.forEach((name) => document.addEventListener(name, onNear, { capture: true, passive: true }));
  document.addEventListener('keydown', onKey);
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('touchstart', onTouchStart, { capture: true, passive: true });
  document.addEventListener('touchend', onTouchEnd, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
  void whenMounted(element).then(() => {
    NEAR.forEach((name) => document.removeEventListener(name, onNear, true));
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('touchstart', onTouchStart, true);
    document.removeEventListener('touchend', onTouchEnd, true);
    document.removeEventListener('click', onClick, true);
  });
}
