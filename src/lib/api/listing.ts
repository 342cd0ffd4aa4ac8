// Listing calls (SPEC §7): both answer HTML, not {success, data}, so they go through postForHtml. No JSON
// admin-ajax action belongs to this area (see actions.ts).
import { postForHtml } from './client';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ListingActions {}

/** The listing's admin-ajax actions that answer HTML (see HtmlActions in actions.ts): their request fields. */
export interface ListingHtmlActions {
  yomu_load_more: { request: Omit<LoadMoreRequest, 'action'> };
  madara_load_more: { request: Omit<LoadMoreRequest, 'action'> };
  madara_hover_load_post: { request: { postid: string } };
  guest_histories: { request: { count: string; heading?: string } };
}

/** A listing's query vars as the server printed them (WP_Query vars, nested arrays allowed). */
export type QueryVars = Record<string, unknown>;

/** {theme}_load_more: the next page of a listing; the server adds 1 to page. */
export interface LoadMoreRequest {
  action: string;
  page: number;
  /** The card template name (yomu/listing/card, yomu/listing/search-item). */
  template: string;
  vars: QueryVars;
}

/** Flattens nested vars into PHP form keys: {a: {b: 1}} under "vars" gives "vars[a][b]" = "1". */
export function flatten(prefix: string, value: unknown, out: Record<string, string> = {}): Record<string, string> {
  if (value === null || value === undefined) return out;
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) flatten(`${prefix}[${key}]`, item, out);
    return out;
  }
  out[prefix] = String(value);
  return out;
}

/**
 * The HTML of the next cards: non-empty answers are appended; an empty one, or one carrying the no-posts marker,
 * ends the listing. Not sanitized here: the caller sanitizes before inserting.
 */
export function loadMoreCards({ action, page, template, vars }: LoadMoreRequest): Promise<string> {
  return postForHtml({ action }, { page: String(page), template, ...flatten('vars', vars) });
}

/** madara_hover_load_post: the hover popup HTML of a published manga (unsanitized); 404 for anything else. */
export function loadHoverCard(postId: string): Promise<string> {
  return postForHtml({ action: 'madara_hover_load_post' }, { postid: postId });
}

/** guest_histories: the reading history items of the visitor (a guest's from the history cookie), unsanitized. */
/** heading 3: the items' titles are h3 (under a page's h2); otherwise h5, under a widget's title. */
export function loadGuestHistories(count: number, heading: 3 | 5 = 5): Promise<string> {
  return postForHtml({ action: 'guest_histories' }, heading === 3 ? { count: String(count), heading: '3' } : { count: String(count) });
}
