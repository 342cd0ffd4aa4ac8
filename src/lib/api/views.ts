// Madara's view counter, manga_views (MADARA.md §3, §4.2), sent by the browser after the page has loaded, so a page
// a shared cache served counts too: the boot counts the page's own view when the browser is idle after its first
// image (countPageView), the reader a chapter it opens in place. Both read the page's view, which the server prints
// only on the pages of a site that counts views (Yomu\Core\Views\PageView, a JSON script #yomu-page-view): without it
// nothing is sent. The answer is not read.
import { callAction } from './client';

export const PAGE_VIEW_ID = 'yomu-page-view';

export interface PageView {
  manga: number;
  /** The chapter's slug; '' on the manga page. */
  chapter: string;
}

/** A view from what the server printed, or null when it is not what the server prints. */
export function viewOf(value: unknown): PageView | null {
  if (!value || typeof value !== 'object') return null;
  const { manga, chapter } = value as Record<string, unknown>;
  return Number.isInteger(manga) && (manga as number) > 0 && typeof chapter === 'string' ? { manga: manga as number, chapter } : null;
}

/** The page's view as the server printed it, or null when this page does not count. */
export function pageView(root: Document = document): PageView | null {
  const script = root.getElementById(PAGE_VIEW_ID);
  try {
    return viewOf(JSON.parse(script?.textContent ?? 'null'));
  } catch {
    return null;
  }
}

/** Counts one view; keepalive lets it finish when the reader leaves the page at once. */
export function countView(view: PageView): void {
  const fields = view.chapter ? { manga: String(view.manga), chapter: view.chapter } : { manga: String(view.manga) };
  void callAction('manga_views', fields, { keepalive: true }).catch(() => undefined);
}

/** Counts the page's own view, if it has one. */
export function countPageView(root: Document = document): void {
  const view = pageView(root);
  if (view) countView(view);
}
