// The site header island. What every page needs from it at once is plain code, with no React: the sticky header, the
// mobile-layout body class and the page's text truncation. The toggles, their panels and the off-canvas menu are
// React, fetched on the reader's first touch, hover or focus of the header (wake.ts); a click on a toggle that
// comes before they have mounted is given to them once they have.
import { wakeOnInteraction } from '../../lib/islands/wake';
import { truncateAll } from '../truncate/truncate';
import { followLayout } from './layout';
import { followSticky } from './follow-sticky';

const TOGGLES = '.off-canvas-toggle, .genres-toggle, .search-toggle';

export function mount(element: HTMLElement): void {
  if (!element.querySelector('.site-header')) return;
  followSticky(element);
  followLayout();
  // Text truncation of what the page had at load (content loaded later has its own truncate island).
  truncateAll(document);
  element.dataset.wake = TOGGLES;
  wakeOnInteraction(element, () =>
    import('./mount-header').then(
      ({ mountHeader }) => mountHeader(element),
      () => false,
    ),
  );
}
