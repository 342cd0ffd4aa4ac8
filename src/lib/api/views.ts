// Madara's view counter, manga_views (MADARA.md §3, §4.2), sent by the browser after the page has loaded, so a page
// a shared cache served counts too: the views island sends it for the page (src/islands/views), the reader for a
// chapter it opens in place. Both read the island's mount point, which the server prints only on the pages of a site
// that counts views (Yomu\Core\Views\PageView): without it nothing is sent. The answer is not read.
import { callAction } from './client';

export interface PageView {
  manga: number;
  /** The chapter's slug; '' on the manga page. */
  chapter: string;
}

/** A view from the island's props, or null when they are not what the server prints. */
export function viewOf(props: Record<string, unknown>): PageView | null {
  const { manga, chapter } = props;
  return Number.isInteger(manga) && (manga as number) > 0 && typeof chapter === 'string' ? { manga: manga as number, chapter } : null;
}

/** The page's view as the server printed it, or null when this page does not count. */
export function pageView(root: ParentNode = document): PageView | null {
  const element = root.querySelector<HTMLElement>('[data-island="views"]');
  try {
    const props: unknown = JSON.parse(element?.dataset.props ?? 'null');
    return props && typeof props === 'object' ? viewOf(props as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Counts one view; keepalive lets it finish when the reader leaves the page at once. */
export function countView(view: PageView): void {
  const fields = view.chapter ? { manga: String(view.manga), chapter: view.chapter } : { manga: String(view.manga) };
  void callAction('manga_views', fields, { keepalive: true }).catch(() => undefined);
}
