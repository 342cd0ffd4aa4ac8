// What follows a page change once it has painted (SPEC §2, §4 "In-place chapter navigation"): the history entry,
// the scroll to the reading content (500 ms), the reading history and the preload window (paged: the next pages
// one at a time in reading order, as many as the connection allows, once the page on screen has loaded). Also
// Back/Forward between pages of the preloaded chapter. The page as loaded had all this from the first view
// (first-view.ts).
import { type Dispatch, type RefObject, useCallback, useEffect } from 'react';
import { position } from '../../lib/reader/plan';
import { isPreloaded, type Change, type ReaderAction, type ReaderState } from '../../lib/reader/reducer';
import type { WarmQueue } from '../../lib/reader/warm-queue';
import { scrollToY } from '../../lib/scroll';
import { afterLoad, firstImageOf, reload } from './dom';
import { recordHistory, type HistoryState } from './history';
import { nextChapterAhead, pagesAhead } from './warming';

const SCROLL_MS = 500;

export function useFollowUp(
  latest: RefObject<ReaderState>,
  change: Change | null,
  dispatch: Dispatch<ReaderAction>,
  contentRef: RefObject<HTMLDivElement | null>,
  paged: boolean,
  queue: WarmQueue,
): { warmNextChapter: () => void } {
  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);
  const warmUp = useCallback(() => {
    if (paged) queue.set(pagesAhead(latest.current));
  }, [latest, paged, queue]);
  const warmNextChapter = useCallback(() => {
    const next = nextChapterAhead(latest.current);
    if (next.length) queue.set(next);
  }, [latest, queue]);
  const remember = useCallback(() => recordHistory(position(latest.current)), [latest]);

  // Only the swap itself runs before the new page paints; the URL, the scroll (which would force a layout),
  // history and preloading follow right after that frame.
  useEffect(() => {
    if (!change) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (change.push) history.pushState({ yomuReader: true, chapter: change.chapter, page: change.page } satisfies HistoryState, '', change.url || location.href);
        const content = contentRef.current;
        if (content) void scrollToY(content.getBoundingClientRect().top + window.scrollY, SCROLL_MS);
        remember();
        // Nothing is fetched ahead before the page on screen has loaded.
        afterLoad(firstImageOf(content), warmUp);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [change, contentRef, remember, warmUp]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const entry = event.state as HistoryState | null;
      const now = latest.current;
      if (entry?.yomuReader && entry.chapter === now.chapter && isPreloaded(now) && entry.page) dispatch({ type: 'page', page: entry.page, push: false });
      else if (entry?.yomuReader) reload();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [dispatch, latest]);

  return { warmNextChapter };
}
