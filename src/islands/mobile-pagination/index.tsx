// The mobile pagination island: its select is for phones only (CSS shows the server's numbered links from 768 px),
// so its React part is fetched only where, and once, the window is that narrow.
import type { PageLink } from './mobile-pagination';

const PHONE = '(max-width: 767px)';

function pagesOf(value: unknown): PageLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is PageLink => !!item && typeof item === 'object' && Number.isInteger(item.page) && typeof item.url === 'string' && /^https?:\/\//.test(item.url),
  );
}

/**
 * A search page prints its page URLs without the query (the words show once, in its form: issue 19); the
 * chosen page keeps the current address's query, less the page number.
 */
export function withQuery(url: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('paged');
  const query = params.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

export function mount(element: HTMLElement, props: Record<string, unknown>): Promise<void> | undefined {
  let pages = pagesOf(props.pages);
  if (props.keepQuery === true) pages = pages.map((link) => ({ ...link, url: withQuery(link.url, window.location.search) }));
  // One page needs no select: the server links stay as they are.
  if (pages.length < 2) return;
  const current = Number.isInteger(props.current) ? (props.current as number) : 1;
  const start = () => import('./mount-pagination').then(({ mountPagination }) => mountPagination(element, current, pages));
  const phone = window.matchMedia(PHONE);
  if (phone.matches) return start();
  const onChange = (event: MediaQueryListEvent) => {
    if (!event.matches) return;
    phone.removeEventListener('change', onChange);
    void start();
  };
  phone.addEventListener('change', onChange);
}
