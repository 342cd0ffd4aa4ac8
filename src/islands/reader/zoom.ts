// Double-tap zoom on touch screens: a second tap within 300 ms on a page image zooms it 2× at that point (again:
// back to 1×); one finger pans the zoomed image. The image is scaled inside its own clipped box, so the layout,
// and with it the tap zones, never move. Pinch zoom is the browser's own.
import { type Dispatch, type RefObject, useCallback, useEffect, useRef } from 'react';
import type { ReaderAction, ReaderState } from '../../lib/reader/reducer';
import { panOrigin } from '../../lib/reader/state';
import { imageAt } from './dom';

const DOUBLE_TAP_MS = 300;
const SCALE = 2;

/** Returns tap(x, y): whether that tap completed a double tap (and toggled the zoom). */
export function useZoom(contentRef: RefObject<HTMLDivElement | null>, latest: RefObject<ReaderState>, dispatch: Dispatch<ReaderAction>) {
  const last = useRef({ time: 0, x: 0, y: 0 });

  // One-finger pan of the zoomed image; the origin moves with the finger within this gesture.
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    let pan: { x: number; y: number; origin: [number, number] } | null = null;
    const onStart = (event: TouchEvent) => {
      const current = latest.current.zoom;
      pan = current && event.touches.length === 1 ? { x: event.touches[0].clientX, y: event.touches[0].clientY, origin: current.origin } : null;
    };
    const onMove = (event: TouchEvent) => {
      const current = latest.current.zoom;
      const img = current && content.querySelector(`#image-${current.index}`);
      if (!pan || !img || event.touches.length !== 1) return;
      event.preventDefault();
      const touch = event.touches[0];
      const box = img.getBoundingClientRect();
      const origin = panOrigin(pan.origin, touch.clientX - pan.x, touch.clientY - pan.y, box.width, box.height, SCALE);
      pan = { x: touch.clientX, y: touch.clientY, origin };
      dispatch({ type: 'pan', origin });
    };
    content.addEventListener('touchstart', onStart, { passive: true });
    content.addEventListener('touchmove', onMove, { passive: false });
    return () => {
      content.removeEventListener('touchstart', onStart);
      content.removeEventListener('touchmove', onMove);
    };
  }, [contentRef, dispatch, latest]);

  return useCallback(
    (x: number, y: number): boolean => {
      const now = performance.now();
      const double = now - last.current.time < DOUBLE_TAP_MS && Math.hypot(x - last.current.x, y - last.current.y) < 40;
      last.current = double ? { time: 0, x: 0, y: 0 } : { time: now, x, y };
      if (!double) return false;
      if (latest.current.zoom) {
        dispatch({ type: 'unzoom' });
        return true;
      }
      const hit = contentRef.current ? imageAt(contentRef.current, x, y) : null;
      if (hit) dispatch({ type: 'zoom', index: hit.index, origin: [((x - hit.box.left) / hit.box.width) * 100, ((y - hit.box.top) / hit.box.height) * 100] });
      return true;
    },
    [contentRef, dispatch, latest],
  );
}
