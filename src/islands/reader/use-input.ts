// The reader's input (SPEC §2 "Reading controls"): arrow keys and ? for help, click zones (a touch tap waits for a
// possible double tap), double-tap zoom, click-to-scroll, and swipes, all following the reading direction.
import { type MouseEvent, type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { ReaderState } from '../../lib/reader/reducer';
import { keyTurn, swipeAt, type Turn } from '../../lib/reader/state';
import { scrollToY } from '../../lib/scroll';
import { isTyping, pinchZoomed, zoneAt } from './dom';
import type { Navigation } from './use-navigation';

const TOUCH_TAP_DELAY_MS = 300;

export interface InputOptions {
  images: boolean;
  /** body.keyboard-navigate: arrow keys turn pages. */
  keyboard: boolean;
  /** body.manga-reading-paged-style: click zones and swipes turn pages. */
  paged: boolean;
  /** body.click-to-scroll. */
  clickToScroll: boolean;
}

/** Listens to the reader's keys; returns what a key does (true when it turned the page). */
export function useKeys(latest: RefObject<ReaderState>, navigation: Navigation, options: InputOptions, openHelp: () => void): (key: string) => boolean {
  const press = useCallback(
    (key: string) => {
      if (key === '?') {
        openHelp();
        return false;
      }
      const turn = options.keyboard ? keyTurn(key, latest.current.settings.direction) : null;
      if (!turn) return false;
      if (navigation.turn(turn)) return true;
      if (turn === 'next') navigation.leave();
      return false;
    },
    [latest, navigation, options.keyboard, openHelp],
  );
  // Before the island says it has mounted (a layout effect, as mount-react.tsx's): wake-reader.ts stops listening then.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (press(event.key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [press]);
  return press;
}

/** Touch swipes on the paged reading area: a mostly horizontal one-finger swipe of 50 px or more turns the page. */
export function useSwipe(contentRef: RefObject<HTMLDivElement | null>, latest: RefObject<ReaderState>, navigation: Navigation, paged: boolean): void {
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content || !paged) return;
    // A touch that began before this listened (the one that brought the reader's code) is wake-reader.ts's.
    let start: { x: number; y: number } | null = null;
    let multi = false;
    const onStart = (event: TouchEvent) => {
      multi = multi || event.touches.length > 1;
      if (event.touches.length === 1) {
        multi = false;
        start = { x: event.touches[0].clientX, y: event.touches[0].clientY };
      }
    };
    const onEnd = (event: TouchEvent) => {
      // Two fingers (pinch zoom) and zoomed-in views never turn pages.
      if (!start || event.touches.length > 0 || multi || latest.current.zoom || pinchZoomed()) return;
      const touch = event.changedTouches[0];
      const turn = swipeAt(touch.clientX - start.x, touch.clientY - start.y, latest.current.settings.direction);
      if (turn) navigation.turn(turn);
    };
    content.addEventListener('touchstart', onStart, { passive: true });
    content.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      content.removeEventListener('touchstart', onStart);
      content.removeEventListener('touchend', onEnd);
    };
  }, [contentRef, latest, navigation, paged]);
}

/** Clicks on the reading area: double-tap zoom, click zones, click-to-scroll. */
export function useContentClick(
  contentRef: RefObject<HTMLDivElement | null>,
  latest: RefObject<ReaderState>,
  navigation: Navigation,
  options: InputOptions,
  tap: (x: number, y: number) => boolean,
  /** A tap that belongs to something else (the phone bar's middle zone): true when it was taken. */
  middle: (x: number) => boolean = () => false,
): (event: MouseEvent<HTMLDivElement>) => void {
  const pendingTap = useRef(0);
  useEffect(() => () => window.clearTimeout(pendingTap.current), []);
  return useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const target = event.target as Element;
      const touch = (event.nativeEvent as PointerEvent).pointerType === 'touch';
      if (touch && options.images && tap(event.clientX, event.clientY)) {
        event.preventDefault();
        window.clearTimeout(pendingTap.current);
        return;
      }
      if (middle(event.clientX)) {
        event.preventDefault();
        return;
      }
      if (target.closest('.page-link') && options.paged) {
        event.preventDefault();
        const turn: Turn = zoneAt(contentRef.current, event.clientX, latest.current.settings.direction);
        if (touch) pendingTap.current = window.setTimeout(() => navigation.turn(turn), TOUCH_TAP_DELAY_MS);
        else navigation.turn(turn);
        return;
      }
      if (options.clickToScroll && !target.closest('a')) void scrollToY(window.scrollY + 500, options.images ? 200 : 1000);
    },
    [contentRef, latest, navigation, options, tap, middle],
  );
}
