// What the reader asks the browser: where things are on screen, whether the reader is typing, leaving the page,
// and fetching images ahead.
import { mostVisible, zoneTurn, type Direction, type Turn } from '../../lib/reader/state';
import { prefersReducedMotion } from '../../lib/scroll';

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

/** Fetches and decodes an image off the main thread, so showing it later costs no decode. */
export function warm(url: string): void {
  const img = new Image();
  img.decoding = 'async';
  img.src = url;
  void img.decode().catch(() => undefined);
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
  pageImages(content)[number - 1]?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}
