// The bookmarks table and the history list: rows that can be checked, are dimmed while their removal runs, and
// go once the server has removed them (or come back to full opacity when it refused).

export interface ListState<T extends { id: string }> {
  items: T[];
  checked: string[];
  pending: string[];
}

export type ListAction =
  | { type: 'check'; id: string; checked: boolean }
  /** Checks or unchecks the rows shown (every row when the list is not filtered). */
  | { type: 'check-all'; checked: boolean; ids?: string[] }
  | { type: 'pending'; ids: string[] }
  | { type: 'removed'; ids: string[] }
  | { type: 'restored'; ids: string[] };

export function initialList<T extends { id: string; checked?: boolean }>(items: T[]): ListState<T> {
  return { items, checked: items.filter((item) => item.checked).map((item) => item.id), pending: [] };
}

const without = (list: string[], ids: string[]) => list.filter((id) => !ids.includes(id));

export function listReducer<T extends { id: string }>(state: ListState<T>, action: ListAction): ListState<T> {
  switch (action.type) {
    case 'check':
      return { ...state, checked: action.checked ? [...without(state.checked, [action.id]), action.id] : without(state.checked, [action.id]) };
    case 'check-all': {
      const ids = action.ids ?? state.items.map((item) => item.id);
      return { ...state, checked: action.checked ? [...without(state.checked, ids), ...ids] : without(state.checked, ids) };
    }
    case 'pending':
      return { ...state, pending: [...without(state.pending, action.ids), ...action.ids] };
    case 'removed':
      return { items: state.items.filter((item) => !action.ids.includes(item.id)), checked: without(state.checked, action.ids), pending: without(state.pending, action.ids) };
    case 'restored':
      return { ...state, pending: without(state.pending, action.ids) };
  }
}

/** Every row shown is checked (and there is one): the check-all box shows checked. */
export function allChecked<T extends { id: string }>(state: ListState<T>, shown: readonly T[] = state.items): boolean {
  return shown.length > 0 && shown.every((item) => state.checked.includes(item.id));
}

/** The checked rows' ids among those shown, in the order shown: a row the filter hides is never deleted. */
export function checkedIds<T extends { id: string }>(state: ListState<T>, shown: readonly T[] = state.items): string[] {
  return shown.filter((item) => state.checked.includes(item.id)).map((item) => item.id);
}
