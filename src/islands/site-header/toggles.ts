// The search and genres panels: closed once scripted, one open at a time, opened and closed by their toggle. On
// mobile, opening the search panel also offers the advanced-search link inside it (it stays once offered).
export interface PanelsState {
  /** The id of the open panel. */
  open: string | null;
  advancedLinkInSearch: boolean;
}

export const closedPanels: PanelsState = { open: null, advancedLinkInSearch: false };

export function togglePanel(state: PanelsState, panel: string, copiesAdvancedLink: boolean): PanelsState {
  const opening = state.open !== panel;
  return {
    open: opening ? panel : null,
    advancedLinkInSearch: state.advancedLinkInSearch || (opening && copiesAdvancedLink),
  };
}
