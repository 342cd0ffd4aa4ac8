// Which account modal is open: one at a time; a switch closes the current one and opens the next after
// SWITCH_DELAY; a guest's bookmark asks for the login modal and marks the bookmarking intent.

export const SWITCH_DELAY = 500;

export interface ModalsState {
  open: string | null;
  /** The modal a switch opens once SWITCH_DELAY has passed. */
  pending: string | null;
  /** The login modal's hidden field `bookmarking`: the bookmark runs again after sign-in. */
  bookmarking: boolean;
  signedIn: boolean;
  /** The last close gives focus back to what opened the modal. */
  restoreFocus: boolean;
}

export type ModalsAction =
  | { type: 'open'; id: string }
  | { type: 'close'; restoreFocus: boolean }
  | { type: 'switch'; id: string }
  | { type: 'switched' }
  | { type: 'require-login'; bookmarking: boolean }
  | { type: 'signed-in' };

export const LOGIN_MODAL = 'form-login';

export function initialModals(openOnLoad: string | null): ModalsState {
  return { open: openOnLoad, pending: null, bookmarking: false, signedIn: false, restoreFocus: false };
}

export function modalsReducer(state: ModalsState, action: ModalsAction): ModalsState {
  switch (action.type) {
    case 'open':
      return { ...state, open: action.id, pending: null };
    case 'close':
      return state.open === null ? state : { ...state, open: null, restoreFocus: action.restoreFocus };
    case 'switch':
      return { ...state, open: null, pending: action.id, restoreFocus: false };
    case 'switched':
      return state.pending === null ? state : { ...state, open: state.pending, pending: null };
    case 'require-login':
      return { ...state, open: LOGIN_MODAL, pending: null, bookmarking: action.bookmarking };
    case 'signed-in':
      return { ...state, open: null, pending: null, signedIn: true, bookmarking: false, restoreFocus: false };
  }
}
