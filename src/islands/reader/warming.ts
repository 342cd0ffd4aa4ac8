// Fetching ahead (SPEC §4 "Preloading"): one queue per reading page, started by the first view and kept by React's
// reader. Each image carries the sizes of the layout it was asked for in, so the warm-up picks the candidate the page
// view will draw.
import { preloadAhead } from '../../lib/reader/loading';
import { pageSizes } from '../../lib/reader/picture';
import { nextChapterTarget, warmList, type WarmTarget } from '../../lib/reader/plan';
import { spreadLayout, type ReaderState } from '../../lib/reader/reducer';
import { WarmQueue } from '../../lib/reader/warm-queue';
import { connection, warm } from './dom';

const sized =
  (state: ReaderState) =>
  (target: WarmTarget): WarmTarget => {
    const layout = { mode: state.settings.mode, fit: state.settings.fit, full: state.full, spread: spreadLayout(state) !== 'single' };
    return { ...target, sizes: pageSizes(layout, target.width, target.height) };
  };

export const warmingQueue = (): WarmQueue => new WarmQueue(warm);

/** The pages ahead of the one on screen, as many as the connection allows (paged reading). */
export const pagesAhead = (state: ReaderState): WarmTarget[] => warmList(state, preloadAhead(connection(), state.saver)).map(sized(state));

/** The next chapter's first page (list and long strip, near the end). */
export function nextChapterAhead(state: ReaderState): WarmTarget[] {
  const next = nextChapterTarget(state);
  return next ? [sized(state)(next)] : [];
}
