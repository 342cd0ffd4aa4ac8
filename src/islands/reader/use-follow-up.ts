// What follows a page change once it has painted (SPEC §2, §4 "In-place chapter navigation"): the history entry,
// the scroll to the reading content (500 ms), the reading history and the preload window. Also the history
// entry of the page as loaded, and Back/Forward between pages of the preloaded chapter.
import { type Dispatch, type RefObject, useCallback, useEffect, useRef } from 'react';
import { position, warmList } from '../../lib/reader/plan';
import { isPreloaded, type Change, type ReaderAction, type ReaderState } from '../../lib/reader/reducer';
import { scrollToY } from '../../lib/scroll';
import { reload, warm } from './dom';
import { globals } from './globals';
import { recordHistory } from './history';

const SCROLL_MS = 500;

interface HistoryState {
  yomuReader?: boolean;
  chapter?: string;
  page?: number;
}

export function useFollowUp(
  latest: RefObject<ReaderState>,
  change: Change | null,
  dispatch: Dispatch<ReaderAction>,
  contentRef: RefObject<HTMLDivElement | null>,
): { warmNextChapter: () => void } {
  const warmed = useRef(new Set<string>());
  const warmAll = useCallback((urls: string[]) => {
    urls.filter((url) => !warmed.current.has(url)).forEach((url) => {
      warmed.current.add(url);
      warm(url);
    });
  }, []);
  const warmUp = useCallback(() => warmAll(warmList(latest.current)), [latest, warmAll]);
  const warmNextChapter = useCallback(() => warmAll([latest.current.edges.nextImage].filter(Boolean)), [latest, warmAll]);
  const remember = useCallback(() => recordHistory(position(latest.current)), [latest]);

  // The page as loaded: its history entry; the preload window once the first image is in; the reading history.
  useEffect(() => {
    const { chapter, page } = latest.current;
    history.replaceState({ yomuReader: true, chapter, page } satisfies HistoryState, '', location.href);
    const first = contentRef.current?.querySelector('img');
    if (!first || first.complete) warmUp();
    else {
      first.addEventListener('load', warmUp, { once: true });
      first.addEventListener('error', warmUp, { once: true });
    }
    const timer = window.setTimeout(remember, globals().user_history_params?.interval ?? 5000);
    return () => {
      window.clearTimeout(timer);
      first?.removeEventListener('load', warmUp);
      first?.removeEventListener('error', warmUp);
    };
  }, [contentRef, latest, remember, warmUp]);

  // Only the swap itself runs before the new page paints; the URL, the scroll (which would force a layout),
  // history and preloading follow right after that frame.
  useEffect(() => {
    if (!change) return;
    requestAnimationFrame(() =>
      window.setTimeout(() => {
        if (change.push) history.pushState({ yomuReader: true, chapter: change.chapter, page: change.page } satisfies HistoryState, '', change.url || location.href);
        const content = contentRef.current;
        if (content) void scrollToY(content.getBoundingClientRect().top + window.scrollY, SCROLL_MS);
        remember();
        warmUp();
      }, 0),
    );
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
