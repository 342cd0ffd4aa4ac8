// What the reader asks the browser: where things are on screen, whether the reader is typing, leaving the page,
// the connection, and fetching images ahead.
import type { ConnectionInfo } from '../../lib/reader/loading';
import type { WarmTarget } from '../../lib/reader/plan';
import { mostVisible, zoneTurn, type Direction, type Turn } from '../../lib/reader/state';
import { markAutoScroll, prefersReducedMotion } from '../../lib/scroll';

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || !!target.closest('[contenteditable="true"]');
}

/** A normal navigation (SPEC §2, the third way a page changes). */
export function goTo(url: string): void {
  location.assign(url);
}

export function reload(): void {
  location.reload();
}

/** navigator.connection where the browser has it (Chromium). */
export function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * Fetches and decodes a page image off the main thread, so showing it later costs no download and no decode. A
 * page with variants is fetched through a detached <picture> like the one the page view draws (same sources and
 * sizes), so the browser picks the same candidate and nothing downloads twice. Settles when the image has loaded
 * (or failed).
 */
export function warm(target: WarmTarget): Promise<void> {
  const img = new Image();
  img.decoding = 'async';
  if (target.sources.length) {
    const picture = document.createElement('picture');
    target.sources.forEach(({ type, srcset }) => {
      const source = document.createElement('source');
      source.type = type;
      source.srcset = srcset;
      source.sizes = target.sizes ?? '';
      picture.append(source);
    });
    picture.append(img);
  }
  // The src goes last: set before the sources are there, it would start fetching the original.
  img.src = target.url;
  return img.decode().catch(() => undefined);
}

/** A phone held upright: the reader bar's screens (theme/css/reader.css). */
export const isPhone = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;

/** The page is pinch-zoomed in (a swipe there pans, it does not turn). */
export const pinchZoomed = (): boolean => (window.visualViewport?.scale ?? 1) > 1.01;

/** Wide enough for two-page spreads (use-two-up.ts). */
export const TWO_UP = '(min-width: 768px)';

export const canShowTwoUp = (): boolean => typeof window.matchMedia !== 'function' || window.matchMedia(TWO_UP).matches;

/** The reading content's first page image. */
export const firstImageOf = (content: Element | null): HTMLImageElement | null => content?.querySelector<HTMLImageElement>('img.wp-manga-chapter-img') ?? null;

/** Runs fn once img has loaded or failed (at once when it already has). */
export function afterLoad(img: HTMLImageElement | null | undefined, fn: () => void): () => void {
  if (!img || img.complete) {
    fn();
    return () => undefined;
  }
  return waitForLoad(img, fn);
}

/** Runs fn after the next load or error of img (e.g. the image it picks once its loading gate has opened). */
export function waitForLoad(img: HTMLImageElement, fn: () => void): () => void {
  const done = () => {
    img.removeEventListener('load', done);
    img.removeEventListener('error', done);
    fn();
  };
  img.addEventListener('load', done);
  img.addEventListener('error', done);
  return () => {
    img.removeEventListener('load', done);
    img.removeEventListener('error', done);
  };
}

const pageImages = (content: Element) => Array.from(content.querySelectorAll<HTMLImageElement>('img.wp-manga-chapter-img'));

/** Prev or Next for a click at x: halves of the part of the reading area on screen (zoomed or not). */
export function zoneAt(content: Element | null, x: number, direction: Direction): Turn {
  const rect = content?.getBoundingClientRect();
  const view = window.visualViewport;
  const viewLeft = view ? view.offsetLeft : 0;
  const viewRight = viewLeft + (view ? view.width : window.innerWidth);
  return zoneTurn(x, Math.max(rect?.left ?? 0, viewLeft), Math.min(rect?.right ?? viewRight, viewRight), direction);
}

/** The page image under a point, with its box. */
export function imageAt(content: Element, x: number, y: number): { index: number; box: DOMRect } | null {
  for (const img of pageImages(content)) {
    const box = img.getBoundingClientRect();
    if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return { index: Number(img.id.replace('image-', '')) || 0, box };
  }
  return null;
}

/** List and long strip: the image that fills most of the screen (0-based) and how many there are. */
export function imageInView(content: Element): { index: number; total: number } {
  const list = pageImages(content);
  const heights = list.map((img) => {
    const rect = img.getBoundingClientRect();
    return Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0));
  });
  return { index: list.length ? mostVisible(heights) : 0, total: list.length };
}

export function scrollToImage(content: Element, number: number): void {
  markAutoScroll(prefersReducedMotion() ? 0 : 800); // The browser's smooth scroll takes about this long.
  pageImages(content)[number - 1]?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}
