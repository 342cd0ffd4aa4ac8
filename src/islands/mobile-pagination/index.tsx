import { mountReact } from '../../lib/islands/mount-react';
import { MobilePagination, type PageLink } from './mobile-pagination';

function pagesOf(value: unknown): PageLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is PageLink => !!item && typeof item === 'object' && Number.isInteger(item.page) && typeof item.url === 'string' && /^https?:\/\//.test(item.url),
  );
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const pages = pagesOf(props.pages);
  // One page needs no select: the server links stay as they are.
  if (pages.length < 2) return;
  const current = Number.isInteger(props.current) ? (props.current as number) : 1;
  mountReact(element, <MobilePagination current={current} pages={pages} links={Array.from(element.children)} />);
}
