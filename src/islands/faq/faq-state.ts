// FAQ card states (SPEC §4): closed → expanding → open and open → closing → closed; a click during an
// animation reverses it. Without animations a click flips between closed and open.
export type FaqState = 'closed' | 'expanding' | 'open' | 'closing';

export type FaqAction =
  | { type: 'toggle'; animated: boolean }
  | { type: 'finished' }
  // The browser opened or closed the <details> itself (find in page opens the card holding a match).
  | { type: 'native'; open: boolean };

export function isOpening(state: FaqState): boolean {
  return state === 'closed' || state === 'closing';
}

/** The <details> stays open while it animates, in both directions, so its answer can be measured and seen. */
export function detailsOpen(state: FaqState): boolean {
  return state !== 'closed';
}

export function faqReducer(state: FaqState, action: FaqAction): FaqState {
  switch (action.type) {
    case 'toggle':
      if (isOpening(state)) return action.animated ? 'expanding' : 'open';
      return action.animated ? 'closing' : 'closed';
    case 'finished':
      if (state === 'expanding') return 'open';
      if (state === 'closing') return 'closed';
      return state;
    case 'native':
      return action.open ? 'open' : 'closed';
  }
}
