// The live-search combobox state (ARIA 1.2 combobox with a listbox popup), as a pure reducer: what was typed,
// the suggestions shown and for which words, whether the list is open and which option is active.
import type { Item } from './suggestions';

export const MIN_LENGTH = 1;

export interface ComboboxState {
  /** The trimmed text of the input. */
  query: string;
  /** The suggestions (or failures) of the last answer, for `shownFor`. */
  items: Item[];
  shownFor: string;
  open: boolean;
  /** Index of the active option in `items`, -1 for none. */
  active: number;
}

export type ComboboxAction =
  | { type: 'typed'; value: string }
  | { type: 'answered'; query: string; items: Item[]; focused: boolean }
  | { type: 'moved'; direction: 1 | -1; altKey: boolean }
  | { type: 'focused' }
  | { type: 'closed' };

export function initialState(value: string): ComboboxState {
  return { query: value.trim(), items: [], shownFor: '', open: false, active: -1 };
}

/** Whether the server should be asked for the current words (after the delay). */
export function needsLookUp(state: ComboboxState): boolean {
  return state.query.length >= MIN_LENGTH && state.query !== state.shownFor;
}

/** The item Enter would choose: the active one, if the list is open and it can be chosen. */
export function chosen(state: ComboboxState): Item | null {
  const item = state.open ? state.items[state.active] : undefined;
  return item && item.kind === 'suggestion' ? item : null;
}

const opened = (state: ComboboxState): ComboboxState => (state.items.length > 0 ? { ...state, open: true } : state);
const closed = (state: ComboboxState): ComboboxState => ({ ...state, open: false, active: -1 });

/** The next choosable option in `direction`, wrapping around; failures are skipped. */
function step(state: ComboboxState, direction: 1 | -1): number {
  const choosable = state.items.flatMap((item, index) => (item.kind === 'suggestion' ? [index] : []));
  if (choosable.length === 0) return -1;
  const position = choosable.indexOf(state.active);
  if (position === -1) return direction === 1 ? choosable[0] : choosable[choosable.length - 1];
  return choosable[(position + direction + choosable.length) % choosable.length];
}

export function reduce(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'typed': {
      const query = action.value.trim();
      if (query.length < MIN_LENGTH) return { query, items: [], shownFor: '', open: false, active: -1 };
      // Back to the words already answered: show that answer again without asking.
      if (query === state.shownFor) return opened({ ...state, query });
      return { ...state, query };
    }
    case 'answered': {
      if (action.query !== state.query) return state;
      const next = { ...state, items: action.items, shownFor: action.query, active: -1 };
      return action.focused ? opened({ ...next, open: false }) : closed(next);
    }
    case 'moved': {
      if (!state.open) {
        const next = opened(state);
        // Alt+Down only opens the list.
        if (action.altKey) return next;
        return { ...next, active: step(next, action.direction) };
      }
      return { ...state, active: step(state, action.direction) };
    }
    case 'focused':
      return state.shownFor !== '' && state.query === state.shownFor ? opened(state) : state;
    case 'closed':
      return state.open || state.active !== -1 ? closed(state) : state;
  }
}
