// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chosen, initialState, needsLookUp, reduce, type ComboboxState } from './combobox';
import type { Item } from './suggestions';

const one: Item = { kind: 'suggestion', title: 'One', url: 'https://site.test/manga/one/', type: 'manga' };
const two: Item = { kind: 'suggestion', title: 'Two', url: 'https://site.test/manga/two/', type: 'text' };
const failure: Item = { kind: 'failure', message: 'No manga found.', type: 'error' };

function shown(items: Item[], query = 'o'): ComboboxState {
  return reduce(reduce(initialState(''), { type: 'typed', value: query }), { type: 'answered', query, items, focused: true });
}

describe('live-search combobox state', () => {
  it('asks for words of at least one character that have not been answered yet', () => {
    expect(needsLookUp(initialState('  '))).toBe(false);
    const typed = reduce(initialState(''), { type: 'typed', value: ' y ' });
    expect(typed.query).toBe('y');
    expect(needsLookUp(typed)).toBe(true);
    expect(needsLookUp(shown([one], 'y'))).toBe(false);
  });

  it('opens with the answer only while the input has focus, and ignores answers to older words', () => {
    const state = shown([one, two]);
    expect(state).toMatchObject({ open: true, active: -1, shownFor: 'o', items: [one, two] });
    const blurred = reduce(reduce(initialState(''), { type: 'typed', value: 'o' }), { type: 'answered', query: 'o', items: [one], focused: false });
    expect(blurred.open).toBe(false);
    const stale = reduce(state, { type: 'typed', value: 'on' });
    expect(reduce(stale, { type: 'answered', query: 'o', items: [two], focused: true })).toBe(stale);
  });

  it('moves over choosable options with wrap-around and skips failures', () => {
    let state = shown([one, failure, two]);
    state = reduce(state, { type: 'moved', direction: 1, altKey: false });
    expect(state.active).toBe(0);
    state = reduce(state, { type: 'moved', direction: 1, altKey: false });
    expect(state.active).toBe(2);
    state = reduce(state, { type: 'moved', direction: 1, altKey: false });
    expect(state.active).toBe(0);
    state = reduce(state, { type: 'moved', direction: -1, altKey: false });
    expect(state.active).toBe(2);
    expect(chosen(state)).toBe(two);
    expect(reduce(shown([failure]), { type: 'moved', direction: 1, altKey: false }).active).toBe(-1);
    expect(chosen(shown([failure]))).toBeNull();
  });

  it('Down on a closed list opens it on the first suggestion; Alt+Down only opens it', () => {
    const closed = reduce(reduce(shown([one, two]), { type: 'moved', direction: 1, altKey: false }), { type: 'closed' });
    expect(closed).toMatchObject({ open: false, active: -1 });
    expect(chosen(closed)).toBeNull();
    expect(reduce(closed, { type: 'moved', direction: 1, altKey: false })).toMatchObject({ open: true, active: 0 });
    expect(reduce(closed, { type: 'moved', direction: -1, altKey: false })).toMatchObject({ open: true, active: 1 });
    expect(reduce(closed, { type: 'moved', direction: 1, altKey: true })).toMatchObject({ open: true, active: -1 });
    expect(reduce(initialState(''), { type: 'moved', direction: 1, altKey: false })).toMatchObject({ open: false, active: -1 });
  });

  it('clearing the words forgets the answer; typing back to answered words reopens it; focus reopens it', () => {
    const closed = reduce(shown([one]), { type: 'closed' });
    expect(reduce(closed, { type: 'focused' }).open).toBe(true);
    expect(reduce(reduce(closed, { type: 'typed', value: 'on' }), { type: 'typed', value: 'o ' }).open).toBe(true);
    const cleared = reduce(shown([one]), { type: 'typed', value: '' });
    expect(cleared).toEqual({ query: '', items: [], shownFor: '', open: false, active: -1 });
    expect(reduce(cleared, { type: 'focused' }).open).toBe(false);
  });
});
