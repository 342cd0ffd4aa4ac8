// What the consent overlays show, as a pure reducer: whether the visitor has acted (banner or revisit button),
// the choices in force, and the preference centre with its toggles (a draft until saved).
import { allOf, CATEGORIES, defaults, type Category, type Choices, type ConsentState, type Law, type YesNo } from './state';

export interface OverlayState {
  acted: boolean;
  choices: Choices;
  centreOpen: boolean;
  draft: Choices;
}

export type OverlayAction =
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'toggled'; category: Category; on: boolean }
  | { type: 'opted-out'; on: boolean }
  | { type: 'applied'; choices: Choices };

/** The button actions of the overlays (data-consent-do in the server markup). */
export type ButtonAction = 'accept' | 'reject' | 'save' | 'customise' | 'close';

/** The state from the consent cookie: the visitor's choices once they acted, the law's defaults before. */
export function initialState(law: Law, saved: ConsentState | null): OverlayState {
  const acted = saved?.action === 'yes';
  const choices = saved && acted ? saved.categories : defaults(law);
  return { acted, choices, centreOpen: false, draft: choices };
}

/** Under CCPA one box opts out of everything optional; it is ticked while anything optional is off. */
export function optedOut(choices: Choices): boolean {
  return CATEGORIES.some((category) => category !== 'necessary' && choices[category] === 'no');
}

/** The cookie's `consent` field: yes when any optional category is allowed. */
export function consentValue(choices: Choices): YesNo {
  return CATEGORIES.some((category) => category !== 'necessary' && choices[category] === 'yes') ? 'yes' : 'no';
}

/** The choices an accept, reject or save stands for (save: the toggles, or the CCPA opt-out box). */
export function choicesFor(action: 'accept' | 'reject' | 'save', law: Law, draft: Choices): Choices {
  if (action === 'accept') return allOf('yes');
  if (action === 'reject') return allOf('no');
  if (law === 'ccpa') return allOf(optedOut(draft) ? 'no' : 'yes');
  return { ...draft, necessary: 'yes' };
}

export function reduce(state: OverlayState, action: OverlayAction): OverlayState {
  switch (action.type) {
    case 'opened':
      return { ...state, centreOpen: true, draft: state.choices };
    case 'closed':
      return state.centreOpen ? { ...state, centreOpen: false } : state;
    case 'toggled':
      if (action.category === 'necessary') return state;
      return { ...state, draft: { ...state.draft, [action.category]: action.on ? 'yes' : 'no' } };
    case 'opted-out':
      return { ...state, draft: allOf(action.on ? 'no' : 'yes') };
    case 'applied':
      return { acted: true, choices: action.choices, centreOpen: false, draft: action.choices };
  }
}
