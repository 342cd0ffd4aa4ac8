// Reloads the chapter list from {manga}/ajax/chapters/ (SPEC §4: loaded from the server after the page opens),
// and again when a chapter was uploaded from this page. An answer that is the list already shown changes nothing
// (read from an inert template, where nothing runs or loads), so the page does not fetch DOMPurify for it; any
// other answer is sanitized with DOMPurify and read into data. An empty or failed answer keeps the list shown.
import { useEffect, useRef } from 'react';
import { postForHtml } from '../../lib/api/client';
import type { ChapterListHtml } from '../../lib/api/manga';
import { CHAPTER_UPLOADED_EVENT } from '../../lib/api/upload';
import { type ChapterListData, countChapters, readChapterList, sameList } from './list-data';

function readInert(html: string): ChapterListData {
  const template = document.createElement('template');
  template.innerHTML = html;
  return readChapterList(template.content);
}

/** The reloaded list, or null when it is empty or the same as `shown`. */
export async function loadChapterList(url: string, shown: ChapterListData | null, signal?: AbortSignal): Promise<ChapterListData | null> {
  const html: ChapterListHtml = await postForHtml({ url }, {}, { signal });
  if (shown && sameList(readInert(html), shown)) return null;
  const { sanitizeToFragment } = await import('../../lib/sanitize');
  const list = readChapterList(sanitizeToFragment(html));
  return countChapters(list) > 0 ? list : null;
}

export function useListReload(url: string, shown: ChapterListData, onList: (list: ChapterListData) => void): void {
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
    load();
    document.addEventListener(CHAPTER_UPLOADED_EVENT, load);
    return () => {
      controller.abort();
      document.removeEventListener(CHAPTER_UPLOADED_EVENT, load);
    };
  }, [url, onList]);
}
