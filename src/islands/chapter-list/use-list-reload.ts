// Reloads the chapter list from {manga}/ajax/chapters/ (SPEC §4: loaded from the server after the page opens),
// and again when a chapter was uploaded from this page. The answer is sanitized with DOMPurify and read into
// data; an empty or failed answer keeps the list already shown.
import { useEffect } from 'react';
import { postForHtml } from '../../lib/api/client';
import { sanitizeToFragment } from '../../lib/sanitize';
import type { ChapterListHtml } from '../../lib/api/manga';
import { CHAPTER_UPLOADED_EVENT } from '../../lib/api/upload';
import { type ChapterListData, countChapters, readChapterList } from './list-data';

export async function loadChapterList(url: string, signal?: AbortSignal): Promise<ChapterListData | null> {
  const html: ChapterListHtml = await postForHtml({ url }, {}, { signal });
  const list = readChapterList(await sanitizeToFragment(html));
  return countChapters(list) > 0 ? list : null;
}

export function useListReload(url: string, onList: (list: ChapterListData) => void): void {
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let latest = 0;
    const load = () => {
      const request = ++latest;
      loadChapterList(url, controller.signal)
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
