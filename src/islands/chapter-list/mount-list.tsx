import { mountReact } from '../../lib/islands/mount-react';
import { ChapterList } from './chapter-list';
import type { ChapterListData } from './list-data';

/** React's chapter list in place of the server's; `reloaded`: the list was already reloaded from ajax/chapters/. */
export function mountList(element: HTMLElement, mangaId: string | undefined, url: string, list: ChapterListData, reloaded: boolean): boolean {
  mountReact(element, <ChapterList mangaId={mangaId} url={url} initial={list} reloaded={reloaded} />);
  return true;
}
