// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialPage, isLastAnswer, loadMoreReducer, startState } from './counter';

const card = '<div class="page-item-detail"></div>';
const MARKER = '<div class="invi no-posts"><!-- --></div>';

describe('load-more counter (SPEC §4)', () => {
  it('starts at 1, counts paged 0 as 1, and starts at -1 without query vars', () => {
    expect(initialPage({ paged: 1 })).toBe(1);
    expect(initialPage({ paged: 0 })).toBe(1);
    expect(initialPage({ paged: '3' })).toBe(3);
    expect(initialPage({ m_orderby: 'views' })).toBe(1);
    expect(initialPage({})).toBe(-1);
    expect(initialPage(undefined)).toBe(-1);
  });

  it('treats an empty answer or the marker as the end', () => {
    expect(isLastAnswer('  ')).toBe(true);
    expect(isLastAnswer(card + MARKER)).toBe(true);
    expect(isLastAnswer(card)).toBe(false);
  });

  it('adds a page and increments the counter for each non-empty answer, and ends at the marker', () => {
    let state = loadMoreReducer(startState({ paged: 0 }), { type: 'start' });
    expect(state.loading).toBe(true);
    state = loadMoreReducer(state, { type: 'loaded', answer: card, cards: card, count: 1 });
    expect(state).toEqual({ page: 2, loading: false, ended: false, pages: [card], added: true });
    state = loadMoreReducer(state, { type: 'loaded', answer: card + MARKER, cards: card, count: 1 });
    expect(state).toEqual({ page: 3, loading: false, ended: true, pages: [card, card], added: true });
  });

  it('ends on an empty answer without counting it, and releases loading after a failure', () => {
    const loading = loadMoreReducer(startState({ paged: 1 }), { type: 'start' });
    expect(loadMoreReducer(loading, { type: 'loaded', answer: ' ', cards: '', count: 0 })).toEqual({ page: 1, loading: false, ended: true, pages: [], added: false });
    expect(loadMoreReducer(loading, { type: 'failed' })).toEqual(startState({ paged: 1 }));
  });
});
