// The listing "load more" state (SPEC §4): the page counter starts at 1, a paged value of 0 counts as 1, and it
// starts at -1 when the listing has no query vars; the server adds 1 to the page it receives. Each non-empty
// answer adds a page of cards and increments the counter; an empty answer or the no-posts marker ends it.
import type { QueryVars } from '../../lib/api/listing';

export function initialPage(vars: QueryVars | null | undefined): number {
  if (!vars || Object.keys(vars).length === 0) return -1;
  const paged = Number(vars.paged ?? 1);
  if (!Number.isFinite(paged) || paged === 0) return 1;
  return Math.trunc(paged);
}

export const NO_POSTS_CLASS = 'no-posts';

/** Whether an answer ends the listing: empty, or carrying the no-posts marker. */
export function isLastAnswer(html: string): boolean {
  if (html.trim() === '') return true;
  return /class="[^"]*\bno-posts\b[^"]*"/.test(html);
}

export interface LoadMoreState {
  page: number;
  loading: boolean;
  ended: boolean;
  /** The sanitized cards of each loaded page, in order. */
  pages: string[];
  /** Whether the last answer added cards (announced to screen readers). */
  added: boolean;
}

export type LoadMoreAction =
  | { type: 'start' }
  | { type: 'loaded'; answer: string; cards: string; count: number }
  | { type: 'failed' };

export function startState(vars: QueryVars | null | undefined): LoadMoreState {
  return { page: initialPage(vars), loading: false, ended: false, pages: [], added: false };
}

export function loadMoreReducer(state: LoadMoreState, action: LoadMoreAction): LoadMoreState {
  switch (action.type) {
    case 'start':
      return { ...state, loading: true };
    case 'failed':
      return { ...state, loading: false };
    case 'loaded': {
      const ended = isLastAnswer(action.answer);
      if (action.answer.trim() === '') return { ...state, loading: false, ended };
      return { page: state.page + 1, loading: false, ended, pages: [...state.pages, action.cards], added: action.count > 0 };
    }
  }
}
