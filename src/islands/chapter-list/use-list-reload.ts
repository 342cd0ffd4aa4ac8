// React's side of the reload (reload-list.ts): on mount unless the list was reloaded before React came, and again
// when a chapter was uploaded from this page. An empty or failed answer keeps the list shown.
import { useEffect, useRef } from 'react';
import { CHAPTER_UPLOADED_EVENT } from '../../lib/api/upload';
import type { ChapterListData } from './list-data';
import { loadChapterList } from './reload-list';

/** Reloads the list on mount (when `now`) and after each front-end upload; a list that differs goes to `onList`. */
export function useListReload(url: string, shown: ChapterListData, onList: (list: ChapterListData) => void, now = true): void {
  const current = useRef(shown);
  current.current = shown;
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let latest = 0;
    const load = () => {
      const request = ++latest;
      loadChapterList(url, current.current, controller.signal)
        .then((list) => {
          if (list && request === latest) onList(list);
        })
        .catch(() => undefined);
    };
    if (now) load();
    document.addEventListener(CHAPTER_UPLOADED_EVENT, load);
    return () => {
      controller.abort();
      document.removeEventListener(CHAPTER_UPLOADED_EVENT, load);
    };
  }, [url, onList, now]);
}
