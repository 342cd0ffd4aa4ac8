// Two-page spreads of the paged mode, as pure functions: which reading pages are shown together. Pages pair up
// from the first (or from the second, with the cover alone); a wide page (landscape, wider than tall) is always
// shown alone, and the pairing starts again after it, so the pages that follow it keep facing each other.
import type { Spread } from './state';

/** A spread: its first and last reading page (1-based; equal for a page shown alone). */
export type Range = readonly [first: number, last: number];

/** Whether a page is wide (a landscape page, usually a spread drawn as one image): shown alone. */
export function isWide(size: readonly [number, number] | undefined): boolean {
  return !!size && size[1] > 0 && size[0] > size[1];
}

/**
 * The spread that holds `page` of a chapter of `pages` pages, one image each, with the images' sizes ([width,
 * height], unknown sizes count as portrait pages). Single layout: the page alone.
 */
export function spreadAt(page: number, pages: number, sizes: ReadonlyArray<readonly [number, number]>, layout: Spread): Range {
  if (layout === 'single' || page < 1 || page > pages) return [page, page];
  const pairs = (p: number) => !(layout === 'cover' && p === 1) && p < pages && !isWide(sizes[p - 1]) && !isWide(sizes[p]);
  let first = 1;
  for (;;) {
    const last = pairs(first) ? first + 1 : first;
    if (page <= last) return [first, last];
    first = last + 1;
  }
}

/** The first page of the spread a turn leads to (0 when the chapter has none that way). */
export function turnFrom(range: Range, pages: number, sizes: ReadonlyArray<readonly [number, number]>, layout: Spread, forward: boolean): number {
  if (forward) return range[1] < pages ? range[1] + 1 : 0;
  return range[0] > 1 ? spreadAt(range[0] - 1, pages, sizes, layout)[0] : 0;
}
