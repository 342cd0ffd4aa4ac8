// Double-tap zoom on touch screens: a second tap within 300 ms on a page image zooms it 2× at that point (again:
// back to 1×); one finger pans the zoomed image. The image is scaled inside its own clipped box, so the layout,
// and with it the tap zones, never move. Pinch zoom is the browser's own.
import { panOrigin } from '../../lib/reader/state';

const DOUBLE_TAP_MS = 300;
const SCALE = 2;

export interface Zoom {
  /** Whether a tap at (x, y) now completes a double tap (and toggled the zoom). */
  tap(x: number, y: number): boolean;
  zoomed(): boolean;
  reset(): void;
}

function imageAt(content: Element, x: number, y: number): HTMLImageElement | null {
  for (const img of content.querySelectorAll<HTMLImageElement>('img.wp-manga-chapter-img')) {
    const r = img.getBoundingClientRect();
    if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return img;
  }
  return null;
}

export function createZoom(root: HTMLElement): Zoom {
  let last = { time: 0, x: 0, y: 0 };
  let current: HTMLImageElement | null = null;
  let origin: [number, number] = [50, 50];
  const content = () => root.querySelector('.reading-content');
  const apply = () => {
    if (!current) return;
    current.style.transformOrigin = `${origin[0]}% ${origin[1]}%`;
  };
  const reset = () => {
    current?.classList.remove('is-zoomed');
    current?.style.removeProperty('transform-origin');
    current = null;
    content()?.classList.remove('has-zoom');
  };
  let pan: { x: number; y: number } | null = null;
  root.addEventListener(
    'touchstart',
    (event) => {
      pan = current && event.touches.length === 1 ? { x: event.touches[0].clientX, y: event.touches[0].clientY } : null;
    },
    { passive: true },
  );
  root.addEventListener(
    'touchmove',
    (event) => {
      if (!pan || !current || event.touches.length !== 1) return;
      event.preventDefault();
      const t = event.touches[0];
      const box = current.getBoundingClientRect();
      origin = panOrigin(origin, t.clientX - pan.x, t.clientY - pan.y, box.width, box.height, SCALE);
      pan = { x: t.clientX, y: t.clientY };
      apply();
    },
    { passive: false },
  );
  return {
    tap(x, y) {
      const now = performance.now();
      const double = now - last.time < DOUBLE_TAP_MS && Math.hypot(x - last.x, y - last.y) < 40;
      last = double ? { time: 0, x: 0, y: 0 } : { time: now, x, y };
      if (!double) return false;
      if (current) {
        reset();
        return true;
      }
      const area = content();
      const img = area ? imageAt(area, x, y) : null;
      if (!img || !area) return true;
      const r = img.getBoundingClientRect();
      origin = [((x - r.left) / r.width) * 100, ((y - r.top) / r.height) * 100];
      current = img;
      img.classList.add('is-zoomed');
      area.classList.add('has-zoom');
      apply();
      return true;
    },
    zoomed: () => current !== null,
    reset,
  };
}
