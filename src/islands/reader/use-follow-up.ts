// What follows a page change once it has painted (SPEC §2, §4 "In-place chapter navigation"): the history entry,
// the scroll to the reading content (500 ms), the reading history and the preload window (paged: the next pages
// one at a time in reading order, as many as the connection allows, once the page on screen has loaded). Also
// the history entry of the page as loaded, and Back/Forward between pages of the preloaded chapter.
import { type Dispatch, type RefObject, useCallback, useEffect, useMemo } from 'react';
import { preloadAhead } from '../../lib/reader/loading';
import { pageSizes } from '../../lib/reader/picture';
import { nextChapterTarget, position, warmList, type WarmTarget } from '../../lib/reader/plan';
import { isPreloaded, spreadLayout, type Change, type ReaderAction, type ReaderState } from '../../lib/reader/reducer';
import { WarmQueue } from '../../lib/reader/warm-queue';
import { scrollToY } from '../../lib/scroll';
import { afterLoad, connection, reload, warm } from './dom';
import { recordHistory } from './history';

const SCROLL_MS = 500;

interface HistoryState {
  yomuReader?: boolean;
  chapter?: string;
  page?: number;
}

const firstImageOf = (content: HTMLElement | null) => content?.querySelector<HTMLImageElement>('img.wp-manga-chapter-img') ?? null;

export function useFollowUp(
  latest: RefObject<ReaderState>,
  change: Change | null,
  dispatch: Dispatch<ReaderAction>,
  contentRef: RefObject<HTMLDivElement | null>,
  paged: boolean,
): { warmNextChapter: () => void } {
  // Each image ahead is fetched as the page view will draw it (same sources and sizes), one after the other.
  const queue = useMemo(
    () =>
      new WarmQueue((target: WarmTarget) => {
        const { settings, full } = latest.current;
        const spread = spreadLayout(latest.current) !== 'single';
        return warm(target, pageSizes({ mode: settings.mode, fit: settings.fit, full, spread }, target.width, target.height));
      }),
    [latest],
  );
  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);
  const warmUp = useCallback(() => {
    if (paged) queue.set(warmList(latest.current, preloadAhead(connection(), latest.current.saver)));
  }, [latest, paged, queue]);
  const warmNextChapter = useCallback(() => {
    const next = nextChapterTarget(latest.current);
    if (next) queue.set([next]);
  }, [latest, queue]);
  const remember = useCallback(() => recordHistory(position(latest.current)), [latest]);

  // The page as loaded: its history entry; the preload window once the first image is in; the reading history
  // (opening a chapter counts, even when it is closed at once).
  useEffect(() => {
    const { chapter, page } = latest.current;
    history.replaceState({ yomuReader: true, chapter, page } satisfies HistoryState, '', location.href);
    const stop = afterLoad(firstImageOf(contentRef.current), warmUp);
    remember();
    return stop;
  }, [contentRef, latest, remember, warmUp]);

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
