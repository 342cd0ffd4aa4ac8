// Reloads the chapter list from {manga}/ajax/chapters/ (SPEC §4: loaded from the server after the page opens). An
// answer that is the list already shown changes nothing (read from an inert template, where nothing runs or loads),
// so the page does not fetch DOMPurify for it; any other answer is sanitized with DOMPurify and read into data. Plain
// code: the island runs it before React comes (index.tsx), and React's hook after (use-list-reload.ts).
import { postForHtml } from '../../lib/api/client';
import type { ChapterListHtml } from '../../lib/api/manga';
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
