// State of the chapter list island: the list (read from the page, then from ajax/chapters/), its order, the
// open volumes and the "show more" cut (SPEC §4: at 550 px or taller, opened after a 1 s loading state).
import { type ChapterListData, sameList, volumeKeys } from './list-data';

export const SHOW_MORE_HEIGHT = 550;
export const SHOW_MORE_DELAY = 1000;

/** measure: drawn whole until its height is known; none: shorter than 550 px; cut → loading → open. */
export type ShowMore = 'measure' | 'none' | 'cut' | 'loading' | 'open';

export interface ChapterListState {
  list: ChapterListData;
  reversed: boolean;
  /** Keys of the open volumes. */
  open: string[];
  showMore: ShowMore;
}

export type ChapterListAction =
  | { type: 'loaded'; list: ChapterListData }
  | { type: 'reverse' }
  | { type: 'toggle-volume'; key: string }
  | { type: 'measured'; height: number }
  | { type: 'show-more' }
  | { type: 'shown' };

/** The first volume starts open. */
function firstVolume(list: ChapterListData): string[] {
  return volumeKeys(list).slice(0, 1);
}

export function initialState(list: ChapterListData): ChapterListState {
  return { list, reversed: false, open: firstVolume(list), showMore: 'measure' };
}

function loaded(state: ChapterListState, list: ChapterListData): ChapterListState {
  if (sameList(state.list, list)) return state;
  const keys = volumeKeys(list);
  const known = volumeKeys(state.list).filter((key) => keys.includes(key));
  return {
    ...state,
    list,
    // Volumes the reader already saw keep their state; a list with other volumes starts like a new one.
    open: known.length > 0 ? state.open.filter((key) => keys.includes(key)) : firstVolume(list),
    showMore: state.showMore === 'open' || state.showMore === 'loading' ? state.showMore : 'measure',
  };
}

export function chapterListReducer(state: ChapterListState, action: ChapterListAction): ChapterListState {
  switch (action.type) {
    case 'loaded':
      return loaded(state, action.list);
    case 'reverse':
      return { ...state, reversed: !state.reversed };
    case 'toggle-volume':
      return {
        ...state,
        open: state.open.includes(action.key) ? state.open.filter((key) => key !== action.key) : [...state.open, action.key],
      };
    case 'measured':
      if (state.showMore !== 'measure') return state;
      return { ...state, showMore: action.height >= SHOW_MORE_HEIGHT ? 'cut' : 'none' };
    case 'show-more':
      return state.showMore === 'cut' ? { ...state, showMore: 'loading' } : state;
    case 'shown':
      return state.showMore === 'loading' ? { ...state, showMore: 'open' } : state;
  }
}
