import { mountReact } from '../../lib/islands/mount-react';
import { MobilePagination, type PageLink } from './mobile-pagination';

/** React's part: the page toggle and select before the server's numbered links. */
export function mountPagination(element: HTMLElement, current: number, pages: PageLink[]): void {
  mountReact(element, <MobilePagination current={current} pages={pages} links={Array.from(element.children)} />);
}
