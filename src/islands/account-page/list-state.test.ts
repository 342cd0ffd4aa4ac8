// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allChecked, checkedIds, initialList, listReducer } from './list-state';

const rows = [
  { id: '1', checked: false },
  { id: '2', checked: true },
  { id: '3', checked: false },
];

describe('account lists', () => {
  it('starts with the boxes the reader had ticked, and checks all or one', () => {
    const start = initialList(rows);
    expect(start.checked).toEqual(['2']);
    expect(allChecked(start)).toBe(false);
    const all = listReducer(start, { type: 'check-all', checked: true });
    expect(allChecked(all)).toBe(true);
    const two = listReducer(all, { type: 'check', id: '1', checked: false });
    expect(allChecked(two)).toBe(false);
    expect(checkedIds(listReducer(two, { type: 'check', id: '1', checked: true }))).toEqual(['1', '2', '3']);
    expect(listReducer(all, { type: 'check-all', checked: false }).checked).toEqual([]);
  });

  it('dims rows while removing, removes them on success and restores them on failure', () => {
    const start = listReducer(initialList(rows), { type: 'check-all', checked: true });
    const pending = listReducer(start, { type: 'pending', ids: ['1', '3'] });
    expect(pending.pending).toEqual(['1', '3']);
    const restored = listReducer(pending, { type: 'restored', ids: ['3'] });
    expect(restored.pending).toEqual(['1']);
    const removed = listReducer(restored, { type: 'removed', ids: ['1'] });
    expect(removed.items.map((item) => item.id)).toEqual(['2', '3']);
    expect(removed).toMatchObject({ checked: ['2', '3'], pending: [] });
    expect(allChecked(listReducer(removed, { type: 'removed', ids: ['2', '3'] }))).toBe(false);
  });
});
